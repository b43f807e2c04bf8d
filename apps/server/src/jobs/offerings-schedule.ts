// New-share offerings' scheduled steps (issue 17 §5): opening at the opening time, closing at the
// closing time, pricing at the application price and balloting at the draw date, forfeiting unpaid
// book-building winners (and promoting reserves), crediting the Inventory at the allotment date and
// listing at the listing date (offerings/staff-service.ts, runOfferingSchedule). Checked every 15
// seconds, so a step missed while the server was down is caught up at start. Leader-only; each step
// runs in one transaction on the offering's locked row and reads its state again there, so a re-run
// after a crash, or a staff member making the same step, makes it once. The ballot runs in short
// transactions (runBallot), as many applications each as the database lets other calls wait for.
import { BALLOT_CHUNK } from '../modules/offerings/lifecycle.ts';
import { runOfferingSchedule } from '../modules/offerings/staff-service.ts';
import { defineJob } from './registry.ts';

export const OFFERINGS_SCHEDULE_EVERY_MILLISECONDS = 15_000;

export const offeringsScheduleJob = defineJob({
  name: 'offerings-schedule',
  description:
    'opens, closes, prices, ballots, forfeits, credits and lists new-share offerings at their stated times',
  trigger: { kind: 'interval', everyMilliseconds: OFFERINGS_SCHEDULE_EVERY_MILLISECONDS, isRunAtStart: true },
  leaderOnly: true,
  async run({ services, logger }) {
    const outcome = await runOfferingSchedule(
      services.db,
      services.clock.now(),
      BALLOT_CHUNK[services.dbKind],
    );
    if (outcome.steps > 0) logger.info(outcome, 'moved new-share offerings along');
    return undefined;
  },
});
