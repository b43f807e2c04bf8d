// New-share offerings (issue 17): the vocabulary and the rules both the server and the apps decide —
// the lifecycle, what a member sees of it, the application states, the amount an application freezes
// and the pro-rata share of excess rights. Money is bigint minor units, quantities whole shares.
import type { Currency } from '../currencies.ts';
import { notionalMinor } from '../markets/fees.ts';

/** ipo: Bursa-style balloted IPO, paid on application; jp_bookbuilding: bid first, lottery, pay if won. */
export const OFFERING_TYPES = ['ipo', 'jp_bookbuilding', 'placement', 'rights', 'treasury'] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];

/** The lifecycle: announced → open → closed → priced → balloted → listed; postponed or withdrawn before listing. */
export const OFFERING_STATES = [
  'announced',
  'open',
  'closed',
  'priced',
  'balloted',
  'listed',
  'postponed',
  'withdrawn',
] as const;
export type OfferingState = (typeof OFFERING_STATES)[number];

/** Staff actions (and jobs) that move an offering along its lifecycle. */
export const OFFERING_ACTIONS = [
  'open',
  'close',
  'price',
  'ballot',
  'allot',
  'list',
  'postpone',
  'withdraw',
] as const;
export type OfferingAction = (typeof OFFERING_ACTIONS)[number];

/** The subscription period as members see it (spec §4): not yet open, open, ended. */
export const SUBSCRIPTION_PERIODS = ['not_open', 'open', 'ended'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/**
 * Application states (spec §4). subscribing: applied while the period is open; ended: the period
 * closed, awaiting pricing; pending_allotment: priced, awaiting the ballot; won / not_won: the result
 * (the allotted quantity says how much); awaiting_payment: a book-building winner who must pay by the
 * deadline; paid: a book-building winner who paid (subscribed); failed: a winner who did not pay by the
 * deadline (forfeited); waived: a winner who declined; cancelled: cancelled by the member while open;
 * refunded: the offering was postponed or withdrawn and the money returned.
 */
export const APPLICATION_STATES = [
  'subscribing',
  'ended',
  'pending_allotment',
  'won',
  'not_won',
  'awaiting_payment',
  'paid',
  'failed',
  'waived',
  'cancelled',
  'refunded',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Offerings paid in full when applying (book-building pays only after winning). */
export function paysOnApplication(type: OfferingType): boolean {
  return type !== 'jp_bookbuilding';
}

/** Offerings decided by the ballot (the others allot by entitlement, tier or first come first served). */
export function isBalloted(type: OfferingType): boolean {
  return type === 'ipo' || type === 'jp_bookbuilding';
}

/** What transitions an action makes: from which states, to which state. */
export const OFFERING_TRANSITIONS: Readonly<
  Record<OfferingAction, { from: readonly OfferingState[]; to: OfferingState }>
> = {
  open: { from: ['announced', 'postponed'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  price: { from: ['closed'], to: 'priced' },
  ballot: { from: ['priced'], to: 'balloted' },
  // Allotment credits the won shares to the members' Inventory; the state stays balloted.
  allot: { from: ['balloted'], to: 'balloted' },
  list: { from: ['balloted'], to: 'listed' },
  postpone: { from: ['announced', 'open', 'closed', 'priced'], to: 'postponed' },
  withdraw: { from: ['announced', 'open', 'closed', 'priced', 'balloted', 'postponed'], to: 'withdrawn' },
};

export function canTransition(action: OfferingAction, state: OfferingState): boolean {
  return OFFERING_TRANSITIONS[action].from.includes(state);
}

/** The period a member sees: open only while the offering is open and the clock is inside its window. */
export function subscriptionPeriodOf(
  offering: { state: OfferingState; opensAt: Date; closesAt: Date },
  now: Date,
): SubscriptionPeriod {
  if (offering.state === 'announced' || offering.state === 'postponed') return 'not_open';
  if (offering.state === 'open') {
    if (now < offering.opensAt) return 'not_open';
    return now < offering.closesAt ? 'open' : 'ended';
  }
  return 'ended';
}

/** What an application's stored status shows while the offering has not published results. */
export function applicationStateOf(status: ApplicationState, offeringState: OfferingState): ApplicationState {
  if (status !== 'subscribing') return status;
  if (offeringState === 'closed') return 'ended';
  if (offeringState === 'priced') return 'pending_allotment';
  return status;
}

/** price × quantity in minor units of the currency (rounded half up, as every notional). */
export function amountMinor(currency: Currency, price: string, quantity: bigint): bigint {
  return notionalMinor(currency, price, quantity.toString());
}

/** What an application freezes: quantity × application price, plus the fee. */
export function freezeMinor(currency: Currency, price: string, quantity: bigint, feeMinor: bigint): bigint {
  return amountMinor(currency, price, quantity) + feeMinor;
}

/** Whether a quantity is a whole number of subscription lots. */
export function isWholeLots(quantity: bigint, lotSize: bigint): boolean {
  return lotSize > 0n && quantity > 0n && quantity % lotSize === 0n;
}

/** Rights entitlement: `newShares` per `heldShares` held, rounded down to a whole share. */
export function rightsEntitlement(held: bigint, newShares: bigint, heldShares: bigint): bigint {
  if (heldShares <= 0n || newShares <= 0n || held <= 0n) return 0n;
  return (held * newShares) / heldShares;
}

/**
 * Excess rights allotted pro rata: `available` shares shared among the excess applied, each
 * application's share rounded down to whole lots; what rounding leaves goes one lot at a time to the
 * largest remainders (ties to the lower id), never beyond what an application asked for.
 */
export function proRata(
  requests: readonly { id: number; quantity: bigint }[],
  available: bigint,
  lotSize: bigint,
): Map<number, bigint> {
  const result = new Map<number, bigint>();
  const total = requests.reduce((sum, request) => sum + request.quantity, 0n);
  if (total <= available) {
    for (const request of requests) result.set(request.id, request.quantity);
    return result;
  }
  let left = available;
  const remainders: { id: number; remainder: bigint; quantity: bigint }[] = [];
  for (const request of requests) {
    const exact = request.quantity * available;
    const share = (exact / total / lotSize) * lotSize;
    result.set(request.id, share);
    left -= share;
    remainders.push({ id: request.id, remainder: exact - share * total, quantity: request.quantity });
  }
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1));
  for (const entry of remainders) {
    if (left < lotSize) break;
    const current = result.get(entry.id) ?? 0n;
    if (current + lotSize > entry.quantity) continue;
    result.set(entry.id, current + lotSize);
    left -= lotSize;
  }
  return result;
}
