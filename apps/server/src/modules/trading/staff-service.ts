// Staff work on trading (issue 5 §5): the desk's settings and members' margin permission (each change
// with a reason, audited in its transaction), orders and positions searches with totals, a position
// with its fills, a manual close through the trading core's closePosition, and the broker's open
// exposure. Money is bigint minor units throughout; amounts leave as exact decimal strings.
import type {
  AdminFill,
  AdminOrder,
  AdminPosition,
  AdminPositionDetail,
  DeskSettings,
  InstrumentExposure,
  MarketExposure,
  MemberTrading,
} from '@saham/contract/admin-trading';
import type { Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { isContinuousTrading } from '@saham/domain/markets/sessions';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor, priceWithSpread, sideOf } from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Paged } from '@saham/contract/envelope';
import { notices } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/repo.ts';
import { closePosition } from './execution.ts';
import { findFills, lockPosition } from './positions-repo.ts';
import { findInstrumentBySymbol, findPrice } from './listings-repo.ts';
import { readDeskSettings, setMarginEnabled, writeDeskSettings } from './repo.ts';
import type { PositionRow } from './rows.ts';
import { marketOf, toOrder, toPosition } from './service.ts';
import {
  findDeskSettingsRow,
  findMemberTrading,
  findOpenPositionsForExposure,
  findOrderPage,
  findOrderTotalsRows,
  findPositionPage,
  findPositionTotalsRows,
  findPositionWithAccount,
  lockDeskSettingsRow,
  lockMemberTrading,
  type SearchFilter,
} from './staff-repo.ts';

/** Day filters are calendar days in Malaysia (UTC+8), where the desk works. */
const DESK_UTC_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') refuse('REASON_REQUIRED');
  return trimmed;
}

function dayStart(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00${DESK_UTC_OFFSET}`);
  // `2026-02-31` parses to 3 March in some engines: only a day that round-trips is a day.
  const roundTrip = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (Number.isNaN(at.getTime()) || roundTrip !== day) refuse('INVALID_INPUT', { field });
  return at;
}

interface SearchRequest {
  account?: string | undefined;
  symbol?: string | undefined;
  market?: MarketCode | undefined;
  direction?: Direction | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function toFilter(request: SearchRequest): SearchFilter {
  const from = request.from ? dayStart(request.from, 'from') : undefined;
  const to = request.to ? dayStart(request.to, 'to') : undefined;
  return {
    account: request.account?.trim() || undefined,
    symbol: request.symbol?.trim().toUpperCase() || undefined,
    market: request.market,
    direction: request.direction,
    status: request.status,
    kind: request.kind,
    from,
    until: to ? new Date(to.getTime() + DAY_MS) : undefined,
  };
}

// ——— Desk settings ———

async function deskSettingsAnswer(db: Db) {
  const [settings, row] = await Promise.all([readDeskSettings(db), findDeskSettingsRow(db)]);
  return { ...settings, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export function getDeskSettings(context: StaffRequestContext) {
  return deskSettingsAnswer(context.services.db);
}

/** Changes the spread and maintenance margin; the trading core reads them afresh on every order and round. */
export async function updateDeskSettings(
  context: StaffRequestContext,
  request: DeskSettings & { reason: string },
) {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  const next: DeskSettings = {
    marketSpreadBps: request.marketSpreadBps,
    maintenanceMarginPercent: request.maintenanceMarginPercent,
  };
  await inTransaction(services.db, async (tx) => {
    const current = await lockDeskSettingsRow(tx, now);
    await writeDeskSettings(tx, next, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/updateDeskSettings',
      targetType: 'trading_settings',
      targetId: 1,
      reason,
      before: {
        marketSpreadBps: current.marketSpreadBps,
        maintenanceMarginPercent: current.maintenanceMarginPercent,
      },
      after: { ...next },
      ip: context.ip,
      at: now,
    });
  });
  return deskSettingsAnswer(services.db);
}

// ——— Members' margin permission ———

export async function getMemberTrading(
  context: StaffRequestContext,
  memberId: number,
): Promise<MemberTrading> {
  const row = await findMemberTrading(context.services.db, memberId);
  if (!row) return refuse('MEMBER_NOT_FOUND');
  return {
    memberId: row.memberId,
    isMarginEnabled: row.isMarginEnabled ?? false,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function setMemberMargin(
  context: StaffRequestContext,
  request: { memberId: number; isMarginEnabled: boolean; reason: string },
): Promise<MemberTrading> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockMemberTrading(tx, request.memberId);
    if (!current) return refuse('MEMBER_NOT_FOUND');
    await setMarginEnabled(tx, request.memberId, request.isMarginEnabled, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/setMargin',
      targetType: 'member',
      targetId: request.memberId,
      reason,
      before: { isMarginEnabled: current.isMarginEnabled },
      after: { isMarginEnabled: request.isMarginEnabled },
      ip: context.ip,
      at: now,
    });
  });
  return getMemberTrading(context, request.memberId);
}

// ——— Searches ———

interface Sums {
  count: number;
  first: bigint;
  second: bigint;
}

function addTo(sums: Map<string, Sums>, currency: string, first: bigint, second: bigint): void {
  const current = sums.get(currency) ?? { count: 0, first: 0n, second: 0n };
  sums.set(currency, {
    count: current.count + 1,
    first: current.first + first,
    second: current.second + second,
  });
}

function sortedCurrencies(sums: Map<string, Sums>): [Currency, Sums][] {
  return [...sums.entries()]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([currency, value]) => [currency as Currency, value]);
}

export async function searchOrders(
  context: StaffRequestContext,
  request: SearchRequest & { page: number },
): Promise<
  Paged<AdminOrder> & {
    totals: { currency: Currency; count: number; frozen: string; filledAmount: string }[];
  }
> {
  const { db } = context.services;
  const filter = toFilter(request);
  const [{ rows, total }, totalsRows] = await Promise.all([
    findOrderPage(db, filter, request.page),
    findOrderTotalsRows(db, filter),
  ]);
  const sums = new Map<string, Sums>();
  for (const row of totalsRows) {
    const currency = row.currency as Currency;
    const frozen = row.status === 'pending' ? row.frozenMinor : 0n;
    const filled =
      row.status === 'filled' && row.fillPrice !== null
        ? notionalMinor(currency, row.fillPrice, row.quantity)
        : 0n;
    addTo(sums, currency, frozen, filled);
  }
  return {
    ...toPaged(
      rows.map((row) => ({ ...toOrder(row), memberId: row.memberId, memberAccount: row.memberAccount })),
      request.page,
      total,
    ),
    totals: sortedCurrencies(sums).map(([currency, value]) => ({
      currency,
      count: value.count,
      frozen: formatMinor(value.first, currency),
      filledAmount: formatMinor(value.second, currency),
    })),
  };
}

interface Valued {
  currency: string;
  status: string;
  direction: string;
  quantity: string;
  entryPrice: string;
  openFeeMinor: bigint;
  openTaxMinor: bigint;
  closeFeeMinor: bigint | null;
  closeTaxMinor: bigint | null;
  grossPnlMinor: bigint | null;
  last: string | null;
}

/** Net P&L of a closed position; gross floating P&L of an open one at `last` (0 without a price). */
function profitMinorOf(row: Valued): bigint {
  const currency = row.currency as Currency;
  if (row.status === 'closed') {
    return (
      (row.grossPnlMinor ?? 0n) -
      row.openFeeMinor -
      row.openTaxMinor -
      (row.closeFeeMinor ?? 0n) -
      (row.closeTaxMinor ?? 0n)
    );
  }
  if (row.last === null) return 0n;
  return grossPnlMinor(currency, row.direction as Direction, row.entryPrice, row.last, row.quantity);
}

function toAdminPosition(
  row: PositionRow & { memberAccount: string },
  last: string | null,
  now: Date,
): AdminPosition {
  return { ...toPosition(row, last, now), memberId: row.memberId, memberAccount: row.memberAccount };
}

export async function searchPositions(
  context: StaffRequestContext,
  request: SearchRequest & { page: number },
): Promise<
  Paged<AdminPosition> & { totals: { currency: Currency; count: number; margin: string; profit: string }[] }
> {
  const { db, clock } = context.services;
  const now = clock.now();
  const filter = toFilter(request);
  const [{ rows, total }, totalsRows] = await Promise.all([
    findPositionPage(db, filter, request.page),
    findPositionTotalsRows(db, filter),
  ]);
  const sums = new Map<string, Sums>();
  for (const row of totalsRows) addTo(sums, row.currency, row.marginMinor, profitMinorOf(row));
  return {
    ...toPaged(
      rows.map((row) => toAdminPosition(row.position, row.last, now)),
      request.page,
      total,
    ),
    totals: sortedCurrencies(sums).map(([currency, value]) => ({
      currency,
      count: value.count,
      margin: formatMinor(value.first, currency),
      profit: formatMinor(value.second, currency),
    })),
  };
}

export async function positionDetail(context: StaffRequestContext, id: number): Promise<AdminPositionDetail> {
  const { db, clock } = context.services;
  const found = await findPositionWithAccount(db, id);
  if (!found) return refuse('POSITION_NOT_FOUND');
  const currency = found.position.currency as Currency;
  const fills = await findFills(db, [found.position.id]);
  return {
    ...toAdminPosition(found.position, found.position.status === 'closed' ? null : found.last, clock.now()),
    fills: fills.map((fill): AdminFill => ({
      id: fill.id,
      kind: fill.kind === 'close' ? 'close' : 'open',
      price: formatDecimal(decimal(fill.price)),
      quantity: formatDecimal(decimal(fill.quantity)),
      amount: formatMinor(fill.notionalMinor, currency),
      fee: formatMinor(fill.feeMinor, currency),
      tax: formatMinor(fill.taxMinor, currency),
      grossPnl: fill.grossPnlMinor === null ? null : formatMinor(fill.grossPnlMinor, currency),
      createdAt: fill.createdAt.toISOString(),
    })),
  };
}

// ——— Manual close ———

async function insertManualCloseNotice(tx: Db, position: PositionRow, now: Date): Promise<void> {
  const currency = position.currency as Currency;
  const profit = profitMinorOf({ ...position, last: null });
  const money = `${currency} ${formatMinor(profit, currency)}`;
  const what = `${position.symbol} ×${formatDecimal(decimal(position.quantity))} @ ${position.exitPrice ?? ''}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Position closed by the dealing desk',
      zh: '持倉已由交易台平倉',
      ch: '持仓已由交易台平仓',
      ml: 'Posisi ditutup oleh meja dagangan',
      ja: 'ポジションがディーリングデスクにより決済されました',
      ko: '딜링 데스크에서 포지션을 청산했습니다',
    },
    content: {
      en: `Your position ${what} was closed at market by the dealing desk. Result: ${money}. Please contact customer service for details.`,
      zh: `您的持倉 ${what} 已由交易台按市價平倉。盈虧：${money}。詳情請聯絡客服。`,
      ch: `您的持仓 ${what} 已由交易台按市价平仓。盈亏：${money}。详情请联系客服。`,
      ml: `Posisi anda ${what} telah ditutup pada harga pasaran oleh meja dagangan. Keputusan: ${money}. Sila hubungi khidmat pelanggan untuk butiran.`,
      ja: `ポジション ${what} はディーリングデスクにより成行で決済されました。損益：${money}。詳細はカスタマーサービスまでお問い合わせください。`,
      ko: `포지션 ${what}이(가) 딜링 데스크에 의해 시장가로 청산되었습니다. 손익: ${money}. 자세한 내용은 고객센터에 문의하세요.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}

/**
 * Closes a member's whole holding position at the desk's market price (the latest price with the
 * spread, as the member's own close), whatever its lock period: with the row locked, so a close racing
 * it (the member's, a forced one) happens once. The member gets a notice; the close is audited.
 */
export async function closeMemberPosition(
  context: StaffRequestContext,
  request: { id: number; reason: string },
): Promise<AdminPosition> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const { db } = services;
  const now = services.clock.now();
  const found = await findPositionWithAccount(db, request.id);
  if (!found) return refuse('POSITION_NOT_FOUND');
  const instrument = await findInstrumentBySymbol(db, found.position.symbol);
  if (!instrument) return refuse('INSTRUMENT_NOT_FOUND');
  const market = await marketOf(db, instrument, now);
  if (!isContinuousTrading(market, now)) refuse('NON_TRADING_TIME');
  const quote = await findPrice(db, found.position.instrumentId);
  if (!quote) return refuse('PRICE_UNAVAILABLE');
  const settings = await readDeskSettings(db);
  const closed = await inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, request.id);
    if (!position) return refuse('POSITION_NOT_FOUND');
    if (position.status === 'closed') refuse('POSITION_ALREADY_CLOSED');
    if (position.status !== 'holding') refuse('POSITION_CLOSE_QUEUED');
    const price = priceWithSpread(
      market,
      quote.last,
      sideOf(position.direction as Direction, 'close'),
      settings.marketSpreadBps,
    );
    const done = await closePosition(tx, position, market, position.quantity, price, now, { isForced: true });
    await insertManualCloseNotice(tx, done, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/closePosition',
      targetType: 'trade_position',
      targetId: position.id,
      reason,
      before: { status: position.status, quantity: position.quantity, lastPrice: quote.last },
      after: {
        status: done.status,
        exitPrice: done.exitPrice,
        grossPnl: formatMinor(done.grossPnlMinor ?? 0n, position.currency as Currency),
        memberId: position.memberId,
      },
      ip: context.ip,
      at: now,
    });
    return done;
  });
  return toAdminPosition({ ...closed, memberAccount: found.position.memberAccount }, null, now);
}

// ——— Exposure ———

interface Bucket {
  symbol: string;
  market: MarketCode;
  currency: Currency;
  positionCount: number;
  longQuantity: bigint;
  shortQuantity: bigint;
  lastPrice: string | null;
  longNotional: bigint;
  shortNotional: bigint;
  memberPnl: bigint;
}

/**
 * The broker's open exposure: every open position, long and short quantity and notional at the latest
 * price (at entry without one), members' floating P&L, and the broker's opposite; by instrument
 * (largest absolute net notional first) and by market.
 */
export async function exposure(context: StaffRequestContext): Promise<{
  instruments: InstrumentExposure[];
  markets: MarketExposure[];
  asOf: string;
}> {
  const { db, clock } = context.services;
  const rows = await findOpenPositionsForExposure(db);
  const bySymbol = new Map<string, Bucket>();
  for (const row of rows) {
    const currency = row.currency as Currency;
    const direction = row.direction as Direction;
    const price = row.last ?? row.entryPrice;
    const bucket: Bucket = bySymbol.get(row.symbol) ?? {
      symbol: row.symbol,
      market: row.market as MarketCode,
      currency,
      positionCount: 0,
      longQuantity: 0n,
      shortQuantity: 0n,
      lastPrice: row.last === null ? null : formatDecimal(decimal(row.last)),
      longNotional: 0n,
      shortNotional: 0n,
      memberPnl: 0n,
    };
    const notional = notionalMinor(currency, price, row.quantity);
    bucket.positionCount += 1;
    if (direction === 'long') {
      bucket.longQuantity += decimal(row.quantity);
      bucket.longNotional += notional;
    } else {
      bucket.shortQuantity += decimal(row.quantity);
      bucket.shortNotional += notional;
    }
    if (row.last !== null)
      bucket.memberPnl += grossPnlMinor(currency, direction, row.entryPrice, row.last, row.quantity);
    bySymbol.set(row.symbol, bucket);
  }
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const buckets = [...bySymbol.values()].sort((left, right) => {
    const difference =
      abs(right.longNotional - right.shortNotional) - abs(left.longNotional - left.shortNotional);
    return difference === 0n ? left.symbol.localeCompare(right.symbol) : difference > 0n ? 1 : -1;
  });
  const instruments = buckets.map((bucket): InstrumentExposure => ({
    symbol: bucket.symbol,
    market: bucket.market,
    currency: bucket.currency,
    positionCount: bucket.positionCount,
    longQuantity: formatDecimal(bucket.longQuantity),
    shortQuantity: formatDecimal(bucket.shortQuantity),
    netQuantity: formatDecimal(bucket.longQuantity - bucket.shortQuantity),
    lastPrice: bucket.lastPrice,
    longNotional: formatMinor(bucket.longNotional, bucket.currency),
    shortNotional: formatMinor(bucket.shortNotional, bucket.currency),
    netNotional: formatMinor(bucket.longNotional - bucket.shortNotional, bucket.currency),
    memberPnl: formatMinor(bucket.memberPnl, bucket.currency),
    brokerPnl: formatMinor(-bucket.memberPnl, bucket.currency),
  }));
  const byMarket = new Map<string, Bucket & { instrumentCount: number }>();
  for (const bucket of buckets) {
    const key = `${bucket.market}:${bucket.currency}`;
    const current = byMarket.get(key);
    if (!current) {
      byMarket.set(key, { ...bucket, instrumentCount: 1 });
      continue;
    }
    current.instrumentCount += 1;
    current.positionCount += bucket.positionCount;
    current.longNotional += bucket.longNotional;
    current.shortNotional += bucket.shortNotional;
    current.memberPnl += bucket.memberPnl;
  }
  const markets = [...byMarket.values()]
    .sort(
      (left, right) => left.market.localeCompare(right.market) || left.currency.localeCompare(right.currency),
    )
    .map((bucket): MarketExposure => ({
      market: bucket.market,
      currency: bucket.currency,
      instrumentCount: bucket.instrumentCount,
      positionCount: bucket.positionCount,
      longNotional: formatMinor(bucket.longNotional, bucket.currency),
      shortNotional: formatMinor(bucket.shortNotional, bucket.currency),
      netNotional: formatMinor(bucket.longNotional - bucket.shortNotional, bucket.currency),
      memberPnl: formatMinor(bucket.memberPnl, bucket.currency),
      brokerPnl: formatMinor(-bucket.memberPnl, bucket.currency),
    }));
  return { instruments, markets, asOf: clock.now().toISOString() };
}
