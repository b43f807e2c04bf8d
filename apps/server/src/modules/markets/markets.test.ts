import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createInstrument,
  getMarket,
  listInstruments,
  listMarketHolidays,
  listMarkets,
  setInstrumentStatus,
  updateInstrument,
  updateMarket,
  type AdminInstrument,
  type InstrumentInput,
  type MarketSettings,
} from '@saham/contract/admin-markets';
import { DEFAULT_HOLIDAYS } from '@saham/domain/markets/holidays';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { marketHolidays } from '../../db/schema-funding.ts';
import { instruments, markets } from '../../db/schema-markets.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { seedMarketDefaults } from './seed.ts';
import { loadMarket } from './service.ts';

describe('markets and instruments', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let support: LoggedInStaff;
  beforeAll(async () => {
    // The test clock starts Monday 23 November 2026, 10:00 in Kuala Lumpur.
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    admin = await createLoggedInStaff(testApp, 'admin');
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (user: LoggedInStaff, path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: user.session, remoteAddress: '203.0.113.40' });

  async function marketSettings(code: string): Promise<MarketSettings> {
    const market = dataOf(await call(admin, 'markets/detail', { code }), getMarket);
    const {
      code: _code,
      phaseNow: _phase,
      instrumentCount: _count,
      updatedAt: _updated,
      ...settings
    } = market;
    return settings;
  }

  async function findInstrument(search: string): Promise<AdminInstrument> {
    const page = dataOf(await call(admin, 'instruments/list', { page: 1, search }), listInstruments);
    const found = page.items[0];
    if (!found) throw new Error(`no instrument for ${search}`);
    return found;
  }

  function inputOf(instrument: AdminInstrument): InstrumentInput {
    const { names, assetClass, tab, currency, lotSize, tickTable, prevClose, profile, corporateActions } =
      instrument;
    return { names, assetClass, tab, currency, lotSize, tickTable, prevClose, profile, corporateActions };
  }

  describe('seeding', () => {
    it('adds the seven markets and every seed instrument once', async () => {
      const { db } = testApp.services;
      expect(await db.select().from(markets)).toHaveLength(7);
      expect(await db.select({ id: instruments.id }).from(instruments)).toHaveLength(SEED_INSTRUMENTS.length);
      expect(await seedMarketDefaults(db, testApp.clock.now())).toEqual({
        markets: 0,
        instruments: 0,
        refreshed: 0,
      });
      expect(await db.select({ id: instruments.id }).from(instruments)).toHaveLength(SEED_INSTRUMENTS.length);
    });

    it('holds the domain’s Malaysian calendar, which the withdrawal calendar shares', async () => {
      const rows = await testApp.services.db
        .select({ date: marketHolidays.date, name: marketHolidays.name })
        .from(marketHolidays)
        .where(eq(marketHolidays.market, 'MY'));
      expect(rows.map((row) => row.date).sort()).toEqual(
        DEFAULT_HOLIDAYS.MY.map((holiday) => holiday.date).sort(),
      );
      const us = await testApp.services.db
        .select()
        .from(marketHolidays)
        .where(eq(marketHolidays.market, 'US'));
      expect(us).toHaveLength(DEFAULT_HOLIDAYS.US.length);
    });

    it('seeds markets in every mode, SEED=none included', async () => {
      const bare = await createTestApp({ seed: 'none' });
      try {
        await seedIfEmpty(bare.services);
        expect(await bare.services.db.select().from(markets)).toHaveLength(7);
      } finally {
        await bare.close();
      }
    });

    it('gives the domain a market with its holidays', async () => {
      const market = await loadMarket(testApp.services.db, 'MY', testApp.clock.now());
      expect(market?.holidays.some((holiday) => holiday.date === '2026-08-31')).toBe(true);
      expect(market?.tickTable[0]).toEqual({ from: '0', tick: '0.005' });
    });
  });

  describe('markets', () => {
    it('lists the seven markets in order with their phase now and instrument counts', async () => {
      const list = dataOf(await call(support, 'markets/list', {}), listMarkets);
      expect(list.map((market) => market.code)).toEqual(['MY', 'US', 'HK', 'JP', 'CN', 'CRYPTO', 'FX']);
      const my = list[0];
      expect(my).toMatchObject({
        currency: 'MYR',
        timezone: 'Asia/Kuala_Lumpur',
        phaseNow: 'continuous',
        lotSize: '100',
      });
      expect(my?.instrumentCount).toBe(SEED_INSTRUMENTS.filter((item) => item.market === 'MY').length);
      expect(list.find((market) => market.code === 'CRYPTO')?.phaseNow).toBe('continuous');
    });

    it('updates a market’s rules, audited; support may read but not change', async () => {
      const settings = await marketSettings('MY');
      const changed: MarketSettings = {
        ...settings,
        lotSize: '10000',
        maxLeverage: 10,
        halfDays: [...settings.halfDays, { date: '2026-12-24', name: 'Christmas Eve', closesAt: '12:30' }],
      };
      const refused = await call(support, 'markets/update', { code: 'MY', settings: changed });
      expect(refused.body.msg).toBe('ROLE_FORBIDDEN');
      const updated = dataOf(
        await call(admin, 'markets/update', { code: 'MY', settings: changed }),
        updateMarket,
      );
      expect(updated).toMatchObject({ lotSize: '10000', maxLeverage: 10 });
      expect(updated.halfDays.map((day) => day.date)).toContain('2026-12-24');
      const [entry] = await findAuditEntries(testApp, 'markets/update');
      expect(entry).toMatchObject({ targetType: 'market', targetId: 'MY', staffUsername: admin.username });
      expect(entry?.before).toMatchObject({ lotSize: '100' });
      // A restart's seeding leaves the edit alone.
      await seedMarketDefaults(testApp.services.db, testApp.clock.now());
      expect((await marketSettings('MY')).lotSize).toBe('10000');
    });

    it.each([
      [
        'sessions',
        (settings: MarketSettings) => ({
          ...settings,
          sessions: [
            { days: [1], phase: 'continuous', start: '09:00', end: '12:00' },
            { days: [1], phase: 'pre_open', start: '11:00', end: '13:00' },
          ],
        }),
      ],
      [
        'tickTable',
        (settings: MarketSettings) => ({ ...settings, tickTable: [{ from: '1', tick: '0.01' }] }),
      ],
      [
        'tickTable',
        (settings: MarketSettings) => ({
          ...settings,
          tickTable: [
            { from: '0', tick: '0.005' },
            { from: '1.003', tick: '0.01' },
          ],
        }),
      ],
      [
        'priceLimit',
        (settings: MarketSettings) => ({
          ...settings,
          priceLimit: { kind: 'percent', percent: '0', smallPriceBelow: null, smallPriceAbsolute: null },
        }),
      ],
      ['fees', (settings: MarketSettings) => ({ ...settings, fees: [...settings.fees, ...settings.fees] })],
      ['timezone', (settings: MarketSettings) => ({ ...settings, timezone: 'Asia/Atlantis' })],
      ['maxLeverage', (settings: MarketSettings) => ({ ...settings, maxLeverage: 0 })],
      [
        'halfDays',
        (settings: MarketSettings) => ({
          ...settings,
          halfDays: [{ date: '2026-08-31', name: 'On National Day', closesAt: '12:30' }],
        }),
      ],
    ] as const)('refuses a market whose %s makes no sense', async (field, change) => {
      const settings = await marketSettings('MY');
      const answer = await call(admin, 'markets/update', { code: 'MY', settings: change(settings) });
      expect(answer.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field } });
    });

    it('answers 400 for a body that breaks the schema, never 500', async () => {
      const answer = await call(admin, 'markets/update', { code: 'XX', settings: {} });
      expect(answer.statusCode).toBe(400);
    });
  });

  describe('holidays', () => {
    it('lists a year of a market’s holidays', async () => {
      const list = dataOf(
        await call(support, 'markets/holidays', { code: 'MY', year: 2026 }),
        listMarketHolidays,
      );
      expect(list.map((holiday) => holiday.date)).toContain('2026-08-31');
      expect(list.every((holiday) => holiday.date.startsWith('2026-'))).toBe(true);
    });

    it('makes today a holiday: the market is closed, and the withdrawal calendar sees it too', async () => {
      // The member quote lists read every market's phase from the process's cache of markets: a
      // holiday saved or deleted shows at once.
      const quotePhase = async () => {
        const answer = await testApp.app.inject({
          method: 'POST',
          url: '/api/vue/market/quotes',
          payload: { tab: 'listed', market: 'MY', page: 1 },
        });
        return answer.json<{ data: { items: { phase: string }[] } }>().data.items[0]?.phase;
      };
      expect(await quotePhase()).toBe('continuous');
      const saved = await call(admin, 'markets/saveHoliday', {
        code: 'MY',
        date: '2026-11-23',
        name: ' Test day ',
      });
      expect(saved.body).toEqual({ status: 1, msg: '', data: { date: '2026-11-23', name: 'Test day' } });
      const market = dataOf(await call(admin, 'markets/detail', { code: 'MY' }), getMarket);
      expect(market.phaseNow).toBe('closed');
      expect(await quotePhase()).toBe('closed');
      const withdrawalCalendar = await call(admin, 'holidays/list', { year: 2026 });
      expect(JSON.stringify(withdrawalCalendar.body)).toContain('Test day');
      const [entry] = await findAuditEntries(testApp, 'markets/saveHoliday');
      expect(entry).toMatchObject({ targetType: 'market_holiday', targetId: 'MY:2026-11-23' });

      expect(
        (await call(admin, 'markets/deleteHoliday', { code: 'MY', date: '2026-11-23' })).body.status,
      ).toBe(1);
      expect(dataOf(await call(admin, 'markets/detail', { code: 'MY' }), getMarket).phaseNow).toBe(
        'continuous',
      );
      expect(await quotePhase()).toBe('continuous');
      expect((await call(admin, 'markets/deleteHoliday', { code: 'MY', date: '2026-11-23' })).body.msg).toBe(
        'NOT_FOUND',
      );
    });

    it('refuses a holiday without a name, on an impossible date or on a half day', async () => {
      expect(
        (await call(admin, 'markets/saveHoliday', { code: 'US', date: '2026-12-01', name: ' ' })).body,
      ).toEqual({
        status: 0,
        msg: 'FIELD_REQUIRED',
        params: { field: 'name' },
      });
      expect(
        (await call(admin, 'markets/saveHoliday', { code: 'US', date: '2026-02-30', name: 'x' })).body.params,
      ).toEqual({
        field: 'date',
      });
      expect(
        (await call(admin, 'markets/saveHoliday', { code: 'US', date: '2026-11-27', name: 'x' })).body.params,
      ).toEqual({
        field: 'date',
      });
      expect(
        (await call(support, 'markets/saveHoliday', { code: 'US', date: '2026-12-01', name: 'x' })).body.msg,
      ).toBe('ROLE_FORBIDDEN');
    });
  });

  describe('instruments', () => {
    it('pages ten at a time and filters by market', async () => {
      const first = dataOf(await call(support, 'instruments/list', { page: 1 }), listInstruments);
      expect(first.items).toHaveLength(10);
      expect(first.total).toBe(SEED_INSTRUMENTS.length);
      expect(first.hasMore).toBe(true);
      const japanCount = SEED_INSTRUMENTS.filter((item) => item.market === 'JP').length;
      const japan = dataOf(
        await call(support, 'instruments/list', { page: Math.ceil(japanCount / 10), market: 'JP' }),
        listInstruments,
      );
      expect(japan.total).toBe(japanCount);
      expect(japan.items.every((item) => item.market === 'JP')).toBe(true);
      expect(japan.hasMore).toBe(false);
    });

    it('finds instruments by code or by a name in any language', async () => {
      const search = async (text: string) =>
        dataOf(await call(support, 'instruments/list', { page: 1, search: text }), listInstruments).items.map(
          (item) => item.symbol,
        );
      expect(await search('腾讯')).toEqual(['HK:0700', 'US:TCEHY']);
      expect(await search('騰訊控股')).toEqual(['HK:0700', 'US:TCEHY']);
      expect(await search('テンセント')).toContain('HK:0700');
      expect(await search('텐센트')).toContain('HK:0700');
      expect(await search('1155')).toEqual(['MY:1155']);
      expect(await search('malayan')).toEqual(['MY:1155', 'MY:3794']);
      expect(await search('100%')).toEqual([]);
    });

    it('shows fundamentals, a per-stock lot and corporate actions', async () => {
      const hsbc = await findInstrument('滙豐');
      expect(hsbc).toMatchObject({ symbol: 'HK:0005', lotSize: '400', prevClose: '108.0', status: 'listed' });
      expect(hsbc.marketCap).toBe('1879200000000');
      expect(hsbc.corporateActions).toEqual([
        { kind: 'dividend', exDate: '2025-11-06', payDate: '2025-12-18', amount: '0.78' },
      ]);
      const netflix = await findInstrument('NFLX');
      expect(netflix.corporateActions).toEqual([{ kind: 'split', exDate: '2025-11-17', from: 1, to: 10 }]);
    });

    it('adds an instrument, audited, and refuses a second one with the same code', async () => {
      const maybank = await findInstrument('1155');
      const body = {
        ...inputOf(maybank),
        market: 'MY',
        code: ' 5243 ',
        names: { en: 'Velesto Energy', zh: '維樂斯托能源', ch: '维乐斯托能源' },
        prevClose: '0.215',
        corporateActions: [],
      };
      const created = dataOf(await call(admin, 'instruments/create', body), createInstrument);
      expect(created).toMatchObject({
        symbol: 'MY:5243',
        code: '5243',
        status: 'listed',
        prevClose: '0.215',
      });
      expect(await findInstrument('维乐斯托')).toMatchObject({ id: created.id });
      const [entry] = await findAuditEntries(testApp, 'instruments/create');
      expect(entry).toMatchObject({ targetType: 'instrument', targetId: String(created.id) });

      expect((await call(admin, 'instruments/create', { ...body, code: '5243' })).body.msg).toBe(
        'INSTRUMENT_EXISTS',
      );
      expect((await call(admin, 'instruments/create', { ...body, code: 'bad code' })).body.params).toEqual({
        field: 'code',
      });
      expect(
        (await call(admin, 'instruments/create', { ...body, code: '5244', prevClose: '0.217' })).body,
      ).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'prevClose' },
      });
      expect((await call(support, 'instruments/create', { ...body, code: '5245' })).body.msg).toBe(
        'ROLE_FORBIDDEN',
      );
    });

    it('edits names, fundamentals and corporate actions, audited with the values before', async () => {
      const toyota = await findInstrument('7203');
      const input: InstrumentInput = {
        ...inputOf(toyota),
        names: { ...toyota.names, ko: '도요타' },
        profile: { ...toyota.profile, peRatio: '8.9' },
        corporateActions: [{ kind: 'dividend', exDate: '2026-03-30', payDate: '2026-05-27', amount: '50' }],
      };
      const updated = dataOf(
        await call(admin, 'instruments/update', { id: toyota.id, ...input }),
        updateInstrument,
      );
      expect(updated.names.ko).toBe('도요타');
      expect(updated.profile.peRatio).toBe('8.9');
      expect(updated.corporateActions).toEqual(input.corporateActions);
      const [entry] = await findAuditEntries(testApp, 'instruments/update');
      expect(entry?.before).toMatchObject({ names: { ko: '도요타자동차' } });
      expect(
        (await call(admin, 'instruments/update', { id: toyota.id, ...input, prevClose: '2850.5' })).body
          .params,
      ).toEqual({ field: 'prevClose' });
      expect((await call(admin, 'instruments/update', { id: 999_999, ...input })).body.msg).toBe('NOT_FOUND');
    });

    it('edits an instrument’s own tick table, audited, checked, and back to the market’s with null', async () => {
      const sony = await findInstrument('6758');
      const ownTable = [
        { from: '0', tick: '0.1' },
        { from: '1000', tick: '0.5' },
      ];
      const updated = dataOf(
        await call(admin, 'instruments/update', { id: sony.id, ...inputOf(sony), tickTable: ownTable }),
        updateInstrument,
      );
      expect(updated.tickTable).toEqual(ownTable);
      const entries = await findAuditEntries(testApp, 'instruments/update');
      const entry = entries.find((candidate) => candidate.targetId === String(sony.id));
      expect(entry?.before).toMatchObject({ tickTable: null });
      expect(entry?.after).toMatchObject({ tickTable: ownTable });

      const refusals = [
        // Not ascending from zero; a zero tick; finer than yen allow; a band off the grid below it.
        [{ from: '1000', tick: '0.5' }],
        [{ from: '0', tick: '0' }],
        [{ from: '0', tick: '0.01' }],
        [
          { from: '0', tick: '0.5' },
          { from: '1000.2', tick: '1' },
        ],
      ];
      for (const tickTable of refusals) {
        const answer = await call(admin, 'instruments/update', { id: sony.id, ...inputOf(sony), tickTable });
        expect(answer.body, JSON.stringify(tickTable)).toEqual({
          status: 0,
          msg: 'INVALID_INPUT',
          params: { field: 'tickTable' },
        });
      }
      const negative = await call(admin, 'instruments/update', {
        id: sony.id,
        ...inputOf(sony),
        tickTable: [{ from: '0', tick: '-1' }],
      });
      expect(negative.statusCode).toBe(400);

      const reset = dataOf(
        await call(admin, 'instruments/update', { id: sony.id, ...inputOf(sony), tickTable: null }),
        updateInstrument,
      );
      expect(reset.tickTable).toBeNull();
    });

    it('suspends, unlists and relists with a reason kept on the instrument and in the audit log', async () => {
      const tesla = await findInstrument('TSLA');
      const noReason = await call(admin, 'instruments/setStatus', {
        id: tesla.id,
        status: 'suspended',
        reason: ' ',
      });
      expect(noReason.body.msg).toBe('REASON_REQUIRED');
      const suspended = dataOf(
        await call(admin, 'instruments/setStatus', {
          id: tesla.id,
          status: 'suspended',
          reason: 'Pending announcement',
        }),
        setInstrumentStatus,
      );
      expect(suspended).toMatchObject({ status: 'suspended', statusReason: 'Pending announcement' });
      const filtered = dataOf(
        await call(support, 'instruments/list', { page: 1, status: 'suspended' }),
        listInstruments,
      );
      expect(filtered.items.map((item) => item.symbol)).toEqual(['US:TSLA']);
      await call(admin, 'instruments/setStatus', { id: tesla.id, status: 'unlisted', reason: 'Delisted' });
      await call(admin, 'instruments/setStatus', { id: tesla.id, status: 'listed', reason: 'Relisted' });
      const entries = await findAuditEntries(testApp, 'instruments/setStatus');
      expect(entries.map((entry) => [entry.reason, entry.after])).toEqual([
        ['Pending announcement', { status: 'suspended' }],
        ['Delisted', { status: 'unlisted' }],
        ['Relisted', { status: 'listed' }],
      ]);
      expect(
        (await call(support, 'instruments/setStatus', { id: tesla.id, status: 'listed', reason: 'x' })).body
          .msg,
      ).toBe('ROLE_FORBIDDEN');
    });
  });
});
