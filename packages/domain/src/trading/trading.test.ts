import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from '../markets/defaults.ts';
import { notionalMinor } from '../markets/fees.ts';
import {
  closeSettlement,
  feesAndTaxes,
  grossPnlMinor,
  isForcedClose,
  marginMinor,
  netPnlMinor,
  priceWithSpread,
  shareOf,
  sideOf,
} from './money.ts';
import {
  isWholeLots,
  orderProblem,
  parseQuantity,
  sharesOfLots,
  wholeLotsOf,
  type OrderContext,
  type OrderInput,
} from './orders.ts';

const { MY, US, JP, CN } = DEFAULT_MARKETS;
/** Monday 24 November 2026, 10:00 in Kuala Lumpur (continuous trading). */
const MY_OPEN = new Date('2026-11-24T02:00:00Z');
/** The same Monday at 20:00 in Kuala Lumpur (closed). */
const MY_SHUT = new Date('2026-11-24T12:00:00Z');

const order = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  direction: 'long',
  priceType: 'limit',
  price: '10.00',
  quantity: '200',
  leverage: 5,
  ...overrides,
});
const context = (overrides: Partial<OrderContext> = {}): OrderContext => ({
  market: MY,
  prevClose: '10.00',
  executionPrice: '10.00',
  isMarginEnabled: true,
  now: MY_OPEN,
  ...overrides,
});

describe('order rules (spec §5)', () => {
  it('accepts a Bursa long of two lots at RM10.00 with 5× leverage', () => {
    expect(orderProblem(order(), context())).toBeNull();
  });

  it.each([
    ['a missing quantity', order({ quantity: null }), context(), { code: 'QUANTITY_REQUIRED' }],
    [
      'a quantity that is not whole lots',
      order({ quantity: '150' }),
      context(),
      { code: 'WHOLE_LOTS_REQUIRED', params: { lotSize: '100' } },
    ],
    ['a limit price of zero', order({ price: '0' }), context(), { code: 'LIMIT_PRICE_INVALID' }],
    ['a missing limit price', order({ price: null }), context(), { code: 'LIMIT_PRICE_INVALID' }],
    [
      'a limit price off the tick grid',
      order({ price: '10.01' }),
      context(),
      { code: 'PRICE_OFF_TICK', params: { tick: '0.02' } },
    ],
    [
      'a limit price above the limit',
      order({ price: '13.02' }),
      context(),
      { code: 'PRICE_LIMIT_EXCEEDED', params: { low: '7.00', high: '13.00' } },
    ],
    ['an order while the market is shut', order(), context({ now: MY_SHUT }), { code: 'NON_TRADING_TIME' }],
    [
      'leverage above the maximum',
      order({ leverage: 6 }),
      context(),
      { code: 'LEVERAGE_ABOVE_MAX', params: { max: 5 } },
    ],
    [
      'leverage without margin trading',
      order({ leverage: 2 }),
      context({ isMarginEnabled: false }),
      { code: 'MARGIN_TRADING_DISABLED' },
    ],
    [
      'an order below the minimum amount',
      order({ quantity: '100', price: '0.50', leverage: 1 }),
      context({ prevClose: '0.50', executionPrice: '0.50' }),
      { code: 'MIN_ORDER_AMOUNT', params: { amount: '100.00', currency: 'MYR' } },
    ],
  ])('refuses %s', (_name, input, ctx, problem) => {
    expect(orderProblem(input, ctx)).toEqual(problem);
  });

  it('lets 1× trade without margin trading, and a market order skip the price checks', () => {
    expect(orderProblem(order({ leverage: 1 }), context({ isMarginEnabled: false }))).toBeNull();
    expect(orderProblem(order({ priceType: 'market', price: '0' }), context())).toBeNull();
  });

  it('refuses a short where short selling is not allowed (Shanghai)', () => {
    const shanghaiOpen = new Date('2026-11-24T02:00:00Z'); // 10:00 in Shanghai
    expect(
      orderProblem(
        order({ direction: 'short', price: '10.00', leverage: 1 }),
        context({ market: CN, now: shanghaiOpen }),
      ),
    ).toEqual({ code: 'SHORT_SELLING_NOT_ALLOWED' });
  });

  it('parses quantities and checks whole lots', () => {
    expect(parseQuantity('200')).toBe('200');
    expect(parseQuantity(300)).toBe('300');
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('-100')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(isWholeLots('0.5', '0.0001')).toBe(true);
    expect(isWholeLots('1', '100')).toBe(false);
  });

  it('counts whole lots, and finds none on a market without a lot', () => {
    expect(wholeLotsOf('200', '100')).toBe(2);
    expect(wholeLotsOf('250', '100')).toBeNull();
    expect(wholeLotsOf('0.5', '0.01')).toBe(50);
    expect(wholeLotsOf('100', '0')).toBeNull();
    expect(isWholeLots('100', '0')).toBe(false);
  });

  it('turns lots into shares exactly', () => {
    expect(sharesOfLots(1, '100')).toBe('100');
    expect(sharesOfLots('2', '100')).toBe('200');
    expect(sharesOfLots(3, '0.01')).toBe('0.03');
    expect(sharesOfLots('1.5', '100')).toBe('150');
    expect(sharesOfLots('0', '100')).toBeNull();
    expect(sharesOfLots('two', '100')).toBeNull();
    expect(sharesOfLots('2', '0')).toBeNull();
    // 1.00000001 lots of 0.01 is 0.0100000001 shares: not whole lots, and not rounded into 0.01.
    expect(sharesOfLots('1.00000001', '0.01')).toBeNull();
  });
});

describe('trade money', () => {
  it('prices the Bursa example exactly: RM400.00 margin, RM9.60 fees, RM2 stamp duty', () => {
    const notional = notionalMinor('MYR', '10.00', '200');
    expect(notional).toBe(200_000n);
    expect(marginMinor(notional, 5)).toBe(40_000n);
    expect(feesAndTaxes(MY, 'buy', notional)).toEqual({ feeMinor: 960n, taxMinor: 200n });
  });

  it('caps Bursa brokerage at RM100 and stamp duty at RM1,000', () => {
    const notional = notionalMinor('MYR', '10.00', '200000'); // RM2,000,000
    // Brokerage 0.1 % = 2,000 → capped 100; clearing 0.03 % = 600 → cap 1,000 not reached; stamp capped 1,000.
    expect(feesAndTaxes(MY, 'buy', notional)).toEqual({ feeMinor: 70_000n, taxMinor: 100_000n });
  });

  it('charges the SEC fee only on US sales: a short opens as a sale', () => {
    const notional = notionalMinor('USD', '200.00', '10'); // $2,000
    expect(sideOf('short', 'open')).toBe('sell');
    expect(sideOf('long', 'close')).toBe('sell');
    expect(feesAndTaxes(US, 'buy', notional)).toEqual({ feeMinor: 100n, taxMinor: 0n });
    // brokerage 0.03 % = 0.60 → minimum 1.00; SEC 0.00278 % = 0.0556 → up to 0.06.
    expect(feesAndTaxes(US, 'sell', notional)).toEqual({ feeMinor: 106n, taxMinor: 0n });
  });

  it('keeps yen whole', () => {
    const notional = notionalMinor('JPY', '2851', '100');
    expect(notional).toBe(285_100n);
    expect(marginMinor(notional, 3)).toBe(95_034n);
  });

  it('moves the fill price against the member by the spread, onto the grid', () => {
    expect(priceWithSpread(MY, '10.00', 'buy', 10)).toBe('10.02');
    expect(priceWithSpread(MY, '10.00', 'sell', 10)).toBe('9.99');
    expect(priceWithSpread(MY, '10.00', 'buy', 0)).toBe('10');
  });

  it('P&L: long (exit − entry) × q, short the reverse, less fees and taxes', () => {
    expect(grossPnlMinor('MYR', 'long', '10.00', '10.50', '200')).toBe(10_000n);
    expect(grossPnlMinor('MYR', 'short', '10.00', '10.50', '200')).toBe(-10_000n);
    expect(
      netPnlMinor(10_000n, [
        { feeMinor: 960n, taxMinor: 200n },
        { feeMinor: 961n, taxMinor: 300n },
      ]),
    ).toBe(7_579n);
  });

  it('forces a close once the loss reaches the maintenance margin', () => {
    expect(isForcedClose(40_000n, -19_999n, 50)).toBe(false);
    expect(isForcedClose(40_000n, -20_000n, 50)).toBe(true);
    expect(isForcedClose(40_000n, 5_000n, 50)).toBe(false);
  });

  it('never debits more than the available balance on a close', () => {
    expect(closeSettlement(40_000n, -50_000n, { feeMinor: 100n, taxMinor: 0n }, 3_000n)).toEqual({
      toAvailable: -3_000n,
      absorbedByDesk: 7_100n,
    });
    expect(closeSettlement(40_000n, -10_000n, { feeMinor: 100n, taxMinor: 0n }, 0n)).toEqual({
      toAvailable: 29_900n,
      absorbedByDesk: 0n,
    });
  });
});

describe('trade money properties', () => {
  const notional = fc.bigInt({ min: 0n, max: 10n ** 15n });
  const leverage = fc.integer({ min: 1, max: 500 });
  const price = fc.integer({ min: 1, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));
  const lots = fc.integer({ min: 1, max: 10_000 }).map((count) => String(count * 100));

  it('margin × leverage covers the notional, by less than one leverage step', () => {
    fc.assert(
      fc.property(notional, leverage, (value, multiple) => {
        const margin = marginMinor(value, multiple);
        expect(margin * BigInt(multiple) >= value).toBe(true);
        expect(margin * BigInt(multiple) - value < BigInt(multiple)).toBe(true);
      }),
    );
  });

  it('long and short P&L are exact opposites', () => {
    fc.assert(
      fc.property(price, price, lots, (entry, exit, quantity) => {
        expect(grossPnlMinor('MYR', 'long', entry, exit, quantity)).toBe(
          -grossPnlMinor('MYR', 'short', entry, exit, quantity),
        );
      }),
    );
  });

  it('fees and taxes are never negative, on every market and side', () => {
    fc.assert(
      fc.property(
        notional,
        fc.constantFrom(MY, US, JP, CN),
        fc.constantFrom('buy', 'sell'),
        (value, market, side) => {
          const { feeMinor, taxMinor } = feesAndTaxes(market, side, value);
          expect(feeMinor >= 0n && taxMinor >= 0n).toBe(true);
        },
      ),
    );
  });

  it('partial closes never create money: the shares always add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (amount, pieces) => {
          let held = pieces.reduce((sum, piece) => sum + piece, 0) * 100;
          let left = amount;
          let paid = 0n;
          for (const piece of pieces) {
            const part = shareOf(left, String(piece * 100), String(held));
            expect(part >= 0n && part <= left).toBe(true);
            paid += part;
            left -= part;
            held -= piece * 100;
          }
          expect(paid).toBe(amount);
          expect(left).toBe(0n);
        },
      ),
    );
  });

  it('a close settlement never takes more than the available balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (margin, gross, fee, available) => {
          const { toAvailable, absorbedByDesk } = closeSettlement(
            margin,
            gross,
            { feeMinor: fee, taxMinor: 0n },
            available,
          );
          expect(available + toAvailable >= 0n).toBe(true);
          expect(absorbedByDesk >= 0n).toBe(true);
          expect(toAvailable - absorbedByDesk).toBe(
            absorbedByDesk > 0n ? -available - absorbedByDesk : margin + gross - fee,
          );
        },
      ),
    );
  });
});
