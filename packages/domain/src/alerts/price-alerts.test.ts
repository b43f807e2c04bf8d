import { describe, expect, it } from 'vitest';
import { decimal } from '../markets/decimal.ts';
import { AlertBook, type BookAlert } from './alert-book.ts';
import { absoluteChangePercent, isAlertMet, parseAlertThreshold, type AlertKind } from './price-alerts.ts';

const quote = (last: string, prevClose = '10') => ({ last: decimal(last), prevClose: decimal(prevClose) });
const condition = (kind: AlertKind, threshold: string) => ({ kind, threshold: decimal(threshold) });

describe('price alert conditions', () => {
  it('fires "above" when the last price reaches the level, not a hundred-millionth before', () => {
    expect(isAlertMet(condition('above', '10.5'), quote('10.49999999'))).toBe(false);
    expect(isAlertMet(condition('above', '10.5'), quote('10.5'))).toBe(true);
    expect(isAlertMet(condition('above', '10.5'), quote('11'))).toBe(true);
  });

  it('fires "below" when the last price falls to the level', () => {
    expect(isAlertMet(condition('below', '9.5'), quote('9.50000001'))).toBe(false);
    expect(isAlertMet(condition('below', '9.5'), quote('9.5'))).toBe(true);
    expect(isAlertMet(condition('below', '9.5'), quote('1'))).toBe(true);
  });

  it('fires "change" on a daily move of at least N % either way against the previous close', () => {
    // 3 % of 10.00 is 0.30, exactly: 10.30 and 9.70 fire, 10.29999999 does not.
    expect(isAlertMet(condition('change', '3'), quote('10.3'))).toBe(true);
    expect(isAlertMet(condition('change', '3'), quote('9.7'))).toBe(true);
    expect(isAlertMet(condition('change', '3'), quote('10.29999999'))).toBe(false);
    expect(isAlertMet(condition('change', '3'), quote('9.70000001'))).toBe(false);
    // Exact where a float is not: 0.1 + 0.2 % of 3 is 0.009.
    expect(isAlertMet(condition('change', '0.3'), quote('3.009', '3'))).toBe(true);
    expect(isAlertMet(condition('change', '0.3'), quote('3.00899999', '3'))).toBe(false);
  });

  it('never fires "change" without a previous close', () => {
    expect(isAlertMet(condition('change', '1'), quote('10', '0'))).toBe(false);
    expect(absoluteChangePercent(quote('10', '0'))).toBe(0n);
  });

  it('measures the change rounded down, in scaled percent', () => {
    expect(absoluteChangePercent(quote('10.3'))).toBe(decimal('3'));
    expect(absoluteChangePercent(quote('9', '3'))).toBe(decimal('200'));
    // 1/3 of a percent, down: 0.33333333.
    expect(absoluteChangePercent(quote('3.01', '3'))).toBe(decimal('0.33333333'));
  });
});

describe('parseAlertThreshold', () => {
  it('accepts a positive level with up to eight decimals', () => {
    expect(parseAlertThreshold('above', '12.34')).toEqual({ threshold: decimal('12.34') });
    expect(parseAlertThreshold('below', '0.00000001')).toEqual({ threshold: 1n });
  });

  it.each([
    ['above', '0', 'level'],
    ['below', '-1', 'level'],
    ['above', '1.123456789', 'level'],
    ['above', 'abc', 'level'],
    ['above', '', 'level'],
    ['above', '1000000000000', 'level'],
    ['change', '0', 'percent'],
    ['change', '100.01', 'percent'],
    ['change', '1e3', 'percent'],
  ] as const)('refuses %s "%s" (%s)', (kind, text, problem) => {
    expect(parseAlertThreshold(kind, text)).toEqual({ problem });
  });

  it('accepts a percent up to 100', () => {
    expect(parseAlertThreshold('change', '100')).toEqual({ threshold: decimal('100') });
    expect(parseAlertThreshold('change', '2.5')).toEqual({ threshold: decimal('2.5') });
  });
});

describe('AlertBook', () => {
  const alert = (id: number, kind: AlertKind, threshold: string, symbol = 'MY:1155'): BookAlert => ({
    id,
    memberId: 1,
    symbol,
    kind,
    threshold: decimal(threshold),
  });

  it('answers exactly the alerts a quote meets, by id, per instrument', () => {
    const book = new AlertBook();
    book.add(alert(1, 'above', '11'));
    book.add(alert(2, 'above', '10.5'));
    book.add(alert(3, 'above', '12'));
    book.add(alert(4, 'below', '9'));
    book.add(alert(5, 'below', '10.6'));
    book.add(alert(6, 'change', '5'));
    book.add(alert(7, 'change', '10'));
    book.add(alert(8, 'above', '1', 'US:AAPL'));
    const quotes: Record<string, { last: bigint; prevClose: bigint }> = { 'MY:1155': quote('11') };
    expect(book.met((symbol) => quotes[symbol] ?? null).map((found) => found.id)).toEqual([1, 2, 6, 7]);
    quotes['MY:1155'] = quote('8.9');
    expect(book.met((symbol) => quotes[symbol] ?? null).map((found) => found.id)).toEqual([4, 5, 6, 7]);
  });

  it('agrees with checking every alert one by one', () => {
    const book = new AlertBook();
    const all: BookAlert[] = [];
    const kinds: AlertKind[] = ['above', 'below', 'change'];
    for (let id = 1; id <= 300; id += 1) {
      const kind = kinds[id % 3]!;
      const threshold = kind === 'change' ? `${(id % 7) + 0.5}` : `${9 + (id % 23) / 10}`;
      const created = alert(id, kind, threshold, `MY:${id % 4}`);
      all.push(created);
      book.add(created);
    }
    for (const last of ['8.5', '9.3', '10', '10.05', '10.9', '11.2']) {
      const met = book.met(() => quote(last)).map((found) => found.id);
      const expected = all
        .filter((candidate) => isAlertMet(candidate, quote(last)))
        .map((candidate) => candidate.id);
      expect(met).toEqual(expected);
    }
  });

  it('fires a change alert exactly at its band around an odd previous close, both ways', () => {
    const book = new AlertBook();
    book.add(alert(1, 'change', '0.3'));
    const met = (last: string) => book.met(() => quote(last, '3')).map((found) => found.id);
    expect(met('3.009')).toEqual([1]);
    expect(met('3.00899999')).toEqual([]);
    expect(met('2.991')).toEqual([1]);
    expect(met('2.99100001')).toEqual([]);
    // A new previous close moves the band.
    expect(book.met(() => quote('3.009', '3.001')).map((found) => found.id)).toEqual([]);
  });

  it('removes alerts, forgets empty instruments, and ignores a second add or remove', () => {
    const book = new AlertBook();
    book.add(alert(1, 'above', '10'));
    book.add(alert(1, 'above', '10'));
    book.add(alert(2, 'above', '10'));
    expect(book.size).toBe(2);
    book.remove(1);
    book.remove(1);
    expect(book.met(() => quote('10')).map((found) => found.id)).toEqual([2]);
    book.remove(2);
    expect(book.size).toBe(0);
    expect([...book.symbols()]).toEqual([]);
  });
});
