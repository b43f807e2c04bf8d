// Day positions (issue 5 §3): opened through the trading core's order placement with their cost
// (margin, fee and tax) paid from the day-trading allocation, and closed at the end of the session
// they were opened in — by the member (dayTrading/close) or automatically after an engine round past
// the session's end. A closed day position is settled: its cost goes back into the allocation from
// the member's available balance (the P&L stays there), or what the member has, if less.
import type { DayTradePosition } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import type { TradeOrder } from '@saham/contract/trading';
import {
  marketMoment,
  rangesOfDate,
  zonedInstant,
  isContinuousTrading,
} from '@saham/domain/markets/sessions';
import type { Market } from '@saham/domain/markets/types';
import { priceWithSpread, sideOf } from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BusinessError, refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext, Services } from '../../http/context.ts';
import { priceText } from '../quotes/instrument-params.ts';
import type { TickRound } from '../quotes/tick-round-hooks.ts';
import { closePosition } from '../trading/execution.ts';
import { buy as placeOrder, marketOf } from '../trading/service.ts';
import {
  availableMinorOf,
  findInstrumentBySymbol,
  findPosition,
  findPrice,
  findPrices,
  lockPosition,
  readDeskSettings,
} from '../trading/for-other-modules.ts';
import type { PositionRow } from '../trading/rows.ts';
import { DAY_TRADE_CURRENCY, money, moveAllocation, toDayPosition } from './mapping.ts';
import { insertSessionCloseNotice } from './notices.ts';
import {
  findDayPositionPage,
  findDueDayPositions,
  insertDayPosition,
  lockApplication,
  lockApprovedAccount,
  lockDayPosition,
  markSettled,
  updateApplication,
  type DayPositionRow,
} from './repo.ts';
import { errorForLog } from '../../db/query-error-log.ts';

/** The end of the last continuous session of the market's trading day at `now`. */
export function sessionEndOf(market: Market, now: Date): Date {
  const date = marketMoment(market, now).date;
  const ends = rangesOfDate(market, date)
    .filter((range) => range.phase === 'continuous')
    .map((range) => range.end);
  if (ends.length === 0) return now;
  return zonedInstant(market.timezone, date, Math.max(...ends));
}

async function marketOfPosition(db: Db, position: Pick<PositionRow, 'symbol'>, now: Date): Promise<Market> {
  const instrument = await findInstrumentBySymbol(db, position.symbol);
  if (!instrument) throw new Error(`instrument ${position.symbol} missing`);
  return marketOf(db, instrument, now);
}

export interface DayBuyRequest {
  code: string;
  market?: Market['code'] | undefined;
  direction: Direction;
  quantity?: string | number | undefined;
  leverage: number;
}

function assertBursa(request: DayBuyRequest): void {
  const text = request.code.trim().toUpperCase();
  if (request.market !== undefined && request.market !== 'MY') refuse('DAY_TRADE_MARKET_NOT_SUPPORTED');
  if (text.includes(':') && !text.startsWith('MY:')) refuse('DAY_TRADE_MARKET_NOT_SUPPORTED');
}

/**
 * Opens a day position: in one transaction with the account row locked, the buying power left is
 * released to available, the trading core places and fills the market order from it, and what the
 * position did not cost is frozen again. A cost above the buying power undoes it all.
 */
export async function buy(
  context: MemberOnlyContext,
  request: DayBuyRequest,
): Promise<{ order: TradeOrder; position: DayTradePosition }> {
  assertBursa(request);
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const account = await lockApprovedAccount(tx, memberId);
    if (!account) refuse('DAY_TRADE_NOT_APPROVED');
    const buyingPower = account.allocationMinor - account.usedMinor;
    const short = () => refuse('DAY_TRADE_BUYING_POWER_INSUFFICIENT', { amount: money(buyingPower) });
    if (buyingPower <= 0n) short();
    const movement = { memberId, applicationId: account.id, type: 'trade_freeze' as const };
    await moveAllocation(tx, { ...movement, amountMinor: buyingPower, direction: 'release' }, now);
    const placed = await placeOrderIn(context, tx, request, short);
    const position = placed.position ? await findPosition(tx, placed.position.id) : null;
    if (!position) throw new Error('a market order answered no position');
    if (position.market !== 'MY') refuse('DAY_TRADE_MARKET_NOT_SUPPORTED');
    const costMinor = position.marginMinor + position.openFeeMinor + position.openTaxMinor;
    if (costMinor > buyingPower) short();
    await moveAllocation(tx, { ...movement, amountMinor: buyingPower - costMinor, direction: 'freeze' }, now);
    await updateApplication(tx, account.id, { usedMinor: account.usedMinor + costMinor });
    const market = await marketOfPosition(tx, position, now);
    const day: DayPositionRow = {
      positionId: position.id,
      applicationId: account.id,
      memberId,
      costMinor,
      closeAt: sessionEndOf(market, now),
      refrozenMinor: null,
      settledAt: null,
      createdAt: now,
    };
    await insertDayPosition(tx, day);
    return { order: placed.order, position: toDayPosition(day, position, position.entryPrice, now) };
  });
}

/** The trading core's order placement inside this transaction; short of funds is short of buying power. */
async function placeOrderIn(context: MemberOnlyContext, tx: Db, request: DayBuyRequest, short: () => never) {
  try {
    return await placeOrder(
      { ...context, services: { ...context.services, db: tx } },
      { ...request, market: request.market ?? 'MY', priceType: 'market' },
    );
  } catch (error) {
    if (error instanceof BusinessError && error.code === 'AVAILABLE_BALANCE_INSUFFICIENT') short();
    throw error;
  }
}

/**
 * Puts a closed day position's cost back into its account's allocation from available (the member's
 * P&L stays available); if the member has less, the allocation shrinks by the shortfall.
 */
async function settle(tx: Db, day: DayPositionRow, now: Date): Promise<void> {
  const account = await lockApplication(tx, day.applicationId);
  if (!account) throw new Error(`day-trade application ${day.applicationId} missing`);
  const available = await availableMinorOf(tx, day.memberId, DAY_TRADE_CURRENCY);
  const refrozen = available < day.costMinor ? (available > 0n ? available : 0n) : day.costMinor;
  await moveAllocation(
    tx,
    {
      type: 'trade_freeze',
      memberId: day.memberId,
      applicationId: account.id,
      amountMinor: refrozen,
      direction: 'freeze',
    },
    now,
  );
  await updateApplication(tx, account.id, {
    usedMinor: account.usedMinor - day.costMinor,
    allocationMinor: account.allocationMinor - (day.costMinor - refrozen),
  });
  await markSettled(tx, day.positionId, refrozen, now);
}

async function closeAt(tx: Db, position: PositionRow, market: Market, last: string, now: Date) {
  const settings = await readDeskSettings(tx);
  const price = priceWithSpread(market, last, sideOf(position.direction, 'close'), settings.marketSpreadBps);
  return closePosition(tx, position, market, position.quantity, price, now);
}

/** The member closes a day position at market while its session trades. */
export async function close(context: MemberOnlyContext, positionId: number): Promise<DayTradePosition> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const day = await lockDayPosition(tx, positionId);
    if (!day || day.memberId !== memberId) refuse('DAY_TRADE_POSITION_NOT_FOUND');
    const position = await lockPosition(tx, positionId);
    if (!position || position.status !== 'holding' || day.settledAt !== null) refuse('ORDER_STATE_INVALID');
    const market = await marketOfPosition(tx, position, now);
    if (!isContinuousTrading(market, now)) refuse('NON_TRADING_TIME');
    const quote = await findPrice(tx, position.instrumentId);
    if (!quote) refuse('PRICE_UNAVAILABLE');
    const closed = await closeAt(tx, position, market, quote.last, now);
    await settle(tx, day, now);
    return toDayPosition(day, closed, null, now);
  });
}

/**
 * After each engine round: closes the day positions whose session has ended at the last price, and
 * settles every closed one (closed here, by the member, or forced by the desk). Each is its own
 * transaction with the rows locked and re-checked, so a position is closed and settled once.
 */
export async function runDayTradingRound(services: Services, round: TickRound): Promise<number> {
  const now = new Date(round.instant);
  const due = await findDueDayPositions(services.db, now);
  let settled = 0;
  for (const { day } of due) {
    try {
      if (await closeAndSettle(services.db, day.positionId, round, now)) settled += 1;
    } catch (error) {
      if (!(error instanceof BusinessError)) console.error('day trading round failed', errorForLog(error));
    }
  }
  return settled;
}

async function closeAndSettle(db: Db, positionId: number, round: TickRound, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const day = await lockDayPosition(tx, positionId);
    if (!day || day.settledAt !== null) return false;
    const position = await lockPosition(tx, positionId);
    if (!position) return false;
    if (position.status === 'holding' && day.closeAt.getTime() <= now.getTime()) {
      const state = round.stateOf(position.symbol);
      const last = state ? priceText(state.last) : (await findPrice(tx, position.instrumentId))?.last;
      if (last === undefined) return false;
      const market = await marketOfPosition(tx, position, now);
      await insertSessionCloseNotice(tx, await closeAt(tx, position, market, last, now), now);
    } else if (position.status !== 'closed') {
      // A close queued through trade/sell: the desk executes it, then it is settled here.
      return false;
    }
    await settle(tx, day, now);
    return true;
  });
}

export async function listPositions(
  context: MemberOnlyContext,
  status: 'open' | 'closed',
  page: number,
): Promise<Paged<DayTradePosition>> {
  const { db, clock } = context.services;
  const now = clock.now();
  const { rows, total } = await findDayPositionPage(db, context.session.memberId, status, page);
  const prices = await findPrices(db, [...new Set(rows.map((row) => row.position.instrumentId))]);
  return toPaged(
    rows.map(({ day, position }) =>
      toDayPosition(day, position, prices.get(position.instrumentId) ?? null, now),
    ),
    page,
    total,
  );
}
