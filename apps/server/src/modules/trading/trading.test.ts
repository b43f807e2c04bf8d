import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fundRecords } from '@saham/contract/fund-records';
import {
  tradeBuy,
  tradeCancel,
  tradeOrders,
  tradePositionDetail,
  tradePositions,
  tradeSell,
} from '@saham/contract/trading';
import { notices } from '../../db/schema.ts';
import { tradeFills } from '../../db/schema-trading.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, setMemberFlags, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { createMarketEngine } from '../quotes/engine.ts';
import { registerTickRoundHook } from '../quotes/tick-round-hooks.ts';
import { fillPendingOrder } from './round.ts';
import { marketOf } from './service.ts';
import { findInstrumentBySymbol } from './listings-repo.ts';
import {
  bucketsOf,
  enableMargin,
  runRound,
  setDesk,
  setMarketLock,
  setQuote,
  unlockPosition,
  useTradingTestApp,
  BURSA_MARKET_LONG,
} from './trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur and
// Shanghai, 11:00 in Tokyo (all trading); 21:00 on Sunday in New York (closed).
const HOUR = 3_600_000;

describe('trading', () => {
  let testApp: TestApp;
  const buy = (member: TestMember, body: object, key?: string) =>
    postMember(testApp.app, tradeBuy.path, body, {
      session: member.session,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const sell = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeSell.path, body, { session: member.session });
  const cancel = (member: TestMember, orderId: number) =>
    postMember(testApp.app, tradeCancel.path, { orderId }, { session: member.session });
  async function trader(balances: Parameters<typeof verifiedMemberWith>[1], margin = true) {
    const member = await verifiedMemberWith(testApp, balances);
    if (margin) await enableMargin(testApp, member.memberId);
    return member;
  }

  useTradingTestApp((created) => {
    testApp = created;
  });

  describe('opening and closing', () => {
    it('fills a Bursa long of 2 lots at RM10.00 with 5× leverage: RM400 margin, RM9.60 fees, RM2 stamp duty', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const answer = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
      expect(answer.order).toMatchObject({
        status: 'filled',
        fillPrice: '10',
        quantity: '200',
        kind: 'open',
      });
      expect(answer.position).toMatchObject({
        status: 'holding',
        entryPrice: '10',
        margin: '400.00',
        contractAmount: '2000.00',
        fee: '9.60',
        tax: '2.00',
        isLocked: true,
        direction: 'long',
        leverage: 5,
      });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 1_000_000n - 41_160n,
        frozen: 0n,
        margin: 40_000n,
      });
    });

    it('refuses a close during the T+1 lock with N, then closes at a profit and posts the P&L', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { position } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
      const positionId = position?.id ?? 0;
      const locked = await sell(member, { positionId });
      expect(locked.body).toMatchObject({ status: 0, msg: 'LOCK_PERIOD_DAYS', params: { days: 1 } });
      await unlockPosition(testApp, positionId);
      await setQuote(testApp, 'MY:1155', '10.50', '10.00');
      const closed = dataOf(await sell(member, { positionId }), tradeSell);
      // Sale of RM2,100: brokerage 9.00, clearing 0.63, stamp duty RM3.
      expect(closed.position).toMatchObject({
        status: 'closed',
        exitPrice: '10.5',
        fee: '19.23',
        tax: '5.00',
        profit: '75.77',
      });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 1_000_000n + 7_577n,
        frozen: 0n,
        margin: 0n,
      });
      const records = dataOf(
        await postMember(testApp.app, fundRecords.path, { type: 'trade_pnl' }, { session: member.session }),
        fundRecords,
      );
      expect(records.items[0]?.lines).toEqual([{ currency: 'MYR', bucket: 'available', amount: '100.00' }]);
      await setQuote(testApp, 'MY:1155', '10.00');
    });

    it('refuses a close while the member is forbidden to trade, and closes once allowed again', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { position } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
      const positionId = position?.id ?? 0;
      await unlockPosition(testApp, positionId);
      await setMemberFlags(testApp, member.memberId, { isTradeForbidden: true });
      expect((await sell(member, { positionId })).body.msg).toBe('TRADE_FORBIDDEN');
      const held = await postMember(
        testApp.app,
        tradePositionDetail.path,
        { id: positionId },
        { session: member.session },
      );
      expect(dataOf(held, tradePositionDetail)).toMatchObject({ status: 'holding' });
      await setMemberFlags(testApp, member.memberId, { isTradeForbidden: false });
      expect(dataOf(await sell(member, { positionId }), tradeSell).position).toMatchObject({
        status: 'closed',
      });
    });

    it('closes part of a position in whole lots only, never more than it holds', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { position } = dataOf(await buy(member, { ...BURSA_MARKET_LONG, quantity: 300 }), tradeBuy);
      const positionId = position?.id ?? 0;
      await unlockPosition(testApp, positionId);
      expect((await sell(member, { positionId, quantity: 150 })).body).toMatchObject({
        msg: 'WHOLE_LOTS_REQUIRED',
        params: { lotSize: '100' },
      });
      expect((await sell(member, { positionId, quantity: 400 })).body).toMatchObject({
        msg: 'CLOSE_QUANTITY_EXCEEDS',
        params: { quantity: 300 },
      });
      const piece = dataOf(await sell(member, { positionId, quantity: 100 }), tradeSell).position;
      // Margin RM600 → RM200 released with the piece; opening fee 9.90 and stamp RM3 shared 1:2.
      expect(piece).toMatchObject({ status: 'closed', quantity: '100', margin: '200.00' });
      const rest = dataOf(
        await postMember(
          testApp.app,
          tradePositionDetail.path,
          { id: positionId },
          { session: member.session },
        ),
        tradePositionDetail,
      );
      expect(rest).toMatchObject({ status: 'holding', quantity: '200', margin: '400.00' });
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).margin).toBe(40_000n);
    });

    it('opens and closes a US short: SEC fee on the opening sale, P&L (entry − exit) × q', async () => {
      testApp.clock.advance(13.5 * HOUR); // 10:30 in New York
      try {
        await setQuote(testApp, 'US:AAPL', '200.00');
        const member = await trader({ USD: 100_000n });
        const { position } = dataOf(
          await buy(member, {
            code: 'US:AAPL',
            direction: 'short',
            priceType: 'market',
            quantity: 10,
            leverage: 4,
          }),
          tradeBuy,
        );
        expect(position).toMatchObject({ margin: '500.00', fee: '1.06', tax: '0.00', direction: 'short' });
        await setQuote(testApp, 'US:AAPL', '190.00', '200.00');
        const closed = dataOf(await sell(member, { positionId: position?.id }), tradeSell).position;
        // +100.00 gross, less 1.06 opening and 1.00 (minimum) closing brokerage.
        expect(closed).toMatchObject({ profit: '97.94', exitPrice: '190' });
        expect(await bucketsOf(testApp, member.memberId, 'USD')).toEqual({
          available: 100_000n + 9_794n,
          frozen: 0n,
          margin: 0n,
        });
      } finally {
        testApp.clock.advance(-13.5 * HOUR);
      }
    });

    it('trades Japanese shares in whole yen', async () => {
      testApp.clock.advance(24 * HOUR); // Monday is Labour Thanksgiving Day in Japan: Tuesday 11:00 JST
      try {
        await setQuote(testApp, 'JP:7203', '2851');
        const member = await trader({ JPY: 1_000_000n }, false);
        const { position } = dataOf(
          await buy(member, {
            code: '7203',
            market: 'JP',
            direction: 'long',
            priceType: 'market',
            quantity: 100,
            leverage: 1,
          }),
          tradeBuy,
        );
        // ¥285,100 at 1×; brokerage 0.05 % = 142.55 → ¥143.
        expect(position).toMatchObject({ margin: '285100', fee: '143', tax: '0', contractAmount: '285100' });
        expect((await bucketsOf(testApp, member.memberId, 'JPY')).available).toBe(1_000_000n - 285_243n);
      } finally {
        testApp.clock.advance(-24 * HOUR);
      }
    });

    it('fills market orders at the price plus the configured spread', async () => {
      await setDesk(testApp, 10);
      try {
        const member = await trader({ MYR: 1_000_000n });
        const { order } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
        expect(order.fillPrice).toBe('10.02');
      } finally {
        await setDesk(testApp, 0);
      }
    });

    it('replays a buy with the same Idempotency-Key and refuses the key with another body', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const first = dataOf(await buy(member, BURSA_MARKET_LONG, 'trade-key-1'), tradeBuy);
      const replay = dataOf(await buy(member, BURSA_MARKET_LONG, 'trade-key-1'), tradeBuy);
      expect(replay.order.id).toBe(first.order.id);
      expect((await buy(member, { ...BURSA_MARKET_LONG, quantity: 300 }, 'trade-key-1')).body.msg).toBe(
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).margin).toBe(40_000n);
    });
  });

  describe('limit orders', () => {
    const limitLong = { ...BURSA_MARKET_LONG, priceType: 'limit', price: '9.80' };

    it('freezes margin, fee and tax, fills exactly once when a tick reaches the limit', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { order, position } = dataOf(await buy(member, limitLong), tradeBuy);
      // RM1,960: margin 392.00, brokerage 9.00, clearing 0.59, stamp duty RM2.
      expect(order).toMatchObject({ status: 'pending', frozen: '403.59', price: '9.8' });
      expect(position).toBeNull();
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 1_000_000n - 40_359n,
        frozen: 40_359n,
        margin: 0n,
      });
      expect((await runRound(testApp, { 'MY:1155': '9.90' })).filled).toBe(0);
      expect((await runRound(testApp, { 'MY:1155': '9.78' })).filled).toBe(1);
      expect((await runRound(testApp, { 'MY:1155': '9.70' })).filled).toBe(0);
      const fills = await testApp.services.db
        .select()
        .from(tradeFills)
        .where(eq(tradeFills.orderId, order.id));
      expect(fills).toHaveLength(1);
      expect(fills[0]?.price).toBe('9.8');
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 1_000_000n - 40_359n,
        frozen: 0n,
        margin: 39_200n,
      });
      const filled = dataOf(
        await postMember(testApp.app, tradeOrders.path, { status: 'filled' }, { session: member.session }),
        tradeOrders,
      );
      expect(filled.items[0]).toMatchObject({ id: order.id, status: 'filled', fillPrice: '9.8' });
    });

    it('cancels a pending order and releases its funds; a second cancel is refused', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { order } = dataOf(await buy(member, limitLong), tradeBuy);
      expect(dataOf(await cancel(member, order.id), tradeCancel)).toMatchObject({ status: 'cancelled' });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 1_000_000n,
        frozen: 0n,
        margin: 0n,
      });
      expect((await cancel(member, order.id)).body.msg).toBe('ORDER_STATE_INVALID');
      const other = await trader({ MYR: 100n });
      expect((await cancel(other, order.id)).body.msg).toBe('ORDER_NOT_FOUND');
      expect((await runRound(testApp, { 'MY:1155': '9.50' })).filled).toBe(0);
    });

    it('settles a cancel racing a fill exactly once', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { order } = dataOf(await buy(member, limitLong), tradeBuy);
      const instrument = await findInstrumentBySymbol(testApp.services.db, 'MY:1155');
      const market = await marketOf(testApp.services.db, instrument!, testApp.clock.now());
      const [cancelled, filled] = await Promise.all([
        cancel(member, order.id),
        fillPendingOrder(testApp.services.db, order.id, market, '9.80', testApp.clock.now()),
      ]);
      expect((cancelled.body.status === 1) !== filled).toBe(true);
      const buckets = await bucketsOf(testApp, member.memberId, 'MYR');
      expect(buckets.frozen).toBe(0n);
      expect(buckets.margin).toBe(filled ? 39_200n : 0n);
    });
  });

  describe('refusals', () => {
    it.each([
      ['no quantity', { ...BURSA_MARKET_LONG, quantity: undefined }, 'QUANTITY_REQUIRED', undefined],
      ['a quantity of zero', { ...BURSA_MARKET_LONG, quantity: 0 }, 'QUANTITY_REQUIRED', undefined],
      ['part of a lot', { ...BURSA_MARKET_LONG, quantity: 250 }, 'WHOLE_LOTS_REQUIRED', { lotSize: '100' }],
      [
        'a zero limit price',
        { ...BURSA_MARKET_LONG, priceType: 'limit', price: '0' },
        'LIMIT_PRICE_INVALID',
        undefined,
      ],
      [
        'a limit price off the grid',
        { ...BURSA_MARKET_LONG, priceType: 'limit', price: '10.01' },
        'PRICE_OFF_TICK',
        { tick: '0.02' },
      ],
      [
        'a limit price beyond the daily limit',
        { ...BURSA_MARKET_LONG, priceType: 'limit', price: '13.02' },
        'PRICE_LIMIT_EXCEEDED',
        undefined,
      ],
      [
        'leverage above the market maximum',
        { ...BURSA_MARKET_LONG, leverage: 6 },
        'LEVERAGE_ABOVE_MAX',
        { max: 5 },
      ],
      ['an unknown instrument', { ...BURSA_MARKET_LONG, code: 'NOPE' }, 'INSTRUMENT_NOT_FOUND', undefined],
      ['an index', { ...BURSA_MARKET_LONG, code: 'MY:FBMKLCI' }, 'INSTRUMENT_NOT_TRADABLE', undefined],
      [
        'an instrument without a price',
        { ...BURSA_MARKET_LONG, code: '1295' },
        'PRICE_UNAVAILABLE',
        undefined,
      ],
    ])('refuses %s', async (_name, body, code, params) => {
      const member = await trader({ MYR: 1_000_000n });
      const answer = await buy(member, body);
      expect(answer.body).toMatchObject({ status: 0, msg: code, ...(params ? { params } : {}) });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({
        available: 1_000_000n,
        frozen: 0n,
      });
    });

    it('refuses the minimum order amount with the amount', async () => {
      await setQuote(testApp, 'MY:5347', '0.50');
      const member = await trader({ MYR: 1_000_000n });
      const answer = await buy(member, { ...BURSA_MARKET_LONG, code: 'MY:5347', quantity: 100, leverage: 1 });
      expect(answer.body).toMatchObject({
        msg: 'MIN_ORDER_AMOUNT',
        params: { amount: '100.00', currency: 'MYR' },
      });
    });

    it('refuses leverage without margin trading, but lets 1× trade', async () => {
      const member = await trader({ MYR: 1_000_000n }, false);
      expect((await buy(member, BURSA_MARKET_LONG)).body.msg).toBe('MARGIN_TRADING_DISABLED');
      expect((await buy(member, { ...BURSA_MARKET_LONG, leverage: 1 })).body.status).toBe(1);
    });

    it('refuses a short where short selling is not allowed (Shanghai)', async () => {
      await setQuote(testApp, 'CN:600519', '1500.00');
      const member = await trader({ CNY: 100_000_000n });
      const answer = await buy(member, {
        code: 'CN:600519',
        direction: 'short',
        priceType: 'market',
        quantity: 100,
        leverage: 1,
      });
      expect(answer.body.msg).toBe('SHORT_SELLING_NOT_ALLOWED');
    });

    it('refuses a member forbidden to trade, and one without a verified real name', async () => {
      const forbidden = await trader({ MYR: 1_000_000n });
      await setMemberFlags(testApp, forbidden.memberId, { isTradeForbidden: true });
      expect((await buy(forbidden, BURSA_MARKET_LONG)).body.msg).toBe('TRADE_FORBIDDEN');
      const { registerMember } = await import('../../test/member-factory.ts');
      const unverified = await registerMember(testApp);
      expect((await buy(unverified, BURSA_MARKET_LONG)).body.msg).toBe('REAL_NAME_REQUIRED');
    });

    it('refuses an absurdly large order as unaffordable, and one beyond the input maximum as invalid', async () => {
      const member = await trader({ CNY: 100_000n });
      const order = { code: 'CN:600519', direction: 'long', priceType: 'market', leverage: 1 } as const;
      expect(await buy(member, { ...order, quantity: '999999999900' })).toMatchObject({
        statusCode: 200,
        body: { status: 0, msg: 'AVAILABLE_BALANCE_INSUFFICIENT' },
      });
      // Beyond MAX_MONEY_MAJOR shares: refused by the contract before any sum is made.
      expect(await buy(member, { ...order, quantity: '999999999999900' })).toMatchObject({
        statusCode: 400,
        body: { status: 0, msg: 'INVALID_INPUT', params: { field: 'quantity' } },
      });
    });

    it('refuses an order the available balance does not cover (margin plus fee)', async () => {
      const member = await trader({ MYR: 41_159n });
      expect((await buy(member, BURSA_MARKET_LONG)).body.msg).toBe('AVAILABLE_BALANCE_INSUFFICIENT');
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 41_159n,
        frozen: 0n,
        margin: 0n,
      });
    });
  });

  describe('market hours and lock periods', () => {
    it('refuses orders while the market is shut and queues a close for the next opening, withdrawable', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { position } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
      const positionId = position?.id ?? 0;
      await unlockPosition(testApp, positionId);
      testApp.clock.advance(10 * HOUR); // 20:00 in Kuala Lumpur
      try {
        expect((await buy(member, BURSA_MARKET_LONG)).body).toMatchObject({
          status: 0,
          msg: 'NON_TRADING_TIME',
        });
        const queued = dataOf(await sell(member, { positionId }), tradeSell);
        expect(queued.position).toBeNull();
        expect(queued.order).toMatchObject({ kind: 'close', status: 'pending' });
        const detail = () =>
          postMember(testApp.app, tradePositionDetail.path, { id: positionId }, { session: member.session });
        expect(dataOf(await detail(), tradePositionDetail).status).toBe('preparing_to_close');
        expect((await sell(member, { positionId })).body.msg).toBe('ORDER_STATE_INVALID');
        // Withdrawn: holding again; queued once more.
        dataOf(await cancel(member, queued.order?.id ?? 0), tradeCancel);
        expect(dataOf(await detail(), tradePositionDetail).status).toBe('holding');
        const again = dataOf(await sell(member, { positionId }), tradeSell);
        // No trading round while MY is shut; the next session opens at 10.20.
        expect((await runRound(testApp, { 'MY:1155': '10.20' }, ['US'])).queuedClosed).toBe(0);
        expect((await runRound(testApp, { 'MY:1155': '10.20' })).queuedClosed).toBe(1);
        const closed = dataOf(await detail(), tradePositionDetail);
        expect(closed).toMatchObject({ status: 'closed', exitPrice: '10.2' });
        const orders = dataOf(
          await postMember(testApp.app, tradeOrders.path, { status: 'all' }, { session: member.session }),
          tradeOrders,
        );
        expect(orders.items.find((item) => item.id === again.order?.id)).toMatchObject({
          status: 'filled',
          fillPrice: '10.2',
        });
      } finally {
        testApp.clock.advance(-10 * HOUR);
      }
    });

    it('locks for N minutes where the market says so, with N in the refusal', async () => {
      await setMarketLock(testApp, 'MY', { kind: 'minutes', minutes: 30 });
      try {
        const member = await trader({ MYR: 1_000_000n });
        const { position } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
        expect((await sell(member, { positionId: position?.id })).body).toMatchObject({
          msg: 'LOCK_PERIOD_MINUTES',
          params: { minutes: 30 },
        });
        const locked = dataOf(
          await postMember(testApp.app, tradePositions.path, { tab: 'locked' }, { session: member.session }),
          tradePositions,
        );
        expect(locked.items.map((item) => item.id)).toEqual([position?.id]);
        testApp.clock.advance(31 * 60_000);
        try {
          expect(dataOf(await sell(member, { positionId: position?.id }), tradeSell).position?.status).toBe(
            'closed',
          );
        } finally {
          testApp.clock.advance(-31 * 60_000);
        }
      } finally {
        await setMarketLock(testApp, 'MY', { kind: 'days', days: 1 });
      }
    });
  });

  describe('forced close', () => {
    const forcedLong = { ...BURSA_MARKET_LONG, code: 'MY:5225' };
    it('closes at market when the loss reaches the maintenance margin, with a notice', async () => {
      await setQuote(testApp, 'MY:5225', '10.00');
      const member = await trader({ MYR: 41_160n });
      const { position } = dataOf(await buy(member, forcedLong), tradeBuy);
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(0n);
      expect((await runRound(testApp, { 'MY:5225': '9.02' })).forcedClosed).toBe(0);
      expect((await runRound(testApp, { 'MY:5225': '9.00' })).forcedClosed).toBe(1);
      const closed = dataOf(
        await postMember(
          testApp.app,
          tradePositionDetail.path,
          { id: position?.id },
          { session: member.session },
        ),
        tradePositionDetail,
      );
      expect(closed).toMatchObject({ status: 'closed', isForcedClose: true, exitPrice: '9' });
      const [notice] = await testApp.services.db
        .select()
        .from(notices)
        .where(eq(notices.memberId, member.memberId));
      expect(notice?.title.en).toBe('Position closed automatically');
      // Margin 400 − loss 200 − sale charges (9.00 + 0.54 + RM2) = 188.46.
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 18_846n,
        frozen: 0n,
        margin: 0n,
      });
    });

    it('never takes a balance below zero when the price gaps through the margin', async () => {
      const member = await trader({ MYR: 41_160n });
      dataOf(await buy(member, forcedLong), tradeBuy);
      expect((await runRound(testApp, { 'MY:5225': '7.00' })).forcedClosed).toBe(1);
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 0n,
        frozen: 0n,
        margin: 0n,
      });
    });
  });

  describe('concurrency', () => {
    it('30 simultaneous buys by one member never overspend: only those that fit are accepted', async () => {
      await setQuote(testApp, 'MY:1295', '1.00');
      // Each: 100 shares at RM1.00, 1×: margin 100.00 + brokerage 7.00 + clearing 0.03 + stamp RM1 = 108.03.
      const member = await trader({ MYR: 100_000n });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          buy(
            member,
            { ...BURSA_MARKET_LONG, code: 'MY:1295', quantity: 100, leverage: 1 },
            `burst-${index}`,
          ),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.status === 1).length;
      expect(accepted).toBe(9);
      expect(answers.filter((answer) => answer.body.msg === 'AVAILABLE_BALANCE_INSUFFICIENT')).toHaveLength(
        21,
      );
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 100_000n - 9n * 10_803n,
        frozen: 0n,
        margin: 90_000n,
      });
    });

    it('two simultaneous closes of one position close it once', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const { position } = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
      await unlockPosition(testApp, position?.id ?? 0);
      const answers = await Promise.all([
        sell(member, { positionId: position?.id }),
        sell(member, { positionId: position?.id }),
      ]);
      expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
      expect(answers.find((answer) => answer.body.status === 0)?.body.msg).toBe('ORDER_STATE_INVALID');
      const closes = await testApp.services.db
        .select()
        .from(tradeFills)
        .where(and(eq(tradeFills.positionId, position?.id ?? 0), eq(tradeFills.kind, 'close')));
      expect(closes).toHaveLength(1);
    });
  });

  describe('lists', () => {
    it('pages orders and positions ten at a time, by status and tab', async () => {
      const member = await trader({ MYR: 10_000_000n });
      for (let index = 0; index < 11; index += 1) await buy(member, { ...BURSA_MARKET_LONG, quantity: 100 });
      await buy(member, { ...BURSA_MARKET_LONG, priceType: 'limit', price: '9.50' });
      const list = (path: string, body: object) =>
        postMember(testApp.app, path, body, { session: member.session });
      const first = dataOf(await list(tradePositions.path, { tab: 'locked', page: 1 }), tradePositions);
      expect(first).toMatchObject({ total: 11, hasMore: true });
      expect(first.items).toHaveLength(10);
      expect(
        dataOf(await list(tradePositions.path, { tab: 'locked', page: 2 }), tradePositions).items,
      ).toHaveLength(1);
      expect(dataOf(await list(tradePositions.path, { tab: 'holding' }), tradePositions).total).toBe(0);
      expect(dataOf(await list(tradePositions.path, { tab: 'ended' }), tradePositions).total).toBe(0);
      const pending = dataOf(await list(tradeOrders.path, { status: 'pending' }), tradeOrders);
      expect(pending.items.map((item) => item.price)).toEqual(['9.5']);
      expect(dataOf(await list(tradeOrders.path, {}), tradeOrders).total).toBe(12);
      const other = await trader({ MYR: 100n });
      const foreign = await postMember(
        testApp.app,
        tradePositionDetail.path,
        { id: first.items[0]?.id },
        {
          session: other.session,
        },
      );
      expect(foreign.body.msg).toBe('ORDER_NOT_FOUND');
    });
  });

  it('the market engine runs the desk after each round', async () => {
    let rounds = 0;
    registerTickRoundHook(testApp.services, async (round) => {
      rounds += 1;
      expect(round.phases.get('MY')).toBe('continuous');
    });
    const engine = createMarketEngine(testApp.services, {
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      publish: false,
    });
    await engine.tickOnce(testApp.clock.now().getTime() - (testApp.clock.now().getTime() % 1000));
    expect(rounds).toBe(1);
    await engine.stop();
  });
});
