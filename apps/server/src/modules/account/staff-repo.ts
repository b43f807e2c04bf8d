// Reads and writes members for the back office: searches, the invitation tree, flags, credit score.
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountFlag } from '@saham/domain/account-flags';
import type { Db } from '../../db/client.ts';
import { institutions, members } from '../../db/schema.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { invalidateCached, memberTag } from '../../cache/read-caches.ts';

const inviter = alias(members, 'inviter');

const memberRowColumns = {
  id: members.id,
  account: members.account,
  name: members.name,
  inviteCode: members.inviteCode,
  inviterAccount: inviter.account,
  institutionName: institutions.name,
  realNameStatus: members.realNameStatus,
  creditScore: members.creditScore,
  isFrozen: members.isFrozen,
  isLoginBanned: members.isLoginBanned,
  isDisabled: members.isDisabled,
  isTradeForbidden: members.isTradeForbidden,
  isWithdrawForbidden: members.isWithdrawForbidden,
  language: members.language,
  fontSize: members.fontSize,
  hasFundPassword: members.fundPasswordHash,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};

function selectMemberRows(db: Db) {
  return db
    .select(memberRowColumns)
    .from(members)
    .leftJoin(inviter, eq(inviter.id, members.inviterMemberId))
    .leftJoin(institutions, eq(institutions.id, members.institutionId));
}

export type MemberRecord = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;

export async function findMemberById(db: Db, memberId: number) {
  const rows = await selectMemberRows(db).where(eq(members.id, memberId)).limit(1);
  return rows[0] ?? null;
}

async function findPage(db: Db, where: SQL | undefined, page: number) {
  const rows = await selectMemberRows(db)
    .where(where)
    .orderBy(desc(members.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(members).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Members whose account, name or invitation code contains `query`; all members without one. */
export function findMemberPage(db: Db, query: string, page: number) {
  const pattern = containsPattern(query);
  const where = query
    ? or(ilike(members.account, pattern), ilike(members.name, pattern), ilike(members.inviteCode, pattern))
    : undefined;
  return findPage(db, where, page);
}

export function findInviteePage(db: Db, inviterMemberId: number, page: number) {
  return findPage(db, eq(members.inviterMemberId, inviterMemberId), page);
}

export async function countInvitees(db: Db, inviterMemberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(members)
    .where(eq(members.inviterMemberId, inviterMemberId));
  return row?.total ?? 0;
}

/** The inviter of a member: its id, account and name. */
export async function findInviterOf(db: Db, memberId: number) {
  const rows = await db
    .select({ id: inviter.id, account: inviter.account, name: inviter.name })
    .from(members)
    .innerJoin(inviter, eq(inviter.id, members.inviterMemberId))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0] ?? null;
}

const FLAG_COLUMNS = {
  frozen: 'isFrozen',
  loginBanned: 'isLoginBanned',
  disabled: 'isDisabled',
  tradeForbidden: 'isTradeForbidden',
  withdrawForbidden: 'isWithdrawForbidden',
} as const satisfies Record<AccountFlag, keyof typeof members.$inferSelect>;

/** Locks the member's row for the rest of the transaction and reads what a staff change touches. */
export async function lockMemberForChange(tx: Db, memberId: number) {
  const rows = await tx
    .select({
      id: members.id,
      creditScore: members.creditScore,
      isFrozen: members.isFrozen,
      isLoginBanned: members.isLoginBanned,
      isDisabled: members.isDisabled,
      isTradeForbidden: members.isTradeForbidden,
      isWithdrawForbidden: members.isWithdrawForbidden,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const flags: Record<AccountFlag, boolean> = {
    frozen: row.isFrozen,
    loginBanned: row.isLoginBanned,
    disabled: row.isDisabled,
    tradeForbidden: row.isTradeForbidden,
    withdrawForbidden: row.isWithdrawForbidden,
  };
  return { id: row.id, creditScore: row.creditScore, flags };
}

export async function updateMemberFlag(
  tx: Db,
  memberId: number,
  flag: AccountFlag,
  value: boolean,
): Promise<void> {
  const change: Partial<typeof members.$inferInsert> = {};
  change[FLAG_COLUMNS[flag]] = value;
  await tx.update(members).set(change).where(eq(members.id, memberId));
  await invalidateCached(tx, [memberTag(memberId)]);
}

export async function updateCreditScore(tx: Db, memberId: number, creditScore: number): Promise<void> {
  await tx.update(members).set({ creditScore }).where(eq(members.id, memberId));
  await invalidateCached(tx, [memberTag(memberId)]);
}
