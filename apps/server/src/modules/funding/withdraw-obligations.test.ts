// Spec §5: no withdrawal while the member has an open order — a pending limit order, a queued close
// (the position preparing to close) or a day-trade application under review — and the check cannot
// be raced by an order being placed at the same moment.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayTradingApply, staffDayTradingReject } from '@saham/contract/day-trading';
import { tradeBuy, tradeCancel, tradePositionDetail, tradeSell } from '@saham/contract/trading';
import { withdrawApply } from '@saham/contract/withdraw';
import { inTransaction } from '../../db/transaction.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { insertOrder } from '../trading/orders-repo.ts';
import {
  BURSA_MARKET_LONG,
  enableMargin,
  instrumentIdOf,
  runRound,
  unlockPosition,
  useTradingTestApp,
} from '../trading/trading-test-helpers.ts';
import { bindBankCard, FUND_PASSWORD } from './funding-fixtures.ts';
import { lockMemberForOpenOrder } from './open-obligations-repo.ts';

// The harness clock starts on Monday 23 November 2026, 10:00 in Kuala Lumpur: Bursa trades and the
// withdrawal window (09:30–17:00) is open. At 13:00 Bursa is in its lunch break, the window still open.
const HOUR = 3_600_000;

describe('withdrawals and open orders', () => {
  let testApp: TestApp;
  let reviewer: LoggedInStaff;

  useTradingTestApp(async (created) => {
    testApp = created;
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
  });

  async function member(): Promise<TestMember & { cardId: number }> {
    const created = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, created.memberId);
    return { ...created, cardId: await bindBankCard(testApp, created.memberId) };
  }
  const call = (who: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: who.session });
  const withdraw = (who: TestMember & { cardId: number }) =>
    call(who, withdrawApply.path, {
      amount: '200',
      currency: 'MYR',
      bankCardId: who.cardId,
      fundPassword: FUND_PASSWORD,
    });
  const limitLong = { ...BURSA_MARKET_LONG, priceType: 'limit', price: '9.80' };

  it('refuses while a limit order is pending, and goes through once it is cancelled', async () => {
    const trader = await member();
    const { order } = dataOf(await call(trader, tradeBuy.path, limitLong), tradeBuy);
    expect((await withdraw(trader)).body).toMatchObject({ status: 0, msg: 'PENDING_ORDER_OR_LOAN' });
    dataOf(await call(trader, tradeCancel.path, { orderId: order.id }), tradeCancel);
    expect(dataOf(await withdraw(trader), withdrawApply)).toMatchObject({
      status: 'pending',
      amount: '200.00',
    });
  });

  it('refuses while a limit order is pending, and goes through once it has filled', async () => {
    const trader = await member();
    dataOf(await call(trader, tradeBuy.path, limitLong), tradeBuy);
    expect((await withdraw(trader)).body.msg).toBe('PENDING_ORDER_OR_LOAN');
    expect((await runRound(testApp, { 'MY:1155': '9.78' })).filled).toBeGreaterThanOrEqual(1);
    // The position it opened is not an open order.
    expect(dataOf(await withdraw(trader), withdrawApply).status).toBe('pending');
  });

  it('refuses while a close is queued (preparing to close), and goes through once it has filled', async () => {
    const trader = await member();
    const { position } = dataOf(await call(trader, tradeBuy.path, BURSA_MARKET_LONG), tradeBuy);
    const positionId = position?.id ?? 0;
    await unlockPosition(testApp, positionId);
    testApp.clock.advance(3 * HOUR); // 13:00: Bursa's lunch break
    try {
      const queued = dataOf(await call(trader, tradeSell.path, { positionId }), tradeSell);
      expect(queued.order).toMatchObject({ kind: 'close', status: 'pending' });
      const detail = dataOf(
        await call(trader, tradePositionDetail.path, { id: positionId }),
        tradePositionDetail,
      );
      expect(detail.status).toBe('preparing_to_close');
      expect((await withdraw(trader)).body.msg).toBe('PENDING_ORDER_OR_LOAN');
      expect((await runRound(testApp, { 'MY:1155': '10.00' })).queuedClosed).toBeGreaterThanOrEqual(1);
      expect(dataOf(await withdraw(trader), withdrawApply).status).toBe('pending');
    } finally {
      testApp.clock.advance(-3 * HOUR);
    }
  });

  it('refuses while a day-trade application awaits review, and goes through once it is decided', async () => {
    const trader = await member();
    const { id } = dataOf(await call(trader, dayTradingApply.path, { amount: '2000' }), dayTradingApply);
    expect((await withdraw(trader)).body.msg).toBe('PENDING_ORDER_OR_LOAN');
    dataOf(
      await postStaff(
        testApp.app,
        staffDayTradingReject.path,
        { id, reason: 'Not now' },
        { session: reviewer.session },
      ),
      staffDayTradingReject,
    );
    expect(dataOf(await withdraw(trader), withdrawApply).status).toBe('pending');
  });

  it('does not count another member’s pending order', async () => {
    const trader = await member();
    const other = await member();
    dataOf(await call(other, tradeBuy.path, limitLong), tradeBuy);
    expect(dataOf(await withdraw(trader), withdrawApply).status).toBe('pending');
  });

  it('waits for an order being placed at the same moment and then refuses', async () => {
    const trader = await member();
    const { db } = testApp.services;
    const instrumentId = await instrumentIdOf(testApp, 'MY:1155');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // An order placement held open after writing its pending order, as trade/buy writes a limit order.
    const placing = inTransaction(db, async (tx) => {
      await lockMemberForOpenOrder(tx, trader.memberId);
      const order = await insertOrder(tx, {
        orderNo: `TR-RACE-${trader.memberId}`,
        memberId: trader.memberId,
        instrumentId,
        symbol: 'MY:1155',
        market: 'MY',
        currency: 'MYR',
        kind: 'open',
        direction: 'long',
        priceType: 'limit',
        price: '9.8',
        quantity: '200',
        leverage: 5,
        status: 'pending',
        createdAt: testApp.clock.now(),
      });
      written();
      await released;
      return order;
    });
    await isWritten;
    const withdrawing = withdraw(trader);
    try {
      // Until the withdrawal waits on the order's lock (on PGlite every transaction is exclusive).
      if (testApp.services.dbKind === 'postgres') await waitForLockWait(testApp);
    } finally {
      release();
    }
    const order = await placing;
    expect((await withdrawing).body.msg).toBe('PENDING_ORDER_OR_LOAN');
    dataOf(await call(trader, tradeCancel.path, { orderId: order.id }), tradeCancel);
    expect(dataOf(await withdraw(trader), withdrawApply).status).toBe('pending');
  });
});

/** Resolves once a session of this test's database waits for a row lock; fails after 5 s. */
async function waitForLockWait(testApp: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const result = await testApp.services.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the withdrawal never waited for the order being placed');
}
