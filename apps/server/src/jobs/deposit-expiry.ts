// The periodic sweep that expires overdue unpaid online-banking deposits, so the staff queue and the
// members' pending state are right even when nobody reads them. Each sweep is one guarded UPDATE
// (expireOverdueDeposits), so several server processes may sweep at once: a deposit expires once.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context.ts';
import { expireOverdueDeposits } from './deposits-repo.ts';

export const DEPOSIT_EXPIRY_SWEEP_MS = 60_000;

export function scheduleDepositExpiry(app: FastifyInstance, services: Services): void {
  let timer: NodeJS.Timeout | null = null;
  let isClosing = false;
  const sweep = async () => {
    try {
      const expired = await expireOverdueDeposits(services.db, services.clock.now());
      if (expired > 0) app.log.info({ expired }, 'expired unpaid online-banking deposits');
    } catch (error) {
      // The next sweep (or the next read of the deposit) retries; closing makes the database go away.
      if (!isClosing) app.log.error({ err: error }, 'deposit expiry sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), DEPOSIT_EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    if (timer) clearInterval(timer);
  });
}
