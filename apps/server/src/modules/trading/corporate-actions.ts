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
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Paged } from '@saham/contract/envelope';
import type { TradeDividend } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import { decimal, divideRounded, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { marketMoment, zonedInstant } from '@saham/domain/markets/sessions';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset, toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notices } from '../../db/schema.ts';
import { tradeCorporateActions } from '../../db/schema-corporate-actions.ts';
import { corporateActions } from '../../db/schema-markets.ts';
import { tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { postEntry, type PostingInput } from '../ledger/post-entry.ts';
import { findMarketRows } from '../markets/repo.ts';
import { freezeOrderFunds } from './execution.ts';
import {
  availableMinorOf,
  lockOrder,
  lockPosition,
  settleOrder,
  type OrderRow,
  type PositionRow,
} from './repo.ts';
import { errorForLog } from '../../db/query-error-log.ts';

/** After a run with failures, the job tries again this much later (not every second). */
export const CORPORATE_ACTIONS_RETRY_MILLISECONDS = 60_000;

export interface MarketZone {
  code: string;
  timezone: string;
}

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

/** Whether a position opened at `openedAt` is entitled to an action of `exDate` in `timezone`. */
export function isEntitled(openedAt: Date, exDate: string, timezone: string): boolean {
  return openedAt.getTime() < zonedInstant(timezone, exDate, 0).getTime();
}

/** The dividend of `quantity` shares at `perShare`, in minor units of the currency (half up). */
export function dividendMinor(currency: Currency, perShare: string, quantity: string): bigint {
  return notionalMinor(currency, perShare, quantity);
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

/** Each market's code and time zone (the corporate-actions job's day rolls). */
export async function loadMarketZones(db: Db): Promise<MarketZone[]> {
  const rows = await findMarketRows(db);
  return rows.map((row) => ({ code: row.code, timezone: row.timezone }));
}

/** Actions whose ex-date has arrived, on open positions not yet given them (entitlement checked later). */
export async function findDueActions(db: Db, zones: readonly MarketZone[], now: Date): Promise<DueAction[]> {
  if (zones.length === 0) return [];
  const todayOf = new Map(zones.map((zone) => [zone.code, marketMoment(zone, now).date]));
  const latest = [...todayOf.values()].sort().at(-1) ?? now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      positionId: tradePositions.id,
      market: tradePositions.market,
      openedAt: tradePositions.openedAt,
      actionId: corporateActions.id,
      kind: corporateActions.kind,
      exDate: corporateActions.exDate,
      payDate: corporateActions.payDate,
      amount: corporateActions.amount,
      splitFrom: corporateActions.splitFrom,
      splitTo: corporateActions.splitTo,
    })
    .from(tradePositions)
    .innerJoin(corporateActions, eq(corporateActions.instrumentId, tradePositions.instrumentId))
    .where(
      and(
        ne(tradePositions.status, 'closed'),
        sql`${corporateActions.exDate} <= ${latest}`,
        // A coarse bound (time zones are within a day of UTC); isEntitled decides exactly.
        sql`${corporateActions.exDate} >= ${tradePositions.openedAt}::date - 1`,
        sql`not exists (select 1 from ${tradeCorporateActions} where ${tradeCorporateActions.positionId} = ${tradePositions.id} and ${tradeCorporateActions.kind} = ${corporateActions.kind} and ${tradeCorporateActions.exDate} = ${corporateActions.exDate})`,
      ),
    )
    .orderBy(corporateActions.exDate, corporateActions.id, tradePositions.id);
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

type Application = typeof tradeCorporateActions.$inferInsert;

async function insertApplication(tx: Db, values: Application): Promise<number | null> {
  const [row] = await tx
    .insert(tradeCorporateActions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: tradeCorporateActions.id });
  return row?.id ?? null;
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
  const due = dividendMinor(position.currency as Currency, perShare, position.quantity);
  const isLong = (position.direction as Direction) === 'long';
  const id = await insertApplication(tx, {
    ...applicationBase(position, action, now),
    perShare: formatDecimal(decimal(perShare)),
    quantityAfter: position.quantity,
    entryPriceAfter: position.entryPrice,
    amountMinor: isLong ? due : -due,
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
  const todayOf = new Map(zones.map((zone) => [zone.code, marketMoment(zone, now).date]));
  const latest = [...todayOf.values()].sort().at(-1) ?? now.toISOString().slice(0, 10);
  const payOn = sql<string>`coalesce(${tradeCorporateActions.payDate}, ${tradeCorporateActions.exDate})::text`;
  const rows = await db
    .select({
      id: tradeCorporateActions.id,
      positionId: tradeCorporateActions.positionId,
      market: tradeCorporateActions.market,
      payOn,
    })
    .from(tradeCorporateActions)
    .where(and(eq(tradeCorporateActions.status, 'entitled'), sql`${payOn} <= ${latest}`))
    .orderBy(asc(tradeCorporateActions.id));
  return rows.filter((row) => {
    const today = todayOf.get(row.market);
    return today !== undefined && row.payOn <= today;
  });
}

interface ShortCharge {
  fromAvailable: bigint;
  fromMargin: bigint;
  absorbed: bigint;
}

/** How a short pays `due`: available first, then the open position's margin; the desk absorbs the rest. */
async function shortCharge(
  tx: Db,
  position: PositionRow | null,
  memberId: number,
  currency: Currency,
  due: bigint,
) {
  const available = await availableMinorOf(tx, memberId, currency);
  const fromAvailable = due < available ? due : available > 0n ? available : 0n;
  const rest = due - fromAvailable;
  const margin = position && position.status !== 'closed' ? position.marginMinor : 0n;
  const fromMargin = rest < margin ? rest : margin;
  return { fromAvailable, fromMargin, absorbed: rest - fromMargin } satisfies ShortCharge;
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
 * Pays one entitlement on its pay date in one transaction (the position row locked first, as every
 * position change does, then the entitlement); false when it was already paid.
 */
export async function payDividend(db: Db, payment: DuePayment, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, payment.positionId);
    const [row] = await tx
      .select()
      .from(tradeCorporateActions)
      .where(eq(tradeCorporateActions.id, payment.id))
      .for('update');
    if (!row || row.status !== 'entitled' || row.kind !== 'dividend') return false;
    const currency = row.currency as Currency;
    const memberId = row.memberId;
    const charge =
      row.amountMinor < 0n
        ? await shortCharge(tx, position, memberId, currency, -row.amountMinor)
        : { fromAvailable: 0n, fromMargin: 0n, absorbed: 0n };
    const paid = await tx
      .update(tradeCorporateActions)
      .set({
        status: 'paid',
        paidAt: now,
        fromMarginMinor: charge.fromMargin,
        absorbedMinor: charge.absorbed,
      })
      .where(and(eq(tradeCorporateActions.id, row.id), eq(tradeCorporateActions.status, 'entitled')))
      .returning({ id: tradeCorporateActions.id });
    if (paid.length !== 1) return false;
    if (position && charge.fromMargin > 0n) {
      await tx
        .update(tradePositions)
        .set({ marginMinor: position.marginMinor - charge.fromMargin })
        .where(eq(tradePositions.id, position.id));
    }
    const postings = dividendPostings(memberId, currency, row.amountMinor, charge);
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
  await tx
    .update(tradePositions)
    .set({ quantity: after.quantity, entryPrice: after.entryPrice })
    .where(eq(tradePositions.id, position.id));
  // A close queued for the whole position keeps closing the whole of it: exactly its new quantity (a
  // scaled one could differ by the rounding of a reverse split). A partial close keeps its share.
  const before = sql`${position.quantity}::numeric`;
  const whole = sql`${after.quantity}::numeric`;
  await tx
    .update(tradeOrders)
    .set({
      quantity: sql`case when ${tradeOrders.quantity} >= ${before} then ${whole}
        else least(trunc(${tradeOrders.quantity} * ${to} / ${from}, 8), ${whole}) end`,
    })
    .where(
      and(
        eq(tradeOrders.positionId, position.id),
        eq(tradeOrders.kind, 'close'),
        eq(tradeOrders.status, 'pending'),
      ),
    );
  await insertSplitNotice(tx, position, after, from, to, now);
  // No money moves, but "my account" caches the member's positions with the ledger buckets.
  await invalidateCached(tx, [balancesTag(position.memberId)]);
  return true;
}

async function insertSplitNotice(
  tx: Db,
  position: PositionRow,
  after: { quantity: string; entryPrice: string },
  from: number,
  to: number,
  now: Date,
): Promise<void> {
  const ratio = `${from}:${to}`;
  const what = `${position.symbol} ${formatDecimal(decimal(position.quantity))} → ${after.quantity} @ ${after.entryPrice}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Share split applied to your position',
      zh: '股份拆細已套用至您的持倉',
      ch: '股份拆分已应用到您的持仓',
      ml: 'Pecahan saham dikenakan pada posisi anda',
      ja: '株式分割がポジションに適用されました',
      ko: '주식 분할이 포지션에 적용되었습니다',
    },
    content: {
      en: `A ${ratio} split took effect: ${what}. The position's cost is unchanged.`,
      zh: `${ratio} 拆細已生效：${what}。持倉成本不變。`,
      ch: `${ratio} 拆分已生效：${what}。持仓成本不变。`,
      ml: `Pecahan ${ratio} berkuat kuasa: ${what}. Kos posisi tidak berubah.`,
      ja: `${ratio} の株式分割が適用されました：${what}。ポジションの取得金額は変わりません。`,
      ko: `${ratio} 분할이 적용되었습니다: ${what}. 포지션 원가는 변하지 않습니다.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
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
  const todayOf = new Map(zones.map((zone) => [zone.code, marketMoment(zone, now).date]));
  const zoneOf = new Map(zones.map((zone) => [zone.code, zone.timezone]));
  const latest = [...todayOf.values()].sort().at(-1) ?? now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      orderId: tradeOrders.id,
      market: tradeOrders.market,
      createdAt: tradeOrders.createdAt,
      exDate: corporateActions.exDate,
      splitFrom: corporateActions.splitFrom,
      splitTo: corporateActions.splitTo,
    })
    .from(tradeOrders)
    .innerJoin(corporateActions, eq(corporateActions.instrumentId, tradeOrders.instrumentId))
    .where(
      and(
        eq(tradeOrders.status, 'pending'),
        eq(tradeOrders.kind, 'open'),
        eq(corporateActions.kind, 'split'),
        sql`${corporateActions.exDate} <= ${latest}`,
        // A coarse bound (time zones are within a day of UTC); isEntitled decides exactly.
        sql`${corporateActions.exDate} >= ${tradeOrders.createdAt}::date - 1`,
      ),
    )
    .orderBy(tradeOrders.id, corporateActions.exDate);
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

async function insertSplitCancelNotice(
  tx: Db,
  order: OrderRow,
  cancellation: SplitCancellation,
  now: Date,
): Promise<void> {
  const currency = order.currency as Currency;
  const ratio = `${cancellation.splitFrom}:${cancellation.splitTo}`;
  const what = `${order.orderNo} ${order.symbol} ×${formatDecimal(decimal(order.quantity))} @ ${formatDecimal(decimal(order.price ?? '0'))}`;
  const money = `${currency} ${formatMinor(order.frozenMinor, currency)}`;
  const date = cancellation.exDate;
  await tx.insert(notices).values({
    memberId: order.memberId,
    title: {
      en: 'Order cancelled because of a share split',
      zh: '委託因股份拆細已撤銷',
      ch: '委托因股份拆分已撤销',
      ml: 'Pesanan dibatalkan kerana pecahan saham',
      ja: '株式分割のため注文が取り消されました',
      ko: '주식 분할로 주문이 취소되었습니다',
    },
    content: {
      en: `A ${ratio} split took effect on ${date}, so your pending limit order ${what}, priced before it, was cancelled. ${money} frozen for it is back in your available balance.`,
      zh: `${ratio} 拆細已於 ${date} 生效，您於拆細前定價的未成交限價委託 ${what} 已撤銷。為其凍結的 ${money} 已退回可用餘額。`,
      ch: `${ratio} 拆分已于 ${date} 生效，您在拆分前定价的未成交限价委托 ${what} 已撤销。为其冻结的 ${money} 已退回可用余额。`,
      ml: `Pecahan ${ratio} berkuat kuasa pada ${date}, jadi pesanan had anda yang belum selesai ${what}, yang diberi harga sebelum pecahan, telah dibatalkan. ${money} yang dibekukan untuknya telah dikembalikan ke baki tersedia anda.`,
      ja: `${ratio} の株式分割が ${date} に適用されたため、分割前の価格で出されていた未約定の指値注文 ${what} を取り消しました。拘束されていた ${money} は利用可能残高に戻りました。`,
      ko: `${ratio} 분할이 ${date}에 적용되어, 분할 전 가격으로 낸 미체결 지정가 주문 ${what}이(가) 취소되었습니다. 이 주문에 동결되었던 ${money}은(는) 사용 가능 잔액으로 돌아왔습니다.`,
    },
    createdBy: 'system',
    createdAt: now,
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
  const where = eq(tradeCorporateActions.memberId, memberId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(tradeCorporateActions)
      .where(where)
      .orderBy(desc(tradeCorporateActions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tradeCorporateActions)
      .where(where),
  ]);
  return toPaged(rows.map(toDividend), page, count?.total ?? 0);
}

const exact = (text: string) => formatDecimal(decimal(text));

function toDividend(row: typeof tradeCorporateActions.$inferSelect): TradeDividend {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    kind: row.kind === 'split' ? 'split' : 'dividend',
    positionId: row.positionId,
    symbol: row.symbol,
    code: row.symbol.slice(row.symbol.indexOf(':') + 1),
    market: row.market as MarketCode,
    currency,
    direction: row.direction as Direction,
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
