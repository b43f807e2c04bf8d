// The monthly payment of securities lending rebates (lending/jobs.ts, on the first of a month): each
// loan in progress is paid what its dates before the month accrued and it has not been paid yet, as a
// `lending_rebate` entry from the member's shard of the lending_income house account (decision 0010) to
// the member's available balance, and is marked paid through the month's eve (or its last accrued date
// if earlier). A batch of thousands is one lean read (repo.ts findLoansToPay) and ONE statement, the
// `lending_pay_rebates` function (migration 0041): the amounts are decided here, and the function
// applies them only to loans still as they were read (a compare-and-set on paid_minor, paid_through and
// accrued_through, rows locked in id order), so a rerun, a batch read twice or a recall in between pays
// nothing twice, and a crash between batches leaves every batch either paid whole or not at all.
import { sql } from 'drizzle-orm';
import { dayBefore } from '@saham/domain/lending/rules';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import { runPostingStatement, type AccountRef } from '../ledger/post-entry.ts';
import type { PaymentLoan } from './repo.ts';

/** What a month's payment pays through: the month's eve, or the last date accrued if earlier. */
export function paidThroughOf(accruedThrough: string | null, monthStart: string): string {
  const eve = dayBefore(monthStart);
  return accruedThrough !== null && accruedThrough < eve ? accruedThrough : eve;
}

/** Dates, some null, as ONE array-literal parameter ('NULL' is SQL null in it), alike on both drivers. */
function dateArray(dates: readonly (string | null)[]): string {
  return `{${dates.map((date) => date ?? 'NULL').join(',')}}`;
}

export interface PaymentOutcome {
  /** Loans marked paid through the month (with or without an amount). */
  loans: number;
  /** Entries posted (loans paid an amount). */
  paid: number;
}

/**
 * Pays the month that ends before `monthStart` for `loans` (read by findLoansToPay, ascending id) in
 * one statement. Loans changed since they were read are left alone (a later read finds them again if
 * they still owe).
 */
export async function payMonthBatch(
  db: Db,
  loans: readonly PaymentLoan[],
  monthStart: string,
  now: Date,
): Promise<PaymentOutcome> {
  if (loans.length === 0) return { loans: 0, paid: 0 };
  const amounts = loans.map((loan) => {
    const due = loan.accruedBeforeMinor - loan.paidMinor;
    return due > 0n ? due : 0n;
  });
  const accounts: { account: AccountRef; currency: PaymentLoan['currency'] }[] = [];
  loans.forEach((loan, index) => {
    if ((amounts[index] ?? 0n) === 0n) return;
    accounts.push(
      { account: { house: 'lending_income', shardFor: loan.memberId }, currency: loan.currency },
      { account: { memberId: loan.memberId, bucket: 'available' }, currency: loan.currency },
    );
  });
  const statement = sql`select f.loan_count, f.entry_count from lending_pay_rebates(
    ${sql.param(loans.map((loan) => loan.id))}::bigint[],
    ${sql.param(loans.map((loan) => loan.memberId))}::integer[],
    ${sql.param(loans.map((loan) => loan.currency))}::text[],
    ${sql.param(loans.map((loan) => houseBucketOf(loan.memberId)))}::text[],
    ${sql.param(loans.map((loan) => `${loan.symbol} ${loan.lendingNo}`))}::text[],
    ${sql.param(amounts.map((amount) => amount.toString()))}::bigint[],
    ${sql.param(loans.map((loan) => paidThroughOf(loan.accruedThrough, monthStart)))}::date[],
    ${sql.param(loans.map((loan) => loan.paidMinor.toString()))}::bigint[],
    ${dateArray(loans.map((loan) => loan.paidThrough))}::date[],
    ${dateArray(loans.map((loan) => loan.accruedThrough))}::date[],
    ${now.toISOString()}::timestamptz) f`;
  const result = await runPostingStatement(db, accounts, 'INSUFFICIENT_BALANCE', () => db.execute(statement));
  const [row] = rowsOf<{ loan_count: number | string; entry_count: number | string }>(result);
  return { loans: Number(row?.loan_count ?? 0), paid: Number(row?.entry_count ?? 0) };
}
