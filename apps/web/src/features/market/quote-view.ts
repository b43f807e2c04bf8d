// What a quote row shows: the list's quote overlaid with the latest live tick, the colour of a change
// (green up, red down, per theme.css), signs and compact turnovers. Prices stay decimal strings: they
// are compared and shortened as text and bigints, never as floats.
import type { Tick } from '@saham/contract/realtime';
import { parseDecimal } from '@saham/domain/markets/decimal';

export interface PriceView {
  last: string;
  change: string;
  changePercent: string;
  turnover: string;
  /** When the price was made (ISO), null when never. */
  time: string | null;
}

export type Tone = 'up' | 'down' | 'flat';

export function priceOfTick(tick: Tick): PriceView {
  const { last, change, changePercent, turnover, time } = tick;
  return { last, change, changePercent, turnover, time };
}

/** The quote as listed, or the live tick when it is at least as recent. */
export function withLiveTick(listed: PriceView, tick: Tick | undefined): PriceView {
  if (tick === undefined) return listed;
  if (listed.time !== null && Date.parse(tick.time) < Date.parse(listed.time)) return listed;
  return priceOfTick(tick);
}

/** A signed decimal text as a bigint scaled by 10^8; null when it is not one. */
export function signedDecimal(text: string | null): bigint | null {
  if (text === null) return null;
  const trimmed = text.trim();
  const isNegative = trimmed.startsWith('-');
  const magnitude = parseDecimal(isNegative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed);
  if (magnitude === null) return null;
  return isNegative ? -magnitude : magnitude;
}

export function toneOf(change: string | null): Tone {
  const value = signedDecimal(change);
  if (value === null || value === 0n) return 'flat';
  return value > 0n ? 'up' : 'down';
}

/** "+1.25" for a rise, "-0.40" for a fall, "0.00" unchanged. */
export function withSign(value: string): string {
  return toneOf(value) === 'up' && !value.startsWith('+') ? `+${value}` : value;
}

/**
 * Items ordered by change percent, highest first (`desc`) or lowest first (`asc`); unknown changes go
 * last and ties keep their order.
 */
export function sortByChange<T>(
  items: readonly T[],
  changePercentOf: (item: T) => string | null,
  direction: 'desc' | 'asc',
): T[] {
  const keyed = items.map((item, index) => ({ item, index, value: signedDecimal(changePercentOf(item)) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
    }
    if (a.value === b.value) return a.index - b.index;
    const isGreater = a.value > b.value;
    return direction === 'desc' ? (isGreater ? -1 : 1) : isGreater ? 1 : -1;
  });
  return keyed.map(({ item }) => item);
}

function decimalText(scaled: bigint, decimals: number): string {
  const isNegative = scaled < 0n;
  const digits = (isNegative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const body = `${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
  return isNegative ? `-${body}` : body;
}

/** (value − base) / base in percent, two decimals, halves away from zero; null without a usable base. */
export function percentChange(value: string | null, base: string): string | null {
  const scaledValue = signedDecimal(value);
  const scaledBase = signedDecimal(base);
  if (scaledValue === null || scaledBase === null || scaledBase <= 0n) return null;
  const numerator = (scaledValue - scaledBase) * 10_000n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + scaledBase) / (2n * scaledBase);
  return decimalText(numerator < 0n ? -rounded : rounded, 2);
}
