// Reads and writes what staff sign-in needs from the staff table.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';

export type StaffRecord = typeof staff.$inferSelect;

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRecord | null> {
  const rows = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return rows[0] ?? null;
}

export async function findStaffById(db: Db, staffId: number): Promise<StaffRecord | null> {
  const rows = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
  return rows[0] ?? null;
}

/** Stores a pending secret only if the staff member has none, and returns the one that is stored. */
export async function ensurePendingTotpSecret(db: Db, staffId: number, secret: string): Promise<string> {
  await db
    .update(staff)
    .set({ totpSecret: secret })
    .where(and(eq(staff.id, staffId), isNull(staff.totpSecret)));
  const rows = await db.select({ totpSecret: staff.totpSecret }).from(staff).where(eq(staff.id, staffId));
  return rows[0]?.totpSecret ?? secret;
}

export async function markTotpEnrolled(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staff)
    .set({ totpEnrolledAt: now })
    .where(and(eq(staff.id, staffId), isNull(staff.totpEnrolledAt)));
}

export async function recordStaffLogin(db: Db, staffId: number, now: Date): Promise<void> {
  await db.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, staffId));
}

/**
 * Records a code's time step as used, only if it is later than the last one used; false means the
 * code (or an earlier one) was already spent, so two requests with one code cannot both succeed.
 */
export async function consumeTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}
