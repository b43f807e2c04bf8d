// Reads and writes the site configuration: name/value pairs edited in the back office.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

export async function listSiteConfig(db: Db): Promise<{ name: string; value: string }[]> {
  return db
    .select({ name: siteConfig.name, value: siteConfig.value })
    .from(siteConfig)
    .orderBy(asc(siteConfig.name));
}

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
