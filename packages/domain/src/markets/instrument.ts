// An instrument: a stock, an index, a crypto pair or a currency pair, with its names in every
// language, the market tab it is listed under, a reference previous close, company profile,
// fundamentals and corporate actions (dividends and splits, for adjusted charts and payouts).
import type { Language } from '../languages.ts';
import { DECIMAL_FACTOR, decimal, divideRounded, formatDecimal } from './decimal.ts';
import type { LocalizedName, MarketCode, MarketRules, TickBand } from './types.ts';

export const ASSET_CLASSES = ['stock', 'index', 'crypto', 'forex'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/**
 * The market tabs of spec §1. An instrument is filed under one of them; `auction` is never stored:
 * it lists the listed stocks whose market is in a call-auction phase at the moment (apps/web/README.md).
 */
export const MARKET_TABS = ['listed', 'otc', 'subscription', 'auction', 'digital', 'forex'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
export const INSTRUMENT_TABS = ['listed', 'otc', 'subscription', 'digital', 'forex'] as const;
export type InstrumentTab = (typeof INSTRUMENT_TABS)[number];

export const INSTRUMENT_STATUSES = ['listed', 'unlisted', 'suspended'] as const;
export type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];

export const SECTORS = [
  'financials',
  'utilities',
  'health_care',
  'materials',
  'energy',
  'communication',
  'industrials',
  'consumer_staples',
  'consumer_discretionary',
  'technology',
  'real_estate',
] as const;
export type Sector = (typeof SECTORS)[number];

export type CorporateAction =
  /** Cash per share in the instrument's currency, off the price on the ex-date. */
  | { kind: 'dividend'; exDate: string; payDate: string | null; amount: string }
  /** `from` old shares become `to` new shares on the ex-date (a 1-for-10 split is from 1, to 10). */
  | { kind: 'split'; exDate: string; from: number; to: number };

export interface InstrumentProfile {
  sector: Sector | null;
  /** A short English description of the business. */
  description: string | null;
  /** Whole shares (or units) outstanding, a decimal string. */
  sharesOutstanding: string | null;
  /** Price over earnings, a decimal string; null when not meaningful. */
  peRatio: string | null;
  /** Percent a year, a decimal string. */
  dividendYield: string | null;
}

export interface Instrument {
  market: MarketCode;
  /** The exchange's code: 1155, AAPL, 0700, 7203, 600519, BTCUSDT, EURUSD, FBMKLCI. */
  code: string;
  /** `${market}:${code}`, unique across markets. */
  symbol: string;
  names: LocalizedName;
  assetClass: AssetClass;
  tab: InstrumentTab;
  /** ISO code of the currency prices are quoted in (a currency pair's quote currency). */
  currency: string;
  /** The instrument's own board lot, overriding the market's (Hong Kong); null for the market's. */
  lotSize: string | null;
  /** The instrument's own tick table, overriding the market's (indices move by 0.01); null for the market's. */
  tickTable: readonly TickBand[] | null;
  /** Reference previous close the price engine starts from. */
  prevClose: string;
  profile: InstrumentProfile;
  corporateActions: readonly CorporateAction[];
}

export function symbolOf(market: MarketCode, code: string): string {
  return `${market}:${code}`;
}

/** The name in a language, else English. */
export function nameIn(names: LocalizedName, language: Language): string {
  const name = names[language];
  return name !== undefined && name !== '' ? name : names.en;
}

/** Market capitalisation at a price: price × shares outstanding, rounded half up to a whole unit. */
export function marketCapAt(price: string, sharesOutstanding: string | null): string | null {
  if (sharesOutstanding === null) return null;
  return formatDecimal(
    divideRounded(decimal(price) * decimal(sharesOutstanding), DECIMAL_FACTOR * DECIMAL_FACTOR, 'half_up') *
      DECIMAL_FACTOR,
    0,
  );
}

/** The rules that price an instrument: its own tick table and lot when it has them, else its market's. */
export function pricingRules<M extends Pick<MarketRules, 'tickTable' | 'lotSize'>>(
  market: M,
  instrument: Pick<Instrument, 'tickTable' | 'lotSize'>,
): M {
  return {
    ...market,
    tickTable: instrument.tickTable ?? market.tickTable,
    lotSize: instrument.lotSize ?? market.lotSize,
  };
}
