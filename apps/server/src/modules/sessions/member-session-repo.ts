// Reads and writes member and visitor sessions.
import { and, eq, isNull, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, memberSessions } from '../../db/schema.ts';

export interface ActiveMemberSession {
  sessionId: number;
  memberId: number | null;
  account: string;
  isGuest: boolean;
  lastSeenAt: Date;
  createdAt: Date;
  isFrozen: boolean;
  isLoginBanned: boolean;
  isDisabled: boolean;
}

/** The unrevoked, unexpired session with this token hash, with its member's account states. */
export async function findActiveMemberSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveMemberSession | null> {
  const rows = await db
    .select({
      sessionId: memberSessions.id,
      memberId: memberSessions.memberId,
      account: memberSessions.account,
      isGuest: memberSessions.isGuest,
      lastSeenAt: memberSessions.lastSeenAt,
      createdAt: memberSessions.createdAt,
      isFrozen: members.isFrozen,
      isLoginBanned: members.isLoginBanned,
      isDisabled: members.isDisabled,
    })
    .from(memberSessions)
    .leftJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    isFrozen: row.isFrozen ?? false,
    isLoginBanned: row.isLoginBanned ?? false,
    isDisabled: row.isDisabled ?? false,
  };
}

export async function touchMemberSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.id, sessionId));
}

export async function insertMemberSession(
  db: Db,
  session: {
    tokenHash: string;
    memberId: number | null;
    account: string;
    isGuest: boolean;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(memberSessions).values({
    tokenHash: session.tokenHash,
    memberId: session.memberId,
    account: session.account,
    isGuest: session.isGuest,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export async function revokeMemberSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(memberSessions).set({ revokedAt: now }).where(eq(memberSessions.id, sessionId));
}

/** Revokes every open session of a member (password change, ban, disable). */
export async function revokeAllMemberSessions(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}
