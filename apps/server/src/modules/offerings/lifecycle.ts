// An offering's lifecycle (issue 17 §1, §3): every step as one function run inside the caller's
// transaction with the offering's row locked (FOR UPDATE) and its state checked, so a step made by
// staff and the same step made by a job, or by two staff at once, happen once; a step interrupted by a
// crash rolls back whole and runs again from the start. Each step answers the audit record to write.
//
//   open     announced/postponed → open
//   close    open → closed; balloted IPOs publish the entries' hash (the sorted eligible applications)
//   price    closed → priced: the issue price; a lower price than applied at refunds the difference;
//            book-building: bids below the offer price lose, the eligible bids' hash is published
//   ballot   priced → balloted: the results — the ballot (IPO, book-building, with the reserve order),
//            tiers by priority (placement), entitlements then excess pro rata (rights), the sales made
//            (treasury) — with refunds of what was not allotted; the seed is revealed. In three steps,
//            each in transactions of its own (runBallot, staff-service.ts): the draw fixed, the
//            applications settled a chunk at a time, the results published
//   allot    balloted: the won (or, book-building, paid) shares credited to members' Inventory
//   forfeit  balloted book-building: winners past the payment deadline fail, reserves are promoted
//            (giveUpWin, shared with a member's decline: newStock/decline)
//   list     balloted → listed: the Inventory becomes holdings at the issue price (escrow → margin)
//   postpone / withdraw  every member repaid (fees by policy)
// The steps over all of an offering's applications (price, ballot, allot) read them without locking
// each row: every other writer of an application (apply, cancel, pay) holds the offering's row FOR KEY
// SHARE, which the step's FOR UPDATE excludes for as long as it runs.
import {
  amountMinor,
  canTransition,
  isBalloted,
  paysOnApplication,
  proRata,
  type OfferingAction,
} from '@saham/domain/new-shares/offerings';
import { entriesHashOf, runBallot, type BallotEntry } from '@saham/domain/new-shares/ballot';
import { decimal } from '@saham/domain/markets/decimal';
import { formatWithPattern } from '@saham/domain/format-date';
import { lockedUntil } from '@saham/domain/markets/sessions';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../http/business-error.ts';
import { loadMarket, updateInstrumentStatus } from '../markets/service.ts';
import { newNumber, normalDecimal } from '../trading/execution.ts';
import { findInstrumentsByIds, insertOrder, writeOpenFill } from '../trading/for-other-modules.ts';
import {
  chargeFeeFromEscrow,
  convertToHolding,
  refundFromEscrow,
  refundManyFromEscrow,
  type BatchRefund,
} from './escrow.ts';
import { codeOf, money, shares } from './mapping.ts';
import { sendOfferingNotice, sendOfferingNotices, type OfferingNotice } from './notices.ts';
import {
  creditApplications,
  findForfeitable,
  findNextReserve,
  findOfferingApplications,
  findWaitingApplications,
  readTotals,
  resetCounts,
  updateApplication,
  updateApplicationResults,
  updateOffering,
  writeDraw,
  type ApplicationResult,
  type ApplicationRow,
  type NewOffering,
  type OfferingRow,
} from './repo.ts';

const DISPLAY_ZONE = 'Asia/Kuala_Lumpur';
const DEFAULT_PAYMENT_WINDOW_MILLISECONDS = 2 * 24 * 60 * 60 * 1000;

export interface StepOutcome {
  offering: OfferingRow;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface StepOptions {
  issuePrice?: string | undefined;
  refundFees?: boolean | undefined;
}

function checkState(offering: OfferingRow, action: OfferingAction): void {
  if (!canTransition(action, offering.state)) refuse('OFFERING_STATE_INVALID', { state: offering.state });
}

function lotsOf(offering: OfferingRow, application: ApplicationRow): number {
  const lot = shares(offering.lotSize);
  return Number(shares(application.quantity) / lot);
}

/** The balloted entries: the waiting applications (book-building: the eligible bids), sorted by id. */
function entriesOf(offering: OfferingRow, applications: readonly ApplicationRow[]): BallotEntry[] {
  return applications
    .filter((application) => application.status === 'subscribing')
    .map((application) => ({ applicationId: application.id, lots: lotsOf(offering, application) }))
    .filter((entry) => entry.lots > 0);
}

function displayTime(date: Date): string {
  return `${formatWithPattern(date, 'YYYY-MM-DD HH:mm', DISPLAY_ZONE)} (MYT)`;
}

function moneyText(offering: OfferingRow, minor: bigint): string {
  return `${offering.currency} ${money(minor, offering.currency)}`;
}

export async function openOffering(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  checkState(offering, 'open');
  const updated = await updateOffering(tx, offering.id, { state: 'open', updatedAt: now });
  return { offering: updated, before: { state: offering.state }, after: { state: 'open' } };
}

export async function closeOffering(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  checkState(offering, 'close');
  let change: Partial<NewOffering> = {};
  if (isBalloted(offering.type) && offering.type !== 'jp_bookbuilding') {
    const entries = entriesOf(offering, await findOfferingApplications(tx, offering.id, ['subscribing']));
    change = { entriesHash: entriesHashOf(entries), entryCount: entries.length };
  }
  const updated = await updateOffering(tx, offering.id, { ...change, state: 'closed', updatedAt: now });
  return {
    offering: updated,
    before: { state: offering.state },
    after: { state: 'closed', entriesHash: updated.entriesHash, entryCount: updated.entryCount },
  };
}

/** The issue price: given, or (pay-upfront types) the application price. Checked against the offering. */
function issuePriceOf(offering: OfferingRow, given: string | undefined): string {
  const text = given?.trim() ?? '';
  const fallback = offering.type === 'jp_bookbuilding' ? null : offering.applicationPrice;
  const price = text === '' ? fallback : text;
  if (price === null || !/^\d+(\.\d+)?$/.test(price) || decimal(price) <= 0n) {
    return refuse('OFFERING_INVALID', { field: 'issuePrice' });
  }
  if (offering.type === 'jp_bookbuilding') {
    const low = decimal(offering.priceLow ?? '0');
    const high = decimal(offering.priceHigh ?? '0');
    if (decimal(price) < low || decimal(price) > high) refuse('OFFERING_INVALID', { field: 'issuePrice' });
  } else if (offering.applicationPrice !== null && decimal(price) > decimal(offering.applicationPrice)) {
    // Members paid the application price in full: the final price may only be lower.
    refuse('OFFERING_INVALID', { field: 'issuePrice' });
  }
  return normalDecimal(price);
}

export async function priceOffering(
  tx: Db,
  offering: OfferingRow,
  options: StepOptions,
  now: Date,
): Promise<StepOutcome> {
  checkState(offering, 'price');
  const issuePrice = issuePriceOf(offering, options.issuePrice);
  const applications = await findOfferingApplications(tx, offering.id, ['subscribing']);
  let change: Partial<NewOffering> = {};
  if (offering.type === 'jp_bookbuilding') {
    const eligible: ApplicationRow[] = [];
    for (const application of applications) {
      const bid = application.bidPrice;
      if (bid === null || decimal(bid) >= decimal(issuePrice)) eligible.push(application);
      else await updateApplication(tx, application.id, { status: 'not_won', updatedAt: now });
    }
    const entries = entriesOf(offering, eligible);
    change = { entriesHash: entriesHashOf(entries), entryCount: entries.length };
  } else {
    const refunds: BatchRefund[] = [];
    const results: ApplicationResult[] = [];
    for (const application of applications) {
      const price = application.price ?? issuePrice;
      const quantity = shares(application.quantity) + shares(application.excessQuantity);
      const difference =
        amountMinor(offering.currency, price, quantity) -
        amountMinor(offering.currency, issuePrice, quantity);
      if (difference <= 0n) continue;
      refunds.push({
        id: application.id,
        memberId: application.memberId,
        amountMinor: difference,
        reason: 'price_difference',
      });
      results.push({
        id: application.id,
        status: application.status,
        allottedQuantity: application.allottedQuantity,
        frozenMinor: application.frozenMinor - difference,
        feeChargedMinor: application.feeChargedMinor,
        refundedMinor: application.refundedMinor + difference,
        price: issuePrice,
      });
    }
    await refundManyFromEscrow(tx, offering.currency, refunds, now);
    await updateApplicationResults(tx, results, now);
  }
  const updated = await updateOffering(tx, offering.id, {
    ...change,
    issuePrice,
    state: 'priced',
    updatedAt: now,
  });
  return {
    offering: updated,
    before: { state: offering.state, issuePrice: offering.issuePrice },
    after: { state: 'priced', issuePrice, entriesHash: updated.entriesHash },
  };
}

/**
 * Settles pay-upfront applications' results: refunds what was not allotted (the fee by the offering's
 * rule), records each result and tells each member — in batches, so a large offering's results cost
 * a few statements per thousand applications.
 */
async function settleResults(
  tx: Db,
  offering: OfferingRow,
  outcomes: readonly { application: ApplicationRow; allotted: bigint }[],
  now: Date,
): Promise<void> {
  const currency = offering.currency;
  const refunds: BatchRefund[] = [];
  const results: ApplicationResult[] = [];
  const notices: { memberId: number; notice: OfferingNotice }[] = [];
  for (const { application, allotted } of outcomes) {
    const price = application.price ?? offering.issuePrice ?? '0';
    const isWon = allotted > 0n;
    const keep = isWon ? amountMinor(currency, price, allotted) + application.feeMinor : 0n;
    let feeCharged = 0n;
    if (!isWon && !offering.feeOnSuccessOnly && application.feeMinor > 0n) {
      await chargeFeeFromEscrow(tx, application, currency, application.feeMinor, now);
      feeCharged = application.feeMinor;
    }
    const refund = application.frozenMinor - keep - feeCharged;
    if (refund < 0n) throw new Error(`application ${application.id} holds less than it won`);
    refunds.push({
      id: application.id,
      memberId: application.memberId,
      amountMinor: refund,
      reason: isWon ? 'unallotted' : 'not_won',
    });
    results.push({
      id: application.id,
      status: isWon ? 'won' : 'not_won',
      allottedQuantity: allotted.toString(),
      frozenMinor: keep,
      feeChargedMinor: application.feeChargedMinor + feeCharged,
      refundedMinor: application.refundedMinor + refund,
      price: null,
    });
    notices.push({
      memberId: application.memberId,
      notice: isWon ? { kind: 'won', quantity: allotted.toString() } : { kind: 'not_won' },
    });
  }
  await refundManyFromEscrow(tx, currency, refunds, now);
  await updateApplicationResults(tx, results, now);
  await sendOfferingNotices(tx, codeOf(offering.symbol), notices, now);
}

/** Placement: higher tiers first (lower rank), then first come; whole lots while the offer lasts. */
function placementAllotments(
  offering: OfferingRow,
  applications: readonly ApplicationRow[],
): Map<number, bigint> {
  const lot = shares(offering.lotSize);
  let left = shares(offering.quantityOffered);
  const ordered = [...applications].sort((a, b) =>
    (a.tierRank ?? 99) === (b.tierRank ?? 99) ? a.id - b.id : (a.tierRank ?? 99) - (b.tierRank ?? 99),
  );
  const result = new Map<number, bigint>();
  for (const application of ordered) {
    const wanted = shares(application.quantity);
    const given = wanted <= left ? wanted : (left / lot) * lot;
    result.set(application.id, given);
    left -= given;
  }
  return result;
}

/** Rights: each entitlement in full, then the excess pro rata to the excess applied, in whole lots. */
function rightsAllotments(
  offering: OfferingRow,
  applications: readonly ApplicationRow[],
): Map<number, bigint> {
  const entitled = applications.reduce((sum, application) => sum + shares(application.quantity), 0n);
  const offered = shares(offering.quantityOffered);
  const left = offered > entitled ? offered - entitled : 0n;
  const excess = proRata(
    applications.map((application) => ({ id: application.id, quantity: shares(application.excessQuantity) })),
    left,
    shares(offering.lotSize),
  );
  return new Map(
    applications.map((application) => [
      application.id,
      shares(application.quantity) + (excess.get(application.id) ?? 0n),
    ]),
  );
}

/**
 * Applications one transaction of a ballot's settlement takes. On PGlite every other call waits for
 * the one connection while a transaction holds it, so about 20 ms of work; on PostgreSQL nothing waits
 * for it, so larger transactions, fewer commits.
 */
export const BALLOT_CHUNK = { pglite: 32, postgres: 2_000 } as const;
/**
 * The pause between two chunks, in which the calls that waited run (a timer, not setImmediate: a call
 * takes several turns of the event loop, and each would otherwise wait for the next chunk). With
 * BALLOT_CHUNK, market/quotes answers in under 50 ms at p99 while a 100,000-application ballot runs
 * on PGlite, which takes 66 s (bench/offerings-bench.ts).
 */
export const BALLOT_PAUSE_MILLISECONDS = 5;

/**
 * The ballot, first of three steps (the others: settleDrawn, publishResults; runBallot in
 * staff-service.ts runs each in a transaction of its own): the results — the ballot (IPO,
 * book-building, with the reserve order), tiers by priority (placement), entitlements then excess pro
 * rata (rights), the sales made (treasury) — written to the waiting applications as their allotted
 * quantity (and reserve rank), nothing settled yet. Already fixed: nothing to do (a second runner, or
 * one re-run after a crash, goes on settling).
 */
export async function drawOffering(tx: Db, offering: OfferingRow, now: Date): Promise<void> {
  checkState(offering, 'ballot');
  if (offering.drawFixedAt !== null) return;
  const applications = await findOfferingApplications(tx, offering.id, ['subscribing']);
  const lot = shares(offering.lotSize);
  let allotted: Map<number, bigint>;
  let reserveRank = new Map<number, number>();
  let change: Partial<NewOffering> = {};
  if (isBalloted(offering.type)) {
    const entries = entriesOf(offering, applications);
    if (offering.entriesHash !== null && entriesHashOf(entries) !== offering.entriesHash) {
      throw new Error(`offering ${offering.id}: the entries changed since their hash was published`);
    }
    const lotsOffered = Number(shares(offering.quantityOffered) / lot);
    const result = runBallot({
      seed: offering.seed,
      entries,
      mode: offering.ballotMode,
      lotsOffered,
      withReserve: offering.type === 'jp_bookbuilding',
    });
    allotted = new Map([...result.allotted].map(([id, lots]) => [id, BigInt(lots) * lot]));
    reserveRank = new Map(result.reserve.map((id, index) => [id, index + 1]));
    change = { lotsBalloted: lotsOffered, entriesHash: entriesHashOf(entries), entryCount: entries.length };
  } else if (offering.type === 'placement') {
    allotted = placementAllotments(offering, applications);
  } else if (offering.type === 'rights') {
    allotted = rightsAllotments(offering, applications);
  } else {
    allotted = new Map(applications.map((application) => [application.id, shares(application.quantity)]));
  }
  await writeDraw(
    tx,
    applications.map((application) => ({
      id: application.id,
      allottedQuantity: (allotted.get(application.id) ?? 0n).toString(),
      reserveRank: reserveRank.get(application.id) ?? null,
    })),
  );
  await updateOffering(tx, offering.id, { ...change, drawFixedAt: now, updatedAt: now });
}

/**
 * The ballot, second step: settles the next drawn applications still waiting (after `afterId`, at most
 * `limit`), by the allotted quantity the draw wrote — pay-upfront ones refunded what was not allotted
 * (settleResults), book-building winners awaiting payment and the others not won, each member told.
 * Answers the last id it settled, or null when none was left.
 */
export async function settleDrawn(
  tx: Db,
  offering: OfferingRow,
  page: { afterId: number; limit: number },
  now: Date,
): Promise<number | null> {
  const applications = await findWaitingApplications(tx, offering.id, page);
  const lastId = applications.at(-1)?.id ?? null;
  if (offering.type !== 'jp_bookbuilding') {
    const outcomes = applications.map((application) => ({
      application,
      allotted: shares(application.allottedQuantity),
    }));
    await settleResults(tx, offering, outcomes, now);
    return lastId;
  }
  const deadline = offering.paymentDeadline ?? new Date(now.getTime() + DEFAULT_PAYMENT_WINDOW_MILLISECONDS);
  for (const application of applications) {
    const quantity = shares(application.allottedQuantity);
    if (quantity > 0n) {
      await awaitPayment(tx, offering, application, quantity, deadline, now);
    } else {
      await updateApplication(tx, application.id, { status: 'not_won', updatedAt: now });
      await sendOfferingNotice(tx, application.memberId, codeOf(offering.symbol), { kind: 'not_won' }, now);
    }
  }
  return lastId;
}

/** The ballot, last step, once every drawn application is settled: the results published, the seed revealed. */
export async function publishResults(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  const totals = (await readTotals(tx, [offering.id])).get(offering.id);
  const updated = await updateOffering(tx, offering.id, { state: 'balloted', drawnAt: now, updatedAt: now });
  return {
    offering: updated,
    before: { state: offering.state },
    after: {
      state: 'balloted',
      winners: totals?.winners ?? 0,
      applications: totals?.applications ?? 0,
      seedRevealed: isBalloted(offering.type),
    },
  };
}

/** The whole ballot in the caller's transaction (the demo seed's small offerings, tests). */
export async function ballotOffering(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  await drawOffering(tx, offering, now);
  let afterId: number | null = 0;
  while (afterId !== null)
    afterId = await settleDrawn(tx, offering, { afterId, limit: BALLOT_CHUNK.postgres }, now);
  return publishResults(tx, offering, now);
}

/** Book-building: winners past the deadline fail; the next reserves are promoted for what they freed. */
export async function forfeitUnpaid(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome | null> {
  if (offering.type !== 'jp_bookbuilding' || offering.state !== 'balloted') return null;
  const forfeited = await findForfeitable(tx, offering.id, now);
  if (forfeited.length === 0) return null;
  const promoted: number[] = [];
  for (const application of forfeited) {
    promoted.push(...(await giveUpWin(tx, offering, application, 'failed', now)));
  }
  const updated = await updateOffering(tx, offering.id, { updatedAt: now });
  return {
    offering: updated,
    before: { awaitingPayment: forfeited.map((application) => application.id) },
    after: { failed: forfeited.map((application) => application.id), promoted },
  };
}

/**
 * Book-building: a win awaiting payment given up — `failed` when the deadline passed unpaid (the
 * schedule), `waived` when the member declined (newStock/decline). Either way the shares it held go
 * to the reserve list in rank order, each promoted reserve getting a fresh payment window and a
 * notice. One rule for both, so a decline and a forfeit can never promote differently. The caller
 * holds the offering's row FOR UPDATE (so two give-ups never promote the same reserve) and the
 * application's row locked, and has checked it is awaiting payment. Answers the promoted ids.
 */
export async function giveUpWin(
  tx: Db,
  offering: OfferingRow,
  application: ApplicationRow,
  status: 'failed' | 'waived',
  now: Date,
): Promise<number[]> {
  const window =
    offering.paymentDeadline !== null && offering.drawnAt !== null
      ? Math.max(offering.paymentDeadline.getTime() - offering.drawnAt.getTime(), 60 * 60 * 1000)
      : DEFAULT_PAYMENT_WINDOW_MILLISECONDS;
  await updateApplication(tx, application.id, { status, updatedAt: now });
  const promoted: number[] = [];
  let freed = shares(application.allottedQuantity);
  while (freed > 0n) {
    const reserve = await findNextReserve(tx, offering.id);
    if (!reserve) break;
    const wanted = shares(reserve.quantity);
    const quantity = wanted <= freed ? wanted : freed;
    freed -= quantity;
    await awaitPayment(tx, offering, reserve, quantity, new Date(now.getTime() + window), now);
    promoted.push(reserve.id);
  }
  return promoted;
}

/**
 * A book-building win (drawn, or a reserve promoted) now awaits payment: its quantity at the issue
 * price, the deadline, and the member's notice of what is due (quantity × issue price + fee).
 */
async function awaitPayment(
  tx: Db,
  offering: OfferingRow,
  application: Pick<ApplicationRow, 'id' | 'memberId'>,
  quantity: bigint,
  deadline: Date,
  now: Date,
): Promise<void> {
  await updateApplication(tx, application.id, {
    status: 'awaiting_payment',
    allottedQuantity: quantity.toString(),
    price: offering.issuePrice,
    paymentDeadline: deadline,
    updatedAt: now,
  });
  const due = amountMinor(offering.currency, offering.issuePrice ?? '0', quantity) + offering.feeMinor;
  await sendOfferingNotice(
    tx,
    application.memberId,
    codeOf(offering.symbol),
    {
      kind: 'payment_due',
      quantity: quantity.toString(),
      amount: moneyText(offering, due),
      deadline: displayTime(deadline),
    },
    now,
  );
}

export async function allotOffering(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  checkState(offering, 'allot');
  if (offering.allottedAt !== null) refuse('OFFERING_STATE_INVALID', { state: offering.state });
  const applications = await findOfferingApplications(tx, offering.id, ['won', 'paid']);
  const due = applications.filter(
    (application) => shares(application.allottedQuantity) > 0n && application.creditedAt === null,
  );
  await creditApplications(
    tx,
    due.map((application) => ({
      id: application.id,
      convertedMinor: amountMinor(
        offering.currency,
        offering.issuePrice ?? application.price ?? '0',
        shares(application.allottedQuantity),
      ),
    })),
    now,
  );
  await sendOfferingNotices(
    tx,
    codeOf(offering.symbol),
    due.map((application) => ({
      memberId: application.memberId,
      notice: { kind: 'credited', quantity: shares(application.allottedQuantity).toString() },
    })),
    now,
  );
  const credited = due.length;
  const updated = await updateOffering(tx, offering.id, { allottedAt: now, updatedAt: now });
  return {
    offering: updated,
    before: { allottedAt: null },
    after: { allottedAt: now.toISOString(), credited },
  };
}

export async function listOffering(tx: Db, offering: OfferingRow, now: Date): Promise<StepOutcome> {
  checkState(offering, 'list');
  let current = offering;
  if (current.allottedAt === null) current = (await allotOffering(tx, current, now)).offering;
  const instrument = (await findInstrumentsByIds(tx, [current.instrumentId])).get(current.instrumentId);
  if (!instrument) throw new Error(`offering ${current.id}: instrument ${current.instrumentId} missing`);
  if (instrument.status !== 'listed') {
    await updateInstrumentStatus(tx, instrument.id, 'listed', `listed by offering ${current.id}`, now);
  }
  const market = await loadMarket(tx, current.market, now);
  const lockEnds =
    market === null || current.lockDays === 0
      ? now
      : lockedUntil({ ...market, lock: { kind: 'days', days: current.lockDays } }, now);
  const price = normalDecimal(current.issuePrice ?? current.applicationPrice ?? '0');
  const applications = await findOfferingApplications(tx, current.id, ['won', 'paid'], true);
  let listed = 0;
  for (const application of applications) {
    const quantity = shares(application.allottedQuantity);
    if (quantity <= 0n || application.creditedAt === null || application.listedAt !== null) continue;
    const cost = amountMinor(current.currency, price, quantity);
    const fee = application.frozenMinor - cost;
    if (fee < 0n) throw new Error(`application ${application.id} holds less than its shares cost`);
    await convertToHolding(tx, application, current.currency, cost, fee, now);
    const order = await insertOrder(tx, {
      orderNo: newNumber('NS', now),
      memberId: application.memberId,
      instrumentId: current.instrumentId,
      symbol: current.symbol,
      market: current.market,
      currency: current.currency,
      kind: 'open',
      direction: 'long',
      priceType: 'limit',
      price,
      quantity: quantity.toString(),
      leverage: 1,
      status: 'pending',
      frozenMinor: 0n,
      createdAt: now,
    });
    const position = await writeOpenFill(
      tx,
      order.id,
      {
        positionNo: newNumber('PS', now),
        memberId: application.memberId,
        instrumentId: current.instrumentId,
        symbol: current.symbol,
        market: current.market,
        currency: current.currency,
        direction: 'long',
        priceType: 'limit',
        leverage: 1,
        quantity: quantity.toString(),
        entryPrice: price,
        marginMinor: cost,
        openFeeMinor: 0n,
        openTaxMinor: 0n,
        status: 'holding',
        openOrderId: order.id,
        openedAt: now,
        lockedUntil: lockEnds,
      },
      {
        memberId: application.memberId,
        kind: 'open',
        orderId: order.id,
        price,
        quantity: quantity.toString(),
        notionalMinor: cost,
        feeMinor: 0n,
        taxMinor: 0n,
        createdAt: now,
      },
    );
    await updateApplication(tx, application.id, {
      frozenMinor: 0n,
      convertedMinor: cost,
      feeChargedMinor: application.feeChargedMinor + fee,
      positionId: position.id,
      listedAt: now,
      updatedAt: now,
    });
    listed += 1;
    await sendOfferingNotice(
      tx,
      application.memberId,
      codeOf(current.symbol),
      { kind: 'listed', quantity: quantity.toString(), price },
      now,
    );
  }
  const updated = await updateOffering(tx, current.id, { state: 'listed', listedAt: now, updatedAt: now });
  return {
    offering: updated,
    before: { state: offering.state },
    after: { state: 'listed', holdings: listed },
  };
}

/** Postponed or withdrawn: every member repaid (the fee kept when `refundFees` is false). */
export async function stopOffering(
  tx: Db,
  offering: OfferingRow,
  action: 'postpone' | 'withdraw',
  options: StepOptions,
  now: Date,
): Promise<StepOutcome> {
  checkState(offering, action);
  const refundFees = options.refundFees ?? true;
  const reason = action === 'postpone' ? 'postponed' : 'withdrawn';
  const applications = await findOfferingApplications(
    tx,
    offering.id,
    ['subscribing', 'won', 'awaiting_payment', 'paid', 'not_won'],
    true,
  );
  let repaid = 0;
  for (const application of applications) {
    if (application.listedAt !== null) continue;
    const fee = !refundFees && paysOnApplication(offering.type) ? application.feeMinor : 0n;
    const keepFee = fee > 0n && application.frozenMinor >= fee ? fee : 0n;
    if (keepFee > 0n) await chargeFeeFromEscrow(tx, application, offering.currency, keepFee, now);
    const refund = application.frozenMinor - keepFee;
    await refundFromEscrow(tx, application, offering.currency, refund, reason, now);
    if (application.status !== 'not_won') {
      await updateApplication(tx, application.id, {
        status: 'refunded',
        frozenMinor: 0n,
        feeChargedMinor: application.feeChargedMinor + keepFee,
        refundedMinor: application.refundedMinor + refund,
        updatedAt: now,
      });
    }
    if (refund > 0n) {
      repaid += 1;
      await sendOfferingNotice(
        tx,
        application.memberId,
        codeOf(offering.symbol),
        { kind: 'refunded', reason, amount: moneyText(offering, refund) },
        now,
      );
    }
  }
  await resetCounts(tx, offering.id);
  const updated = await updateOffering(tx, offering.id, {
    state: action === 'postpone' ? 'postponed' : 'withdrawn',
    soldQuantity: '0',
    entriesHash: null,
    entryCount: null,
    updatedAt: now,
  });
  return {
    offering: updated,
    before: { state: offering.state },
    after: { state: updated.state, repaid, refundFees },
  };
}
