// The desk's in-memory book of pending orders, per instrument: opening limit orders sorted by limit
// per side (buys highest first, sells lowest first), and queued closes. An engine round asks it only
// for the orders a new price crossed — a binary search per instrument, so O(crossed + log n) rather
// than a read and a scan of every pending order. The book is NEVER the source of truth: it only
// chooses candidates. A fill still locks the order row in its own transaction and re-checks that it
// is pending; an order that turns out to have left pending is dropped from the book then.
//
// It is kept in step by the repository: an order inserted pending is added once its transaction
// commits, an order settled (filled or cancelled) is removed once its transaction commits (after-
// commit hooks, so a rollback never changes it). It is built from the database on the first round of
// a process, caught up every round with the orders written since (other processes' orders: on
// PostgreSQL only the engine's leader runs rounds), and rebuilt now and then (REBUILD_MS), which also
// forgets candidates whose removal another process committed. A restart rebuilds it.
import { decimal } from '@saham/domain/markets/decimal';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { afterCommit, rootDatabaseOf } from '../../db/transaction.ts';

/** What the book keeps of a pending order. */
export interface BookOrder {
  id: number;
  instrumentId: number;
  symbol: string;
  market: MarketCode;
  /** open (a limit order) | close (a queued close, executed at the next continuous price). */
  kind: 'open' | 'close';
  direction: 'long' | 'short';
  /** The limit as stored (an opening order fills at it); null for a queued close. */
  price: string | null;
  /** The limit, scaled (markets/decimal.ts); null for a queued close. */
  limit: bigint | null;
}

/** The fields of an order row the book is made from. */
export interface PendingOrderFields {
  id: number;
  instrumentId: number;
  symbol: string;
  market: MarketCode;
  kind: string;
  direction: string;
  priceType: string;
  price: string | null;
  status: string;
}

/** The book's entry for an order row, or null when the book has no use for it (a market order). */
export function bookOrderOf(row: PendingOrderFields): BookOrder | null {
  if (row.status !== 'pending') return null;
  const direction = row.direction === 'short' ? 'short' : 'long';
  if (row.kind === 'close') {
    return { ...pick(row), kind: 'close', direction, price: null, limit: null };
  }
  if (row.kind !== 'open' || row.priceType !== 'limit' || row.price === null) return null;
  return { ...pick(row), kind: 'open', direction, price: row.price, limit: decimal(row.price) };
}

function pick(row: PendingOrderFields) {
  return { id: row.id, instrumentId: row.instrumentId, symbol: row.symbol, market: row.market };
}

interface InstrumentOrders {
  symbol: string;
  market: MarketCode;
  /** Opening buys (long), limit descending then id: a price at or below a limit crosses a prefix. */
  buys: BookOrder[];
  /** Opening sells (short), limit ascending then id: a price at or above a limit crosses a prefix. */
  sells: BookOrder[];
  closes: Map<number, BookOrder>;
}

/** Whether `a` sorts before `b` on its side. */
function before(a: BookOrder, b: BookOrder): boolean {
  const limitA = a.limit ?? 0n;
  const limitB = b.limit ?? 0n;
  if (limitA !== limitB) return a.direction === 'long' ? limitA > limitB : limitA < limitB;
  return a.id < b.id;
}

/** The first index whose order does not sort before `order` (its place). */
function placeOf(side: readonly BookOrder[], order: BookOrder): number {
  let low = 0;
  let high = side.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(side[middle]!, order)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the side's first orders `last` crosses. */
function crossedCount(side: readonly BookOrder[], direction: 'long' | 'short', last: bigint): number {
  let low = 0;
  let high = side.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const limit = side[middle]!.limit ?? 0n;
    const isCrossed = direction === 'long' ? last <= limit : last >= limit;
    if (isCrossed) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class PendingOrderBook {
  private readonly byId = new Map<number, BookOrder>();
  private readonly byInstrument = new Map<number, InstrumentOrders>();
  private readonly byMarket = new Map<string, Set<number>>();

  get size(): number {
    return this.byId.size;
  }

  has(orderId: number): boolean {
    return this.byId.has(orderId);
  }

  /** Adds an order (again: nothing). */
  add(order: BookOrder): void {
    if (this.byId.has(order.id)) return;
    this.byId.set(order.id, order);
    let orders = this.byInstrument.get(order.instrumentId);
    if (!orders) {
      orders = { symbol: order.symbol, market: order.market, buys: [], sells: [], closes: new Map() };
      this.byInstrument.set(order.instrumentId, orders);
      const ids = this.byMarket.get(order.market) ?? new Set<number>();
      ids.add(order.instrumentId);
      this.byMarket.set(order.market, ids);
    }
    if (order.kind === 'close') {
      orders.closes.set(order.id, order);
      return;
    }
    const side = order.direction === 'long' ? orders.buys : orders.sells;
    side.splice(placeOf(side, order), 0, order);
  }

  /** Removes an order (not there: nothing). */
  remove(orderId: number): void {
    const order = this.byId.get(orderId);
    if (!order) return;
    this.byId.delete(orderId);
    const orders = this.byInstrument.get(order.instrumentId);
    if (!orders) return;
    if (order.kind === 'close') {
      orders.closes.delete(orderId);
    } else {
      const side = order.direction === 'long' ? orders.buys : orders.sells;
      const index = placeOf(side, order);
      if (side[index]?.id === orderId) side.splice(index, 1);
    }
    if (orders.buys.length + orders.sells.length + orders.closes.size === 0) {
      this.byInstrument.delete(order.instrumentId);
      const ids = this.byMarket.get(order.market);
      ids?.delete(order.instrumentId);
      if (ids?.size === 0) this.byMarket.delete(order.market);
    }
  }

  /**
   * The orders a round executes, by id: on the markets given, of each instrument with a last price
   * (`lastOf`, scaled; null when it has none), the opening orders whose limit the price reached (a
   * buy at or below its limit, a sell at or above) and every queued close.
   */
  candidates(markets: Iterable<string>, lastOf: (symbol: string) => bigint | null): BookOrder[] {
    const found: BookOrder[] = [];
    for (const market of markets) {
      for (const instrumentId of this.byMarket.get(market) ?? []) {
        const orders = this.byInstrument.get(instrumentId);
        if (!orders) continue;
        const last = lastOf(orders.symbol);
        if (last === null) continue;
        const buys = crossedCount(orders.buys, 'long', last);
        for (let index = 0; index < buys; index += 1) found.push(orders.buys[index]!);
        const sells = crossedCount(orders.sells, 'short', last);
        for (let index = 0; index < sells; index += 1) found.push(orders.sells[index]!);
        for (const close of orders.closes.values()) found.push(close);
      }
    }
    return found.sort((a, b) => a.id - b.id);
  }

  /** Every order in the book, by id (tests compare it with the database). */
  orders(): BookOrder[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }
}

type BookEvent = { kind: 'add'; order: BookOrder } | { kind: 'remove'; orderId: number };

/** A database's book and how it is kept: one per root database handle (a test app has its own). */
export interface BookKeeping {
  book: PendingOrderBook;
  /** The highest order id read from the database; each round reads the orders written after it. */
  watermark: number;
  /** Date.now() of the last build from the database. */
  builtAt: number;
  /** While a build reads the database: the changes committed meanwhile, replayed onto its result. */
  duringBuild: BookEvent[] | null;
}

const books = new WeakMap<Db, BookKeeping>();

/** How often (ms of wall time) a round rebuilds the book from the database. */
export const REBUILD_MS = 60_000;

function apply(keeping: BookKeeping, event: BookEvent): void {
  if (event.kind === 'add') keeping.book.add(event.order);
  else keeping.book.remove(event.orderId);
  keeping.duringBuild?.push(event);
}

function record(db: Db, event: BookEvent): void {
  const keeping = books.get(rootDatabaseOf(db));
  if (keeping) apply(keeping, event);
}

/** After `tx` commits, the book (if this database has one yet) holds the order when it is pending. */
export async function noteOrderWritten(tx: Db, row: PendingOrderFields): Promise<void> {
  const order = bookOrderOf(row);
  if (!order) return;
  const root = rootDatabaseOf(tx);
  await afterCommit(tx, async () => record(root, { kind: 'add', order }));
}

/** After `tx` commits, the book no longer holds the order (filled, cancelled, or found settled). */
export async function noteOrderSettled(tx: Db, orderId: number): Promise<void> {
  const root = rootDatabaseOf(tx);
  await afterCommit(tx, async () => record(root, { kind: 'remove', orderId }));
}

/** Drops an order from the book at once (a round found it no longer pending). */
export function forgetOrder(db: Db, orderId: number): void {
  record(db, { kind: 'remove', orderId });
}

export interface BookSource {
  /** The highest order id written so far (0 for none): where a build's catch-up starts. */
  maxOrderId(db: Db): Promise<number>;
  /** Every pending order (as rows), for a build. */
  allPending(db: Db): Promise<PendingOrderFields[]>;
  /** The orders (any status) with an id above `afterId`, for a round's catch-up. */
  writtenAfter(db: Db, afterId: number): Promise<PendingOrderFields[]>;
}

async function build(db: Db, keeping: BookKeeping, source: BookSource): Promise<void> {
  const events: BookEvent[] = [];
  keeping.duringBuild = events;
  try {
    // Read before the pending orders: whatever is written after it, the next catch-up reads.
    const highest = await source.maxOrderId(db);
    const rows = await source.allPending(db);
    const book = new PendingOrderBook();
    let watermark = Math.max(keeping.watermark, highest);
    for (const row of rows) {
      const order = bookOrderOf(row);
      if (order) book.add(order);
      if (row.id > watermark) watermark = row.id;
    }
    for (const event of events) {
      if (event.kind === 'add') book.add(event.order);
      else book.remove(event.orderId);
    }
    keeping.book = book;
    keeping.watermark = watermark;
    keeping.builtAt = Date.now();
  } finally {
    keeping.duringBuild = null;
  }
}

/**
 * The book of `db` for a round: built on first use and every REBUILD_MS, otherwise caught up with the
 * orders written since the last read (orders written by other processes; this process's own are
 * already in it).
 */
export async function bookForRound(db: Db, source: BookSource): Promise<PendingOrderBook> {
  const root = rootDatabaseOf(db);
  let keeping = books.get(root);
  if (!keeping) {
    keeping = { book: new PendingOrderBook(), watermark: 0, builtAt: 0, duringBuild: null };
    books.set(root, keeping);
    await build(root, keeping, source);
    return keeping.book;
  }
  if (Date.now() - keeping.builtAt >= REBUILD_MS) {
    await build(root, keeping, source);
    return keeping.book;
  }
  const rows = await source.writtenAfter(root, keeping.watermark);
  for (const row of rows) {
    const order = bookOrderOf(row);
    // Pending → filled | cancelled is one way: a row read settled is settled for good.
    if (order) keeping.book.add(order);
    else keeping.book.remove(row.id);
    if (row.id > keeping.watermark) keeping.watermark = row.id;
  }
  return keeping.book;
}

/** Rebuilds the book of `db` from the database now (tests: a restart; staff repairs). */
export async function rebuildBook(db: Db, source: BookSource): Promise<PendingOrderBook> {
  const root = rootDatabaseOf(db);
  const keeping = books.get(root) ?? {
    book: new PendingOrderBook(),
    watermark: 0,
    builtAt: 0,
    duringBuild: null,
  };
  books.set(root, keeping);
  await build(root, keeping, source);
  return keeping.book;
}

/** The book `db` has now, if any (tests). */
export function currentBook(db: Db): PendingOrderBook | null {
  return books.get(rootDatabaseOf(db))?.book ?? null;
}
