// The desk's book of pending orders (order-book.ts): which orders a price crosses, kept in step with
// inserts, cancels and fills, rebuilt from the database, never trusted over it — and, for any orders
// and prices, choosing exactly the orders a full scan of the pending orders would.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, like } from 'drizzle-orm';
import { tradeBuy, tradeCancel } from '@saham/contract/trading';
import { decimal } from '@saham/domain/markets/decimal';
import type { MarketCode } from '@saham/domain/markets/types';
import { ledgerAccounts } from '../../db/schema.ts';
import { tradeOrders } from '../../db/schema-trading.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { PendingOrderBook, currentBook, rebuildBook, type BookOrder } from './order-book.ts';
import { bookSource, isLimitReached } from './round.ts';
import { bucketsOf, enableMargin, runRound, useTradingTestApp } from './trading-test-helpers.ts';

function limitOrder(
  id: number,
  direction: 'long' | 'short',
  price: string,
  symbol = 'MY:1155',
  market: MarketCode = 'MY',
): BookOrder {
  return {
    id,
    instrumentId: Number.parseInt(symbol.replace(/\D/g, ''), 10) || 1,
    symbol,
    market,
    kind: 'open',
    direction,
    price,
    limit: decimal(price),
  };
}

function queuedClose(id: number, symbol = 'MY:1155', market: MarketCode = 'MY'): BookOrder {
  return { ...limitOrder(id, 'long', '1', symbol, market), kind: 'close', price: null, limit: null };
}

const ids = (orders: readonly BookOrder[]) => orders.map((order) => order.id);
const at = (prices: Record<string, string>) => (symbol: string) =>
  prices[symbol] === undefined ? null : decimal(prices[symbol]);

describe('the pending-order book', () => {
  it('offers the buys at or above the price and the sells at or below it, and every queued close', () => {
    const book = new PendingOrderBook();
    for (const order of [
      limitOrder(1, 'long', '9.80'),
      limitOrder(2, 'long', '10.00'),
      limitOrder(3, 'long', '9.90'),
      limitOrder(4, 'short', '10.20'),
      limitOrder(5, 'short', '10.10'),
      limitOrder(6, 'long', '9.90'),
      queuedClose(7),
    ])
      book.add(order);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '9.90' })))).toEqual([2, 3, 6, 7]);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '9.95' })))).toEqual([2, 7]);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '10.10' })))).toEqual([5, 7]);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '10.50' })))).toEqual([4, 5, 7]);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '9.00' })))).toEqual([1, 2, 3, 6, 7]);
    // Not trading, or no price: nothing.
    expect(book.candidates(['US'], at({ 'MY:1155': '9.00' }))).toEqual([]);
    expect(book.candidates(['MY'], at({}))).toEqual([]);
  });

  it('forgets a cancelled or filled order, and ignores an order it already holds or never held', () => {
    const book = new PendingOrderBook();
    book.add(limitOrder(1, 'long', '9.90'));
    book.add(limitOrder(2, 'long', '9.90'));
    book.add(limitOrder(2, 'long', '9.90'));
    book.add(queuedClose(3));
    expect(book.size).toBe(3);
    book.remove(1);
    book.remove(3);
    book.remove(99);
    expect(ids(book.candidates(['MY'], at({ 'MY:1155': '9.00' })))).toEqual([2]);
    book.remove(2);
    expect(book.size).toBe(0);
    expect(book.candidates(['MY'], at({ 'MY:1155': '9.00' }))).toEqual([]);
  });

  it('chooses exactly the orders a full scan would, whatever the orders, cancels and prices', () => {
    const symbols = ['MY:1155', 'MY:5225', 'US:AAPL'];
    const marketOf = (symbol: string): MarketCode => (symbol.startsWith('US:') ? 'US' : 'MY');
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        symbol: fc.constantFrom(...symbols),
        direction: fc.constantFrom('long' as const, 'short' as const),
        isClose: fc.boolean(),
        // Few distinct limits, so equal limits (ties by id) are common.
        cents: fc.integer({ min: 990, max: 1010 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    const price = fc.option(fc.integer({ min: 985, max: 1015 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 80 }),
        fc.tuple(price, price, price),
        fc.subarray(['MY', 'US']),
        (operations, prices, open) => {
          const book = new PendingOrderBook();
          const pending = new Map<number, BookOrder>();
          let nextId = 1;
          for (const step of operations) {
            if (step.kind === 'add') {
              const text = (step.cents / 100).toFixed(2);
              const market = marketOf(step.symbol);
              const order = step.isClose
                ? queuedClose(nextId, step.symbol, market)
                : limitOrder(nextId, step.direction, text, step.symbol, market);
              nextId += 1;
              book.add(order);
              pending.set(order.id, order);
            } else {
              const held = [...pending.keys()];
              const id = held.length === 0 ? step.pick : held[step.pick % held.length]!;
              book.remove(id);
              pending.delete(id);
            }
          }
          const lastText = new Map<string, string>();
          symbols.forEach((symbol, index) => {
            const cents = prices[index];
            if (cents !== null && cents !== undefined) lastText.set(symbol, (cents / 100).toFixed(2));
          });
          const scan = [...pending.values()]
            .filter((order) => {
              const last = lastText.get(order.symbol);
              if (!open.includes(order.market) || last === undefined) return false;
              return order.kind === 'close' || isLimitReached(order, last);
            })
            .sort((a, b) => a.id - b.id);
          const chosen = book.candidates(open, (symbol) => {
            const last = lastText.get(symbol);
            return last === undefined ? null : decimal(last);
          });
          expect(ids(chosen)).toEqual(ids(scan));
          expect(book.size).toBe(pending.size);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the book kept in step with the database', () => {
  let testApp: TestApp;
  const limitLong = {
    code: '1155',
    market: 'MY',
    direction: 'long',
    priceType: 'limit',
    price: '9.80',
    quantity: 200,
    leverage: 5,
  };
  const buy = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeBuy.path, body, { session: member.session });
  const bookIds = () => ids(currentBook(testApp.services.db)?.orders() ?? []);
  async function trader(): Promise<TestMember> {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    return member;
  }
  async function pendingIds(): Promise<number[]> {
    const rows = await testApp.services.db
      .select({ id: tradeOrders.id })
      .from(tradeOrders)
      .where(eq(tradeOrders.status, 'pending'))
      .orderBy(tradeOrders.id);
    return rows.map((row) => row.id);
  }

  useTradingTestApp((created) => {
    testApp = created;
  });

  it('is built by the first round, then follows orders placed, cancelled and filled', async () => {
    const member = await trader();
    const first = dataOf(await buy(member, limitLong), tradeBuy).order;
    // Built from the database by the first round.
    expect((await runRound(testApp, { 'MY:1155': '10.00' })).filled).toBe(0);
    expect(bookIds()).toEqual([first.id]);
    // Placed, and cancelled: in step at once (after each commit), before any round.
    const second = dataOf(await buy(member, { ...limitLong, price: '9.60' }), tradeBuy).order;
    const third = dataOf(await buy(member, { ...limitLong, price: '9.70' }), tradeBuy).order;
    expect(bookIds()).toEqual([first.id, second.id, third.id]);
    const cancelled = await postMember(
      testApp.app,
      tradeCancel.path,
      { orderId: second.id },
      { session: member.session },
    );
    expect(dataOf(cancelled, tradeCancel).status).toBe('cancelled');
    expect(bookIds()).toEqual([first.id, third.id]);
    // A market order never waits in the book.
    expect(dataOf(await buy(member, { ...limitLong, priceType: 'market' }), tradeBuy).order.status).toBe(
      'filled',
    );
    expect(bookIds()).toEqual([first.id, third.id]);
    // 9.75 crosses the 9.80 buy only; the fill takes it out of the book.
    expect((await runRound(testApp, { 'MY:1155': '9.75' })).filled).toBe(1);
    expect(bookIds()).toEqual([third.id]);
    expect(bookIds()).toEqual(await pendingIds());
    expect((await runRound(testApp, { 'MY:1155': '9.70' })).filled).toBe(1);
    expect(bookIds()).toEqual([]);
    expect(await pendingIds()).toEqual([]);
  });

  it('is rebuilt from the database as after a restart, equal to the pending orders', async () => {
    const member = await trader();
    for (const price of ['9.10', '9.20', '9.30']) await buy(member, { ...limitLong, price });
    const rebuilt = await rebuildBook(testApp.services.db, bookSource);
    expect(ids(rebuilt.orders())).toEqual(await pendingIds());
    expect(rebuilt.size).toBe(3);
    expect((await runRound(testApp, { 'MY:1155': '9.20' })).filled).toBe(2);
    expect(bookIds()).toEqual(await pendingIds());
    expect(bookIds()).toHaveLength(1);
  });

  it('is never trusted: an order settled behind its back is re-checked, not filled, and dropped', async () => {
    const member = await trader();
    const { order } = dataOf(await buy(member, { ...limitLong, price: '9.00' }), tradeBuy);
    expect(bookIds()).toContain(order.id);
    const before = await bucketsOf(testApp, member.memberId, 'MYR');
    // As another process would: the row leaves pending without this process's book hearing of it.
    await testApp.services.db
      .update(tradeOrders)
      .set({ status: 'cancelled', cancelledAt: testApp.clock.now() })
      .where(eq(tradeOrders.id, order.id));
    expect(bookIds()).toContain(order.id);
    expect((await runRound(testApp, { 'MY:1155': '8.50' })).filled).toBe(1);
    expect(bookIds()).not.toContain(order.id);
    // Only the other pending order (9.10, left by the previous test) filled; this one did not.
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(before);
    // Put back to pending so the ledger invariants (frozen = pending orders' funds) still hold.
    await testApp.services.db
      .update(tradeOrders)
      .set({ status: 'pending', cancelledAt: null })
      .where(eq(tradeOrders.id, order.id));
    await rebuildBook(testApp.services.db, bookSource);
    expect(bookIds()).toEqual([order.id]);
    expect((await runRound(testApp, { 'MY:1155': '8.50' })).filled).toBe(1);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({ frozen: 0n });
  });

  it('catches up with orders another process wrote, at the next round', async () => {
    const member = await trader();
    const { order } = dataOf(await buy(member, { ...limitLong, price: '9.40' }), tradeBuy);
    // As if another process had placed it: the row is there, this process's book never heard of it.
    currentBook(testApp.services.db)?.remove(order.id);
    expect(bookIds()).not.toContain(order.id);
    // The round reads the orders written since its last read, then fills the crossed one.
    await rebuildBook(testApp.services.db, bookSource);
    currentBook(testApp.services.db)?.remove(order.id);
    const other = dataOf(await buy(member, { ...limitLong, price: '9.45' }), tradeBuy).order;
    currentBook(testApp.services.db)?.remove(other.id);
    expect(bookIds()).toEqual([]);
    expect((await runRound(testApp, { 'MY:1155': '9.40' })).filled).toBe(1);
    // Written after the book's last read: found by the catch-up and filled. The older one is found
    // by the next rebuild (REBUILD_MS), as a restart would.
    expect(await pendingIds()).toEqual([order.id]);
    await rebuildBook(testApp.services.db, bookSource);
    expect((await runRound(testApp, { 'MY:1155': '9.40' })).filled).toBe(1);
    expect(await pendingIds()).toEqual([]);
  });

  it('settles each order once when cancels race a crossing round, and ends in step with the database', async () => {
    const member = await trader();
    const placed: number[] = [];
    for (let index = 0; index < 8; index += 1)
      placed.push(dataOf(await buy(member, { ...limitLong, price: '9.50' }), tradeBuy).order.id);
    const cancels = placed
      .filter((_, index) => index % 2 === 0)
      .map((orderId) => postMember(testApp.app, tradeCancel.path, { orderId }, { session: member.session }));
    const [round, ...answers] = await Promise.all([runRound(testApp, { 'MY:1155': '9.50' }), ...cancels]);
    const cancelled = answers.filter((answer) => answer.body.status === 1).length;
    expect((round?.filled ?? 0) + cancelled).toBe(8);
    expect((await runRound(testApp, { 'MY:1155': '9.50' })).filled).toBe(0);
    expect(await pendingIds()).toEqual([]);
    expect(bookIds()).toEqual([]);
    const statuses = await testApp.services.db
      .select({ status: tradeOrders.status })
      .from(tradeOrders)
      .where(eq(tradeOrders.memberId, member.memberId));
    expect(statuses.filter((row) => row.status === 'filled')).toHaveLength(round?.filled ?? 0);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({ frozen: 0n });
  });

  it("posts a fill's fee and tax to the member's shard of the house accounts", async () => {
    let member = await trader();
    // A member of shard 0 would post to 'main' either way: take one of another shard.
    if (houseBucketOf(member.memberId) === 'main') member = await trader();
    const shard = houseBucketOf(member.memberId);
    expect(shard).not.toBe('main');
    await buy(member, { ...limitLong, priceType: 'market' });
    for (const house of ['house:fees', 'house:taxes']) {
      const rows = await testApp.services.db
        .select({ bucket: ledgerAccounts.bucket, balance: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerKey, house), like(ledgerAccounts.bucket, 'main%')));
      const own = rows.find((row) => row.bucket === shard);
      expect(own?.balance ?? 0n).toBeGreaterThan(0n);
    }
  });
});
