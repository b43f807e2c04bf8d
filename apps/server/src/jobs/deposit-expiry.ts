// The job that expires overdue unpaid online-banking deposits, so the staff queue and the members'
// pending state are right even when nobody reads them. Each run is one guarded UPDATE
// (expireOverdueDeposits), so several server processes may run it at once: a deposit expires once.
import { expireOverdueDeposits } from '../modules/funding/service.ts';
import { defineJob } from './registry.ts';

export const DEPOSIT_EXPIRY_EVERY_MILLISECONDS = 60_000;

export const depositExpiryJob = defineJob({
  name: 'deposit-expiry',
  description: 'expires unpaid online-banking deposits past their payment window',
  trigger: { kind: 'interval', everyMilliseconds: DEPOSIT_EXPIRY_EVERY_MILLISECONDS, isRunAtStart: false },
  leaderOnly: false,
  async run({ services, logger }) {
    const expired = await expireOverdueDeposits(services.db, services.clock.now());
    if (expired > 0) logger.info({ expired }, 'expired unpaid online-banking deposits');
    return undefined;
  },
});
