// The money of a trade in minor units of the market's currency: margin, fees and taxes (from the
// market's schedule through markets/fees.ts, the one fee code), P&L, the dealing desk's spread, the
// share of a position a partial close takes, and the forced-close (maintenance margin) test.
import { decimal, divideRounded, formatDecimal } from '../markets/decimal.ts';
import { computeFees, notionalMinor } from '../markets/fees.ts';
import { roundToTickScaled } from '../markets/ticks.ts';
import type { FeeName, MarketRules, OrderSide } from '../markets/types.ts';
import type { Direction } from './orders.ts';

/** Schedule items that are taxes (shown and posted as tax); every other item is a fee. */
export const TAX_FEE_NAMES: readonly FeeName[] = ['stamp_duty'];

export interface FeesAndTaxes {
  feeMinor: bigint;
  taxMinor: bigint;
}

/** Margin = notional ÷ leverage, rounded UP to the minor unit (the desk never lends a fraction). */
export function marginMinor(notional: bigint, leverage: number): bigint {
  if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError(`leverage ${leverage}`);
  if (notional < 0n) throw new RangeError('negative notional');
  return divideRounded(notional, BigInt(leverage), 'up');
}

/** The side of the schedule a trade is charged as: opening a long buys, opening a short sells. */
export function sideOf(direction: Direction, action: 'open' | 'close'): OrderSide {
  const isBuy = (direction === 'long') === (action === 'open');
  return isBuy ? 'buy' : 'sell';
}

/** Fees and taxes of one execution from the market's schedule, split into the two kinds. */
export function feesAndTaxes(
  market: Pick<MarketRules, 'currency' | 'fees'>,
  side: OrderSide,
  notional: bigint,
): FeesAndTaxes {
  const { items } = computeFees(market, side, notional);
  let feeMinor = 0n;
  let taxMinor = 0n;
  for (const item of items) {
    if (TAX_FEE_NAMES.includes(item.name)) taxMinor += item.minor;
    else feeMinor += item.minor;
  }
  return { feeMinor, taxMinor };
}

/**
 * The price the desk fills at: the market price moved against the member by `spreadBps` (a buy
 * pays more, a sell gets less), onto the tick grid in the desk's favour.
 */
export function priceWithSpread(
  market: Pick<MarketRules, 'tickTable'>,
  price: string,
  side: OrderSide,
  spreadBps: number,
): string {
  const scaled = decimal(price);
  const distance = divideRounded(scaled * BigInt(spreadBps), 10_000n, 'up');
  const moved = side === 'buy' ? scaled + distance : scaled - distance;
  const onGrid = roundToTickScaled(market, moved > 0n ? moved : scaled, side === 'buy' ? 'up' : 'down');
  return formatDecimal(onGrid);
}

/** Gross P&L of `quantity` from entry to exit: long (exit − entry) × q, short (entry − exit) × q. */
export function grossPnlMinor(
  currency: MarketRules['currency'],
  direction: Direction,
  entryPrice: string,
  exitPrice: string,
  quantity: string,
): bigint {
  const difference =
    notionalMinor(currency, exitPrice, quantity) - notionalMinor(currency, entryPrice, quantity);
  return direction === 'long' ? difference : -difference;
}

/** Net P&L: gross less the fees and taxes of opening and closing. */
export function netPnlMinor(gross: bigint, charges: readonly FeesAndTaxes[]): bigint {
  return charges.reduce((net, charge) => net - charge.feeMinor - charge.taxMinor, gross);
}

/**
 * The part of an amount (margin, opening fee) that `closing` of `held` units carries: in proportion,
 * rounded down, and the whole rest when everything is closed, so the parts always add up.
 */
export function shareOf(amount: bigint, closing: string, held: string): bigint {
  const part = decimal(closing);
  const whole = decimal(held);
  if (part <= 0n || part > whole) throw new RangeError(`cannot close ${closing} of ${held}`);
  if (part === whole) return amount;
  return (amount * part) / whole;
}

/**
 * Whether a position must be closed: its loss (negative gross P&L at the current price) has used up
 * the margin down to `maintenancePercent` of it (50 closes once half the margin is lost).
 */
export function isForcedClose(margin: bigint, grossPnl: bigint, maintenancePercent: number): boolean {
  if (grossPnl >= 0n) return false;
  const equity = margin + grossPnl;
  // equity ≤ margin × maintenance% without rounding: compare scaled by 100.
  return equity * 100n <= margin * BigInt(maintenancePercent);
}

/**
 * What the member gets back when closing: released margin plus P&L less closing charges. A negative
 * result is a debit of the available balance, never beyond what it holds: the desk absorbs the rest.
 */
export function closeSettlement(
  releasedMargin: bigint,
  grossPnl: bigint,
  closing: FeesAndTaxes,
  availableMinor: bigint,
): { toAvailable: bigint; absorbedByDesk: bigint } {
  const due = releasedMargin + grossPnl - closing.feeMinor - closing.taxMinor;
  if (due >= 0n || -due <= availableMinor) return { toAvailable: due, absorbedByDesk: 0n };
  return { toAvailable: -availableMinor, absorbedByDesk: -due - availableMinor };
}
