import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAVORITES,
  addFavorite,
  checkFavorite,
  listFavorites,
  removeFavorites,
  searchHistory,
  searchInstruments,
  type InstrumentItem,
} from '@saham/contract/favorites';
import type { Language } from '@saham/domain/languages';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { members } from '../../db/schema.ts';
import { favorites } from '../../db/schema-favorites.ts';
import { instruments } from '../../db/schema-markets.ts';
import { quotes } from '../../db/schema-prices.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  logInGuest,
  postMember,
  registerMember,
  type SessionHeaders,
  type TestMember,
} from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { searchTextOf } from '../markets/repo.ts';
import { seedMarketDefaults } from '../markets/seed.ts';

describe('instrument search, watchlist and search history', () => {
  let testApp: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (path: string, body: object, session?: SessionHeaders, headers?: Record<string, string>) =>
    postMember(testApp.app, path, body, {
      ...(session ? { session } : {}),
      ...(headers ? { headers } : {}),
    });

  async function search(q: string, page = 1, session?: SessionHeaders, headers?: Record<string, string>) {
    return dataOf(await call('market/search', { q, page }, session, headers), searchInstruments);
  }

  /** Every result of a search, page by page. */
  async function searchAll(q: string, session?: SessionHeaders): Promise<InstrumentItem[]> {
    const items: InstrumentItem[] = [];
    for (let page = 1; page < 50; page += 1) {
      const answer = await search(q, page, session);
      items.push(...answer.items);
      if (!answer.hasMore) break;
    }
    return items;
  }

  const symbols = (items: readonly InstrumentItem[]) => items.map((item) => item.symbol);

  async function setLanguage(memberId: number, language: Language): Promise<void> {
    await testApp.services.db.update(members).set({ language }).where(eq(members.id, memberId));
  }

  describe('search', () => {
    it.each([
      ['騰訊', 'Traditional Chinese'],
      ['腾讯', 'Simplified Chinese'],
      ['テンセント', 'Japanese'],
      ['텐센트', 'Korean'],
      ['tencent', 'English, any case'],
      ['  TENCENT  ', 'English with spaces around'],
    ])('finds Tencent by %s (%s)', async (q) => {
      expect(symbols((await search(q)).items)).toEqual(expect.arrayContaining(['HK:0700', 'US:TCEHY']));
    });

    it('answers names in the visitor header language and in the member stored language', async () => {
      const tencent = (items: readonly InstrumentItem[]) => items.find((item) => item.symbol === 'HK:0700');
      expect(tencent((await search('0700', 1, undefined, { 'accept-language': 'ja' })).items)?.name).toBe(
        'テンセント',
      );
      expect(tencent((await search('0700', 1, undefined, { 'accept-language': 'ch' })).items)?.name).toBe(
        '腾讯控股',
      );
      const korean = await registerMember(testApp);
      await setLanguage(korean.memberId, 'ko');
      expect(tencent((await search('騰訊', 1, korean.session)).items)?.name).toBe('텐센트');
      expect(tencent((await search('騰訊', 1, undefined, { 'accept-language': 'en' })).items)).toMatchObject({
        name: 'Tencent Holdings',
        market: 'HK',
        code: '0700',
        assetClass: 'stock',
        status: 'listed',
        currency: 'HKD',
        isFavorite: false,
      });
    });

    it('shows the latest quote: the reference close before the engine runs, then the engine price', async () => {
      const { db } = testApp.services;
      const before = (await search('1155')).items[0];
      expect(before).toMatchObject({
        symbol: 'MY:1155',
        last: '10.30',
        change: '0.00',
        changePercent: '0.00',
      });
      const [maybank] = await db.select().from(instruments).where(eq(instruments.symbol, 'MY:1155'));
      if (!maybank) throw new Error('MY:1155 missing');
      await db.insert(quotes).values({
        instrumentId: maybank.id,
        last: '10.50',
        prevClose: '10.30',
        phase: 'continuous',
        updatedAt: testApp.clock.now(),
      });
      expect((await search('1155')).items[0]).toMatchObject({
        last: '10.50',
        change: '0.20',
        changePercent: '1.94',
      });
      await db.delete(quotes).where(eq(quotes.instrumentId, maybank.id));
    });

    it('finds by code, the exact code first, ignoring case and full-width letters', async () => {
      expect((await search('1155')).items[0]?.symbol).toBe('MY:1155');
      expect((await search('aapl')).items[0]?.symbol).toBe('US:AAPL');
      expect((await search('ＡＡＰＬ')).items[0]?.symbol).toBe('US:AAPL');
      expect((await search('my:1155')).items[0]?.symbol).toBe('MY:1155');
    });

    it('finds Bursa stocks by their short names (aliases)', async () => {
      for (const [q, symbol] of [
        ['Maybank', 'MY:1155'],
        ['PBBANK', 'MY:1295'],
        ['tenaga', 'MY:5347'],
        ['cimb', 'MY:1023'],
      ] as const) {
        expect((await search(q)).items[0]?.symbol, q).toBe(symbol);
      }
    });

    it('ranks the exact code, then codes starting with the text, then name words, then the rest', async () => {
      const found = symbols(await searchAll('ma'));
      // MA (Mastercard) is the exact code; Malayan Banking and Maxis have a word starting with "ma";
      // Amazon.com and Walmart only contain it.
      expect(found[0]).toBe('US:MA');
      for (const wordMatch of ['MY:1155', 'MY:6012', 'US:META'])
        for (const inside of ['US:AMZN', 'US:WMT'])
          expect(found.indexOf(wordMatch), `${wordMatch} before ${inside}`).toBeLessThan(
            found.indexOf(inside),
          );
      const byCode = symbols(await searchAll('60'));
      const codePrefixed = byCode.filter((symbol) => symbol.split(':')[1]?.startsWith('60'));
      expect(byCode.slice(0, codePrefixed.length)).toEqual(codePrefixed);
      expect(codePrefixed.length).toBeGreaterThan(3);
      // Within a rank, the domestic market comes first.
      expect(codePrefixed[0]).toMatch(/^MY:/);
    });

    it('pages ten at a time without repeating an instrument', async () => {
      const expected = SEED_INSTRUMENTS.filter((item) =>
        searchTextOf(item.code, item.symbol, item.names).includes('usdt'),
      ).length;
      expect(expected).toBeGreaterThan(10);
      expect(expected).toBeLessThanOrEqual(20);
      const first = await search('usdt', 1);
      const second = await search('usdt', 2);
      expect(first).toMatchObject({ page: 1, total: expected, hasMore: true });
      expect(first.items).toHaveLength(10);
      expect(second).toMatchObject({ page: 2, total: expected, hasMore: false });
      expect(second.items).toHaveLength(expected - 10);
      expect(new Set([...symbols(first.items), ...symbols(second.items)]).size).toBe(expected);
    });

    it('finds nothing for empty text or text matching nothing, and treats % and _ literally', async () => {
      for (const q of ['', '   ', 'zzzz-nothing', '%', '_']) {
        expect(await search(q), q).toMatchObject({ items: [], total: 0, hasMore: false });
      }
    });

    it('never finds an unlisted instrument, and nobody can add it to a watchlist', async () => {
      const { db } = testApp.services;
      expect(symbols((await search('netflix')).items)).toContain('US:NFLX');
      await db.update(instruments).set({ status: 'unlisted' }).where(eq(instruments.symbol, 'US:NFLX'));
      expect((await search('netflix')).items).toEqual([]);
      expect((await search('NFLX')).items).toEqual([]);
      const refused = await call('favorite/add', { symbol: 'US:NFLX' }, member.session);
      expect(refused.body).toEqual({ status: 0, msg: 'INSTRUMENT_NOT_FOUND', params: {} });
      await db.update(instruments).set({ status: 'suspended' }).where(eq(instruments.symbol, 'US:NFLX'));
      expect((await search('netflix')).items[0]).toMatchObject({ symbol: 'US:NFLX', status: 'suspended' });
      await db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'US:NFLX'));
    });

    it('refuses text longer than 50 characters as invalid input', async () => {
      const answer = await call('market/search', { q: 'x'.repeat(51), page: 1 });
      expect(answer.body.status).toBe(0);
      expect(answer.body.msg).toBe('INVALID_INPUT');
    });
  });

  describe('favourites', () => {
    it('adds, lists newest first, marks search results, checks, and removes many at once', async () => {
      const owner = await registerMember(testApp);
      for (const symbol of ['MY:1155', 'HK:0700', 'US:AAPL']) {
        expect(dataOf(await call('favorite/add', { symbol }, owner.session), addFavorite)).toEqual({
          symbol,
          isFavorite: true,
        });
        testApp.clock.advance(1_000);
      }
      const list = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      expect(symbols(list.items)).toEqual(['US:AAPL', 'HK:0700', 'MY:1155']);
      expect(list).toMatchObject({ total: 3, hasMore: false });
      expect(list.items.every((item) => item.isFavorite)).toBe(true);

      const marked = (await search('騰訊', 1, owner.session)).items;
      expect(marked.find((item) => item.symbol === 'HK:0700')?.isFavorite).toBe(true);
      expect(marked.find((item) => item.symbol === 'US:TCEHY')?.isFavorite).toBe(false);
      expect((await search('騰訊')).items.every((item) => !item.isFavorite)).toBe(true);

      const check = async (symbol: string) =>
        dataOf(await call('favorite/check', { symbol }, owner.session), checkFavorite).isFavorite;
      expect(await check('HK:0700')).toBe(true);
      expect(await check('US:TCEHY')).toBe(false);

      const removed = await call(
        'favorite/remove',
        { symbols: ['MY:1155', 'HK:0700', 'US:MSFT'] },
        owner.session,
      );
      expect(dataOf(removed, removeFavorites)).toEqual({ removed: 2 });
      const after = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      expect(symbols(after.items)).toEqual(['US:AAPL']);
      expect(await check('HK:0700')).toBe(false);
    });

    it('removes every favourite with all, beyond the loaded pages too, and only the caller’s', async () => {
      const owner = await registerMember(testApp);
      const other = await registerMember(testApp);
      const chosen = SEED_INSTRUMENTS.slice(0, 12);
      for (const item of chosen) await call('favorite/add', { symbol: item.symbol }, owner.session);
      await call('favorite/add', { symbol: 'MY:1155' }, other.session);
      const firstPage = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      expect(firstPage).toMatchObject({ total: 12, hasMore: true });

      const removed = await call('favorite/remove', { all: true }, owner.session);
      expect(dataOf(removed, removeFavorites)).toEqual({ removed: 12 });
      const after = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      expect(after).toMatchObject({ items: [], total: 0 });
      const others = dataOf(await call('favorite/list', { page: 1 }, other.session), listFavorites);
      expect(symbols(others.items)).toEqual(['MY:1155']);
    });

    it.each([[{ all: false }], [{ all: true, symbols: ['MY:1155'] }], [{ symbols: [] }], [{}]])(
      'refuses a removal that names neither symbols nor all: %o',
      async (body) => {
        const owner = await registerMember(testApp);
        const answer = await call('favorite/remove', body, owner.session);
        expect(answer.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });
      },
    );

    it('keeps one entry when the same instrument is added twice', async () => {
      const owner = await registerMember(testApp);
      await call('favorite/add', { symbol: 'MY:1295' }, owner.session);
      testApp.clock.advance(1_000);
      await call('favorite/add', { symbol: 'MY:1023' }, owner.session);
      testApp.clock.advance(1_000);
      const again = await call('favorite/add', { symbol: 'MY:1295' }, owner.session);
      expect(dataOf(again, addFavorite).isFavorite).toBe(true);
      const list = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      // Adding again does not move it either: it keeps the time it was first added.
      expect(symbols(list.items)).toEqual(['MY:1023', 'MY:1295']);
    });

    it('pages the watchlist ten at a time', async () => {
      const owner = await registerMember(testApp);
      const added = (await search('usdt', 1)).items.concat((await search('usdt', 2)).items);
      for (const item of added) {
        await call('favorite/add', { symbol: item.symbol }, owner.session);
        testApp.clock.advance(1_000);
      }
      const first = dataOf(await call('favorite/list', { page: 1 }, owner.session), listFavorites);
      const second = dataOf(await call('favorite/list', { page: 2 }, owner.session), listFavorites);
      expect(first).toMatchObject({ total: added.length, hasMore: true });
      expect(first.items).toHaveLength(10);
      expect(symbols(second.items)).toEqual(symbols(added.slice(0, added.length - 10)).reverse());
    });

    it('refuses unknown symbols', async () => {
      for (const path of ['favorite/add', 'favorite/check']) {
        const answer = await call(path, { symbol: 'MY:NOPE' }, member.session);
        expect(answer.body, path).toEqual({ status: 0, msg: 'INSTRUMENT_NOT_FOUND', params: {} });
      }
    });

    it(`refuses a favourite beyond ${MAX_FAVORITES}, naming the limit`, async () => {
      const owner = await registerMember(testApp);
      const { db } = testApp.services;
      const now = testApp.clock.now();
      const seeded = (await db.select({ id: instruments.id }).from(instruments)).length;
      // The seed alone may already hold more instruments than the limit (issue 16 §6).
      const missing = Math.max(1, MAX_FAVORITES + 1 - seeded);
      await db.insert(instruments).values(
        Array.from({ length: missing }, (_, index): typeof instruments.$inferInsert => ({
          market: 'MY',
          code: `T${String(index).padStart(3, '0')}`,
          symbol: `MY:T${String(index).padStart(3, '0')}`,
          names: { en: `Test ${index}` },
          searchText: `t${index}`,
          assetClass: 'stock',
          tab: 'listed',
          currency: 'MYR',
          prevClose: '1',
          sortOrder: 1000 + index,
        })),
      );
      const all = await db.select({ id: instruments.id, symbol: instruments.symbol }).from(instruments);
      expect(all.length).toBeGreaterThan(MAX_FAVORITES);
      const kept = all.slice(0, MAX_FAVORITES);
      await db
        .insert(favorites)
        .values(kept.map((row) => ({ memberId: owner.memberId, instrumentId: row.id, createdAt: now })));
      const next = all[MAX_FAVORITES];
      if (!next || !kept[0]) throw new Error('not enough instruments');
      const refused = await call('favorite/add', { symbol: next.symbol }, owner.session);
      expect(refused.body).toEqual({ status: 0, msg: 'FAVORITES_LIMIT', params: { max: MAX_FAVORITES } });
      // One already there is still fine, and after a removal there is room again.
      expect((await call('favorite/add', { symbol: kept[0].symbol }, owner.session)).body.status).toBe(1);
      await call('favorite/remove', { symbols: [kept[0].symbol] }, owner.session);
      expect((await call('favorite/add', { symbol: next.symbol }, owner.session)).body.status).toBe(1);
    });

    it('refuses visitors with LOGIN_REQUIRED and callers without a session with 401', async () => {
      const guest = await logInGuest(testApp);
      const calls: [string, object][] = [
        ['favorite/add', { symbol: 'MY:1155' }],
        ['favorite/remove', { symbols: ['MY:1155'] }],
        ['favorite/list', { page: 1 }],
        ['favorite/check', { symbol: 'MY:1155' }],
        ['search/history', {}],
        ['search/historyAdd', { q: 'x' }],
        ['search/historyClear', {}],
      ];
      for (const [path, body] of calls) {
        expect((await call(path, body, guest)).body, path).toEqual({
          status: 0,
          msg: 'LOGIN_REQUIRED',
          params: {},
        });
        expect((await call(path, body)).statusCode, path).toBe(401);
      }
      // Visitors still search.
      expect((await search('1155', 1, guest)).items[0]?.symbol).toBe('MY:1155');
    });
  });

  describe('search history', () => {
    const history = async (session: SessionHeaders) =>
      dataOf(await call('search/history', {}, session), searchHistory);
    const add = async (session: SessionHeaders, body: object) => {
      const answer = await call('search/historyAdd', body, session);
      testApp.clock.advance(1_000);
      return answer;
    };

    it('keeps queries and opened instruments, most recent first, each once', async () => {
      const owner = await registerMember(testApp);
      await setLanguage(owner.memberId, 'en');
      await add(owner.session, { q: 'tencent' });
      await add(owner.session, { symbol: 'MY:1155' });
      await add(owner.session, { q: '  TENCENT ' });
      await add(owner.session, { symbol: 'MY:1155' });
      const items = await history(owner.session);
      expect(items).toHaveLength(2);
      expect(items[0]).toMatchObject({
        kind: 'instrument',
        symbol: 'MY:1155',
        code: '1155',
        name: 'Malayan Banking',
        market: 'MY',
      });
      // The same text again is one entry, spelt as last typed.
      expect(items[1]).toMatchObject({ kind: 'query', query: 'TENCENT' });
    });

    it('keeps only the latest 20 and is per member', async () => {
      const owner = await registerMember(testApp);
      const other = await registerMember(testApp);
      for (let index = 1; index <= 25; index += 1) await add(owner.session, { q: `query ${index}` });
      const items = await history(owner.session);
      expect(items.map((item) => (item.kind === 'query' ? item.query : item.symbol))).toEqual(
        Array.from({ length: 20 }, (_, index) => `query ${25 - index}`),
      );
      expect(await history(other.session)).toEqual([]);
    });

    it('clears the history of the caller only', async () => {
      const owner = await registerMember(testApp);
      const other = await registerMember(testApp);
      await add(owner.session, { q: 'maybank' });
      await add(other.session, { q: 'cimb' });
      expect((await call('search/historyClear', {}, owner.session)).body.status).toBe(1);
      expect(await history(owner.session)).toEqual([]);
      expect(await history(other.session)).toHaveLength(1);
    });

    it('refuses neither or both of a text and a symbol, blank text and unknown symbols', async () => {
      for (const body of [{}, { q: '   ' }, { q: 'x', symbol: 'MY:1155' }]) {
        const answer = await add(member.session, body);
        expect(answer.body, JSON.stringify(body)).toEqual({
          status: 0,
          msg: 'INVALID_INPUT',
          params: { field: 'q' },
        });
      }
      const unknown = await add(member.session, { symbol: 'MY:NOPE' });
      expect(unknown.body).toEqual({ status: 0, msg: 'INSTRUMENT_NOT_FOUND', params: {} });
    });
  });
});
