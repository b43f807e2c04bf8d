import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { formatMinor } from '@saham/domain/money';
import {
  amountForCash,
  amountForShare,
  availableMinorIn,
  confirmationOf,
  defaultAmount,
  buyRequestOf,
  displayPrice,
  draftProblem,
  leverageChoices,
  orderRulesOf,
  previewOf,
  quantityOf,
  stepPrice,
  type OrderDraft,
  servedAvailableMinor,
  type OrderParams,
  type OrderQuote,
  type OrderRules,
} from './order-form-model.ts';

/** trade/params as the server serves a market's defaults: its schedule, minimum, lot and tick table. */
function paramsOf(code: 'MY' | 'US' | 'CRYPTO', extra: Partial<OrderParams> = {}): OrderParams {
  const market = DEFAULT_MARKETS[code];
  return {
    currency: market.currency,
    fees: market.fees.map((fee) => ({ ...fee, sides: [...fee.sides], tiers: [...fee.tiers] })),
    minOrderAmount: market.minOrderAmount,
    lotSize: market.lotSize,
    tickTable: [...market.tickTable],
    priceLimits: null,
    maxLeverage: market.maxLeverage,
    isShortSellingAllowed: market.isShortSellingAllowed,
    isMarginEnabled: true,
    ...extra,
  };
}

const stock: OrderQuote = { assetClass: 'stock', last: '10.00' };
const MY_PARAMS = paramsOf('MY', { lotSize: '100', priceLimits: { lower: '7.00', upper: '13.00' } });
const maybank = { quote: stock, params: MY_PARAMS };
const apple = { quote: { ...stock, last: '200.00' }, params: paramsOf('US', { lotSize: '1' }) };
const bitcoin = {
  quote: { assetClass: 'crypto', last: '90000' } satisfies OrderQuote,
  params: paramsOf('CRYPTO', { lotSize: '0.0001', tickTable: [{ from: '0', tick: '0.01' }] }),
};

function rulesOf(instrument: { quote: OrderQuote; params: OrderParams }): OrderRules {
  return orderRulesOf(instrument.quote, instrument.params);
}

const BURSA = rulesOf(maybank);
/** Bursa: 2 lots at RM10.00 with 5× leverage, the worked example. */
const twoLots: OrderDraft = {
  direction: 'long',
  priceType: 'limit',
  price: '10.00',
  amount: '2',
  leverage: 5,
};
const money = (minor: bigint | null) => (minor === null ? null : formatMinor(minor, 'MYR'));

describe('the order preview', () => {
  it('prices Bursa 2 lots at RM10.00 with 5×: RM400.00 margin, RM9.60 fees, RM2.00 stamp duty, RM411.60', () => {
    const preview = previewOf(BURSA, twoLots, maybank.quote.last);
    expect(preview.quantity).toBe('200');
    expect(money(preview.notionalMinor)).toBe('2000.00');
    // Margin = RM2,000 ÷ 5; brokerage RM9.00 (the RM1,000–10,000 tier) + clearing 0.03 % = RM0.60;
    // stamp duty RM1 per RM1,000 or part = RM2.
    expect(money(preview.marginMinor)).toBe('400.00');
    expect(money(preview.feeMinor)).toBe('9.60');
    expect(money(preview.taxMinor)).toBe('2.00');
    expect(money(preview.totalMinor)).toBe('411.60');
  });

  it('follows the leverage and the quantity: 1× holds the whole notional', () => {
    expect(money(previewOf(BURSA, { ...twoLots, leverage: 1 }, '10.00').totalMinor)).toBe('2011.60');
    const tenLots = previewOf(BURSA, { ...twoLots, amount: '10' }, '10.00');
    // RM10,000: brokerage 0.1 % = RM10.00, clearing RM3.00, stamp duty RM10.
    expect(money(tenLots.marginMinor)).toBe('2000.00');
    expect(money(tenLots.feeMinor)).toBe('13.00');
    expect(money(tenLots.taxMinor)).toBe('10.00');
  });

  it('prices a market order at the last price', () => {
    const preview = previewOf(BURSA, { ...twoLots, priceType: 'market', price: '' }, '10.50');
    expect(preview.price).toBe('10.5');
    expect(money(preview.notionalMinor)).toBe('2100.00');
  });

  it('charges a US short as a sale (the SEC fee applies)', () => {
    const us = rulesOf(apple);
    const draft: OrderDraft = {
      direction: 'short',
      priceType: 'limit',
      price: '200',
      amount: '10',
      leverage: 2,
    };
    const preview = previewOf(us, draft, apple.quote.last);
    expect(preview.quantity).toBe('10');
    expect(formatMinor(preview.marginMinor ?? 0n, 'USD')).toBe('1000.00');
    // Brokerage minimum $1.00 + SEC fee $0.06 on a $2,000 sale.
    expect(formatMinor(preview.feeMinor ?? 0n, 'USD')).toBe('1.06');
    expect(formatMinor(previewOf(us, { ...draft, direction: 'long' }, '200').feeMinor ?? 0n, 'USD')).toBe(
      '1.00',
    );
  });

  it('shows nothing until the quantity and price are numbers', () => {
    expect(previewOf(BURSA, { ...twoLots, amount: '' }, '10').totalMinor).toBeNull();
    expect(previewOf(BURSA, { ...twoLots, price: 'abc' }, '10').totalMinor).toBeNull();
  });
});

describe('the served schedule', () => {
  // Staff edited Bursa's brokerage to 0.5 % with a RM12 minimum.
  const edited = rulesOf({
    quote: stock,
    params: {
      ...MY_PARAMS,
      fees: MY_PARAMS.fees.map((fee) =>
        fee.name === 'brokerage'
          ? {
              ...fee,
              tiers: [{ from: '0', kind: 'percent' as const, value: '0.5' }],
              minimum: '12.00',
              cap: null,
            }
          : fee,
      ),
      minOrderAmount: '3000.00',
    },
  });

  it('previews with the fees trade/params serves, not the defaults', () => {
    const preview = previewOf(edited, twoLots, '10.00');
    // RM2,000: brokerage 0.5 % = RM10.00, raised to the RM12.00 minimum, + clearing RM0.60.
    expect(money(preview.feeMinor)).toBe('12.60');
    expect(money(preview.taxMinor)).toBe('2.00');
    expect(money(preview.totalMinor)).toBe('414.60');
    expect(money(previewOf(BURSA, twoLots, '10.00').feeMinor)).toBe('9.60');
  });

  it('checks the minimum order amount trade/params serves', () => {
    expect(draftProblem(edited, stock, twoLots, null)).toEqual({
      code: 'MIN_ORDER_AMOUNT',
      params: { amount: '3000.00', currency: 'MYR' },
    });
    expect(draftProblem(edited, stock, { ...twoLots, amount: '3' }, null)).toBeNull();
  });

  it('reads the available balance trade/params serves', () => {
    expect(servedAvailableMinor({ currency: 'MYR', available: '8985.40' })).toBe(898_540n);
    expect(servedAvailableMinor({ currency: 'JPY', available: '1200' })).toBe(1200n);
  });
});

describe('the margin permission', () => {
  const noMargin = rulesOf({ quote: stock, params: { ...MY_PARAMS, isMarginEnabled: false } });

  it('refuses leverage above 1× before any submission when margin trading is off', () => {
    expect(noMargin.isMarginEnabled).toBe(false);
    expect(draftProblem(noMargin, stock, twoLots, null)).toEqual({
      code: 'MARGIN_TRADING_DISABLED',
      params: {},
    });
    expect(draftProblem(noMargin, stock, { ...twoLots, leverage: 1 }, null)).toBeNull();
    expect(draftProblem(BURSA, stock, twoLots, null)).toBeNull();
  });

  it('judges the maximum before the permission, as the server does', () => {
    expect(draftProblem(noMargin, stock, { ...twoLots, leverage: 6 }, null)?.code).toBe('LEVERAGE_ABOVE_MAX');
  });
});

describe('the instrument rules', () => {
  it('orders stocks in lots of the instrument and crypto in units', () => {
    expect(BURSA).toMatchObject({ currency: 'MYR', unit: 'lots', lotSize: '100', maxLeverage: 5 });
    expect(rulesOf(bitcoin)).toMatchObject({ unit: 'units', lotSize: '0.0001', maxLeverage: 10 });
    expect(quantityOf(BURSA, '2')).toBe('200');
    expect(quantityOf(rulesOf(bitcoin), '0.0005')).toBe('0.0005');
    expect(quantityOf(BURSA, '0')).toBeNull();
  });

  it('takes the tick table, the lot and the limits trade/params serves', () => {
    expect(BURSA.rules.tickTable).toHaveLength(4);
    expect(BURSA.limits).toEqual({ lower: '7.00', upper: '13.00' });
    const own = rulesOf({
      quote: stock,
      params: { ...MY_PARAMS, lotSize: '10', tickTable: [{ from: '0', tick: '0.05' }] },
    });
    expect(own.rules.tickTable).toEqual([{ from: '0', tick: '0.05' }]);
    expect(own).toMatchObject({ lotSize: '10' });
    expect(quantityOf(own, '2')).toBe('20');
  });

  it('offers leverage from 1× up to the market maximum', () => {
    expect(leverageChoices(5)).toEqual([1, 2, 3, 4, 5]);
    expect(leverageChoices(1)).toEqual([1]);
    expect(leverageChoices(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    expect(leverageChoices(100).slice(-3)).toEqual([50, 75, 100]);
  });
});

describe('the limit-price stepper', () => {
  it('moves one tick on the grid, crossing into the next band', () => {
    expect(stepPrice(BURSA, '10.00', 1, '10')).toBe('10.02');
    expect(stepPrice(BURSA, '10.00', -1, '10')).toBe('9.99');
    expect(stepPrice(BURSA, '9.99', 1, '10')).toBe('10.00');
    expect(stepPrice(BURSA, '10.01', 1, '10')).toBe('10.02');
    expect(stepPrice(BURSA, '10.01', -1, '10')).toBe('10.00');
  });

  it('stays within the day’s limits, and steps from the last price when the entry is not a number', () => {
    expect(stepPrice(BURSA, '13.00', 1, '10')).toBe('13.00');
    expect(stepPrice(BURSA, '7.00', -1, '10')).toBe('7.00');
    expect(stepPrice(BURSA, '', 1, '10.00')).toBe('10.02');
    expect(stepPrice({ ...BURSA, limits: null }, '0.005', -1, '10')).toBe('0.005');
  });

  it('shows prices with their tick’s decimals', () => {
    expect(displayPrice(BURSA, '10')).toBe('10.00');
    expect(displayPrice(BURSA, '0.5')).toBe('0.500');
    expect(displayPrice(BURSA, 'abc')).toBe('abc');
  });
});

describe('the form’s checks', () => {
  const check = (draft: Partial<OrderDraft>, available: bigint | null = null, instrument = maybank) =>
    draftProblem(rulesOf(instrument), instrument.quote, { ...twoLots, ...draft }, available);

  it('lets the worked example through', () => {
    expect(check({})).toBeNull();
    expect(check({}, 41_160n)).toBeNull();
  });

  it.each([
    ['no quantity', { amount: '' }, 'QUANTITY_REQUIRED', {}],
    ['a zero quantity', { amount: '0' }, 'QUANTITY_REQUIRED', {}],
    ['text for a quantity', { amount: 'two' }, 'QUANTITY_REQUIRED', {}],
    ['half a lot', { amount: '1.5' }, 'WHOLE_LOTS_REQUIRED', { lotSize: '100' }],
    ['a zero limit price', { price: '0' }, 'LIMIT_PRICE_INVALID', {}],
    ['an empty limit price', { price: '' }, 'LIMIT_PRICE_INVALID', {}],
    ['a price off the tick grid', { price: '10.01' }, 'PRICE_OFF_TICK', { tick: '0.02' }],
    ['a price above the limit', { price: '13.02' }, 'PRICE_LIMIT_EXCEEDED', { low: '7.00', high: '13.00' }],
    ['a price below the limit', { price: '6.99' }, 'PRICE_LIMIT_EXCEEDED', { low: '7.00', high: '13.00' }],
    ['leverage above the maximum', { leverage: 6 }, 'LEVERAGE_ABOVE_MAX', { max: 5 }],
  ])('refuses %s', (_name, draft, code, params) => {
    expect(check(draft)).toEqual({ code, params });
  });

  it('refuses an order below the market’s minimum amount, with the amount and its currency', () => {
    const penny = {
      quote: { ...stock, last: '0.500' },
      params: { ...MY_PARAMS, priceLimits: { lower: '0.200', upper: '0.800' } },
    };
    // 1 lot at RM0.50 is RM50, under Bursa's RM100 minimum; 2 lots reach it.
    expect(check({ amount: '1', price: '0.500', leverage: 1 }, null, penny)).toEqual({
      code: 'MIN_ORDER_AMOUNT',
      params: { amount: '100.00', currency: 'MYR' },
    });
    expect(check({ amount: '2', price: '0.500', leverage: 1 }, null, penny)).toBeNull();
  });

  it('skips the price checks for a market order', () => {
    expect(check({ priceType: 'market', price: '' })).toBeNull();
  });

  it('says when the available balance does not cover margin plus fee and tax', () => {
    expect(check({}, 41_159n)).toEqual({ code: 'AVAILABLE_BALANCE_INSUFFICIENT', params: {} });
  });

  it('refuses a short where the market does not allow it', () => {
    const noShort = { ...maybank, params: { ...MY_PARAMS, isShortSellingAllowed: false } };
    expect(check({ direction: 'short' }, null, noShort)).toEqual({
      code: 'SHORT_SELLING_NOT_ALLOWED',
      params: {},
    });
  });

  it('refuses every quantity where the market has no lot, as the server does', () => {
    const noLot = { ...maybank, params: { ...MY_PARAMS, lotSize: '0' } };
    expect(check({}, null, noLot)).toEqual({ code: 'WHOLE_LOTS_REQUIRED', params: { lotSize: '0' } });
    const coin = { priceType: 'market' as const, price: '', leverage: 1, amount: '0.001' };
    expect(check(coin, null, { ...bitcoin, params: { ...bitcoin.params, lotSize: '0' } })).toEqual({
      code: 'WHOLE_LOTS_REQUIRED',
      params: { lotSize: '0' },
    });
  });

  it('takes crypto in units that are a multiple of the lot', () => {
    const coin = { priceType: 'market' as const, price: '', leverage: 1 };
    expect(check({ ...coin, amount: '0.001' }, null, bitcoin)).toBeNull();
    expect(check({ ...coin, amount: '0.00015' }, null, bitcoin)).toEqual({
      code: 'WHOLE_LOTS_REQUIRED',
      params: { lotSize: '0.0001' },
    });
  });
});

describe('the submission', () => {
  it('sends shares and the limit price as exact decimals, and no price for a market order', () => {
    const quote = { symbol: 'MY:1155' };
    expect(buyRequestOf(quote, BURSA, twoLots)).toEqual({
      code: 'MY:1155',
      direction: 'long',
      priceType: 'limit',
      price: '10',
      quantity: '200',
      leverage: 5,
    });
    expect(buyRequestOf(quote, BURSA, { ...twoLots, priceType: 'market' })).not.toHaveProperty('price');
  });

  it('reads the available balance of the market’s currency', () => {
    const balances = [
      { currency: 'MYR', available: '100000.00' },
      { currency: 'USD', available: '20.5' },
    ];
    expect(availableMinorIn(balances, 'MYR')).toBe(10_000_000n);
    expect(availableMinorIn(balances, 'USD')).toBe(2050n);
    expect(availableMinorIn(balances, 'JPY')).toBe(0n);
  });
});

describe('the order ticket in coins and cash (issue 16 §2)', () => {
  const btc = orderRulesOf({ assetClass: 'crypto', code: 'BTCUSDT', last: '92150.00' }, bitcoin.params);
  it('counts a crypto pair in coins of its base asset', () => {
    expect(btc.measure).toEqual({ kind: 'coins', name: 'BTC' });
    expect(BURSA.measure).toEqual({ kind: 'shares', name: null });
  });
  it('opens a coin order at the smallest quantity the minimum order allows, not one increment', () => {
    // 10.00 USD minimum at 92,150.00: 0.0001 BTC is 9.22 USD, 0.0002 is 18.43 USD.
    expect(defaultAmount(btc, '92150.00')).toBe('0.0002');
    expect(
      draftProblem(
        btc,
        { last: '92150.00' },
        { ...twoLots, leverage: 1, priceType: 'market', amount: defaultAmount(btc, '92150.00') },
        null,
      ),
    ).toBeNull();
    expect(defaultAmount(BURSA, '10.00')).toBe('1');
  });
  it('converts a cash amount to whole increments of coins, or whole lots of shares', () => {
    expect(amountForCash(btc, '1000', '92150.00')).toBe('0.0108');
    expect(amountForCash(BURSA, '2500', '10.00')).toBe('2');
    expect(amountForCash(BURSA, '500', '10.00')).toBeNull();
    expect(amountForCash(btc, '1000', null)).toBeNull();
  });
  it('confirms the figures the preview shows, with the balance after the order', () => {
    const draft: OrderDraft = { ...twoLots, leverage: 5 };
    const preview = previewOf(BURSA, draft, '10.00');
    const confirmation = confirmationOf(BURSA, draft, '10.00', 100_000_00n);
    expect(confirmation).not.toBeNull();
    expect(confirmation?.quantity).toBe('200');
    expect(confirmation?.lots).toBe('2');
    expect(confirmation?.price).toBe('10.00');
    expect(confirmation?.marginMinor).toBe(preview.marginMinor);
    expect(confirmation?.feeMinor).toBe(preview.feeMinor);
    expect(confirmation?.taxMinor).toBe(preview.taxMinor);
    expect(confirmation?.totalMinor).toBe(preview.totalMinor);
    expect(confirmation?.availableAfterMinor).toBe(100_000_00n - (preview.totalMinor ?? 0n));
  });
  it('confirms a coin order in coins with the increment decimals, at the market price', () => {
    const draft: OrderDraft = {
      direction: 'long',
      priceType: 'market',
      price: '',
      amount: '0.0108',
      leverage: 1,
    };
    const confirmation = confirmationOf(btc, draft, '92150.00', 2_000_00n);
    expect(confirmation?.quantity).toBe('0.0108');
    expect(confirmation?.lots).toBeNull();
    expect(confirmation?.measure.name).toBe('BTC');
    expect(formatMinor(confirmation?.notionalMinor ?? 0n, 'USD')).toBe('995.22');
  });
  it('has nothing to confirm until the entry is complete', () => {
    expect(confirmationOf(BURSA, { ...twoLots, amount: '' }, '10.00', 0n)).toBeNull();
  });
});

describe('a share of the available balance (issue 16 §2)', () => {
  const btc = orderRulesOf({ assetClass: 'crypto', code: 'BTCUSDT', last: '92150.00' }, bitcoin.params);
  const market: OrderDraft = { direction: 'long', priceType: 'market', price: '', amount: '', leverage: 1 };
  it('buys the most whole lots whose total (margin, fee, tax) fits in the share', () => {
    const amount = amountForShare(BURSA, { ...twoLots, leverage: 1 }, '10.00', 100_000_00n, 50);
    // 50,000.00 MYR at RM10.00: 49 lots cost 49,000 + charges; 50 lots would be over with the fees.
    expect(amount).toBe('49');
    const total = (lots: string) =>
      previewOf(BURSA, { ...twoLots, leverage: 1, amount: lots }, '10.00').totalMinor ?? 0n;
    expect(total('49') <= 50_000_00n).toBe(true);
    expect(total('50') > 50_000_00n).toBe(true);
  });
  it('counts the leverage: the margin is what the balance pays', () => {
    expect(Number(amountForShare(BURSA, twoLots, '10.00', 100_000_00n, 100))).toBeGreaterThan(400);
  });
  it('buys coins in whole increments, with the increment decimals', () => {
    const amount = amountForShare(btc, market, '92150.00', 2_000_00n, 100);
    expect(amount).toMatch(/^0\.\d{4}$/);
    const total = (coins: string) =>
      previewOf(btc, { ...market, amount: coins }, '92150.00').totalMinor ?? 0n;
    expect(total(amount ?? '0') <= 2_000_00n).toBe(true);
    const next = (Number(amount) + 0.0001).toFixed(4);
    expect(total(next) > 2_000_00n).toBe(true);
  });
  it('is nothing when not even one lot fits', () => {
    expect(amountForShare(BURSA, twoLots, '10.00', 100_00n, 25)).toBeNull();
  });
});
