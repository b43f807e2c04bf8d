// The job that deletes spent throttle counters from `login_failures` (modules/passwords/guess-throttle.ts):
// rows that hold nothing or whose window has passed, which no limit reads again, so the table holds
// about the last window's guessers instead of every address that ever tried. It runs once when the
// jobs start and then every hour. Its deletes are guarded (a row is checked again as it is deleted,
// rows a guess holds are skipped) and bounded, so several server processes may run it at once.
import { purgeSpentCounters } from '../modules/passwords/guess-throttle.ts';
import { defineJob } from './registry.ts';

export const GUESS_COUNTER_PURGE_EVERY_MILLISECONDS = 60 * 60_000;

export const guessCounterPurgeJob = defineJob({
  name: 'guess-counter-purge',
  description: 'deletes throttle counters (login_failures) that hold nothing or whose window has passed',
  trigger: {
    kind: 'interval',
    everyMilliseconds: GUESS_COUNTER_PURGE_EVERY_MILLISECONDS,
    isRunAtStart: true,
  },
  leaderOnly: false,
  async run({ services, logger }) {
    const deleted = await purgeSpentCounters(services);
    if (deleted > 0) logger.info({ deleted }, 'deleted spent throttle counters');
    return undefined;
  },
});
