// SQL of trading: orders, positions, fills, the desk's settings and members' trading permissions.
import { and, asc, count, desc, eq, gt, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import {
  DESK_TAG,
  instrumentTag,
  invalidateCached,
  MARKETS_TAG,
  memberTag,
  readCachesOf,
  readThrough,
} from '../../cache/read-caches.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { noteOrderSettled, noteOrderWritten, type PendingOrderFields } from './order-book.ts';
import { ledgerAccounts, members } from '../../db/schema.ts';
import { instruments, markets } from '../../db/schema-markets.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import type { MarketRow } from '../markets/repo.ts';
import type { Holiday } from '@saham/domain/markets/types';
import { quotes } from '../../db/schema-prices.ts';
import {
  memberTradingSettings,
  tradeFills,
  tradeOrders,
  tradePositions,
  tradingSettings,
} from '../../db/schema-trading.ts';

export type OrderRow = typeof tradeOrders.$inferSelect;
export type NewOrder = typeof tradeOrders.$inferInsert;
export type PositionRow = typeof tradePositions.$inferSelect;
export type NewPosition = typeof tradePositions.$inferInsert;
export type FillRow = typeof tradeFills.$inferSelect;
export type NewFill = typeof tradeFills.$inferInsert;

export interface DeskSettings {
  marketSpreadBps: number;
  maintenanceMarginPercent: number;
}

const DEFAULT_DESK_SETTINGS: DeskSettings = { marketSpreadBps: 0, maintenanceMarginPercent: 50 };

/** The desk's settings through the read caches (`desk`, dropped when staff change them). */
export async function readDeskSettings(db: Db): Promise<DeskSettings> {
  const found = await readThrough(
    readCachesOf(db),
    (caches) => caches.deskSettings,
    'desk',
    async () => {
      const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.id, 1));
      return row
        ? { marketSpreadBps: row.marketSpreadBps, maintenanceMarginPercent: row.maintenanceMarginPercent }
        : DEFAULT_DESK_SETTINGS;
    },
    () => [DESK_TAG],
  );
  return found ?? DEFAULT_DESK_SETTINGS;
}

export async function writeDeskSettings(db: Db, settings: DeskSettings, now: Date): Promise<void> {
  await db
    .insert(tradingSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: tradingSettings.id, set: { ...settings, updatedAt: now } });
  await invalidateCached(db, [DESK_TAG]);
}

export async function setMarginEnabled(db: Db, memberId: number, isMarginEnabled: boolean, now: Date) {
  await db
    .insert(memberTradingSettings)
    .values({ memberId, isMarginEnabled, updatedAt: now })
    .onConflictDoUpdate({ target: memberTradingSettings.memberId, set: { isMarginEnabled, updatedAt: now } });
  await invalidateCached(db, [memberTag(memberId)]);
}

export interface TraderFacts {
  isTradeForbidden: boolean;
  isMarginEnabled: boolean;
}

/** What placing an order checks of the member: account state, real name, fund password, margin. */
export interface TraderPermissions extends TraderFacts {
  realNameStatus: string;
  hasFundPassword: boolean;
}

function traderQuery(db: Db) {
  return preparedOn(db, 'trade_trader', (root, name) =>
    root
      .select({
        isTradeForbidden: members.isTradeForbidden,
        realNameStatus: members.realNameStatus,
        hasFundPassword: sql<boolean>`${members.fundPasswordHash} is not null`,
        isMarginEnabled: memberTradingSettings.isMarginEnabled,
      })
      .from(members)
      .leftJoin(memberTradingSettings, eq(memberTradingSettings.memberId, members.id))
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare(name),
  );
}

/**
 * The member's trading permissions through the read caches (`member:<id>`: every write of the member's
 * row drops it, and so does a change of their margin permission); null for an unknown member.
 */
export async function readTraderPermissions(db: Db, memberId: number): Promise<TraderPermissions | null> {
  return readThrough(
    readCachesOf(db),
    (caches) => caches.traders,
    String(memberId),
    async () => {
      const [row] = await traderQuery(db).execute({ memberId });
      return row
        ? {
            isTradeForbidden: row.isTradeForbidden,
            realNameStatus: row.realNameStatus,
            hasFundPassword: row.hasFundPassword === true,
            isMarginEnabled: row.isMarginEnabled ?? false,
          }
        : null;
    },
    () => [memberTag(memberId)],
  );
}

export async function readTraderFacts(db: Db, memberId: number): Promise<TraderFacts> {
  const found = await readTraderPermissions(db, memberId);
  return {
    isTradeForbidden: found?.isTradeForbidden ?? true,
    isMarginEnabled: found?.isMarginEnabled ?? false,
  };
}

export type InstrumentRow = typeof instruments.$inferSelect;

/** An instrument a code names, with its market's row and the market's holidays of a date range. */
export interface TradeListing {
  instrument: InstrumentRow;
  marketRow: MarketRow | null;
  holidays: Holiday[];
}

/** The listing query by symbol (`MARKET:CODE`) or by code: prepared, with three placeholders. */
function listingQuery(db: Db, isSymbol: boolean) {
  return preparedOn(db, isSymbol ? 'trade_listing_symbol' : 'trade_listing_code', (root, name) => {
    const code = sql.placeholder('code');
    const holidays = sql<
      Holiday[] | null
    >`(select json_agg(json_build_object('date', h.date::text, 'name', h.name)
      order by h.date) from ${marketHolidays} h where h.market = ${instruments.market}
      and h.date between ${sql.placeholder('holidaysFrom')}::date and ${sql.placeholder('holidaysTo')}::date)`;
    return root
      .select({ instrument: instruments, marketRow: markets, holidays })
      .from(instruments)
      .leftJoin(markets, eq(markets.code, instruments.market))
      .where(isSymbol ? eq(instruments.symbol, code) : eq(instruments.code, code))
      .orderBy(asc(instruments.id))
      .prepare(name);
  });
}

/**
 * The instruments `code` names (a symbol `MARKET:CODE`, or a code on any market), by id, with their
 * markets and holidays between the dates, through the read caches: dropped by any write of the
 * markets, their holidays or the instruments (`markets`, `instrument:<id>`).
 */
export async function readTradeListings(
  db: Db,
  code: string,
  holidaysFrom: string,
  holidaysTo: string,
): Promise<TradeListing[]> {
  const isSymbol = code.includes(':');
  const listings = await readThrough(
    readCachesOf(db),
    (caches) => caches.tradeListings,
    `${isSymbol ? 'symbol' : 'code'}|${code}|${holidaysFrom}|${holidaysTo}`,
    async () => {
      const rows = await listingQuery(db, isSymbol).execute({ code, holidaysFrom, holidaysTo });
      return rows.map(({ instrument, marketRow, holidays }) => ({
        instrument,
        marketRow,
        holidays: holidays ?? [],
      }));
    },
    (found) => [MARKETS_TAG, ...found.map(({ instrument }) => instrumentTag(instrument.id))],
  );
  return listings ?? [];
}

export async function findInstrumentBySymbol(db: Db, symbol: string): Promise<InstrumentRow | null> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  return row ?? null;
}

export async function findInstrumentsByCode(db: Db, code: string): Promise<InstrumentRow[]> {
  return db.select().from(instruments).where(eq(instruments.code, code)).orderBy(asc(instruments.id));
}

export async function findInstrumentsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, InstrumentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(instruments)
    .where(inArray(instruments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface PriceNow {
  last: string;
  prevClose: string;
}

export async function findPrice(db: Db, instrumentId: number): Promise<PriceNow | null> {
  const [row] = await db
    .select({ last: quotes.last, prevClose: quotes.prevClose })
    .from(quotes)
    .where(eq(quotes.instrumentId, instrumentId));
  return row ?? null;
}

export async function findPrices(db: Db, instrumentIds: readonly number[]): Promise<Map<number, string>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .select({ instrumentId: quotes.instrumentId, last: quotes.last })
    .from(quotes)
    .where(inArray(quotes.instrumentId, [...instrumentIds]));
  return new Map(rows.map((row) => [row.instrumentId, row.last]));
}

export async function availableMinorOf(db: Db, memberId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKey, `member:${memberId}`),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.bucket, 'available'),
      ),
    );
  return row?.balance ?? 0n;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(tradeOrders).values(order).returning();
  if (!row) throw new Error('order not written');
  // A pending limit order or queued close joins the desk's book once this commits.
  await noteOrderWritten(db, row);
  return row;
}

/** The order, its row locked until the transaction ends. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId)).for('update');
  return row ?? null;
}

/** Moves a pending order on; false when it had already left pending (someone else won). */
export async function settleOrder(
  db: Db,
  orderId: number,
  change: Partial<Pick<OrderRow, 'status' | 'fillPrice' | 'filledAt' | 'cancelledAt' | 'positionId'>>,
): Promise<boolean> {
  const rows = await db
    .update(tradeOrders)
    .set(change)
    .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.status, 'pending')))
    .returning({ id: tradeOrders.id });
  if (rows.length !== 1) return false;
  // It leaves the desk's book once this commits.
  await noteOrderSettled(db, orderId);
  return true;
}

/**
 * A pending opening order's fill, in ONE statement (data-modifying CTEs): opens the position, records
 * the fill and marks the order filled with that position (guarded: only while pending). Returns the
 * position. The caller holds the order's row lock and has checked it pending; should the order have
 * left pending anyway, it throws and the transaction rolls back. Replaces three round trips.
 */
export async function writeOpenFill(
  db: Db,
  orderId: number,
  position: NewPosition,
  fill: Omit<NewFill, 'positionId'>,
): Promise<PositionRow> {
  const openedId = sql`(select id from opened)`;
  const opened = db.insert(tradePositions).values(position).returning({ id: tradePositions.id });
  const filled = db.insert(tradeFills).values({ ...fill, positionId: openedId });
  const settled = db
    .update(tradeOrders)
    .set({ status: 'filled', fillPrice: fill.price, filledAt: fill.createdAt, positionId: openedId })
    .where(and(eq(tradeOrders.id, orderId), eq(tradeOrders.status, 'pending')))
    .returning({ id: tradeOrders.id });
  const result: unknown =
    await db.execute(sql`with opened as (${opened.getSQL()}), filled as (${filled.getSQL()}),
    settled as (${settled.getSQL()})
    select (select id from opened) as position_id, (select count(*) from settled)::int as settled`);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const positionId = Number(Reflect.get(row ?? {}, 'position_id'));
  if (!Number.isSafeInteger(positionId) || Number(Reflect.get(row ?? {}, 'settled')) !== 1)
    throw new Error(`order ${orderId} was not pending when filled`);
  // It leaves the desk's book once this commits.
  await noteOrderSettled(db, orderId);
  return {
    parentId: null,
    exitPrice: null,
    closeFeeMinor: null,
    closeTaxMinor: null,
    grossPnlMinor: null,
    isForcedClose: false,
    closedAt: null,
    ...position,
    id: positionId,
  };
}

/** A market order that fills at once, as `trade_fill_market_order` (migration 0022) writes it. */
export interface MarketFill {
  orderNo: string;
  positionNo: string;
  memberId: number;
  instrumentId: number;
  symbol: string;
  market: string;
  currency: string;
  direction: string;
  quantity: string;
  leverage: number;
  price: string;
  notionalMinor: bigint;
  marginMinor: bigint;
  feeMinor: bigint;
  taxMinor: bigint;
  createdAt: Date;
  lockedUntil: Date;
  /** The member's shard of the fees and taxes house accounts. */
  houseBucket: string;
}

/**
 * The filled order, its position, its fill and its margin, fee and tax entries in ONE statement
 * (on its own or in the caller's transaction, run through `runPostingStatement`). Returns the order and
 * the position as written; throws, writing nothing, when an entry was not written whole.
 */
export async function writeMarketFill(
  db: Db,
  fill: MarketFill,
): Promise<{ order: OrderRow; position: PositionRow }> {
  // One `trade_open` entry (migration 0023), whole: every account moved, every line and counter written.
  const expected = 1;
  const result: unknown = await db.execute(sql`select order_id::text as order_id,
    position_id::text as position_id, entry_count, whole_count from trade_fill_market_order(
    ${fill.orderNo}::text, ${fill.positionNo}::text, ${fill.memberId}::integer, ${fill.instrumentId}::integer,
    ${fill.symbol}::text, ${fill.market}::text, ${fill.currency}::text, ${fill.direction}::text,
    ${fill.quantity}::numeric, ${fill.leverage}::integer, ${fill.price}::numeric,
    ${fill.notionalMinor.toString()}::bigint, ${fill.marginMinor.toString()}::bigint,
    ${fill.feeMinor.toString()}::bigint, ${fill.taxMinor.toString()}::bigint,
    ${fill.createdAt.toISOString()}::timestamptz, ${fill.lockedUntil.toISOString()}::timestamptz,
    ${fill.houseBucket}::text)`);
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const orderId = Number(Reflect.get(row ?? {}, 'order_id'));
  const positionId = Number(Reflect.get(row ?? {}, 'position_id'));
  const entries = Number(Reflect.get(row ?? {}, 'entry_count'));
  const whole = Number(Reflect.get(row ?? {}, 'whole_count'));
  if (
    !Number.isSafeInteger(orderId) ||
    !Number.isSafeInteger(positionId) ||
    entries !== expected ||
    whole !== expected
  )
    throw new Error(`market order fill was not written whole: ${JSON.stringify(row)}`);
  const common = {
    memberId: fill.memberId,
    instrumentId: fill.instrumentId,
    symbol: fill.symbol,
    market: fill.market,
    currency: fill.currency,
    direction: fill.direction,
    priceType: 'market',
    quantity: fill.quantity,
    leverage: fill.leverage,
  };
  return {
    order: {
      ...common,
      id: orderId,
      orderNo: fill.orderNo,
      kind: 'open',
      price: null,
      status: 'filled',
      frozenMinor: 0n,
      positionId,
      fillPrice: fill.price,
      createdAt: fill.createdAt,
      filledAt: fill.createdAt,
      cancelledAt: null,
    },
    position: {
      ...common,
      id: positionId,
      positionNo: fill.positionNo,
      entryPrice: fill.price,
      marginMinor: fill.marginMinor,
      openFeeMinor: fill.feeMinor,
      openTaxMinor: fill.taxMinor,
      status: 'holding',
      openOrderId: orderId,
      parentId: null,
      openedAt: fill.createdAt,
      lockedUntil: fill.lockedUntil,
      exitPrice: null,
      closeFeeMinor: null,
      closeTaxMinor: null,
      grossPnlMinor: null,
      isForcedClose: false,
      closedAt: null,
    },
  };
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
  return row ?? null;
}

export async function insertPosition(db: Db, position: NewPosition): Promise<PositionRow> {
  const [row] = await db.insert(tradePositions).values(position).returning();
  if (!row) throw new Error('position not written');
  return row;
}

export async function lockPosition(db: Db, positionId: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(tradePositions).where(eq(tradePositions.id, positionId)).for('update');
  return row ?? null;
}

export async function findPosition(db: Db, positionId: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(tradePositions).where(eq(tradePositions.id, positionId));
  return row ?? null;
}

export async function updatePosition(
  db: Db,
  positionId: number,
  change: Partial<NewPosition>,
): Promise<PositionRow> {
  const [row] = await db
    .update(tradePositions)
    .set(change)
    .where(eq(tradePositions.id, positionId))
    .returning();
  if (!row) throw new Error(`position ${positionId} vanished`);
  return row;
}

export async function insertFill(db: Db, fill: NewFill): Promise<void> {
  await db.insert(tradeFills).values(fill);
}

export async function findFills(db: Db, positionIds: readonly number[]): Promise<FillRow[]> {
  if (positionIds.length === 0) return [];
  return db
    .select()
    .from(tradeFills)
    .where(inArray(tradeFills.positionId, [...positionIds]))
    .orderBy(asc(tradeFills.id));
}

export async function findOrderPage(
  db: Db,
  memberId: number,
  status: 'pending' | 'filled' | 'cancelled' | 'all',
  page: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(tradeOrders.memberId, memberId),
    status === 'all' ? undefined : eq(tradeOrders.status, status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tradeOrders)
      .where(where)
      .orderBy(desc(tradeOrders.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradeOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPositionPage(
  db: Db,
  memberId: number,
  filter: SQL | undefined,
  page: number,
): Promise<{ rows: PositionRow[]; total: number }> {
  const where = and(eq(tradePositions.memberId, memberId), filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tradePositions)
      .where(where)
      .orderBy(desc(tradePositions.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(tradePositions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const bookFields = {
  id: tradeOrders.id,
  instrumentId: tradeOrders.instrumentId,
  symbol: tradeOrders.symbol,
  market: tradeOrders.market,
  kind: tradeOrders.kind,
  direction: tradeOrders.direction,
  priceType: tradeOrders.priceType,
  price: tradeOrders.price,
  status: tradeOrders.status,
};

/** The highest order id (0 without orders). */
export async function findMaxOrderId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(tradeOrders.id) }).from(tradeOrders);
  return Number(row?.id ?? 0);
}

/** Every pending order, as the desk's book keeps it (a build of the book). */
export async function findPendingBookRows(db: Db): Promise<PendingOrderFields[]> {
  return db.select(bookFields).from(tradeOrders).where(eq(tradeOrders.status, 'pending'));
}

/** The orders of any status written after order `afterId` (a round's catch-up of the book). */
export async function findOrdersWrittenAfter(db: Db, afterId: number): Promise<PendingOrderFields[]> {
  return db
    .select(bookFields)
    .from(tradeOrders)
    .where(gt(tradeOrders.id, afterId))
    .orderBy(asc(tradeOrders.id));
}

/** Holding positions on the markets given (forced-close candidates). */
export async function findHoldingPositions(db: Db, marketCodes: readonly string[]): Promise<PositionRow[]> {
  if (marketCodes.length === 0) return [];
  return db
    .select()
    .from(tradePositions)
    .where(and(eq(tradePositions.status, 'holding'), inArray(tradePositions.market, [...marketCodes])))
    .orderBy(asc(tradePositions.id));
}

export const positionFilters = {
  open: ne(tradePositions.status, 'closed'),
  closed: eq(tradePositions.status, 'closed'),
  stockMarkets: sql`${tradePositions.market} not in ('CRYPTO', 'FX')`,
  lockedAt: (now: Date) => sql`${tradePositions.lockedUntil} > ${now.toISOString()}::timestamptz`,
  unlockedAt: (now: Date) => sql`${tradePositions.lockedUntil} <= ${now.toISOString()}::timestamptz`,
  market: (code: string) => eq(tradePositions.market, code),
};
