import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from './defaults.ts';
import { computeFees, notionalMinor } from './fees.ts';
import { formatPrice, isOnTickGrid, isWithinLimits, priceLimits, roundToTick, tickSizeAt } from './ticks.ts';
import { instrumentProblem, marketRulesProblem } from './validate.ts';
import { SEED_INSTRUMENTS } from './instruments-seed.ts';
import { MARKET_CODES, type MarketRules } from './types.ts';

const { MY, US, HK, JP, CN } = DEFAULT_MARKETS;

describe('Bursa tick sizes', () => {
  it.each([
    ['0.995', '0.005'],
    ['1', '0.01'],
    ['9.99', '0.01'],
    ['10.00', '0.02'],
    ['99.98', '0.02'],
    ['100', '0.1'],
  ])('tick at RM%s is %s', (price, tick) => {
    expect(tickSizeAt(MY, price)).toBe(tick);
  });

  it('checks and rounds to the grid, crossing bands upwards', () => {
    expect(isOnTickGrid(MY, '0.995')).toBe(true);
    expect(isOnTickGrid(MY, '0.997')).toBe(false);
    expect(isOnTickGrid(MY, '10.02')).toBe(true);
    expect(isOnTickGrid(MY, '10.01')).toBe(false);
    expect(isOnTickGrid(MY, '0')).toBe(false);
    expect(roundToTick(MY, '10.01', 'down')).toBe('10');
    expect(roundToTick(MY, '10.01', 'up')).toBe('10.02');
    expect(roundToTick(MY, '10.01')).toBe('10.02');
    expect(roundToTick(MY, '0.997')).toBe('0.995');
    expect(roundToTick(MY, '9.995', 'up')).toBe('10');
    expect(roundToTick(MY, '0.001', 'down')).toBe('0.005');
    expect(formatPrice(MY, '10.3')).toBe('10.30');
    expect(formatPrice(JP, '2850')).toBe('2850');
  });
});

describe('price limits', () => {
  it('Bursa: ±30 % of the previous close, on the grid and inside', () => {
    expect(priceLimits(MY, '10.30')).toEqual({ lower: '7.21', upper: '13.38' });
    expect(priceLimits(MY, '5.00')).toEqual({ lower: '3.5', upper: '6.5' });
    expect(isWithinLimits(MY, '10.30', '13.38')).toBe(true);
    expect(isWithinLimits(MY, '10.30', '13.40')).toBe(false);
  });

  it('Bursa: ±RM0.30 below RM1, never below one tick', () => {
    expect(priceLimits(MY, '0.80')).toEqual({ lower: '0.5', upper: '1.1' });
    expect(priceLimits(MY, '0.20')).toEqual({ lower: '0.005', upper: '0.5' });
    expect(priceLimits(MY, '1.00')).toEqual({ lower: '0.7', upper: '1.3' });
  });

  it('Tokyo: yen bands by previous close', () => {
    expect(priceLimits(JP, '99')).toEqual({ lower: '69', upper: '129' });
    expect(priceLimits(JP, '950')).toEqual({ lower: '800', upper: '1100' });
    expect(priceLimits(JP, '4500')).toEqual({ lower: '3800', upper: '5200' });
    expect(priceLimits(JP, '9000')).toEqual({ lower: '7500', upper: '10500' });
  });

  it('Shanghai ±10 %; US and Hong Kong have none', () => {
    expect(priceLimits(CN, '12.34')).toEqual({ lower: '11.11', upper: '13.57' });
    expect(priceLimits(US, '200')).toBeNull();
    expect(priceLimits(HK, '400')).toBeNull();
    expect(isWithinLimits(US, '200', '1000')).toBe(true);
  });
});

describe('Bursa fees (minor units, sen)', () => {
  const fees = (side: 'buy' | 'sell', ringgit: string) =>
    Object.fromEntries(
      computeFees(MY, side, notionalMinor('MYR', ringgit, '1')).items.map((item) => [item.name, item.minor]),
    );

  it('RM7 brokerage below RM1,000; clearing 0.03 %; stamp duty RM1 per RM1,000 or part', () => {
    expect(fees('buy', '999.99')).toEqual({ brokerage: 700n, clearing_fee: 30n, stamp_duty: 100n });
  });

  it('RM9 from RM1,000 to RM9,999.99', () => {
    expect(fees('buy', '1000.00')).toEqual({ brokerage: 900n, clearing_fee: 30n, stamp_duty: 100n });
    expect(fees('sell', '9999.99')).toEqual({ brokerage: 900n, clearing_fee: 300n, stamp_duty: 1000n });
  });

  it('0.10 % from RM10,000 capped at RM100; clearing and stamp duty capped at RM1,000', () => {
    expect(fees('buy', '10000.00')).toEqual({ brokerage: 1000n, clearing_fee: 300n, stamp_duty: 1000n });
    expect(fees('buy', '150000.00')).toEqual({ brokerage: 10000n, clearing_fee: 4500n, stamp_duty: 15000n });
    expect(fees('buy', '5000000.00')).toEqual({
      brokerage: 10000n,
      clearing_fee: 100000n,
      stamp_duty: 100000n,
    });
  });

  it('rounds clearing half up to the sen and totals the items', () => {
    // 0.03 % of RM1,234.50 = RM0.37035 → 37 sen; stamp duty RM2 (two started thousands).
    const breakdown = computeFees(MY, 'buy', notionalMinor('MYR', '12.345', '100'));
    expect(breakdown.items).toEqual([
      { name: 'brokerage', minor: 900n },
      { name: 'clearing_fee', minor: 37n },
      { name: 'stamp_duty', minor: 200n },
    ]);
    expect(breakdown.total).toBe(1137n);
  });

  it('applies side-only taxes and minimums elsewhere', () => {
    expect(computeFees(US, 'buy', 10_000n).items).toEqual([{ name: 'brokerage', minor: 100n }]);
    expect(computeFees(US, 'sell', 10_000_000n).items).toEqual([
      { name: 'brokerage', minor: 3000n },
      { name: 'sec_fee', minor: 278n },
    ]);
    expect(computeFees(CN, 'buy', 100_000n).items.map((item) => item.name)).toEqual([
      'brokerage',
      'transfer_fee',
    ]);
    expect(computeFees(JP, 'buy', 100_000n).total).toBe(100n);
  });
});

describe('market rule validation', () => {
  it('accepts every default market', () => {
    for (const code of MARKET_CODES) expect(marketRulesProblem(DEFAULT_MARKETS[code]), code).toBeNull();
  });

  const broken: [string, Partial<MarketRules>][] = [
    ['timezone', { timezone: 'Mars/Olympus' }],
    ['sessions', { sessions: [{ days: [1], phase: 'continuous', start: '10:00', end: '09:00' }] }],
    [
      'sessions',
      {
        sessions: [
          { days: [1], phase: 'continuous', start: '09:00', end: '12:00' },
          { days: [1, 2], phase: 'pre_open', start: '11:00', end: '13:00' },
        ],
      },
    ],
    ['holidays', { holidays: [{ date: '2026-02-30', name: 'Nope' }] }],
    ['halfDays', { halfDays: [{ date: '2026-12-24', name: 'Eve', closesAt: '25:00' }] }],
    ['lotSize', { lotSize: '0' }],
    ['tickTable', { tickTable: [{ from: '1', tick: '0.01' }] }],
    ['tickTable', { tickTable: [{ from: '0', tick: '0' }] }],
    // Bands out of order, and a band starting off the grid of the band below (1.003 is not on 0.005s).
    [
      'tickTable',
      {
        tickTable: [
          { from: '0', tick: '0.01' },
          { from: '10', tick: '0.02' },
          { from: '5', tick: '0.05' },
        ],
      },
    ],
    [
      'tickTable',
      {
        tickTable: [
          { from: '0', tick: '0.005' },
          { from: '1.003', tick: '0.01' },
        ],
      },
    ],
    ['tickTable', { tickTable: [{ from: '0', tick: '0.000000001' }] }],
    [
      'priceLimit',
      { priceLimit: { kind: 'percent', percent: '0', smallPriceBelow: null, smallPriceAbsolute: null } },
    ],
    ['fees', { fees: [{ ...MY.fees[0]!, cap: '1.001' }] }],
    ['fees', { fees: [MY.fees[0]!, MY.fees[0]!] }],
    ['lock', { lock: { kind: 'days', days: -1 } }],
    ['maxLeverage', { maxLeverage: 0 }],
    ['minOrderAmount', { minOrderAmount: '1.005' }],
    ['settlementDays', { settlementDays: 1.5 }],
  ];

  it.each(broken)('refuses a bad %s', (field, change) => {
    expect(marketRulesProblem({ ...MY, ...change })).toBe(field);
  });
});

describe('instrument validation', () => {
  const maybank = SEED_INSTRUMENTS.find((item) => item.symbol === 'MY:1155')!;

  it('accepts every seed instrument', () => {
    for (const item of SEED_INSTRUMENTS)
      expect(instrumentProblem(DEFAULT_MARKETS[item.market], item), item.symbol).toBeNull();
  });

  it.each([
    ['prevClose', { prevClose: '10.31' }],
    ['prevClose', { prevClose: '0' }],
    ['lotSize', { lotSize: '0' }],
    ['tickTable', { tickTable: [{ from: '5', tick: '0.01' }] }],
    ['sharesOutstanding', { profile: { ...maybank.profile, sharesOutstanding: '0' } }],
    ['corporateActions', { corporateActions: [{ kind: 'split', exDate: '2026-01-05', from: 2, to: 2 }] }],
    [
      'corporateActions',
      {
        corporateActions: [{ kind: 'dividend', exDate: '2026-01-05', payDate: '2026-01-01', amount: '0.1' }],
      },
    ],
  ] as const)('refuses a bad %s', (field, change) => {
    expect(instrumentProblem(MY, { ...maybank, ...change })).toBe(field);
  });

  it('allows ticks finer than the minor unit, but at most one decimal without minor units', () => {
    const fine = [{ from: '0', tick: '0.0001' }];
    expect(instrumentProblem(MY, { ...maybank, prevClose: '4.5', tickTable: fine })).toBeNull();
    const yen = { ...maybank, currency: 'JPY', prevClose: '2500' };
    expect(instrumentProblem(MY, { ...yen, tickTable: [{ from: '0', tick: '0.1' }] })).toBeNull();
    expect(instrumentProblem(MY, { ...yen, tickTable: [{ from: '0', tick: '0.01' }] })).toBe('tickTable');
    // An index level is points, not yen.
    const index = { ...yen, assetClass: 'index', tickTable: [{ from: '0', tick: '0.01' }] } as const;
    expect(instrumentProblem(MY, index)).toBeNull();
    expect(marketRulesProblem({ ...DEFAULT_MARKETS.JP, tickTable: [{ from: '0', tick: '0.5' }] })).toBeNull();
    expect(marketRulesProblem({ ...DEFAULT_MARKETS.JP, tickTable: [{ from: '0', tick: '0.05' }] })).toBe(
      'tickTable',
    );
  });

  it('checks the grid of the instrument’s own tick table', () => {
    expect(
      instrumentProblem(MY, { ...maybank, prevClose: '10.31', tickTable: [{ from: '0', tick: '0.01' }] }),
    ).toBeNull();
  });
});
