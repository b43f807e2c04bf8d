// The trading book as it moves: an open position valued at the latest live tick (market value and
// floating P&L recomputed exactly, in the position's currency's minor units), today's P&L and its
// percent (the domain's todayPnl), the totals shown on top of /trade/index per currency, and the
// close-position request (its whole-lot arithmetic is the domain's).
import type { TradePosition } from '@saham/contract/trading';
import type { Tick } from '@saham/contract/realtime';
import type { Currency } from '@saham/domain/currencies';
import { parseDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import { percentOf, todayPnl } from '@saham/domain/trading/order-ticket';
import { sharesOfLots } from '@saham/domain/trading/orders';
import { formatWithPattern } from '@saham/domain/format-date';

export function isOpen(position: Pick<TradePosition, 'status'>): boolean {
  return position.status !== 'closed';
}

/**
 * The position valued at `tick` when the tick is its instrument's and it is still open: current price,
 * market value and unrealised gross P&L follow the tick. A closed position keeps its realised figures.
 */
export function withLivePrice(position: TradePosition, tick: Tick | null | undefined): TradePosition {
  if (!tick || tick.symbol !== position.symbol || !isOpen(position)) return position;
  if (parseDecimal(tick.last) === null) return position;
  const { currency, direction, entryPrice, quantity } = position;
  return {
    ...position,
    currentPrice: tick.last,
    marketValue: formatMinor(notionalMinor(currency, tick.last, quantity), currency),
    profit: formatMinor(grossPnlMinor(currency, direction, entryPrice, tick.last, quantity), currency),
  };
}

export interface BookTotal {
  currency: Currency;
  marketValue: string;
  profit: string;
}

/** Market value and floating P&L of the open positions, per currency in first-seen order. */
export function bookTotals(positions: readonly TradePosition[]): BookTotal[] {
  const sums = new Map<Currency, { value: bigint; profit: bigint }>();
  for (const position of positions) {
    if (!isOpen(position)) continue;
    const sum = sums.get(position.currency) ?? { value: 0n, profit: 0n };
    sum.value += parseMinor(position.marketValue ?? '0', position.currency) ?? 0n;
    sum.profit += parseMinor(position.profit ?? '0', position.currency) ?? 0n;
    sums.set(position.currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    marketValue: formatMinor(sum.value, currency),
    profit: formatMinor(sum.profit, currency),
  }));
}

/** 'up' for a gain, 'down' for a loss (the app's colours), '' for none or unknown. */
export function toneOfAmount(amount: string | null): 'up' | 'down' | '' {
  if (amount === null) return '';
  const scaled = parseDecimal(amount.replace(/^-/, ''));
  if (scaled === null || scaled === 0n) return '';
  return amount.startsWith('-') ? 'down' : 'up';
}

/**
 * The trade/sell body for closing `lots` of a holding of `maxLots` whole lots: everything (no
 * quantity, the server closes what is held) when all lots are chosen or the holding is not in whole
 * lots, else a partial close of those lots' shares. `maxLots` is the domain's wholeLotsOf of the holding.
 */
export function closeRequest(
  positionId: number,
  lots: number | null,
  maxLots: number | null,
  lotSize: string,
): { positionId: number; quantity?: string } {
  if (lots === null || maxLots === null || lots >= maxLots) return { positionId };
  const quantity = sharesOfLots(Math.max(lots, 1), lotSize);
  return quantity === null ? { positionId } : { positionId, quantity };
}

/** The quote facts today's P&L needs: the previous close, its trading day, and the market's timezone. */
export interface DayQuote {
  prevClose: string;
  tradingDay: string | null;
  timezone: string;
}

/** The calendar date (YYYY-MM-DD) of an instant in a timezone. */
export function dateIn(iso: string, timeZone: string): string {
  return formatWithPattern(iso, 'YYYY-MM-DD', timeZone);
}

export interface PositionToday {
  /** Today's P&L in the position's currency, a decimal string with its decimals. */
  amount: string;
  /** Percent of the reference value, two decimals. */
  percent: string;
}

/**
 * Today's P&L of an open position at its current (live) price: from the previous close, or from the
 * entry when it was opened during the quote's trading day (the domain's todayPnl). Null for a closed
 * position or while the price or the quote is unknown.
 */
export function todayPnlOf(position: TradePosition, quote: DayQuote | undefined): PositionToday | null {
  if (!quote || !isOpen(position) || position.currentPrice === null) return null;
  const today = todayPnl({
    currency: position.currency,
    direction: position.direction,
    entryPrice: position.entryPrice,
    quantity: position.quantity,
    openedDay: dateIn(position.openedAt, quote.timezone),
    tradingDay: quote.tradingDay,
    prevClose: quote.prevClose,
    last: position.currentPrice,
  });
  return today === null
    ? null
    : { amount: formatMinor(today.minor, position.currency), percent: today.percent };
}

export interface DayTotal {
  currency: Currency;
  amount: string;
  percent: string;
}

/**
 * Today's P&L of the open positions per currency (first-seen order), and its percent of the day's
 * reference value (today's P&L ÷ (market value − today's P&L)). Positions without a figure are left out.
 */
export function dayTotals(
  rows: readonly { position: TradePosition; today: PositionToday | null }[],
): DayTotal[] {
  const sums = new Map<Currency, { pnl: bigint; value: bigint }>();
  for (const { position, today } of rows) {
    if (today === null || position.marketValue === null) continue;
    const sum = sums.get(position.currency) ?? { pnl: 0n, value: 0n };
    const pnl = parseMinor(today.amount, position.currency) ?? 0n;
    sum.pnl += pnl;
    // The reference is what the position was worth at the day's start: value now less today's move
    // for a long, plus it for a short (a short gains when the value falls).
    const value = parseMinor(position.marketValue, position.currency) ?? 0n;
    sum.value += position.direction === 'long' ? value - pnl : value + pnl;
    sums.set(position.currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    amount: formatMinor(sum.pnl, currency),
    percent: percentOf(sum.pnl, sum.value),
  }));
}
