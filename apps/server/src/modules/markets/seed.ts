// Markets and instruments are reference data, seeded in every mode (SEED=none included), like the
// bank list: at each start, a market or instrument that is not in the database yet is added with the
// domain's defaults, and a market added now gets its default holidays (the domain's list is their only
// source: no migration inserts holidays). Instruments are never deleted, and what staff edited stays:
// - every instrument's search text is rebuilt from its own code and names and the domain's current
//   search aliases — it is derived, never edited, so a database made before an alias was added finds it;
// - an instrument staff never touched (its updated_at still equals its created_at: every staff call
//   moves updated_at, this refresh never does) takes the seed's current names and profile fields, so
//   a translation or a fundamental added to the seed later reaches it. Prices, lots, ticks and tabs of
//   existing instruments are left alone (the price engine and open positions depend on them).
import { sql } from 'drizzle-orm';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { invalidateCached, MARKETS_TAG } from '../../cache/read-caches.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import { corporateActions, markets } from '../../db/schema-markets.ts';
import type { Instrument } from '@saham/domain/markets/instrument';
import {
  corporateActionValues,
  findInstrumentsForRefresh,
  insertInstruments,
  refreshInstrumentRow,
  searchTextOf,
  type InstrumentRefresh,
} from './repo.ts';

/** Two processes starting on one empty PostgreSQL seed once. */
const MARKET_SEED_LOCK_KEY = 7_246_150_004;

export interface MarketSeedOutcome {
  markets: number;
  instruments: number;
  /** Existing instruments brought up to date (search text, or untouched seed fields). */
  refreshed: number;
}

export async function seedMarketDefaults(db: Db, now: Date): Promise<MarketSeedOutcome> {
  const outcome = await seedInTransaction(db, now);
  // Markets, holidays and instruments may have been added: drop what was read of them.
  await invalidateCached(db, [MARKETS_TAG]);
  return outcome;
}

async function seedInTransaction(db: Db, now: Date): Promise<MarketSeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MARKET_SEED_LOCK_KEY})`);
    const addedMarkets = await tx
      .insert(markets)
      .values(
        MARKET_CODES.map((code) => {
          const market = DEFAULT_MARKETS[code];
          return {
            code,
            name: market.name,
            currency: market.currency,
            timezone: market.timezone,
            sessions: [...market.sessions],
            halfDays: [...market.halfDays],
            lotSize: market.lotSize,
            tickTable: [...market.tickTable],
            priceLimit: market.priceLimit,
            fees: [...market.fees],
            lock: market.lock,
            isShortSellingAllowed: market.isShortSellingAllowed,
            maxLeverage: market.maxLeverage,
            minOrderAmount: market.minOrderAmount,
            settlementDays: market.settlementDays,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ code: markets.code });
    const holidays = addedMarkets.flatMap(({ code }) =>
      (DEFAULT_MARKETS[code]?.holidays ?? []).map((holiday) => ({
        market: code,
        ...holiday,
      })),
    );
    // A holiday row already there (a database whose migration 0006 still inserted Malaysia's dates, or
    // one staff saved through the withdrawal calendar) is kept as it is.
    if (holidays.length > 0) await tx.insert(marketHolidays).values(holidays).onConflictDoNothing();

    const orderInMarket = new Map<string, number>();
    const items = SEED_INSTRUMENTS.map((item) => {
      const sortOrder = (orderInMarket.get(item.market) ?? 0) + 1;
      orderInMarket.set(item.market, sortOrder);
      return { ...item, sortOrder };
    });
    const added = await insertInstruments(tx, items, now);
    const actions = SEED_INSTRUMENTS.flatMap((item) => {
      const instrumentId = added.get(item.symbol);
      if (instrumentId === undefined) return [];
      return item.corporateActions.map((action) => corporateActionValues(instrumentId, action));
    });
    if (actions.length > 0) await tx.insert(corporateActions).values(actions);
    const refreshed = await refreshInstruments(tx, new Set(added.keys()));
    return { markets: addedMarkets.length, instruments: added.size, refreshed };
  });
}

const SEED_BY_SYMBOL = new Map<string, Instrument>(SEED_INSTRUMENTS.map((item) => [item.symbol, item]));

type RefreshRow = Awaited<ReturnType<typeof findInstrumentsForRefresh>>[number];

/** JSON with object keys sorted: jsonb hands names back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** What the seed would change on an instrument that existed before this start; empty when nothing. */
export function instrumentRefreshOf(row: RefreshRow, seed: Instrument | undefined): InstrumentRefresh {
  const isUntouched = row.updatedAt.getTime() === row.createdAt.getTime();
  const wanted: InstrumentRefresh =
    seed !== undefined && isUntouched
      ? {
          names: seed.names,
          sector: seed.profile.sector,
          description: seed.profile.description,
          sharesOutstanding: seed.profile.sharesOutstanding,
          peRatio: seed.profile.peRatio,
          dividendYield: seed.profile.dividendYield,
        }
      : {};
  wanted.searchText = searchTextOf(row.code, row.symbol, wanted.names ?? row.names);
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => canonical(value) !== canonical(Reflect.get(row, key))),
  );
}

async function refreshInstruments(tx: Db, addedSymbols: ReadonlySet<string>): Promise<number> {
  let refreshed = 0;
  for (const row of await findInstrumentsForRefresh(tx)) {
    if (addedSymbols.has(row.symbol)) continue;
    const changes = instrumentRefreshOf(row, SEED_BY_SYMBOL.get(row.symbol));
    if (Object.keys(changes).length === 0) continue;
    await refreshInstrumentRow(tx, row.id, changes);
    refreshed += 1;
  }
  return refreshed;
}
