// Credit loans' daily interest and overdue penalty, accrued at 00:05 Malaysia time for the day that
// ended, and the due-date reminders (loans/accrual.ts). Checked every minute so a day missed while the
// server was down is caught up at start. Leader-only, as the other money jobs (issue 18 §5); it would
// also be safe on several processes at once: each loan-day is decided under the loan's row lock and
// recorded once (loan_accruals' key), so a day is posted once whoever runs it.
import { accrueLoans } from '../modules/loans/service.ts';
import { defineJob } from './registry.ts';

export const LOAN_ACCRUAL_EVERY_MILLISECONDS = 60_000;

export const loanAccrualJob = defineJob({
  name: 'loan-accrual',
  description:
    'accrues credit loans’ daily interest or overdue penalty at 00:05 Malaysia time and sends due reminders',
  trigger: { kind: 'interval', everyMilliseconds: LOAN_ACCRUAL_EVERY_MILLISECONDS, isRunAtStart: true },
  leaderOnly: true,
  async run({ services, logger }) {
    const outcome = await accrueLoans(services.db, services.clock.now());
    if (outcome.loanDays > 0 || outcome.notices > 0) logger.info(outcome, 'accrued credit loans');
    return undefined;
  },
});
