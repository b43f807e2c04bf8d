// The sandbox gateway's outbox (sms_outbox): written as messages are "sent", read by staff newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { smsOutbox } from '../../db/schema-sms.ts';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxMessage(db: Db, message: Omit<OutboxRow, 'id'>): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

export async function findOutboxPage(
  db: Db,
  filter: { phone?: string | undefined },
  page: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = filter.phone === undefined ? undefined : eq(smsOutbox.phone, filter.phone);
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const totals = await db.select({ total: count() }).from(smsOutbox).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}
