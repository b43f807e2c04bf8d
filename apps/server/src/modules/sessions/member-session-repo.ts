// Reads and writes member and visitor sessions. An active session is read through this process's
// session cache (cache/read-caches.ts); every write here that ends a session or changes what the
// cache holds invalidates it.
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, memberSessions } from '../../db/schema.ts';
import { invalidateCached, memberTag, readCachesOf, sessionTag } from '../../cache/read-caches.ts';
import { preparedOn } from '../../db/prepared.ts';
import { sessionTouchesOf } from './session-touches.ts';

export interface ActiveMemberSession {
  sessionId: number;
  memberId: number | null;
  account: string;
  isGuest: boolean;
  lastSeenAt: Date;
  createdAt: Date;
  expiresAt: Date;
  isFrozen: boolean;
  isLoginBanned: boolean;
  isDisabled: boolean;
  /** Trading unlocked until then (docs/decisions/0028-trade-unlock.md), or null. */
  tradeUnlockedUntil: Date | null;
  /** The member's trader gate (trading/trader-gate.ts), read with the session: null for a guest. */
  trader: MemberTraderFlags | null;
}

/** What the trader gate decides on, as the member's row holds it. */
export interface MemberTraderFlags {
  isTradeForbidden: boolean;
  realNameStatus: string;
  hasFundPassword: boolean;
}

function tagsOf(session: ActiveMemberSession): string[] {
  const tags = [sessionTag(session.sessionId)];
  if (session.memberId !== null) tags.push(memberTag(session.memberId));
  return tags;
}

/**
 * The unrevoked, unexpired session with this token hash, with its member's account states. A cached
 * session is checked against `now` like a row; `fresh` reads the database (an exact idle check).
 */
export async function findActiveMemberSession(
  db: Db,
  tokenHash: string,
  now: Date,
  options: { fresh?: boolean } = {},
): Promise<ActiveMemberSession | null> {
  const caches = readCachesOf(db);
  if (caches === null) return selectActiveMemberSession(db, tokenHash, now);
  if (options.fresh === true) caches.sessions.delete(tokenHash);
  const found = await caches.read(
    caches.sessions,
    tokenHash,
    () => selectActiveMemberSession(db, tokenHash, now),
    tagsOf,
  );
  if (found === null || found.expiresAt > now) return found;
  caches.sessions.delete(tokenHash);
  return null;
}

/**
 * The session read of every member call, prepared once per database handle: a member's first call (an
 * opening rush is made of them) misses the session cache, and building this select's text each time
 * was most of drizzle's share of such a call.
 */
function activeSessionQuery(db: Db) {
  return preparedOn(db, 'member_session_active', (root, name) =>
    root
      .select({
        sessionId: memberSessions.id,
        memberId: memberSessions.memberId,
        account: memberSessions.account,
        isGuest: memberSessions.isGuest,
        lastSeenAt: memberSessions.lastSeenAt,
        createdAt: memberSessions.createdAt,
        expiresAt: memberSessions.expiresAt,
        tradeUnlockedUntil: memberSessions.tradeUnlockedUntil,
        isFrozen: members.isFrozen,
        isLoginBanned: members.isLoginBanned,
        isDisabled: members.isDisabled,
        isTradeForbidden: members.isTradeForbidden,
        realNameStatus: members.realNameStatus,
        hasFundPassword: sql<boolean | null>`${members.fundPasswordHash} is not null`,
      })
      .from(memberSessions)
      .leftJoin(members, eq(members.id, memberSessions.memberId))
      .where(
        and(
          eq(memberSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .limit(1)
      .prepare(name),
  );
}

async function selectActiveMemberSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveMemberSession | null> {
  const rows = await activeSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  const row = rows[0];
  if (!row) return null;
  const { isTradeForbidden, realNameStatus, hasFundPassword, ...session } = row;
  // A touch of this process not written yet is the session's latest activity.
  const pendingAt = sessionTouchesOf(db)?.pendingAt(row.sessionId);
  return {
    ...session,
    lastSeenAt: pendingAt !== undefined && pendingAt > row.lastSeenAt ? pendingAt : row.lastSeenAt,
    isFrozen: row.isFrozen ?? false,
    isLoginBanned: row.isLoginBanned ?? false,
    isDisabled: row.isDisabled ?? false,
    trader:
      isTradeForbidden === null || realNameStatus === null
        ? null
        : { isTradeForbidden, realNameStatus, hasFundPassword: hasFundPassword === true },
  };
}

/**
 * Records activity: written behind with the other touches of the second (session-touches.ts) where the
 * app has opened that, at once otherwise. A cached copy of the session takes the new time now.
 */
export async function touchMemberSession(db: Db, sessionId: number, now: Date): Promise<void> {
  if (sessionTouchesOf(db)?.record(sessionId, now) !== true) {
    await preparedOn(db, 'member_session_touch', (root, name) =>
      root
        .update(memberSessions)
        .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
        .where(eq(memberSessions.id, sql.placeholder('sessionId')))
        .prepare(name),
    ).execute({ sessionId, now: now.toISOString() });
  }
  readCachesOf(db)?.sessions.updateTagged(sessionTag(sessionId), (cached) => ({
    ...cached,
    lastSeenAt: now,
  }));
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
  await invalidateCached(db, [sessionTag(sessionId)]);
}

/**
 * Unlocks trading on the session until `until` (a fund password verified for a trading action; its
 * cached copy is dropped, here and in the other processes). Only an open session is unlocked.
 */
export async function unlockSessionTrading(db: Db, sessionId: number, until: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ tradeUnlockedUntil: until })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
  await invalidateCached(db, [sessionTag(sessionId)]);
}

/** Locks trading again on every session of the member (their fund password changed). */
export async function lockMemberTrading(db: Db, memberId: number): Promise<void> {
  await db
    .update(memberSessions)
    .set({ tradeUnlockedUntil: null })
    .where(and(eq(memberSessions.memberId, memberId), isNotNull(memberSessions.tradeUnlockedUntil)));
  await invalidateCached(db, [memberTag(memberId)]);
}

/** Revokes every open session of a member (password change, ban, disable). */
export async function revokeAllMemberSessions(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
  await invalidateCached(db, [memberTag(memberId)]);
}
