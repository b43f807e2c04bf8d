import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { pricingRules } from '@saham/domain/markets/instrument';
import { phaseAt } from '@saham/domain/markets/sessions';
import { isOnTickGrid, isWithinLimits } from '@saham/domain/markets/ticks';
import type { SimState } from '@saham/domain/prices/simulator';
import { instruments } from '../../db/schema-markets.ts';
import { dailyCandles, minuteCandles, quotes } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine, type MarketEngine } from './engine.ts';
import { priceText } from './instrument-params.ts';
import { TICKS_CHANNEL } from '../../realtime/realtime.ts';
import { tickSchema } from '@saham/contract/realtime';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;
/** Monday 23 November 2026, 10:00 in Kuala Lumpur (Bursa's morning session). */
const MONDAY_10_MYT = Date.parse('2026-11-23T02:00:00Z');

async function freshApp(seed?: number): Promise<TestApp> {
  const testApp = await createTestApp(seed === undefined ? {} : { marketSeed: seed });
  await seedMarketDefaults(testApp.services.db, testApp.clock.now());
  return testApp;
}

async function storedSeries(testApp: TestApp) {
  const { db } = testApp.services;
  const quoteRows = await db
    .select({ symbol: instruments.symbol, last: quotes.last, volume: quotes.volume, high: quotes.high })
    .from(quotes)
    .innerJoin(instruments, eq(instruments.id, quotes.instrumentId))
    .orderBy(asc(instruments.symbol));
  const candleRows = await db
    .select({ symbol: instruments.symbol, start: minuteCandles.start, close: minuteCandles.close })
    .from(minuteCandles)
    .innerJoin(instruments, eq(instruments.id, minuteCandles.instrumentId))
    .orderBy(asc(instruments.symbol), asc(minuteCandles.start));
  return { quoteRows, candleRows };
}

/** Ticks every `stepMs` from `from` (inclusive) to `to` (exclusive). */
async function drive(engine: MarketEngine, from: number, to: number, stepMs: number): Promise<void> {
  for (let instant = from; instant < to; instant += stepMs) await engine.tickOnce(instant);
}

describe('market engine', () => {
  let testApp: TestApp;
  let engine: MarketEngine;
  beforeAll(async () => {
    testApp = await freshApp();
    engine = createMarketEngine(testApp.services, { logger: quiet });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it(
    'gives the same stored series for the same seed, and another for another seed',
    // 180 rounds over Bursa's 158 seeded instruments (issue 16 §6): about 20 s alone, more on a busy machine.
    { timeout: 120_000 },
    async () => {
      // Three minutes of Bursa's morning, one tick a second.
      await drive(engine, MONDAY_10_MYT, MONDAY_10_MYT + 3 * MINUTE + 1000, 1000);
      const first = await storedSeries(testApp);
      expect(first.candleRows.filter((row) => row.symbol === 'MY:1155')).toHaveLength(3);
      expect(first.quoteRows.length).toBeGreaterThan(50);

      const again = await freshApp();
      const other = await freshApp(7);
      try {
        for (const app of [again, other]) {
          const twin = createMarketEngine(app.services, { logger: quiet });
          await drive(twin, MONDAY_10_MYT, MONDAY_10_MYT + 3 * MINUTE + 1000, 1000);
        }
        expect(await storedSeries(again)).toEqual(first);
        const different = await storedSeries(other);
        expect(different.quoteRows.map((row) => row.last)).not.toEqual(
          first.quoteRows.map((row) => row.last),
        );
      } finally {
        await again.close();
        await other.close();
      }
    },
  );

  it(
    'ticks only in a market session: no tick when closed, on a holiday or for a suspended instrument',
    { timeout: 120_000 },
    async () => {
      const watched = ['MY:1155', 'US:AAPL', 'CRYPTO:BTCUSDT', 'FX:EURUSD', 'JP:7203'];
      const moves = new Map<string, number>();
      const check = async (instant: number) => {
        const before = new Map(watched.map((symbol) => [symbol, engine.stateOf(symbol)]));
        await engine.tickOnce(instant);
        for (const symbol of watched) {
          const after = engine.stateOf(symbol);
          if (after === before.get(symbol)) continue;
          moves.set(symbol, (moves.get(symbol) ?? 0) + 1);
          const market = DEFAULT_MARKETS[symbol.split(':')[0] as keyof typeof DEFAULT_MARKETS];
          expect(
            phaseAt(market, new Date(instant)),
            `${symbol} at ${new Date(instant).toISOString()}`,
          ).not.toBe('closed');
        }
      };
      // A whole Monday-to-Tuesday and the Saturday after, every 13 minutes.
      for (
        let instant = MONDAY_10_MYT + 5 * MINUTE;
        instant < MONDAY_10_MYT + 26 * 3600_000;
        instant += 13 * MINUTE
      ) {
        await check(instant);
      }
      for (const symbol of watched) expect(moves.get(symbol), symbol).toBeGreaterThan(0);
      // Saturday 28 November: crypto trades, forex and shares do not.
      const saturday = Date.parse('2026-11-28T02:00:00Z');
      const frozen = new Map(watched.map((symbol) => [symbol, engine.stateOf(symbol)]));
      for (let instant = saturday; instant < saturday + 12 * 3600_000; instant += 13 * MINUTE)
        await engine.tickOnce(instant);
      expect(engine.stateOf('CRYPTO:BTCUSDT')).not.toBe(frozen.get('CRYPTO:BTCUSDT'));
      for (const symbol of ['MY:1155', 'US:AAPL', 'FX:EURUSD', 'JP:7203']) {
        expect(engine.stateOf(symbol), symbol).toBe(frozen.get(symbol));
      }
      // Christmas Day (Friday 25 December) is a Bursa holiday: nothing in its session hours.
      const christmas = Date.parse('2026-12-25T01:00:00Z');
      const beforeHoliday = engine.stateOf('MY:1155');
      for (let instant = christmas; instant < christmas + 8 * 3600_000; instant += 11 * MINUTE)
        await engine.tickOnce(instant);
      expect(engine.stateOf('MY:1155')).toBe(beforeHoliday);
      // A suspended (or unlisted) instrument never ticks, in session or not.
      const { db } = testApp.services;
      await db.update(instruments).set({ status: 'suspended' }).where(eq(instruments.symbol, 'MY:1023'));
      await db.update(instruments).set({ status: 'unlisted' }).where(eq(instruments.symbol, 'MY:1295'));
      const monday = Date.parse('2026-12-28T02:00:00Z');
      await engine.load(monday);
      const held = [engine.stateOf('MY:1023'), engine.stateOf('MY:1295')];
      await drive(engine, monday, monday + 30_000, 1000);
      expect([engine.stateOf('MY:1023'), engine.stateOf('MY:1295')]).toEqual(held);
      expect(engine.stateOf('MY:1155')).not.toBe(beforeHoliday);
      await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1023'));
      await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1295'));
      await engine.load(monday);
    },
  );

  it('stores every price on the tick grid and inside the day limits, and rolls the trading day', async () => {
    const { db } = testApp.services;
    const rows = await db
      .select({ instrument: instruments, quote: quotes })
      .from(quotes)
      .innerJoin(instruments, eq(instruments.id, quotes.instrumentId));
    expect(rows.length).toBeGreaterThan(100);
    for (const { instrument, quote } of rows) {
      const rules = pricingRules(DEFAULT_MARKETS[instrument.market], instrument);
      for (const price of [quote.last, quote.open, quote.high, quote.low]) {
        if (price === null) continue;
        expect(isOnTickGrid(rules, price), `${instrument.symbol} ${price}`).toBe(true);
        expect(
          isWithinLimits(rules, quote.prevClose, price),
          `${instrument.symbol} ${price} / ${quote.prevClose}`,
        ).toBe(true);
      }
    }
    // The Monday's day candle was written when Tuesday began, and Tuesday's previous close is its close.
    const [maybank] = await db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'MY:1155'));
    const days = await db
      .select()
      .from(dailyCandles)
      .where(eq(dailyCandles.instrumentId, maybank?.id ?? 0))
      .orderBy(asc(dailyCandles.tradingDay));
    expect(days.map((day) => day.tradingDay)).toContain('2026-11-23');
    const monday = days.find((day) => day.tradingDay === '2026-11-23');
    const tuesday = days.find((day) => day.tradingDay === '2026-11-24');
    expect(tuesday?.open).toBeDefined();
    expect(monday?.close).toBeDefined();
  });

  it('publishes each trade through the real-time bus as a tick of the contract', async () => {
    const received: unknown[] = [];
    const stop = testApp.services.realtime.bus.subscribe(TICKS_CHANNEL, (payload) => received.push(payload));
    try {
      const instant = Date.parse('2026-12-28T02:05:00Z');
      const outcome = await engine.tickOnce(instant);
      await testApp.services.realtime.bus.flush();
      expect(outcome.trades).toBeGreaterThan(10);
      // Ticks of earlier seconds may still be queued on the bus: this second's are counted.
      const ticks = received
        .map((tick) => tickSchema.parse(tick))
        .filter((tick) => tick.time === new Date(instant).toISOString());
      expect(ticks).toHaveLength(outcome.trades);
      const maybank = ticks.find((tick) => tick.symbol === 'MY:1155');
      expect(maybank?.time).toBe(new Date(instant).toISOString());
      expect(maybank?.last).toBe(priceText(engine.stateOf('MY:1155')?.last ?? 0n));
    } finally {
      stop();
    }
  });

  it('resumes from the stored quotes after a restart, so the series stays continuous', async () => {
    const instant = Date.parse('2026-12-28T02:10:00Z');
    await engine.tickOnce(instant);
    const saved = engine.stateOf('MY:1155') as SimState;
    const restarted = createMarketEngine(testApp.services, { logger: quiet });
    await restarted.load(instant);
    const resumed = restarted.stateOf('MY:1155') as SimState;
    expect(resumed).toEqual({ ...saved, lastInstant: saved.lastInstant });
    // The next second continues from the same state in both engines.
    await restarted.tickOnce(instant + 1000);
    const twin = createMarketEngine(testApp.services, { logger: quiet, publish: false });
    expect(restarted.stateOf('MY:1155')?.prevClose).toBe(saved.prevClose);
    expect(twin.isLeader).toBe(false);
  });

  it('keeps the minute in progress across a restart, so that minute keeps its open, high, low and volume', async () => {
    const { db } = testApp.services;
    const [row] = await db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'MY:1155'));
    const minute = Date.parse('2026-12-28T02:20:00Z');
    const storedMinute = async () => {
      const [candle] = await db
        .select()
        .from(minuteCandles)
        .where(and(eq(minuteCandles.instrumentId, row?.id ?? 0), eq(minuteCandles.start, new Date(minute))));
      return candle;
    };
    // Half a minute in this engine, then a restart from the database mid-minute.
    await drive(engine, minute - 2000, minute + 30_000, 1000);
    const restarted = createMarketEngine(testApp.services, { logger: quiet, publish: false });
    await restarted.load(minute + 30_000);
    await drive(restarted, minute + 30_000, minute + MINUTE + 1000, 1000);
    const afterRestart = await storedMinute();
    // The same half minute without a restart (the simulator is deterministic): the engine that was
    // not restarted continues from the same state and stores its own candle of that minute.
    await drive(engine, minute + 30_000, minute + MINUTE + 1000, 1000);
    const uninterrupted = await storedMinute();
    expect(Number(uninterrupted?.volume)).toBeGreaterThan(0);
    expect(afterRestart).toEqual(uninterrupted);
  });

  it(
    'backfills two years of days and five trading days of minutes ending at the live previous close',
    { timeout: 60_000 },
    async () => {
      const fresh = await freshApp();
      try {
        const filler = createMarketEngine(fresh.services, { logger: quiet });
        const outcome = await filler.backfill(MONDAY_10_MYT, ['MY:1155']);
        expect(outcome.instruments).toBe(1);
        expect(outcome.dailyCandles).toBeGreaterThan(480);
        const [row] = await fresh.services.db
          .select({ id: instruments.id })
          .from(instruments)
          .where(eq(instruments.symbol, 'MY:1155'));
        const id = row?.id ?? 0;
        const days = await fresh.services.db
          .select()
          .from(dailyCandles)
          .where(eq(dailyCandles.instrumentId, id))
          .orderBy(asc(dailyCandles.tradingDay));
        expect(days[0]?.tradingDay.localeCompare('2024-11-25')).toBeLessThanOrEqual(0);
        expect(days[days.length - 1]?.tradingDay).toBe('2026-11-20');
        const [minuteCount] = await fresh.services.db
          .select({ total: count() })
          .from(minuteCandles)
          .where(eq(minuteCandles.instrumentId, id));
        // Five Bursa days of 5 h 45 min of continuous trading.
        expect(minuteCount?.total).toBeGreaterThan(5 * 300);
        // The live engine's next day opens from the last backfilled close.
        await filler.tickOnce(MONDAY_10_MYT);
        const lastClose = days[days.length - 1]?.close ?? '';
        expect(Number(priceText(filler.stateOf('MY:1155')?.prevClose ?? 0n))).toBe(Number(lastClose));
        const [quote] = await fresh.services.db.select().from(quotes).where(eq(quotes.instrumentId, id));
        expect(Number(quote?.prevClose)).toBe(Number(lastClose));
        // A second backfill finds history and does nothing.
        expect((await filler.backfill(MONDAY_10_MYT, ['MY:1155'])).instruments).toBe(0);
      } finally {
        await fresh.close();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('market engine leadership on PostgreSQL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await freshApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets exactly one of two engines on one database tick, and the other take over when it stops', async () => {
    const options = { logger: quiet, backfill: false, leaderRetryMs: 100, publish: false };
    const first = createMarketEngine(testApp.services, options);
    const second = createMarketEngine(testApp.services, options);
    first.start();
    await first.ready;
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);
    await first.stop();
    await second.ready;
    expect(second.isLeader).toBe(true);
    await second.stop();
  });
});
