import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { marketDetail, marketFlows } from '@saham/contract/quotes';
import { decimal } from '@saham/domain/markets/decimal';
import { dailyFlows } from '@saham/domain/prices/flows';
import { instruments, markets } from '../../db/schema-markets.ts';
import { dailyCandles } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine } from './engine.ts';
import { dayCandleFromRow } from './store.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Monday 23 November 2026, 10:00 in Kuala Lumpur. */
const MONDAY_10_MYT = Date.parse('2026-11-23T02:00:00Z');
const SEED = 4242;

function signedDecimal(text: string): bigint {
  return text.startsWith('-') ? -decimal(text.slice(1)) : decimal(text);
}

describe('market/flows (short selling and investor net buying, provider data)', () => {
  let testApp: TestApp;
  const call = (body: object) => postMember(testApp.app, 'market/flows', body);

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: '2026-11-23T02:00:00Z', marketSeed: SEED });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await createMarketEngine(testApp.services, { logger: quiet }).backfill(MONDAY_10_MYT, [
      'MY:1155',
      'MY:FBMKLCI',
    ]);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("answers the latest stored days, newest first, exactly the domain's figures for the server's seed", async () => {
    const answer = dataOf(await call({ symbol: 'my:1155' }), marketFlows);
    expect(answer).toMatchObject({ symbol: 'MY:1155', currency: 'MYR', source: 'simulator' });
    expect(answer.days).toHaveLength(10);
    const { db } = testApp.services;
    const [row] = await db.select().from(instruments).where(eq(instruments.symbol, 'MY:1155'));
    const stored = (
      await db
        .select()
        .from(dailyCandles)
        .where(eq(dailyCandles.instrumentId, row?.id ?? 0))
        .orderBy(desc(dailyCandles.tradingDay))
        .limit(10)
    ).map((candle) => dayCandleFromRow(candle, 0));
    const expected = dailyFlows(SEED, 'MY:1155', stored);
    expect(answer.days.map((day) => day.date)).toEqual(stored.map((day) => day.date));
    answer.days.forEach((day, index) => {
      const flows = expected[index];
      expect(day.volume).toBe(String(flows?.volume));
      expect(day.shortVolume).toBe(String(flows?.shortVolume));
      expect(day.net.foreign.volume).toBe(String(flows?.netVolume.foreign));
    });
    // The same call answers the same figures.
    expect(dataOf(await call({ symbol: 'MY:1155' }), marketFlows)).toEqual(answer);
  });

  it('keeps short volume within the volume and nets the investor classes to zero, in shares and value', async () => {
    const answer = dataOf(await call({ symbol: 'MY:1155', days: 30 }), marketFlows);
    expect(answer.days).toHaveLength(30);
    for (const day of answer.days) {
      expect(BigInt(day.shortVolume)).toBeLessThanOrEqual(BigInt(day.volume));
      expect(Number(day.shortPercent)).toBeLessThanOrEqual(100);
      const sides = Object.values(day.net);
      expect(sides.reduce((sum, side) => sum + BigInt(side.volume), 0n)).toBe(0n);
      expect(sides.reduce((sum, side) => sum + signedDecimal(side.value), 0n)).toBe(0n);
    }
  });

  it('has no figures for an index, and refuses an unknown symbol or too many days', async () => {
    expect(dataOf(await call({ symbol: 'MY:FBMKLCI' }), marketFlows).days).toEqual([]);
    expect((await call({ symbol: 'MY:NOPE' })).body).toMatchObject({ status: 0, msg: 'PRODUCT_NOT_FOUND' });
    expect((await call({ symbol: 'MY:1155', days: 61 })).statusCode).toBe(400);
  });

  it("market/detail carries the market's short-selling rule and leverage cap for the order entry", async () => {
    const { db } = testApp.services;
    const detail = async () =>
      dataOf(await postMember(testApp.app, 'market/detail', { symbol: 'MY:1155' }), marketDetail);
    const [row] = await db.select().from(markets).where(eq(markets.code, 'MY'));
    expect(await detail()).toMatchObject({
      isShortSellingAllowed: row?.isShortSellingAllowed,
      maxLeverage: row?.maxLeverage,
    });
    await db
      .update(markets)
      .set({ isShortSellingAllowed: !row?.isShortSellingAllowed, maxLeverage: 7 })
      .where(eq(markets.code, 'MY'));
    // Markets are cached until the next minute.
    testApp.clock.advance(61_000);
    expect(await detail()).toMatchObject({
      isShortSellingAllowed: !row?.isShortSellingAllowed,
      maxLeverage: 7,
    });
  });
});
