// The index cards of spec §3 and §7: `parameter/gszk` answers index quotes with `code`, `close`,
// `prev_close` and `details.ko_name`; the app derives the change (gainValue = close − prev_close),
// the change in percent of prev_close with two decimals (gain), a display time, the icon tag ('hg'
// for the domestic list, 'mg' for the US list) and the name, which falls back to the upper-cased
// code. Decimal strings in, decimal strings out: the maths is on scaled bigints, rounded once.
import { formatWithPattern } from '../format-date.ts';

/** The `type` of a `parameter/gszk` call: domestic (国内) or US (美国) indices. */
export const INDEX_QUOTE_TYPES = ['gngs', 'meiguo'] as const;
export type IndexQuoteType = (typeof INDEX_QUOTE_TYPES)[number];
export type IndexIconTag = 'hg' | 'mg';

export interface IndexQuoteWire {
  code: string;
  /** Decimal strings, as money and prices travel on the wire. */
  close: string;
  prev_close: string;
  details?: { ko_name?: string | null } | null;
}

export interface IndexQuoteCard {
  code: string;
  name: string;
  close: string;
  prevClose: string;
  /** close − prev_close, with as many decimals as the more precise of the two. */
  gainValue: string;
  /** (close − prev_close) / prev_close × 100, two decimals, halves away from zero; "0.00" when prev_close is 0. */
  gain: string;
  /** The display time of the quote. */
  time: string;
  icon: IndexIconTag;
}

export const INDEX_ICON_BY_TYPE: Record<IndexQuoteType, IndexIconTag> = { gngs: 'hg', meiguo: 'mg' };
export const INDEX_TIME_PATTERN = 'HH:mm:ss';

const DECIMAL = /^(-?)(\d{1,30})(?:\.(\d{1,18}))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parseDecimal(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function formatScaled(units: bigint, scale: number): string {
  const isNegative = units < 0n;
  const digits = (isNegative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${isNegative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** numerator / denominator rounded to an integer, halves away from zero (denominator > 0). */
function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** The percentage change of `close` over `prevClose`, as a string with two decimals. */
export function percentChange(close: string, prevClose: string): string | null {
  const current = parseDecimal(close);
  const previous = parseDecimal(prevClose);
  if (current === null || previous === null) return null;
  const scale = Math.max(current.scale, previous.scale);
  const base = rescale(previous, scale);
  if (base === 0n) return '0.00';
  const difference = rescale(current, scale) - base;
  // percent with two decimals = difference × 100 × 100 / base, in hundredths of a percent.
  const hundredths = divideHalfAwayFromZero(
    difference * 10_000n * (base < 0n ? -1n : 1n),
    base < 0n ? -base : base,
  );
  return formatScaled(hundredths, 2);
}

export interface IndexQuoteContext {
  type: IndexQuoteType;
  /** When the quote is shown (or was taken). */
  at: Date | string;
  /** IANA zone of the display; the device's zone when omitted. */
  timeZone?: string;
  pattern?: string;
}

/** The card of one index quote, or null when its close or previous close is not a decimal. */
export function deriveIndexQuote(quote: IndexQuoteWire, context: IndexQuoteContext): IndexQuoteCard | null {
  const close = parseDecimal(quote.close);
  const previous = parseDecimal(quote.prev_close);
  const gain = percentChange(quote.close, quote.prev_close);
  if (close === null || previous === null || gain === null) return null;
  const scale = Math.max(close.scale, previous.scale);
  const name = quote.details?.ko_name?.trim();
  return {
    code: quote.code,
    name: name !== undefined && name !== '' ? name : quote.code.toUpperCase(),
    close: quote.close.trim(),
    prevClose: quote.prev_close.trim(),
    gainValue: formatScaled(rescale(close, scale) - rescale(previous, scale), scale),
    gain,
    time: formatWithPattern(context.at, context.pattern ?? INDEX_TIME_PATTERN, context.timeZone),
    icon: INDEX_ICON_BY_TYPE[context.type],
  };
}
