// Tick grid and daily price limits. Prices are decimal strings outside and scaled bigints inside
// (decimal.ts); every answer is exact.
import { DECIMAL_FACTOR, decimal, decimalsOf, divideRounded, formatDecimal } from './decimal.ts';
import { DEFAULT_MARKETS } from './defaults.ts';
import type { AssetClass } from './instrument.ts';
import type { MarketCode, MarketRules, TickBand } from './types.ts';

export type TickRounding = 'nearest' | 'down' | 'up';
type TickTable = Pick<MarketRules, 'tickTable'>;

function bandAt(tickTable: readonly TickBand[], price: bigint): TickBand {
  let chosen = tickTable[0];
  for (const band of tickTable) {
    if (decimal(band.from) <= price) chosen = band;
  }
  if (!chosen) throw new RangeError('empty tick table');
  return chosen;
}

function tickAt(market: TickTable, price: bigint): bigint {
  return decimal(bandAt(market.tickTable, price).tick);
}

/** The tick at a price: the band whose `from` is the highest not above the price. */
export function tickSizeAt(market: TickTable, price: string): string {
  return formatDecimal(tickAt(market, decimal(price)));
}

/** Decimals a price is shown with on this market: those of its tick. */
export function priceDecimalsAt(market: TickTable, price: string): number {
  return decimalsOf(tickAt(market, decimal(price)));
}

/** Indices move in points on their own tick of 0.01, not their market's. */
export const INDEX_TICK_TABLE: readonly TickBand[] = [{ from: '0', tick: '0.01' }];

/**
 * The decimals a price is shown with where its instrument's own tick is not at hand (a list row, an
 * alert, an offering, a back-office table): those of the tick its market's table has at that price —
 * Tokyo "2972.00" → 0, Hong Kong 380.2 → 1, Bursa 1.2 → 2, a forex pair at 1.2933 → 5; an index's
 * points → 2. Not the price's own digits: the wire writes every price with two decimals at least. A
 * price finer than that tick (a computed average) keeps its own digits, up to the eight a price can
 * have. A signed price (a change) takes the tick at its size. Throws, as priceDecimalsAt does, on text
 * that is not a decimal or has more than eight decimals.
 */
export function marketPriceDecimals(market: MarketCode, price: string, assetClass?: AssetClass): number {
  const size = price.trim().replace(/^[+-]/, '');
  const tickTable = assetClass === 'index' ? INDEX_TICK_TABLE : DEFAULT_MARKETS[market].tickTable;
  const finerDigits = (size.split('.')[1] ?? '').replace(/0+$/, '').length;
  return Math.max(priceDecimalsAt({ tickTable }, size), finerDigits);
}

/** A price written with the decimals of its tick: "10.3" → "10.30" on Bursa. */
export function formatPrice(market: TickTable, price: string): string {
  const scaled = decimal(price);
  return formatDecimal(scaled, decimalsOf(tickAt(market, scaled)));
}

export function isOnTickGridScaled(market: TickTable, price: bigint): boolean {
  return price > 0n && price % tickAt(market, price) === 0n;
}

/** A positive price that is a whole number of its band's ticks. */
export function isOnTickGrid(market: TickTable, price: string): boolean {
  return isOnTickGridScaled(market, decimal(price));
}

export function roundToTickScaled(market: TickTable, price: bigint, rounding: TickRounding): bigint {
  const tick = tickAt(market, price);
  const steps = divideRounded(price, tick, rounding === 'nearest' ? 'half_up' : rounding);
  const rounded = steps * tick;
  // Rounding up can cross into a band with a wider tick (9.999 → 10.00): snap again on that grid.
  if (rounded !== price && !isOnTickGridScaled(market, rounded))
    return roundToTickScaled(market, rounded, rounding);
  return rounded > 0n ? rounded : decimal(market.tickTable[0]?.tick ?? '0');
}

/** The price on the tick grid: to the nearest tick (half up), or down or up. Never below the smallest tick. */
export function roundToTick(market: TickTable, price: string, rounding: TickRounding = 'nearest'): string {
  return formatDecimal(roundToTickScaled(market, decimal(price), rounding));
}

export interface PriceLimits {
  lower: string;
  upper: string;
}

/**
 * The day's limits around the previous close, on the tick grid and inside the rule (upper rounded
 * down, lower rounded up, never below one tick). Null when the market has no daily limit.
 */
export function priceLimits(
  market: Pick<MarketRules, 'tickTable' | 'priceLimit'>,
  prevClose: string,
): PriceLimits | null {
  const rule = market.priceLimit;
  if (rule.kind === 'none') return null;
  const previous = decimal(prevClose);
  let distance: bigint;
  if (rule.kind === 'percent') {
    const isSmall =
      rule.smallPriceBelow !== null &&
      rule.smallPriceAbsolute !== null &&
      previous < decimal(rule.smallPriceBelow);
    distance =
      isSmall && rule.smallPriceAbsolute !== null
        ? decimal(rule.smallPriceAbsolute)
        : divideRounded(previous * decimal(rule.percent), 100n * DECIMAL_FACTOR, 'down');
  } else {
    let limit = rule.bands[0]?.limit ?? '0';
    for (const band of rule.bands) if (decimal(band.from) <= previous) limit = band.limit;
    distance = decimal(limit);
  }
  const smallest = decimal(market.tickTable[0]?.tick ?? '0');
  const upper = roundToTickScaled(market, previous + distance, 'down');
  const lowerRaw = previous - distance;
  const lower = lowerRaw <= smallest ? smallest : roundToTickScaled(market, lowerRaw, 'up');
  return { lower: formatDecimal(lower), upper: formatDecimal(upper) };
}

/** Whether a price is inside the day's limits (always, on a market without limits). */
export function isWithinLimits(
  market: Pick<MarketRules, 'tickTable' | 'priceLimit'>,
  prevClose: string,
  price: string,
): boolean {
  const limits = priceLimits(market, prevClose);
  if (!limits) return true;
  const value = decimal(price);
  return value >= decimal(limits.lower) && value <= decimal(limits.upper);
}
