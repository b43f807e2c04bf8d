import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketQuotes, marketSummary, type MarketSummary } from '@saham/contract/quotes';
import { newsDetail, newsList } from '@saham/contract/news';
import { formatMoney } from '@saham/domain/format-money';
import { dueWrap } from '@saham/domain/news/market-wrap';
import { newsArticles } from '../../db/schema-news.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { loadMarket } from '../markets/service.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine, type MarketEngine } from '../quotes/engine.ts';
import { WRAP_SETTLE_MILLISECONDS, writeMarketWrap } from './market-wraps.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Monday 23 November 2026 in Kuala Lumpur: the morning session ends at 12:30 (04:30 UTC). */
const MIDDAY = Date.parse('2026-11-23T04:30:00Z');
const SECOND = 1000;
const EN = { headers: { 'accept-language': 'en' } };

describe('market-wrap news', () => {
  let testApp: TestApp;
  let engine: MarketEngine;
  const generated = () =>
    testApp.services.db
      .select()
      .from(newsArticles)
      .where(isNotNull(newsArticles.generatedKey))
      .orderBy(newsArticles.id);
  const read = async (id: number, language: string) =>
    dataOf(
      await postMember(testApp.app, 'news/detail', { id }, { headers: { 'accept-language': language } }),
      newsDetail,
    );

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: '2026-11-23T04:29:50Z' });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    engine = createMarketEngine(testApp.services, { logger: quiet });
    for (let instant = MIDDAY - 10 * SECOND; instant < MIDDAY; instant += SECOND)
      await engine.tickOnce(instant);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('writes nothing while the session trades nor before the last quotes have settled', async () => {
    expect(await generated()).toEqual([]);
    await engine.tickOnce(MIDDAY + 5 * SECOND);
    expect(await generated()).toEqual([]);
  });

  it('writes Bursa’s midday wrap once, stamped at 12:30 in Kuala Lumpur, with the figures the quote calls show', async () => {
    await engine.tickOnce(MIDDAY + WRAP_SETTLE_MILLISECONDS + SECOND);
    testApp.clock.advance(MIDDAY + WRAP_SETTLE_MILLISECONDS + SECOND - testApp.clock.now().getTime());
    const rows = await generated();
    expect(rows.map((row) => row.generatedKey)).toEqual(['MY:2026-11-23:midday']);
    const [row] = rows;
    if (row === undefined) throw new Error('no wrap');
    expect(row).toMatchObject({ state: 'published', category: 'price', authorName: 'system' });
    expect(row.publishedAt?.toISOString()).toBe('2026-11-23T04:30:00.000Z');

    const markets = dataOf(await postMember(testApp.app, 'market/summary', {}, EN), marketSummary).markets;
    const bursa = markets.find((market) => market.market === 'MY');
    if (bursa === undefined) throw new Error('no Bursa summary');
    const [card] = bursa.indices;
    if (card === undefined) throw new Error('no index card');
    expect(bursa.state).toBe('closed');
    expect(row.instrumentCodes[0]).toBe(card.symbol);

    const en = await read(row.id, 'en');
    const level = (value: string) => formatMoney(value, { decimals: value.split('.')[1]?.length ?? 0 });
    expect(en.title).toContain(`${card.name}`);
    expect(en.title).toContain(` at ${level(card.last)}`);
    expect(en.publishedAt).toBe('2026-11-23T04:30:00.000Z');
    const change = formatMoney(card.change, {
      decimals: card.change.split('.')[1]?.length ?? 0,
      signDisplay: 'always',
    });
    const percent = formatMoney(card.changePercent, { decimals: 2, signDisplay: 'always' });
    expect(en.body).toContain(
      `on 23-11-2026 at 12:30 MYT. The ${card.name} stood at ${level(card.last)}, ${change} (${percent}%)`,
    );
    const breadth = (summary: MarketSummary) =>
      `${formatMoney(String(summary.advancers), { decimals: 0 })} stocks rose, ${formatMoney(String(summary.decliners), { decimals: 0 })} fell and ${formatMoney(String(summary.unchanged), { decimals: 0 })} were unchanged`;
    expect(bursa.advancers + bursa.decliners).toBeGreaterThan(0);
    expect(en.summary).toContain(`At the midday break (12:30 MYT), ${breadth(bursa)}`);
    expect(en.instruments.map((instrument) => instrument.symbol)).toEqual(row.instrumentCodes);

    // The gainers and losers named are the top of the quote lists' gainers and losers.
    for (const sort of ['gainers', 'losers'] as const) {
      const list = dataOf(
        await postMember(testApp.app, 'market/quotes', { tab: 'listed', market: 'MY', sort, page: 1 }, EN),
        marketQuotes,
      ).items;
      const heading = sort === 'gainers' ? '<h3>Top gainers</h3>' : '<h3>Top losers</h3>';
      const section = en.body.split(heading)[1]?.split('</ul>')[0] ?? '';
      const moved = list.filter((quote) =>
        sort === 'gainers'
          ? quote.changePercent > '0' && !quote.changePercent.startsWith('-')
          : quote.changePercent.startsWith('-'),
      );
      const named = [...section.matchAll(/\((\w+)\) ([\d,.]+), ([+-][\d.]+)%/g)].map((match) => [
        match[1],
        match[3],
      ]);
      expect(named.length).toBeGreaterThan(0);
      expect(named).toEqual(
        moved
          .slice(0, 3)
          .map((quote) => [
            quote.code,
            formatMoney(quote.changePercent, { decimals: 2, signDisplay: 'always' }),
          ]),
      );
    }
  });

  it('writes the wrap in every language with each one’s words', async () => {
    const [row] = await generated();
    if (row === undefined) throw new Error('no wrap');
    expect((await read(row.id, 'ml')).summary).toMatch(
      /^Pada rehat tengah hari \(12:30 MYT\), [\d,]+ saham naik/,
    );
    expect((await read(row.id, 'zh')).summary).toMatch(/^午間休市時（12:30 MYT），[\d,]+ 隻股票上升/);
    expect((await read(row.id, 'ja')).title).toContain('前場');
    expect((await read(row.id, 'ko')).title).toContain('오전장 마감');
  });

  it('posts nothing twice: later rounds, a restarted job and two processes at once', async () => {
    await engine.tickOnce(MIDDAY + 60 * SECOND);
    await engine.tickOnce(MIDDAY + 61 * SECOND);
    const market = await loadMarket(testApp.services.db, 'MY', new Date(MIDDAY));
    if (market === null) throw new Error('no Bursa');
    const due = dueWrap(market, new Date(MIDDAY + 61 * SECOND), WRAP_SETTLE_MILLISECONDS);
    if (due === null) throw new Error('no wrap due');
    expect(
      await Promise.all([
        writeMarketWrap(testApp.services, market, due),
        writeMarketWrap(testApp.services, market, due),
      ]),
    ).toEqual([false, false]);
    expect((await generated()).length).toBe(1);

    // Bursa's close, written by two processes at the same moment: one article, stamped 17:00 MYT.
    const close = dueWrap(market, new Date('2026-11-23T09:00:31Z'), WRAP_SETTLE_MILLISECONDS);
    expect(close).toEqual({ date: '2026-11-23', point: 'close', at: new Date('2026-11-23T09:00:00Z') });
    if (close === null) throw new Error('no close due');
    const written = await Promise.all([
      writeMarketWrap(testApp.services, market, close),
      writeMarketWrap(testApp.services, market, close),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
    const keys = (await generated()).map((row) => row.generatedKey);
    expect(keys).toEqual(['MY:2026-11-23:midday', 'MY:2026-11-23:close']);
    const [closing] = await testApp.services.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.generatedKey, 'MY:2026-11-23:close'));
    expect(closing?.publishedAt?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(closing?.body.en).toContain('Trading ended on 23-11-2026 at 17:00 MYT.');
  });

  it('writes no wrap for a market that has not traded that day', async () => {
    // Hong Kong's break began at 12:00 HKT, but the engine never stepped it in this test.
    const hongKong = await loadMarket(testApp.services.db, 'HK', new Date(MIDDAY));
    if (hongKong === null) throw new Error('no Hong Kong');
    const due = dueWrap(hongKong, new Date(MIDDAY + 61 * SECOND), WRAP_SETTLE_MILLISECONDS);
    expect(due?.point).toBe('midday');
    if (due === null) throw new Error('no wrap due');
    expect(await writeMarketWrap(testApp.services, hongKong, due)).toBe(false);
    expect((await generated()).some((row) => row.generatedKey?.startsWith('HK:'))).toBe(false);
  });

  it('lists the wraps to members with the price news, newest first', async () => {
    const page = dataOf(await postMember(testApp.app, 'news/list', { category: 'price', page: 1 }), newsList);
    expect(page.items.map((item) => item.publishedAt)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T04:30:00.000Z',
    ]);
  });
});
