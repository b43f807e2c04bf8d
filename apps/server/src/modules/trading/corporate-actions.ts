// Dividends and splits of the market data (corporate_actions) applied to open positions (issue 5 §2),
// automatically, when an action's ex-date arrives in its market's calendar:
// - who is entitled: a position still open (holding or preparing to close) that was opened before the
//   ex-date began (local midnight of the ex-date in the market's timezone);
// - a cash dividend is fixed at the ex-date and paid on the pay date, as on real markets: at the
//   ex-date the entitlement is recorded (status `entitled`, no money moved): a long receives per-share
//   amount × quantity, a short pays it, rounded half up to the currency's minor unit (like a notional).
//   On the pay date (the ex-date when the data has none) the cash moves through the ledger (entry type
//   `dividend`, against the desk's broker_pnl account) and the entitlement becomes `paid` — even if the
//   position closed in between. A short pays from its available balance, then from the margin of its
//   position if still open; whatever neither covers is absorbed by the desk (and recorded), so no
//   balance ever goes negative;
// - a split (`from` old shares become `to` new ones) multiplies the quantity by to/from and divides the
//   entry price by it, so the position's cost (quantity × entry price) is unchanged; no money moves.
//   A queued close of the whole position follows its new quantity (a partial one is scaled). The entry
//   price is exact whenever the division is (a 1-for-10 split of 2.5 is 0.25); otherwise it is rounded
//   half up at eight decimals. Pending opening limit orders of the instrument placed before the ex-date
//   began were priced before the split: they are cancelled, their frozen funds released through the
//   ledger, and the member told;
// - exactly once: each application is a row of trade_corporate_actions, unique per (position, kind,
//   ex-date), inserted with the position row locked; a payment moves a row from `entitled` to `paid`
//   with a guarded update in the same transaction as its ledger entry; a cancellation moves an order
//   from pending with a guarded update (repo.ts settleOrder). A rerun, a second process or a race
//   inserts nothing and moves nothing.
// Work runs as the job jobs/corporate-actions.ts whenever a market's local date changes (and at the
// first engine round after a start, which also catches up anything missed while the server was down).
import { type Paged } from '@saham/contract/envelope';
import type { TradeDividend } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import { decimal, divideRounded, formatDecimal } from '@saham/domain/markets/decimal';
import { formatMinor } from '@saham/domain/money';
import {
  entitlementMinor,
  isEntitled,
  marketDates,
  shortCharge,
  splitPosition,
  type MarketZone,
  type ShortCharge,
} from '@saham/domain/trading/corporate-actions';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { errorForLog } from '../../db/query-error-log.ts';
import { inTransaction } from '../../db/transaction.ts';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { postEntry, type PostingInput } from '../ledger/post-entry.ts';
import { lentQuantityAt } from '../lending/for-trading.ts';
import { findMarketRows } from '../markets/service.ts';
import { insertSplitCancelNotice, insertSplitNotice } from './corporate-action-notices.ts';
import {
  insertApplication,
  listMemberApplications,
  lockApplication,
  markPaid,
  scaleQueuedCloses,
  selectDueActionRows,
  selectDuePaymentRows,
  selectSplitCancellationRows,
  setPositionMargin,
  setPositionSize,
  type ApplicationRow,
} from './corporate-actions-repo.ts';
import { freezeOrderFunds } from './execution.ts';
import { availableMinorOf } from './repo.ts';
import { lockOrder, settleOrder } from './orders-repo.ts';
import { lockPosition } from './positions-repo.ts';
import type { PositionRow } from './rows.ts';

export type { MarketZone };

/** After a run with failures, the job tries again this much later (not every second). */
export const CORPORATE_ACTIONS_RETRY_MILLISECONDS = 60_000;

/** One corporate action due on one position, as read before the position is locked. */
export interface DueAction {
  positionId: number;
  market: string;
  openedAt: Date;
  actionId: number;
  kind: 'dividend' | 'split';
  exDate: string;
  payDate: string | null;
  amount: string | null;
  splitFrom: number | null;
  splitTo: number | null;
}

export interface CorporateActionsOutcome {
  /** Dividend entitlements recorded at their ex-dates. */
  dividends: number;
  /** Dividends whose cash moved on their pay dates. */
  paid: number;
  splits: number;
  /** Pending limit orders cancelled by a split. */
  cancelledOrders: number;
  failed: number;
}

/** Each market's code and time zone (the corporate-actions job's day rolls). */
export async function loadMarketZones(db: Db): Promise<MarketZone[]> {
  const rows = await findMarketRows(db);
  return rows.map((row) => ({ code: row.code, timezone: row.timezone }));
}

/** Actions whose ex-date has arrived, on open positions not yet given them (entitlement checked later). */
export async function findDueActions(db: Db, zones: readonly MarketZone[], now: Date): Promise<DueAction[]> {
  if (zones.length === 0) return [];
  const { todayOf, latest } = marketDates(zones, now);
  const rows = await selectDueActionRows(db, latest);
  const zoneOf = new Map(zones.map((zone) => [zone.code, zone.timezone]));
  const due: DueAction[] = [];
  for (const row of rows) {
    const timezone = zoneOf.get(row.market);
    const today = todayOf.get(row.market);
    if (timezone === undefined || today === undefined || row.exDate > today) continue;
    if (!isEntitled(row.openedAt, row.exDate, timezone)) continue;
    if (row.kind !== 'dividend' && row.kind !== 'split') continue;
    due.push({ ...row, kind: row.kind });
  }
  return due;
}

type Applied = 'dividend' | 'split' | null;

/** Applies one due action to its position in one transaction; null when already applied or not due. */
export async function applyAction(db: Db, action: DueAction, now: Date): Promise<Applied> {
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, action.positionId);
    if (!position || position.status === 'closed') return null;
    if (action.kind === 'dividend')
      return (await applyDividend(tx, position, action, now)) ? 'dividend' : null;
    return (await applySplit(tx, position, action, now)) ? 'split' : null;
  });
}

function applicationBase(position: PositionRow, action: DueAction, now: Date) {
  return {
    positionId: position.id,
    memberId: position.memberId,
    instrumentId: position.instrumentId,
    symbol: position.symbol,
    market: position.market,
    currency: position.currency,
    direction: position.direction,
    kind: action.kind,
    exDate: action.exDate,
    payDate: action.payDate,
    sourceActionId: action.actionId,
    quantity: position.quantity,
    entryPrice: position.entryPrice,
    appliedAt: now,
  };
}

/** Records a dividend's entitlement at its ex-date: the signed amount due, no money moved yet. */
async function applyDividend(tx: Db, position: PositionRow, action: DueAction, now: Date): Promise<boolean> {
  const perShare = action.amount ?? '0';
  const amountMinor = entitlementMinor(position.direction, position.currency, perShare, position.quantity);
  const id = await insertApplication(tx, {
    ...applicationBase(position, action, now),
    perShare: formatDecimal(decimal(perShare)),
    quantityAfter: position.quantity,
    entryPriceAfter: position.entryPrice,
    amountMinor,
    status: 'entitled',
  });
  return id !== null;
}

/** An entitlement whose pay date may have arrived, as read before anything is locked. */
export interface DuePayment {
  id: number;
  positionId: number;
  market: string;
  payOn: string;
}

/** Entitlements not yet paid whose pay date (or ex-date without one) has arrived in their market. */
export async function findDuePayments(
  db: Db,
  zones: readonly MarketZone[],
  now: Date,
): Promise<DuePayment[]> {
  if (zones.length === 0) return [];
  const { todayOf, latest } = marketDates(zones, now);
  const rows = await selectDuePaymentRows(db, latest);
  return rows.filter((row) => {
    const today = todayOf.get(row.market);
    return today !== undefined && row.payOn <= today;
  });
}

/** How a short pays `due` (domain shortCharge): its available balance, then its open position's margin. */
async function shortChargeOf(
  tx: Db,
  position: PositionRow | null,
  memberId: number,
  currency: Currency,
  due: bigint,
): Promise<ShortCharge> {
  const available = await availableMinorOf(tx, memberId, currency);
  const margin = position && position.status !== 'closed' ? position.marginMinor : 0n;
  return shortCharge(due, available, margin);
}

function dividendPostings(
  memberId: number,
  currency: Currency,
  amountMinor: bigint,
  charge: ShortCharge,
): PostingInput[] {
  const house = { house: 'broker_pnl', shardFor: memberId } as const;
  if (amountMinor > 0n) {
    return [
      { account: house, currency, amountMinor: -amountMinor },
      { account: { memberId, bucket: 'available' }, currency, amountMinor },
    ];
  }
  const { fromAvailable, fromMargin } = charge;
  if (fromAvailable + fromMargin === 0n) return [];
  const postings: PostingInput[] = [];
  if (fromAvailable > 0n)
    postings.push({ account: { memberId, bucket: 'available' }, currency, amountMinor: -fromAvailable });
  if (fromMargin > 0n)
    postings.push({ account: { memberId, bucket: 'margin' }, currency, amountMinor: -fromMargin });
  postings.push({ account: house, currency, amountMinor: fromAvailable + fromMargin });
  return postings;
}

/**
 * The part of a long's dividend paid in lieu: its share for the shares lent out (securities lending)
 * when the entitlement was fixed at the ex-date, rounded half up, never more than the dividend.
 */
async function paymentInLieuOf(tx: Db, row: ApplicationRow): Promise<bigint> {
  const lent = decimal(await lentQuantityAt(tx, row.positionId, row.appliedAt));
  const held = decimal(row.quantityAfter);
  if (lent <= 0n || held <= 0n) return 0n;
  const share = divideRounded(row.amountMinor * lent, held, 'half_up');
  return share > row.amountMinor ? row.amountMinor : share;
}

/**
 * Pays one entitlement on its pay date in one transaction (the position row locked first, as every
 * position change does, then the entitlement); false when it was already paid.
 */
export async function payDividend(db: Db, payment: DuePayment, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, payment.positionId);
    const row = await lockApplication(tx, payment.id);
    if (!row || row.status !== 'entitled' || row.kind !== 'dividend') return false;
    const currency = row.currency;
    const memberId = row.memberId;
    const charge =
      row.amountMinor < 0n
        ? await shortChargeOf(tx, position, memberId, currency, -row.amountMinor)
        : { fromAvailable: 0n, fromMargin: 0n, absorbed: 0n };
    const isPaid = await markPaid(tx, row.id, {
      now,
      fromMarginMinor: charge.fromMargin,
      absorbedMinor: charge.absorbed,
    });
    if (!isPaid) return false;
    if (position && charge.fromMargin > 0n)
      await setPositionMargin(tx, position.id, position.marginMinor - charge.fromMargin);
    // Shares lent out at the ex-date (securities lending) get a payment in lieu instead of the dividend.
    const lieuMinor = row.amountMinor > 0n ? await paymentInLieuOf(tx, row) : 0n;
    if (lieuMinor > 0n) {
      await postEntry(
        tx,
        {
          type: 'lending_payment_in_lieu',
          memberId,
          referenceType: 'trade_corporate_action',
          referenceId: String(row.id),
          memo: `${row.symbol} ${row.exDate} ${row.perShare ?? ''}`,
          postings: dividendPostings(memberId, currency, lieuMinor, charge),
        },
        now,
      );
    }
    const postings = dividendPostings(memberId, currency, row.amountMinor - lieuMinor, charge);
    if (postings.length === 0) {
      await invalidateCached(tx, [balancesTag(memberId)]);
      return true;
    }
    await postEntry(
      tx,
      {
        type: 'dividend',
        memberId,
        referenceType: 'trade_corporate_action',
        referenceId: String(row.id),
        memo: `${row.symbol} ${row.exDate} ${row.perShare ?? ''}`,
        postings,
        insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
      },
      now,
    );
    return true;
  });
}

async function applySplit(tx: Db, position: PositionRow, action: DueAction, now: Date): Promise<boolean> {
  const from = action.splitFrom ?? 1;
  const to = action.splitTo ?? 1;
  if (from <= 0 || to <= 0) return false;
  const after = splitPosition(position.quantity, position.entryPrice, from, to);
  const id = await insertApplication(tx, {
    ...applicationBase(position, action, now),
    splitFrom: from,
    splitTo: to,
    quantityAfter: after.quantity,
    entryPriceAfter: after.entryPrice,
    amountMinor: 0n,
    status: 'applied',
  });
  if (id === null) return false;
  await setPositionSize(tx, position.id, after);
  // A close queued for the whole position keeps closing the whole of it; a partial one keeps its share.
  await scaleQueuedCloses(tx, position.id, {
    quantityBefore: position.quantity,
    quantityAfter: after.quantity,
    from,
    to,
  });
  await insertSplitNotice(tx, position, after, from, to, now);
  // No money moves, but "my account" caches the member's positions with the ledger buckets.
  await invalidateCached(tx, [balancesTag(position.memberId)]);
  return true;
}

/** A pending opening order placed before a split of its instrument went ex, as read before locking. */
export interface SplitCancellation {
  orderId: number;
  exDate: string;
  splitFrom: number;
  splitTo: number;
}

/**
 * Pending opening orders priced before a split: placed before the split's ex-date began in their
 * market, the ex-date having arrived. One per order (its earliest such split).
 */
export async function findSplitCancellations(
  db: Db,
  zones: readonly MarketZone[],
  now: Date,
): Promise<SplitCancellation[]> {
  if (zones.length === 0) return [];
  const { todayOf, latest } = marketDates(zones, now);
  const zoneOf = new Map(zones.map((zone) => [zone.code, zone.timezone]));
  const rows = await selectSplitCancellationRows(db, latest);
  const found = new Map<number, SplitCancellation>();
  for (const row of rows) {
    const timezone = zoneOf.get(row.market);
    const today = todayOf.get(row.market);
    if (timezone === undefined || today === undefined || row.exDate > today) continue;
    // Placed before the ex-date began: priced (and its funds frozen) before the split.
    if (found.has(row.orderId) || !isEntitled(row.createdAt, row.exDate, timezone)) continue;
    found.set(row.orderId, {
      orderId: row.orderId,
      exDate: row.exDate,
      splitFrom: row.splitFrom ?? 1,
      splitTo: row.splitTo ?? 1,
    });
  }
  return [...found.values()];
}

/**
 * Cancels one pending opening order priced before a split, as the member's own cancel does (its
 * frozen funds released through the ledger; repo.ts settleOrder also drops it from the desk's book
 * once this commits), and tells the member. False when it had already left pending.
 */
export async function cancelOrderForSplit(
  db: Db,
  cancellation: SplitCancellation,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, cancellation.orderId);
    if (!order || order.status !== 'pending' || order.kind !== 'open') return false;
    if (!(await settleOrder(tx, order.id, { status: 'cancelled', cancelledAt: now }))) return false;
    await freezeOrderFunds(tx, order, order.frozenMinor, 'release', now);
    await insertSplitCancelNotice(tx, order, cancellation, now);
    return true;
  });
}

/**
 * Applies every due action, then cancels the pending orders priced before a split, then pays the
 * dividends whose pay date has arrived (so one without a pay date is paid at its ex-date); one failure
 * never stops the others.
 */
export async function applyDueCorporateActions(
  db: Db,
  now: Date,
  zones?: readonly MarketZone[],
): Promise<CorporateActionsOutcome> {
  const outcome: CorporateActionsOutcome = {
    dividends: 0,
    paid: 0,
    splits: 0,
    cancelledOrders: 0,
    failed: 0,
  };
  const known = zones ?? (await loadMarketZones(db));
  const attempt = async (what: string, item: unknown, work: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await work();
    } catch (error) {
      outcome.failed += 1;
      console.error(`corporate actions: ${what} failed`, item, errorForLog(error));
      return false;
    }
  };
  for (const action of await findDueActions(db, known, now)) {
    if (!(await attempt('applying', action, async () => (await applyAction(db, action, now)) !== null)))
      continue;
    if (action.kind === 'dividend') outcome.dividends += 1;
    else outcome.splits += 1;
  }
  for (const cancellation of await findSplitCancellations(db, known, now)) {
    if (await attempt('cancelling', cancellation, () => cancelOrderForSplit(db, cancellation, now)))
      outcome.cancelledOrders += 1;
  }
  for (const payment of await findDuePayments(db, known, now)) {
    if (await attempt('paying', payment, () => payDividend(db, payment, now))) outcome.paid += 1;
  }
  return outcome;
}

/** trade/dividends: the member's applied dividends and splits, newest first, ten a page. */
export async function listDividends(context: MemberOnlyContext, page: number): Promise<Paged<TradeDividend>> {
  const { db } = context.services;
  const memberId = context.session.memberId;
  const { rows, total } = await listMemberApplications(db, memberId, page);
  return toPaged(rows.map(toDividend), page, total);
}

const exact = (text: string) => formatDecimal(decimal(text));

function toDividend(row: ApplicationRow): TradeDividend {
  const currency = row.currency;
  return {
    id: row.id,
    kind: row.kind === 'split' ? 'split' : 'dividend',
    positionId: row.positionId,
    symbol: row.symbol,
    code: row.symbol.slice(row.symbol.indexOf(':') + 1),
    market: row.market,
    currency,
    direction: row.direction,
    exDate: row.exDate,
    payDate: row.payDate,
    perShare: row.perShare === null ? null : exact(row.perShare),
    splitFrom: row.splitFrom,
    splitTo: row.splitTo,
    quantity: exact(row.quantity),
    quantityAfter: exact(row.quantityAfter),
    entryPrice: exact(row.entryPrice),
    entryPriceAfter: exact(row.entryPriceAfter),
    amount: formatMinor(row.amountMinor, currency),
    appliedAt: row.appliedAt.toISOString(),
    status: row.status === 'entitled' ? 'entitled' : row.kind === 'split' ? 'applied' : 'paid',
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
