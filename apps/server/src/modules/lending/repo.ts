// SQL of securities lending: programs, loans and their daily accruals.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { LendingStatus } from '@saham/domain/lending/rules';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema.ts';
import { lendingAccruals, lendingLoans, lendingPrograms } from '../../db/schema-lending.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

export type ProgramRow = typeof lendingPrograms.$inferSelect;
export type NewProgram = typeof lendingPrograms.$inferInsert;
export type LoanRow = typeof lendingLoans.$inferSelect;
export type NewLoan = typeof lendingLoans.$inferInsert;

export async function findPrograms(db: Db): Promise<ProgramRow[]> {
  return db.select().from(lendingPrograms).orderBy(asc(lendingPrograms.id));
}

export async function findProgramPage(db: Db, page: number): Promise<{ rows: ProgramRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(lendingPrograms)
      .orderBy(asc(lendingPrograms.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(lendingPrograms),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProgram(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ProgramRow | null> {
  const query = db.select().from(lendingPrograms).where(eq(lendingPrograms.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findProgramOfMarket(
  db: Db,
  market: MarketCode,
  options: { lock?: boolean } = {},
): Promise<ProgramRow | null> {
  const query = db.select().from(lendingPrograms).where(eq(lendingPrograms.market, market));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertProgram(db: Db, program: NewProgram): Promise<ProgramRow> {
  const [row] = await db.insert(lendingPrograms).values(program).onConflictDoNothing().returning();
  return (
    row ?? (await findProgramOfMarket(db, program.market)) ?? Promise.reject(new Error('program not written'))
  );
}

export async function updateProgram(db: Db, id: number, change: Partial<NewProgram>): Promise<ProgramRow> {
  const [row] = await db.update(lendingPrograms).set(change).where(eq(lendingPrograms.id, id)).returning();
  if (!row) throw new Error(`lending program ${id} vanished`);
  return row;
}

/** Adds `deltaMinor` (negative when a loan ends) to what a program has lent. */
export async function addLent(db: Db, programId: number, deltaMinor: bigint): Promise<void> {
  await db
    .update(lendingPrograms)
    .set({ lentMinor: sql`greatest(${lendingPrograms.lentMinor} + ${deltaMinor.toString()}::bigint, 0)` })
    .where(eq(lendingPrograms.id, programId));
}

export async function activeLoanCounts(db: Db, programIds: readonly number[]): Promise<Map<number, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ programId: lendingLoans.programId, loans: count() })
    .from(lendingLoans)
    .where(and(inArray(lendingLoans.programId, [...programIds]), eq(lendingLoans.status, 'active')))
    .groupBy(lendingLoans.programId);
  return new Map(rows.map((row) => [row.programId, row.loans]));
}

export async function insertLoan(db: Db, loan: NewLoan): Promise<LoanRow> {
  const [row] = await db.insert(lendingLoans).values(loan).returning();
  if (!row) throw new Error('loan not written');
  return row;
}

export async function findLoan(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LoanRow | null> {
  const query = db.select().from(lendingLoans).where(eq(lendingLoans.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateLoan(db: Db, id: number, change: Partial<NewLoan>): Promise<LoanRow> {
  const [row] = await db.update(lendingLoans).set(change).where(eq(lendingLoans.id, id)).returning();
  if (!row) throw new Error(`loan ${id} vanished`);
  return row;
}

/** A position's loans in progress, locked (the caller holds the position's row lock). */
export async function lockActiveLoansOfPosition(db: Db, positionId: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(lendingLoans)
    .where(and(eq(lendingLoans.positionId, positionId), eq(lendingLoans.status, 'active')))
    .orderBy(asc(lendingLoans.id))
    .for('update');
}

/** The quantity lent out of each position now (loans in progress). */
export async function lentQuantities(db: Db, positionIds: readonly number[]): Promise<Map<number, string>> {
  if (positionIds.length === 0) return new Map();
  const rows = await db
    .select({
      positionId: lendingLoans.positionId,
      quantity: sql<string>`sum(${lendingLoans.quantity})::text`,
    })
    .from(lendingLoans)
    .where(and(inArray(lendingLoans.positionId, [...positionIds]), eq(lendingLoans.status, 'active')))
    .groupBy(lendingLoans.positionId);
  return new Map(rows.map((row) => [row.positionId, row.quantity]));
}

/** The quantity of a position that was lent at `at` (lent before it, not ended by it). */
export async function lentQuantityAt(db: Db, positionId: number, at: Date): Promise<string> {
  const [row] = await db
    .select({ quantity: sql<string>`coalesce(sum(${lendingLoans.quantity}), 0)::text` })
    .from(lendingLoans)
    .where(
      and(
        eq(lendingLoans.positionId, positionId),
        lte(lendingLoans.lentAt, at),
        sql`(${lendingLoans.endedAt} is null or ${lendingLoans.endedAt} > ${at.toISOString()}::timestamptz)`,
      ),
    );
  return row?.quantity ?? '0';
}

export async function findMemberLoanPage(
  db: Db,
  memberId: number,
  status: LendingStatus | undefined,
  page: number,
): Promise<{ rows: LoanRow[]; total: number }> {
  const where = and(
    eq(lendingLoans.memberId, memberId),
    status === undefined ? undefined : eq(lendingLoans.status, status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(lendingLoans)
      .where(where)
      .orderBy(desc(lendingLoans.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(lendingLoans).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findLoanPage(
  db: Db,
  filter: { status?: LendingStatus | undefined; account?: string | undefined },
  page: number,
): Promise<{ rows: Array<LoanRow & { memberAccount: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(lendingLoans.status, filter.status));
  const account = filter.account?.trim() ?? '';
  if (account !== '') conditions.push(ilike(members.account, containsPattern(account)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ loan: lendingLoans, memberAccount: members.account })
      .from(lendingLoans)
      .innerJoin(members, eq(members.id, lendingLoans.memberId))
      .where(where)
      .orderBy(desc(lendingLoans.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(lendingLoans)
      .innerJoin(members, eq(members.id, lendingLoans.memberId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.loan, memberAccount: row.memberAccount })),
    total: counted?.total ?? 0,
  };
}

/** Sum of accruals per loan for dates from `from` to `to` inclusive. */
export async function accruedBetween(
  db: Db,
  loanIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, bigint>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: lendingAccruals.loanId, amount: sum(lendingAccruals.amountMinor) })
    .from(lendingAccruals)
    .where(
      and(
        inArray(lendingAccruals.loanId, [...loanIds]),
        gte(lendingAccruals.day, from),
        lte(lendingAccruals.day, to),
      ),
    )
    .groupBy(lendingAccruals.loanId);
  return new Map(rows.map((row) => [row.loanId, BigInt(row.amount ?? '0')]));
}

/** A member's accruals per currency: of the date `day`, from `monthStart`, and in all. */
export async function memberAccrualTotals(
  db: Db,
  memberId: number,
  day: string,
  monthStart: string,
): Promise<Array<{ currency: string; today: bigint; month: bigint; total: bigint }>> {
  const rows = await db
    .select({
      currency: lendingLoans.currency,
      today: sql<string>`coalesce(sum(${lendingAccruals.amountMinor}) filter (where ${lendingAccruals.day} = ${day}), 0)::text`,
      month: sql<string>`coalesce(sum(${lendingAccruals.amountMinor}) filter (where ${lendingAccruals.day} >= ${monthStart}), 0)::text`,
      total: sql<string>`coalesce(sum(${lendingAccruals.amountMinor}), 0)::text`,
    })
    .from(lendingAccruals)
    .innerJoin(lendingLoans, eq(lendingLoans.id, lendingAccruals.loanId))
    .where(eq(lendingAccruals.memberId, memberId))
    .groupBy(lendingLoans.currency);
  return rows.map((row) => ({
    currency: row.currency,
    today: BigInt(row.today),
    month: BigInt(row.month),
    total: BigInt(row.total),
  }));
}

/** Value of a member's loans in progress per currency. */
export async function memberLentValues(db: Db, memberId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ currency: lendingLoans.currency, value: sum(lendingLoans.valueMinor) })
    .from(lendingLoans)
    .where(and(eq(lendingLoans.memberId, memberId), eq(lendingLoans.status, 'active')))
    .groupBy(lendingLoans.currency);
  return new Map(rows.map((row) => [row.currency, BigInt(row.value ?? '0')]));
}

/** What the accrual reads of a loan (accrual.ts accrueLoans). */
export type AccrualLoan = Pick<
  LoanRow,
  | 'id'
  | 'memberId'
  | 'instrumentId'
  | 'currency'
  | 'quantity'
  | 'lendPrice'
  | 'annualRate'
  | 'memberShare'
  | 'lentOn'
  | 'accruedThrough'
  | 'accruedMinor'
  | 'carry'
>;

/**
 * Loans in progress of a market not yet accrued through `through`, after id `afterId`, `limit` of them,
 * with only what the accrual reads (one lean statement: the daily job reads 100,000 of them).
 */
export async function findLoansToAccrue(
  db: Db,
  market: MarketCode,
  through: string,
  afterId: number,
  limit: number,
): Promise<AccrualLoan[]> {
  const result = await db.execute(sql`
    select id, member_id, instrument_id, currency, quantity::text as quantity,
           lend_price::text as lend_price, annual_rate::text as annual_rate,
           member_share::text as member_share, to_char(lent_on, 'YYYY-MM-DD') as lent_on,
           to_char(accrued_through, 'YYYY-MM-DD') as accrued_through,
           accrued_minor::text as accrued_minor, carry::text as carry
      from lending_loans
     where market = ${market} and status = 'active' and id > ${afterId} and lent_on <= ${through}::date
       and (accrued_through is null or accrued_through < ${through}::date)
     order by id
     limit ${limit}`);
  return rowsOf<{
    id: number | string;
    member_id: number;
    instrument_id: number;
    currency: LoanRow['currency'];
    quantity: string;
    lend_price: string;
    annual_rate: string;
    member_share: string;
    lent_on: string;
    accrued_through: string | null;
    accrued_minor: string;
    carry: string;
  }>(result).map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    instrumentId: Number(row.instrument_id),
    currency: row.currency,
    quantity: row.quantity,
    lendPrice: row.lend_price,
    annualRate: row.annual_rate,
    memberShare: row.member_share,
    lentOn: row.lent_on,
    accruedThrough: row.accrued_through,
    accruedMinor: BigInt(row.accrued_minor),
    carry: row.carry,
  }));
}

/** Loans in progress of a market, after id `afterId`, `limit` of them (monthly payment, term ends). */
export async function findActiveLoans(
  db: Db,
  market: MarketCode,
  afterId: number,
  limit: number,
): Promise<LoanRow[]> {
  return db
    .select()
    .from(lendingLoans)
    .where(
      and(eq(lendingLoans.market, market), eq(lendingLoans.status, 'active'), gt(lendingLoans.id, afterId)),
    )
    .orderBy(asc(lendingLoans.id))
    .limit(limit);
}

/** Loans in progress whose term has ended by `now`. */
export async function findLoansPastTerm(db: Db, now: Date, limit: number): Promise<LoanRow[]> {
  return db
    .select()
    .from(lendingLoans)
    .where(and(eq(lendingLoans.status, 'active'), lte(lendingLoans.termEndsAt, now)))
    .orderBy(asc(lendingLoans.id))
    .limit(limit);
}

/** What the monthly payment reads of a loan (pay.ts payMonthBatch), with its accruals before the month. */
export interface PaymentLoan {
  id: number;
  memberId: number;
  currency: LoanRow['currency'];
  symbol: string;
  lendingNo: string;
  lentOn: string;
  accruedThrough: string | null;
  paidThrough: string | null;
  paidMinor: bigint;
  /** Sum of the loan's accruals of dates before the month. */
  accruedBeforeMinor: bigint;
}

/**
 * Loans in progress of a market, after id `afterId`, with dates before `monthStart` accrued and not
 * yet paid: the earlier of their last accrued date and the month's eve is after their last paid date
 * (or they have paid none). Only what the payment reads, and the sum of the accruals before
 * `monthStart` (one lean statement: the first of the month reads 100,000 loans).
 */
export async function findLoansToPay(
  db: Db,
  market: MarketCode,
  monthStart: string,
  afterId: number,
  limit: number,
): Promise<PaymentLoan[]> {
  const result = await db.execute(sql`
    select l.id, l.member_id, l.currency, l.symbol, l.lending_no, to_char(l.lent_on, 'YYYY-MM-DD') as lent_on,
           to_char(l.accrued_through, 'YYYY-MM-DD') as accrued_through,
           to_char(l.paid_through, 'YYYY-MM-DD') as paid_through, l.paid_minor::text as paid_minor,
           (select coalesce(sum(a.amount_minor), 0) from lending_accruals a
             where a.loan_id = l.id and a.day < ${monthStart}::date)::text as accrued_before
      from lending_loans l
     where l.market = ${market} and l.status = 'active' and l.id > ${afterId}
       and l.lent_on < ${monthStart}::date and l.accrued_through is not null
       and least(l.accrued_through, ${monthStart}::date - 1) > coalesce(l.paid_through, l.lent_on - 1)
     order by l.id
     limit ${limit}`);
  return rowsOf<{
    id: number | string;
    member_id: number | string;
    currency: LoanRow['currency'];
    symbol: string;
    lending_no: string;
    lent_on: string;
    accrued_through: string | null;
    paid_through: string | null;
    paid_minor: string;
    accrued_before: string;
  }>(result).map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    currency: row.currency,
    symbol: row.symbol,
    lendingNo: row.lending_no,
    lentOn: row.lent_on,
    accruedThrough: row.accrued_through,
    paidThrough: row.paid_through,
    paidMinor: BigInt(row.paid_minor),
    accruedBeforeMinor: BigInt(row.accrued_before),
  }));
}
