// The job that expires check-in points past their expiry (issue 18 §3), so balances, the next expiry
// and redemptions agree even when nobody looks. One guarded UPDATE per run: a rerun expires nothing
// twice. Leader-only, so a cluster runs it once an interval.
import { expireCheckInPoints } from '../modules/check-in/service.ts';
import { defineJob } from './registry.ts';

export const CHECK_IN_POINTS_EXPIRY_EVERY_MILLISECONDS = 15 * 60_000;

export const checkInPointsExpiryJob = defineJob({
  name: 'check-in-points-expiry',
  description: 'expires check-in points past their expiry',
  trigger: {
    kind: 'interval',
    everyMilliseconds: CHECK_IN_POINTS_EXPIRY_EVERY_MILLISECONDS,
    isRunAtStart: true,
  },
  leaderOnly: true,
  async run({ services, logger }) {
    const expired = await expireCheckInPoints(services.db, services.clock.now());
    if (expired > 0) logger.info({ expired }, 'expired check-in points grants');
    return undefined;
  },
});
