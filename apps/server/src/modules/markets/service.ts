// Markets and instruments as configured, for every other module: the domain's market from its row and
// holidays. Other modules read markets and instruments through this file, never through repo.ts
// (the staff calls that change them are in staff-service.ts).
import type { MarketSettings } from '@saham/contract/admin-markets';
import { marketMoment } from '@saham/domain/markets/sessions';
import type { Holiday, Market, MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { MARKETS_TAG, readCachesOf, readThrough } from '../../cache/read-caches.ts';
import { findMarketHolidays, findMarketRow, findMarketRows, type MarketRow } from './repo.ts';

const DAY_MILLISECONDS = 86_400_000;

export function settingsOf(row: MarketRow): MarketSettings {
  return {
    name: row.name,
    currency: row.currency,
    timezone: row.timezone,
    sessions: row.sessions,
    halfDays: row.halfDays,
    lotSize: row.lotSize,
    tickTable: row.tickTable,
    priceLimit: row.priceLimit,
    fees: row.fees,
    lock: row.lock,
    isShortSellingAllowed: row.isShortSellingAllowed,
    maxLeverage: row.maxLeverage,
    minOrderAmount: row.minOrderAmount,
    settlementDays: row.settlementDays,
  };
}

/** The domain's market from a row and the holidays loaded for the dates in question. */
export function marketFromRow(row: MarketRow, holidays: readonly Holiday[]): Market {
  return { ...settingsOf(row), code: row.code, holidays };
}

/** A market with its holidays from a day before to a day after `instant` (enough for the phase now). */
export async function marketAround(db: Db, row: MarketRow, instant: Date): Promise<Market> {
  const dayBefore = new Date(instant.getTime() - DAY_MILLISECONDS).toISOString().slice(0, 10);
  const dayAfter = new Date(instant.getTime() + 2 * DAY_MILLISECONDS).toISOString().slice(0, 10);
  return marketFromRow(row, await findMarketHolidays(db, row.code, dayBefore, dayAfter));
}

/**
 * Every market as the domain sees it, with its holidays of the year of `instant` and the years either
 * side: from the process's read cache, which any write of the markets or their holidays drops
 * (MARKETS_TAG) — the quote lists ask every market's phase on each call.
 */
export async function loadMarkets(db: Db, instant: Date): Promise<readonly Market[]> {
  const year = instant.getUTCFullYear();
  const markets = await readThrough(
    readCachesOf(db),
    (caches) => caches.markets,
    String(year),
    async () =>
      Promise.all(
        (await findMarketRows(db)).map(async (row) =>
          marketFromRow(
            row,
            await findMarketHolidays(db, row.code, `${year - 1}-01-01`, `${year + 1}-12-31`),
          ),
        ),
      ),
    () => [MARKETS_TAG],
  );
  return markets ?? [];
}

/** A market as the domain sees it, with a year of holidays either side of `instant`; null when unknown. */
export async function loadMarket(db: Db, code: MarketCode, instant: Date): Promise<Market | null> {
  const row = await findMarketRow(db, code);
  if (!row) return null;
  const year = Number(marketMoment(row, instant).date.slice(0, 4));
  return marketFromRow(row, await findMarketHolidays(db, code, `${year - 1}-01-01`, `${year + 1}-12-31`));
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { findCorporateActions, findMarketHolidays, findMarketRow, findMarketRows } from './repo.ts';
// New shares (issue 17): an IPO's instrument is created unlisted and listed on its listing date.
export { findInstrumentIdByCode, insertInstruments, nextSortOrder, updateInstrumentStatus } from './repo.ts';
