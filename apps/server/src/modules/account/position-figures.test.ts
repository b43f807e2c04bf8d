import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getUserinfo } from '@saham/contract/user';
import { tradeBuy, tradeSell } from '@saham/contract/trading';
import { parseRate } from '@saham/domain/fx';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { enableMargin, runRound, setQuote, unlockPosition } from '../trading/trading-test-helpers.ts';
import { holdingsFromBuckets, toBaseSignedMinor, type MidRatesScaled } from './balances.ts';
import { figuresAt } from './position-figures.ts';

// The harness clock: Monday 23 November 2026, 10:00 in Kuala Lumpur (Bursa trading).
describe('getUserinfo trading figures', () => {
  let testApp: TestApp;
  let member: TestMember;

  const balances = async () =>
    dataOf(await postMember(testApp.app, getUserinfo.path, {}, { session: member.session }), getUserinfo)
      .balances;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await setQuote(testApp, 'MY:1155', '10.00');
    member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
  }, 60_000);
  afterEach(async () => {
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('values positions at the latest quote after a fill, a tick and a close', async () => {
    expect(await balances()).toMatchObject({
      totalAssets: '10000.00',
      available: '10000.00',
      frozen: '0.00',
      profit: '0.00',
      positionMarketValue: '0.00',
      historicalPnl: '0.00',
    });

    // Fill: 2 lots long at RM10.00 with 5× leverage: RM400 margin, RM9.60 fees, RM2 stamp duty.
    const answer = await postMember(
      testApp.app,
      tradeBuy.path,
      { code: '1155', market: 'MY', direction: 'long', priceType: 'market', quantity: 200, leverage: 5 },
      { session: member.session },
    );
    const positionId = dataOf(answer, tradeBuy).position?.id ?? 0;
    expect(await balances()).toMatchObject({
      totalAssets: '9988.40',
      available: '9588.40',
      frozen: '400.00',
      profit: '0.00',
      positionMarketValue: '2000.00',
      historicalPnl: '0.00',
    });

    // Tick: the stored quote moves to RM10.50 (the positions stay cached; the P&L does not).
    await setQuote(testApp, 'MY:1155', '10.50', '10.00');
    expect(await balances()).toMatchObject({
      totalAssets: '10088.40',
      frozen: '400.00',
      profit: '100.00',
      positionMarketValue: '2100.00',
    });
    await setQuote(testApp, 'MY:1155', '9.80', '10.00');
    expect(await balances()).toMatchObject({
      totalAssets: '9948.40',
      profit: '-40.00',
      positionMarketValue: '1960.00',
    });

    // Close at RM10.50: +RM100 gross, less 9.60 + 2.00 opening and 9.63 + 3.00 closing charges.
    await setQuote(testApp, 'MY:1155', '10.50', '10.00');
    await unlockPosition(testApp, positionId);
    dataOf(
      await postMember(testApp.app, tradeSell.path, { positionId }, { session: member.session }),
      tradeSell,
    );
    expect(await balances()).toMatchObject({
      totalAssets: '10075.77',
      available: '10075.77',
      frozen: '0.00',
      profit: '0.00',
      positionMarketValue: '0.00',
      historicalPnl: '75.77',
    });
  });

  it('shows a limit order filled by an engine round', async () => {
    await setQuote(testApp, 'MY:1155', '10.00');
    const answer = await postMember(
      testApp.app,
      tradeBuy.path,
      {
        code: '1155',
        market: 'MY',
        direction: 'long',
        priceType: 'limit',
        price: '9.90',
        quantity: 100,
        leverage: 5,
      },
      { session: member.session },
    );
    expect(dataOf(answer, tradeBuy).order.status).toBe('pending');
    expect(await balances()).toMatchObject({ profit: '0.00', positionMarketValue: '0.00' });
    await runRound(testApp, { 'MY:1155': '9.90' });
    await setQuote(testApp, 'MY:1155', '9.95');
    // 100 at RM9.90, valued at RM9.95: +RM5.00 floating, RM995.00 market value.
    expect(await balances()).toMatchObject({
      profit: '5.00',
      positionMarketValue: '995.00',
      historicalPnl: '75.77',
    });
  });
});

describe('trading figures in MYR', () => {
  const rates: MidRatesScaled = new Map([
    ['USD', parseRate('4.5') ?? 0n],
    ['JPY', parseRate('0.03') ?? 0n],
  ]);

  it('converts a loss like a gain of the same size', () => {
    expect(toBaseSignedMinor(-1_000n, 'USD', rates)).toBe(-4_500n);
    expect(toBaseSignedMinor(1_000n, 'USD', rates)).toBe(4_500n);
    expect(toBaseSignedMinor(-1_000n, 'KRW', rates)).toBe(0n);
  });

  it('adds the floating P&L to total assets, never below zero; market value and history apart', () => {
    const buckets = [
      { currency: 'MYR', bucket: 'available', balanceMinor: 10_000n },
      { currency: 'USD', bucket: 'margin', balanceMinor: 5_000n },
    ];
    const holdings = holdingsFromBuckets(buckets, rates, {
      profit: new Map([['USD', -1_000n]]),
      marketValue: new Map([['USD', 20_000n]]),
      historicalPnl: new Map([
        ['MYR', 1_234n],
        ['JPY', -10_000n],
      ]),
    });
    // 100.00 + USD 50.00 × 4.5 − USD 10.00 × 4.5 = MYR 280.00.
    expect(holdings).toMatchObject({
      totalAssetsMinor: 28_000n,
      profitMinor: -4_500n,
      positionMarketValueMinor: 90_000n,
      historicalPnlMinor: 1_234n - 30_000n,
    });
    const broke = holdingsFromBuckets(buckets, rates, {
      profit: new Map([['USD', -100_000n]]),
      marketValue: new Map(),
      historicalPnl: new Map(),
    });
    expect(broke.totalAssetsMinor).toBe(0n);
  });

  it('values longs and shorts: long (last − entry) × q, short (entry − last) × q, entry price without a quote', () => {
    const figures = figuresAt(
      {
        open: [
          { instrumentId: 1, currency: 'MYR', direction: 'long', quantity: '200', entryPrice: '10' },
          { instrumentId: 1, currency: 'MYR', direction: 'short', quantity: '100', entryPrice: '10.2' },
          { instrumentId: 2, currency: 'USD', direction: 'long', quantity: '10', entryPrice: '150' },
        ],
        historicalPnl: new Map(),
      },
      (id) => (id === 1 ? '10.5' : undefined),
    );
    expect(figures.profit).toEqual(
      new Map([
        ['MYR', 10_000n - 3_000n],
        ['USD', 0n],
      ]),
    );
    expect(figures.marketValue).toEqual(
      new Map([
        ['MYR', 210_000n + 105_000n],
        ['USD', 150_000n],
      ]),
    );
  });
});
