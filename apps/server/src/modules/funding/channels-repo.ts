// Reads and writes deposit channels. Deleting sets deleted_at; deposits keep pointing at the row.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositChannels } from '../../db/schema-funding.ts';

export type ChannelRecord = typeof depositChannels.$inferSelect;
export type ChannelValues = Omit<typeof depositChannels.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>;

export async function findLiveChannels(db: Db, onlyEnabled: boolean): Promise<ChannelRecord[]> {
  const live = isNull(depositChannels.deletedAt);
  return db
    .select()
    .from(depositChannels)
    .where(onlyEnabled ? and(live, eq(depositChannels.isEnabled, true)) : live)
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

export async function findLiveChannel(db: Db, channelId: number): Promise<ChannelRecord | null> {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, channelId), isNull(depositChannels.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findChannelById(db: Db, channelId: number): Promise<ChannelRecord | null> {
  const [row] = await db.select().from(depositChannels).where(eq(depositChannels.id, channelId)).limit(1);
  return row ?? null;
}

export async function insertChannel(tx: Db, values: ChannelValues, now: Date): Promise<ChannelRecord> {
  const [row] = await tx
    .insert(depositChannels)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('insert into deposit_channels returned no row');
  return row;
}

export async function updateChannel(
  tx: Db,
  channelId: number,
  values: Partial<ChannelValues>,
): Promise<ChannelRecord | null> {
  const [row] = await tx
    .update(depositChannels)
    .set(values)
    .where(and(eq(depositChannels.id, channelId), isNull(depositChannels.deletedAt)))
    .returning();
  return row ?? null;
}

export async function softDeleteChannel(tx: Db, channelId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(depositChannels)
    .set({ deletedAt: now, isEnabled: false })
    .where(and(eq(depositChannels.id, channelId), isNull(depositChannels.deletedAt)))
    .returning({ id: depositChannels.id });
  return rows.length > 0;
}

export async function hasAnyChannel(db: Db): Promise<boolean> {
  const rows = await db.select({ id: depositChannels.id }).from(depositChannels).limit(1);
  return rows.length > 0;
}
