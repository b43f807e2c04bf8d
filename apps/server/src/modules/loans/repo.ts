// SQL of credit loans: products, credit bands and settings, members' loans and their daily accruals.
// Changes to a loan's money are made under its row lock (`lockLoan`), taken before any ledger account.
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LoanStatus } from '@saham/contract/loans';
import type { AccrualKind } from '@saham/domain/loans/rules';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema.ts';
import { creditBands, loanAccruals, loanProducts, loans, loanSettings } from '../../db/schema-loans.ts';

export type LoanRow = typeof loans.$inferSelect;
export type LoanProductRow = typeof loanProducts.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;

/** Borrowed and not repaid: what owes money and accrues. */
export const OWING_STATUSES: readonly LoanStatus[] = ['approved', 'overdue'];

export interface LoanSettingsRow {
  netAssetCapPercent: string | null;
  allowsSeveralLoans: boolean;
  reviewAboveMinor: bigint;
}

/** Until staff save: no net-asset cap, one loan at a time, two approvals above RM 50,000. */
export const DEFAULT_LOAN_SETTINGS: LoanSettingsRow = {
  netAssetCapPercent: null,
  allowsSeveralLoans: false,
  reviewAboveMinor: 5_000_000n,
};

export async function readSettings(db: Db): Promise<LoanSettingsRow> {
  const [row] = await db.select().from(loanSettings).where(eq(loanSettings.id, 1));
  return row ?? DEFAULT_LOAN_SETTINGS;
}

export async function writeSettings(db: Db, settings: LoanSettingsRow, now: Date): Promise<void> {
  await db
    .insert(loanSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: loanSettings.id, set: { ...settings, updatedAt: now } });
}

export async function readBands(db: Db): Promise<{ minScore: number; limitMinor: bigint }[]> {
  return db.select().from(creditBands).orderBy(asc(creditBands.minScore));
}

export async function replaceBands(db: Db, bands: { minScore: number; limitMinor: bigint }[]): Promise<void> {
  await db.delete(creditBands);
  if (bands.length > 0) await db.insert(creditBands).values(bands);
}

export async function listProducts(db: Db, filter: { onlyEnabled: boolean }): Promise<LoanProductRow[]> {
  return db
    .select()
    .from(loanProducts)
    .where(filter.onlyEnabled ? eq(loanProducts.isEnabled, true) : undefined)
    .orderBy(asc(loanProducts.termDays), asc(loanProducts.id));
}

export async function findProduct(db: Db, id: number): Promise<LoanProductRow | null> {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  return row ?? null;
}

export async function insertProduct(
  db: Db,
  product: Omit<typeof loanProducts.$inferInsert, 'id'>,
): Promise<LoanProductRow> {
  const [row] = await db.insert(loanProducts).values(product).returning();
  if (!row) throw new Error('loan product was not written');
  return row;
}

export async function updateProduct(
  db: Db,
  id: number,
  changes: Partial<typeof loanProducts.$inferInsert>,
): Promise<LoanProductRow | null> {
  const [row] = await db.update(loanProducts).set(changes).where(eq(loanProducts.id, id)).returning();
  return row ?? null;
}

/**
 * The member's row FOR UPDATE: taken by an application before it reads the member's loans and limit,
 * so two applications (and an application and a withdrawal, which takes the same lock,
 * funding/open-obligations-repo.ts) are decided one after the other.
 */
export async function lockMemberForLoan(tx: Db, memberId: number): Promise<{ creditScore: number } | null> {
  const [row] = await tx
    .select({ creditScore: members.creditScore })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

/** The member's loans under review or still owing. */
export async function findOpenLoans(db: Db, memberId: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.memberId, memberId), inArray(loans.status, ['pending', ...OWING_STATUSES])));
}

export async function insertLoan(tx: Db, loan: NewLoan): Promise<LoanRow> {
  const [row] = await tx.insert(loans).values(loan).returning();
  if (!row) throw new Error('loan was not written');
  return row;
}

export async function lockLoan(tx: Db, id: number): Promise<LoanRow | null> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
  return row ?? null;
}

export async function updateLoan(tx: Db, id: number, changes: Partial<NewLoan>): Promise<LoanRow> {
  const [row] = await tx.update(loans).set(changes).where(eq(loans.id, id)).returning();
  if (!row) throw new Error(`loan ${id} vanished`);
  return row;
}

export async function findLoan(db: Db, id: number): Promise<LoanRow | null> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row ?? null;
}

export async function findMemberLoanPage(
  db: Db,
  filter: { memberId: number; status?: LoanStatus | undefined },
  page: number,
): Promise<{ rows: LoanRow[]; total: number }> {
  const where = and(
    eq(loans.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(loans.status, filter.status),
  );
  const rows = await db
    .select()
    .from(loans)
    .where(where)
    .orderBy(desc(loans.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [counted] = await db.select({ total: count() }).from(loans).where(where);
  return { rows, total: counted?.total ?? 0 };
}

const staffView = {
  loan: loans,
  memberAccount: members.account,
  memberName: members.name,
  creditScore: members.creditScore,
};

export type StaffLoanView = {
  loan: LoanRow;
  memberAccount: string;
  memberName: string | null;
  creditScore: number;
};

export async function findStaffLoanView(db: Db, id: number): Promise<StaffLoanView | null> {
  const [row] = await db
    .select(staffView)
    .from(loans)
    .innerJoin(members, eq(members.id, loans.memberId))
    .where(eq(loans.id, id));
  return row ?? null;
}

/** Pending ones oldest first (the review queue), anything else newest first. */
export async function findStaffLoanPage(
  db: Db,
  filter: { status?: LoanStatus | undefined; account?: string | undefined },
  page: number,
): Promise<{ rows: StaffLoanView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(loans.status, filter.status));
  if (filter.account !== undefined && filter.account.trim() !== '') {
    conditions.push(ilike(members.account, `%${filter.account.trim()}%`));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(staffView)
    .from(loans)
    .innerJoin(members, eq(members.id, loans.memberId))
    .where(where)
    .orderBy(filter.status === 'pending' ? asc(loans.id) : desc(loans.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [counted] = await db
    .select({ total: count() })
    .from(loans)
    .innerJoin(members, eq(members.id, loans.memberId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countPendingLoans(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(loans).where(eq(loans.status, 'pending'));
  return row?.total ?? 0;
}

const owingCondition = sql`${loans.status} in ('approved', 'overdue')`;

/** The earliest Malaysian day an owing loan still has to accrue, up to `throughDay`; null when none. */
export async function findFirstDayToAccrue(db: Db, throughDay: string): Promise<string | null> {
  const [row] = await db
    .select({
      day: sql<string | null>`min(coalesce(${loans.accruedThrough} + 1, ${loans.approvedDate}))::text`,
    })
    .from(loans)
    .where(
      and(
        owingCondition,
        sql`${loans.approvedDate} <= ${throughDay}`,
        or(isNull(loans.accruedThrough), lt(loans.accruedThrough, throughDay)),
      ),
    );
  return row?.day ?? null;
}

/**
 * Up to `limit` owing loans that have `day` to accrue, locked (FOR UPDATE: on PostgreSQL a second
 * process waiting for one re-reads it once the first commits, and skips it as accrued).
 */
export async function lockLoansToAccrueOn(
  tx: Db,
  day: string,
  afterId: number,
  limit: number,
): Promise<LoanRow[]> {
  return tx
    .select()
    .from(loans)
    .where(
      and(
        owingCondition,
        sql`${loans.id} > ${afterId}`,
        sql`${loans.approvedDate} <= ${day}`,
        or(isNull(loans.accruedThrough), lt(loans.accruedThrough, day)),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(limit)
    .for('update');
}

export interface AccrualRow {
  loanId: number;
  day: string;
  kind: AccrualKind;
  amountMinor: bigint;
  createdAt: Date;
}

/** Records each loan's day; answers the loans whose day was not recorded yet (a rerun records none). */
export async function insertAccruals(tx: Db, rows: AccrualRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  // Five arrays rather than five parameters a row: one short statement for a thousand loans.
  const inserted = await tx.execute(sql`
    insert into ${loanAccruals} (loan_id, day, kind, amount_minor, created_at)
    select loan_id, day, kind, amount_minor, ${rows[0]?.createdAt ?? new Date()}::timestamptz
      from unnest(${sql.param(rows.map((row) => row.loanId))}::bigint[], ${sql.param(rows.map((row) => row.day))}::date[],
        ${sql.param(rows.map((row) => row.kind))}::text[], ${sql.param(rows.map((row) => row.amountMinor.toString()))}::bigint[])
        as a(loan_id, day, kind, amount_minor)
    on conflict do nothing
    returning loan_id`);
  return new Set(rowsOf<{ loan_id: string | number }>(inserted).map((row) => Number(row.loan_id)));
}

export async function setAccrualEntry(
  tx: Db,
  day: string,
  loanIds: number[],
  entryId: number,
): Promise<void> {
  if (loanIds.length === 0) return;
  await tx
    .update(loanAccruals)
    .set({ entryId })
    .where(and(eq(loanAccruals.day, day), inArray(loanAccruals.loanId, loanIds)));
}

/**
 * Adds each loan's day of interest or penalty to what it owes, in one statement. A loan whose row says
 * `capitalises` (its month-end day was just recorded) then has all its unpaid interest and penalty,
 * this day's included, moved into its principal (decision 0026); the right-hand sides read the row as
 * it was before the statement.
 */
export async function applyAccruals(
  tx: Db,
  day: string,
  rows: {
    loanId: number;
    interestMinor: bigint;
    penaltyMinor: bigint;
    isOverdue: boolean;
    capitalises: boolean;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.loanId}::bigint, ${row.interestMinor}::bigint, ${row.penaltyMinor}::bigint, ${row.isOverdue}::boolean, ${row.capitalises}::boolean)`,
    ),
    sql`, `,
  );
  const unpaid = sql`(${loans.interestMinor} + v.interest + ${loans.penaltyMinor} + v.penalty)`;
  await tx.execute(sql`
    update ${loans} set
      interest_minor = case when v.capitalises then 0 else ${loans.interestMinor} + v.interest end,
      interest_accrued_minor = ${loans.interestAccruedMinor} + v.interest,
      penalty_minor = case when v.capitalises then 0 else ${loans.penaltyMinor} + v.penalty end,
      penalty_accrued_minor = ${loans.penaltyAccruedMinor} + v.penalty,
      principal_minor = ${loans.principalMinor} + case when v.capitalises then ${unpaid} else 0 end,
      capitalised_minor = ${loans.capitalisedMinor} + case when v.capitalises then ${unpaid} else 0 end,
      accrued_through = ${day}::date,
      status = case when v.is_overdue then 'overdue' else ${loans.status} end
    from (values ${values}) as v(id, interest, penalty, is_overdue, capitalises)
    where ${loans.id} = v.id`);
}

export async function countAccruals(db: Db, loanId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(loanAccruals).where(eq(loanAccruals.loanId, loanId));
  return row?.total ?? 0;
}

/** Owing loans due tomorrow or today whose notice for today has not gone out; marks them sent. */
export async function claimDueNotices(tx: Db, today: string, tomorrow: string): Promise<LoanRow[]> {
  return tx
    .update(loans)
    .set({ noticeDate: today })
    .where(
      and(
        inArray(loans.status, [...OWING_STATUSES]),
        inArray(loans.dueDate, [today, tomorrow]),
        or(isNull(loans.noticeDate), lt(loans.noticeDate, today)),
      ),
    )
    .returning();
}
