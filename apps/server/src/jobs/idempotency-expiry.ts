// The job that deletes Idempotency-Key records past their retention period (IDEMPOTENCY_RETENTION_DAYS,
// http/idempotency.ts), so the table holds about a week of keys instead of growing for ever. It runs
// once when the jobs start and then every hour. Its deletes are guarded and bounded
// (`deleteExpiredKeys`), so several server processes may run it at once: a row is deleted once.
import type { Services } from '../http/context.ts';
import { deleteExpiredKeys } from '../http/idempotency.ts';
import { defineJob } from './registry.ts';

export const IDEMPOTENCY_EXPIRY_EVERY_MILLISECONDS = 60 * 60_000;

/** One sweep: deletes the expired keys as of the services' clock; answers how many. */
export function expireIdempotencyKeys(services: Services): Promise<number> {
  return deleteExpiredKeys(services.db, services.clock.now());
}

export const idempotencyExpiryJob = defineJob({
  name: 'idempotency-expiry',
  description: 'deletes Idempotency-Key records past their retention period',
  trigger: { kind: 'interval', everyMilliseconds: IDEMPOTENCY_EXPIRY_EVERY_MILLISECONDS, isRunAtStart: true },
  leaderOnly: false,
  async run({ services, logger }) {
    const deleted = await expireIdempotencyKeys(services);
    if (deleted > 0) logger.info({ deleted }, 'deleted expired idempotency keys');
    return undefined;
  },
});
