// The maths of dividends and splits on open positions (issue 5 §2), as pure functions; the server's
// trading/corporate-actions.ts applies them to positions, orders and the ledger.
// - Who is entitled: a position (or an order) from before the ex-date began, that is local midnight of
//   the ex-date in the market's time zone.
// - A cash dividend is per-share amount × quantity, rounded half up to the currency's minor unit (like
//   a notional); a long receives it, a short pays it: from its available balance first, then from its
//   open position's margin; the desk absorbs whatever neither covers, so no balance goes negative.
// - A split of `from` old shares into `to` new ones multiplies the quantity by to/from and divides the
//   entry price by it, so the position's cost is unchanged.
import type { Currency } from '../currencies.ts';
import { decimal, divideRounded, formatDecimal } from '../markets/decimal.ts';
import { notionalMinor } from '../markets/fees.ts';
import { marketMoment, zonedInstant } from '../markets/sessions.ts';
import type { Direction } from './orders.ts';

/** Whether a position opened at `openedAt` is entitled to an action of `exDate` in `timezone`. */
export function isEntitled(openedAt: Date, exDate: string, timezone: string): boolean {
  return openedAt.getTime() < zonedInstant(timezone, exDate, 0).getTime();
}

/** The dividend of `quantity` shares at `perShare`, in minor units of the currency (half up). */
export function dividendMinor(currency: Currency, perShare: string, quantity: string): bigint {
  return notionalMinor(currency, perShare, quantity);
}

/** The dividend a position is entitled to, signed: positive received by a long, negative paid by a short. */
export function entitlementMinor(
  direction: Direction,
  currency: Currency,
  perShare: string,
  quantity: string,
): bigint {
  const due = dividendMinor(currency, perShare, quantity);
  return direction === 'long' ? due : -due;
}

/** How a short pays a dividend: what comes from its available balance and margin, and what the desk absorbs. */
export interface ShortCharge {
  fromAvailable: bigint;
  fromMargin: bigint;
  absorbed: bigint;
}

/**
 * How a short pays `dueMinor`: its available balance first (never below zero), then the margin of its
 * position (0 when the position has closed); the desk absorbs the rest.
 */
export function shortCharge(dueMinor: bigint, availableMinor: bigint, marginMinor: bigint): ShortCharge {
  const fromAvailable = dueMinor < availableMinor ? dueMinor : availableMinor > 0n ? availableMinor : 0n;
  const rest = dueMinor - fromAvailable;
  const fromMargin = rest < marginMinor ? rest : marginMinor;
  return { fromAvailable, fromMargin, absorbed: rest - fromMargin };
}

/** Quantity and entry price after a split of `from` old shares into `to` new ones. */
export function splitPosition(
  quantity: string,
  entryPrice: string,
  from: number,
  to: number,
): { quantity: string; entryPrice: string } {
  const scaledQuantity = (decimal(quantity) * BigInt(to)) / BigInt(from);
  const scaledPrice = divideRounded(decimal(entryPrice) * BigInt(from), BigInt(to), 'half_up');
  return {
    // Whole shares stay whole for every split (to/from ≥ 1); a reverse split keeps eight decimals.
    quantity: formatDecimal(scaledQuantity > 0n ? scaledQuantity : 1n),
    entryPrice: formatDecimal(scaledPrice > 0n ? scaledPrice : 1n),
  };
}

/** A market's code and time zone: where its ex-dates and pay dates are counted. */
export interface MarketZone {
  code: string;
  timezone: string;
}

/** Each market's local date at `now`, and the latest of them (a bound for reading what is due). */
export function marketDates(
  zones: readonly MarketZone[],
  now: Date,
): { todayOf: Map<string, string>; latest: string } {
  const todayOf = new Map(zones.map((zone) => [zone.code, marketMoment(zone, now).date]));
  const latest = [...todayOf.values()].sort().at(-1) ?? now.toISOString().slice(0, 10);
  return { todayOf, latest };
}
