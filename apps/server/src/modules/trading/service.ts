// Member trading calls (issue 5 §1–§2): trade/buy, cancel, sell, orders, positions, positionDetail.
// The rules are the domain's (trading/orders.ts, trading/money.ts); this file loads what they need,
// refuses with their codes, and runs each money-moving step in one transaction with the order or
// position row locked (exclusive on PGlite), so a fill, a cancel or a close happens exactly once.
// A market order that fills at once costs one round trip once this process's read caches are warm:
// what it checks (the member's permissions, the desk's settings, the instrument, its market and quote)
// is read through them, and one statement writes it filled with its position, fill and ledger entry
// (`fillMarketOrder`, migrations 0022 and 0023), atomic on its own like an exchange. A member who
// holds a check-in fee voucher (read through the same caches) gets the fill and the voucher's use in
// one transaction instead (decision 0025).
import { and } from 'drizzle-orm';
import type { Paged } from '@saham/contract/envelope';
import type { Currency } from '@saham/domain/currencies';
import type { TradeOrder, TradePosition } from '@saham/contract/trading';
import { decimal, formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { pricingRules } from '@saham/domain/markets/instrument';
import { isContinuousTrading, lockedUntil, marketMoment } from '@saham/domain/markets/sessions';
import { isMarketCode, type Market, type MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor, priceWithSpread, sideOf } from '@saham/domain/trading/money';
import {
  isWholeLots,
  orderProblem,
  parseQuantity,
  type Direction,
  type PriceType,
} from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { loadMarket, marketFromRow } from '../markets/service.ts';
import { latestQuote } from '../quotes/candle-reads.ts';
import { readCachesOf } from '../../cache/read-caches.ts';
import {
  closePosition,
  fillMarketOrder,
  freezeOrderFunds,
  newNumber,
  normalDecimal,
  openCharges,
  totalOf,
} from './execution.ts';
import {
  findFills,
  findPosition,
  findPositionPage,
  lockPosition,
  positionFilters,
  updatePosition,
} from './positions-repo.ts';
import { findInstrumentBySymbol, findPrice, findPrices, readTradeListings } from './listings-repo.ts';
import { findOrderPage, insertOrder, lockOrder, settleOrder } from './orders-repo.ts';
import { readDeskSettings } from './repo.ts';
import type { FillRow, InstrumentRow, OrderRow, PositionRow, TradeListing } from './rows.ts';
import { assertMayTrade } from './trader-gate.ts';
import { lockMemberForOpenOrder } from '../funding/service.ts';
import { lentQuantities } from '../lending/for-trading.ts';
import { findFeeVoucherUses } from '../check-in/for-trading.ts';

/** 10^15 minor units: no member holds this much, and a bigint ledger amount never overflows. */
const MAX_ORDER_MINOR = 10n ** 15n;

export interface BuyRequest {
  code: string;
  market?: MarketCode | undefined;
  direction: Direction;
  priceType: PriceType;
  price?: string | undefined;
  quantity?: string | number | undefined;
  leverage: number;
}

/** The market's rules with the instrument's own lot and tick table. */
export async function marketOf(
  db: Db,
  instrument: Pick<InstrumentRow, 'market' | 'lotSize' | 'tickTable'>,
  now: Date,
): Promise<Market> {
  const code = instrument.market;
  if (!isMarketCode(code)) throw new Error(`unknown market ${String(code)}`);
  const market = await loadMarket(db, code, now);
  if (!market) throw new Error(`market ${code} missing`);
  return pricingRules(market, instrument);
}

/** `marketOf` from a listing `readTradeListings` read: the same year of holidays either side of `now`. */
function marketOfListing(found: TradeListing, now: Date): Market {
  const { instrument, marketRow } = found;
  if (!isMarketCode(instrument.market)) throw new Error(`unknown market ${String(instrument.market)}`);
  if (!marketRow) throw new Error(`market ${instrument.market} missing`);
  const year = Number(marketMoment(marketRow, now).date.slice(0, 4));
  const from = `${year - 1}-01-01`;
  const to = `${year + 1}-12-31`;
  const holidays = found.holidays.filter(({ date }) => date >= from && date <= to);
  return pricingRules(marketFromRow(marketRow, holidays), instrument);
}

function assertTradable(instrument: InstrumentRow): void {
  if (instrument.status === 'unlisted') refuse('NOT_YET_LISTED');
  if (instrument.status !== 'listed' || instrument.assetClass === 'index') refuse('INSTRUMENT_NOT_TRADABLE');
}

/** The instrument an order names: a symbol names one; a code, the first on the market asked for (any without one). */
function chosenListing(listings: readonly TradeListing[], body: BuyRequest): TradeListing {
  const isSymbol = body.code.includes(':');
  return (
    listings.find(
      ({ instrument: row }) => isSymbol || body.market === undefined || row.market === body.market,
    ) ?? refuse('INSTRUMENT_NOT_FOUND')
  );
}

/**
 * The price an order opens at: a limit order's own (0 when it is not a positive decimal, which the
 * order rules refuse), a market order's the latest price with the desk's spread.
 */
function executionPriceOf(
  body: BuyRequest,
  limitText: string,
  market: Market,
  last: string,
  marketSpreadBps: number,
): string {
  if (body.priceType !== 'limit')
    return priceWithSpread(market, last, sideOf(body.direction, 'open'), marketSpreadBps);
  const limitScaled = parseDecimal(limitText);
  return limitScaled !== null && limitScaled > 0n ? formatDecimal(limitScaled) : '0';
}

/**
 * Places a limit order that waits: pending, its margin, fee and tax frozen, in one transaction. The
 * member's row first: a pending order blocks a withdrawal, which checks under the same lock.
 */
async function placeLimitOrder(
  db: Db,
  memberId: number,
  listed: { instrument: InstrumentRow; market: Market },
  order: { body: BuyRequest; price: string; quantity: string; frozenMinor: bigint },
  now: Date,
): Promise<OrderRow> {
  const { instrument, market } = listed;
  const { body } = order;
  return inTransaction(db, async (tx) => {
    await lockMemberForOpenOrder(tx, memberId);
    const inserted = await insertOrder(tx, {
      orderNo: newNumber('TR', now),
      memberId,
      instrumentId: instrument.id,
      symbol: instrument.symbol,
      market: instrument.market,
      currency: market.currency,
      kind: 'open',
      direction: body.direction,
      priceType: body.priceType,
      price: order.price,
      quantity: order.quantity,
      leverage: body.leverage,
      status: 'pending',
      frozenMinor: order.frozenMinor,
      createdAt: now,
    });
    await freezeOrderFunds(tx, inserted, inserted.frozenMinor, 'freeze', now);
    return inserted;
  });
}

export async function buy(
  context: MemberOnlyContext,
  body: BuyRequest,
): Promise<{ order: TradeOrder; position: TradePosition | null }> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  // The member's permissions, the desk's settings, the instruments the code names with their markets
  // and holidays around now, and the chosen one's latest quote: from this process's read caches once
  // warm (each dropped by the writes that change it), so a market order costs one statement.
  const year = now.getUTCFullYear();
  const [trader, settings, listings] = await Promise.all([
    assertMayTrade(db, memberId),
    readDeskSettings(db),
    readTradeListings(db, body.code.trim().toUpperCase(), `${year - 2}-01-01`, `${year + 2}-12-31`),
  ]);
  const { isMarginEnabled } = trader;
  const found = chosenListing(listings, body);
  const { instrument } = found;
  const quote = await latestQuote(db, readCachesOf(db), instrument.id);
  assertTradable(instrument);
  const market = marketOfListing(found, now);
  if (!quote) refuse('PRICE_UNAVAILABLE');
  const quantity = parseQuantity(body.quantity);
  const limitText = body.price?.trim() ?? '';
  const isLimit = body.priceType === 'limit';
  const executionPrice = executionPriceOf(body, limitText, market, quote.last, settings.marketSpreadBps);
  const problem = orderProblem(
    {
      direction: body.direction,
      priceType: body.priceType,
      price: isLimit ? limitText : null,
      quantity,
      leverage: body.leverage,
    },
    { market, prevClose: quote.prevClose, executionPrice, isMarginEnabled, now },
  );
  if (problem) refuse(problem.code, problem.params);
  if (quantity === null) refuse('QUANTITY_REQUIRED');
  const charges = openCharges(market, body.direction, executionPrice, quantity, body.leverage);
  // Far beyond any balance, and beyond what a ledger amount can hold: refused before it reaches SQL.
  if (totalOf(charges) > MAX_ORDER_MINOR) refuse('AVAILABLE_BALANCE_INSUFFICIENT');
  if (!isLimit) {
    // Filled at once: the order, its position, its fill and its entries in ONE statement.
    const filled = await fillMarketOrder(
      db,
      {
        memberId,
        instrumentId: instrument.id,
        symbol: instrument.symbol,
        direction: body.direction,
        quantity,
        leverage: body.leverage,
      },
      market,
      executionPrice,
      now,
    );
    return { order: toOrder(filled.order), position: toPosition(filled.position, quote.last, now) };
  }
  // A limit order waits, its funds frozen.
  const order = await placeLimitOrder(
    db,
    memberId,
    { instrument, market },
    { body, price: executionPrice, quantity, frozenMinor: totalOf(charges) },
    now,
  );
  return { order: toOrder(order), position: null };
}

/** Cancels a pending limit order (its frozen funds return) or withdraws a queued close. */
export async function cancel(context: MemberOnlyContext, orderId: number): Promise<TradeOrder> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const cancelled = await inTransaction(db, async (tx): Promise<OrderRow> => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.memberId !== memberId) refuse('ORDER_NOT_FOUND');
    if (order.status !== 'pending') refuse('ORDER_STATE_INVALID');
    if (!(await settleOrder(tx, order.id, { status: 'cancelled', cancelledAt: now })))
      refuse('ORDER_STATE_INVALID');
    if (order.kind === 'open') await freezeOrderFunds(tx, order, order.frozenMinor, 'release', now);
    else if (order.positionId !== null) await updatePosition(tx, order.positionId, { status: 'holding' });
    return { ...order, status: 'cancelled', cancelledAt: now };
  });
  return toOrder(cancelled);
}

function lockRefusal(market: Market, position: { openedAt: Date; lockedUntil: Date }): never {
  // A lock longer than the market's (a block deal's lock days) is not the market's T+N or N minutes.
  if (position.lockedUntil.getTime() > lockedUntil(market, position.openedAt).getTime())
    refuse('POSITION_LOCKED');
  if (market.lock.kind === 'days') refuse('LOCK_PERIOD_DAYS', { days: market.lock.days });
  if (market.lock.kind === 'minutes') refuse('LOCK_PERIOD_MINUTES', { minutes: market.lock.minutes });
  refuse('POSITION_LOCKED');
}

/**
 * Closes a position, or `quantity` of it in whole lots. While its market is shut the close is queued
 * (the position is preparing to close) and executes at the next session's opening price.
 */
export async function sell(
  context: MemberOnlyContext,
  body: { positionId: number; quantity?: string | number | undefined },
): Promise<{ position: TradePosition | null; order: TradeOrder | null }> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertMayTrade(db, memberId);
  const now = clock.now();
  const found = await findPosition(db, body.positionId);
  if (!found || found.memberId !== memberId) refuse('ORDER_NOT_FOUND');
  const instrument = await findInstrumentBySymbol(db, found.symbol);
  if (!instrument) refuse('INSTRUMENT_NOT_FOUND');
  const market = await marketOf(db, instrument, now);
  const settings = await readDeskSettings(db);
  const isOpen = isContinuousTrading(market, now);
  const quote = isOpen ? await findPrice(db, found.instrumentId) : null;
  if (isOpen && !quote) refuse('PRICE_UNAVAILABLE');
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, body.positionId);
    if (!position || position.memberId !== memberId) refuse('ORDER_NOT_FOUND');
    if (position.status !== 'holding') refuse('ORDER_STATE_INVALID');
    if (now.getTime() < position.lockedUntil.getTime()) lockRefusal(market, position);
    const quantity =
      body.quantity === undefined || body.quantity === '' ? position.quantity : parseQuantity(body.quantity);
    if (quantity === null) refuse('QUANTITY_REQUIRED');
    if (decimal(quantity) > decimal(position.quantity))
      refuse('CLOSE_QUANTITY_EXCEEDS', { quantity: Number(position.quantity) });
    if (!isWholeLots(quantity, market.lotSize)) refuse('WHOLE_LOTS_REQUIRED', { lotSize: market.lotSize });
    if (!quote) {
      await lockMemberForOpenOrder(tx, memberId);
      await updatePosition(tx, position.id, { status: 'preparing_to_close' });
      const order = await insertOrder(tx, {
        orderNo: newNumber('TR', now),
        memberId,
        instrumentId: position.instrumentId,
        symbol: position.symbol,
        market: position.market,
        currency: position.currency,
        kind: 'close',
        direction: position.direction,
        priceType: 'market',
        quantity,
        leverage: position.leverage,
        status: 'pending',
        positionId: position.id,
        createdAt: now,
      });
      return { position: null, order: toOrder(order) };
    }
    const price = priceWithSpread(
      market,
      quote.last,
      sideOf(position.direction, 'close'),
      settings.marketSpreadBps,
    );
    const closed = await closePosition(tx, position, market, quantity, price, now);
    return { position: toPosition(closed, null, now), order: null };
  });
}

export async function listOrders(
  context: MemberOnlyContext,
  status: 'pending' | 'filled' | 'cancelled' | 'all',
  page: number,
): Promise<Paged<TradeOrder>> {
  const { rows, total } = await findOrderPage(context.services.db, context.session.memberId, status, page);
  return toPaged(rows.map(toOrder), page, total);
}

export async function listPositions(
  context: MemberOnlyContext,
  tab: 'all' | 'holding' | 'locked' | 'ended' | 'digital' | 'forex',
  page: number,
  onlyMarket?: MarketCode,
): Promise<Paged<TradePosition>> {
  const { db, clock } = context.services;
  const now = clock.now();
  const { open, closed, stockMarkets, lockedAt, unlockedAt, market } = positionFilters;
  const filters = {
    all: [open],
    holding: [open, stockMarkets, unlockedAt(now)],
    locked: [open, stockMarkets, lockedAt(now)],
    ended: [closed],
    digital: [open, market('CRYPTO')],
    forex: [open, market('FX')],
  } as const;
  const chosen = onlyMarket === undefined ? filters[tab] : [...filters[tab], market(onlyMarket)];
  const { rows, total } = await findPositionPage(db, context.session.memberId, and(...chosen), page);
  const [prices, lent] = await Promise.all([
    findPrices(db, [...new Set(rows.map((row) => row.instrumentId))]),
    lentQuantities(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return toPaged(
    rows.map((row) => withLent(toPosition(row, prices.get(row.instrumentId) ?? null, now), lent.get(row.id))),
    page,
    total,
  );
}

export async function positionDetail(context: MemberOnlyContext, id: number) {
  const { db, clock } = context.services;
  const position = await findPosition(db, id);
  if (!position || position.memberId !== context.session.memberId) refuse('ORDER_NOT_FOUND');
  const price =
    position.status === 'closed' ? null : ((await findPrice(db, position.instrumentId))?.last ?? null);
  const [fills, lent] = await Promise.all([findFills(db, [position.id]), lentQuantities(db, [position.id])]);
  const vouchers = await feeVouchersOfFills(db, fills);
  const currency = position.currency;
  return {
    ...withLent(toPosition(position, price, clock.now()), lent.get(position.id)),
    fills: fills.map((fill) => ({
      kind: fill.kind === 'close' ? ('close' as const) : ('open' as const),
      price: fill.price,
      quantity: fill.quantity,
      fee: formatMinor(fill.feeMinor, currency),
      ...voucherOf(vouchers, fill, currency),
      tax: formatMinor(fill.taxMinor, currency),
      grossPnl: fill.grossPnlMinor === null ? null : formatMinor(fill.grossPnlMinor, currency),
      createdAt: fill.createdAt.toISOString(),
    })),
  };
}

/** What check-in fee vouchers covered of each fill's fee, keyed `open:<orderId>` / `close:<positionId>`. */
async function feeVouchersOfFills(db: Db, fills: readonly FillRow[]): Promise<Map<string, bigint>> {
  const orderIds = fills.flatMap((fill) =>
    fill.kind === 'open' && fill.orderId !== null ? [fill.orderId] : [],
  );
  const positionIds = fills.flatMap((fill) => (fill.kind === 'close' ? [fill.positionId] : []));
  const uses = await findFeeVoucherUses(db, { orderIds, positionIds });
  const covered = new Map<string, bigint>();
  for (const use of uses) {
    const key = use.fillKind === 'open' ? `open:${use.orderId}` : `close:${use.positionId}`;
    covered.set(key, (covered.get(key) ?? 0n) + use.amountMinor);
  }
  return covered;
}

function voucherOf(
  vouchers: Map<string, bigint>,
  fill: FillRow,
  currency: Currency,
): { feeVoucher?: string } {
  const key = fill.kind === 'close' ? `close:${fill.positionId}` : `open:${fill.orderId}`;
  const amountMinor = vouchers.get(key);
  return amountMinor === undefined ? {} : { feeVoucher: formatMinor(amountMinor, currency) };
}

function codeOf(symbol: string): string {
  return symbol.slice(symbol.indexOf(':') + 1);
}

export function toOrder(row: OrderRow): TradeOrder {
  const currency = row.currency;
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    market: row.market,
    currency,
    direction: row.direction,
    priceType: row.priceType,
    price: row.price === null ? null : normalDecimal(row.price),
    quantity: normalDecimal(row.quantity),
    leverage: row.leverage,
    status: row.status,
    frozen: formatMinor(row.frozenMinor, currency),
    fillPrice: row.fillPrice === null ? null : normalDecimal(row.fillPrice),
    positionId: row.positionId,
    createdAt: row.createdAt.toISOString(),
    filledAt: row.filledAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** A position with the shares lent out of it (securities lending), when any. */
function withLent(position: TradePosition, lentQuantity: string | undefined): TradePosition {
  return lentQuantity === undefined ? position : { ...position, lentQuantity: normalDecimal(lentQuantity) };
}

/** A position as the app shows it; `lastPrice` values an open one. */
export function toPosition(row: PositionRow, lastPrice: string | null, now: Date): TradePosition {
  const currency = row.currency;
  const direction = row.direction;
  const isClosed = row.status === 'closed';
  const currentPrice = isClosed ? row.exitPrice : lastPrice === null ? null : normalDecimal(lastPrice);
  const fee = row.openFeeMinor + (row.closeFeeMinor ?? 0n);
  const tax = row.openTaxMinor + (row.closeTaxMinor ?? 0n);
  let profit: bigint | null = null;
  if (isClosed && row.grossPnlMinor !== null) profit = row.grossPnlMinor - fee - tax;
  else if (currentPrice !== null)
    profit = grossPnlMinor(currency, direction, row.entryPrice, currentPrice, row.quantity);
  return {
    id: row.id,
    positionNo: row.positionNo,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    market: row.market,
    currency,
    direction,
    priceType: row.priceType,
    leverage: row.leverage,
    quantity: normalDecimal(row.quantity),
    entryPrice: normalDecimal(row.entryPrice),
    margin: formatMinor(row.marginMinor, currency),
    contractAmount: formatMinor(notionalMinor(currency, row.entryPrice, row.quantity), currency),
    fee: formatMinor(fee, currency),
    tax: formatMinor(tax, currency),
    status: row.status,
    isLocked: !isClosed && now.getTime() < row.lockedUntil.getTime(),
    lockedUntil: row.lockedUntil.toISOString(),
    openedAt: row.openedAt.toISOString(),
    currentPrice,
    marketValue:
      currentPrice === null
        ? null
        : formatMinor(notionalMinor(currency, currentPrice, row.quantity), currency),
    profit: profit === null ? null : formatMinor(profit, currency),
    exitPrice: row.exitPrice === null ? null : normalDecimal(row.exitPrice),
    closedAt: row.closedAt?.toISOString() ?? null,
    isForcedClose: row.isForcedClose,
  };
}
