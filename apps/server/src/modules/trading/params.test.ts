// trade/params: the order form's rules are the ones trade/buy applies — the market's fee schedule as
// staff last edited it (a fill is charged exactly what the served schedule computes), the minimum
// order, the instrument's lot and tick table, today's limits — and the member's standing as trade/buy
// judges it: margin permission, fund password, real name, trade ban, available balance.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getMarket, marketSettingsSchema, updateMarket } from '@saham/contract/admin-markets';
import { tradeBuy, tradeParams, type TradeParams } from '@saham/contract/trading';
import { notionalMinor } from '@saham/domain/markets/fees';
import type { FeeRule } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { feesAndTaxes, marginMinor, sideOf } from '@saham/domain/trading/money';
import { members } from '../../db/schema.ts';
import { instruments } from '../../db/schema-markets.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  logInGuest,
  postMember,
  registerMember,
  setMemberFlags,
  type TestMember,
} from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { loadMarket } from '../markets/service.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { enableMargin, setQuote } from './trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 10:00 in Kuala Lumpur: Bursa trades.
describe('trade/params', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  const params = (member: TestMember, symbol: string) =>
    postMember(testApp.app, tradeParams.path, { symbol }, { session: member.session });
  const paramsOf = async (member: TestMember, symbol: string): Promise<TradeParams> =>
    dataOf(await params(member, symbol), tradeParams);

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await setQuote(testApp, 'MY:1155', '10.00');
    await setQuote(testApp, 'US:AAPL', '200.00');
    admin = await createLoggedInStaff(testApp, 'admin');
  }, 60_000);
  afterEach(async () => {
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a visitor with LOGIN_REQUIRED and an unknown symbol with INSTRUMENT_NOT_FOUND', async () => {
    const guest = await logInGuest(testApp);
    const answer = await postMember(testApp.app, tradeParams.path, { symbol: 'MY:1155' }, { session: guest });
    expect(answer.body).toMatchObject({ status: 0, msg: 'LOGIN_REQUIRED' });
    const member = await registerMember(testApp);
    expect((await params(member, 'MY:NOPE')).body).toMatchObject({ status: 0, msg: 'INSTRUMENT_NOT_FOUND' });
    expect((await params(member, '')).body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });
  });

  it("serves the market's rules as trade/buy loads them, with today's limits", async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    const market = await loadMarket(testApp.services.db, 'MY', testApp.clock.now());
    const served = await paramsOf(member, ' my:1155 ');
    expect(served).toMatchObject({
      symbol: 'MY:1155',
      market: 'MY',
      currency: 'MYR',
      minOrderAmount: market?.minOrderAmount,
      lotSize: '100',
      maxLeverage: market?.maxLeverage,
      isShortSellingAllowed: market?.isShortSellingAllowed,
      // Bursa ±30 % around the previous close of RM10.00.
      priceLimits: { lower: '7', upper: '13' },
      available: '10000.00',
    });
    expect(served.fees).toEqual(market?.fees);
    expect(served.tickTable).toEqual(market?.tickTable);
  });

  it("serves an instrument's own lot and tick table over the market's", async () => {
    const member = await registerMember(testApp);
    const tickTable = [{ from: '0', tick: '0.05' }];
    await testApp.services.db
      .update(instruments)
      .set({ lotSize: '10', tickTable })
      .where(eq(instruments.symbol, 'MY:5347'));
    try {
      expect(await paramsOf(member, 'MY:5347')).toMatchObject({ lotSize: '10', tickTable });
    } finally {
      await testApp.services.db
        .update(instruments)
        .set({ lotSize: null, tickTable: null })
        .where(eq(instruments.symbol, 'MY:5347'));
    }
  });

  it("answers each of the member's facts as trade/buy judges them", async () => {
    const member = await registerMember(testApp);
    expect(await paramsOf(member, 'MY:1155')).toMatchObject({
      isMarginEnabled: false,
      hasFundPassword: false,
      realNameStatus: 'none',
      isTradeForbidden: false,
      available: '0.00',
    });
    await testApp.services.db
      .update(members)
      .set({ realNameStatus: 'pending' })
      .where(eq(members.id, member.memberId));
    await enableMargin(testApp, member.memberId);
    await setMemberFlags(testApp, member.memberId, { isTradeForbidden: true });
    expect(await paramsOf(member, 'MY:1155')).toMatchObject({
      isMarginEnabled: true,
      realNameStatus: 'pending',
      isTradeForbidden: true,
    });
    const trader = await verifiedMemberWith(testApp, {});
    expect(await paramsOf(trader, 'MY:1155')).toMatchObject({
      hasFundPassword: true,
      realNameStatus: 'verified',
    });
  });

  it('serves the margin permission trade/buy judges leverage with', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    const order = { code: 'MY:1155', direction: 'long', priceType: 'limit', price: '10.00', quantity: '200' };
    const buy = (leverage: number) =>
      postMember(testApp.app, tradeBuy.path, { ...order, leverage }, { session: member.session });
    expect((await paramsOf(member, 'MY:1155')).isMarginEnabled).toBe(false);
    expect((await buy(2)).body).toMatchObject({ status: 0, msg: 'MARGIN_TRADING_DISABLED' });
    expect((await buy(1)).body.status).toBe(1);
    await enableMargin(testApp, member.memberId);
    expect((await paramsOf(member, 'MY:1155')).isMarginEnabled).toBe(true);
    expect((await buy(2)).body.status).toBe(1);
  });

  it("gives the available balance in the instrument's currency", async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 500_000n, USD: 12_345n });
    expect(await paramsOf(member, 'US:AAPL')).toMatchObject({ currency: 'USD', available: '123.45' });
    expect(await paramsOf(member, 'MY:1155')).toMatchObject({ currency: 'MYR', available: '5000.00' });
  });

  it('serves a staff fee edit at once, and a fill is charged exactly what the served schedule computes', async () => {
    const before = dataOf(
      await postStaff(testApp.app, getMarket.path, { code: 'MY' }, { session: admin.session }),
      getMarket,
    );
    const original = marketSettingsSchema.parse(before);
    // Brokerage 0.5 % with a RM12 minimum instead of the default tiers.
    const brokerage: FeeRule = {
      name: 'brokerage',
      sides: ['buy', 'sell'],
      tiers: [{ from: '0', kind: 'percent', value: '0.5' }],
      minimum: '12.00',
      cap: null,
      rounding: 'half_up',
      roundingStep: '0.01',
    };
    const edited = {
      ...original,
      fees: original.fees.map((fee) => (fee.name === 'brokerage' ? brokerage : fee)),
    };
    const update = (settings: typeof original) =>
      postStaff(testApp.app, updateMarket.path, { code: 'MY', settings }, { session: admin.session });
    dataOf(await update(edited), updateMarket);
    try {
      const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      await enableMargin(testApp, member.memberId);
      const served = await paramsOf(member, 'MY:1155');
      expect(served.fees).toEqual(edited.fees);
      const { position } = dataOf(
        await postMember(
          testApp.app,
          tradeBuy.path,
          { code: 'MY:1155', direction: 'long', priceType: 'market', quantity: '200', leverage: 2 },
          { session: member.session },
        ),
        tradeBuy,
      );
      if (!position) throw new Error('a market order fills at once');
      // The preview the form works out from trade/params, with the domain's functions.
      const notional = notionalMinor('MYR', position.entryPrice, position.quantity);
      const preview = feesAndTaxes(served, sideOf('long', 'open'), notional);
      expect(position.fee).toBe(formatMinor(preview.feeMinor, 'MYR'));
      expect(position.tax).toBe(formatMinor(preview.taxMinor, 'MYR'));
      expect(position.margin).toBe(formatMinor(marginMinor(notional, 2), 'MYR'));
      // RM2,000 at RM10.00: brokerage RM12.00 (the minimum) + clearing RM0.60; stamp duty RM2.00.
      expect(position.entryPrice).toBe('10');
      expect(position.fee).toBe('12.60');
      expect(position.tax).toBe('2.00');
      const after = await paramsOf(member, 'MY:1155');
      expect(after.available).toBe('8985.40');
    } finally {
      dataOf(await update(original), updateMarket);
    }
    const member = await registerMember(testApp);
    expect((await paramsOf(member, 'MY:1155')).fees).toEqual(original.fees);
  });

  it('answers ten simultaneous reads alike while orders are placed', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => params(member, 'MY:1155')),
      postMember(
        testApp.app,
        tradeBuy.path,
        {
          code: 'MY:1155',
          direction: 'long',
          priceType: 'limit',
          price: '10.00',
          quantity: '100',
          leverage: 1,
        },
        { session: member.session },
      ),
    ]);
    const reads = answers.slice(0, 10).map((answer) => dataOf(answer, tradeParams));
    // Each read sees the balance before or after the RM1,010.30 freeze, never anything between.
    for (const read of reads) expect(['10000.00', '8989.70']).toContain(read.available);
    expect(new Set(reads.map((read) => JSON.stringify(read.fees))).size).toBe(1);
    expect((await paramsOf(member, 'MY:1155')).available).toBe('8989.70');
  });
});
