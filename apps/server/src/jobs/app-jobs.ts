// Every job of the server, in the order the market-triggered ones run after an engine round (the
// desk's fills and closes first, then corporate actions, then day trading). A new module's jobs are
// declared in src/jobs/ and listed here; startJobs (registry.ts) starts them.
import { checkInPointsExpiryJob } from './check-in-points-expiry.ts';
import { corporateActionsJob } from './corporate-actions.ts';
import { dayTradingCloseJob } from './day-trading-close.ts';
import { depositExpiryJob } from './deposit-expiry.ts';
import { guessCounterPurgeJob } from './guess-counter-purge.ts';
import { idempotencyExpiryJob } from './idempotency-expiry.ts';
import { lendingDailyJob } from './lending-daily.ts';
import { loanAccrualJob } from './loan-accrual.ts';
import { marketEngineJob } from './market-engine.ts';
import { marketWrapJob } from './market-wrap.ts';
import { offeringsScheduleJob } from './offerings-schedule.ts';
import { priceAlertsJob } from './price-alerts.ts';
import type { Job } from './registry.ts';
import { tradingRoundJob } from './trading-round.ts';

export const APP_JOBS: readonly Job[] = [
  marketEngineJob,
  tradingRoundJob,
  priceAlertsJob,
  corporateActionsJob,
  dayTradingCloseJob,
  lendingDailyJob,
  marketWrapJob,
  depositExpiryJob,
  idempotencyExpiryJob,
  guessCounterPurgeJob,
  loanAccrualJob,
  checkInPointsExpiryJob,
  offeringsScheduleJob,
];
