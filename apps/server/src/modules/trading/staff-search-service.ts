// Staff searches of the book (issue 5 §5): orders and positions filtered by member, instrument,
// market, direction, status and day, ten a page with totals per currency over every match, and one
// position with its fills. Money is bigint minor units throughout; amounts leave as exact decimal strings.
import type {
  AdminFill,
  AdminOrder,
  AdminPosition,
  AdminPositionDetail,
} from '@saham/contract/admin-trading';
import type { OrderKind, OrderStatus, PositionStatus } from '@saham/contract/trading';
import type { Paged } from '@saham/contract/envelope';
import type { Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import { toPaged } from '../../db/paging.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { findFills } from './positions-repo.ts';
import type { PositionRow } from './rows.ts';
import { toOrder, toPosition } from './service.ts';
import {
  findOrderPage,
  findOrderTotalsRows,
  findPositionPage,
  findPositionTotalsRows,
  findPositionWithAccount,
  type SearchFilter,
} from './staff-repo.ts';

/** Day filters are calendar days in Malaysia (UTC+8), where the desk works. */
const DESK_UTC_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

function dayStart(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00${DESK_UTC_OFFSET}`);
  // `2026-02-31` parses to 3 March in some engines: only a day that round-trips is a day.
  const roundTrip = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (Number.isNaN(at.getTime()) || roundTrip !== day) refuse('INVALID_INPUT', { field });
  return at;
}

interface SearchRequest<Status extends OrderStatus | PositionStatus> {
  account?: string | undefined;
  symbol?: string | undefined;
  market?: MarketCode | undefined;
  direction?: Direction | undefined;
  status?: Status | undefined;
  kind?: OrderKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function toFilter<Status extends OrderStatus | PositionStatus>(
  request: SearchRequest<Status>,
): SearchFilter<Status> {
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

interface Sums {
  count: number;
  first: bigint;
  second: bigint;
}

function addTo(sums: Map<Currency, Sums>, currency: Currency, first: bigint, second: bigint): void {
  const current = sums.get(currency) ?? { count: 0, first: 0n, second: 0n };
  sums.set(currency, {
    count: current.count + 1,
    first: current.first + first,
    second: current.second + second,
  });
}

function sortedCurrencies(sums: Map<Currency, Sums>): [Currency, Sums][] {
  return [...sums.entries()].sort(([left], [right]) => left.localeCompare(right));
}

export async function searchOrders(
  context: StaffRequestContext,
  request: SearchRequest<OrderStatus> & { page: number },
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
  const sums = new Map<Currency, Sums>();
  for (const row of totalsRows) {
    const currency = row.currency;
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
  currency: Currency;
  status: PositionStatus;
  direction: Direction;
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
export function profitMinorOf(row: Valued): bigint {
  const currency = row.currency;
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
  return grossPnlMinor(currency, row.direction, row.entryPrice, row.last, row.quantity);
}

export function toAdminPosition(
  row: PositionRow & { memberAccount: string },
  last: string | null,
  now: Date,
): AdminPosition {
  return { ...toPosition(row, last, now), memberId: row.memberId, memberAccount: row.memberAccount };
}

export async function searchPositions(
  context: StaffRequestContext,
  request: SearchRequest<PositionStatus> & { page: number },
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
  const sums = new Map<Currency, Sums>();
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
  const currency = found.position.currency;
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
