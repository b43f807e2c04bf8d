// Prices as exact integers. A `Price` is a bigint count of 10^-priceDecimals of the quote currency,
// where priceDecimals is a per-instrument setting (4 for shares and indices, 8 for crypto and forex
// is a good default). A JavaScript number never holds an output price; the simulator uses floats
// only for the size of a random move and converts that move onto the tick grid with integer maths.

/** An exact price: integer units of 10^-priceDecimals of the quote currency. */
export type Price = bigint;

/** What the price engine needs from a market's tick table and price-limit rule. */
export interface TickRules {
  /** The tick size that applies at `price` (same scale as the price, > 0). */
  tickAt(price: Price): Price;
  /** The day's price band from the previous close; null where the market has no limit on that side. */
  limits(prevClose: Price): PriceLimits;
}

export interface PriceLimits {
  lower: Price | null;
  upper: Price | null;
}

const PRICE_PATTERN = /^(\d{1,20})(?:\.(\d+))?$/;

/** "9.85" with 4 decimals → 98500n. Null for a non-decimal, a negative, or more than `decimals` decimals. */
export function parsePrice(text: string, decimals: number): Price | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
}

/** 98500n with 4 decimals → "9.8500"; `minimumDecimals` trims trailing zeros down to that many. */
export function formatPrice(price: Price, decimals: number, minimumDecimals = decimals): string {
  const isNegative = price < 0n;
  const digits = (isNegative ? -price : price).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > minimumDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${isNegative ? '-' : ''}${whole}${fraction.length > 0 ? `.${fraction}` : ''}`;
}

/** Whether the price is a positive multiple of the tick that applies at it. */
export function isOnTickGrid(price: Price, rules: TickRules): boolean {
  return price > 0n && price % rules.tickAt(price) === 0n;
}

/** The smallest price the grid allows: one tick of the lowest band. */
export function minimumPrice(rules: TickRules): Price {
  return rules.tickAt(0n);
}

/** The grid price at or below `price` (never below the minimum price). */
export function tickFloor(price: Price, rules: TickRules): Price {
  const minimum = minimumPrice(rules);
  if (price <= minimum) return minimum;
  let candidate = price - (price % rules.tickAt(price));
  // A band edge can leave the candidate in a lower band with a finer tick: it is still on that grid.
  while (!isOnTickGrid(candidate, rules)) candidate -= candidate % rules.tickAt(candidate);
  return candidate < minimum ? minimum : candidate;
}

/** The grid price at or above `price`. */
export function tickCeil(price: Price, rules: TickRules): Price {
  const floor = tickFloor(price, rules);
  if (floor >= price) return floor;
  let candidate = floor + rules.tickAt(floor);
  // Stepping up from the top of a fine band can land off the coarser band's grid: round up again.
  while (!isOnTickGrid(candidate, rules)) {
    const tick = rules.tickAt(candidate);
    candidate += tick - (candidate % tick);
  }
  return candidate;
}

/** The lowest and highest grid prices inside the limits of a day that opened after `prevClose`. */
export function gridBand(prevClose: Price, rules: TickRules): { lower: Price; upper: Price | null } {
  const { lower, upper } = rules.limits(prevClose);
  const gridLower = lower === null ? minimumPrice(rules) : tickCeil(lower, rules);
  const gridUpper = upper === null ? null : tickFloor(upper, rules);
  return { lower: gridLower, upper: gridUpper };
}

/** Clamps a grid price into the grid band. */
export function clampToBand(price: Price, band: { lower: Price; upper: Price | null }): Price {
  if (price < band.lower) return band.lower;
  if (band.upper !== null && price > band.upper) return band.upper;
  return price;
}
