import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fundRecords } from '@saham/contract/fund-records';
import {
  tradeBuy,
  tradeCancel,
  tradeDividends,
  tradePositionDetail,
  tradeSell,
} from '@saham/contract/trading';
import { notices } from '../../db/schema.ts';
import { tradeCorporateActions } from '../../db/schema-corporate-actions.ts';
import { corporateActions } from '../../db/schema-markets.ts';
import { tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { createMarketEngine } from '../quotes/engine.ts';
import {
  applyAction,
  applyDueCorporateActions,
  payDividend,
  findDueActions,
  findDuePayments,
} from './corporate-actions.ts';
import { currentBook, rebuildBook } from './order-book.ts';
import { bookSource } from './round.ts';
import {
  bucketsOf,
  enableMargin,
  instrumentIdOf,
  runRound,
  setQuote,
  unlockPosition,
} from './trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC (10:00 in Kuala Lumpur). The
// actions below go ex on Tuesday 24 November; the clock moves a day on to reach them.
const DAY = 86_400_000;
const NOTHING = { dividends: 0, paid: 0, splits: 0, cancelledOrders: 0, failed: 0 };

describe('corporate actions on open positions', () => {
  let testApp: TestApp;
  const now = () => testApp.clock.now();
  const apply = () => applyDueCorporateActions(testApp.services.db, now());
  /** Applies at a known instant (the clock runs in real time), to compare with recorded times. */
  const applyAt = (at: Date) => applyDueCorporateActions(testApp.services.db, at);

  async function trader(myr: bigint): Promise<TestMember> {
    const member = await verifiedMemberWith(testApp, { MYR: myr });
    await enableMargin(testApp, member.memberId);
    return member;
  }

  async function open(member: TestMember, code: string, direction: 'long' | 'short', quantity = 200) {
    const answer = await postMember(
      testApp.app,
      tradeBuy.path,
      { code, market: 'MY', direction, priceType: 'market', quantity, leverage: 5 },
      { session: member.session },
    );
    const position = dataOf(answer, tradeBuy).position;
    if (!position) throw new Error('no position');
    return position;
  }

  async function addAction(symbol: string, values: Partial<typeof corporateActions.$inferInsert>) {
    const instrumentId = await instrumentIdOf(testApp, symbol);
    await testApp.services.db.insert(corporateActions).values({
      instrumentId,
      kind: 'dividend',
      exDate: '2026-11-24',
      ...values,
    });
  }

  async function positionRow(id: number) {
    const [row] = await testApp.services.db.select().from(tradePositions).where(eq(tradePositions.id, id));
    if (!row) throw new Error('no position row');
    return row;
  }

  async function applications(positionId: number) {
    return testApp.services.db
      .select()
      .from(tradeCorporateActions)
      .where(eq(tradeCorporateActions.positionId, positionId));
  }

  /** Runs `work` with the clock a day back (the day before the ex-date). */
  async function dayBefore<T>(work: () => Promise<T>): Promise<T> {
    testApp.clock.advance(-DAY);
    try {
      return await work();
    } finally {
      testApp.clock.advance(DAY);
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await setQuote(testApp, 'MY:1155', '10.00');
    await setQuote(testApp, 'MY:1295', '4.00');
  }, 60_000);
  afterEach(async () => {
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('a dividend and a split going ex', () => {
    let longMember: TestMember;
    let shortMember: TestMember;
    let poorShort: TestMember;
    let splitMember: TestMember;
    let longId = 0;
    let shortId = 0;
    let poorShortId = 0;
    let splitId = 0;

    beforeAll(async () => {
      longMember = await trader(1_000_000n);
      shortMember = await trader(1_000_000n);
      longId = (await open(longMember, '1155', 'long')).id;
      shortId = (await open(shortMember, '1155', 'short')).id;
      // Left with RM10.00 available after opening: the rest of a dividend comes out of margin.
      const afterOpen = await bucketsOf(testApp, shortMember.memberId, 'MYR');
      poorShort = await trader(1_000_000n - afterOpen.available + 1_000n);
      poorShortId = (await open(poorShort, '1155', 'short')).id;
      expect((await bucketsOf(testApp, poorShort.memberId, 'MYR')).available).toBe(1_000n);
      splitMember = await trader(1_000_000n);
      splitId = (await open(splitMember, '1295', 'long', 300)).id;
      // No pay date in the data: the cash moves on the ex-date (see 'a dividend paid on its pay date').
      await addAction('MY:1155', { kind: 'dividend', amount: '0.28' });
      await addAction('MY:1295', { kind: 'split', splitFrom: 1, splitTo: 2, amount: null });
    });

    it('does nothing before the ex-date', async () => {
      expect(await apply()).toEqual(NOTHING);
      expect(await applications(longId)).toEqual([]);
    });

    it('pays a long 0.28 × 200 = RM56.00 and charges a short the same, through the ledger', async () => {
      testApp.clock.advance(DAY);
      const longBefore = await bucketsOf(testApp, longMember.memberId, 'MYR');
      const shortBefore = await bucketsOf(testApp, shortMember.memberId, 'MYR');
      const at = now();
      const outcome = await applyAt(at);
      expect(outcome.failed).toBe(0);
      expect(outcome.splits).toBeGreaterThanOrEqual(1);
      expect(await bucketsOf(testApp, longMember.memberId, 'MYR')).toEqual({
        ...longBefore,
        available: longBefore.available + 5_600n,
      });
      expect(await bucketsOf(testApp, shortMember.memberId, 'MYR')).toEqual({
        ...shortBefore,
        available: shortBefore.available - 5_600n,
      });
      expect(await applications(longId)).toMatchObject([
        {
          kind: 'dividend',
          amountMinor: 5_600n,
          perShare: '0.28',
          quantity: '200',
          direction: 'long',
          status: 'paid',
          paidAt: at,
        },
      ]);
      expect(await applications(shortId)).toMatchObject([
        { kind: 'dividend', amountMinor: -5_600n, fromMarginMinor: 0n, absorbedMinor: 0n },
      ]);
      const records = dataOf(
        await postMember(
          testApp.app,
          fundRecords.path,
          { type: 'dividend' },
          { session: longMember.session },
        ),
        fundRecords,
      );
      expect(records.items[0]?.lines).toEqual([{ currency: 'MYR', bucket: 'available', amount: '56.00' }]);
    });

    it('takes what a short’s available balance cannot pay from the position’s margin, never below zero', async () => {
      const buckets = await bucketsOf(testApp, poorShort.memberId, 'MYR');
      const row = await positionRow(poorShortId);
      // RM56.00 due: RM10.00 from available, RM46.00 from the margin of RM400.00.
      expect(buckets.available).toBe(0n);
      expect(buckets.margin).toBe(40_000n - 4_600n);
      expect(row.marginMinor).toBe(40_000n - 4_600n);
      expect(await applications(poorShortId)).toMatchObject([
        { amountMinor: -5_600n, fromMarginMinor: 4_600n, absorbedMinor: 0n },
      ]);
    });

    it('splits 1-for-2: quantity doubled, entry price halved, no money moved, a notice sent', async () => {
      const row = await positionRow(splitId);
      expect({ quantity: row.quantity, entryPrice: row.entryPrice }).toEqual({
        quantity: '600',
        entryPrice: '2',
      });
      expect(await applications(splitId)).toMatchObject([
        { kind: 'split', amountMinor: 0n, quantity: '300', quantityAfter: '600', entryPriceAfter: '2' },
      ]);
      const detail = dataOf(
        await postMember(
          testApp.app,
          tradePositionDetail.path,
          { id: splitId },
          { session: splitMember.session },
        ),
        tradePositionDetail,
      );
      expect(detail).toMatchObject({ quantity: '600', entryPrice: '2', contractAmount: '1200.00' });
      const sent = await testApp.services.db
        .select()
        .from(notices)
        .where(eq(notices.memberId, splitMember.memberId));
      expect(sent).toHaveLength(1);
    });

    it('applies nothing twice: a rerun and two concurrent runs move no more money', async () => {
      const before = await bucketsOf(testApp, longMember.memberId, 'MYR');
      expect(await apply()).toEqual(NOTHING);
      const [first, second] = await Promise.all([apply(), apply()]);
      expect(first.dividends + second.dividends + first.splits + second.splits).toBe(0);
      expect(await bucketsOf(testApp, longMember.memberId, 'MYR')).toEqual(before);
      expect((await positionRow(splitId)).quantity).toBe('600');
    });

    it('records and pays once when runs race for the same position and action', async () => {
      await addAction('MY:1295', { kind: 'dividend', amount: '0.05' });
      const zones = [{ code: 'MY', timezone: 'Asia/Kuala_Lumpur' }];
      const due = (await findDueActions(testApp.services.db, zones, now())).filter(
        (action) => action.positionId === splitId,
      );
      expect(due).toHaveLength(1);
      const before = await bucketsOf(testApp, splitMember.memberId, 'MYR');
      const [action] = due;
      if (!action) throw new Error('no due action');
      const results = await Promise.all([
        applyAction(testApp.services.db, action, now()),
        applyAction(testApp.services.db, action, now()),
        applyAction(testApp.services.db, action, now()),
      ]);
      expect(results.filter((result) => result === 'dividend')).toHaveLength(1);
      // Recorded, not paid: the payment is the next step.
      expect(await bucketsOf(testApp, splitMember.memberId, 'MYR')).toEqual(before);
      const payments = (await findDuePayments(testApp.services.db, zones, now())).filter(
        (payment) => payment.positionId === splitId,
      );
      expect(payments).toHaveLength(1);
      const [payment] = payments;
      if (!payment) throw new Error('no due payment');
      const paid = await Promise.all([
        payDividend(testApp.services.db, payment, now()),
        payDividend(testApp.services.db, payment, now()),
        payDividend(testApp.services.db, payment, now()),
      ]);
      expect(paid.filter(Boolean)).toHaveLength(1);
      // 600 shares after the split × RM0.05.
      expect((await bucketsOf(testApp, splitMember.memberId, 'MYR')).available).toBe(
        before.available + 3_000n,
      );
      expect(await applications(splitId)).toHaveLength(2);
      await apply();
    });

    it('gives a position opened on the ex-date nothing', async () => {
      const late = await trader(1_000_000n);
      const lateId = (await open(late, '1155', 'long')).id;
      await apply();
      expect(await applications(lateId)).toEqual([]);
    });

    it('lists the dividends and splits in trade/dividends, newest first, ten a page', async () => {
      const longList = dataOf(
        await postMember(testApp.app, tradeDividends.path, { page: 1 }, { session: longMember.session }),
        tradeDividends,
      );
      expect(longList).toMatchObject({ total: 1, hasMore: false, page: 1 });
      expect(longList.items[0]).toMatchObject({
        kind: 'dividend',
        symbol: 'MY:1155',
        code: '1155',
        currency: 'MYR',
        direction: 'long',
        exDate: '2026-11-24',
        payDate: null,
        perShare: '0.28',
        quantity: '200',
        amount: '56.00',
        positionId: longId,
        status: 'paid',
      });
      const shortList = dataOf(
        await postMember(testApp.app, tradeDividends.path, {}, { session: shortMember.session }),
        tradeDividends,
      );
      expect(shortList.items[0]).toMatchObject({ amount: '-56.00', direction: 'short' });
      const splitList = dataOf(
        await postMember(testApp.app, tradeDividends.path, { page: 1 }, { session: splitMember.session }),
        tradeDividends,
      );
      // Newest first: the dividend paid on the 600 shares after the split, then the split.
      expect(splitList.total).toBe(2);
      expect(splitList.items[0]).toMatchObject({ kind: 'dividend', quantity: '600', amount: '30.00' });
      expect(splitList.items[1]).toMatchObject({
        kind: 'split',
        splitFrom: 1,
        splitTo: 2,
        quantity: '300',
        quantityAfter: '600',
        entryPrice: '4',
        entryPriceAfter: '2',
        amount: '0.00',
        perShare: null,
        status: 'applied',
        paidAt: null,
      });
      const bad = await postMember(
        testApp.app,
        tradeDividends.path,
        { page: 0 },
        { session: longMember.session },
      );
      expect(bad.body.status).toBe(0);
    });

    it('makes a close queued before the split close the whole new quantity', async () => {
      const member = await trader(1_000_000n);
      const positionId = await dayBefore(async () => {
        const id = (await open(member, '1295', 'long', 100)).id;
        // A close queued while the market is shut (written directly: the queueing is trading's).
        await testApp.services.db.insert(tradeOrders).values({
          orderNo: `CT${id}`,
          memberId: member.memberId,
          instrumentId: await instrumentIdOf(testApp, 'MY:1295'),
          symbol: 'MY:1295',
          market: 'MY',
          currency: 'MYR',
          kind: 'close',
          direction: 'long',
          priceType: 'market',
          quantity: '100',
          leverage: 5,
          status: 'pending',
          positionId: id,
          createdAt: testApp.clock.now(),
        });
        return id;
      });
      await apply();
      const [order] = await testApp.services.db
        .select()
        .from(tradeOrders)
        .where(and(eq(tradeOrders.positionId, positionId), eq(tradeOrders.kind, 'close')));
      expect(Number(order?.quantity)).toBe(200);
      expect((await positionRow(positionId)).quantity).toBe('200');
      await testApp.services.db.delete(tradeOrders).where(eq(tradeOrders.orderNo, `CT${positionId}`));
    });
  });

  describe('trade/dividends paging', () => {
    it('pages ten at a time, newest first, and shows an empty list to a member without any', async () => {
      const member = await verifiedMemberWith(testApp, {});
      const empty = dataOf(
        await postMember(testApp.app, tradeDividends.path, { page: 1 }, { session: member.session }),
        tradeDividends,
      );
      expect(empty).toEqual({ items: [], page: 1, total: 0, hasMore: false });
      const instrumentId = await instrumentIdOf(testApp, 'MY:1155');
      await testApp.services.db.insert(tradeCorporateActions).values(
        Array.from({ length: 11 }, (_, index): typeof tradeCorporateActions.$inferInsert => ({
          positionId: 1_000_000 + index,
          memberId: member.memberId,
          instrumentId,
          symbol: 'MY:1155',
          market: 'MY',
          currency: 'MYR',
          direction: 'long',
          kind: 'dividend',
          exDate: `2026-10-${String(index + 10)}`,
          perShare: '0.01',
          quantity: '100',
          entryPrice: '10',
          quantityAfter: '100',
          entryPriceAfter: '10',
          amountMinor: BigInt(100 + index),
          appliedAt: testApp.clock.now(),
        })),
      );
      const page = (number: number) =>
        postMember(testApp.app, tradeDividends.path, { page: number }, { session: member.session });
      const first = dataOf(await page(1), tradeDividends);
      expect(first).toMatchObject({ total: 11, hasMore: true, page: 1 });
      expect(first.items).toHaveLength(10);
      expect(first.items[0]).toMatchObject({ exDate: '2026-10-20', amount: '1.10' });
      const second = dataOf(await page(2), tradeDividends);
      expect(second).toMatchObject({ total: 11, hasMore: false, page: 2 });
      expect(second.items.map((item) => item.exDate)).toEqual(['2026-10-10']);
    });
  });

  describe('the engine’s day roll', () => {
    it('applies due actions from the corporate-actions job when a market’s date changes', async () => {
      const member = await trader(1_000_000n);
      const before = await bucketsOf(testApp, member.memberId, 'MYR');
      const positionId = await dayBefore(async () => (await open(member, '1155', 'long', 100)).id);
      const afterOpen = await bucketsOf(testApp, member.memberId, 'MYR');
      expect(afterOpen.available).toBeLessThan(before.available);
      const engine = createMarketEngine(testApp.services, {
        logger: { info: () => {}, warn: () => {}, error: () => {} },
        publish: false,
      });
      try {
        await engine.tickOnce(testApp.clock.now().getTime() - (testApp.clock.now().getTime() % 1000));
      } finally {
        await engine.stop();
      }
      expect(await applications(positionId)).toMatchObject([{ kind: 'dividend', amountMinor: 2_800n }]);
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(afterOpen.available + 2_800n);
    });
  });

  // The blocks below run after the ones above, with the clock on Tuesday 24 November, and move it on.
  describe('a split with pending orders', () => {
    let member: TestMember;
    let positionId = 0;
    let closeOrderId = 0;
    let limitIds: number[] = [];
    let beforeOrders: { available: bigint; frozen: bigint; margin: bigint };

    async function ordersOf(ids: number[]) {
      const rows = await testApp.services.db.select().from(tradeOrders);
      return rows.filter((row) => ids.includes(row.id));
    }

    async function noticesOf(memberId: number) {
      return testApp.services.db.select().from(notices).where(eq(notices.memberId, memberId));
    }

    beforeAll(async () => {
      await setQuote(testApp, 'MY:1023', '4.00');
      member = await trader(1_000_000n);
      positionId = (await open(member, '1023', 'long', 300)).id;
      beforeOrders = await bucketsOf(testApp, member.memberId, 'MYR');
      limitIds = [];
      for (const [direction, price] of [
        ['long', '3.90'],
        ['short', '4.10'],
      ] as const) {
        const answer = await postMember(
          testApp.app,
          tradeBuy.path,
          { code: '1023', market: 'MY', direction, priceType: 'limit', price, quantity: 200, leverage: 5 },
          { session: member.session },
        );
        const { order } = dataOf(answer, tradeBuy);
        expect(order.status).toBe('pending');
        limitIds.push(order.id);
      }
      // A close of the whole position queued while the market was shut (written as trading queues it).
      await testApp.services.db
        .update(tradePositions)
        .set({ status: 'preparing_to_close' })
        .where(eq(tradePositions.id, positionId));
      const [close] = await testApp.services.db
        .insert(tradeOrders)
        .values({
          orderNo: `CS${positionId}`,
          memberId: member.memberId,
          instrumentId: await instrumentIdOf(testApp, 'MY:1023'),
          symbol: 'MY:1023',
          market: 'MY',
          currency: 'MYR',
          kind: 'close',
          direction: 'long',
          priceType: 'market',
          quantity: '300',
          leverage: 5,
          status: 'pending',
          positionId,
          createdAt: now(),
        })
        .returning({ id: tradeOrders.id });
      closeOrderId = close?.id ?? 0;
      // The desk's book as a round would have it: both limit orders and the queued close.
      const book = await rebuildBook(testApp.services.db, bookSource);
      expect(limitIds.every((id) => book.has(id)) && book.has(closeOrderId)).toBe(true);
      await addAction('MY:1023', {
        kind: 'split',
        exDate: '2026-11-25',
        splitFrom: 1,
        splitTo: 2,
        amount: null,
      });
    });

    it('leaves pending orders alone before the ex-date', async () => {
      expect((await apply()).cancelledOrders).toBe(0);
      expect((await ordersOf(limitIds)).map((row) => row.status)).toEqual(['pending', 'pending']);
    });

    it('cancels the pending limit orders on the ex-date, releasing exactly their frozen funds, with a notice', async () => {
      const frozen = await bucketsOf(testApp, member.memberId, 'MYR');
      const frozenMinor = (await ordersOf(limitIds)).reduce((sum, row) => sum + row.frozenMinor, 0n);
      expect(frozenMinor).toBeGreaterThan(0n);
      expect(frozen.frozen).toBe(beforeOrders.frozen + frozenMinor);
      testApp.clock.advance(DAY);
      const at = now();
      const outcome = await applyAt(at);
      expect(outcome).toMatchObject({ splits: 1, cancelledOrders: 2, failed: 0 });
      expect((await ordersOf(limitIds)).map((row) => [row.status, row.cancelledAt])).toEqual([
        ['cancelled', at],
        ['cancelled', at],
      ]);
      // Every cent frozen for the two orders is back in available; nothing else moved.
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(beforeOrders);
      const book = currentBook(testApp.services.db);
      expect(limitIds.some((id) => book?.has(id))).toBe(false);
      expect(book?.has(closeOrderId)).toBe(true);
      const sent = await noticesOf(member.memberId);
      const cancelNotices = sent.filter((row) => row.title.en === 'Order cancelled because of a share split');
      expect(cancelNotices).toHaveLength(2);
      for (const language of ['zh', 'ch', 'en', 'ml', 'ja', 'ko'] as const) {
        expect(cancelNotices[0]?.content[language]).toContain('1:2');
      }
      expect(cancelNotices[0]?.content.en).toContain('3.9');
    });

    it('makes a queued close follow the position’s new quantity', async () => {
      expect((await positionRow(positionId)).quantity).toBe('600');
      const [close] = await ordersOf([closeOrderId]);
      expect(Number(close?.quantity)).toBe(600);
    });

    it('changes nothing when the split runs again', async () => {
      const buckets = await bucketsOf(testApp, member.memberId, 'MYR');
      const sent = (await noticesOf(member.memberId)).length;
      expect(await apply()).toEqual(NOTHING);
      const [first, second] = await Promise.all([apply(), apply()]);
      expect(first.cancelledOrders + second.cancelledOrders + first.splits + second.splits).toBe(0);
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual(buckets);
      expect((await noticesOf(member.memberId)).length).toBe(sent);
      expect((await positionRow(positionId)).quantity).toBe('600');
    });

    it('closes the whole adjusted position when the queued close executes', async () => {
      const outcome = await runRound(testApp, { 'MY:1023': '2.00' }, ['MY']);
      expect(outcome.queuedClosed).toBe(1);
      const row = await positionRow(positionId);
      expect({ status: row.status, quantity: row.quantity, exitPrice: row.exitPrice }).toMatchObject({
        status: 'closed',
        quantity: '600',
      });
      const [close] = await ordersOf([closeOrderId]);
      expect(close?.status).toBe('filled');
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).margin).toBe(0n);
    });

    it('never cancels an order placed on or after the ex-date', async () => {
      const answer = await postMember(
        testApp.app,
        tradeBuy.path,
        {
          code: '1023',
          market: 'MY',
          direction: 'long',
          priceType: 'limit',
          price: '3.90',
          quantity: 100,
          leverage: 5,
        },
        { session: member.session },
      );
      const { order } = dataOf(answer, tradeBuy);
      expect((await apply()).cancelledOrders).toBe(0);
      expect((await ordersOf([order.id]))[0]?.status).toBe('pending');
      // Priced after the split: it stays until it fills or the member withdraws it.
      const cancelled = await postMember(
        testApp.app,
        tradeCancel.path,
        { orderId: order.id },
        { session: member.session },
      );
      expect(dataOf(cancelled, tradeCancel).status).toBe('cancelled');
    });
  });

  describe('a dividend paid on its pay date', () => {
    // Wednesday 25 November: opened now, ex on Thursday 26, paid on Saturday 28 (RM0.15 × 200 = RM30.00).
    let longMember: TestMember;
    let shortMember: TestMember;
    let closingMember: TestMember;
    const ids = { long: 0, short: 0, closing: 0 };
    const members = () => [longMember, shortMember, closingMember];
    const bucketsOfAll = () =>
      Promise.all(members().map((member) => bucketsOf(testApp, member.memberId, 'MYR')));

    beforeAll(async () => {
      await setQuote(testApp, 'MY:5347', '10.00');
      longMember = await trader(1_000_000n);
      shortMember = await trader(1_000_000n);
      closingMember = await trader(1_000_000n);
      ids.long = (await open(longMember, '5347', 'long')).id;
      ids.short = (await open(shortMember, '5347', 'short')).id;
      ids.closing = (await open(closingMember, '5347', 'long')).id;
      await addAction('MY:5347', {
        kind: 'dividend',
        amount: '0.15',
        exDate: '2026-11-26',
        payDate: '2026-11-28',
      });
    });

    it('records the entitlements at the ex-date and moves no money', async () => {
      testApp.clock.advance(DAY);
      const before = await bucketsOfAll();
      const outcome = await apply();
      expect(outcome).toMatchObject({ dividends: 3, paid: 0, failed: 0 });
      expect(await bucketsOfAll()).toEqual(before);
      expect(await applications(ids.long)).toMatchObject([
        { status: 'entitled', amountMinor: 3_000n, paidAt: null, payDate: '2026-11-28' },
      ]);
      expect(await applications(ids.short)).toMatchObject([{ status: 'entitled', amountMinor: -3_000n }]);
      const list = dataOf(
        await postMember(testApp.app, tradeDividends.path, { page: 1 }, { session: longMember.session }),
        tradeDividends,
      );
      expect(list.items[0]).toMatchObject({
        status: 'entitled',
        payDate: '2026-11-28',
        amount: '30.00',
        paidAt: null,
      });
    });

    it('moves nothing before the pay date, even for a position closed meanwhile', async () => {
      await unlockPosition(testApp, ids.closing);
      const sold = await postMember(
        testApp.app,
        tradeSell.path,
        { positionId: ids.closing },
        { session: closingMember.session },
      );
      expect(dataOf(sold, tradeSell).position?.status).toBe('closed');
      testApp.clock.advance(DAY);
      const before = await bucketsOfAll();
      expect(await apply()).toEqual(NOTHING);
      expect(await bucketsOfAll()).toEqual(before);
    });

    it('pays a long RM30.00, charges a short RM30.00 and pays the closed position on the pay date', async () => {
      testApp.clock.advance(DAY);
      const [longBefore, shortBefore, closedBefore] = await bucketsOfAll();
      const at = now();
      const outcome = await applyAt(at);
      expect(outcome).toMatchObject({ dividends: 0, paid: 3, failed: 0 });
      expect(await bucketsOfAll()).toEqual([
        { ...longBefore, available: (longBefore?.available ?? 0n) + 3_000n },
        { ...shortBefore, available: (shortBefore?.available ?? 0n) - 3_000n },
        { ...closedBefore, available: (closedBefore?.available ?? 0n) + 3_000n },
      ]);
      for (const id of [ids.long, ids.short, ids.closing]) {
        expect(await applications(id)).toMatchObject([{ status: 'paid', paidAt: at, fromMarginMinor: 0n }]);
      }
      const list = dataOf(
        await postMember(testApp.app, tradeDividends.path, { page: 1 }, { session: closingMember.session }),
        tradeDividends,
      );
      expect(list.items[0]).toMatchObject({ status: 'paid', amount: '30.00', paidAt: at.toISOString() });
    });

    it('pays nothing twice', async () => {
      const before = await bucketsOfAll();
      expect(await apply()).toEqual(NOTHING);
      const [first, second] = await Promise.all([apply(), apply()]);
      expect(first.paid + second.paid).toBe(0);
      testApp.clock.advance(DAY);
      expect(await apply()).toEqual(NOTHING);
      expect(await bucketsOfAll()).toEqual(before);
    });
  });
});
