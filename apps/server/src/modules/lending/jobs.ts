// The daily work of securities lending, run by jobs/lending-daily.ts at each new market date (and at
// the first engine round after a start, which catches up dates missed while the server was down):
// 1. accrual: every loan in progress accrues each date up to yesterday (the market's zone) not yet
//    accrued, at that date's close — in batches of 5,000 loans, each batch read with one lean
//    statement and written with ONE set-based statement (accrual.ts accrueLoans: a compare-and-set on
//    each loan's accrued_through, so no transaction is needed; the loans it moves are locked in id
//    order, as a sale locks a position's loans);
// 2. monthly payment: once a month has ended, what its dates accrued is paid (`lending_rebate`) — in
//    batches of 5,000 loans, each read with one lean statement and paid with ONE statement (pay.ts
//    payMonthBatch: the `lending_pay_rebates` function, a compare-and-set on each loan's paid state);
// 3. term: loans whose term has run out end (rebate to date paid).
// Each step is idempotent: accruals are unique per (loan, date) and accrued_through only moves
// forward from the date an accrual was computed from; a payment pays accrued-before-the-month minus
// paid, only to a loan whose paid state is still the one the amount was computed from.
import { dayBefore } from '@saham/domain/lending/rules';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { lockPosition } from '../trading/for-other-modules.ts';
import { accrueLoans, endLoan, marketDateOf } from './accrual.ts';
import { payMonthBatch } from './pay.ts';
import { findLoan, findLoansPastTerm, findLoansToAccrue, findLoansToPay, findPrograms } from './repo.ts';

const BATCH = 5_000;

export interface LendingDayOutcome {
  accrued: number;
  paid: number;
  ended: number;
}

export async function runLendingDay(db: Db, now: Date, batch = BATCH): Promise<LendingDayOutcome> {
  const outcome: LendingDayOutcome = { accrued: 0, paid: 0, ended: 0 };
  const markets = [...new Set((await findPrograms(db)).map((program) => program.market))];
  for (const market of markets) {
    const today = await marketDateOf(db, market, now);
    const through = dayBefore(today);
    let afterId = 0;
    for (;;) {
      const due = await findLoansToAccrue(db, market, through, afterId, batch);
      if (due.length === 0) break;
      afterId = due.at(-1)?.id ?? afterId;
      outcome.accrued += (await accrueLoans(db, due, through, { answerLoans: false })).written;
    }
    const monthStart = `${today.slice(0, 8)}01`;
    afterId = 0;
    for (;;) {
      const unpaid = await findLoansToPay(db, market, monthStart, afterId, batch);
      if (unpaid.length === 0) break;
      afterId = unpaid.at(-1)?.id ?? afterId;
      outcome.paid += (await payMonthBatch(db, unpaid, monthStart, now)).paid;
    }
  }
  for (;;) {
    const past = await findLoansPastTerm(db, now, batch);
    if (past.length === 0) break;
    for (const found of past) {
      await inTransaction(db, async (tx) => {
        await lockPosition(tx, found.positionId);
        const loan = await findLoan(tx, found.id, { lock: true });
        if (loan && loan.status === 'active') await endLoan(tx, loan, 'term', now);
      });
      outcome.ended += 1;
    }
  }
  return outcome;
}
