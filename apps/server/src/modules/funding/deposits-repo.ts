// Reads and writes deposits. Leaving `pending` is one guarded update, so a deposit is decided once.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DepositStatus } from '@saham/contract/recharge';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { uploads } from '../../db/schema-identity.ts';
import { depositChannels, deposits } from '../../db/schema-funding.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

function selectDeposits(db: Db) {
  return db
    .select({
      id: deposits.id,
      memberId: deposits.memberId,
      memberAccount: members.account,
      memberName: members.name,
      channelName: depositChannels.name,
      channelNames: depositChannels.names,
      kind: depositChannels.kind,
      currency: deposits.currency,
      amountMinor: deposits.amountMinor,
      status: deposits.status,
      voucherImageId: uploads.publicId,
      txHash: deposits.txHash,
      gatewayReference: deposits.gatewayReference,
      paymentReference: deposits.paymentReference,
      rejectReason: deposits.rejectReason,
      reviewedBy: deposits.reviewedBy,
      reviewedAt: deposits.reviewedAt,
      createdAt: deposits.createdAt,
      expiresAt: deposits.expiresAt,
    })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .leftJoin(uploads, eq(uploads.id, deposits.voucherUploadId));
}

export type DepositView = NonNullable<Awaited<ReturnType<typeof findDepositView>>>;

export async function findDepositView(db: Db, depositId: number) {
  const [row] = await selectDeposits(db).where(eq(deposits.id, depositId)).limit(1);
  return row ?? null;
}

/** A deposit this request has just written or decided, so it must be there. */
export async function findDepositViewOrThrow(db: Db, depositId: number): Promise<DepositView> {
  const view = await findDepositView(db, depositId);
  if (!view) throw new Error(`deposit ${depositId} vanished`);
  return view;
}

export async function findDepositPage(
  db: Db,
  filter: { memberId?: number; status?: DepositStatus; paymentReference?: string },
  page: number,
) {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(deposits.memberId, filter.memberId));
  if (filter.status !== undefined) conditions.push(eq(deposits.status, filter.status));
  if (filter.paymentReference !== undefined) {
    conditions.push(eq(deposits.paymentReference, filter.paymentReference));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectDeposits(db)
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(deposits).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function hasPendingDeposit(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** Where the member's deposits stand for the setup checklist: one credited, one pending, or none. */
export async function findDepositProgress(db: Db, memberId: number): Promise<'none' | 'pending' | 'done'> {
  const rows = await db
    .select({ status: deposits.status })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), inArray(deposits.status, ['approved', 'pending'])))
    .orderBy(asc(deposits.status))
    .limit(1);
  const status = rows[0]?.status;
  return status === 'approved' ? 'done' : status === 'pending' ? 'pending' : 'none';
}

/** The member's own upload with this public id, or null. */
export async function findMemberUploadId(db: Db, memberId: number, publicId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.publicId, publicId), eq(uploads.memberId, memberId)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertDeposit(
  tx: Db,
  values: Omit<typeof deposits.$inferInsert, 'id' | 'status'>,
): Promise<number> {
  const [row] = await tx.insert(deposits).values(values).returning({ id: deposits.id });
  if (!row) throw new Error('insert into deposits returned no row');
  return row.id;
}

export async function setGatewayReference(tx: Db, depositId: number, reference: string): Promise<void> {
  await tx.update(deposits).set({ gatewayReference: reference }).where(eq(deposits.id, depositId));
}

/**
 * Expires every pending deposit whose payment deadline has passed (the member's only, when given):
 * one guarded update, so any number of processes may run it at once and each deposit expires once.
 * Expiring moves no money. Answers how many deposits this call expired.
 */
export async function expireOverdueDeposits(db: Db, now: Date, memberId?: number): Promise<number> {
  const conditions = [
    eq(deposits.status, 'pending'),
    isNotNull(deposits.expiresAt),
    lte(deposits.expiresAt, now),
  ];
  if (memberId !== undefined) conditions.push(eq(deposits.memberId, memberId));
  const rows = await db
    .update(deposits)
    .set({ status: 'expired', reviewedBy: 'gateway', reviewedAt: now })
    .where(and(...conditions))
    .returning({ id: deposits.id });
  return rows.length;
}

/**
 * Moves a pending deposit to its decision; null when it was not pending (already decided) or its
 * payment deadline has passed by `decision.now` (an overdue deposit can only expire).
 */
export async function decidePendingDeposit(
  tx: Db,
  depositId: number,
  decision: { status: 'approved' | 'rejected'; reviewedBy: string; rejectReason: string | null; now: Date },
  memberId?: number,
) {
  const notOverdue = or(isNull(deposits.expiresAt), gt(deposits.expiresAt, decision.now));
  const conditions = [eq(deposits.id, depositId), eq(deposits.status, 'pending')];
  if (notOverdue) conditions.push(notOverdue);
  if (memberId !== undefined) conditions.push(eq(deposits.memberId, memberId));
  const [row] = await tx
    .update(deposits)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      rejectReason: decision.rejectReason,
      reviewedAt: decision.now,
    })
    .where(and(...conditions))
    .returning({
      id: deposits.id,
      memberId: deposits.memberId,
      channelId: deposits.channelId,
      currency: deposits.currency,
      amountMinor: deposits.amountMinor,
      gatewayReference: deposits.gatewayReference,
    });
  return row ?? null;
}

export async function setDepositEntry(tx: Db, depositId: number, entryId: number): Promise<void> {
  await tx.update(deposits).set({ entryId }).where(eq(deposits.id, depositId));
}

/**
 * How many deposits wait for a reviewer (the back office's dashboard): pending and not past their
 * payment deadline, which is what the queue shows once it has expired the overdue ones. No write here.
 */
export async function countPendingDeposits(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), or(isNull(deposits.expiresAt), gt(deposits.expiresAt, now))));
  return row?.total ?? 0;
}
