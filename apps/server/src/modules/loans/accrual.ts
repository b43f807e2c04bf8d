// Daily interest on credit loans (issue 18 §1, §5): from 00:05 Malaysia time each owing loan accrues
// the day that ended — interest at its annual rate ÷ 365 on the principal owed, or from the due date
// on the overdue penalty rate (and the loan is overdue). Days are accrued in order, a thousand loans a
// transaction: the loans are locked, each loan's day is recorded in loan_accruals (its key makes a
// rerun, a catch-up of missed days or a second process record nothing twice), what each owes grows, and
// the batch's amounts are posted as one house-only entry per kind — loans_receivable (each member's
// shard) against loan_interest_income — so the ledger always holds what members owe. Then the
// reminders go out the day before the due date and on it, each once. On the last day of a Malaysian
// month the unpaid interest and penalty are added to the principal (capitalised), so the next month's
// interest is charged on them too. See decision 0026.
import type { LedgerEntryType } from '@saham/contract/ledger';
import {
  accrualKindOn,
  addDays,
  dailyInterestMinor,
  isMonthEnd,
  type AccrualKind,
} from '@saham/domain/loans/rules';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HOUSE_SHARDS } from '../ledger/house-shards.ts';
import { postEntry, type PostingInput } from '../ledger/post-entry.ts';
import { LOAN_CURRENCY, storedPercent } from './mapping.ts';
import { insertDueNotice } from './notices.ts';
import {
  applyAccruals,
  claimDueNotices,
  findFirstDayToAccrue,
  insertAccruals,
  lockLoansToAccrueOn,
  setAccrualEntry,
  type AccrualRow,
  type LoanRow,
} from './repo.ts';

/** Malaysian time of day from which the day before is accrued. */
export const ACCRUAL_TIME_OF_DAY = '00:05:00';
const BATCH = 1_000;

export interface AccrualOutcome {
  loanDays: number;
  notices: number;
}

/** The last Malaysian day that may be accrued at `now`: yesterday once 00:05 has passed. */
export function lastAccruableDay(now: Date): string {
  const moment = malaysiaMoment(now);
  return addDays(moment.date, moment.time >= ACCRUAL_TIME_OF_DAY ? -1 : -2);
}

function accrualOf(loan: LoanRow, day: string, now: Date): AccrualRow {
  const kind = accrualKindOn(day, loan.dueDate ?? day);
  const rate = storedPercent(kind === 'interest' ? loan.annualRate : loan.penaltyAnnualRate);
  return {
    loanId: loan.id,
    day,
    kind,
    amountMinor: dailyInterestMinor(loan.principalMinor, rate),
    createdAt: now,
  };
}

const ENTRY_TYPES: Record<AccrualKind, LedgerEntryType> = {
  interest: 'loan_interest',
  penalty: 'loan_penalty',
};

/** One house-only entry for a batch's accruals of one kind, two postings per house shard. */
async function postBatch(
  tx: Db,
  day: string,
  kind: AccrualKind,
  accrued: { loan: LoanRow; row: AccrualRow }[],
  now: Date,
) {
  const byShard = new Map<number, bigint>();
  for (const { loan, row } of accrued) {
    const shard = loan.memberId % HOUSE_SHARDS;
    byShard.set(shard, (byShard.get(shard) ?? 0n) + row.amountMinor);
  }
  const postings: PostingInput[] = [];
  for (const [shard, amountMinor] of byShard) {
    if (amountMinor === 0n) continue;
    postings.push(
      {
        account: { house: 'loans_receivable', shardFor: shard },
        currency: LOAN_CURRENCY,
        amountMinor: -amountMinor,
      },
      { account: { house: 'loan_interest_income', shardFor: shard }, currency: LOAN_CURRENCY, amountMinor },
    );
  }
  if (postings.length === 0) return;
  const entryId = await postEntry(
    tx,
    { type: ENTRY_TYPES[kind], memberId: null, referenceType: 'loan_accrual', referenceId: day, postings },
    now,
  );
  await setAccrualEntry(
    tx,
    day,
    accrued.map(({ loan }) => loan.id),
    entryId,
  );
}

/** Accrues `day` for up to a batch of loans; answers how many loan-days it recorded (0: none left). */
async function accrueBatch(
  db: Db,
  day: string,
  afterId: number,
  now: Date,
): Promise<{ locked: number; recorded: number; lastId: number }> {
  return inTransaction(db, async (tx) => {
    const locked = await lockLoansToAccrueOn(tx, day, afterId, BATCH);
    const rows = locked.map((loan) => ({ loan, row: accrualOf(loan, day, now) }));
    const inserted = await insertAccruals(
      tx,
      rows.map(({ row }) => row),
    );
    const accrued = rows.filter(({ loan }) => inserted.has(loan.id));
    for (const kind of ['interest', 'penalty'] as const) {
      await postBatch(
        tx,
        day,
        kind,
        accrued.filter(({ row }) => row.kind === kind),
        now,
      );
    }
    // On the month's last day, a loan whose day was just recorded (once: a rerun records nothing) has
    // its unpaid interest and penalty capitalised; nothing is posted, loans_receivable holds them already.
    const isCapitalisingDay = isMonthEnd(day);
    await applyAccruals(
      tx,
      day,
      rows.map(({ loan, row }) => {
        const isRecorded = inserted.has(loan.id);
        return {
          loanId: loan.id,
          interestMinor: isRecorded && row.kind === 'interest' ? row.amountMinor : 0n,
          penaltyMinor: isRecorded && row.kind === 'penalty' ? row.amountMinor : 0n,
          isOverdue: row.kind === 'penalty',
          capitalises: isRecorded && isCapitalisingDay,
        };
      }),
    );
    return { locked: locked.length, recorded: accrued.length, lastId: locked.at(-1)?.id ?? afterId };
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
  for (
    let day = await findFirstDayToAccrue(db, throughDay);
    day !== null && day <= throughDay;
    day = addDays(day, 1)
  ) {
    // Batches in id order, each after the last: a batch never rereads the loans before it.
    for (let afterId = 0; ;) {
      const batch = await accrueBatch(db, day, afterId, now);
      loanDays += batch.recorded;
      if (batch.locked < BATCH) break;
      afterId = batch.lastId;
    }
  }
  const notices = malaysiaMoment(now).time >= ACCRUAL_TIME_OF_DAY ? await sendDueNotices(db, now) : 0;
  return { loanDays, notices };
}
