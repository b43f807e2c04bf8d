import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { memberCall } from '@saham/contract/call';
import { moneySchema } from '@saham/contract/envelope';
import { parseMinor, formatMinor } from '@saham/domain/money';
import { journalEntries } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../test/member-factory.ts';
import { refuse } from './business-error.ts';
import { registerMemberCall } from './register.ts';
import { canonicalJson } from './idempotency.ts';

/** A money-moving call only this test has: moves `amount` MYR in (positive) or out (negative). */
const testMove = memberCall({
  path: 'test/move',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ amount: moneySchema, note: z.string().optional() }),
  response: z.object({ entryId: z.number().int(), available: moneySchema }),
});

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
    testApp = await createTestApp(
      {},
      {
        registerRoutes: (app, services) =>
          registerMemberCall(app, services, testMove, async (body, context) => {
            const amountMinor = parseMinor(body.amount, 'MYR');
            if (amountMinor === null || amountMinor === 0n) refuse('INVALID_INPUT', { field: 'amount' });
            const memberId = context.session.memberId;
            const entryId = await inTransaction(services.db, (tx) =>
              postEntry(
                tx,
                {
                  type: 'adjustment',
                  memberId,
                  postings: [
                    { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor },
                    { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: -amountMinor },
                  ],
                },
                services.clock.now(),
              ),
            );
            const buckets = await readMemberBuckets(services.db, memberId);
            const available = buckets.find((row) => row.currency === 'MYR' && row.bucket === 'available');
            return { entryId, available: formatMinor(available?.balanceMinor ?? 0n, 'MYR') };
          }),
      },
    );
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const move = (amount: string, key: string | null, who: TestMember = member, note?: string) =>
    postMember(testApp.app, 'test/move', note === undefined ? { amount } : { amount, note }, {
      session: who.session,
      headers: key === null ? {} : { 'idempotency-key': key },
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
});
