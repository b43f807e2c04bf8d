// The rebate of securities lending (domain lending/rules.ts) applied to loans: accruing the days a loan
// was out, paying what accrued through the ledger (`lending_rebate`, from the broker's lending_income
// house account to the member's available balance), and ending a loan. Used by the member's recall,
// by trading when a lent position is sold or closed (for-trading.ts), and by the daily job.
// Lock order, everywhere: the position, then its loans, then the program (then the ledger's accounts).
// A loan's accrual and payment happen with its row locked; accruals are unique per (loan, date) and the
// loan's accrued_through only moves forward, so a rerun or a race accrues and pays nothing twice.
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
import { addLent, findProgram, insertAccruals, updateLoan, type LoanRow, type NewAccrual } from './repo.ts';

/** The date of `now` in a market's zone (Asia/Kuala_Lumpur for Bursa). */
export async function marketDateOf(db: Db, market: MarketCode, now: Date): Promise<string> {
  const row = (await findMarketRows(db)).find((candidate) => candidate.code === market);
  return marketMoment({ timezone: row?.timezone ?? 'Asia/Kuala_Lumpur' }, now).date;
}

/** The first date a loan has not accrued yet. */
function nextDateOf(loan: LoanRow): string {
  return loan.accruedThrough === null ? loan.lentOn : daysAfter(loan.accruedThrough, 1);
}

export interface AccrualOutcome {
  loans: LoanRow[];
  /** Accrual rows written (one per loan and date). */
  written: number;
}

/**
 * Accrues each loan (rows locked by the caller, all in progress) for every date from its next
 * unaccrued one through `through`, at the close of the latest market day on or before each date (the
 * lend price when the instrument has no daily candle yet). One statement writes the accruals and one
 * updates the loans, so a batch of thousands costs a few round trips.
 */
export async function accrueLoans(
  tx: Db,
  loans: readonly LoanRow[],
  through: string,
): Promise<AccrualOutcome> {
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
  const accruals: NewAccrual[] = [];
  const changes: Array<{ id: number; addMinor: bigint; carry: bigint; through: string }> = [];
  for (const { loan, dates } of plans) {
    let carry = BigInt(loan.carry);
    let added = 0n;
    for (const date of dates) {
      const close = (await closesOn(date)).get(loan.instrumentId) ?? loan.lendPrice;
      const valueMinor = notionalMinor(loan.currency, close, loan.quantity);
      const step = accrueDay(carry, dailyRebateNumerator(valueMinor, loan.annualRate, loan.memberShare));
      carry = step.carry;
      added += step.creditedMinor;
      accruals.push({
        loanId: loan.id,
        day: date,
        memberId: loan.memberId,
        closePrice: close,
        valueMinor,
        amountMinor: step.creditedMinor,
      });
    }
    changes.push({ id: loan.id, addMinor: added, carry, through: dates.at(-1) ?? through });
  }
  let written = 0;
  for (let start = 0; start < accruals.length; start += 5_000) {
    written += (await insertAccruals(tx, accruals.slice(start, start + 5_000))).size;
  }
  const updated = new Map<number, LoanRow>();
  const byId = new Map(loans.map((loan) => [loan.id, loan]));
  for (let start = 0; start < changes.length; start += 5_000) {
    const batch = changes.slice(start, start + 5_000);
    const ids = `{${batch.map((change) => change.id).join(',')}}`;
    const adds = `{${batch.map((change) => change.addMinor.toString()).join(',')}}`;
    const carries = `{${batch.map((change) => change.carry.toString()).join(',')}}`;
    const throughs = `{${batch.map((change) => change.through).join(',')}}`;
    const result = await tx.execute(sql`
      update lending_loans as loan
         set accrued_minor = loan.accrued_minor + change.add_minor,
             carry = change.carry,
             accrued_through = change.through
        from unnest(${ids}::bigint[], ${adds}::bigint[], ${carries}::numeric[], ${throughs}::date[])
             as change(id, add_minor, carry, through)
       where loan.id = change.id
         and (loan.accrued_through is null or loan.accrued_through < change.through)
      returning loan.id, loan.accrued_minor::text as accrued_minor, loan.carry::text as carry,
                to_char(loan.accrued_through, 'YYYY-MM-DD') as accrued_through`);
    for (const row of rowsOf<{ id: number; accrued_minor: string; carry: string; accrued_through: string }>(
      result,
    )) {
      const loan = byId.get(Number(row.id));
      if (loan)
        updated.set(loan.id, {
          ...loan,
          accruedMinor: BigInt(row.accrued_minor),
          carry: row.carry,
          accruedThrough: row.accrued_through,
        });
    }
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
  await payRebate(tx, accrued, accrued.accruedMinor - accrued.paidMinor, accrued.accruedThrough, now);
  await findProgram(tx, loan.programId, { lock: true });
  await addLent(tx, loan.programId, -loan.valueMinor);
  return updateLoan(tx, loan.id, { status: 'ended', endedAt: now, endReason: reason });
}
