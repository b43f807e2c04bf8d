// Reads the site configuration: name/value pairs edited in the back office.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

export async function listSiteConfig(db: Db): Promise<{ name: string; value: string }[]> {
  return db
    .select({ name: siteConfig.name, value: siteConfig.value })
    .from(siteConfig)
    .orderBy(asc(siteConfig.name));
}
