// Securities lending's daily work (lending/jobs.ts): accrue every loan in progress through yesterday at
// each date's close, pay rebates of ended months, and end loans whose term has run out. Runs at each
// market's local midnight and at the first engine round after a start; a rerun posts nothing.
import { runLendingDay } from '../modules/lending/jobs.ts';
import { defineJob } from './registry.ts';

export const LENDING_RETRY_MILLISECONDS = 60_000;

export const lendingDailyJob = defineJob({
  name: 'lending-daily',
  description: 'accrues securities lending rebates daily, pays them monthly and ends loans at their term',
  trigger: { kind: 'market-day', retryMilliseconds: LENDING_RETRY_MILLISECONDS },
  leaderOnly: true,
  async run({ services, round }) {
    const now = new Date(round?.instant ?? services.clock.now().getTime());
    await runLendingDay(services.db, now);
    return undefined;
  },
});
