// New shares as members use them (issue 17 §2): the lists, an offering's detail with the member's own
// applications and the ballot's commitments, cancelling while open, the book-building purchase, the
// Subscription and Inventory tabs, and the ballot's published inputs. Applying (every rule of spec §5
// and §8 with its refusal, written in one statement) is apply.ts. Money moves in escrow.ts; rules that
// must not race are decided in the transaction: the balance by the ledger's guarded debit, and the
// offering's state under a KEY SHARE lock (which the closing step's FOR UPDATE waits for, so no
// application slips in after the entries are published).
import type { Paged } from '@saham/contract/envelope';
import type { Application, InventoryItem, OfferingDetail, OfferingSummary } from '@saham/contract/new-stock';
import type { BallotEntry } from '@saham/domain/new-shares/ballot';
import {
  amountMinor,
  isBalloted,
  subscriptionPeriodOf,
  type ApplicationState,
  type OfferingType,
  type SubscriptionPeriod,
} from '@saham/domain/new-shares/offerings';
import type { MarketCode } from '@saham/domain/markets/types';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext, MemberRequestContext } from '../../http/context.ts';
import { verifyFundPassword } from '../account/password-service.ts';
import { availableMinorOf, findInstrumentsByIds, findPrices } from '../trading/for-other-modules.ts';
import { assertMayTrade } from '../trading/trader-gate.ts';
import { entitlementOf } from './apply.ts';
import { freezeIntoEscrow, refundFromEscrow } from './escrow.ts';
import { giveUpWin } from './lifecycle.ts';
import {
  ballotOf,
  bandsOf,
  money,
  optionalDecimal,
  percent,
  ratio,
  shares,
  timelineOf,
  toApplication,
  toInventoryItem,
  toSummary,
} from './mapping.ts';
import {
  applicationStateWhere,
  findApplication,
  findMemberApplicationPage,
  findMemberApplications,
  findMemberOfferingPage,
  findOffering,
  findOfferingApplications,
  inventoryWhere,
  memberCount,
  readQuantityGroups,
  readTotals,
  returnTreasuryShares,
  uncountApplication,
  updateApplication,
  type ApplicationRow,
  type OfferingRow,
} from './repo.ts';

/** Instrument names of offerings, by instrument id. */
async function namesOf(db: Db, rows: readonly { instrumentId: number; symbol: string }[]) {
  const instruments = await findInstrumentsByIds(db, [...new Set(rows.map((row) => row.instrumentId))]);
  return (instrumentId: number, symbol: string): Record<string, string> => {
    const names = instruments.get(instrumentId)?.names;
    return names ? { ...names } : { en: symbol.slice(symbol.indexOf(':') + 1) };
  };
}

async function winRates(db: Db, rows: readonly OfferingRow[]): Promise<Map<number, string | null>> {
  const totals = await readTotals(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const total = totals.get(row.id);
      return [row.id, total ? percent(BigInt(total.winners), BigInt(total.applications)) : null];
    }),
  );
}

export async function listOfferings(
  context: MemberRequestContext,
  request: {
    type?: OfferingType | undefined;
    market?: MarketCode | undefined;
    period?: SubscriptionPeriod | undefined;
    page: number;
  },
): Promise<Paged<OfferingSummary> & { asOf: string }> {
  const { db, clock } = context.services;
  const now = clock.now();
  const { rows, total } = await findMemberOfferingPage(db, request, now, request.page);
  const [names, rates] = await Promise.all([namesOf(db, rows), winRates(db, rows)]);
  return {
    ...toPaged(
      rows.map((row) => toSummary(row, names(row.instrumentId, row.symbol), rates.get(row.id) ?? null, now)),
      request.page,
      total,
    ),
    asOf: now.toISOString(),
  };
}

async function visibleOffering(db: Db, id: number): Promise<OfferingRow> {
  const row = await findOffering(db, id);
  if (!row || row.state === 'withdrawn') return refuse('OFFERING_NOT_FOUND');
  return row;
}

export async function offeringDetail(
  context: MemberRequestContext,
  id: number,
): Promise<OfferingDetail & { asOf: string; unlockedUntil: string | null; unlockMinutes: number }> {
  const { db, clock } = context.services;
  const now = clock.now();
  const row = await visibleOffering(db, id);
  const memberId = context.session?.isGuest ? null : (context.session?.memberId ?? null);
  // The session's trade unlock (decision 0028), so the app hides the fund password while it lasts.
  const until = memberId === null ? null : (context.session?.tradeUnlockedUntil ?? null);
  return {
    ...(await detailOf(db, row, context.session?.memberId ?? null, now)),
    asOf: now.toISOString(),
    unlockedUntil: until !== null && until > now ? until.toISOString() : null,
    unlockMinutes: context.services.config.tradeUnlockMinutes,
  };
}

/** An offering's detail; the member's own parts empty when `memberId` is null (a visitor, or staff). */
export async function detailOf(
  db: Db,
  row: OfferingRow,
  memberId: number | null,
  now: Date,
): Promise<OfferingDetail> {
  const [names, totals, groups, prices, mine, made, available, entitlement] = await Promise.all([
    namesOf(db, [row]),
    readTotals(db, [row.id]),
    readQuantityGroups(db, row.id),
    findPrices(db, [row.instrumentId]),
    memberId === null ? Promise.resolve([]) : findMemberApplications(db, memberId, row.id),
    memberId === null ? Promise.resolve(0) : memberCount(db, row.id, memberId),
    memberId === null ? Promise.resolve(0n) : availableMinorOf(db, memberId, row.currency),
    memberId === null || row.type !== 'rights' ? Promise.resolve(null) : entitlementOf(db, row, memberId),
  ]);
  const total = totals.get(row.id);
  const isPublished = row.drawnAt !== null;
  const summary = toSummary(
    row,
    names(row.instrumentId, row.symbol),
    total ? percent(BigInt(total.winners), BigInt(total.applications)) : null,
    now,
  );
  const marketPrice = row.state === 'listed' ? (prices.get(row.instrumentId) ?? null) : null;
  const issuePrice = row.issuePrice;
  const premium =
    marketPrice !== null && issuePrice !== null
      ? formatDecimal(decimal(marketPrice) - decimal(issuePrice))
      : null;
  const premiumPercent =
    marketPrice !== null && issuePrice !== null && decimal(issuePrice) > 0n
      ? percent(decimal(marketPrice) - decimal(issuePrice), decimal(issuePrice))
      : null;
  const subscribedQuantity = total?.subscribedQuantity ?? '0';
  return {
    ...summary,
    provisionalPrice: optionalDecimal(row.applicationPrice ?? row.priceHigh),
    marketPrice: optionalDecimal(marketPrice),
    premium,
    premiumPercent,
    quantityOffered: formatDecimal(decimal(row.quantityOffered)),
    subscribedQuantity: formatDecimal(decimal(subscribedQuantity)),
    applicationCount: total?.applications ?? 0,
    oversubscription: ratio(subscribedQuantity, row.quantityOffered),
    perMemberLimit: row.perMemberLimit,
    fee: money(row.feeMinor, row.currency),
    feeOnSuccessOnly: row.feeOnSuccessOnly,
    drawAt: row.drawAt?.toISOString() ?? null,
    allotmentAt: row.allotmentAt?.toISOString() ?? null,
    paymentDeadline: row.paymentDeadline?.toISOString() ?? null,
    entitlementAt: row.entitlementAt?.toISOString() ?? null,
    entitlementRatio:
      row.entitlementNew === null || row.entitlementHeld === null
        ? null
        : { newShares: row.entitlementNew, heldShares: row.entitlementHeld },
    lockDays: row.lockDays,
    leadUnderwriter: row.leadUnderwriter,
    prospectus: { ...row.prospectus },
    tiers: row.tiers.map((tier) => ({
      rank: tier.rank,
      names: { ...tier.names },
      minAmount: money(BigInt(tier.minAmountMinor), row.currency),
    })),
    timeline: timelineOf(row, now),
    bands: bandsOf(row, groups, isPublished),
    ballot: ballotOf(row),
    myApplications: mine.map((application) =>
      toApplication(application, row, names(row.instrumentId, row.symbol)),
    ),
    myEntitlement: entitlement === null ? null : entitlement.toString(),
    myApplicationsLeft: Math.max(row.perMemberLimit - made, 0),
    available: money(available, row.currency),
  };
}

/**
 * The member's own application, locked FOR UPDATE, and its offering under `offeringLock`: another
 * member's application, or an unknown one, is APPLICATION_NOT_FOUND.
 */
async function lockOwnApplication(
  tx: Db,
  memberId: number,
  applicationId: number,
  offeringLock: 'update' | 'key share',
): Promise<{ application: ApplicationRow; offering: OfferingRow }> {
  const application = await findApplication(tx, applicationId, true);
  if (application?.memberId !== memberId) return refuse('APPLICATION_NOT_FOUND');
  const offering = await findOffering(tx, application.offeringId, offeringLock);
  if (!offering) return refuse('APPLICATION_NOT_FOUND');
  return { application, offering };
}

export async function cancelApplication(
  context: MemberOnlyContext,
  applicationId: number,
): Promise<Application> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const result = await inTransaction(db, async (tx) => {
    const { application, offering } = await lockOwnApplication(tx, memberId, applicationId, 'key share');
    if (application.status !== 'subscribing') refuse('APPLICATION_STATE_INVALID');
    if (subscriptionPeriodOf(offering, now) !== 'open') refuse('SUBSCRIPTION_ENDED');
    await refundFromEscrow(tx, application, offering.currency, application.frozenMinor, 'cancelled', now);
    await uncountApplication(tx, offering.id, memberId);
    if (offering.type === 'treasury') await returnTreasuryShares(tx, offering.id, application.quantity);
    const updated = await updateApplication(tx, application.id, {
      status: 'cancelled',
      frozenMinor: 0n,
      refundedMinor: application.refundedMinor + application.frozenMinor,
      updatedAt: now,
    });
    return { application: updated, offering };
  });
  const names = await namesOf(db, [result.offering]);
  return toApplication(
    result.application,
    result.offering,
    names(result.offering.instrumentId, result.offering.symbol),
  );
}

export async function payApplication(
  context: MemberOnlyContext,
  request: { applicationId: number; fundPassword: string },
): Promise<Application> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const found = await findApplication(db, request.applicationId);
  if (found?.memberId !== memberId) return refuse('APPLICATION_NOT_FOUND');
  await assertMayTrade(db, memberId);
  if (request.fundPassword === '') refuse('FIELD_REQUIRED', { field: 'fundPassword' });
  await verifyFundPassword(context, request.fundPassword);
  const result = await inTransaction(db, async (tx) => {
    const application = await findApplication(tx, request.applicationId, true);
    if (application?.memberId !== memberId) return refuse('APPLICATION_NOT_FOUND');
    const offering = await findOffering(tx, application.offeringId, 'key share');
    if (!offering) return refuse('APPLICATION_NOT_FOUND');
    if (application.status !== 'awaiting_payment') refuse('APPLICATION_STATE_INVALID');
    if (application.paymentDeadline !== null && now >= application.paymentDeadline)
      refuse('PAYMENT_DEADLINE_PASSED');
    const price = offering.issuePrice ?? application.price ?? '0';
    const due =
      amountMinor(offering.currency, price, shares(application.allottedQuantity)) + offering.feeMinor;
    await freezeIntoEscrow(tx, application, offering.currency, due, now);
    const updated = await updateApplication(tx, application.id, {
      status: 'paid',
      price,
      frozenMinor: application.frozenMinor + due,
      feeMinor: offering.feeMinor,
      updatedAt: now,
    });
    return { application: updated, offering };
  });
  const names = await namesOf(db, [result.offering]);
  return toApplication(
    result.application,
    result.offering,
    names(result.offering.instrumentId, result.offering.symbol),
  );
}

/**
 * Book-building: the member declines a win before paying (spec §4 "waived"). Locks the application
 * first, as newStock/pay does, so a decline and a payment of the same win queue on its row and the
 * second finds it no longer awaiting payment; then the offering FOR UPDATE, as the forfeit step holds
 * it, so promotions from declines and forfeits never pick the same reserve.
 */
export async function declineApplication(
  context: MemberOnlyContext,
  applicationId: number,
): Promise<Application> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const result = await inTransaction(db, async (tx) => {
    const { application, offering } = await lockOwnApplication(tx, memberId, applicationId, 'update');
    if (application.status !== 'awaiting_payment' || offering.state !== 'balloted')
      refuse('APPLICATION_STATE_INVALID');
    if (application.paymentDeadline !== null && now >= application.paymentDeadline)
      refuse('PAYMENT_DEADLINE_PASSED');
    await giveUpWin(tx, offering, application, 'waived', now);
    const updated = await findApplication(tx, application.id);
    return { application: updated ?? application, offering };
  });
  const names = await namesOf(db, [result.offering]);
  return toApplication(
    result.application,
    result.offering,
    names(result.offering.instrumentId, result.offering.symbol),
  );
}

export async function listMyApplications(
  context: MemberOnlyContext,
  request: { state?: ApplicationState | undefined; page: number },
): Promise<Paged<Application>> {
  const { db } = context.services;
  const { rows, total } = await findMemberApplicationPage(
    db,
    context.session.memberId,
    applicationStateWhere(request.state),
    request.page,
  );
  const names = await namesOf(
    db,
    rows.map((row) => row.offering),
  );
  return toPaged(
    rows.map(({ application, offering }) =>
      toApplication(application, offering, names(offering.instrumentId, offering.symbol)),
    ),
    request.page,
    total,
  );
}

export async function listInventory(context: MemberOnlyContext, page: number): Promise<Paged<InventoryItem>> {
  const { db } = context.services;
  const { rows, total } = await findMemberApplicationPage(
    db,
    context.session.memberId,
    inventoryWhere(),
    page,
  );
  const names = await namesOf(
    db,
    rows.map((row) => row.offering),
  );
  return toPaged(
    rows.map(({ application, offering }) =>
      toInventoryItem(
        application,
        offering,
        names(offering.instrumentId, offering.symbol),
        offering.lockDays > 0 && offering.listingAt !== null
          ? new Date(offering.listingAt.getTime() + offering.lockDays * 24 * 60 * 60 * 1000)
          : null,
      ),
    ),
    page,
    total,
  );
}

export async function ballotInputs(
  context: MemberRequestContext,
  offeringId: number,
): Promise<{ commitment: NonNullable<ReturnType<typeof ballotOf>>; entries: BallotEntry[] }> {
  const { db } = context.services;
  const row = await visibleOffering(db, offeringId);
  const commitment = ballotOf(row);
  if (commitment === null) return refuse('OFFERING_NOT_FOUND');
  if (row.entriesHash === null) return { commitment, entries: [] };
  const lot = shares(row.lotSize);
  const applications = await findOfferingApplications(db, row.id, null);
  const entries = applications
    .filter((application) => isEntry(row, application))
    .map((application) => ({
      applicationId: application.id,
      lots: Number(shares(application.quantity) / lot),
    }))
    .filter((entry) => entry.lots > 0);
  return { commitment, entries };
}

/** Whether an application was among the published entries (it was waiting when they were hashed). */
function isEntry(offering: OfferingRow, application: ApplicationRow): boolean {
  if (!isBalloted(offering.type)) return false;
  if (application.status === 'cancelled' || application.status === 'refunded') return false;
  if (offering.type !== 'jp_bookbuilding') return true;
  const bid = application.bidPrice;
  return bid === null || offering.issuePrice === null || decimal(bid) >= decimal(offering.issuePrice);
}
