// Test helpers of the trading module: quotes written straight to the quotes table (dropping the
// cached ones, as the engine's writes do), engine rounds with
// chosen prices, unlocked positions, margin permission, bucket balances, and the app a test file shares.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { decimal } from '@saham/domain/markets/decimal';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import type { SimState } from '@saham/domain/prices/simulator';
import { instruments, markets } from '../../db/schema-markets.ts';
import { tradePositions } from '../../db/schema-trading.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { quotes } from '../../db/schema-prices.ts';
import { invalidateCached, MARKETS_TAG, QUOTES_TAG } from '../../cache/read-caches.ts';
import { runTradingRound, type RoundOutcome } from './round.ts';
import { setMarginEnabled, writeDeskSettings } from './repo.ts';

/** 2 lots of Maybank long at market, 5× leverage: at RM10.00, RM400 margin, RM9.60 fees, RM2 stamp duty. */
export const BURSA_MARKET_LONG = {
  code: '1155',
  market: 'MY',
  direction: 'long',
  priceType: 'market',
  quantity: 200,
  leverage: 5,
};

export async function instrumentIdOf(testApp: TestApp, symbol: string): Promise<number> {
  const [row] = await testApp.services.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  if (!row) throw new Error(`no instrument ${symbol}`);
  return row.id;
}

/** Writes the latest quote of an instrument as the engine would. */
export async function setQuote(testApp: TestApp, symbol: string, last: string, prevClose = last) {
  const row = {
    instrumentId: await instrumentIdOf(testApp, symbol),
    last,
    prevClose,
    open: last,
    high: last,
    low: last,
    volume: '0',
    turnover: '0',
    tradingDay: testApp.clock.now().toISOString().slice(0, 10),
    indicative: null,
    phase: 'continuous',
    updatedAt: testApp.clock.now(),
  };
  await testApp.services.db
    .insert(quotes)
    .values(row)
    .onConflictDoUpdate({ target: quotes.instrumentId, set: row });
  await invalidateCached(testApp.services.db, [QUOTES_TAG]);
}

function stateAt(last: string): SimState {
  const price = decimal(last);
  return {
    last: price,
    prevClose: price,
    tradingDay: null,
    open: price,
    high: price,
    low: price,
    volume: 0n,
    turnover: 0n,
    indicative: null,
    lastInstant: null,
  };
}

/** One engine round after which `prices` are the last prices and `open` markets trade continuously. */
export async function runRound(
  testApp: TestApp,
  prices: Record<string, string>,
  open: readonly MarketCode[] = ['MY', 'US', 'JP', 'CN'],
): Promise<RoundOutcome> {
  const phases = new Map<MarketCode, Phase>(open.map((code) => [code, 'continuous']));
  return runTradingRound(testApp.services, {
    instant: testApp.clock.now().getTime(),
    phases,
    stateOf: (symbol) => (prices[symbol] === undefined ? null : stateAt(prices[symbol])),
  });
}

export async function unlockPosition(testApp: TestApp, positionId: number): Promise<void> {
  await testApp.services.db
    .update(tradePositions)
    .set({ lockedUntil: new Date(testApp.clock.now().getTime() - 1000) })
    .where(eq(tradePositions.id, positionId));
}

export async function enableMargin(testApp: TestApp, memberId: number): Promise<void> {
  await setMarginEnabled(testApp.services.db, memberId, true, testApp.clock.now());
}

export async function setDesk(testApp: TestApp, marketSpreadBps: number, maintenanceMarginPercent = 50) {
  await writeDeskSettings(
    testApp.services.db,
    { marketSpreadBps, maintenanceMarginPercent },
    testApp.clock.now(),
  );
}

export async function setMarketLock(
  testApp: TestApp,
  code: MarketCode,
  lock: typeof markets.$inferInsert.lock,
): Promise<void> {
  await testApp.services.db.update(markets).set({ lock }).where(eq(markets.code, code));
  await invalidateCached(testApp.services.db, [MARKETS_TAG]);
}

export async function bucketsOf(
  testApp: TestApp,
  memberId: number,
  currency: Currency,
): Promise<{ available: bigint; frozen: bigint; margin: bigint }> {
  const rows = await readMemberBuckets(testApp.services.db, memberId);
  const of = (bucket: string) =>
    rows.find((row) => row.currency === currency && row.bucket === bucket)?.balanceMinor ?? 0n;
  return { available: of('available'), frozen: of('frozen'), margin: of('margin') };
}

/**
 * The setup the trading test files share, called at the top of their describe block: one test app for
 * the file, with the market defaults seeded and Maybank (MY:1155) quoted at RM10.00 unless
 * `quoteMaybank` is false, handed to `use` (which may set up more) before the first test; the ledger's
 * invariants checked after each test; the app closed after the last.
 */
export function useTradingTestApp(
  use: (testApp: TestApp) => void | Promise<void>,
  options: { quoteMaybank?: boolean } = {},
): void {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    if (options.quoteMaybank !== false) await setQuote(testApp, 'MY:1155', '10.00');
    await use(testApp);
  }, 60_000);
  afterEach(async () => {
    if (!testApp) throw new Error('the trading test app did not start');
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp?.close();
  });
}
