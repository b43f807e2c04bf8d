// Reads and writes real-name submissions and keeps members.real_name_status (and the verified name)
// in step with them.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdType } from '@saham/contract/identity';
import type { RealNameStatus } from '@saham/contract/user';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { realNameRecords, uploads } from '../../db/schema-identity.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { invalidateCached, memberTag } from '../../cache/read-caches.ts';

export type RealNameRow = typeof realNameRecords.$inferSelect;

export async function findLatestRealName(db: Db, memberId: number): Promise<RealNameRow | null> {
  const [row] = await db
    .select()
    .from(realNameRecords)
    .where(eq(realNameRecords.memberId, memberId))
    .orderBy(desc(realNameRecords.id))
    .limit(1);
  return row ?? null;
}

export async function findMemberRealNameStatus(db: Db, memberId: number): Promise<RealNameStatus | null> {
  const [row] = await db
    .select({ status: members.realNameStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.status ?? null;
}

/** Locks the member row so that one member's submissions and decisions happen one at a time. */
export async function lockMemberRealName(tx: Db, memberId: number) {
  const [row] = await tx
    .select({ status: members.realNameStatus, language: members.language })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

/** True when another member holds a verified identity with this number. */
export async function isIdNumberVerifiedElsewhere(
  db: Db,
  memberId: number,
  idType: IdType,
  idNumber: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: realNameRecords.id })
    .from(realNameRecords)
    .where(
      and(
        eq(realNameRecords.idType, idType),
        eq(realNameRecords.idNumber, idNumber),
        eq(realNameRecords.status, 'verified'),
        ne(realNameRecords.memberId, memberId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRealName(tx: Db, row: typeof realNameRecords.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(realNameRecords).values(row).returning({ id: realNameRecords.id });
  if (!inserted) throw new Error('insert into real_name_records returned no row');
  return inserted.id;
}

export async function setMemberRealNameStatus(
  tx: Db,
  memberId: number,
  status: 'pending' | 'verified' | 'rejected',
  verifiedName?: string,
): Promise<void> {
  await tx
    .update(members)
    .set(
      verifiedName === undefined
        ? { realNameStatus: status }
        : { realNameStatus: status, name: verifiedName },
    )
    .where(eq(members.id, memberId));
  await invalidateCached(tx, [memberTag(memberId)]);
}

/**
 * Decides a pending submission. The update is guarded by `status = 'pending'`, so of two reviewers
 * deciding at once exactly one gets the row back; the other gets null.
 */
export async function decideRealName(
  tx: Db,
  decision: {
    id: number;
    status: 'verified' | 'rejected';
    reason: string | null;
    reviewer: string;
    now: Date;
  },
): Promise<RealNameRow | null> {
  const [row] = await tx
    .update(realNameRecords)
    .set({
      status: decision.status,
      rejectReason: decision.reason,
      reviewedBy: decision.reviewer,
      reviewedAt: decision.now,
    })
    .where(and(eq(realNameRecords.id, decision.id), eq(realNameRecords.status, 'pending')))
    .returning();
  return row ?? null;
}

const frontUploads = alias(uploads, 'front_uploads');
const backUploads = alias(uploads, 'back_uploads');

function selectRecords(db: Db) {
  return db
    .select({
      id: realNameRecords.id,
      memberId: realNameRecords.memberId,
      memberAccount: members.account,
      name: realNameRecords.name,
      idType: realNameRecords.idType,
      idNumber: realNameRecords.idNumber,
      frontImageId: frontUploads.publicId,
      backImageId: backUploads.publicId,
      status: realNameRecords.status,
      rejectReason: realNameRecords.rejectReason,
      reviewedBy: realNameRecords.reviewedBy,
      reviewedAt: realNameRecords.reviewedAt,
      createdAt: realNameRecords.createdAt,
    })
    .from(realNameRecords)
    .innerJoin(members, eq(members.id, realNameRecords.memberId))
    .innerJoin(frontUploads, eq(frontUploads.id, realNameRecords.frontUploadId))
    .innerJoin(backUploads, eq(backUploads.id, realNameRecords.backUploadId));
}

export type RealNameListRow = Awaited<ReturnType<typeof findRealNamePage>>['rows'][number];

export async function findRealNamePage(db: Db, status: RealNameStatus, page: number) {
  // The queue is worked oldest first; decided records newest first.
  const order = status === 'pending' ? realNameRecords.id : desc(realNameRecords.id);
  const rows = await selectRecords(db)
    .where(eq(realNameRecords.status, status))
    .orderBy(order)
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db
    .select({ total: count() })
    .from(realNameRecords)
    .where(eq(realNameRecords.status, status));
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findRealNameRecord(db: Db, id: number) {
  const [row] = await selectRecords(db).where(eq(realNameRecords.id, id)).limit(1);
  return row ?? null;
}

/** How many submissions wait for a reviewer (the back office's dashboard). */
export async function countPendingRealNames(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(realNameRecords)
    .where(eq(realNameRecords.status, 'pending'));
  return row?.total ?? 0;
}
