import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDailyCsv, parseMinuteCsv, parseMinuteInstant, MAX_CSV_ERRORS } from './csv.ts';
import { isOnTickGrid } from './price.ts';
import { BURSA_TICKS } from './test-markets.ts';

const SHARES = { priceDecimals: 4, quantityDecimals: 0 };

describe('daily CSV', () => {
  it('parses the Maybank sample: every price on the Bursa grid, dates ascending', () => {
    const text = readFileSync(new URL('./sample-history.csv', import.meta.url), 'utf8');
    const result = parseDailyCsv(text, SHARES);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.candles.length).toBe(32);
    expect(result.candles[0]).toEqual({
      date: '2025-10-01',
      open: 99_400n,
      high: 100_200n,
      low: 99_200n,
      close: 99_700n,
      volume: 14_000_800n,
      turnover: (14_000_800n * (100_200n + 99_200n + 99_700n)) / 3n,
    });
    for (const candle of result.candles) {
      for (const price of [candle.open, candle.high, candle.low, candle.close]) {
        expect(isOnTickGrid(price, BURSA_TICKS)).toBe(true);
      }
    }
  });

  it('takes an optional turnover column, a byte-order mark and CRLF line ends', () => {
    const text =
      '\uFEFFdate,open,high,low,close,volume,turnover\r\n2025-10-01,9.94,10.02,9.92,9.97,100,997.00\r\n';
    const result = parseDailyCsv(text, SHARES);
    expect(result).toEqual({
      ok: true,
      candles: [
        {
          date: '2025-10-01',
          open: 99_400n,
          high: 100_200n,
          low: 99_200n,
          close: 99_700n,
          volume: 100n,
          turnover: 9_970_000n,
        },
      ],
    });
  });

  it('reports each bad line with its number and a code', () => {
    const text = [
      'date,open,high,low,close,volume',
      '2025-10-01,9.94,10.02,9.92,9.97,100', // fine
      '2025-02-30,9.94,10.02,9.92,9.97,100', // no such date
      '2025-10-02,9.94,10.02,9.92,9.97', // a column short
      '2025-10-03,9.94,9.90,9.92,9.97,100', // high below open
      '2025-10-04,abc,10.02,9.92,9.97,100',
      '2025-10-05,9.94,10.02,9.92,9.97,-5',
      '2025-10-05,9.94,10.02,9.92,9.97,100', // same date again
      '',
      '2025-10-07,9.94,10.02,9.92,9.97,1.5', // shares are whole
      '2025-10-08,9.945,10.02,9.92,9.97,100', // fine at 4 decimals
      '2025-10-09,9.94512,10.02,9.92,9.97,100', // more decimals than the scale
      '2025-10-10, 9.94,10.02,9.92,9.97,100', // spaces are not allowed
      '2025-10-11,0,10.02,0,9.97,100', // zero price
    ].join('\n');
    const result = parseDailyCsv(text, SHARES);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, code: 'BAD_DATE', column: 'date' },
        { line: 4, code: 'FIELD_COUNT' },
        { line: 5, code: 'PRICE_ORDER' },
        { line: 6, code: 'BAD_PRICE', column: 'open' },
        { line: 7, code: 'BAD_VOLUME', column: 'volume' },
        { line: 8, code: 'NOT_ASCENDING', column: 'date' },
        { line: 9, code: 'BLANK_LINE' },
        { line: 10, code: 'BAD_VOLUME', column: 'volume' },
        { line: 12, code: 'BAD_PRICE', column: 'open' },
        { line: 13, code: 'BAD_PRICE', column: 'open' },
        { line: 14, code: 'BAD_PRICE', column: 'open' },
      ],
    });
  });

  it('refuses a wrong header, an empty file and a file with a header only', () => {
    expect(parseDailyCsv('Date,Open,High,Low,Close,Volume\n', SHARES)).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'BAD_HEADER' }],
    });
    expect(parseDailyCsv('', SHARES)).toEqual({ ok: false, errors: [{ line: 1, code: 'EMPTY_FILE' }] });
    expect(parseDailyCsv('date,open,high,low,close,volume\n', SHARES)).toEqual({
      ok: false,
      errors: [{ line: 2, code: 'EMPTY_FILE' }],
    });
  });

  it('bounds the rows and the errors it reports', () => {
    const rows = Array.from(
      { length: 11 },
      (_, index) => `2025-10-${String(index + 1).padStart(2, '0')},1,1,1,1,1`,
    );
    expect(
      parseDailyCsv(['date,open,high,low,close,volume', ...rows].join('\n'), { ...SHARES, maxRows: 10 }),
    ).toEqual({
      ok: false,
      errors: [{ line: 12, code: 'TOO_MANY_ROWS' }],
    });
    const bad = Array.from({ length: 200 }, () => 'x');
    const result = parseDailyCsv(['date,open,high,low,close,volume', ...bad].join('\n'), SHARES);
    expect(result.ok ? 0 : result.errors.length).toBe(MAX_CSV_ERRORS);
  });
});

describe('minute CSV', () => {
  it('reads whole minutes with an explicit offset as UTC instants', () => {
    const text = [
      'datetime,open,high,low,close,volume',
      '2025-11-14T09:00+08:00,10.52,10.54,10.50,10.54,120000',
      '2025-11-14T09:01:00+08:00,10.54,10.56,10.54,10.56,80000',
      '2025-11-14T01:02:00Z,10.56,10.56,10.52,10.52,50000',
    ].join('\n');
    const result = parseMinuteCsv(text, SHARES);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.candles.map((candle) => new Date(candle.time).toISOString())).toEqual([
      '2025-11-14T01:00:00.000Z',
      '2025-11-14T01:01:00.000Z',
      '2025-11-14T01:02:00.000Z',
    ]);
    expect(result.candles[0]?.close).toBe(105_400n);
  });

  it('refuses times without an offset, with seconds, or impossible', () => {
    expect(parseMinuteInstant('2025-11-14T09:00:00')).toBeNull();
    expect(parseMinuteInstant('2025-11-14T09:00:30+08:00')).toBeNull();
    expect(parseMinuteInstant('2025-11-14T24:00+08:00')).toBeNull();
    expect(parseMinuteInstant('2025-11-31T09:00+08:00')).toBeNull();
    expect(parseMinuteInstant('2025-11-14 09:00+08:00')).toBeNull();
    const result = parseMinuteCsv(
      'datetime,open,high,low,close,volume\n2025-11-14T09:00,1,1,1,1,1\n',
      SHARES,
    );
    expect(result).toEqual({ ok: false, errors: [{ line: 2, code: 'BAD_DATETIME', column: 'datetime' }] });
  });

  it('takes fractional volumes for crypto at the quantity scale', () => {
    const text =
      'datetime,open,high,low,close,volume\n2025-11-14T00:00Z,65000.5,65010,64990,65001.25,0.125\n';
    const result = parseMinuteCsv(text, { priceDecimals: 8, quantityDecimals: 8 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.candles[0]?.volume).toBe(12_500_000n);
    expect(result.candles[0]?.open).toBe(6_500_050_000_000n);
  });
});
