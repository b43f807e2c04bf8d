// The trading book as it moves: an open position valued at the latest live tick (market value and
// floating P&L recomputed exactly, in the position's currency's minor units), the totals shown on top
// of /trade/index per currency, and the close-position request (its whole-lot arithmetic is the domain's).
import type { TradePosition } from '@saham/contract/trading';
import type { Tick } from '@saham/contract/realtime';
import type { Currency } from '@saham/domain/currencies';
import { parseDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import { sharesOfLots } from '@saham/domain/trading/orders';

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
