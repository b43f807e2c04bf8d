// Prices written with a minimum of decimals (the instrument's tick, or two for a block deal's price).

/** A price written with at least `decimals` decimals ("10.7" → "10.70"), never rounded. */
export function padDecimals(price: string, decimals: number): string {
  const [whole = price, fraction = ''] = price.split('.');
  return fraction.length >= decimals ? price : `${whole}.${fraction.padEnd(decimals, '0')}`;
}
