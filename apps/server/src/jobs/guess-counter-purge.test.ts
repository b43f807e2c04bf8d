import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { loginFailures } from '../db/schema.ts';
import {
  checkGuess,
  GUESS_WINDOW_MILLISECONDS,
  purgeSpentCounters,
  REGISTRATION_WINDOW_MILLISECONDS,
} from '../modules/passwords/guess-throttle.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { APP_JOBS } from './app-jobs.ts';
import { guessCounterPurgeJob } from './guess-counter-purge.ts';
import { jobStatsOf } from './registry.ts';

const MINUTE = 60_000;

describe('purge of spent throttle counters', () => {
  let testApp: TestApp;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    // The test app starts the jobs as the server does, and this one runs once at start: on a loaded
    // machine that run could come after a test's rows are written and delete some of them first (a
    // PostgreSQL CI run counted 2 deleted of 5). The tests begin once it has run.
    const { name } = guessCounterPurgeJob;
    await vi.waitFor(() => expect(jobStatsOf(testApp.services, [name]).get(name)?.runs).toBeGreaterThan(0), {
      timeout: 30_000,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  interface CounterRow {
    key: string;
    ageMilliseconds: number;
    failureCount: number;
    pendingCount: number;
  }

  /** Rows written straight to the table, their window started `ageMilliseconds` ago by the test clock. */
  async function insertCounters(rows: readonly Omit<CounterRow, 'key'>[], keyPrefix: string) {
    const now = testApp.clock.now().getTime();
    const keys = rows.map(() => `${keyPrefix}purge-${(sequence += 1)}`);
    await testApp.services.db.insert(loginFailures).values(
      rows.map((row, index) => ({
        key: keys[index] ?? '',
        windowStartedAt: new Date(now - row.ageMilliseconds),
        failureCount: row.failureCount,
        pendingCount: row.pendingCount,
      })),
    );
    return keys;
  }

  async function keptOf(keys: readonly string[]): Promise<string[]> {
    const rows = await testApp.services.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(inArray(loginFailures.key, [...keys]));
    return rows.map((row) => row.key).sort();
  }

  it('deletes counters past their window or holding nothing, keeps those still counting, in batches', async () => {
    const passed = GUESS_WINDOW_MILLISECONDS + MINUTE;
    const within = GUESS_WINDOW_MILLISECONDS - MINUTE;
    const dead = [
      ...(await insertCounters(
        [
          { ageMilliseconds: passed, failureCount: 5, pendingCount: 0 },
          // A guess whose process died: counted until its window ends, then spent.
          { ageMilliseconds: passed, failureCount: 2, pendingCount: 1 },
          // Cleared by a right password: the next claim starts anew whatever its age.
          { ageMilliseconds: 0, failureCount: 0, pendingCount: 0 },
        ],
        'login|address|',
      )),
      ...(await insertCounters(
        [{ ageMilliseconds: REGISTRATION_WINDOW_MILLISECONDS + MINUTE, failureCount: 10, pendingCount: 0 }],
        'register|address|',
      )),
      ...(await insertCounters(
        [{ ageMilliseconds: passed, failureCount: 4, pendingCount: 0 }],
        'staffOtp|account|',
      )),
    ];
    const alive = [
      ...(await insertCounters(
        [
          { ageMilliseconds: within, failureCount: 5, pendingCount: 0 },
          { ageMilliseconds: within, failureCount: 0, pendingCount: 1 },
        ],
        'login|account|',
      )),
      // A registration counter lives an hour, not a guess's 15 minutes.
      ...(await insertCounters(
        [{ ageMilliseconds: passed, failureCount: 10, pendingCount: 0 }],
        'register|address|',
      )),
      // A kind of key whose window the purge does not know is never taken for spent by its age.
      ...(await insertCounters(
        [{ ageMilliseconds: passed * 10, failureCount: 3, pendingCount: 0 }],
        'other|',
      )),
    ];

    expect(await purgeSpentCounters(testApp.services, 2)).toBe(dead.length);
    expect(await keptOf([...dead, ...alive])).toEqual([...alive].sort());
    expect(await purgeSpentCounters(testApp.services, 2)).toBe(0);
    expect(await keptOf(alive)).toEqual([...alive].sort());
  });

  it('keeps an account locked until its window passes, then forgets it', async () => {
    const guess = { scope: 'staffOtp', account: 'purge-locked', address: '198.51.100.9' } as const;
    const wrong = () => checkGuess(testApp.services, guess, async () => false);
    const right = () => checkGuess(testApp.services, guess, async () => true);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await wrong()).toBe(false);
    await expect(right()).rejects.toMatchObject({ code: 'SUBMIT_TOO_FREQUENT' });

    testApp.clock.advance(GUESS_WINDOW_MILLISECONDS - MINUTE);
    await purgeSpentCounters(testApp.services);
    await expect(right()).rejects.toMatchObject({ code: 'SUBMIT_TOO_FREQUENT' });

    testApp.clock.advance(2 * MINUTE);
    expect(await purgeSpentCounters(testApp.services)).toBeGreaterThanOrEqual(3);
    expect(await keptOf([`staffOtp|account|${guess.account}`])).toEqual([]);
    expect(await right()).toBe(true);
  });

  it('is one of the server jobs, run at start and then hourly by every process', () => {
    expect(APP_JOBS).toContain(guessCounterPurgeJob);
    expect(guessCounterPurgeJob.trigger).toEqual({
      kind: 'interval',
      everyMilliseconds: 60 * MINUTE,
      isRunAtStart: true,
    });
  });
});
