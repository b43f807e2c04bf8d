// Demo data for an empty database (SEED=demo, the default); SEED=none leaves it empty.
// The member-module helper fills this in: institution 888888, member 601123456789 / Demo1234,
// staff admin / Admin1234, site config, three notices in six languages.
import type { Services } from '../http/context.ts';

export async function seedIfEmpty(_services: Services): Promise<boolean> {
  return false;
}
