import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { memberCall } from '@saham/contract/call';
import { moneySchema } from '@saham/contract/envelope';
import { FONT_SIZES } from '@saham/contract/user';
import { parseMinor, formatMinor } from '@saham/domain/money';
import type { Db } from '../db/client.ts';
import { idempotencyKeys, journalEntries, members } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import { updateMemberSettings } from '../modules/account/repo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../test/member-factory.ts';
import { MONEY_MOVING_PATHS } from '../test/money-moving-paths.ts';
import { refuse } from './business-error.ts';
import type { Services } from './context.ts';
import { registerMemberCall } from './register.ts';
import { canonicalJson, requestHashOf, STALE_PENDING_MILLISECONDS } from './idempotency.ts';

const moveRequest = z.object({ amount: moneySchema, note: z.string().optional() });
const moveResponse = z.object({ entryId: z.number().int(), available: moneySchema });

/** A money-moving call only this test has: moves `amount` MYR in (positive) or out (negative). */
const testMove = memberCall({
  path: 'test/move',
  summary: 'Test only: a money-moving call that posts an entry',
  access: 'member',
  isMoneyMoving: true,
  request: moveRequest,
  response: moveResponse,
});

/** The same move as ONE statement outside any transaction of its own, as an exchange posts. */
const testMoveAlone = memberCall({
  path: 'test/moveAlone',
  summary: "Test only: the same move as one statement outside the key's transaction",
  access: 'member',
  isMoneyMoving: true,
  request: moveRequest,
  response: moveResponse,
});

/** Changes the member's font size, then refuses: a refused call whose handler wrote on the way. */
const testWriteThenRefuse = memberCall({
  path: 'test/writeThenRefuse',
  summary: 'Test only: writes, then refuses',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ fontSize: z.enum(FONT_SIZES) }),
  response: z.null(),
});

/** A handler that queries through the root handle it captured, not through its context. */
const testEscape = memberCall({
  path: 'test/escape',
  summary: 'Test only: counts its runs',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({}),
  response: z.object({ count: z.number().int() }),
});

/** What the next calls of test/move do after moving the money (to play a crash or a retry). */
const after = { failures: 0, serializationFailures: 0 };

function adjustment(memberId: number, amountMinor: bigint) {
  return {
    type: 'adjustment' as const,
    memberId,
    postings: [
      { account: { memberId, bucket: 'available' as const }, currency: 'MYR' as const, amountMinor },
      { account: { house: 'adjustments' as const }, currency: 'MYR' as const, amountMinor: -amountMinor },
    ],
  };
}

async function moveAnswer(db: Db, memberId: number, entryId: number) {
  const buckets = await readMemberBuckets(db, memberId);
  const available = buckets.find((row) => row.currency === 'MYR' && row.bucket === 'available');
  return { entryId, available: formatMinor(available?.balanceMinor ?? 0n, 'MYR') };
}

function amountOf(text: string): bigint {
  const amountMinor = parseMinor(text, 'MYR');
  if (amountMinor === null || amountMinor === 0n) refuse('INVALID_INPUT', { field: 'amount' });
  return amountMinor;
}

function registerTestCalls(app: Parameters<typeof registerMemberCall>[0], services: Services): void {
  registerMemberCall(app, services, testMove, async (body, context) => {
    const { db, clock } = context.services;
    const memberId = context.session.memberId;
    const amountMinor = amountOf(body.amount);
    const entryId = await inTransaction(db, (tx) =>
      postEntry(tx, adjustment(memberId, amountMinor), clock.now()),
    );
    if (after.failures > 0) {
      after.failures -= 1;
      throw new Error('the process died after the money moved');
    }
    if (after.serializationFailures > 0) {
      after.serializationFailures -= 1;
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    }
    return moveAnswer(db, memberId, entryId);
  });
  registerMemberCall(app, services, testMoveAlone, async (body, context) => {
    const { db, clock } = context.services;
    const memberId = context.session.memberId;
    const entryId = await postEntry(db, adjustment(memberId, amountOf(body.amount)), clock.now());
    return moveAnswer(db, memberId, entryId);
  });
  registerMemberCall(app, services, testWriteThenRefuse, async (body, context) => {
    await updateMemberSettings(context.services.db, context.session.memberId, { fontSize: body.fontSize });
    refuse('WRONG_FUND_PASSWORD');
  });
  registerMemberCall(app, services, testEscape, async () => {
    // `services` is the root handle this route was registered with: the mistake the guard catches.
    const rows = await services.db.select({ id: members.id }).from(members);
    return { count: rows.length };
  });
}

async function availableOf(testApp: TestApp, memberId: number): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === 'MYR' && row.bucket === 'available')?.balanceMinor ?? 0n;
}

async function entryCountOf(testApp: TestApp, memberId: number): Promise<number> {
  const rows = await testApp.services.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.memberId, memberId));
  return rows.length;
}

describe('Idempotency-Key on money-moving calls', () => {
  let testApp: TestApp;
  let member: TestMember;
  let keySequence = 0;
  const nextKey = () => `key-${(keySequence += 1)}`;

  beforeAll(async () => {
    testApp = await createTestApp({}, { registerRoutes: registerTestCalls });
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (path: string, body: object, key: string | null, who: TestMember = member) =>
    postMember(
      testApp.app,
      path,
      body,
      key === null
        ? { session: who.session, idempotencyKey: null }
        : { session: who.session, headers: { 'idempotency-key': key } },
    );
  const move = (amount: string, key: string | null, who: TestMember = member, note?: string) =>
    call('test/move', note === undefined ? { amount } : { amount, note }, key, who);

  it('knows the money-moving calls the test helpers send with a fresh key', () => {
    expect([...MONEY_MOVING_PATHS].sort()).toEqual([
      'blockTrade/buy',
      'checkIn/redeem',
      'dayTrading/apply',
      'dayTrading/buy',
      'dayTrading/close',
      'dayTrading/end',
      'exchange/apply',
      'lending/lend',
      'lending/recall',
      'loan/apply',
      'loan/repay',
      'newStock/apply',
      'newStock/cancel',
      'newStock/pay',
      'recharge/apply',
      'recharge/sandboxPay',
      'trade/buy',
      'trade/cancel',
      'trade/sell',
      'withdraw/apply',
    ]);
  });

  it('hashes bodies canonically, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [1, 2] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });

  it('answers a replay with the first answer and moves the money once', async () => {
    const key = nextKey();
    const before = await availableOf(testApp, member.memberId);
    const first = await move('10.00', key);
    expect(first.body.status).toBe(1);
    const again = await move('10.00', key);
    expect(again).toEqual(first);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 1000n);
  });

  it('refuses the same key with a different body and changes nothing', async () => {
    const key = nextKey();
    await move('5.00', key);
    const before = await availableOf(testApp, member.memberId);
    const other = await move('6.00', key);
    expect(other.body).toEqual({ status: 0, msg: 'IDEMPOTENCY_KEY_REUSED', params: {} });
    const otherNote = await move('5.00', key, member, 'changed');
    expect(otherNote.body.msg).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await availableOf(testApp, member.memberId)).toBe(before);
  });

  it('stores a refusal: its replay is refused alike even once the money is there', async () => {
    const key = nextKey();
    const available = await availableOf(testApp, member.memberId);
    const tooMuch = formatMinor(-(available + 100n), 'MYR');
    const first = await move(tooMuch, key);
    expect(first.body).toEqual({ status: 0, msg: 'INSUFFICIENT_BALANCE', params: {} });
    await move('500.00', nextKey());
    const replayed = await move(tooMuch, key);
    expect(replayed).toEqual(first);
    expect(await availableOf(testApp, member.memberId)).toBe(available + 50000n);
  });

  it('applies one key sent 20 times at once exactly once, every answer identical', async () => {
    const key = nextKey();
    const entriesBefore = await entryCountOf(testApp, member.memberId);
    const before = await availableOf(testApp, member.memberId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move('1.23', key)));
    expect(await entryCountOf(testApp, member.memberId)).toBe(entriesBefore + 1);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 123n);
    expect(answers[0]?.body.status).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('keeps keys apart per member and applies calls without a key every time', async () => {
    const other = await registerMember(testApp);
    const key = nextKey();
    await move('2.00', key);
    const theirs = await move('2.00', key, other);
    expect(theirs.body.status).toBe(1);
    expect(await availableOf(testApp, other.memberId)).toBe(200n);
    await move('1.00', null, other);
    await move('1.00', null, other);
    expect(await availableOf(testApp, other.memberId)).toBe(400n);
  });

  it('refuses a key longer than 200 characters instead of ignoring it, and moves nothing', async () => {
    const before = await availableOf(testApp, member.memberId);
    const tooLong = 'k'.repeat(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await move('3.00', tooLong);
      expect(answer.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'Idempotency-Key' } });
    }
    expect(await availableOf(testApp, member.memberId)).toBe(before);
    const longest = 'k'.repeat(200);
    expect((await move('3.00', longest)).body.status).toBe(1);
    expect((await move('3.00', longest)).body.status).toBe(1);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 300n);
  });

  it('rolls the money back with the key when the call dies after moving it, so a retry moves it once', async () => {
    const key = nextKey();
    const before = await availableOf(testApp, member.memberId);
    const entriesBefore = await entryCountOf(testApp, member.memberId);
    after.failures = 1;
    expect((await move('7.00', key)).statusCode).toBe(500);
    expect(await availableOf(testApp, member.memberId)).toBe(before);
    const retried = await move('7.00', key);
    expect(retried.body.status).toBe(1);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 700n);
    expect(await entryCountOf(testApp, member.memberId)).toBe(entriesBefore + 1);
  });

  it('runs the whole keyed call again after a serialization failure, moving the money once', async () => {
    const key = nextKey();
    const before = await availableOf(testApp, member.memberId);
    after.serializationFailures = 2;
    const answer = await move('4.00', key);
    expect(answer.body.status).toBe(1);
    expect(after.serializationFailures).toBe(0);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 400n);
    expect(await move('4.00', key)).toEqual(answer);
  });

  it('stores the refusal of a debit that aborted its statement, and moves nothing on its replay', async () => {
    const key = nextKey();
    const available = await availableOf(testApp, member.memberId);
    const tooMuch = formatMinor(-(available + 100n), 'MYR');
    const first = await call('test/moveAlone', { amount: tooMuch }, key);
    expect(first.body).toEqual({ status: 0, msg: 'INSUFFICIENT_BALANCE', params: {} });
    await move('600.00', nextKey());
    expect(await call('test/moveAlone', { amount: tooMuch }, key)).toEqual(first);
    expect(await availableOf(testApp, member.memberId)).toBe(available + 60000n);
    const moved = await call('test/moveAlone', { amount: '2.50' }, nextKey());
    expect(moved.body.status).toBe(1);
  });

  it('commits a refusal with what its handler wrote before refusing', async () => {
    const key = nextKey();
    const first = await call('test/writeThenRefuse', { fontSize: 'large' }, key);
    expect(first.body).toEqual({ status: 0, msg: 'WRONG_FUND_PASSWORD', params: {} });
    const [row] = await testApp.services.db
      .select({ fontSize: members.fontSize })
      .from(members)
      .where(eq(members.id, member.memberId));
    expect(row?.fontSize).toBe('large');
    expect(await call('test/writeThenRefuse', { fontSize: 'large' }, key)).toEqual(first);
  });

  it('treats a pending marker left by a request that died as absent once it is stale', async () => {
    const now = testApp.clock.now();
    const body = { amount: '8.00' };
    const leftOver = async (key: string, ageMilliseconds: number) => {
      await testApp.services.db.insert(idempotencyKeys).values({
        scope: `member:${member.memberId}`,
        key,
        requestHash: requestHashOf('test/move', body),
        answer: { state: 'pending' },
        createdAt: new Date(now.getTime() - ageMilliseconds),
      });
    };
    const staleKey = nextKey();
    await leftOver(staleKey, STALE_PENDING_MILLISECONDS + 1_000);
    const before = await availableOf(testApp, member.memberId);
    const startedAt = Date.now();
    const answer = await move('8.00', staleKey);
    expect(answer.body.status).toBe(1);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 800n);
    expect(await move('8.00', staleKey)).toEqual(answer);
    // A young marker may belong to a request still running under the earlier design: no wait either.
    const youngKey = nextKey();
    await leftOver(youngKey, 1_000);
    expect((await move('8.00', youngKey)).body.msg).toBe('FUND_OPERATION_IN_PROGRESS');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await availableOf(testApp, member.memberId)).toBe(before + 800n);
  });

  it('refuses a query through the root handle inside a keyed call instead of waiting for ever', async () => {
    const key = nextKey();
    const answer = await call('test/escape', {}, key);
    expect(answer.statusCode).toBe(500);
    const [row] = await testApp.services.db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
    // Without a key there is no request transaction: the same handler answers.
    expect((await call('test/escape', {}, null)).body.status).toBe(1);
  });
});
