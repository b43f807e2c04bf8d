// market/quotes sorted by turnover across markets: turnovers are in each instrument's own currency,
// so the list compares them in ringgit (fx_rates) — a yen turnover must not outrank a larger ringgit one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { marketQuotes } from '@saham/contract/quotes';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';

/** The day's turnover in each instrument's currency; JPY 0.0278, USD 4.2 ringgit (migration 0004). */
const TURNOVERS: Record<string, string> = {
  'JP:7203': '3000000000', // ≈ 83.4 million ringgit
  'MY:1155': '100000000', // 100 million ringgit
  'US:AAPL': '20000000', // ≈ 84 million ringgit
  'HK:0700': '1000', // ≈ 540 ringgit
};

describe('market/quotes by turnover', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: '2026-11-23T02:00:00Z' });
    const { db } = testApp.services;
    await seedMarketDefaults(db, testApp.clock.now());
    const rows = await db
      .select({ id: instruments.id, symbol: instruments.symbol, prevClose: instruments.prevClose })
      .from(instruments)
      .where(inArray(instruments.symbol, Object.keys(TURNOVERS)));
    await db.insert(quotes).values(
      rows.map((row) => ({
        instrumentId: row.id,
        last: row.prevClose,
        prevClose: row.prevClose,
        turnover: TURNOVERS[row.symbol] ?? '0',
        phase: 'continuous',
        updatedAt: testApp.clock.now(),
      })),
    );
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('ranks the listed tab of every market by turnover in ringgit, not by the raw figure', async () => {
    const answer = await postMember(testApp.app, 'market/quotes', {
      tab: 'listed',
      sort: 'turnover',
      page: 1,
    });
    const page = dataOf(answer, marketQuotes);
    expect(page.items.slice(0, 4).map((quote) => quote.symbol)).toEqual([
      'MY:1155',
      'US:AAPL',
      'JP:7203',
      'HK:0700',
    ]);
    // The turnover itself stays in the instrument's currency.
    expect(page.items.find((quote) => quote.symbol === 'JP:7203')?.turnover).toBe('3000000000');
  });

  it('keeps the order within one market', async () => {
    const answer = await postMember(testApp.app, 'market/quotes', {
      tab: 'listed',
      market: 'US',
      sort: 'turnover',
      page: 1,
    });
    expect(dataOf(answer, marketQuotes).items[0]?.symbol).toBe('US:AAPL');
  });
});
