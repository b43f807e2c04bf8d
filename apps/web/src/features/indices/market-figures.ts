// The pure derivations of the market screens: a quote or index card moved by its latest live tick,
// the symbol of a `parameter/gszk` index, the tone of a change, the time until a market opens, and
// which market tab lists a market's instruments. Prices stay decimal strings throughout.
import type { IndexQuote, Quote } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import { decimalSign } from '@saham/domain/format-money';
import type { MarketTab } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';
import { deriveIndexQuote, type IndexQuoteCard, type IndexQuoteType } from '@saham/domain/prices/index-quote';
import { formatPrice } from '../../shared/format/format-number.ts';

export type Tone = 'up' | 'down' | 'flat';

/** gngs lists Bursa's indices, meiguo the US ones (spec §7). */
export const MARKET_OF_INDEX_TYPE: Record<IndexQuoteType, MarketCode> = { gngs: 'MY', meiguo: 'US' };

/** The live symbol of an index card (`parameter/gszk` answers codes only): `MY:FBMKLCI`. */
export function indexSymbol(type: IndexQuoteType, code: string): string {
  return `${MARKET_OF_INDEX_TYPE[type]}:${code}`;
}

export function toneOf(change: string): Tone {
  try {
    const sign = decimalSign(change);
    return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  } catch {
    return 'flat';
  }
}

export interface LiveIndexCard extends IndexQuoteCard {
  symbol: string;
  tone: Tone;
}

/**
 * The card of an index (spec §7 derivation), its close and previous close taken from the latest tick
 * when one has arrived; `at` is when the answer was read, the display time without a tick.
 */
export function liveIndexCard(
  quote: IndexQuote,
  type: IndexQuoteType,
  tick: Tick | undefined,
  at: Date,
  displayZone?: string,
): LiveIndexCard | null {
  const wire = tick ? { ...quote, close: tick.last, prev_close: tick.prevClose } : quote;
  const card = deriveIndexQuote(wire, { type, at: tick ? tick.time : at, timeZone: displayZone });
  if (card === null) return null;
  return { ...card, symbol: indexSymbol(type, quote.code), tone: toneOf(card.gainValue) };
}

/** A quote with the figures of its latest tick (the tick's day fields win; the rest is kept). */
export function withTick(quote: Quote, tick: Tick | undefined): Quote {
  if (!tick || tick.symbol !== quote.symbol) return quote;
  return {
    ...quote,
    last: tick.last,
    prevClose: tick.prevClose,
    change: tick.change,
    changePercent: tick.changePercent,
    volume: tick.volume,
    turnover: tick.turnover,
    open: tick.open,
    high: tick.high,
    low: tick.low,
    time: tick.time,
  };
}

/** "+1.25%", "-0.40%", "0.00%": a sign only on a rise (the minus comes with the number). */
export function signedPercent(changePercent: string): string {
  return `${toneOf(changePercent) === 'up' ? '+' : ''}${changePercent}%`;
}

/** A change with its sign ("+12"); with `decimals`, written as a price with them and grouped. */
export function signedChange(change: string, decimals?: number): string {
  const shown = decimals === undefined ? change : formatPrice(change, decimals);
  return `${toneOf(change) === 'up' ? '+' : ''}${shown}`;
}

const MINUTE = 60_000;

/** Whole days, hours and minutes from `now` until `target` (rounded up to the minute); null once reached. */
export function timeUntil(
  now: number,
  target: string | null,
): { days: number; hours: number; minutes: number } | null {
  if (target === null) return null;
  const at = Date.parse(target);
  if (Number.isNaN(at) || at <= now) return null;
  const totalMinutes = Math.ceil((at - now) / MINUTE);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The market tab that lists a market's tradable instruments (apps/web/README.md, "Market tabs"). */
export function tabOfMarket(market: MarketCode): MarketTab {
  switch (market) {
    case 'CRYPTO':
      return 'digital';
    case 'FX':
      return 'forex';
    case 'MY':
    case 'US':
    case 'HK':
    case 'JP':
    case 'CN':
      return 'listed';
    default: {
      const unknown: never = market;
      return unknown;
    }
  }
}

/** Shares of advancers, unchanged and decliners in percent (whole numbers summing to 100; all 0 with none). */
export function breadthShares(
  advancers: number,
  unchanged: number,
  decliners: number,
): [number, number, number] {
  const total = advancers + unchanged + decliners;
  if (total <= 0) return [0, 0, 0];
  const up = Math.round((advancers / total) * 100);
  const flat = Math.min(100 - up, Math.round((unchanged / total) * 100));
  return [up, flat, decliners === 0 ? 0 : 100 - up - flat];
}

/** How large amounts are grouped for short display: thousands (K, M, B) or East Asian 萬 / 億. */
export type AmountGrouping = 'western' | 'eastAsian';
export type AmountUnit = 'thousand' | 'million' | 'billion' | 'tenThousand' | 'hundredMillion';

const UNITS: Record<AmountGrouping, readonly (readonly [AmountUnit, number])[]> = {
  western: [
    ['billion', 9],
    ['million', 6],
    ['thousand', 3],
  ],
  eastAsian: [
    ['hundredMillion', 8],
    ['tenThousand', 4],
  ],
};

/**
 * A decimal amount shortened to its largest unit, as text with the decimal point moved (no float):
 * "9160625.00" → { amount: "9.16062500", unit: "million" } (western) or "916.062500" 萬 (East Asian).
 * Below the smallest unit, or when not a decimal, the amount comes back unchanged with no unit.
 */
export function shortenAmount(
  amount: string,
  grouping: AmountGrouping,
): { amount: string; unit: AmountUnit | null } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return { amount, unit: null };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  for (const [unit, power] of UNITS[grouping]) {
    if (digits.length <= power) continue;
    const cut = digits.length - power;
    return { amount: `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}${fraction}`, unit };
  }
  return { amount, unit: null };
}

function compareDecimals(left: string, right: string): number {
  const parse = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().replace(/^-/, '').split('.');
    return { isNegative: text.trim().startsWith('-'), whole: whole.replace(/^0+(?=\d)/, ''), fraction };
  };
  const a = parse(left);
  const b = parse(right);
  if (a.isNegative !== b.isNegative) return a.isNegative ? -1 : 1;
  const sign = a.isNegative ? -1 : 1;
  if (a.whole.length !== b.whole.length) return sign * (a.whole.length - b.whole.length);
  const width = Math.max(a.fraction.length, b.fraction.length);
  const textA = a.whole + a.fraction.padEnd(width, '0');
  const textB = b.whole + b.fraction.padEnd(width, '0');
  return textA === textB ? 0 : sign * (textA > textB ? 1 : -1);
}

/** Quotes by their (live) turnover, largest first; equal turnovers keep their order. */
export function byTurnover(quotes: readonly Quote[]): Quote[] {
  return [...quotes].sort((a, b) => compareDecimals(b.turnover, a.turnover));
}

export interface SessionRange {
  phase: string;
  start: string;
  end: string;
}

const DAY_MINUTES = 24 * 60;

/**
 * The session running at `now` among today's (adjacent ranges of one phase joined, as a 24-hour market
 * stores its day in pieces), and whether it covers the whole day; null between sessions.
 */
export function currentSession(
  sessions: readonly SessionRange[],
  now: number,
): { phase: string; end: string; isAllDay: boolean } | null {
  const joined: SessionRange[] = [];
  for (const session of sessions) {
    const last = joined[joined.length - 1];
    if (last && last.phase === session.phase && Date.parse(last.end) === Date.parse(session.start)) {
      joined[joined.length - 1] = { ...last, end: session.end };
    } else {
      joined.push(session);
    }
  }
  const running = joined.find((session) => Date.parse(session.start) <= now && now < Date.parse(session.end));
  if (!running) return null;
  const minutes = (Date.parse(running.end) - Date.parse(running.start)) / MINUTE;
  return { phase: running.phase, end: running.end, isAllDay: minutes >= DAY_MINUTES - 1 };
}
