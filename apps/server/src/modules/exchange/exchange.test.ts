import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeApply, exchangeList, exchangeQuote, exchangeRates } from '@saham/contract/exchange';
import type { Currency } from '@saham/domain/currencies';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { and, eq } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { houseBucketOf, HOUSE_SHARDS } from '../ledger/house-shards.ts';
import { availableMinor, verifiedMemberWith } from './exchange-test-helpers.ts';

// Seeded reference rates: USD 4.2, JPY 0.0278 ringgit per unit; global spread 50 bps.
describe('exchanging between a member’s own currencies', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('quotes 1000.00 MYR to USD as exactly 236.90 USD at 0.2369047619', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 100_000n });
    const answer = await postMember(
      testApp.app,
      exchangeQuote.path,
      { from: 'MYR', to: 'USD', amount: '1000.00' },
      {
        session: member.session,
      },
    );
    const quote = dataOf(answer, exchangeQuote);
    expect(quote).toMatchObject({
      from: 'MYR',
      to: 'USD',
      amount: '1000.00',
      rate: '0.2369047619',
      receive: '236.90',
    });
  });

  it('exchanges 1000.00 MYR for 236.90 USD through the FX desk and records the rate', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 150_000n });
    const answer = await postMember(
      testApp.app,
      exchangeApply.path,
      { from: 'MYR', to: 'USD', amount: '1000' },
      {
        session: member.session,
      },
    );
    const record = dataOf(answer, exchangeApply);
    expect(record).toMatchObject({
      from: 'MYR',
      to: 'USD',
      amount: '1000.00',
      receive: '236.90',
      rate: '0.2369047619',
    });
    expect(record.orderNo).toMatch(/^EX\d{14}[0-9A-F]{8}$/);
    expect(await availableMinor(testApp, member.memberId, 'MYR')).toBe(50_000n);
    expect(await availableMinor(testApp, member.memberId, 'USD')).toBe(23_690n);
    const list = dataOf(
      await postMember(testApp.app, exchangeList.path, { page: 1 }, { session: member.session }),
      exchangeList,
    );
    expect(list.items).toEqual([record]);
    expect(list).toMatchObject({ page: 1, total: 1, hasMore: false });
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('gives whole yen: 100.00 USD buys 15032 JPY, and 999 JPY buys 27.64 MYR', async () => {
    const member = await verifiedMemberWith(testApp, { USD: 10_000n });
    const toYen = dataOf(
      await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'USD', to: 'JPY', amount: '100' },
        { session: member.session },
      ),
      exchangeApply,
    );
    expect(toYen).toMatchObject({ receive: '15032', rate: '150.3237410071' });
    const refused = await postMember(
      testApp.app,
      exchangeApply.path,
      { from: 'JPY', to: 'MYR', amount: '1.5' },
      {
        session: member.session,
      },
    );
    expect(refused.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'amount' } });
    // 0.0278 × 0.995 = 0.027661 MYR per yen; 999 yen = 27.633339 → 27.63 (down, in the house's favour)
    const toRinggit = dataOf(
      await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'JPY', to: 'MYR', amount: '999' },
        { session: member.session },
      ),
      exchangeApply,
    );
    expect(toRinggit).toMatchObject({ amount: '999', receive: '27.63', rate: '0.027661' });
    expect(await availableMinor(testApp, member.memberId, 'JPY')).toBe(15_032n - 999n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('refuses the same currency on both sides', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000n });
    const answer = await postMember(
      testApp.app,
      exchangeApply.path,
      { from: 'MYR', to: 'MYR', amount: '1' },
      {
        session: member.session,
      },
    );
    expect(answer.body).toEqual({ status: 0, msg: 'SAME_CURRENCY_EXCHANGE', params: {} });
  });

  it('refuses a missing, empty or zero amount', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000n });
    for (const amount of [undefined, '', '  ', '0', '0.00']) {
      const answer = await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'MYR', to: 'USD', amount },
        {
          session: member.session,
        },
      );
      expect(answer.body.msg).toBe('EXCHANGE_AMOUNT_REQUIRED');
    }
  });

  it('refuses a negative amount, more decimals than the currency has, and an amount buying nothing', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000n });
    // 0.01 MYR buys 0.0023 USD, which rounds down to nothing.
    const cases = [
      { to: 'JPY', amount: '-1' },
      { to: 'JPY', amount: '1.001' },
      { to: 'JPY', amount: 'abc' },
      { to: 'USD', amount: '0.01' },
    ];
    for (const { to, amount } of cases) {
      const answer = await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'MYR', to, amount },
        {
          session: member.session,
        },
      );
      expect(answer.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'amount' } });
    }
    expect(await availableMinor(testApp, member.memberId, 'MYR')).toBe(1_000n);
  });

  it('refuses more than the available balance and changes nothing', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000n });
    const answer = await postMember(
      testApp.app,
      exchangeApply.path,
      { from: 'MYR', to: 'USD', amount: '10.01' },
      {
        session: member.session,
      },
    );
    expect(answer.body).toEqual({ status: 0, msg: 'INSUFFICIENT_BALANCE', params: {} });
    expect(await availableMinor(testApp, member.memberId, 'MYR')).toBe(1_000n);
    expect(await availableMinor(testApp, member.memberId, 'USD')).toBe(0n);
    const list = dataOf(
      await postMember(testApp.app, exchangeList.path, { page: 1 }, { session: member.session }),
      exchangeList,
    );
    expect(list.total).toBe(0);
  });

  it('requires a verified real name', async () => {
    const member = await registerMember(testApp);
    for (const path of [exchangeApply.path, exchangeQuote.path]) {
      const answer = await postMember(
        testApp.app,
        path,
        { from: 'MYR', to: 'USD', amount: '1' },
        { session: member.session },
      );
      expect(answer.body.msg).toBe('REAL_NAME_REQUIRED');
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await postMember(testApp.app, exchangeApply.path, { from: 'MYR', to: 'USD', amount: '1' });
    expect(answer.statusCode).toBe(401);
  });

  it('lists rates for all 72 pairs with the member’s balances', async () => {
    const member = await verifiedMemberWith(testApp, { KRW: 5_000n });
    const rates = dataOf(
      await postMember(testApp.app, exchangeRates.path, {}, { session: member.session }),
      exchangeRates,
    );
    expect(rates.rates).toHaveLength(72);
    expect(rates.rates).toContainEqual({ from: 'MYR', to: 'USD', rate: '0.2369047619' });
    expect(rates.balances.find((row) => row.currency === 'KRW')).toEqual({
      currency: 'KRW',
      available: '5000',
    });
    expect(rates.balances.find((row) => row.currency === 'MYR')).toEqual({
      currency: 'MYR',
      available: '0.00',
    });
  });

  it('pages the records ten at a time, newest first', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 100_000n });
    for (let index = 1; index <= 12; index += 1) {
      const answer = await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'MYR', to: 'HKD', amount: `${index}` },
        {
          session: member.session,
        },
      );
      expect(answer.body.status).toBe(1);
    }
    const first = dataOf(
      await postMember(testApp.app, exchangeList.path, { page: 1 }, { session: member.session }),
      exchangeList,
    );
    const second = dataOf(
      await postMember(testApp.app, exchangeList.path, { page: 2 }, { session: member.session }),
      exchangeList,
    );
    expect(first).toMatchObject({ total: 12, hasMore: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.amount).toBe('12.00');
    expect(second.items.map((item) => item.amount)).toEqual(['2.00', '1.00']);
    expect(second.hasMore).toBe(false);
  });

  it('never overdraws under concurrent exchanges', async () => {
    const member = await verifiedMemberWith(testApp, { USD: 1_000n });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        postMember(
          testApp.app,
          exchangeApply.path,
          { from: 'USD', to: 'MYR', amount: '1.00' },
          { session: member.session },
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.status === 1).length;
    const refused = answers.filter((answer) => answer.body.msg === 'INSUFFICIENT_BALANCE').length;
    expect(accepted).toBe(10);
    expect(refused).toBe(15);
    expect(await availableMinor(testApp, member.memberId, 'USD')).toBe(0n);
    // 1.00 USD at 4.2 × 0.995 = 4.179 MYR → 4.17 each
    expect(await availableMinor(testApp, member.memberId, 'MYR')).toBe(4_170n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('moves each member’s own shard of the FX desk, so members do not queue on one row', async () => {
    const first = await verifiedMemberWith(testApp, { MYR: 100_000n });
    const second = await verifiedMemberWith(testApp, { MYR: 100_000n });
    expect(houseBucketOf(first.memberId)).not.toBe(houseBucketOf(second.memberId));
    expect(houseBucketOf(first.memberId + HOUSE_SHARDS)).toBe(houseBucketOf(first.memberId));
    const deskOf = async (memberId: number, currency: Currency) => {
      const [row] = await testApp.services.db
        .select({ balanceMinor: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerKey, 'house:fx_desk'),
            eq(ledgerAccounts.currency, currency),
            eq(ledgerAccounts.bucket, houseBucketOf(memberId)),
          ),
        );
      return row?.balanceMinor ?? 0n;
    };
    const before = await deskOf(first.memberId, 'MYR');
    for (const member of [first, second]) {
      const answer = await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'MYR', to: 'USD', amount: member === first ? '10.00' : '20.00' },
        { session: member.session },
      );
      expect(answer.body.status).toBe(1);
    }
    expect((await deskOf(first.memberId, 'MYR')) - before).toBe(1_000n);
    expect(await deskOf(second.memberId, 'MYR')).toBeGreaterThanOrEqual(2_000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
