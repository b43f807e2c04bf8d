// Strict parsing of price history in CSV (format in packages/domain/README.md, "Price history CSV").
// Daily files start with the header `date,open,high,low,close,volume`, minute files with
// `datetime,open,high,low,close,volume`; either may add a `turnover` column. Every problem is
// reported with its 1-based line number and a stable code; nothing is guessed or skipped.
import { estimatedTurnover, type Candle, type DayCandle, type Ohlcv } from './candles.ts';
import { parsePrice } from './price.ts';

export const CSV_ERROR_CODES = [
  'EMPTY_FILE',
  'BAD_HEADER',
  'BLANK_LINE',
  'FIELD_COUNT',
  'BAD_DATE',
  'BAD_DATETIME',
  'BAD_PRICE',
  'BAD_VOLUME',
  'BAD_TURNOVER',
  'PRICE_ORDER',
  'NOT_ASCENDING',
  'TOO_MANY_ROWS',
] as const;
export type CsvErrorCode = (typeof CSV_ERROR_CODES)[number];

export interface CsvError {
  /** 1-based line number in the file. */
  line: number;
  code: CsvErrorCode;
  /** The column at fault, when one is. */
  column?: string;
}

export interface CsvOptions {
  /** Decimals of a price (the instrument's price scale). */
  priceDecimals: number;
  /** Decimals of a volume: 0 for shares. */
  quantityDecimals: number;
  /** Rows accepted at most (default 100,000). */
  maxRows?: number;
}

export type CsvResult<C> = { ok: true; candles: C[] } | { ok: false; errors: CsvError[] };

/** Errors reported at most; parsing stops after that many. */
export const MAX_CSV_ERRORS = 50;
const DEFAULT_MAX_ROWS = 100_000;
const PRICE_COLUMNS = ['open', 'high', 'low', 'close'] as const;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})$/;
const UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/;

export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** "2025-10-01T09:00+08:00" → the UTC instant; null unless a whole minute with an explicit offset. */
export function parseMinuteInstant(text: string): number | null {
  const match = DATETIME_PATTERN.exec(text);
  if (!match) return null;
  const [, date = '', hours = '', minutes = '', seconds = '00', zone = ''] = match;
  if (!isCalendarDate(date) || Number(hours) > 23 || Number(minutes) > 59 || seconds !== '00') return null;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return null;
  const instant = Date.parse(`${date}T${hours}:${minutes}:00${zone}`);
  return Number.isFinite(instant) ? instant : null;
}

function parseQuantity(text: string, decimals: number): bigint | null {
  return UNSIGNED_DECIMAL.test(text) ? parsePrice(text, decimals) : null;
}

type RowResult = { ohlcv: Ohlcv } | { error: CsvError };

function parseRow(
  fields: readonly string[],
  line: number,
  hasTurnover: boolean,
  options: CsvOptions,
): RowResult {
  const prices: bigint[] = [];
  for (const [offset, column] of PRICE_COLUMNS.entries()) {
    const text = fields[offset + 1] ?? '';
    const price = UNSIGNED_DECIMAL.test(text) ? parsePrice(text, options.priceDecimals) : null;
    if (price === null || price <= 0n) return { error: { line, code: 'BAD_PRICE', column } };
    prices.push(price);
  }
  const [open = 0n, high = 0n, low = 0n, close = 0n] = prices;
  if (low > open || low > close || high < open || high < close) {
    return { error: { line, code: 'PRICE_ORDER' } };
  }
  const volume = parseQuantity(fields[5] ?? '', options.quantityDecimals);
  if (volume === null) return { error: { line, code: 'BAD_VOLUME', column: 'volume' } };
  const candle = { open, high, low, close, volume };
  if (!hasTurnover) return { ohlcv: { ...candle, turnover: estimatedTurnover(candle) } };
  const turnover = parseQuantity(fields[6] ?? '', options.priceDecimals + options.quantityDecimals);
  if (turnover === null) return { error: { line, code: 'BAD_TURNOVER', column: 'turnover' } };
  return { ohlcv: { ...candle, turnover } };
}

function parseTable<K extends string | number, C>(
  text: string,
  firstColumn: 'date' | 'datetime',
  parseKey: (field: string) => K | null,
  build: (key: K, ohlcv: Ohlcv) => C,
  options: CsvOptions,
): CsvResult<C> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const header = lines[0];
  if (header === undefined || header === '') return { ok: false, errors: [{ line: 1, code: 'EMPTY_FILE' }] };
  const base = `${firstColumn},open,high,low,close,volume`;
  if (header !== base && header !== `${base},turnover`) {
    return { ok: false, errors: [{ line: 1, code: 'BAD_HEADER' }] };
  }
  const columns = header.split(',').length;
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  if (lines.length - 1 > maxRows)
    return { ok: false, errors: [{ line: maxRows + 2, code: 'TOO_MANY_ROWS' }] };
  const errors: CsvError[] = [];
  const candles: C[] = [];
  let previousKey: K | null = null;
  for (let index = 1; index < lines.length && errors.length < MAX_CSV_ERRORS; index += 1) {
    const line = index + 1;
    const raw = lines[index] ?? '';
    if (raw === '') {
      errors.push({ line, code: 'BLANK_LINE' });
      continue;
    }
    const fields = raw.split(',');
    if (fields.length !== columns) {
      errors.push({ line, code: 'FIELD_COUNT' });
      continue;
    }
    const key = parseKey(fields[0] ?? '');
    if (key === null) {
      errors.push({ line, code: firstColumn === 'date' ? 'BAD_DATE' : 'BAD_DATETIME', column: firstColumn });
      continue;
    }
    if (previousKey !== null && key <= previousKey)
      errors.push({ line, code: 'NOT_ASCENDING', column: firstColumn });
    previousKey = key;
    const row = parseRow(fields, line, columns === 7, options);
    if ('error' in row) errors.push(row.error);
    else candles.push(build(key, row.ohlcv));
  }
  if (errors.length > 0) return { ok: false, errors };
  if (candles.length === 0) return { ok: false, errors: [{ line: 2, code: 'EMPTY_FILE' }] };
  return { ok: true, candles };
}

/** Daily history: `date,open,high,low,close,volume[,turnover]`, dates strictly ascending. */
export function parseDailyCsv(text: string, options: CsvOptions): CsvResult<DayCandle> {
  return parseTable(
    text,
    'date',
    (field) => (isCalendarDate(field) ? field : null),
    (date, ohlcv) => ({ date, ...ohlcv }),
    options,
  );
}

/** Minute history: `datetime,open,high,low,close,volume[,turnover]`, whole minutes with an offset, ascending. */
export function parseMinuteCsv(text: string, options: CsvOptions): CsvResult<Candle> {
  return parseTable(text, 'datetime', parseMinuteInstant, (time, ohlcv) => ({ time, ...ohlcv }), options);
}
