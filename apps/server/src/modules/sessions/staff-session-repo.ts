// Reads and writes staff sessions, kept apart from member sessions.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema.ts';

export interface ActiveStaffSession {
  sessionId: number;
  staffId: number;
  username: string;
  role: string;
  isActive: boolean;
  isOtpEnrolled: boolean;
  lastSeenAt: Date;
}

export async function findActiveStaffSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveStaffSession | null> {
  const rows = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      username: staff.username,
      role: staff.role,
      isActive: staff.isActive,
      totpEnrolledAt: staff.totpEnrolledAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { totpEnrolledAt, ...rest } = row;
  return { ...rest, isOtpEnrolled: totpEnrolledAt !== null };
}

export async function touchStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values({
    tokenHash: session.tokenHash,
    staffId: session.staffId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Revokes every open session of a staff member (deactivation, TOTP reset). */
export async function revokeAllStaffSessions(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
