// The seven markets with the real-world defaults of the market reference (shared/reference/markets.md):
// Bursa's sessions, ticks, limits and retail fees exactly as listed there; the others from their
// exchanges' published rules, simplified to the fields a market has. All of it is seeded once and
// then edited by staff.
import { DEFAULT_HALF_DAYS, DEFAULT_HOLIDAYS } from './holidays.ts';
import type { FeeRule, IsoWeekday, Market, MarketCode, SessionRange } from './types.ts';

const WEEKDAYS: IsoWeekday[] = [1, 2, 3, 4, 5];
const EVERY_DAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

function weekdays(ranges: readonly Omit<SessionRange, 'days'>[]): SessionRange[] {
  return ranges.map((range) => ({ days: [...WEEKDAYS], ...range }));
}

const BOTH: FeeRule['sides'] = ['buy', 'sell'];

function percentFee(
  name: FeeRule['name'],
  percent: string,
  options: Partial<Omit<FeeRule, 'name' | 'tiers'>> = {},
): FeeRule {
  return {
    name,
    sides: BOTH,
    tiers: [{ from: '0', kind: 'percent', value: percent }],
    minimum: null,
    cap: null,
    rounding: 'half_up',
    roundingStep: '0.01',
    ...options,
  };
}

const MY: Market = {
  code: 'MY',
  name: {
    en: 'Bursa Malaysia',
    ml: 'Bursa Malaysia',
    zh: '馬來西亞股市',
    ch: '马来西亚股市',
    ja: 'マレーシア株',
    ko: '말레이시아 주식',
  },
  currency: 'MYR',
  timezone: 'Asia/Kuala_Lumpur',
  sessions: weekdays([
    { phase: 'pre_open', start: '08:30', end: '09:00' },
    { phase: 'continuous', start: '09:00', end: '12:30' },
    { phase: 'pre_open', start: '14:00', end: '14:30' },
    { phase: 'continuous', start: '14:30', end: '16:45' },
    { phase: 'closing_auction', start: '16:45', end: '17:00' },
  ]),
  holidays: DEFAULT_HOLIDAYS.MY,
  halfDays: DEFAULT_HALF_DAYS.MY,
  // The real board lot; the product's own "1 lot = 10,000 shares" is a setting staff can choose.
  lotSize: '100',
  tickTable: [
    { from: '0', tick: '0.005' },
    { from: '1', tick: '0.01' },
    { from: '10', tick: '0.02' },
    { from: '100', tick: '0.1' },
  ],
  priceLimit: { kind: 'percent', percent: '30', smallPriceBelow: '1', smallPriceAbsolute: '0.3' },
  fees: [
    {
      name: 'brokerage',
      sides: BOTH,
      tiers: [
        { from: '0', kind: 'fixed', value: '7.00' },
        { from: '1000.00', kind: 'fixed', value: '9.00' },
        { from: '10000.00', kind: 'percent', value: '0.1' },
      ],
      minimum: null,
      cap: '100.00',
      rounding: 'half_up',
      roundingStep: '0.01',
    },
    percentFee('clearing_fee', '0.03', { cap: '1000.00' }),
    // RM1 for every RM1,000 or part of it: 0.1 % rounded up to the whole ringgit.
    percentFee('stamp_duty', '0.1', { cap: '1000.00', rounding: 'up', roundingStep: '1.00' }),
  ],
  lock: { kind: 'days', days: 1 },
  isShortSellingAllowed: true,
  maxLeverage: 5,
  minOrderAmount: '100.00',
  settlementDays: 2,
};

const US: Market = {
  code: 'US',
  name: { en: 'US stocks', ml: 'Saham AS', zh: '美股', ch: '美股', ja: '米国株', ko: '미국 주식' },
  currency: 'USD',
  timezone: 'America/New_York',
  sessions: weekdays([
    { phase: 'pre_open', start: '04:00', end: '09:30' },
    { phase: 'continuous', start: '09:30', end: '16:00' },
  ]),
  holidays: DEFAULT_HOLIDAYS.US,
  halfDays: DEFAULT_HALF_DAYS.US,
  lotSize: '1',
  tickTable: [
    { from: '0', tick: '0.0001' },
    { from: '1', tick: '0.01' },
  ],
  priceLimit: { kind: 'none' },
  fees: [
    percentFee('brokerage', '0.03', { minimum: '1.00' }),
    // SEC Section 31 fee on sales: $27.80 per million.
    percentFee('sec_fee', '0.00278', { sides: ['sell'], rounding: 'up' }),
  ],
  lock: { kind: 'none' },
  isShortSellingAllowed: true,
  maxLeverage: 4,
  minOrderAmount: '1.00',
  settlementDays: 1,
};

const HK: Market = {
  code: 'HK',
  name: {
    en: 'Hong Kong stocks',
    ml: 'Saham Hong Kong',
    zh: '港股',
    ch: '港股',
    ja: '香港株',
    ko: '홍콩 주식',
  },
  currency: 'HKD',
  timezone: 'Asia/Hong_Kong',
  sessions: weekdays([
    { phase: 'pre_open', start: '09:00', end: '09:20' },
    { phase: 'auction', start: '09:20', end: '09:30' },
    { phase: 'continuous', start: '09:30', end: '12:00' },
    { phase: 'continuous', start: '13:00', end: '16:00' },
    { phase: 'closing_auction', start: '16:00', end: '16:10' },
  ]),
  holidays: DEFAULT_HOLIDAYS.HK,
  halfDays: DEFAULT_HALF_DAYS.HK,
  // Each stock has its own board lot (instrument setting); this is the fallback.
  lotSize: '100',
  tickTable: [
    { from: '0', tick: '0.001' },
    { from: '0.25', tick: '0.005' },
    { from: '0.5', tick: '0.01' },
    { from: '10', tick: '0.02' },
    { from: '20', tick: '0.05' },
    { from: '100', tick: '0.1' },
    { from: '200', tick: '0.2' },
    { from: '500', tick: '0.5' },
    { from: '1000', tick: '1' },
    { from: '2000', tick: '2' },
    { from: '5000', tick: '5' },
  ],
  priceLimit: { kind: 'none' },
  fees: [
    percentFee('brokerage', '0.03', { minimum: '3.00' }),
    percentFee('stamp_duty', '0.1', { rounding: 'up', roundingStep: '1.00' }),
    percentFee('trading_fee', '0.00565'),
    percentFee('transaction_levy', '0.0027'),
  ],
  lock: { kind: 'none' },
  isShortSellingAllowed: true,
  maxLeverage: 5,
  minOrderAmount: '100.00',
  settlementDays: 2,
};

const JP: Market = {
  code: 'JP',
  name: { en: 'Japanese stocks', ml: 'Saham Jepun', zh: '日股', ch: '日股', ja: '日本株', ko: '일본 주식' },
  currency: 'JPY',
  timezone: 'Asia/Tokyo',
  sessions: weekdays([
    { phase: 'pre_open', start: '08:00', end: '09:00' },
    { phase: 'continuous', start: '09:00', end: '11:30' },
    { phase: 'pre_open', start: '12:05', end: '12:30' },
    { phase: 'continuous', start: '12:30', end: '15:25' },
    { phase: 'closing_auction', start: '15:25', end: '15:30' },
  ]),
  holidays: DEFAULT_HOLIDAYS.JP,
  halfDays: DEFAULT_HALF_DAYS.JP,
  lotSize: '100',
  tickTable: [
    { from: '0', tick: '1' },
    { from: '3000', tick: '5' },
    { from: '5000', tick: '10' },
    { from: '30000', tick: '50' },
    { from: '50000', tick: '100' },
    { from: '300000', tick: '500' },
    { from: '500000', tick: '1000' },
  ],
  // Tokyo's daily limit in yen by previous close.
  priceLimit: {
    kind: 'bands',
    bands: [
      { from: '0', limit: '30' },
      { from: '100', limit: '50' },
      { from: '200', limit: '80' },
      { from: '500', limit: '100' },
      { from: '700', limit: '150' },
      { from: '1000', limit: '300' },
      { from: '1500', limit: '400' },
      { from: '2000', limit: '500' },
      { from: '3000', limit: '700' },
      { from: '5000', limit: '1000' },
      { from: '7000', limit: '1500' },
      { from: '10000', limit: '3000' },
      { from: '15000', limit: '4000' },
      { from: '20000', limit: '5000' },
      { from: '30000', limit: '7000' },
      { from: '50000', limit: '10000' },
      { from: '70000', limit: '15000' },
      { from: '100000', limit: '30000' },
    ],
  },
  fees: [percentFee('brokerage', '0.05', { minimum: '100', roundingStep: '1' })],
  lock: { kind: 'none' },
  isShortSellingAllowed: true,
  maxLeverage: 3,
  minOrderAmount: '1000',
  settlementDays: 2,
};

const CN: Market = {
  code: 'CN',
  name: { en: 'China A-shares', ml: 'Saham A China', zh: 'A股', ch: 'A股', ja: '中国A株', ko: '중국 A주' },
  currency: 'CNY',
  timezone: 'Asia/Shanghai',
  sessions: weekdays([
    { phase: 'auction', start: '09:15', end: '09:25' },
    { phase: 'pre_open', start: '09:25', end: '09:30' },
    { phase: 'continuous', start: '09:30', end: '11:30' },
    { phase: 'continuous', start: '13:00', end: '14:57' },
    { phase: 'closing_auction', start: '14:57', end: '15:00' },
  ]),
  holidays: DEFAULT_HOLIDAYS.CN,
  halfDays: DEFAULT_HALF_DAYS.CN,
  lotSize: '100',
  tickTable: [{ from: '0', tick: '0.01' }],
  priceLimit: { kind: 'percent', percent: '10', smallPriceBelow: null, smallPriceAbsolute: null },
  fees: [
    percentFee('brokerage', '0.025', { minimum: '5.00' }),
    percentFee('stamp_duty', '0.05', { sides: ['sell'] }),
    percentFee('transfer_fee', '0.001'),
  ],
  // A-shares bought today can be sold from the next trading day.
  lock: { kind: 'days', days: 1 },
  isShortSellingAllowed: false,
  maxLeverage: 1,
  minOrderAmount: '100.00',
  settlementDays: 1,
};

const CRYPTO: Market = {
  code: 'CRYPTO',
  name: {
    en: 'Digital currency',
    ml: 'Mata wang digital',
    zh: '數字貨幣',
    ch: '数字货币',
    ja: '暗号資産',
    ko: '디지털 화폐',
  },
  currency: 'USD',
  timezone: 'UTC',
  sessions: [{ days: EVERY_DAY, phase: 'continuous', start: '00:00', end: '24:00' }],
  holidays: DEFAULT_HOLIDAYS.CRYPTO,
  halfDays: DEFAULT_HALF_DAYS.CRYPTO,
  lotSize: '0.0001',
  tickTable: [
    { from: '0', tick: '0.000001' },
    { from: '1', tick: '0.0001' },
    { from: '100', tick: '0.01' },
  ],
  priceLimit: { kind: 'none' },
  fees: [percentFee('platform_fee', '0.1')],
  lock: { kind: 'none' },
  isShortSellingAllowed: true,
  maxLeverage: 10,
  minOrderAmount: '10.00',
  settlementDays: 0,
};

const FX: Market = {
  code: 'FX',
  name: {
    en: 'Foreign exchange',
    ml: 'Pertukaran asing',
    zh: '外匯',
    ch: '外汇',
    ja: '外国為替',
    ko: '외환',
  },
  currency: 'USD',
  timezone: 'America/New_York',
  // 24/5: Sunday 17:00 to Friday 17:00 New York time.
  sessions: [
    { days: [7], phase: 'continuous', start: '17:00', end: '24:00' },
    { days: [1, 2, 3, 4], phase: 'continuous', start: '00:00', end: '24:00' },
    { days: [5], phase: 'continuous', start: '00:00', end: '17:00' },
  ],
  holidays: DEFAULT_HOLIDAYS.FX,
  halfDays: DEFAULT_HALF_DAYS.FX,
  lotSize: '1000',
  tickTable: [
    { from: '0', tick: '0.00001' },
    { from: '20', tick: '0.001' },
  ],
  priceLimit: { kind: 'none' },
  fees: [percentFee('platform_fee', '0.002')],
  lock: { kind: 'none' },
  isShortSellingAllowed: true,
  maxLeverage: 100,
  minOrderAmount: '100.00',
  settlementDays: 0,
};

export const DEFAULT_MARKETS: Readonly<Record<MarketCode, Market>> = { MY, US, HK, JP, CN, CRYPTO, FX };
