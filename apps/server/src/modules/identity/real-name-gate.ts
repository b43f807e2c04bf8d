// Real-name verification is required before deposit, withdrawal, exchange and trading (spec §6),
// with a distinct refusal for each state that is not verified.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { refuse } from '../../http/business-error.ts';

export async function assertRealNameVerified(db: Db, memberId: number): Promise<void> {
  const [member] = await db
    .select({ status: members.realNameStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  switch (member?.status ?? 'none') {
    case 'verified':
      return;
    case 'pending':
      refuse('REAL_NAME_UNDER_REVIEW');
      break;
    case 'rejected':
      refuse('REAL_NAME_REJECTED');
      break;
    default:
      refuse('REAL_NAME_REQUIRED');
  }
}
