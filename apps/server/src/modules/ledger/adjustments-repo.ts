// Reads and writes balance adjustments. Leaving `pending` is one guarded update, so of two staff
// deciding at once exactly one changes the row.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdjustmentStatus } from '@saham/contract/admin-ledger';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { members } from '../../db/schema.ts';
import { balanceAdjustments } from '../../db/schema-ledger.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect & { memberAccount: string };

const selection = {
  id: balanceAdjustments.id,
  memberId: balanceAdjustments.memberId,
  currency: balanceAdjustments.currency,
  amountMinor: balanceAdjustments.amountMinor,
  reason: balanceAdjustments.reason,
  status: balanceAdjustments.status,
  makerStaffId: balanceAdjustments.makerStaffId,
  makerUsername: balanceAdjustments.makerUsername,
  checkerStaffId: balanceAdjustments.checkerStaffId,
  checkerUsername: balanceAdjustments.checkerUsername,
  rejectReason: balanceAdjustments.rejectReason,
  entryId: balanceAdjustments.entryId,
  createdAt: balanceAdjustments.createdAt,
  decidedAt: balanceAdjustments.decidedAt,
  memberAccount: members.account,
};

export async function findAdjustment(db: Db, id: number): Promise<AdjustmentRow | null> {
  const [row] = await db
    .select(selection)
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .where(eq(balanceAdjustments.id, id));
  return row ?? null;
}

export async function findAdjustmentPage(db: Db, status: AdjustmentStatus | undefined, page: number) {
  const where: SQL | undefined = status === undefined ? undefined : eq(balanceAdjustments.status, status);
  const rows = await db
    .select(selection)
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .where(where)
    .orderBy(desc(balanceAdjustments.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(balanceAdjustments).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function insertAdjustment(
  tx: Db,
  values: typeof balanceAdjustments.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(balanceAdjustments).values(values).returning({ id: balanceAdjustments.id });
  if (!row) throw new Error('adjustment insert returned nothing');
  return row.id;
}

/** Moves a pending adjustment to its decision; false when it was no longer pending. */
export async function decidePendingAdjustment(
  tx: Db,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    checkerStaffId: number;
    checkerUsername: string;
    rejectReason: string | null;
    decidedAt: Date;
  },
): Promise<boolean> {
  const changed = await tx
    .update(balanceAdjustments)
    .set(decision)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .returning({ id: balanceAdjustments.id });
  return changed.length > 0;
}

export async function setAdjustmentEntry(tx: Db, id: number, entryId: number): Promise<void> {
  await tx.update(balanceAdjustments).set({ entryId }).where(eq(balanceAdjustments.id, id));
}

/** How many adjustments wait for a checker (the back office's dashboard). */
export async function countPendingAdjustments(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.status, 'pending'));
  return row?.total ?? 0;
}
