// From the markets module's data to the price simulator's parameters. Every price is a bigint at
// PRICE_DECIMALS (8) — the markets module's own decimal scale (markets/decimal.ts), so a market's
// tick table and limits convert to the simulator's TickRules without rescaling. The string tables are
// converted once per instrument, and the day's limits once per previous close, not once per tick.
import { DECIMAL_SCALE, decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { pricingRules, type AssetClass } from '@saham/domain/markets/instrument';
import { priceLimits } from '@saham/domain/markets/ticks';
import type { Market, MarketCode, MarketRules, TickBand } from '@saham/domain/markets/types';
import { formatPrice, type Price, type PriceLimits, type TickRules } from '@saham/domain/prices/price';
import { deriveSeed } from '@saham/domain/prices/random';
import type { InstrumentParams } from '@saham/domain/prices/simulator';
import type { MarketClock } from './market-clock.ts';

export const PRICE_DECIMALS = DECIMAL_SCALE;

/** What the engine knows of an instrument. */
export interface EngineInstrument {
  id: number;
  symbol: string;
  market: MarketCode;
  status: string;
  quantityDecimals: number;
  /** The seed of its series: deriveSeed(MARKET_SEED, symbol). */
  seed: number;
  params: InstrumentParams;
  rules: Pick<MarketRules, 'tickTable' | 'priceLimit' | 'lotSize'>;
}

export interface InstrumentFacts {
  id: number;
  symbol: string;
  market: string;
  code: string;
  assetClass: string;
  status: string;
  lotSize: string | null;
  tickTable: TickBand[] | null;
  prevClose: string;
  sharesOutstanding: string | null;
}

/** "100" → 0, "0.0001" → 4: the digits a quantity needs to be a whole number of lots. */
export function quantityDecimalsOf(lotSize: string): number {
  const fraction = lotSize.split('.')[1]?.replace(/0+$/, '') ?? '';
  return fraction.length;
}

/** The simulator's tick rules from a string tick table and price-limit rule, converted once. */
export function tickRulesOf(rules: Pick<MarketRules, 'tickTable' | 'priceLimit'>): TickRules {
  const bands = rules.tickTable.map((band) => ({ from: decimal(band.from), tick: decimal(band.tick) }));
  const first = bands[0];
  if (first === undefined) throw new RangeError('empty tick table');
  // The limits change with the previous close only: once a day live, once a step in a daily backfill.
  const limitsByClose = new Map<Price, PriceLimits>();
  return {
    tickAt(price) {
      let tick = first.tick;
      for (const band of bands) {
        if (band.from <= price) tick = band.tick;
        else break;
      }
      return tick;
    },
    limits(prevClose) {
      let found = limitsByClose.get(prevClose);
      if (found === undefined) {
        const limits = priceLimits(rules, formatDecimal(prevClose));
        found =
          limits === null
            ? { lower: null, upper: null }
            : { lower: decimal(limits.lower), upper: decimal(limits.upper) };
        if (limitsByClose.size >= 256) limitsByClose.clear();
        limitsByClose.set(prevClose, found);
      }
      return found;
    },
  };
}

const DAILY_VALUE_BY_CLASS: Record<AssetClass, bigint> = {
  stock: 0n,
  index: 0n,
  // Quote-currency value traded a day, divided by the price for a volume.
  crypto: 50_000_000n,
  forex: 2_000_000_000n,
};

/** A plausible average daily volume in quantity units: 0.3 % of the shares for a stock, a value for pairs. */
export function averageDailyVolume(
  assetClass: AssetClass,
  reference: Price,
  sharesOutstanding: string | null,
  quantityDecimals: number,
): bigint {
  const unit = 10n ** BigInt(quantityDecimals);
  if (assetClass === 'index') return 0n;
  if (assetClass === 'stock') {
    const shares =
      sharesOutstanding === null ? 0n : decimal(sharesOutstanding) / 10n ** BigInt(DECIMAL_SCALE);
    const volume = (shares * 3n) / 1000n;
    return volume > 0n ? volume : 1_000_000n;
  }
  const value = DAILY_VALUE_BY_CLASS[assetClass] * 10n ** BigInt(PRICE_DECIMALS);
  return reference > 0n ? (value * unit) / reference : unit;
}

const ASSET_CLASSES_KNOWN: readonly AssetClass[] = ['stock', 'index', 'crypto', 'forex'];

function assetClassOf(text: string): AssetClass {
  return ASSET_CLASSES_KNOWN.find((known) => known === text) ?? 'stock';
}

/** The engine's view of an instrument of `market`. */
export function engineInstrument(
  facts: InstrumentFacts,
  market: Market,
  clock: MarketClock,
  globalSeed: number,
): EngineInstrument {
  const rules = pricingRules(market, facts);
  const assetClass = assetClassOf(facts.assetClass);
  const quantityDecimals = quantityDecimalsOf(rules.lotSize);
  const referencePrice = decimal(facts.prevClose);
  const volumeLot =
    assetClass === 'index' ? 1n : decimal(rules.lotSize) / 10n ** BigInt(DECIMAL_SCALE - quantityDecimals);
  const tradingSeconds = clock.continuousSecondsOf(SAMPLE_TRADING_DAY);
  return {
    id: facts.id,
    symbol: facts.symbol,
    market: market.code,
    status: facts.status,
    quantityDecimals,
    seed: deriveSeed(globalSeed, facts.symbol),
    rules,
    params: {
      code: facts.code,
      assetClass,
      priceDecimals: PRICE_DECIMALS,
      quantityDecimals,
      tickRules: tickRulesOf(rules),
      phaseAt: clock.phaseAt,
      tradingDayOf: clock.tradingDayOf,
      referencePrice,
      averageDailyVolume: averageDailyVolume(
        assetClass,
        referencePrice,
        facts.sharesOutstanding,
        quantityDecimals,
      ),
      volumeLot: volumeLot > 0n ? volumeLot : 1n,
      tradingSecondsPerDay: tradingSeconds > 0 ? tradingSeconds : 6 * 3600,
    },
  };
}

/** A weekday every market normally trades (a Wednesday), to size a trading day. */
const SAMPLE_TRADING_DAY = '2026-11-25';

/** A price for the wire and the database: trailing zeros trimmed to at least two decimals. */
export function priceText(price: Price): string {
  return formatPrice(price, PRICE_DECIMALS, Math.min(2, PRICE_DECIMALS));
}

/** A quantity (volume) at its decimals, trimmed. */
export function quantityText(quantity: bigint, decimals: number): string {
  return formatPrice(quantity, decimals, 0);
}

/** A price from the database (numeric text) at PRICE_DECIMALS. */
export function priceFromText(text: string): Price {
  return decimal(text);
}

/** A quantity from the database at `decimals` (numeric text with at most that many digits). */
export function quantityFromText(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const negative = whole.startsWith('-');
  const digits = `${negative ? whole.slice(1) : whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  const value = BigInt(digits === '' ? '0' : digits);
  return negative ? -value : value;
}
