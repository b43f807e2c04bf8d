import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { fundRecords } from '@saham/contract/fund-records';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { postEntry } from './post-entry.ts';

/** The entries a fund-records filter selects, counted over the journal itself (what the counters replace). */
async function countedOverJournal(
  testApp: TestApp,
  memberId: number,
  filter: { type?: string; currency?: string },
): Promise<number> {
  const result: unknown = await testApp.services.db
    .execute(sql`select count(*)::int as n from journal_entries e
    where e.member_id = ${memberId}
      and (${filter.type ?? null}::text is null or e.type = ${filter.type ?? null})
      and (${filter.currency ?? null}::text is null or exists (
        select 1 from postings p join ledger_accounts a on a.id = p.account_id
        where p.entry_id = e.id and p.currency = ${filter.currency ?? null} and a.member_id = ${memberId}))`);
  const rows: unknown = Reflect.get(Object(result), 'rows');
  return Number(Reflect.get(Object(Array.isArray(rows) ? rows[0] : {}), 'n'));
}

describe('user/fundRecords', () => {
  let testApp: TestApp;
  let member: TestMember;
  let other: TestMember;

  async function deposit(memberId: number, currency: Currency, amountMinor: bigint) {
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'deposit',
          memberId,
          postings: [
            { account: { memberId, bucket: 'available' }, currency, amountMinor },
            { account: { house: 'bank_clearing' }, currency, amountMinor: -amountMinor },
          ],
        },
        testApp.clock.now(),
      ),
    );
  }

  async function freeze(memberId: number, amountMinor: bigint) {
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'withdrawal_request',
          memberId,
          postings: [
            { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor: -amountMinor },
            { account: { memberId, bucket: 'frozen' }, currency: 'MYR', amountMinor },
          ],
        },
        testApp.clock.now(),
      ),
    );
  }

  const records = async (who: TestMember, body: object) =>
    dataOf(await postMember(testApp.app, 'user/fundRecords', body, { session: who.session }), fundRecords);

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await registerMember(testApp);
    other = await registerMember(testApp);
    for (let index = 1; index <= 12; index += 1) await deposit(member.memberId, 'MYR', BigInt(index * 100));
    await deposit(member.memberId, 'USD', 250n);
    await freeze(member.memberId, 300n);
    await deposit(other.memberId, 'MYR', 99_900n);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pages the member journal ten at a time, newest first', async () => {
    const first = await records(member, { page: 1 });
    expect(first).toMatchObject({ page: 1, total: 14, hasMore: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      type: 'withdrawal_request',
      lines: [
        { currency: 'MYR', bucket: 'available', amount: '-3.00' },
        { currency: 'MYR', bucket: 'frozen', amount: '3.00' },
      ],
    });
    expect(first.items[1]).toMatchObject({ type: 'deposit', lines: [{ currency: 'USD', amount: '2.50' }] });
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await records(member, { page: 2 });
    expect(second).toMatchObject({ page: 2, total: 14, hasMore: false });
    expect(second.items.map((item) => item.lines[0]?.amount)).toEqual(['4.00', '3.00', '2.00', '1.00']);
  });

  it('still counts the records on a page past the end', async () => {
    const beyond = await records(member, { page: 3 });
    expect(beyond).toMatchObject({ items: [], page: 3, total: 14, hasMore: false });
    const typed = await records(member, { type: 'withdrawal_request', page: 2 });
    expect(typed).toMatchObject({ items: [], total: 1, hasMore: false });
  });

  it('keeps amounts beyond a float’s precision exact', async () => {
    const rich = await registerMember(testApp);
    await deposit(rich.memberId, 'MYR', 9_007_199_254_740_993n);
    const [record] = (await records(rich, { page: 1 })).items;
    expect(record?.lines).toEqual([{ currency: 'MYR', bucket: 'available', amount: '90071992547409.93' }]);
  });

  it('filters by type and by currency', async () => {
    const withdrawals = await records(member, { type: 'withdrawal_request', page: 1 });
    expect(withdrawals.items.map((item) => item.type)).toEqual(['withdrawal_request']);
    const dollars = await records(member, { currency: 'USD', page: 1 });
    expect(dollars.total).toBe(1);
    expect(dollars.items[0]?.lines).toEqual([{ currency: 'USD', bucket: 'available', amount: '2.50' }]);
    const yen = await records(member, { currency: 'JPY', page: 1 });
    expect(yen).toMatchObject({ items: [], total: 0, hasMore: false });
    expect((await records(member, { type: 'deposit', currency: 'MYR', page: 1 })).total).toBe(12);
  });

  it("never shows another member's records, and shows no house postings", async () => {
    const theirs = await records(other, { page: 1 });
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]?.lines).toEqual([{ currency: 'MYR', bucket: 'available', amount: '999.00' }]);
    const mine = await records(member, { page: 1 });
    expect(mine.items.flatMap((item) => item.lines).some((line) => line.amount === '999.00')).toBe(false);
  });

  it('refuses guests and unknown types', async () => {
    const guest = await postMember(testApp.app, 'user/fundRecords', { page: 1 });
    expect(guest.statusCode).toBe(401);
    const unknown = await postMember(
      testApp.app,
      'user/fundRecords',
      { type: 'gift', page: 1 },
      { session: member.session },
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('answers exact totals for every filter from the journal counters, also under concurrent postings', async () => {
    const trader = await registerMember(testApp);
    const memberId = trader.memberId;
    // Concurrent entries of one member outside a transaction: every one is counted once.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postEntry(
          testApp.services.db,
          {
            type: 'deposit',
            memberId,
            postings: [
              {
                account: { memberId, bucket: 'available' },
                currency: 'MYR',
                amountMinor: 1_000n + BigInt(index),
              },
              { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -1_000n - BigInt(index) },
            ],
          },
          testApp.clock.now(),
        ),
      ),
    );
    // An exchange posts two currencies on the member's accounts: once in all, once under each currency.
    await postEntry(
      testApp.services.db,
      {
        type: 'exchange',
        memberId,
        postings: [
          { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor: -420n },
          { account: { house: 'fx_desk', shardFor: memberId }, currency: 'MYR', amountMinor: 420n },
          { account: { house: 'fx_desk', shardFor: memberId }, currency: 'USD', amountMinor: -100n },
          { account: { memberId, bucket: 'available' }, currency: 'USD', amountMinor: 100n },
        ],
      },
      testApp.clock.now(),
    );
    // Posted in the member's name on house accounts only: in all, under no currency.
    await postEntry(
      testApp.services.db,
      {
        type: 'adjustment',
        memberId,
        postings: [
          { account: { house: 'adjustments' }, currency: 'JPY', amountMinor: 5n },
          { account: { house: 'fees' }, currency: 'JPY', amountMinor: -5n },
        ],
      },
      testApp.clock.now(),
    );
    await freeze(memberId, 500n);
    for (const type of [
      undefined,
      'deposit',
      'exchange',
      'adjustment',
      'withdrawal_request',
      'repayment',
    ] as const) {
      for (const currency of [undefined, 'MYR', 'USD', 'JPY'] as const) {
        const page = await records(trader, {
          page: 1,
          ...(type ? { type } : {}),
          ...(currency ? { currency } : {}),
        });
        const expected = await countedOverJournal(testApp, memberId, {
          ...(type ? { type } : {}),
          ...(currency ? { currency } : {}),
        });
        expect({ type, currency, total: page.total }).toEqual({ type, currency, total: expected });
      }
    }
    expect((await records(trader, { page: 1 })).total).toBe(15);
    expect((await records(trader, { page: 1, currency: 'USD' })).total).toBe(1);
    expect((await records(trader, { page: 9, currency: 'MYR' })).total).toBe(14);
  });
});
