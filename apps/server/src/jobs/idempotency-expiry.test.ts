import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exchangeApply } from '@saham/contract/exchange';
import { idempotencyKeys } from '../db/schema.ts';
import { exchanges } from '../db/schema-exchange.ts';
import { deleteExpiredKeys, IDEMPOTENCY_RETENTION_DAYS } from '../http/idempotency.ts';
import { verifiedMemberWith } from '../modules/exchange/exchange-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { logInMember, postMember, type SessionHeaders } from '../test/member-factory.ts';
import { expireIdempotencyKeys, idempotencyExpiryJob } from './idempotency-expiry.ts';
import { startJobs } from './registry.ts';

const DAY_MILLISECONDS = 86_400_000;
const RETENTION_MILLISECONDS = IDEMPOTENCY_RETENTION_DAYS * DAY_MILLISECONDS;

describe('expiry of idempotency keys', () => {
  let testApp: TestApp;
  let keySequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Rows written straight to the table, `ageMilliseconds` old by the test clock. */
  async function insertKeys(
    ages: readonly number[],
    answer: object = { state: 'done', isRefusal: false, data: null },
  ) {
    const now = testApp.clock.now().getTime();
    const keys = ages.map(() => `expiry-${(keySequence += 1)}`);
    await testApp.services.db.insert(idempotencyKeys).values(
      ages.map((age, index) => ({
        scope: 'member:0',
        key: keys[index] ?? '',
        requestHash: 'hash',
        answer,
        createdAt: new Date(now - age),
      })),
    );
    return keys;
  }

  async function isKept(key: string): Promise<boolean> {
    const rows = await testApp.services.db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    return rows.length > 0;
  }

  it('keeps a key for the retention period, replaying its answer, and deletes it after', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 100_000n });
    const body = { from: 'MYR', to: 'USD', amount: '10.00' };
    const key = `exchange-${member.memberId}`;
    const exchange = (session: SessionHeaders) =>
      postMember(testApp.app, exchangeApply.path, body, { session, headers: { 'idempotency-key': key } });
    const first = await exchange(member.session);
    expect(first.body.status).toBe(1);

    testApp.clock.advance(RETENTION_MILLISECONDS - 60_000);
    expect(await expireIdempotencyKeys(testApp.services)).toBe(0);
    const session = await logInMember(testApp, member.account, member.password);
    expect(await exchange(session)).toEqual(first);

    testApp.clock.advance(120_000);
    expect(await expireIdempotencyKeys(testApp.services)).toBe(1);
    expect(await isKept(key)).toBe(false);
    // Past its retention a key is new again: the same submission is a second exchange.
    const again = await exchange(session);
    expect(again.body.status).toBe(1);
    expect(again.body.data).not.toEqual(first.body.data);
    const rows = await testApp.services.db
      .select({ id: exchanges.id })
      .from(exchanges)
      .where(eq(exchanges.memberId, member.memberId));
    expect(rows).toHaveLength(2);
  });

  it('deletes every expired key in bounded batches, an old pending marker included', async () => {
    const old = RETENTION_MILLISECONDS + 1_000;
    const expired = await insertKeys([old, old, old, old, old]);
    const [pending] = await insertKeys([old], { state: 'pending' });
    const young = await insertKeys([0, RETENTION_MILLISECONDS - 1_000]);
    expect(await deleteExpiredKeys(testApp.services.db, testApp.clock.now(), 2)).toBe(6);
    for (const key of [...expired, pending ?? '']) expect(await isKept(key)).toBe(false);
    for (const key of young) expect(await isKept(key)).toBe(true);
  });

  it('runs on its own once the jobs start, and again on its schedule', async () => {
    const [atStart] = await insertKeys([RETENTION_MILLISECONDS + 1_000]);
    const everyTwentyMilliseconds = {
      ...idempotencyExpiryJob,
      trigger: { ...idempotencyExpiryJob.trigger, everyMilliseconds: 20 },
    };
    const stopJobs = startJobs([everyTwentyMilliseconds], testApp.services, { logger: testApp.app.log });
    try {
      const waitUntilGone = async (key: string) => {
        for (let waited = 0; waited < 5_000 && (await isKept(key)); waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await isKept(key)).toBe(false);
      };
      await waitUntilGone(atStart ?? '');
      const [later] = await insertKeys([0]);
      expect(await isKept(later ?? '')).toBe(true);
      testApp.clock.advance(RETENTION_MILLISECONDS + 1_000);
      await waitUntilGone(later ?? '');
    } finally {
      await stopJobs();
    }
  });
});
