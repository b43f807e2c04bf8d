// Reads and writes the site_config name/value pairs.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

export async function findSiteConfigValues(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: siteConfig.name, value: siteConfig.value })
    .from(siteConfig)
    .where(inArray(siteConfig.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function upsertSiteConfigValue(tx: Db, name: string, value: string): Promise<void> {
  await tx
    .insert(siteConfig)
    .values({ name, value })
    .onConflictDoUpdate({ target: siteConfig.name, set: { value } });
}
