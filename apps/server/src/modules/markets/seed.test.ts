import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_HOLIDAYS } from '@saham/domain/markets/holidays';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { marketHolidays } from '../../db/schema-funding.ts';
import { instruments, markets } from '../../db/schema-markets.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { findInstrumentPage } from './repo.ts';
import { seedMarketDefaults } from './seed.ts';

describe('market seed on a database made by an earlier version', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: 'none' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.services.db;
  const symbolsFound = async (search: string) =>
    (await findInstrumentPage(db(), { search }, 1)).rows.map((row) => row.symbol);
  const instrument = async (symbol: string) => {
    const [row] = await db().select().from(instruments).where(eq(instruments.symbol, symbol));
    return row;
  };

  it('takes Malaysia’s holidays from the domain list only: the migrations insert none', async () => {
    expect(await db().select().from(marketHolidays)).toEqual([]);
    await seedMarketDefaults(db(), testApp.clock.now());
    const rows = await db().select().from(marketHolidays).where(eq(marketHolidays.market, 'MY'));
    expect(rows.map(({ date, name }) => ({ date, name }))).toEqual(
      expect.arrayContaining(DEFAULT_HOLIDAYS.MY.map(({ date, name }) => ({ date, name }))),
    );
    expect(rows).toHaveLength(DEFAULT_HOLIDAYS.MY.length);
  });

  it('keeps holiday rows already there, as staff or the old migration left them', async () => {
    // An old database: migration 0006 inserted Malaysia's dates before the markets existed, and staff
    // renamed one in the withdrawal calendar.
    await db()
      .update(marketHolidays)
      .set({ name: 'Renamed by staff' })
      .where(and(eq(marketHolidays.market, 'MY'), eq(marketHolidays.date, '2027-08-31')));
    // Instruments refer to their market, so they go too: the seed adds them back.
    await db().delete(instruments);
    await db().delete(markets);
    await seedMarketDefaults(db(), testApp.clock.now());
    const [renamed] = await db()
      .select()
      .from(marketHolidays)
      .where(and(eq(marketHolidays.market, 'MY'), eq(marketHolidays.date, '2027-08-31')));
    expect(renamed?.name).toBe('Renamed by staff');
    expect(await db().select().from(instruments)).toHaveLength(SEED_INSTRUMENTS.length);
  });

  it('brings search aliases to instruments stored before the aliases existed', async () => {
    // Before the aliases, the search text held the code, the symbol and the names only.
    for (const symbol of ['MY:1155', 'MY:1295']) {
      const row = await instrument(symbol);
      if (!row) throw new Error(symbol);
      const oldText = [row.code, row.symbol, ...Object.values(row.names)].join(' ').toLowerCase();
      await db().update(instruments).set({ searchText: oldText }).where(eq(instruments.id, row.id));
    }
    expect(await symbolsFound('maybank')).toEqual([]);
    expect(await symbolsFound('pbbank')).toEqual([]);

    const outcome = await seedMarketDefaults(db(), testApp.clock.now());
    expect(outcome).toMatchObject({ markets: 0, instruments: 0, refreshed: 2 });
    expect(await symbolsFound('maybank')).toEqual(['MY:1155']);
    expect(await symbolsFound('PBBank')).toEqual(['MY:1295']);
    // Nothing left to do at the next start.
    expect(await seedMarketDefaults(db(), testApp.clock.now())).toMatchObject({ refreshed: 0 });
  });

  it('fills seed fields an untouched instrument lacks, and leaves staff edits alone', async () => {
    const untouched = await instrument('MY:1023');
    const edited = await instrument('MY:5347');
    if (!untouched || !edited) throw new Error('seed instruments missing');
    // An old row: no Japanese name, no sector yet.
    const { ja: _ja, ...namesWithoutJapanese } = untouched.names;
    await db()
      .update(instruments)
      .set({ names: namesWithoutJapanese, sector: null })
      .where(eq(instruments.id, untouched.id));
    // Staff renamed Tenaga and cleared its description (an edit moves updated_at).
    const later = new Date(edited.createdAt.getTime() + 60_000);
    const staffNames = { ...edited.names, en: 'Tenaga (staff)' };
    await db()
      .update(instruments)
      .set({ names: staffNames, description: null, updatedAt: later })
      .where(eq(instruments.id, edited.id));

    await seedMarketDefaults(db(), testApp.clock.now());

    const seed = SEED_INSTRUMENTS.find((item) => item.symbol === 'MY:1023');
    const refreshedRow = await instrument('MY:1023');
    expect(refreshedRow?.names).toEqual(seed?.names);
    expect(refreshedRow?.sector).toBe(seed?.profile.sector);
    expect(refreshedRow?.updatedAt).toEqual(untouched.updatedAt);
    const editedRow = await instrument('MY:5347');
    expect(editedRow).toMatchObject({ names: staffNames, description: null, updatedAt: later });
    // The staff name is searchable, and so are the aliases.
    expect(await symbolsFound('tenaga (staff)')).toEqual(['MY:5347']);
    expect(await symbolsFound('tnb')).toEqual(['MY:5347']);
  });
});
