import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, CURRENCY_SCALE } from './currencies.ts';
import { convertMinor, formatRate, parseRate, quotedRate, RATE_DECIMALS } from './fx.ts';

const rate = (text: string): bigint => {
  const parsed = parseRate(text);
  if (parsed === null) throw new Error(`bad rate ${text}`);
  return parsed;
};

describe('fx rates as exact decimals', () => {
  it('parses and formats rates without floating point', () => {
    expect(parseRate('4.2')).toBe(42_000_000_000n);
    expect(formatRate(rate('0.000165'))).toBe('0.000165');
    expect(formatRate(rate('4.2000'))).toBe('4.2');
    expect(formatRate(rate('1'))).toBe('1');
  });

  it('refuses zero, negative, exponent and over-precise rates', () => {
    expect(parseRate('0')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
    expect(parseRate('0.00000000001')).toBeNull();
    expect(parseRate('')).toBeNull();
  });

  it('round-trips every rate it accepts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (scaled) => {
        expect(parseRate(formatRate(scaled))).toBe(scaled);
      }),
    );
  });
});

describe('quoting and converting', () => {
  it('1000.00 MYR to USD at mid 4.20 with a 50 bps spread gives exactly 236.90 USD', () => {
    const quoted = quotedRate(rate('1'), rate('4.2'), 50, 'down-in-house-favour');
    // 1 / 4.2 × 0.995 = 0.236904761904… cut to ten decimals
    expect(formatRate(quoted)).toBe('0.2369047619');
    expect(convertMinor(100_000n, 'MYR', 'USD', quoted, 'down-in-house-favour')).toBe(23_690n);
  });

  it('USD to JPY has no decimals: 100.00 USD at 4.20 / 0.0278 less 50 bps gives 15032 JPY', () => {
    const quoted = quotedRate(rate('4.2'), rate('0.0278'), 50, 'down-in-house-favour');
    // 4.2 / 0.0278 × 0.995 = 150.3237410071…
    expect(formatRate(quoted)).toBe('150.3237410071');
    expect(convertMinor(10_000n, 'USD', 'JPY', quoted, 'down-in-house-favour')).toBe(15_032n);
  });

  it('JPY to MYR rounds the sen down', () => {
    const quoted = quotedRate(rate('0.0278'), rate('1'), 0, 'down-in-house-favour');
    expect(convertMinor(999n, 'JPY', 'MYR', quoted, 'down-in-house-favour')).toBe(2777n);
  });

  it('never gives more than the exact value nor less than one minor unit below it', () => {
    const currency = fc.constantFrom(...CURRENCIES);
    fc.assert(
      fc.property(
        currency,
        currency,
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        (from, to, amountMinor, rateScaled) => {
          const received = convertMinor(amountMinor, from, to, rateScaled, 'down-in-house-favour');
          const exactNumerator = amountMinor * rateScaled * 10n ** BigInt(CURRENCY_SCALE[to]);
          const exactDenominator = 10n ** BigInt(CURRENCY_SCALE[from] + RATE_DECIMALS);
          expect(received * exactDenominator <= exactNumerator).toBe(true);
          expect((received + 1n) * exactDenominator > exactNumerator).toBe(true);
        },
      ),
    );
  });

  it('a wider spread never quotes a better rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 4999 }),
        (midFrom, midTo, spreadBps) => {
          const narrow = quotedRate(midFrom, midTo, spreadBps, 'down-in-house-favour');
          const wide = quotedRate(midFrom, midTo, spreadBps + 1, 'down-in-house-favour');
          expect(wide <= narrow).toBe(true);
        },
      ),
    );
  });

  it('a round trip through any currency never returns more than was given', () => {
    const currency = fc.constantFrom(...CURRENCIES);
    const mid = fc.bigInt({ min: 10n ** 5n, max: 10n ** 12n });
    fc.assert(
      fc.property(
        currency,
        currency,
        mid,
        mid,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b, midA, midB, amount) => {
          const there = convertMinor(
            amount,
            a,
            b,
            quotedRate(midA, midB, 0, 'down-in-house-favour'),
            'down-in-house-favour',
          );
          const back = convertMinor(
            there,
            b,
            a,
            quotedRate(midB, midA, 0, 'down-in-house-favour'),
            'down-in-house-favour',
          );
          expect(back <= amount).toBe(true);
        },
      ),
    );
  });
});
