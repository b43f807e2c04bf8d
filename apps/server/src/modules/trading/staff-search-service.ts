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
import { dayRangeIn } from '@saham/domain/display-zone';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { findDisplayZone } from '../site-config/service.ts';
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

/** The From and To days as instants: calendar days in the display zone, as the back office shows times. */
async function dayBounds(
  db: Db,
  request: { from?: string | undefined; to?: string | undefined },
): Promise<{ from?: Date | undefined; until?: Date | undefined }> {
  if (!request.from && !request.to) return {};
  const zone = await findDisplayZone(db);
  const rangeOf = (day: string, field: string) => dayRangeIn(day, zone) ?? refuse('INVALID_INPUT', { field });
  return {
    from: request.from ? rangeOf(request.from, 'from').from : undefined,
    until: request.to ? rangeOf(request.to, 'to').until : undefined,
  };
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

async function toFilter<Status extends OrderStatus | PositionStatus>(
  db: Db,
  request: SearchRequest<Status>,
): Promise<SearchFilter<Status>> {
  const { from, until } = await dayBounds(db, request);
  return {
    account: request.account?.trim() || undefined,
    symbol: request.symbol?.trim().toUpperCase() || undefined,
    market: request.market,
    direction: request.direction,
    status: request.status,
    kind: request.kind,
    from,
    until,
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
  const filter = await toFilter(db, request);
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
  const filter = await toFilter(db, request);
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
