// The rebate of securities lending (domain lending/rules.ts) applied to loans: accruing the days a loan
// was out, paying what accrued through the ledger (`lending_rebate`, from the broker's lending_income
// house account to the member's available balance), and ending a loan. Used by the member's recall,
// by trading when a lent position is sold or closed (for-trading.ts), and by the daily job.
// Lock order, everywhere: the position, then its loans (in id order), then the program, then the
// ledger's accounts (service.ts lists each path). A loan's payment happens with its row locked; its
// accrual is one statement that locks the loans it moves in id order and moves each one's
// accrued_through forward only from the date the amounts were computed from (compare-and-set), and
// accruals are unique per (loan, date), so a rerun or a race accrues and pays nothing twice.
import { sql } from 'drizzle-orm';
import {
  accrueDay,
  dailyRebateNumerator,
  datesBetween,
  daysAfter,
  dayBefore,
  type LendingEndReason,
} from '@saham/domain/lending/rules';
import { notionalMinor } from '@saham/domain/markets/fees';
import { marketMoment } from '@saham/domain/markets/sessions';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { findMarketRows } from '../markets/service.ts';
import { findClosesOnOrBefore } from '../quotes/service.ts';
import { addLent, findProgram, updateLoan, type AccrualLoan, type LoanRow } from './repo.ts';

/** The date of `now` in a market's zone (Asia/Kuala_Lumpur for Bursa). */
export async function marketDateOf(db: Db, market: MarketCode, now: Date): Promise<string> {
  const row = (await findMarketRows(db)).find((candidate) => candidate.code === market);
  return marketMoment({ timezone: row?.timezone ?? 'Asia/Kuala_Lumpur' }, now).date;
}

/** The first date a loan has not accrued yet. */
function nextDateOf(loan: AccrualLoan): string {
  return loan.accruedThrough === null ? loan.lentOn : daysAfter(loan.accruedThrough, 1);
}

export interface AccrualOutcome<L extends AccrualLoan = LoanRow> {
  loans: L[];
  /** Accrual rows written (one per loan and date). */
  written: number;
}

/** A PostgreSQL array literal of numbers or dates (one parameter, whatever the batch's size). */
function arrayLiteral(values: readonly (string | number | bigint)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Accrues each loan (all in progress) for every date from its next unaccrued one through `through`, at
 * the close of the latest market day on or before each date (the lend price when the instrument has no
 * daily candle yet). The amounts are the domain's (lending/rules.ts), computed here; then ONE statement
 * writes them, set-based from arrays: it moves each loan's `accrued_through` forward only if it is
 * still the date this computation started from (a compare-and-set: a loan accrued meanwhile — by a
 * recall, a sale or another run — or ended is left alone) and inserts the accruals of the loans it
 * moved (unique per loan and date). So a batch of thousands costs two round trips (the closes, the
 * write), needs no transaction, and a rerun or a race accrues nothing twice. The update locks the
 * loans it moves; it takes those locks first, in id order (`locked`), as a sale and the monthly
 * payment lock several loans: left to the plan, the update locks rows in the order it visits them
 * (the batch's, or the table's physical order under some hash joins) and could deadlock with a sale
 * of a position with two loans. With
 * `answerLoans: false` (the daily job) the statement answers only the count written, and the loans
 * come back as given: PGlite spends real time turning thousands of answered rows into objects.
 */
export async function accrueLoans<L extends AccrualLoan>(
  tx: Db,
  loans: readonly L[],
  through: string,
  options: { answerLoans?: boolean } = {},
): Promise<AccrualOutcome<L>> {
  const answerLoans = options.answerLoans ?? true;
  const plans = loans
    .map((loan) => ({ loan, dates: datesBetween(nextDateOf(loan), through) }))
    .filter((plan) => plan.dates.length > 0);
  if (plans.length === 0) return { loans: [...loans], written: 0 };
  const closesByDate = new Map<string, Map<number, string>>();
  const closesOn = async (date: string): Promise<Map<number, string>> => {
    const known = closesByDate.get(date);
    if (known) return known;
    const instrumentIds = [...new Set(plans.map((plan) => plan.loan.instrumentId))];
    const closes = await findClosesOnOrBefore(tx, instrumentIds, date);
    closesByDate.set(date, closes);
    return closes;
  };
  // One day's numerator per (currency, close, quantity, rate, share): loans of one program and
  // instrument mostly share all but the quantity, and parsing the decimals is most of the work.
  const numerators = new Map<string, { valueMinor: bigint; numerator: bigint }>();
  const accrual: {
    loanIds: number[];
    days: string[];
    memberIds: number[];
    closes: string[];
    values: bigint[];
    amounts: bigint[];
  } = { loanIds: [], days: [], memberIds: [], closes: [], values: [], amounts: [] };
  const change: { ids: number[]; from: string[]; adds: bigint[]; carries: bigint[]; throughs: string[] } = {
    ids: [],
    from: [],
    adds: [],
    carries: [],
    throughs: [],
  };
  for (const { loan, dates } of plans) {
    let carry = BigInt(loan.carry);
    let added = 0n;
    for (const date of dates) {
      const close = (await closesOn(date)).get(loan.instrumentId) ?? loan.lendPrice;
      const key = `${loan.currency}|${close}|${loan.quantity}|${loan.annualRate}|${loan.memberShare}`;
      let day = numerators.get(key);
      if (!day) {
        const valueMinor = notionalMinor(loan.currency, close, loan.quantity);
        day = { valueMinor, numerator: dailyRebateNumerator(valueMinor, loan.annualRate, loan.memberShare) };
        numerators.set(key, day);
      }
      const step = accrueDay(carry, day.numerator);
      carry = step.carry;
      added += step.creditedMinor;
      accrual.loanIds.push(loan.id);
      accrual.days.push(date);
      accrual.memberIds.push(loan.memberId);
      accrual.closes.push(close);
      accrual.values.push(day.valueMinor);
      accrual.amounts.push(step.creditedMinor);
    }
    change.ids.push(loan.id);
    // 'NULL' in an array literal is SQL null: the loan has accrued no date yet.
    change.from.push(loan.accruedThrough ?? 'NULL');
    change.adds.push(added);
    change.carries.push(carry);
    change.throughs.push(dates.at(-1) ?? through);
  }
  const result = await tx.execute(sql`
    with change as (
      select * from unnest(${arrayLiteral(change.ids)}::bigint[], ${arrayLiteral(change.from)}::date[],
                           ${arrayLiteral(change.adds)}::bigint[], ${arrayLiteral(change.carries)}::numeric[],
                           ${arrayLiteral(change.throughs)}::date[])
               as change(id, accrued_from, add_minor, carry, through)
    ), locked as materialized (
      select loan.id from lending_loans as loan
       where loan.id = any(${arrayLiteral(change.ids)}::bigint[]) and loan.status = 'active'
       order by loan.id
         for no key update
    ), moved as (
      update lending_loans as loan
         set accrued_minor = loan.accrued_minor + change.add_minor,
             carry = change.carry,
             accrued_through = change.through
        from change
        join locked on locked.id = change.id
       where loan.id = change.id
         and loan.status = 'active'
         and loan.accrued_through is not distinct from change.accrued_from
      returning loan.id, loan.accrued_minor, loan.carry, loan.accrued_through
    ), written as (
      insert into lending_accruals (loan_id, day, member_id, close_price, value_minor, amount_minor)
      select accrual.loan_id, accrual.day, accrual.member_id, accrual.close_price, accrual.value_minor,
             accrual.amount_minor
        from unnest(${arrayLiteral(accrual.loanIds)}::bigint[], ${arrayLiteral(accrual.days)}::date[],
                    ${arrayLiteral(accrual.memberIds)}::integer[], ${arrayLiteral(accrual.closes)}::numeric[],
                    ${arrayLiteral(accrual.values)}::bigint[], ${arrayLiteral(accrual.amounts)}::bigint[])
             as accrual(loan_id, day, member_id, close_price, value_minor, amount_minor)
        join moved on moved.id = accrual.loan_id
      on conflict do nothing
      returning 1
    )
    ${
      answerLoans
        ? sql`select moved.id, moved.accrued_minor::text as accrued_minor, moved.carry::text as carry,
                     to_char(moved.accrued_through, 'YYYY-MM-DD') as accrued_through,
                     (select count(*) from written)::integer as written
                from moved`
        : sql`select null as id, null as accrued_minor, null as carry, null as accrued_through,
                     (select count(*) from written)::integer as written`
    }`);
  const updated = new Map<number, L>();
  const byId = new Map(loans.map((loan) => [loan.id, loan]));
  let written = 0;
  for (const row of rowsOf<{
    id: number | string | null;
    accrued_minor: string;
    carry: string;
    accrued_through: string;
    written: number | string;
  }>(result)) {
    written = Number(row.written);
    const loan = row.id === null ? undefined : byId.get(Number(row.id));
    if (loan)
      updated.set(loan.id, {
        ...loan,
        accruedMinor: BigInt(row.accrued_minor),
        carry: row.carry,
        accruedThrough: row.accrued_through,
      });
  }
  return { loans: loans.map((loan) => updated.get(loan.id) ?? loan), written };
}

/**
 * Pays `amountMinor` of a loan's accrued rebate (row locked by the caller) through the ledger: the
 * accruals through the date `through`, which the loan records as paid.
 */
export async function payRebate(
  tx: Db,
  loan: LoanRow,
  amountMinor: bigint,
  through: string | null,
  now: Date,
): Promise<LoanRow> {
  if (amountMinor <= 0n) return through === null ? loan : updateLoan(tx, loan.id, { paidThrough: through });
  const memberId = loan.memberId;
  await postEntry(
    tx,
    {
      type: 'lending_rebate',
      memberId,
      referenceType: 'lending_loan',
      referenceId: String(loan.id),
      memo: `${loan.symbol} ${loan.lendingNo}`,
      postings: [
        {
          account: { house: 'lending_income', shardFor: memberId },
          currency: loan.currency,
          amountMinor: -amountMinor,
        },
        { account: { memberId, bucket: 'available' }, currency: loan.currency, amountMinor },
      ],
    },
    now,
  );
  return updateLoan(tx, loan.id, {
    paidMinor: loan.paidMinor + amountMinor,
    ...(through === null ? {} : { paidThrough: through }),
  });
}

/**
 * Ends a loan in progress (row locked by the caller, after its position): accrues it through the day
 * before `now`'s date (the day it ends does not accrue: the shares are not out at that day's close),
 * pays everything accrued and not yet paid, and gives its value back to the program's capacity.
 */
export async function endLoan(tx: Db, loan: LoanRow, reason: LendingEndReason, now: Date): Promise<LoanRow> {
  if (loan.status !== 'active') return loan;
  const today = await marketDateOf(tx, loan.market, now);
  const [accrued = loan] = (await accrueLoans(tx, [loan], dayBefore(today))).loans;
  // The program before the ledger's accounts (the lock order above); its row stays locked to the end.
  await findProgram(tx, loan.programId, { lock: true });
  await payRebate(tx, accrued, accrued.accruedMinor - accrued.paidMinor, accrued.accruedThrough, now);
  await addLent(tx, loan.programId, -loan.valueMinor);
  return updateLoan(tx, loan.id, { status: 'ended', endedAt: now, endReason: reason });
}
