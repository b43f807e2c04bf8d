// A market's rules as data (ARCHITECTURE, Markets): currency, timezone, weekly sessions and their
// phases, holidays and half days, lot, tick table, price-limit rule, fees and taxes, lock rule,
// short selling, leverage, minimum order amount and settlement. Prices and money are decimal
// strings here, never JavaScript numbers; staff edit every field in the back office.
import type { Currency } from '../currencies.ts';
import type { Language } from '../languages.ts';

export const MARKET_CODES = ['MY', 'US', 'HK', 'JP', 'CN', 'CRYPTO', 'FX'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && MARKET_CODES.some((known) => known === value);
}

/** The phases of a trading day; `closed` is every minute no session range covers. */
export const PHASES = ['pre_open', 'auction', 'continuous', 'closing_auction', 'closed'] as const;
export type Phase = (typeof PHASES)[number];
export type SessionPhase = Exclude<Phase, 'closed'>;
export const SESSION_PHASES = PHASES.filter((phase): phase is SessionPhase => phase !== 'closed');

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One phase on some weekdays, local time of the market, from `start` (inclusive) to `end` (exclusive, may be 24:00). */
export interface SessionRange {
  days: IsoWeekday[];
  phase: SessionPhase;
  /** hh:mm */
  start: string;
  /** hh:mm, later than start; 24:00 for midnight at the end of the day. */
  end: string;
}

export interface Holiday {
  /** YYYY-MM-DD in the market's timezone. */
  date: string;
  name: string;
}

/** A day the market stops early: nothing is open from `closesAt` (local hh:mm) on. */
export interface HalfDay extends Holiday {
  closesAt: string;
}

/** From `from` (inclusive, a decimal price) up to the next band, prices move in steps of `tick`. */
export interface TickBand {
  from: string;
  tick: string;
}

/** Limits around the previous close. */
export type PriceLimitRule =
  | { kind: 'none' }
  /** ±percent of the previous close; below `smallPriceBelow` the limit is ±`smallPriceAbsolute` instead (Bursa). */
  | { kind: 'percent'; percent: string; smallPriceBelow: string | null; smallPriceAbsolute: string | null }
  /** A fixed price distance by previous-close band (Tokyo's yen table). */
  | { kind: 'bands'; bands: { from: string; limit: string }[] };

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

export const FEE_NAMES = [
  'brokerage',
  'clearing_fee',
  'stamp_duty',
  'sec_fee',
  'trading_fee',
  'transaction_levy',
  'transfer_fee',
  'platform_fee',
] as const;
export type FeeName = (typeof FEE_NAMES)[number];

/** How a fee is brought to a whole step of money: half up, always up, always down. */
export const FEE_ROUNDINGS = ['half_up', 'up', 'down'] as const;
export type FeeRounding = (typeof FEE_ROUNDINGS)[number];

/** From notional `from` (inclusive, money) a fixed amount or a percent of the notional. */
export interface FeeTier {
  from: string;
  kind: 'fixed' | 'percent';
  /** Money for `fixed`; a percent ("0.1" = 0.1 %) for `percent`. */
  value: string;
}

export interface FeeRule {
  name: FeeName;
  sides: OrderSide[];
  tiers: FeeTier[];
  /** Money, or null for none. */
  minimum: string | null;
  cap: string | null;
  rounding: FeeRounding;
  /** Money step the fee is rounded to ("0.01" to the sen, "1.00" to the ringgit). */
  roundingStep: string;
}

/** How long a new position cannot be sold: T+N trading days, N minutes, or not at all. */
export type LockRule =
  { kind: 'none' } | { kind: 'days'; days: number } | { kind: 'minutes'; minutes: number };

export type LocalizedName = Readonly<Partial<Record<Language, string>>> & { readonly en: string };

/** Everything staff may edit about a market. */
export interface MarketRules {
  currency: Currency;
  /** IANA timezone the sessions, holidays and half days are written in. */
  timezone: string;
  sessions: readonly SessionRange[];
  holidays: readonly Holiday[];
  halfDays: readonly HalfDay[];
  /** Quantity step of an order (decimal: "100" shares, "0.0001" of a coin). */
  lotSize: string;
  tickTable: readonly TickBand[];
  priceLimit: PriceLimitRule;
  fees: readonly FeeRule[];
  lock: LockRule;
  isShortSellingAllowed: boolean;
  /** Whole multiple, 1 = no leverage. */
  maxLeverage: number;
  /** Money: an order's notional must reach it. */
  minOrderAmount: string;
  /** Trading days between trade and settlement (0 = immediate). */
  settlementDays: number;
}

export interface Market extends MarketRules {
  code: MarketCode;
  name: LocalizedName;
}
