// newStock/apply (issue 17 §2, §3): every rule of spec §5 and §8 with its refusal, then the application
// written in ONE statement (`offering_apply`, migration 0039) — the per-member limit on its counter row,
// a treasury sale's shares by a guarded update, the application, and the freeze into the escrow
// through the ledger's posting function, whose guarded debit decides the balance. The opening rush
// (issue 17 §5b) is many members applying to one offering at once, so the offering's row and its
// instrument's names come from a short per-process cache; the rules are decided on that copy, and the
// statement acts only on the same version of the row (a hash of it), so a copy that changed meanwhile
// is read again and checked again, never acted on. A refusal decided on a cached copy is checked again
// on a fresh read before it is answered.
import type { Application } from '@saham/contract/new-stock';
import {
  amountMinor,
  isWholeLots,
  paysOnApplication,
  rightsEntitlement,
  subscriptionPeriodOf,
} from '@saham/domain/new-shares/offerings';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import type { Db } from '../../db/client.ts';
import { rootDatabaseOf } from '../../db/transaction.ts';
import { BusinessError, refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { unlockTrading, verifyTradingFundPassword } from '../account/password-service.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import { runPostingStatement } from '../ledger/post-entry.ts';
import { findInstrumentsByIds, heldQuantityAt } from '../trading/for-other-modules.ts';
import { assertMayTrade, assertMayTradeAs } from '../trading/trader-gate.ts';
import { findOfferingVersion, writeApplication, type ApplyResult } from './apply-repo.ts';
import { money, shares, toApplication } from './mapping.ts';
import type { ApplicationRow, OfferingRow } from './repo.ts';

/** How long a process uses its copy of an offering before reading it again. */
const OFFERING_CACHE_MILLISECONDS = 5_000;
/** Times the statement is tried on a fresh copy when the offering changed in between. */
const MAX_CHANGED_ATTEMPTS = 5;

interface OfferingCopy {
  row: OfferingRow;
  version: string;
  names: Record<string, string>;
  readAt: number;
  isCached: boolean;
}

/** Per database (tests run several apps in one process), by offering id. */
const copies = new WeakMap<Db, Map<number, OfferingCopy>>();

function copiesOf(db: Db): Map<number, OfferingCopy> {
  const root = rootDatabaseOf(db);
  let found = copies.get(root);
  if (!found) {
    found = new Map();
    copies.set(root, found);
  }
  return found;
}

async function freshOffering(db: Db, id: number): Promise<OfferingCopy> {
  const found = await findOfferingVersion(db, id);
  if (!found || found.row.state === 'withdrawn') {
    copiesOf(db).delete(id);
    return refuse('OFFERING_NOT_FOUND');
  }
  const { row, version } = found;
  const instrument = (await findInstrumentsByIds(db, [row.instrumentId])).get(row.instrumentId);
  const names = instrument ? { ...instrument.names } : { en: row.symbol.slice(row.symbol.indexOf(':') + 1) };
  const copy = { row, version, names, readAt: Date.now(), isCached: false };
  const cache = copiesOf(db);
  if (cache.size > 1_000) cache.clear();
  cache.set(id, { ...copy, isCached: true });
  return copy;
}

async function offeringCopy(db: Db, id: number): Promise<OfferingCopy> {
  const cached = copiesOf(db).get(id);
  if (cached && Date.now() - cached.readAt < OFFERING_CACHE_MILLISECONDS) return cached;
  return freshOffering(db, id);
}

/**
 * Runs `check` on the copy; a refusal decided on a cached copy is decided again on a fresh one (the
 * offering may have opened, or changed its rules, since the copy was read). Answers the copy used.
 */
async function checkedOn<T>(
  db: Db,
  copy: OfferingCopy,
  check: (copy: OfferingCopy) => Promise<T>,
): Promise<{ copy: OfferingCopy; result: T }> {
  try {
    return { copy, result: await check(copy) };
  } catch (error) {
    if (!(error instanceof BusinessError) || !copy.isCached) throw error;
    const fresh = await freshOffering(db, copy.row.id);
    return { copy: fresh, result: await check(fresh) };
  }
}

/** Rights: the shares a member may subscribe, from what they held at the entitlement date. */
export async function entitlementOf(db: Db, offering: OfferingRow, memberId: number): Promise<bigint> {
  if (offering.entitlementNew === null || offering.entitlementHeld === null) return 0n;
  const at = offering.entitlementAt ?? offering.opensAt;
  const held = shares(await heldQuantityAt(db, memberId, offering.instrumentId, at));
  return rightsEntitlement(held, BigInt(offering.entitlementNew), BigInt(offering.entitlementHeld));
}

/** A quantity as typed: whole shares, or refused with the call's code. */
function wholeShares(
  input: string | number | undefined,
  field: 'quantity' | 'excessQuantity',
  lot: bigint,
): bigint {
  const text = typeof input === 'number' ? String(input) : (input?.trim() ?? '');
  if (text === '') return field === 'quantity' ? refuse('QUANTITY_REQUIRED') : 0n;
  if (!/^\d+(\.0*)?$/.test(text)) {
    return /^\d+(\.\d+)?$/.test(text)
      ? refuse('WHOLE_LOTS_REQUIRED', { lotSize: Number(lot) })
      : refuse('INVALID_INPUT', { field });
  }
  return BigInt(text.split('.')[0] ?? '0');
}

function checkWindow(offering: OfferingRow, now: Date): void {
  if (offering.state === 'postponed' || offering.state === 'withdrawn') refuse('IPO_CHANNEL_CLOSED');
  const period = subscriptionPeriodOf(offering, now);
  if (period === 'not_open') refuse('SUBSCRIPTION_NOT_STARTED');
  if (period === 'ended') refuse('SUBSCRIPTION_ENDED');
}

interface ApplyRequest {
  offeringId: number;
  quantity?: string | number | undefined;
  price?: string | undefined;
  excessQuantity?: string | number | undefined;
  fundPassword: string;
}

interface CheckedApplication {
  quantity: bigint;
  excess: bigint;
  bidPrice: string | null;
  price: string | null;
  freezeMinor: bigint;
  feeMinor: bigint;
  tierRank: number | null;
  entitlement: bigint | null;
}

function checkQuantities(
  offering: OfferingRow,
  request: ApplyRequest,
  entitlement: bigint | null,
): { quantity: bigint; excess: bigint } {
  const lot = shares(offering.lotSize);
  const quantity = wholeShares(request.quantity, 'quantity', lot);
  const excess = offering.type === 'rights' ? wholeShares(request.excessQuantity, 'excessQuantity', lot) : 0n;
  if (quantity <= 0n && excess <= 0n) refuse('QUANTITY_REQUIRED');
  if (entitlement !== null) {
    if (entitlement <= 0n) refuse('NOT_ENTITLED');
    if (quantity > entitlement) refuse('RIGHTS_ENTITLEMENT_EXCEEDED', { quantity: Number(entitlement) });
    if (excess > 0n && !isWholeLots(excess, lot)) refuse('WHOLE_LOTS_REQUIRED', { lotSize: Number(lot) });
  } else {
    const minimum = shares(offering.minQuantity);
    if (quantity < minimum) refuse('SUBSCRIPTION_MIN_SHARES', { shares: Number(minimum) });
    if (!isWholeLots(quantity, lot)) refuse('WHOLE_LOTS_REQUIRED', { lotSize: Number(lot) });
    if (offering.maxQuantity !== null && quantity > shares(offering.maxQuantity)) {
      refuse('SUBSCRIPTION_MAX_SHARES', { shares: Number(shares(offering.maxQuantity)) });
    }
  }
  return { quantity, excess };
}

/** Book-building: the bid (null = at the offer price), inside the range. */
function checkBid(offering: OfferingRow, request: ApplyRequest): string | null {
  const text = request.price?.trim() ?? '';
  if (text === '') return null;
  const low = offering.priceLow ?? '0';
  const high = offering.priceHigh ?? '0';
  const isPrice = /^\d+(\.\d+)?$/.test(text);
  if (!isPrice || decimal(text) < decimal(low) || decimal(text) > decimal(high)) {
    refuse('BID_PRICE_OUT_OF_RANGE', {
      low: formatDecimal(decimal(low)),
      high: formatDecimal(decimal(high)),
    });
  }
  return formatDecimal(decimal(text));
}

/** Placements: the best tier the amount reaches, or refused with the lowest tier's minimum. */
function tierOf(offering: OfferingRow, amount: bigint): number | null {
  if (offering.type !== 'placement' || offering.tiers.length === 0) return null;
  const reached = offering.tiers
    .filter((tier) => amount >= BigInt(tier.minAmountMinor))
    .sort((a, b) => a.rank - b.rank);
  const lowest = [...offering.tiers].sort((a, b) =>
    BigInt(a.minAmountMinor) < BigInt(b.minAmountMinor) ? -1 : 1,
  )[0];
  if (reached.length === 0)
    refuse('TIER_MIN_AMOUNT', {
      amount: money(BigInt(lowest?.minAmountMinor ?? '0'), offering.currency),
      currency: offering.currency,
    });
  return reached[0]?.rank ?? null;
}

/** The rules of an application that need no lock: quantities, lots, bounds, price range, minimums, tiers. */
async function checkApplication(
  db: Db,
  offering: OfferingRow,
  memberId: number,
  request: ApplyRequest,
): Promise<CheckedApplication> {
  const entitlement = offering.type === 'rights' ? await entitlementOf(db, offering, memberId) : null;
  const { quantity, excess } = checkQuantities(offering, request, entitlement);
  const isBookBuilding = offering.type === 'jp_bookbuilding';
  const bidPrice = isBookBuilding ? checkBid(offering, request) : null;
  // Book-building is checked against the top of the range: what the purchase could cost at most.
  const price = isBookBuilding ? (offering.priceHigh ?? '0') : offering.applicationPrice;
  const amount = amountMinor(offering.currency, price ?? '0', quantity + excess);
  if (amount < offering.minInvestmentMinor) {
    refuse('SUBSCRIPTION_MIN_FUNDS', {
      amount: money(offering.minInvestmentMinor, offering.currency),
      currency: offering.currency,
    });
  }
  const tierRank = tierOf(offering, amount);
  const pays = paysOnApplication(offering.type);
  const feeMinor = pays ? offering.feeMinor : 0n;
  return {
    quantity,
    excess,
    bidPrice,
    price: pays ? offering.applicationPrice : null,
    freezeMinor: pays ? amount + feeMinor : 0n,
    feeMinor,
    tierRank,
    entitlement,
  };
}

/** The statement, with the member's escrow shard created first when it is their first in the currency. */
async function write(
  db: Db,
  copy: OfferingCopy,
  memberId: number,
  checked: CheckedApplication,
  now: Date,
): Promise<ApplyResult> {
  const { row } = copy;
  const accounts = [
    { account: { memberId, bucket: 'available' as const }, currency: row.currency },
    { account: { house: 'ipo_escrow' as const, shardFor: memberId }, currency: row.currency },
  ];
  return runPostingStatement(db, accounts, 'AVAILABLE_BALANCE_INSUFFICIENT', () =>
    writeApplication(db, {
      offeringId: row.id,
      offeringVersion: copy.version,
      memberId,
      quantity: checked.quantity.toString(),
      excessQuantity: checked.excess.toString(),
      bidPrice: checked.bidPrice,
      price: checked.price,
      entitlement: checked.entitlement === null ? null : checked.entitlement.toString(),
      tierRank: checked.tierRank,
      frozenMinor: checked.freezeMinor,
      feeMinor: checked.feeMinor,
      currency: row.currency,
      escrowBucket: houseBucketOf(memberId),
      createdAt: now,
    }),
  );
}

/** The refusal for what stopped the statement (other than a changed offering). */
function refuseOutcome(result: ApplyResult, offering: OfferingRow): never {
  switch (result.outcome) {
    case 'not_found':
      return refuse('OFFERING_NOT_FOUND');
    case 'limit':
      return refuse('SUBSCRIPTION_LIMIT', { count: offering.perMemberLimit });
    case 'sold_out':
      return refuse('OFFERING_SOLD_OUT');
    case 'short':
      return refuse('SUBSCRIPTION_MAX_SHARES', { shares: Number(shares(result.leftQuantity ?? '0')) });
    case 'applied':
    case 'changed':
      throw new Error(`offering_apply: no refusal for ${result.outcome}`);
  }
}

export async function applyForOffering(
  context: MemberOnlyContext,
  request: ApplyRequest,
): Promise<Application> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const opened = await checkedOn(db, await offeringCopy(db, request.offeringId), async (copy) =>
    checkWindow(copy.row, now),
  );
  await assertTrader(context);
  // Not asked again while the session's trading is unlocked (docs/decisions/0028-trade-unlock.md).
  await verifyTradingFundPassword(context, request.fundPassword);
  let copy = opened.copy;
  for (let attempt = 1; ; attempt += 1) {
    const checked = await checkedOn(db, copy, async (current) => {
      checkWindow(current.row, now);
      return checkApplication(db, current.row, memberId, request);
    });
    copy = checked.copy;
    const result = await write(db, copy, memberId, checked.result, now);
    if (result.outcome === 'applied') {
      if (result.applicationId === null || !result.isWhole)
        throw new Error(`application not written whole: ${JSON.stringify(result)}`);
      return toApplication(
        answerRow(result.applicationId, copy.row, memberId, checked.result, now),
        copy.row,
        copy.names,
      );
    }
    if (result.outcome !== 'changed') refuseOutcome(result, copy.row);
    if (attempt >= MAX_CHANGED_ATTEMPTS) throw new Error(`offering ${copy.row.id} kept changing`);
    copy = await freshOffering(db, copy.row.id);
  }
}

/** The application as `offering_apply` wrote it (its columns' defaults included). */
function answerRow(
  id: number,
  offering: OfferingRow,
  memberId: number,
  checked: CheckedApplication,
  now: Date,
): ApplicationRow {
  return {
    id,
    offeringId: offering.id,
    memberId,
    status: 'subscribing',
    quantity: checked.quantity.toString(),
    excessQuantity: checked.excess.toString(),
    bidPrice: checked.bidPrice,
    price: checked.price,
    entitlement: checked.entitlement === null ? null : checked.entitlement.toString(),
    tierRank: checked.tierRank,
    allottedQuantity: '0',
    frozenMinor: checked.freezeMinor,
    feeMinor: checked.feeMinor,
    feeChargedMinor: 0n,
    convertedMinor: 0n,
    refundedMinor: 0n,
    reserveRank: null,
    paymentDeadline: null,
    creditedAt: null,
    positionId: null,
    listedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The trader gate, on the flags read with the session when the request has them. */
async function assertTrader(context: MemberOnlyContext): Promise<void> {
  const { db } = context.services;
  const { memberId, trader } = context.session;
  if (trader === undefined) await assertMayTrade(db, memberId);
  else await assertMayTradeAs(db, memberId, trader);
}

/** newStock/unlock: the fund password checked ahead of the applications (the trader gate first). */
export async function unlockApplications(
  context: MemberOnlyContext,
  fundPassword: string,
): Promise<{ unlockedUntil: string | null }> {
  await assertTrader(context);
  const until = await unlockTrading(context, fundPassword);
  return { unlockedUntil: until?.toISOString() ?? null };
}
