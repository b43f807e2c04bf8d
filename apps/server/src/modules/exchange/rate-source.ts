// The one source of exchange rates. Today it reads the staff-set mid rates and spreads; when the
// markets issue feeds FX prices, `currentRate` reads those and keeps the staff table as an override.
import { CURRENCIES, isCurrency, type Currency } from '@saham/domain/currencies';
import { parseRate, quotedRate } from '@saham/domain/fx';
import type { Db } from '../../db/client.ts';
import { RATES_TAG, readCachesOf } from '../../cache/read-caches.ts';
import { findMidRates, findSpreads, GLOBAL_PAIR } from './repo.ts';

export interface PairRate {
  from: Currency;
  to: Currency;
  /** Units of `to` per unit of `from` after the spread, scaled by 10^RATE_DECIMALS. */
  rateScaled: bigint;
  spreadBps: number;
}

export interface RateBook {
  midScaled: Map<Currency, bigint>;
  spreadOf(from: Currency, to: Currency): number;
}

/**
 * The rate book, through this process's cache when `db` is the root handle (a staff change of a rate
 * or a spread drops it, RATES_TAG); inside a transaction it is read from the database.
 */
export async function loadRateBook(db: Db): Promise<RateBook> {
  const caches = readCachesOf(db);
  if (caches === null) return selectRateBook(db);
  const book = await caches.read(
    caches.rateBooks,
    'book',
    () => selectRateBook(db),
    () => [RATES_TAG],
  );
  return book ?? selectRateBook(db);
}

async function selectRateBook(db: Db): Promise<RateBook> {
  // Sequential: inside a transaction both reads share one connection.
  const rates = await findMidRates(db);
  const spreads = await findSpreads(db);
  const midScaled = new Map<Currency, bigint>();
  for (const row of rates) {
    const scaled = parseRate(row.midRate);
    if (isCurrency(row.currency) && scaled !== null) midScaled.set(row.currency, scaled);
  }
  const byPair = new Map(spreads.map((row) => [`${row.from}/${row.to}`, row.spreadBps]));
  const globalSpreadBps = byPair.get(`${GLOBAL_PAIR}/${GLOBAL_PAIR}`) ?? 0;
  return { midScaled, spreadOf: (from, to) => byPair.get(`${from}/${to}`) ?? globalSpreadBps };
}

export function rateFromBook(book: RateBook, from: Currency, to: Currency): PairRate {
  const midFrom = book.midScaled.get(from);
  const midTo = book.midScaled.get(to);
  if (midFrom === undefined || midTo === undefined) throw new Error(`no mid rate for ${from} or ${to}`);
  const spreadBps = book.spreadOf(from, to);
  // The spread is taken off the member's side and the cut to ten decimals goes to the house.
  return { from, to, spreadBps, rateScaled: quotedRate(midFrom, midTo, spreadBps, 'down-in-house-favour') };
}

/** The rate a member gets now for `from` → `to`. */
export async function currentRate(db: Db, from: Currency, to: Currency): Promise<PairRate> {
  return rateFromBook(await loadRateBook(db), from, to);
}

/** Every ordered pair of different currencies. */
export async function currentRates(db: Db): Promise<PairRate[]> {
  const book = await loadRateBook(db);
  return CURRENCIES.flatMap((from) =>
    CURRENCIES.filter((to) => to !== from).map((to) => rateFromBook(book, from, to)),
  );
}
