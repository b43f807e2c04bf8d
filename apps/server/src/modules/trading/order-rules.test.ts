// The order rules of spec §5 that trading.test.ts does not cover: the fund password must be set before
// any trading action, the price-limit refusal carries the day's low and high, an instrument not yet
// listed and a suspended one are refused with their own codes — and each refusal changes nothing.
import { instrumentTag, invalidateCached, memberTag } from '../../cache/read-caches.ts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tradeBuy, tradeSell } from '@saham/contract/trading';
import { members } from '../../db/schema.ts';
import { instruments } from '../../db/schema-markets.ts';
import type { TestApp } from '../../test/harness.ts';
import { setFundPassword } from '../../test/identity-factory.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { creditMember, markRealNameVerified, verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import {
  bucketsOf,
  enableMargin,
  setQuote,
  unlockPosition,
  useTradingTestApp,
} from './trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 10:00 in Kuala Lumpur: Bursa trades.
describe('order rules (spec §5)', () => {
  let testApp: TestApp;
  const buy = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeBuy.path, body, { session: member.session });
  const sell = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeSell.path, body, { session: member.session });
  const bursaLong = {
    code: '1155',
    market: 'MY',
    direction: 'long',
    priceType: 'limit',
    price: '10.00',
    quantity: 200,
    leverage: 5,
  };
  const untouched = { available: 1_000_000n, frozen: 0n, margin: 0n };

  /** Verified, funded with RM10,000, margin trading on — but no fund password. */
  async function memberWithoutFundPassword(): Promise<TestMember> {
    const member = await registerMember(testApp);
    await markRealNameVerified(testApp, member.memberId);
    await creditMember(testApp, member.memberId, 'MYR', 1_000_000n);
    await enableMargin(testApp, member.memberId);
    return member;
  }

  async function trader(): Promise<TestMember> {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    return member;
  }

  /** As staff's list, unlist and suspend do: the row, and what was read of it dropped. */
  async function setStatus(symbol: string, status: 'listed' | 'unlisted' | 'suspended') {
    const rows = await testApp.services.db
      .update(instruments)
      .set({ status })
      .where(eq(instruments.symbol, symbol))
      .returning({ id: instruments.id });
    await invalidateCached(
      testApp.services.db,
      rows.map(({ id }) => instrumentTag(id)),
    );
  }

  useTradingTestApp((created) => {
    testApp = created;
  });

  describe('the fund password', () => {
    it('refuses an order until the fund password is set, then accepts it', async () => {
      const member = await memberWithoutFundPassword();
      for (const body of [bursaLong, { ...bursaLong, priceType: 'market', price: undefined }]) {
        expect((await buy(member, body)).body).toMatchObject({ status: 0, msg: 'FUND_PASSWORD_NOT_SET' });
      }
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(untouched);
      await setFundPassword(testApp, member);
      const { order } = dataOf(await buy(member, bursaLong), tradeBuy);
      expect(order).toMatchObject({ status: 'pending', frozen: '411.60' });
    });

    it('refuses a close while no fund password is set, and leaves the position open', async () => {
      const member = await trader();
      const { position } = dataOf(
        await buy(member, { ...bursaLong, priceType: 'market', price: undefined }),
        tradeBuy,
      );
      const positionId = position?.id ?? 0;
      await unlockPosition(testApp, positionId);
      await testApp.services.db
        .update(members)
        .set({ fundPasswordHash: null })
        .where(eq(members.id, member.memberId));
      // Written behind the app's back: the member's cached permissions are dropped as the app does.
      await invalidateCached(testApp.services.db, [memberTag(member.memberId)]);
      const before = await bucketsOf(testApp, member.memberId, 'MYR');
      expect((await sell(member, { positionId })).body).toMatchObject({
        status: 0,
        msg: 'FUND_PASSWORD_NOT_SET',
      });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(before);
      expect(before.margin).toBe(40_000n);
    });

    it('refuses every one of ten simultaneous orders without a fund password, moving nothing', async () => {
      const member = await memberWithoutFundPassword();
      const answers = await Promise.all(Array.from({ length: 10 }, () => buy(member, bursaLong)));
      expect(answers.map((answer) => answer.body.msg)).toEqual(Array(10).fill('FUND_PASSWORD_NOT_SET'));
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(untouched);
    });

    it('checks the account state and the real name before the fund password', async () => {
      const unverified = await registerMember(testApp);
      expect((await buy(unverified, bursaLong)).body.msg).toBe('REAL_NAME_REQUIRED');
      const forbidden = await memberWithoutFundPassword();
      await testApp.services.db
        .update(members)
        .set({ isTradeForbidden: true })
        .where(eq(members.id, forbidden.memberId));
      expect((await buy(forbidden, bursaLong)).body.msg).toBe('TRADE_FORBIDDEN');
    });
  });

  describe('the daily price limit', () => {
    // Bursa ±30 % around the previous close of RM10.00: RM7.00 to RM13.00.
    it.each([
      ['above the high', '13.02'],
      ['below the low', '6.99'],
    ])('refuses a limit price %s with the allowed range', async (_name, price) => {
      const member = await trader();
      expect((await buy(member, { ...bursaLong, price })).body).toEqual({
        status: 0,
        msg: 'PRICE_LIMIT_EXCEEDED',
        params: { low: '7.00', high: '13.00' },
      });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(untouched);
    });

    it('accepts the limits themselves', async () => {
      const member = await trader();
      for (const price of ['7.00', '13.00']) {
        expect((await buy(member, { ...bursaLong, price, leverage: 1 })).body.status).toBe(1);
      }
    });
  });

  describe('the instrument', () => {
    it('refuses a stock not yet listed with NOT_YET_LISTED and a suspended one as not tradable', async () => {
      const member = await trader();
      await setQuote(testApp, 'MY:5347', '5.00');
      const order = { ...bursaLong, code: 'MY:5347', price: '5.00' };
      try {
        await setStatus('MY:5347', 'unlisted');
        expect((await buy(member, order)).body.msg).toBe('NOT_YET_LISTED');
        await setStatus('MY:5347', 'suspended');
        expect((await buy(member, order)).body.msg).toBe('INSTRUMENT_NOT_TRADABLE');
        expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(untouched);
      } finally {
        await setStatus('MY:5347', 'listed');
      }
      expect((await buy(member, order)).body.status).toBe(1);
    });
  });
});
