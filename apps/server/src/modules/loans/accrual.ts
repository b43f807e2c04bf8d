// Daily interest on credit loans (issue 18 §1, §5): at 00:05 Malaysia time each owing loan accrues
// the day that ended — interest at its annual rate ÷ 365 on the principal owed, or from the due date
// on the overdue penalty rate (and the loan is overdue) — posted as a house-only entry that grows the
// debt in loans_receivable against loan_interest_income. A loan-day is recorded in loan_accruals under
// the loan's row lock, so a rerun (or a run catching up missed days) posts each day once. Then the
// reminders go out the day before the due date and on it, each once.
import { accrualKindOn, addDays, dailyInterestMinor, type AccrualKind } from '@saham/domain/loans/rules';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { LOAN_CURRENCY, storedPercent } from './mapping.ts';
import { insertDueNotice } from './notices.ts';
import {
  claimDueNotices,
  findLoansToAccrue,
  insertAccrual,
  lockLoan,
  OWING_STATUSES,
  setAccrualEntry,
  updateLoan,
  type LoanRow,
} from './repo.ts';

/** Malaysian time of day from which the day before is accrued. */
export const ACCRUAL_TIME_OF_DAY = '00:05:00';
const BATCH = 500;

export interface AccrualOutcome {
  loanDays: number;
  notices: number;
}

/** The last Malaysian day that may be accrued at `now`: yesterday once 00:05 has passed. */
export function lastAccruableDay(now: Date): string {
  const moment = malaysiaMoment(now);
  return addDays(moment.date, moment.time >= ACCRUAL_TIME_OF_DAY ? -1 : -2);
}

async function postAccrual(
  tx: Db,
  loan: LoanRow,
  day: string,
  kind: AccrualKind,
  amountMinor: bigint,
  now: Date,
) {
  const entryId = await postEntry(
    tx,
    {
      type: kind === 'interest' ? 'loan_interest' : 'loan_penalty',
      // House-only: the member's records show interest and penalties when they are paid (service.ts).
      memberId: null,
      referenceType: 'loan',
      referenceId: String(loan.id),
      memo: day,
      postings: [
        {
          account: { house: 'loans_receivable', shardFor: loan.memberId },
          currency: LOAN_CURRENCY,
          amountMinor: -amountMinor,
        },
        {
          account: { house: 'loan_interest_income', shardFor: loan.memberId },
          currency: LOAN_CURRENCY,
          amountMinor,
        },
      ],
    },
    now,
  );
  await setAccrualEntry(tx, loan.id, day, entryId);
}

/** Accrues one loan's missing days up to `throughDay`; answers how many days it recorded. */
async function accrueLoan(db: Db, loanId: number, throughDay: string, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (
      !loan ||
      !OWING_STATUSES.includes(loan.status) ||
      loan.approvedDate === null ||
      loan.dueDate === null
    ) {
      return 0;
    }
    const added = { interest: 0n, penalty: 0n };
    let days = 0;
    let day = loan.accruedThrough === null ? loan.approvedDate : addDays(loan.accruedThrough, 1);
    for (; day <= throughDay; day = addDays(day, 1)) {
      const kind = accrualKindOn(day, loan.dueDate);
      const rate = storedPercent(kind === 'interest' ? loan.annualRate : loan.penaltyAnnualRate);
      const amountMinor = dailyInterestMinor(loan.principalMinor, rate);
      if (!(await insertAccrual(tx, { loanId, day, kind, amountMinor, createdAt: now }))) continue;
      days += 1;
      added[kind] += amountMinor;
      if (amountMinor > 0n) await postAccrual(tx, loan, day, kind, amountMinor, now);
    }
    await updateLoan(tx, loanId, {
      interestMinor: loan.interestMinor + added.interest,
      interestAccruedMinor: loan.interestAccruedMinor + added.interest,
      penaltyMinor: loan.penaltyMinor + added.penalty,
      penaltyAccruedMinor: loan.penaltyAccruedMinor + added.penalty,
      accruedThrough: throughDay,
      status: throughDay >= loan.dueDate ? 'overdue' : loan.status,
    });
    return days;
  });
}

async function sendDueNotices(db: Db, now: Date): Promise<number> {
  const today = malaysiaMoment(now).date;
  return inTransaction(db, async (tx) => {
    const due = await claimDueNotices(tx, today, addDays(today, 1));
    for (const loan of due) await insertDueNotice(tx, loan, loan.dueDate === today, now);
    return due.length;
  });
}

export async function accrueLoans(db: Db, now: Date): Promise<AccrualOutcome> {
  const throughDay = lastAccruableDay(now);
  let loanDays = 0;
  let afterId = 0;
  for (;;) {
    const batch = await findLoansToAccrue(db, throughDay, afterId, BATCH);
    for (const { id } of batch) loanDays += await accrueLoan(db, id, throughDay, now);
    const last = batch.at(-1);
    if (last === undefined || batch.length < BATCH) break;
    afterId = last.id;
  }
  const notices = malaysiaMoment(now).time >= ACCRUAL_TIME_OF_DAY ? await sendDueNotices(db, now) : 0;
  return { loanDays, notices };
}
