// Fees and taxes of a trade from the market's schedule, in minor units of the market's currency.
// Each rule picks the tier of the notional (a fixed amount or a percent), rounds to its money step
// as it names, then applies its minimum and cap.
import { CURRENCY_SCALE, type Currency } from '../currencies.ts';
import { parseMinor } from '../money.ts';
import { DECIMAL_FACTOR, decimal, divideRounded } from './decimal.ts';
import type { FeeName, FeeRule, MarketRules, OrderSide } from './types.ts';

export interface FeeLine {
  name: FeeName;
  minor: bigint;
}

export interface FeeBreakdown {
  items: FeeLine[];
  total: bigint;
}

function minorOf(text: string, currency: Currency): bigint {
  const value = parseMinor(text, currency);
  if (value === null) throw new RangeError(`Not an amount in ${currency}: "${text}"`);
  return value;
}

/** One rule's fee on a notional; zero when the rule does not apply to the side. */
export function feeOf(rule: FeeRule, currency: Currency, side: OrderSide, notionalMinor: bigint): bigint {
  if (!rule.sides.includes(side) || notionalMinor <= 0n) return 0n;
  let tier = rule.tiers[0];
  for (const candidate of rule.tiers)
    if (minorOf(candidate.from, currency) <= notionalMinor) tier = candidate;
  if (!tier) return 0n;
  let fee: bigint;
  if (tier.kind === 'fixed') {
    fee = minorOf(tier.value, currency);
  } else {
    const step = minorOf(rule.roundingStep, currency);
    const steps = divideRounded(
      notionalMinor * decimal(tier.value),
      100n * DECIMAL_FACTOR * step,
      rule.rounding,
    );
    fee = steps * step;
  }
  if (rule.minimum !== null) {
    const minimum = minorOf(rule.minimum, currency);
    if (fee < minimum) fee = minimum;
  }
  if (rule.cap !== null) {
    const cap = minorOf(rule.cap, currency);
    if (fee > cap) fee = cap;
  }
  return fee;
}

/** Every fee and tax of a trade, itemised in schedule order, with their total. */
export function computeFees(
  market: Pick<MarketRules, 'currency' | 'fees'>,
  side: OrderSide,
  notionalMinor: bigint,
): FeeBreakdown {
  const items = market.fees
    .filter((rule) => rule.sides.includes(side))
    .map((rule) => ({ name: rule.name, minor: feeOf(rule, market.currency, side, notionalMinor) }));
  return { items, total: items.reduce((sum, item) => sum + item.minor, 0n) };
}

/** The notional in minor units of price × quantity, rounded half up to the currency's minor unit. */
export function notionalMinor(currency: Currency, price: string, quantity: string): bigint {
  const factor = 10n ** BigInt(CURRENCY_SCALE[currency]);
  return divideRounded(
    decimal(price) * decimal(quantity) * factor,
    DECIMAL_FACTOR * DECIMAL_FACTOR,
    'half_up',
  );
}
