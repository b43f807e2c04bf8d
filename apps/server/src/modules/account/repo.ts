// Reads and writes members, and looks up invitation codes (members' and institutions'). A write to
// what the read caches hold (profile, settings, fund password set) invalidates the member's entries;
// the last login time and password hashes are not cached.
import { and, eq, isNull } from 'drizzle-orm';
import type { FontSize } from '@saham/contract/user';
import type { Language } from '@saham/domain/languages';
import type { Db } from '../../db/client.ts';
import { institutions, members } from '../../db/schema.ts';
import { invalidateCached, memberTag } from '../../cache/read-caches.ts';

export type MemberRecord = typeof members.$inferSelect;

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRecord | null> {
  const rows = await db.select().from(members).where(eq(members.account, account)).limit(1);
  return rows[0] ?? null;
}

export async function findMemberById(db: Db, memberId: number): Promise<MemberRecord | null> {
  const rows = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0] ?? null;
}

export async function isAccountTaken(db: Db, account: string): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.account, account)).limit(1);
  return rows.length > 0;
}

export async function findMemberInviter(
  db: Db,
  inviteCode: string,
): Promise<{ id: number; institutionId: number | null } | null> {
  const rows = await db
    .select({ id: members.id, institutionId: members.institutionId })
    .from(members)
    .where(eq(members.inviteCode, inviteCode))
    .limit(1);
  return rows[0] ?? null;
}

export async function findActiveInstitutionId(db: Db, inviteCode: string): Promise<number | null> {
  const rows = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.inviteCode, inviteCode), eq(institutions.isActive, true)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** True when a member or an institution (active or not) already holds this invitation code. */
export async function isInviteCodeTaken(db: Db, inviteCode: string): Promise<boolean> {
  const [member, institution] = await Promise.all([
    db.select({ id: members.id }).from(members).where(eq(members.inviteCode, inviteCode)).limit(1),
    db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.inviteCode, inviteCode))
      .limit(1),
  ]);
  return member.length > 0 || institution.length > 0;
}

export interface NewMember {
  account: string;
  passwordHash: string;
  inviteCode: string;
  inviterMemberId: number | null;
  institutionId: number | null;
  language?: Language;
  createdAt: Date;
}

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const rows = await db.insert(members).values(member).returning({ id: members.id });
  const row = rows[0];
  if (!row) throw new Error('insert into members returned no row');
  return row.id;
}

export async function recordMemberLogin(db: Db, memberId: number, now: Date): Promise<void> {
  await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, memberId));
}

export async function updateMemberPasswordHash(
  db: Db,
  memberId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

/** Sets the fund password only if none is set; false when one already was (a concurrent set included). */
export async function setFundPasswordHashIfUnset(
  db: Db,
  memberId: number,
  fundPasswordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ fundPasswordHash })
    .where(and(eq(members.id, memberId), isNull(members.fundPasswordHash)))
    .returning({ id: members.id });
  await invalidateCached(db, [memberTag(memberId)]);
  return rows.length > 0;
}

export async function updateFundPasswordHash(
  db: Db,
  memberId: number,
  fundPasswordHash: string,
): Promise<void> {
  await db.update(members).set({ fundPasswordHash }).where(eq(members.id, memberId));
  await invalidateCached(db, [memberTag(memberId)]);
}

export async function updateMemberSettings(
  db: Db,
  memberId: number,
  settings: { language?: Language; fontSize?: FontSize; avatar?: string },
): Promise<void> {
  if (Object.keys(settings).length === 0) return;
  await db.update(members).set(settings).where(eq(members.id, memberId));
  await invalidateCached(db, [memberTag(memberId)]);
}
