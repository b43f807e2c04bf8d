// Reads and writes withdrawals. Leaving `pending` is one guarded update, so a withdrawal is decided once.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FundingStatus } from '@saham/contract/recharge';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { withdrawals } from '../../db/schema-funding.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

function selectWithdrawals(db: Db) {
  return db
    .select({
      id: withdrawals.id,
      memberId: withdrawals.memberId,
      memberAccount: members.account,
      memberName: members.name,
      creditScore: members.creditScore,
      currency: withdrawals.currency,
      amountMinor: withdrawals.amountMinor,
      holder: withdrawals.holder,
      bankName: withdrawals.bankName,
      accountNumber: withdrawals.accountNumber,
      status: withdrawals.status,
      rejectReason: withdrawals.rejectReason,
      reviewedBy: withdrawals.reviewedBy,
      reviewedAt: withdrawals.reviewedAt,
      expectedSettlementDate: withdrawals.expectedSettlementDate,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId));
}

export type WithdrawalView = NonNullable<Awaited<ReturnType<typeof findWithdrawalView>>>;

export async function findWithdrawalView(db: Db, withdrawalId: number) {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, withdrawalId)).limit(1);
  return row ?? null;
}

/** A withdrawal this request has just written or decided, so it must be there. */
export async function findWithdrawalViewOrThrow(db: Db, withdrawalId: number): Promise<WithdrawalView> {
  const view = await findWithdrawalView(db, withdrawalId);
  if (!view) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return view;
}

export async function findWithdrawalPage(
  db: Db,
  filter: { memberId?: number; status?: FundingStatus },
  page: number,
) {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(withdrawals.memberId, filter.memberId));
  if (filter.status !== undefined) conditions.push(eq(withdrawals.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectWithdrawals(db)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(withdrawals).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function insertWithdrawal(
  tx: Db,
  values: Omit<typeof withdrawals.$inferInsert, 'id' | 'status'>,
): Promise<number> {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id });
  if (!row) throw new Error('insert into withdrawals returned no row');
  return row.id;
}

/** Moves a pending withdrawal to its decision; null when it was not pending (already decided). */
export async function decidePendingWithdrawal(
  tx: Db,
  withdrawalId: number,
  decision: {
    status: 'approved' | 'rejected';
    reviewedBy: string;
    rejectReason: string | null;
    expectedSettlementDate: string | null;
    now: Date;
  },
) {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      rejectReason: decision.rejectReason,
      expectedSettlementDate: decision.expectedSettlementDate,
      reviewedAt: decision.now,
    })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
    .returning({
      id: withdrawals.id,
      memberId: withdrawals.memberId,
      currency: withdrawals.currency,
      amountMinor: withdrawals.amountMinor,
    });
  return row ?? null;
}

/** How many withdrawals wait for a reviewer (the back office's dashboard). */
export async function countPendingWithdrawals(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'));
  return row?.total ?? 0;
}
