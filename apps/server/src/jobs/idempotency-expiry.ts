// The job that deletes Idempotency-Key records past their retention period (IDEMPOTENCY_RETENTION_DAYS,
// http/idempotency.ts), so the table holds about a week of keys instead of growing for ever. It runs
// once when the app is ready and then every hour. Its deletes are guarded and bounded
// (`deleteExpiredKeys`), so several server processes may run it at once: a row is deleted once.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context.ts';
import { deleteExpiredKeys } from '../http/idempotency.ts';

export const IDEMPOTENCY_EXPIRY_EVERY_MILLISECONDS = 60 * 60_000;

/** One sweep: deletes the expired keys as of the services' clock; answers how many. */
export function expireIdempotencyKeys(services: Services): Promise<number> {
  return deleteExpiredKeys(services.db, services.clock.now());
}

export function scheduleIdempotencyExpiry(
  app: FastifyInstance,
  services: Services,
  everyMilliseconds = IDEMPOTENCY_EXPIRY_EVERY_MILLISECONDS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isClosing = false;
  const sweep = async () => {
    try {
      const deleted = await expireIdempotencyKeys(services);
      if (deleted > 0) app.log.info({ deleted }, 'deleted expired idempotency keys');
    } catch (error) {
      // The next sweep retries; closing makes the database go away.
      if (!isClosing) app.log.error({ err: error }, 'idempotency key expiry failed');
    }
  };
  const start = () => {
    // One sweep at a time in a process: a slow one is not overtaken by the next.
    if (running !== null || isClosing) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  app.addHook('onReady', async () => {
    start();
    timer = setInterval(start, everyMilliseconds);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
