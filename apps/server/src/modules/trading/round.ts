// What the desk does after each engine round (the job jobs/trading-round.ts): fills pending limit
// orders whose limit the price has reached (at the limit price), executes closes queued while the
// market was shut at the session's opening price, and force-closes positions whose loss has reached
// the maintenance margin (with a notice to the member). The pending orders a round looks at are
// chosen by the desk's in-memory book (order-book.ts: only those whose limit the new price crossed);
// the book is never trusted: each execution is its own transaction that locks the order or position
// row and re-checks its state, so a fill happens exactly once however rounds, cancels and closes race.
import { DECIMAL_SCALE, decimal } from '@saham/domain/markets/decimal';
import { formatMinor } from '@saham/domain/money';
import { pricingRules } from '@saham/domain/markets/instrument';
import { isMarketCode, type Market, type MarketCode } from '@saham/domain/markets/types';
import { grossPnlMinor, isForcedClose, priceWithSpread, sideOf } from '@saham/domain/trading/money';
import { PRICE_DECIMALS, priceText } from '../quotes/instrument-params.ts';
import type { TickRound } from '../quotes/tick-round-hooks.ts';
import type { Services } from '../../http/context.ts';
import { BusinessError } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notices } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { closePosition, fillOpenOrder } from './execution.ts';
import { findInstrumentsByIds } from './listings-repo.ts';
import { findHoldingPositions, lockPosition } from './positions-repo.ts';
import {
  findMaxOrderId,
  findOrdersWrittenAfter,
  findPendingBookRows,
  lockOrder,
  settleOrder,
} from './orders-repo.ts';
import { readDeskSettings } from './repo.ts';
import type { OrderRow, PositionRow } from './rows.ts';
import { loadMarket } from '../markets/service.ts';
import {
  bookForRound,
  forgetOrder,
  type BookOrder,
  type BookSource,
  type PendingOrderBook,
} from './order-book.ts';
import { errorForLog } from '../../db/query-error-log.ts';

export interface RoundOutcome {
  filled: number;
  queuedClosed: number;
  forcedClosed: number;
}

/** Whether a pending limit order's limit has been reached by `last`: a buy at or below, a sell at or above. */
export function isLimitReached(order: Pick<OrderRow, 'direction' | 'price'>, last: string): boolean {
  if (order.price === null) return false;
  const limit = decimal(order.price);
  const price = decimal(last);
  return order.direction === 'long' ? price <= limit : price >= limit;
}

/** Where the desk's book is built and caught up from. */
export const bookSource: BookSource = {
  maxOrderId: findMaxOrderId,
  allPending: findPendingBookRows,
  writtenAfter: findOrdersWrittenAfter,
};

/**
 * The orders a round executes (by id), chosen by the desk's book: on the markets trading
 * continuously, the opening limit orders whose limit the instrument's last price reached and every
 * queued close of an instrument with a last price. O(crossed + log n) per instrument.
 */
export function roundCandidates(book: PendingOrderBook, round: TickRound): BookOrder[] {
  const continuous: MarketCode[] = [];
  for (const [code, phase] of round.phases) if (phase === 'continuous') continuous.push(code);
  return book.candidates(continuous, (symbol) => {
    const state = round.stateOf(symbol);
    if (!state) return null;
    // The engine's prices are already at the decimal scale: no text round trip for each instrument.
    return PRICE_DECIMALS === DECIMAL_SCALE ? state.last : decimal(priceText(state.last));
  });
}

/** Runs one round's trading work; failures of one order or position never stop the others. */
export async function runTradingRound(services: Services, round: TickRound): Promise<RoundOutcome> {
  const outcome: RoundOutcome = { filled: 0, queuedClosed: 0, forcedClosed: 0 };
  const continuous = new Set<MarketCode>();
  for (const [code, phase] of round.phases) if (phase === 'continuous') continuous.add(code);
  if (continuous.size === 0) return outcome;
  const { db } = services;
  const now = new Date(round.instant);
  const lastOf = (symbol: string): string | null => {
    const state = round.stateOf(symbol);
    return state ? priceText(state.last) : null;
  };
  const isLive = (row: { market: MarketCode; symbol: string }) =>
    continuous.has(row.market) && lastOf(row.symbol) !== null;
  const book = await bookForRound(db, bookSource);
  const orders = roundCandidates(book, round);
  const positions = (await findHoldingPositions(db, [...continuous])).filter(isLive);
  if (orders.length + positions.length === 0) return outcome;
  const instruments = await findInstrumentsByIds(db, [
    ...new Set([...orders, ...positions].map((row) => row.instrumentId)),
  ]);
  // Each market's rules are read once a round (not once per instrument); each instrument adds its own
  // lot size and tick table to them.
  const marketRules = new Map<string, Promise<Market | null>>();
  const markets = new Map<number, Market>();
  const marketFor = async (instrumentId: number): Promise<Market | null> => {
    const known = markets.get(instrumentId);
    if (known) return known;
    const instrument = instruments.get(instrumentId);
    if (!instrument || !isMarketCode(instrument.market)) return null;
    let rules = marketRules.get(instrument.market);
    if (!rules) {
      rules = loadMarket(db, instrument.market, now);
      marketRules.set(instrument.market, rules);
    }
    const loaded = await rules;
    if (!loaded) return null;
    const market = pricingRules(loaded, instrument);
    markets.set(instrumentId, market);
    return market;
  };
  for (const order of orders) {
    const last = lastOf(order.symbol);
    const market = await marketFor(order.instrumentId);
    if (last === null || market === null) continue;
    if (order.kind === 'open' && order.price !== null) {
      if (await attempt(() => fillPendingOrder(db, order.id, market, order.price ?? last, now)))
        outcome.filled += 1;
    } else if (order.kind === 'close') {
      if (await attempt(() => executeQueuedClose(db, order.id, market, last, now))) outcome.queuedClosed += 1;
    }
  }
  if (positions.length === 0) return outcome;
  const settings = await readDeskSettings(db);
  for (const position of positions) {
    const last = lastOf(position.symbol);
    const market = await marketFor(position.instrumentId);
    if (last === null || market === null) continue;
    const currency = position.currency;
    const gross = grossPnlMinor(currency, position.direction, position.entryPrice, last, position.quantity);
    if (!isForcedClose(position.marginMinor, gross, settings.maintenanceMarginPercent)) continue;
    const price = priceWithSpread(
      market,
      last,
      sideOf(position.direction, 'close'),
      settings.marketSpreadBps,
    );
    if (await attempt(() => forceClose(db, position.id, market, price, now))) outcome.forcedClosed += 1;
  }
  return outcome;
}

/** True when the work did something; a refusal (already settled, funds short) is skipped quietly. */
async function attempt(work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusinessError) return false;
    console.error('trading round: execution failed', errorForLog(error));
    return false;
  }
}

/** An order the book offered that has left pending (another process settled it): the book drops it. */
function settledElsewhere(db: Db, order: OrderRow): false {
  if (order.status !== 'pending') forgetOrder(db, order.id);
  return false;
}

export async function fillPendingOrder(
  db: Db,
  orderId: number,
  market: Market,
  price: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return false;
    if (order.status !== 'pending' || order.kind !== 'open') return settledElsewhere(db, order);
    await fillOpenOrder(tx, order, market, price, now);
    return true;
  });
}

export async function executeQueuedClose(
  db: Db,
  orderId: number,
  market: Market,
  price: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return false;
    if (order.status !== 'pending' || order.kind !== 'close') return settledElsewhere(db, order);
    if (order.positionId === null) return false;
    const position = await lockPosition(tx, order.positionId);
    if (!position || position.status !== 'preparing_to_close') return false;
    const quantity =
      decimal(order.quantity) > decimal(position.quantity) ? position.quantity : order.quantity;
    const closed = await closePosition(tx, position, market, quantity, price, now, { orderId: order.id });
    await settleOrder(tx, order.id, { status: 'filled', fillPrice: closed.exitPrice, filledAt: now });
    return true;
  });
}

export async function forceClose(
  db: Db,
  positionId: number,
  market: Market,
  price: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, positionId);
    if (!position || position.status !== 'holding') return false;
    const closed = await closePosition(tx, position, market, position.quantity, price, now, {
      isForced: true,
    });
    await insertForcedCloseNotice(tx, closed, now);
    return true;
  });
}

async function insertForcedCloseNotice(tx: Db, position: PositionRow, now: Date): Promise<void> {
  const currency = position.currency;
  const profit =
    (position.grossPnlMinor ?? 0n) -
    position.openFeeMinor -
    position.openTaxMinor -
    (position.closeFeeMinor ?? 0n) -
    (position.closeTaxMinor ?? 0n);
  const money = `${currency} ${formatMinor(profit, currency)}`;
  const what = `${position.symbol} ×${position.quantity} @ ${position.exitPrice ?? ''}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Position closed automatically',
      zh: '持倉已被強制平倉',
      ch: '持仓已被强制平仓',
      ml: 'Posisi ditutup secara automatik',
      ja: 'ポジションが強制決済されました',
      ko: '포지션이 강제 청산되었습니다',
    },
    content: {
      en: `Your position ${what} reached the maintenance margin and was closed at market. Result: ${money}.`,
      zh: `您的持倉 ${what} 觸及維持保證金，已按市價平倉。盈虧：${money}。`,
      ch: `您的持仓 ${what} 触及维持保证金，已按市价平仓。盈亏：${money}。`,
      ml: `Posisi anda ${what} mencapai margin penyelenggaraan dan ditutup pada harga pasaran. Keputusan: ${money}.`,
      ja: `ポジション ${what} が維持証拠金に達したため、成行で決済されました。損益：${money}。`,
      ko: `포지션 ${what}이(가) 유지 증거금에 도달하여 시장가로 청산되었습니다. 손익: ${money}.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}
