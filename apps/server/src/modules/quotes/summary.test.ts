import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { marketSummary, type MarketSummary } from '@saham/contract/quotes';
import { PHASES } from '@saham/domain/markets/types';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { deleteMarketHolidayRow, upsertMarketHoliday } from '../markets/repo.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine } from './engine.ts';
import { marketStateOf } from './summary.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Monday 23 November 2026, 10:00 in Kuala Lumpur (Sunday 21:00 in New York). */
const MONDAY_10_MYT = Date.parse('2026-11-23T02:00:00Z');
const HOUR = 3_600_000;

describe('market/summary', () => {
  let testApp: TestApp;
  const summaries = async (headers: Record<string, string> = {}) => {
    const answer = dataOf(await postMember(testApp.app, 'market/summary', {}, { headers }), marketSummary);
    // The answer's time is the server's clock (the app counts down to openings with it).
    expect(Math.abs(Date.parse(answer.asOf) - testApp.clock.now().getTime())).toBeLessThan(5_000);
    return answer.markets;
  };
  const marketOf = (items: MarketSummary[], code: string) => {
    const found = items.find((item) => item.market === code);
    if (!found) throw new Error(`no ${code} summary`);
    return found;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: '2026-11-23T02:00:00Z' });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    const engine = createMarketEngine(testApp.services, { logger: quiet });
    for (let instant = MONDAY_10_MYT; instant < MONDAY_10_MYT + 20_000; instant += 1000) {
      await engine.tickOnce(instant);
    }
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('names what a market is doing from its phase, a holiday outranking closed', () => {
    const states = PHASES.map((phase) => [phase, marketStateOf(phase, false)]);
    expect(states).toEqual([
      ['pre_open', 'pre_open'],
      ['auction', 'auction'],
      ['continuous', 'open'],
      ['closing_auction', 'auction'],
      ['closed', 'closed'],
    ]);
    expect(marketStateOf('closed', true)).toBe('holiday');
    expect(marketStateOf('continuous', true)).toBe('open');
  });

  it('answers every market in order with its phase now, today’s sessions and the next opening', async () => {
    const items = await summaries();
    expect(items.map((item) => item.market)).toEqual(['MY', 'US', 'HK', 'JP', 'CN', 'CRYPTO', 'FX']);
    const bursa = marketOf(items, 'MY');
    expect(bursa).toMatchObject({
      state: 'open',
      phase: 'continuous',
      holiday: null,
      localDate: '2026-11-23',
    });
    expect(bursa.sessions).toEqual([
      { phase: 'pre_open', start: '2026-11-23T00:30:00.000Z', end: '2026-11-23T01:00:00.000Z' },
      { phase: 'continuous', start: '2026-11-23T01:00:00.000Z', end: '2026-11-23T04:30:00.000Z' },
      { phase: 'pre_open', start: '2026-11-23T06:00:00.000Z', end: '2026-11-23T06:30:00.000Z' },
      { phase: 'continuous', start: '2026-11-23T06:30:00.000Z', end: '2026-11-23T08:45:00.000Z' },
      { phase: 'closing_auction', start: '2026-11-23T08:45:00.000Z', end: '2026-11-23T09:00:00.000Z' },
    ]);
    // Open now: the next opening is now.
    expect(Date.parse(bursa.nextOpen ?? '')).toBeLessThanOrEqual(testApp.clock.now().getTime());
    const us = marketOf(items, 'US');
    // Sunday evening in New York: no session today, pre-open at 04:00 EST on Monday.
    expect(us).toMatchObject({ state: 'closed', localDate: '2026-11-22', sessions: [] });
    expect(us.nextOpen).toBe('2026-11-23T09:00:00.000Z');
    expect(marketOf(items, 'CRYPTO').state).toBe('open');
  });

  it('moves to auction in the closing auction', async () => {
    testApp.clock.advance(6 * HOUR + 50 * 60_000);
    try {
      expect(marketOf(await summaries(), 'MY')).toMatchObject({ state: 'auction', phase: 'closing_auction' });
    } finally {
      testApp.clock.advance(-(6 * HOUR + 50 * 60_000));
    }
  });

  it('says holiday, with its name, on a market holiday and shows no sessions', async () => {
    const { db } = testApp.services;
    await upsertMarketHoliday(db, 'MY', { date: '2026-11-23', name: 'Test holiday' });
    try {
      const bursa = marketOf(await summaries(), 'MY');
      expect(bursa).toMatchObject({
        state: 'holiday',
        phase: 'closed',
        holiday: 'Test holiday',
        sessions: [],
      });
      expect(bursa.nextOpen).toBe('2026-11-24T00:30:00.000Z');
    } finally {
      await deleteMarketHolidayRow(db, 'MY', '2026-11-23');
    }
  });

  it('counts advancers, decliners and unchanged and sums turnover of the listed instruments, indices apart', async () => {
    const bursa = marketOf(await summaries(), 'MY');
    const rows = await testApp.services.db
      .select({ last: quotes.last, prevClose: quotes.prevClose, turnover: quotes.turnover })
      .from(instruments)
      .innerJoin(quotes, eq(quotes.instrumentId, instruments.id))
      .where(
        and(
          eq(instruments.market, 'MY'),
          eq(instruments.status, 'listed'),
          ne(instruments.assetClass, 'index'),
        ),
      );
    const listed = await testApp.services.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(
        and(
          eq(instruments.market, 'MY'),
          eq(instruments.status, 'listed'),
          ne(instruments.assetClass, 'index'),
        ),
      );
    expect(bursa.advancers + bursa.decliners + bursa.unchanged).toBe(listed.length);
    const up = rows.filter((row) => Number(row.last) > Number(row.prevClose)).length;
    const down = rows.filter((row) => Number(row.last) < Number(row.prevClose)).length;
    expect(bursa.advancers).toBe(up);
    expect(bursa.decliners).toBe(down);
    expect(up + down).toBeGreaterThan(0);
    // Exact sum in sen (turnover has at most a few decimals; compare as scaled integers).
    const sen = rows.reduce((sum, row) => sum + BigInt(Math.round(Number(row.turnover) * 100)), 0n);
    expect(BigInt(bursa.turnover.replace('.', ''))).toBe(sen);
    expect(bursa.turnover).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists each market’s listed indices as quotes in the reader’s language', async () => {
    const items = await summaries({ 'accept-language': 'ch' });
    const symbols = items.flatMap((item) => item.indices.map((index) => index.symbol));
    expect(symbols).toEqual([
      'MY:FBMKLCI',
      'MY:FBMEMAS',
      'MY:FBM100',
      'MY:FBM70',
      'US:DJI',
      'US:SPX',
      'US:IXIC',
      'HK:HSI',
      'JP:N225',
      'CN:SSEC',
    ]);
    const klci = marketOf(items, 'MY').indices[0];
    expect(klci?.name).toBe('富时大马综合指数');
    expect(klci?.phase).toBe('continuous');
    expect(klci?.last).not.toBe(klci?.prevClose);
    await testApp.services.db
      .update(instruments)
      .set({ status: 'unlisted' })
      .where(eq(instruments.symbol, 'JP:N225'));
    try {
      expect(marketOf(await summaries(), 'JP').indices).toEqual([]);
    } finally {
      await testApp.services.db
        .update(instruments)
        .set({ status: 'listed' })
        .where(eq(instruments.symbol, 'JP:N225'));
    }
  });
});
