// Reads and writes staff accounts for the admin's staff page.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@saham/contract/call';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

const staffRowColumns = {
  id: staff.id,
  username: staff.username,
  role: staff.role,
  isActive: staff.isActive,
  totpEnrolledAt: staff.totpEnrolledAt,
  createdAt: staff.createdAt,
  lastLoginAt: staff.lastLoginAt,
};

export type StaffAccountRecord = NonNullable<Awaited<ReturnType<typeof findStaffAccountById>>>;

export async function findStaffAccountById(db: Db, staffId: number) {
  const rows = await db.select(staffRowColumns).from(staff).where(eq(staff.id, staffId)).limit(1);
  return rows[0] ?? null;
}

export async function findStaffAccountPage(db: Db, page: number) {
  const rows = await db
    .select(staffRowColumns)
    .from(staff)
    .orderBy(asc(staff.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(staff);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Usernames differing only in case would be confused by people, so they count as taken. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.username})`, username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function insertStaffAccount(
  tx: Db,
  account: { username: string; passwordHash: string; role: StaffRole; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(staff)
    .values({
      username: account.username,
      passwordHash: account.passwordHash,
      role: account.role,
      createdAt: account.now,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('insert into staff returned no row');
  return row.id;
}

export async function lockStaffAccount(tx: Db, staffId: number) {
  const rows = await tx
    .select({ id: staff.id, isActive: staff.isActive, totpEnrolledAt: staff.totpEnrolledAt })
    .from(staff)
    .where(eq(staff.id, staffId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateStaffActive(tx: Db, staffId: number, isActive: boolean): Promise<void> {
  await tx.update(staff).set({ isActive }).where(eq(staff.id, staffId));
}

export async function clearStaffTotp(tx: Db, staffId: number): Promise<void> {
  await tx.update(staff).set({ totpSecret: null, totpEnrolledAt: null }).where(eq(staff.id, staffId));
}
