// Member calls of securities lending: lending/programs, lend, recall and list. A loan takes shares of
// one of the member's positions (fully paid: leverage 1, long, holding, lock ended) into the program of
// its market; its value is quantity × the latest price. The program's capacity is decided under its row
// lock (after the position's), so parallel lends never take more than it holds. A recall ends the loan
// and pays its rebate to date; selling the position does the same (for-trading.ts).
//
// Lock order (docs/decisions/0023): position → its loans, in id order → program → ledger accounts (in
// id order, ledger_post_entry) → journal counters. Every path takes a prefix of it or skips a step:
// - lend: position → program (the new loan is inserted, not locked);
// - recall, and the daily job's term ends (jobs.ts): position → the loan → program → ledger;
// - a sale or close (trading/execution.ts closePosition: the member's sale, a queued close, a forced
//   close, the desk's close, a day position's session close; each in its own transaction, one position):
//   position → its loans (repo.ts lockActiveLoansOfPosition, id order) → program → ledger, then
//   trading's own entries (member buckets, house shards; never the program or a loan again);
// - the daily accrual (accrual.ts accrueLoans, no transaction): the batch's loans, id order, only;
// - the monthly payment (pay.ts, lending_pay_rebates): the batch's loans, id order → ledger;
// - staff saving a program (staff-service.ts): the program only.
// So locks between two paths are always taken in the same order; lending.test.ts runs the riskiest
// pairs (a sale against the daily job and a recall) in parallel on PostgreSQL.
import type { Paged } from '@saham/contract/envelope';
import type {
  LendingLoan,
  LendingProgram,
  LendingProgramState,
  LendingSummary,
} from '@saham/contract/lending';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { dayBefore, isLendable, memberRateScaled, type LendingStatus } from '@saham/domain/lending/rules';
import { formatMinor } from '@saham/domain/money';
import { isWholeLots, parseQuantity } from '@saham/domain/trading/orders';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { newNumber, normalDecimal } from '../trading/execution.ts';
import { findInstrumentsByIds, findPosition, findPrice, lockPosition } from '../trading/for-other-modules.ts';
import { marketOf } from '../trading/service.ts';
import { endLoan, marketDateOf } from './accrual.ts';
import {
  accruedBetween,
  addLent,
  findLoan,
  findMemberLoanPage,
  findProgramOfMarket,
  findPrograms,
  insertLoan,
  lentQuantities,
  memberAccrualTotals,
  memberLentValues,
  type LoanRow,
  type ProgramRow,
} from './repo.ts';

const DAY_MILLISECONDS = 86_400_000;

export function programStateOf(row: ProgramRow): LendingProgramState {
  if (!row.isOpen) return 'closed';
  return row.lentMinor + row.minAmountMinor > row.capacityMinor ? 'full' : 'open';
}

export function toProgram(row: ProgramRow): LendingProgram {
  const currency = row.currency;
  return {
    id: row.id,
    market: row.market,
    currency,
    annualRate: normalDecimal(row.annualRate),
    memberShare: normalDecimal(row.memberShare),
    memberRate: formatDecimal(memberRateScaled(row.annualRate, row.memberShare)),
    capacity: formatMinor(row.capacityMinor, currency),
    lent: formatMinor(row.lentMinor, currency),
    minAmount: formatMinor(row.minAmountMinor, currency),
    termDays: row.termDays,
    state: programStateOf(row),
  };
}

function codeOf(symbol: string): string {
  return symbol.slice(symbol.indexOf(':') + 1);
}

export interface LoanAccruals {
  today: bigint;
  month: bigint;
}

export function toLoan(row: LoanRow, accruals: LoanAccruals): LendingLoan {
  const currency = row.currency;
  return {
    id: row.id,
    lendingNo: row.lendingNo,
    programId: row.programId,
    positionId: row.positionId,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    market: row.market,
    currency,
    quantity: normalDecimal(row.quantity),
    lendPrice: normalDecimal(row.lendPrice),
    value: formatMinor(row.valueMinor, currency),
    memberRate: formatDecimal(memberRateScaled(row.annualRate, row.memberShare)),
    status: row.status,
    lentAt: row.lentAt.toISOString(),
    termEndsAt: row.termEndsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    accruedToday: formatMinor(accruals.today, currency),
    accruedMonth: formatMinor(accruals.month, currency),
    accruedTotal: formatMinor(row.accruedMinor, currency),
    paid: formatMinor(row.paidMinor, currency),
  };
}

/**
 * The loans with the rebate credited today — the accrual of yesterday's close, made by the job at the
 * market's midnight — and this month's accruals (dates in Asia/Kuala_Lumpur).
 */
async function loansWithAccruals(
  context: MemberOnlyContext,
  rows: readonly LoanRow[],
  today: string,
): Promise<LendingLoan[]> {
  const db = context.services.db;
  const ids = rows.map((row) => row.id);
  const [todays, months] = await Promise.all([
    accruedBetween(db, ids, dayBefore(today), dayBefore(today)),
    accruedBetween(db, ids, `${today.slice(0, 8)}01`, today),
  ]);
  return rows.map((row) => toLoan(row, { today: todays.get(row.id) ?? 0n, month: months.get(row.id) ?? 0n }));
}

export async function listPrograms(context: MemberOnlyContext): Promise<{ items: LendingProgram[] }> {
  const rows = await findPrograms(context.services.db);
  return { items: rows.map(toProgram) };
}

export async function lend(
  context: MemberOnlyContext,
  body: { positionId: number; quantity?: string | number | undefined },
): Promise<LendingLoan> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const found = await findPosition(db, body.positionId);
  if (!found || found.memberId !== memberId) refuse('ORDER_NOT_FOUND');
  if (!isLendable(found, now)) refuse('LENDING_NOT_ELIGIBLE');
  const quantity = parseQuantity(body.quantity ?? null);
  if (quantity === null) refuse('QUANTITY_REQUIRED');
  const instrument = (await findInstrumentsByIds(db, [found.instrumentId])).get(found.instrumentId);
  if (!instrument) refuse('LENDING_NOT_ELIGIBLE');
  const market = await marketOf(db, instrument, now);
  if (!isWholeLots(quantity, market.lotSize)) refuse('WHOLE_LOTS_REQUIRED', { lotSize: market.lotSize });
  const price = await findPrice(db, found.instrumentId);
  if (!price) refuse('PRICE_UNAVAILABLE');
  const lendPrice = normalDecimal(price.last);
  const lentOn = await marketDateOf(db, found.market, now);
  const row = await inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, body.positionId);
    if (!position || position.memberId !== memberId) refuse('ORDER_NOT_FOUND');
    if (!isLendable(position, now)) refuse('LENDING_NOT_ELIGIBLE');
    const alreadyLent = decimal((await lentQuantities(tx, [position.id])).get(position.id) ?? '0');
    const free = decimal(position.quantity) - alreadyLent;
    if (decimal(quantity) > free)
      refuse('LENDING_QUANTITY_EXCEEDS', { quantity: Number(formatDecimal(free)) });
    const program = await findProgramOfMarket(tx, position.market, { lock: true });
    if (!program || !program.isOpen) refuse('LENDING_UNAVAILABLE');
    const currency = position.currency;
    const valueMinor = notionalMinor(currency, lendPrice, quantity);
    if (valueMinor < program.minAmountMinor) {
      refuse('LENDING_MIN_AMOUNT', { amount: formatMinor(program.minAmountMinor, currency), currency });
    }
    if (program.lentMinor + valueMinor > program.capacityMinor) refuse('LENDING_UNAVAILABLE');
    await addLent(tx, program.id, valueMinor);
    return insertLoan(tx, {
      lendingNo: newNumber('SL', now),
      programId: program.id,
      memberId,
      positionId: position.id,
      instrumentId: position.instrumentId,
      symbol: position.symbol,
      market: position.market,
      currency,
      quantity,
      lendPrice,
      valueMinor,
      annualRate: program.annualRate,
      memberShare: program.memberShare,
      status: 'active',
      lentOn,
      lentAt: now,
      termEndsAt: new Date(now.getTime() + program.termDays * DAY_MILLISECONDS),
    });
  });
  return toLoan(row, { today: 0n, month: 0n });
}

export async function recall(context: MemberOnlyContext, lendingId: number): Promise<LendingLoan> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const found = await findLoan(db, lendingId);
  if (!found || found.memberId !== memberId) refuse('ORDER_NOT_FOUND');
  const ended = await inTransaction(db, async (tx) => {
    await lockPosition(tx, found.positionId);
    const loan = await findLoan(tx, lendingId, { lock: true });
    if (!loan || loan.status !== 'active') refuse('ORDER_STATE_INVALID');
    return endLoan(tx, loan, 'recall', now);
  });
  const today = await marketDateOf(db, ended.market, now);
  const [shown] = await loansWithAccruals(context, [ended], today);
  return shown ?? toLoan(ended, { today: 0n, month: 0n });
}

function currencyOf(text: string): Currency | null {
  return CURRENCIES.find((currency) => currency === text) ?? null;
}

export async function listLoans(
  context: MemberOnlyContext,
  body: { status?: LendingStatus | undefined; page: number },
): Promise<Paged<LendingLoan> & { summary: LendingSummary[] }> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const today = await marketDateOf(db, 'MY', clock.now());
  const [{ rows, total }, totals, lentValues] = await Promise.all([
    findMemberLoanPage(db, memberId, body.status, body.page),
    memberAccrualTotals(db, memberId, dayBefore(today), `${today.slice(0, 8)}01`),
    memberLentValues(db, memberId),
  ]);
  const summary: LendingSummary[] = [];
  for (const line of totals) {
    const currency = currencyOf(line.currency);
    if (currency === null) continue;
    summary.push({
      currency,
      lentValue: formatMinor(lentValues.get(currency) ?? 0n, currency),
      today: formatMinor(line.today, currency),
      thisMonth: formatMinor(line.month, currency),
      total: formatMinor(line.total, currency),
    });
  }
  for (const [text, value] of lentValues) {
    const currency = currencyOf(text);
    if (currency === null || summary.some((line) => line.currency === currency)) continue;
    summary.push({
      currency,
      lentValue: formatMinor(value, currency),
      today: formatMinor(0n, currency),
      thisMonth: formatMinor(0n, currency),
      total: formatMinor(0n, currency),
    });
  }
  return { ...toPaged(await loansWithAccruals(context, rows, today), body.page, total), summary };
}
