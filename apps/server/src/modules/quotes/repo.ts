// SQL of stored prices. Bulk writes (the engine's second, a minute's candles, the backfill, a CSV
// import) are one statement per batch: `insert … select from unnest(array, array, …)` with each
// column sent as one array parameter (a PostgreSQL array literal), so a batch of thousands of rows
// is a single short statement on both drivers. Reads are one indexed range query each.
import { and, asc, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema-markets.ts';
import { dailyCandles, minuteCandles, quotes } from '../../db/schema-prices.ts';
import { rowsOf } from '../../db/rows.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type MinuteCandleRow = typeof minuteCandles.$inferSelect;
export type DailyCandleRow = typeof dailyCandles.$inferSelect;

/** Rows per bulk statement. */
export const BULK_ROWS = 5_000;

type Cell = string | number | null;

/** A PostgreSQL array literal of plain values (numbers, decimals, dates, ISO times, simple words). */
export function arrayLiteral(values: readonly Cell[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${String(value)}"`)).join(',')}}`;
}

function column<T>(rows: readonly T[], pick: (row: T) => Cell, type: string): SQL {
  return sql`${arrayLiteral(rows.map(pick))}::${sql.raw(type)}[]`;
}

export interface QuoteWrite {
  instrumentId: number;
  last: string;
  prevClose: string;
  open: string | null;
  high: string | null;
  low: string | null;
  volume: string;
  turnover: string;
  tradingDay: string | null;
  indicative: string | null;
  phase: string;
  updatedAt: Date;
  /** The minute candle in progress (schema-prices.ts, `minute_candle`); none when absent or null. */
  minuteCandle?: string | null;
}

/** Upserts the latest quotes in one statement. */
export async function upsertQuotes(db: Db, rows: readonly QuoteWrite[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS);
    await db.execute(sql`
      insert into quotes (instrument_id, last, prev_close, open, high, low, volume, turnover, trading_day,
        indicative, phase, updated_at, minute_candle)
      select * from unnest(
        ${column(batch, (row) => row.instrumentId, 'int')},
        ${column(batch, (row) => row.last, 'numeric')},
        ${column(batch, (row) => row.prevClose, 'numeric')},
        ${column(batch, (row) => row.open, 'numeric')},
        ${column(batch, (row) => row.high, 'numeric')},
        ${column(batch, (row) => row.low, 'numeric')},
        ${column(batch, (row) => row.volume, 'numeric')},
        ${column(batch, (row) => row.turnover, 'numeric')},
        ${column(batch, (row) => row.tradingDay, 'date')},
        ${column(batch, (row) => row.indicative, 'numeric')},
        ${column(batch, (row) => row.phase, 'text')},
        ${column(batch, (row) => row.updatedAt.toISOString(), 'timestamptz')},
        ${column(batch, (row) => row.minuteCandle ?? null, 'text')})
      on conflict (instrument_id) do update set last = excluded.last, prev_close = excluded.prev_close,
        open = excluded.open, high = excluded.high, low = excluded.low, volume = excluded.volume,
        turnover = excluded.turnover, trading_day = excluded.trading_day, indicative = excluded.indicative,
        phase = excluded.phase, updated_at = excluded.updated_at, minute_candle = excluded.minute_candle`);
  }
}

export interface CandleWrite {
  instrumentId: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
}

const CANDLE_UPDATE = sql.raw(`open = excluded.open, high = excluded.high, low = excluded.low,
  close = excluded.close, volume = excluded.volume, turnover = excluded.turnover`);

function candleColumns<T extends CandleWrite>(batch: readonly T[]): SQL {
  return sql`${column(batch, (row) => row.open, 'numeric')},
    ${column(batch, (row) => row.high, 'numeric')},
    ${column(batch, (row) => row.low, 'numeric')},
    ${column(batch, (row) => row.close, 'numeric')},
    ${column(batch, (row) => row.volume, 'numeric')},
    ${column(batch, (row) => row.turnover, 'numeric')}`;
}

/** Writes one-minute candles; a candle already stored for (instrument, start) is replaced. */
export async function upsertMinuteCandles(
  db: Db,
  rows: readonly (CandleWrite & { start: Date })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS);
    await db.execute(sql`
      insert into candles_1m (instrument_id, start, open, high, low, close, volume, turnover)
      select * from unnest(${column(batch, (row) => row.instrumentId, 'int')},
        ${column(batch, (row) => row.start.toISOString(), 'timestamptz')}, ${candleColumns(batch)})
      on conflict (instrument_id, start) do update set ${CANDLE_UPDATE}`);
  }
}

/** Writes daily candles; a candle already stored for (instrument, trading day) is replaced. */
export async function upsertDailyCandles(
  db: Db,
  rows: readonly (CandleWrite & { tradingDay: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS);
    await db.execute(sql`
      insert into candles_1d (instrument_id, trading_day, open, high, low, close, volume, turnover)
      select * from unnest(${column(batch, (row) => row.instrumentId, 'int')},
        ${column(batch, (row) => row.tradingDay, 'date')}, ${candleColumns(batch)})
      on conflict (instrument_id, trading_day) do update set ${CANDLE_UPDATE}`);
  }
}

export async function findAllQuotes(db: Db): Promise<QuoteRow[]> {
  return db.select().from(quotes);
}

/** The instruments among `ids` that have at least one daily candle. */
export async function findInstrumentsWithHistory(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ instrument_id: number }>(sql`
    select i.id as instrument_id from instruments i
    where i.id = any(${arrayLiteral([...ids])}::int[])
      and exists (select 1 from candles_1d c where c.instrument_id = i.id)`);
  return new Set(rowsOf<{ instrument_id: number }>(rows).map((row) => Number(row.instrument_id)));
}

export { rowsOf };

/** The newest one-minute candles of an instrument before an instant, newest first. */
export async function findMinuteCandlesBefore(
  db: Db,
  instrumentId: number,
  before: Date,
  limit: number,
): Promise<MinuteCandleRow[]> {
  return db
    .select()
    .from(minuteCandles)
    .where(and(eq(minuteCandles.instrumentId, instrumentId), lt(minuteCandles.start, before)))
    .orderBy(desc(minuteCandles.start))
    .limit(limit);
}

/** The newest daily candles of an instrument before a day, newest first. */
export async function findDailyCandlesBefore(
  db: Db,
  instrumentId: number,
  before: string,
  limit: number,
): Promise<DailyCandleRow[]> {
  return db
    .select()
    .from(dailyCandles)
    .where(and(eq(dailyCandles.instrumentId, instrumentId), lt(dailyCandles.tradingDay, before)))
    .orderBy(desc(dailyCandles.tradingDay))
    .limit(limit);
}

/** The close of the last daily candle before each date (the reference close of an ex-date). */
export async function findClosesBefore(
  db: Db,
  instrumentId: number,
  dates: readonly string[],
): Promise<Map<string, string>> {
  const closes = new Map<string, string>();
  for (const date of dates) {
    const [row] = await db
      .select({ close: dailyCandles.close })
      .from(dailyCandles)
      .where(and(eq(dailyCandles.instrumentId, instrumentId), lt(dailyCandles.tradingDay, date)))
      .orderBy(desc(dailyCandles.tradingDay))
      .limit(1);
    if (row) closes.set(date, row.close);
  }
  return closes;
}

export async function findQuote(db: Db, instrumentId: number): Promise<QuoteRow | null> {
  const rows = await db.select().from(quotes).where(eq(quotes.instrumentId, instrumentId)).limit(1);
  return rows[0] ?? null;
}

export interface LatestQuote {
  symbol: string;
  last: string;
  prevClose: string;
  updatedAt: Date | null;
}

/**
 * The latest price of some instruments by symbol (for lists that show a price next to an
 * instrument, e.g. favourites): the engine's quote, or the instrument's reference close before the
 * engine's first step. Unknown symbols are left out.
 */
export async function findLatestQuotesBySymbols(
  db: Db,
  symbols: readonly string[],
): Promise<Map<string, LatestQuote>> {
  const found = new Map<string, LatestQuote>();
  if (symbols.length === 0) return found;
  const rows = await db
    .select({
      symbol: instruments.symbol,
      referenceClose: instruments.prevClose,
      last: quotes.last,
      prevClose: quotes.prevClose,
      updatedAt: quotes.updatedAt,
    })
    .from(instruments)
    .leftJoin(quotes, eq(quotes.instrumentId, instruments.id))
    .where(inArray(instruments.symbol, [...symbols]))
    .orderBy(asc(instruments.id));
  for (const row of rows) {
    found.set(row.symbol, {
      symbol: row.symbol,
      last: row.last ?? row.referenceClose,
      prevClose: row.prevClose ?? row.referenceClose,
      updatedAt: row.updatedAt,
    });
  }
  return found;
}

interface CopyClient {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** PGlite's own client when `db` is a PGlite database (it loads a CSV blob with COPY), else null. */
export function pgliteCopyClient(db: Db): CopyClient | null {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle keeps the driver's client on $client without typing it
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client === null || typeof client !== 'object' || !('dumpDataDir' in client)) return null;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- only node-postgres clients reach here, and they have copyFrom through pg-copy-streams
  return client as unknown as CopyClient;
}

function csvOf(rows: readonly (readonly Cell[])[]): Blob {
  return new Blob([
    rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))).join(',')).join('\n'),
  ]);
}

/**
 * Bulk-loads new candles (the backfill): on PGlite with COPY from a CSV blob, twice as fast as an
 * insert; on PostgreSQL with the unnest upserts. The caller makes sure no candle of these instruments
 * exists in the loaded range (COPY does not upsert): see `deleteMinuteCandlesBetween`.
 */
export async function bulkLoadCandles(
  db: Db,
  minutes: readonly (CandleWrite & { start: Date })[],
  days: readonly (CandleWrite & { tradingDay: string })[],
): Promise<void> {
  const client = pgliteCopyClient(db);
  if (client === null) {
    await upsertMinuteCandles(db, minutes);
    await upsertDailyCandles(db, days);
    return;
  }
  const values = (row: CandleWrite): Cell[] => [
    row.open,
    row.high,
    row.low,
    row.close,
    row.volume,
    row.turnover,
  ];
  if (minutes.length > 0) {
    await client.query("copy candles_1m from '/dev/blob' with (format csv)", [], {
      blob: csvOf(minutes.map((row) => [row.instrumentId, row.start.toISOString(), ...values(row)])),
    });
  }
  if (days.length > 0) {
    await client.query("copy candles_1d from '/dev/blob' with (format csv)", [], {
      blob: csvOf(days.map((row) => [row.instrumentId, row.tradingDay, ...values(row)])),
    });
  }
}

/** Removes an instrument's one-minute candles in [from, to] (before a bulk load replaces them). */
export async function deleteMinuteCandlesBetween(
  db: Db,
  instrumentId: number,
  from: Date,
  to: Date,
): Promise<void> {
  await db.execute(sql`delete from candles_1m where instrument_id = ${instrumentId}
    and start >= ${from.toISOString()}::timestamptz and start <= ${to.toISOString()}::timestamptz`);
}

/**
 * The close of the latest daily candle on or before `day` of each instrument (securities lending
 * values lent shares at it; a weekend or holiday reuses the last market day's close). Instruments
 * without one are left out.
 */
export async function findClosesOnOrBefore(
  db: Db,
  instrumentIds: readonly number[],
  day: string,
): Promise<Map<number, string>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([dailyCandles.instrumentId], {
      instrumentId: dailyCandles.instrumentId,
      close: dailyCandles.close,
    })
    .from(dailyCandles)
    .where(and(inArray(dailyCandles.instrumentId, [...instrumentIds]), lte(dailyCandles.tradingDay, day)))
    .orderBy(dailyCandles.instrumentId, desc(dailyCandles.tradingDay));
  return new Map(rows.map((row) => [row.instrumentId, row.close]));
}
