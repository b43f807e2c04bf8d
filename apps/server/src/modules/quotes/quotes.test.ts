import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  CANDLE_PERIODS,
  indexQuotes,
  marketCandles,
  marketDetail,
  marketQuotes,
} from '@saham/contract/quotes';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { rollUpIntraday, rollUpLong } from '@saham/domain/prices/candles';
import { createZoneClock } from '@saham/domain/prices/zone-clock';
import {
  candlesTag,
  instrumentTag,
  invalidateCached,
  QUOTES_TAG,
  readCachesOf,
} from '../../cache/read-caches.ts';
import { corporateActions, instruments } from '../../db/schema-markets.ts';
import { dailyCandles, minuteCandles, quotes } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine, type MarketEngine } from './engine.ts';
import { importHistoryCsv, UnknownSymbolError } from './import-history.ts';
import { priceFromText, priceText } from './instrument-params.ts';
import { CsvHistoryError } from './provider.ts';
import { dayCandleFromRow, minuteCandleFromRow } from './store.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Monday 23 November 2026, 10:00 in Kuala Lumpur. */
const MONDAY_10_MYT = Date.parse('2026-11-23T02:00:00Z');
const SAMPLE_CSV = path.resolve(
  import.meta.dirname,
  '../../../../../packages/domain/src/prices/sample-history.csv',
);

describe('quote calls', () => {
  let testApp: TestApp;
  let engine: MarketEngine;
  let maybankId: number;
  let rhbId: number;
  const call = (pathName: string, body: object, headers: Record<string, string> = {}) =>
    postMember(testApp.app, pathName, body, { headers });

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: '2026-11-23T02:00:00Z' });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    engine = createMarketEngine(testApp.services, { logger: quiet });
    await engine.backfill(MONDAY_10_MYT, ['MY:1155', 'US:AAPL']);
    for (let instant = MONDAY_10_MYT; instant < MONDAY_10_MYT + 125_000; instant += 1000) {
      await engine.tickOnce(instant);
    }
    const [row] = await testApp.services.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'MY:1155'));
    maybankId = row?.id ?? 0;
    const [rhb] = await testApp.services.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'MY:1295'));
    rhbId = rhb?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('parameter/gszk answers the domestic and US indices exactly as spec §7', async () => {
    const domestic = await call('parameter/gszk', { type: 'gngs' }, { 'accept-language': 'ch' });
    expect(Object.keys(domestic.body.data as object[])).toBeDefined();
    const items = dataOf(domestic, indexQuotes);
    expect(items.length).toBe(4);
    for (const item of domestic.body.data as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(['close', 'code', 'details', 'prev_close']);
      expect(Object.keys(item.details as object)).toEqual(['ko_name']);
    }
    const klci = items.find((item) => item.code === 'FBMKLCI');
    expect(klci?.details.ko_name).toMatch(/[\u4e00-\u9fff]/);
    expect(Number(klci?.close)).toBeGreaterThan(0);
    const us = dataOf(
      await call('parameter/gszk', { type: 'meiguo' }, { 'accept-language': 'en' }),
      indexQuotes,
    );
    expect(us.map((item) => item.code).sort()).toEqual(['DJI', 'IXIC', 'SPX'].sort());
    expect((await call('parameter/gszk', { type: 'other' })).statusCode).toBe(400);
  });

  it('market/quotes pages a tab ten at a time, sorted by gainers, losers or turnover, without indices', async () => {
    const first = dataOf(await call('market/quotes', { tab: 'listed', market: 'MY', page: 1 }), marketQuotes);
    const [{ total } = { total: 0 }] = await testApp.services.db
      .select({ total: count() })
      .from(instruments)
      .where(eq(instruments.market, 'MY'));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(total - 4);
    expect(first.hasMore).toBe(true);
    expect(first.items.every((item) => item.assetClass !== 'index' && item.market === 'MY')).toBe(true);
    const last = dataOf(
      await call('market/quotes', { tab: 'listed', market: 'MY', page: Math.ceil(first.total / 10) }),
      marketQuotes,
    );
    expect(last.hasMore).toBe(false);
    const maybank = first.items.find((item) => item.symbol === 'MY:1155');
    expect(maybank).toMatchObject({ code: '1155', currency: 'MYR', phase: 'continuous' });
    expect(Number(maybank?.change)).toBeCloseTo(Number(maybank?.last) - Number(maybank?.prevClose), 8);
    expect(maybank?.changePercent).toMatch(/^-?\d+\.\d{2}$/);

    const percents = async (sort: string) =>
      dataOf(await call('market/quotes', { tab: 'listed', sort, page: 1 }), marketQuotes).items.map((item) =>
        Number(item.changePercent),
      );
    const gainers = await percents('gainers');
    expect(gainers).toEqual([...gainers].sort((a, b) => b - a));
    const losers = await percents('losers');
    expect(losers).toEqual([...losers].sort((a, b) => a - b));
    expect(gainers[0]).toBeGreaterThanOrEqual(losers[0] ?? 0);
    // Within one market (one currency); across markets see quotes-turnover-sort.test.ts.
    const turnover = dataOf(
      await call('market/quotes', { tab: 'listed', market: 'MY', sort: 'turnover', page: 1 }),
      marketQuotes,
    );
    const turnovers = turnover.items.map((item) => Number(item.turnover));
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    const digital = dataOf(await call('market/quotes', { tab: 'digital', page: 1 }), marketQuotes);
    expect(digital.items.every((item) => item.market === 'CRYPTO')).toBe(true);
    // Unlisted instruments leave every tab; suspended ones stay, marked.
    const { db } = testApp.services;
    await db.update(instruments).set({ status: 'unlisted' }).where(eq(instruments.symbol, 'MY:1295'));
    await db.update(instruments).set({ status: 'suspended' }).where(eq(instruments.symbol, 'MY:1023'));
    const all = [];
    for (let page = 1; page <= 4; page += 1) {
      all.push(
        ...dataOf(await call('market/quotes', { tab: 'listed', market: 'MY', page }), marketQuotes).items,
      );
    }
    expect(all.some((item) => item.symbol === 'MY:1295')).toBe(false);
    expect(all.find((item) => item.symbol === 'MY:1023')?.phase).toBe('suspended');
    await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1295'));
    await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1023'));
  });

  it('market/quotes continues a ranking taken at its first page, however prices move before the next', async () => {
    const { db } = testApp.services;
    const page = async (sort: string, pageNumber: number, ranking?: string, market = 'MY') =>
      dataOf(
        await call('market/quotes', { tab: 'listed', market, sort, page: pageNumber, ranking }),
        marketQuotes,
      );
    const first = await page('gainers', 1);
    expect(first.ranking).toEqual(expect.any(String));
    // The first page's gainers become the day's worst losers before the member loads more.
    const moved = first.items.map((item) => item.symbol);
    const saved = await db
      .select({ instrumentId: quotes.instrumentId, last: quotes.last })
      .from(quotes)
      .innerJoin(instruments, eq(instruments.id, quotes.instrumentId))
      .where(inArray(instruments.symbol, moved));
    for (const row of saved) {
      await db
        .update(quotes)
        .set({ last: sql`${quotes.prevClose} * 0.5` })
        .where(eq(quotes.instrumentId, row.instrumentId));
    }
    try {
      const seen = [...moved];
      for (let pageNumber = 2; pageNumber <= Math.ceil(first.total / 10); pageNumber += 1) {
        const next = await page('gainers', pageNumber, first.ranking ?? undefined);
        expect(next.ranking).toBe(first.ranking);
        seen.push(...next.items.map((item) => item.symbol));
      }
      // Every instrument exactly once, in the first page's ranking.
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(first.total);
      // Ranked afresh, the moved instruments leave the top; another list's ranking is not continued.
      const fresh = await page('gainers', 1);
      expect(fresh.ranking).not.toBe(first.ranking);
      expect(fresh.items.some((item) => moved.includes(item.symbol))).toBe(false);
      const other = await page('losers', 2, first.ranking ?? undefined);
      expect(other.ranking).not.toBe(first.ranking);
      // The market's own order needs no ranking.
      expect((await page('default', 1)).ranking).toBeNull();
    } finally {
      for (const row of saved) {
        await db.update(quotes).set({ last: row.last }).where(eq(quotes.instrumentId, row.instrumentId));
      }
    }
  });

  it('market/quotes shows the page that takes a ranking in its order while prices keep moving', async () => {
    const { db } = testApp.services;
    const listed = await db
      .select({ instrumentId: quotes.instrumentId, last: quotes.last })
      .from(quotes)
      .innerJoin(instruments, eq(instruments.id, quotes.instrumentId))
      .where(eq(instruments.market, 'MY'));
    // Prices move, as the engine's ticks do, while first pages are read. A read split in two lets a move
    // in between on PostgreSQL (and on PGlite on disk, as the browser suite's server found).
    let step = 0;
    /** Moves one price after another, letting other work in between, until `until` settles. */
    const moveWhile = async (until: Promise<unknown>) => {
      let settled = false;
      void until.finally(() => (settled = true));
      while (!settled) {
        // As the engine writes a second's ticks: several prices in one transaction.
        await db.transaction(async (tx) => {
          for (let turn = 0; turn < 3; turn += 1, step += 1) {
            const row = listed[(step * 7) % listed.length];
            const factor = ['1.09', '0.91', '1.04', '0.96', '1.07', '0.93'][step % 6];
            if (row === undefined || factor === undefined) return;
            await tx
              .update(quotes)
              .set({ last: sql`round(${quotes.prevClose} * ${factor}::numeric, 2)` })
              .where(eq(quotes.instrumentId, row.instrumentId));
          }
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        for (const sort of ['gainers', 'losers'] as const) {
          const reading = call('market/quotes', { tab: 'listed', market: 'MY', sort, page: 1 });
          const [answer] = await Promise.all([reading, moveWhile(reading)]);
          const percents = dataOf(answer, marketQuotes).items.map((item) => Number(item.changePercent));
          const sorted = [...percents].sort((a, b) => (sort === 'gainers' ? b - a : a - b));
          expect(percents).toEqual(sorted);
        }
      }
    } finally {
      for (const row of listed) {
        await db.update(quotes).set({ last: row.last }).where(eq(quotes.instrumentId, row.instrumentId));
      }
    }
  });

  it('market/detail answers the quote and profile; an unknown or unlisted symbol is refused', async () => {
    const detail = dataOf(
      await call('market/detail', { symbol: 'MY:1155' }, { 'accept-language': 'en' }),
      marketDetail,
    );
    expect(detail).toMatchObject({ symbol: 'MY:1155', lotSize: '100', timezone: 'Asia/Kuala_Lumpur' });
    expect(detail.name).toMatch(/Malayan Banking|Maybank/);
    expect(detail.priceLimits).not.toBeNull();
    expect(Number(detail.priceLimits?.upper)).toBeGreaterThan(Number(detail.prevClose));
    expect(detail.tickSize).toBe('0.02');
    expect(detail.nextOpen).toBe(testApp.clock.now().toISOString().slice(0, 19) + detail.nextOpen?.slice(19));
    expect(detail.profile.marketCap).not.toBeNull();
    for (const symbol of ['MY:NOPE', 'XX:1']) {
      expect((await call('market/detail', { symbol })).body).toMatchObject({
        status: 0,
        msg: 'PRODUCT_NOT_FOUND',
      });
    }
    const { db } = testApp.services;
    await db.update(instruments).set({ status: 'unlisted' }).where(eq(instruments.symbol, 'MY:1295'));
    // What the staff's status change (markets/repo.ts) does after its write.
    await invalidateCached(db, [instrumentTag(rhbId)]);
    expect((await call('market/detail', { symbol: 'MY:1295' })).body.msg).toBe('PRODUCT_NOT_FOUND');
    expect((await call('market/candles', { symbol: 'MY:1295', period: '1d' })).body.msg).toBe(
      'PRODUCT_NOT_FOUND',
    );
    await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1295'));
    await invalidateCached(db, [instrumentTag(rhbId)]);
  });

  it('serves candles equal to the domain roll-ups of the stored candles, paging back with before', async () => {
    const { db } = testApp.services;
    const days = (
      await db
        .select()
        .from(dailyCandles)
        .where(eq(dailyCandles.instrumentId, maybankId))
        .orderBy(asc(dailyCandles.tradingDay))
    ).map((row) => dayCandleFromRow(row, 0));
    const [quote] = await db.select().from(quotes).where(eq(quotes.instrumentId, maybankId));
    const today = {
      date: quote?.tradingDay ?? '',
      open: priceFromText(quote?.open ?? '1'),
      high: priceFromText(quote?.high ?? '1'),
      low: priceFromText(quote?.low ?? '1'),
      close: priceFromText(quote?.last ?? '1'),
      volume: BigInt(quote?.volume ?? '0'),
      turnover: priceFromText(quote?.turnover ?? '0'),
    };
    const withToday = [...days, today];
    for (const [period, longPeriod] of [
      ['1w', 'week'],
      ['1mo', 'month'],
      ['6mo', 'halfYear'],
      ['1y', 'year'],
    ] as const) {
      const answer = dataOf(
        await call('market/candles', { symbol: 'MY:1155', period, limit: 500 }),
        marketCandles,
      );
      const expected = rollUpLong(withToday, longPeriod);
      expect(
        answer.candles.map((candle) => candle.close),
        period,
      ).toEqual(expected.map((candle) => priceText(candle.close)));
      expect(answer.candles.map((candle) => candle.date)).toEqual(expected.map((candle) => candle.date));
    }
    const daily = dataOf(
      await call('market/candles', { symbol: 'MY:1155', period: '1d', limit: 250 }),
      marketCandles,
    );
    expect(daily.candles).toHaveLength(250);
    expect(daily.candles.at(-1)?.date).toBe('2026-11-23');
    expect(daily.hasMore).toBe(true);
    const older = dataOf(
      await call('market/candles', {
        symbol: 'MY:1155',
        period: '1d',
        limit: 10,
        before: daily.candles[0]?.date,
      }),
      marketCandles,
    );
    expect((older.candles.at(-1)?.date ?? '') < (daily.candles[0]?.date ?? '')).toBe(true);

    const minutes = (
      await db
        .select()
        .from(minuteCandles)
        .where(eq(minuteCandles.instrumentId, maybankId))
        .orderBy(asc(minuteCandles.start))
    ).map((row) => minuteCandleFromRow(row, 0));
    const zone = createZoneClock('Asia/Kuala_Lumpur');
    const fifteen = dataOf(
      await call('market/candles', {
        symbol: 'MY:1155',
        period: '15m',
        limit: 40,
        before: '2026-11-21T00:00:00Z',
      }),
      marketCandles,
    );
    const expected = rollUpIntraday(
      minutes.filter((candle) => candle.time < Date.parse('2026-11-21T00:00:00Z')),
      15,
      zone.offsetMinutesAt,
    ).slice(-40);
    expect(fifteen.candles.map((candle) => [candle.time, candle.close])).toEqual(
      expected.map((candle) => [new Date(candle.time).toISOString(), priceText(candle.close)]),
    );
    // Time-share: the minutes of the current trading day only.
    const timeShare = dataOf(
      await call('market/candles', { symbol: 'MY:1155', period: '1m', limit: 500 }),
      marketCandles,
    );
    expect(timeShare.tradingDay).toBe('2026-11-23');
    expect(timeShare.candles.length).toBe(2);
    expect((await call('market/candles', { symbol: 'MY:1155', period: '1m', before: 'soon' })).body.msg).toBe(
      'INVALID_INPUT',
    );
    expect((await call('market/candles', { symbol: 'MY:1155', period: '1d', limit: 501 })).statusCode).toBe(
      400,
    );
  });

  it('adjusts prices before a split or dividend forward (前复权) and after it backward (后复权)', async () => {
    const { db } = testApp.services;
    // Only the split: the seed's own dividends of Maybank are removed first.
    await db.delete(corporateActions).where(eq(corporateActions.instrumentId, maybankId));
    await db
      .insert(corporateActions)
      .values({ instrumentId: maybankId, kind: 'split', exDate: '2026-06-01', splitFrom: 1, splitTo: 2 });
    // What a staff edit of the actions (markets/repo.ts) does after its write.
    await invalidateCached(db, [instrumentTag(maybankId)]);
    const read = async (adjust: string) =>
      dataOf(
        await call('market/candles', { symbol: 'MY:1155', period: '1d', adjust, limit: 300 }),
        marketCandles,
      ).candles;
    const [none, forward, backward] = [await read('none'), await read('forward'), await read('backward')];
    const at = (candles: typeof none, date: string) =>
      Number(candles.find((candle) => candle.date === date)?.close);
    const dateOf = (candle: (typeof none)[number]) => candle.date ?? '';
    const before =
      none.find((candle) => dateOf(candle) < '2026-06-01' && dateOf(candle) > '2026-05-20')?.date ?? '';
    const after = none.find((candle) => dateOf(candle) >= '2026-06-01')?.date ?? '';
    expect(at(forward, before)).toBeCloseTo(at(none, before) / 2, 2);
    expect(at(forward, after)).toBe(at(none, after));
    expect(at(backward, before)).toBe(at(none, before));
    expect(at(backward, after)).toBeCloseTo(at(none, after) * 2, 2);
    await db.delete(corporateActions).where(eq(corporateActions.exDate, '2026-06-01'));
    await invalidateCached(db, [instrumentTag(maybankId)]);
  });

  it('imports the sample CSV history idempotently in one transaction, refusing a bad file with its line', async () => {
    const { db } = testApp.services;
    const text = fs.readFileSync(SAMPLE_CSV, 'utf8');
    const [hk] = await db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'US:MSFT'));
    const options = { symbol: 'us:msft', text, seed: 1, now: MONDAY_10_MYT };
    const outcome = await importHistoryCsv(db, options);
    const rows = text.trim().split('\n').length - 1;
    expect(outcome).toMatchObject({ kind: 'daily', rows, first: '2025-10-01' });
    const countDays = async () =>
      (
        await db
          .select({ total: count() })
          .from(dailyCandles)
          .where(eq(dailyCandles.instrumentId, hk?.id ?? 0))
      )[0]?.total;
    expect(await countDays()).toBe(rows);
    await importHistoryCsv(db, options);
    expect(await countDays()).toBe(rows);
    const [first] = await db
      .select()
      .from(dailyCandles)
      .where(eq(dailyCandles.instrumentId, hk?.id ?? 0))
      .orderBy(asc(dailyCandles.tradingDay))
      .limit(1);
    expect(first).toMatchObject({
      tradingDay: '2025-10-01',
      open: '9.94',
      close: '9.97',
      volume: '14000800',
    });
    // The quote the engine continues from is the last close.
    const [quote] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.instrumentId, hk?.id ?? 0));
    expect(quote?.last).toBe(text.trim().split('\n').at(-1)?.split(',')[4]);

    const broken = text.replace('2025-10-02,9.95,9.99', '2025-10-02,9.95,9.90');
    await expect(importHistoryCsv(db, { ...options, text: broken })).rejects.toThrow(CsvHistoryError);
    await expect(importHistoryCsv(db, { ...options, text: broken })).rejects.toThrow(/line 3 PRICE_ORDER/);
    await expect(importHistoryCsv(db, { ...options, symbol: 'US:NOPE' })).rejects.toThrow(UnknownSymbolError);
    const minuteText =
      'datetime,open,high,low,close,volume\n2026-11-20T09:30+08:00,380,381,379.8,380.2,1000\n2026-11-20T09:31+08:00,380.2,380.6,380,380.4,1200\n';
    expect(await importHistoryCsv(db, { ...options, text: minuteText })).toMatchObject({
      kind: 'minute',
      rows: 2,
    });
    expect(DEFAULT_MARKETS.HK.timezone).toBe('Asia/Hong_Kong');
  });
  it('keeps chart reads in memory until a candle of the instrument is written, equal to uncached reads', async () => {
    const { db } = testApp.services;
    const caches = readCachesOf(db);
    if (caches === null) throw new Error('the app has no read caches');
    const read = async (body: object) => dataOf(await call('market/candles', body), marketCandles);
    /** The same call with the read caches off: every part read and derived from the database again. */
    const uncached = async (body: object) => {
      caches.setEnabled(false);
      try {
        return await read(body);
      } finally {
        caches.setEnabled(true);
      }
    };
    // A split and a dividend, so the adjusted series differ from the traded one.
    await db.insert(corporateActions).values([
      { instrumentId: maybankId, kind: 'split', exDate: '2026-03-02', splitFrom: 1, splitTo: 2 },
      { instrumentId: maybankId, kind: 'dividend', exDate: '2026-09-01', amount: '0.30' },
    ]);
    await invalidateCached(db, [instrumentTag(maybankId)]);
    for (const period of CANDLE_PERIODS) {
      for (const adjust of ['none', 'forward', 'backward']) {
        const body = { symbol: 'MY:1155', period, adjust, limit: 300 };
        const first = await read(body);
        expect(await read(body), `${period} ${adjust}`).toEqual(first);
        expect(first, `${period} ${adjust}`).toEqual(await uncached(body));
      }
    }
    const forward = await read({ symbol: 'MY:1155', period: '1w', adjust: 'forward', limit: 300 });
    const none = await read({ symbol: 'MY:1155', period: '1w', limit: 300 });
    expect(forward.candles[0]?.close).not.toBe(none.candles[0]?.close);

    // A stored candle changed behind the cache's back is not seen until its instrument's tag drops.
    const timeShare = { symbol: 'MY:1155', period: '1m', limit: 500 };
    const before = await read(timeShare);
    const firstMinute = before.candles[0];
    await db
      .update(minuteCandles)
      .set({ close: '99.99', high: '99.99' })
      .where(
        and(
          eq(minuteCandles.instrumentId, maybankId),
          eq(minuteCandles.start, new Date(firstMinute?.time ?? 0)),
        ),
      );
    expect(await read(timeShare)).toEqual(before);
    await invalidateCached(db, [candlesTag(maybankId)]);
    expect((await read(timeShare)).candles[0]?.close).toBe('99.99');

    // A minute closing in the engine drops the series: the new minute shows at once.
    const minutesBefore = (await read(timeShare)).candles.length;
    const weekBefore = await read({ symbol: 'MY:1155', period: '1w', limit: 10 });
    for (let instant = MONDAY_10_MYT + 125_000; instant <= MONDAY_10_MYT + 185_000; instant += 1000) {
      await engine.tickOnce(instant);
    }
    const timeShareAfter = await read(timeShare);
    expect(timeShareAfter.candles).toHaveLength(minutesBefore + 1);
    expect(timeShareAfter).toEqual(await uncached(timeShare));
    // Today's candle (from the quote) is merged into the current week on every read.
    const weekAfter = await read({ symbol: 'MY:1155', period: '1w', limit: 10 });
    expect(weekAfter).toEqual(await uncached({ symbol: 'MY:1155', period: '1w', limit: 10 }));
    expect(weekAfter.candles.at(-1)?.volume).not.toBe(weekBefore.candles.at(-1)?.volume);

    // A new trading day: Monday's day candle is stored by the engine and the daily series shows it.
    const daily = { symbol: 'MY:1155', period: '1d', limit: 5 };
    expect((await read(daily)).candles.at(-1)?.date).toBe('2026-11-23');
    const tuesday = Date.parse('2026-11-24T01:30:00Z');
    for (let instant = tuesday; instant < tuesday + 5_000; instant += 1000) await engine.tickOnce(instant);
    const afterRoll = await read(daily);
    expect(afterRoll.candles.map((candle) => candle.date).slice(-2)).toEqual(['2026-11-23', '2026-11-24']);
    expect(afterRoll).toEqual(await uncached(daily));

    // A quote written without a candle closing (as the engine does every two seconds): the same
    // series, a new today's candle, in every period that merges it.
    const [quoteRow] = await db
      .select({ last: quotes.last, high: quotes.high })
      .from(quotes)
      .where(eq(quotes.instrumentId, maybankId));
    const weekly = { symbol: 'MY:1155', period: '1w', limit: 5 };
    for (const [index, body] of [daily, weekly].entries()) {
      const shown = await read(body);
      expect(await read(body)).toEqual(shown);
      const higher = priceText(priceFromText(quoteRow?.high ?? '0') + priceFromText(`0.${index + 1}0`));
      await db.update(quotes).set({ last: higher, high: higher }).where(eq(quotes.instrumentId, maybankId));
      await invalidateCached(db, [QUOTES_TAG]);
      const moved = await read(body);
      expect(moved.candles.at(-1)?.close, body.period).toBe(higher);
      expect(moved.candles.at(-1)?.high, body.period).toBe(higher);
      expect(moved).toEqual(await uncached(body));
    }
    await db
      .update(quotes)
      .set(quoteRow ?? {})
      .where(eq(quotes.instrumentId, maybankId));
    await invalidateCached(db, [QUOTES_TAG]);
    await db.delete(corporateActions).where(eq(corporateActions.instrumentId, maybankId));
    await invalidateCached(db, [instrumentTag(maybankId)]);
  });
});
