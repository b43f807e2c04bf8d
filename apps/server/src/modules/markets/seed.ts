// Markets and instruments are reference data, seeded in every mode (SEED=none included), like the
// bank list: at each start, a market or instrument that is not in the database yet is added with the
// domain's defaults, and a market added now gets its default holidays. Nothing that exists is
// changed, so staff edits (and unlisting) survive restarts; instruments are never deleted.
import { sql } from 'drizzle-orm';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import { corporateActions, markets } from '../../db/schema-markets.ts';
import { corporateActionValues, insertInstruments } from './repo.ts';

/** Two processes starting on one empty PostgreSQL seed once. */
const MARKET_SEED_LOCK_KEY = 7_246_150_004;

export interface MarketSeedOutcome {
  markets: number;
  instruments: number;
}

export async function seedMarketDefaults(db: Db, now: Date): Promise<MarketSeedOutcome> {
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
      (DEFAULT_MARKETS[code as keyof typeof DEFAULT_MARKETS]?.holidays ?? []).map((holiday) => ({
        market: code,
        ...holiday,
      })),
    );
    // Malaysia's dates are usually there already (migration 0006): those rows are kept as they are.
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
    return { markets: addedMarkets.length, instruments: added.size };
  });
}
