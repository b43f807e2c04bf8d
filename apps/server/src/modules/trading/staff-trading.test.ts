import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as adminTrading from '@saham/contract/admin-trading';
import {
  adminPositionDetail,
  closeMemberPosition,
  getDeskSettings,
  getExposure,
  getMemberTrading,
  searchOrders,
  searchPositions,
  setMemberMargin,
} from '@saham/contract/admin-trading';
import { updateSiteConfig } from '@saham/contract/admin-content';
import { STAFF_ROLES, type StaffCall } from '@saham/contract/call';
import { tradeBuy, tradeSell } from '@saham/contract/trading';
import { notices } from '../../db/schema.ts';
import { tradeFills, tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import {
  bucketsOf,
  enableMargin,
  setQuote,
  unlockPosition,
  useTradingTestApp,
} from './trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur (Bursa trading).
const HOUR = 3_600_000;

describe('back office trading', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let reviewer: LoggedInStaff;
  let support: LoggedInStaff;

  const call = (user: LoggedInStaff, path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: user.session, remoteAddress: '203.0.113.9' });
  const buy = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeBuy.path, body, { session: member.session });
  const sell = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeSell.path, body, { session: member.session });
  const bursaLong = {
    code: 'MY:1155',
    direction: 'long',
    priceType: 'market',
    quantity: 200,
    leverage: 5,
  };
  async function trader(balances: Parameters<typeof verifiedMemberWith>[1], margin = true) {
    const member = await verifiedMemberWith(testApp, balances);
    if (margin) await enableMargin(testApp, member.memberId);
    return member;
  }
  async function openPosition(member: TestMember, body: object = bursaLong): Promise<number> {
    const { position } = dataOf(await buy(member, body), tradeBuy);
    if (!position) throw new Error('no position opened');
    return position.id;
  }
  async function closeFillsOf(positionId: number) {
    const family = await testApp.services.db
      .select({ id: tradePositions.id })
      .from(tradePositions)
      .where(eq(tradePositions.parentId, positionId));
    const ids = [positionId, ...family.map((row) => row.id)];
    const fills = await testApp.services.db.select().from(tradeFills).where(eq(tradeFills.kind, 'close'));
    return fills.filter((fill) => ids.includes(fill.positionId));
  }

  useTradingTestApp(async (created) => {
    testApp = created;
    admin = await createLoggedInStaff(testApp, 'admin');
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    support = await createLoggedInStaff(testApp, 'support');
  });

  describe('roles', () => {
    const samples: Record<string, object> = {
      'trading/deskSettings': {},
      'trading/updateDeskSettings': {
        marketSpreadBps: 0,
        maintenanceMarginPercent: 50,
        reason: 'role check',
      },
      'trading/memberSettings': { memberId: 999_999 },
      'trading/setMargin': { memberId: 999_999, isMarginEnabled: true, reason: 'role check' },
      'trading/orders': { page: 1 },
      'trading/positions': { page: 1 },
      'trading/positionDetail': { id: 999_999 },
      'trading/closePosition': { id: 999_999, reason: 'role check' },
      'trading/exposure': {},
    };
    const isStaffCall = (value: unknown): value is StaffCall =>
      typeof value === 'object' && value !== null && 'scope' in value && value.scope === 'staff';
    const calls = (Object.values(adminTrading) as unknown[]).filter(isStaffCall);

    it('refuses every trading call to the roles it does not list, and lets the money calls only to admin and reviewer', async () => {
      expect(calls.map((item) => item.path).sort()).toEqual(Object.keys(samples).sort());
      const byRole = { admin, reviewer, support };
      for (const item of calls) {
        for (const role of STAFF_ROLES.filter((candidate) => !item.roles.includes(candidate))) {
          const answer = await call(byRole[role], item.path, samples[item.path] ?? {});
          expect(answer.body.msg, `${item.path} as ${role}`).toBe('ROLE_FORBIDDEN');
        }
      }
      expect(adminTrading.closeMemberPosition.roles).toEqual(['admin', 'reviewer']);
      expect(adminTrading.setMemberMargin.roles).toEqual(['admin', 'reviewer']);
      expect(adminTrading.updateDeskSettings.roles).toEqual(['admin']);
    });
  });

  describe('exposure', () => {
    it('adds up open long and short positions per instrument and market at the latest price', async () => {
      await setQuote(testApp, 'MY:5225', '10.00');
      await setQuote(testApp, 'MY:1295', '1.00');
      const longer = await trader({ MYR: 1_000_000n });
      const shorter = await trader({ MYR: 1_000_000n });
      await openPosition(longer, { ...bursaLong, code: 'MY:5225' });
      await openPosition(shorter, { ...bursaLong, code: 'MY:5225', direction: 'short', quantity: 100 });
      await openPosition(longer, { ...bursaLong, code: 'MY:1295', quantity: 1000, leverage: 1 });
      // A closed position is no exposure.
      const closedId = await openPosition(shorter, {
        ...bursaLong,
        code: 'MY:1295',
        quantity: 500,
        leverage: 1,
      });
      await call(admin, closeMemberPosition.path, { id: closedId, reason: 'test' });
      await setQuote(testApp, 'MY:5225', '10.50', '10.00');
      await setQuote(testApp, 'MY:1295', '0.96', '1.00');

      const answer = dataOf(await call(support, getExposure.path, {}), getExposure);
      expect(answer.instruments).toEqual([
        {
          symbol: 'MY:5225',
          market: 'MY',
          currency: 'MYR',
          positionCount: 2,
          longQuantity: '200',
          shortQuantity: '100',
          netQuantity: '100',
          lastPrice: '10.5',
          longNotional: '2100.00',
          shortNotional: '1050.00',
          netNotional: '1050.00',
          // Long +100.00, short −50.00.
          memberPnl: '50.00',
          brokerPnl: '-50.00',
        },
        {
          symbol: 'MY:1295',
          market: 'MY',
          currency: 'MYR',
          positionCount: 1,
          longQuantity: '1000',
          shortQuantity: '0',
          netQuantity: '1000',
          lastPrice: '0.96',
          longNotional: '960.00',
          shortNotional: '0.00',
          netNotional: '960.00',
          memberPnl: '-40.00',
          brokerPnl: '40.00',
        },
      ]);
      expect(answer.markets).toEqual([
        {
          market: 'MY',
          currency: 'MYR',
          instrumentCount: 2,
          positionCount: 3,
          longNotional: '3060.00',
          shortNotional: '1050.00',
          netNotional: '2010.00',
          memberPnl: '10.00',
          brokerPnl: '-10.00',
        },
      ]);
    });
  });

  describe('desk settings', () => {
    it('reads the defaults, refuses a change without a reason, by a non-admin or out of range', async () => {
      expect(dataOf(await call(support, getDeskSettings.path, {}), getDeskSettings)).toMatchObject({
        marketSpreadBps: 0,
        maintenanceMarginPercent: 50,
      });
      const noReason = await call(admin, 'trading/updateDeskSettings', {
        marketSpreadBps: 10,
        maintenanceMarginPercent: 40,
        reason: '  ',
      });
      expect(noReason.body).toEqual({ status: 0, msg: 'REASON_REQUIRED', params: {} });
      const byReviewer = await call(reviewer, 'trading/updateDeskSettings', {
        marketSpreadBps: 10,
        maintenanceMarginPercent: 40,
        reason: 'x',
      });
      expect(byReviewer.body.msg).toBe('ROLE_FORBIDDEN');
      const tooWide = await call(admin, 'trading/updateDeskSettings', {
        marketSpreadBps: 1001,
        maintenanceMarginPercent: 40,
        reason: 'x',
      });
      expect(tooWide.statusCode).toBe(400);
      const tooHigh = await call(admin, 'trading/updateDeskSettings', {
        marketSpreadBps: 10,
        maintenanceMarginPercent: 101,
        reason: 'x',
      });
      expect(tooHigh.statusCode).toBe(400);
      expect(dataOf(await call(admin, getDeskSettings.path, {}), getDeskSettings)).toMatchObject({
        marketSpreadBps: 0,
        maintenanceMarginPercent: 50,
      });
      expect(await findAuditEntries(testApp, 'trading/updateDeskSettings')).toEqual([]);
    });

    it('changes the spread with a reason, audited, and the next market order fills at the new spread', async () => {
      const answer = await call(admin, 'trading/updateDeskSettings', {
        marketSpreadBps: 100,
        maintenanceMarginPercent: 40,
        reason: 'volatile session',
      });
      expect(answer.body).toMatchObject({
        status: 1,
        data: { marketSpreadBps: 100, maintenanceMarginPercent: 40 },
      });
      const [entry] = await findAuditEntries(testApp, 'trading/updateDeskSettings');
      expect(entry).toMatchObject({
        staffUsername: admin.username,
        targetType: 'trading_settings',
        reason: 'volatile session',
        before: { marketSpreadBps: 0, maintenanceMarginPercent: 50 },
        after: { marketSpreadBps: 100, maintenanceMarginPercent: 40 },
        ip: '203.0.113.9',
      });
      const member = await trader({ MYR: 1_000_000n });
      // 10.00 + 1% = 10.10, on Bursa's 0.02 grid.
      expect(dataOf(await buy(member, bursaLong), tradeBuy).order.fillPrice).toBe('10.1');
      await call(admin, 'trading/updateDeskSettings', {
        marketSpreadBps: 0,
        maintenanceMarginPercent: 50,
        reason: 'back to normal',
      });
      expect(dataOf(await buy(member, bursaLong), tradeBuy).order.fillPrice).toBe('10');
    });
  });

  describe('margin trading permission', () => {
    it('turns margin trading on for a member with a reason, audited; leverage then trades', async () => {
      const member = await trader({ MYR: 1_000_000n }, false);
      expect(
        dataOf(await call(support, getMemberTrading.path, { memberId: member.memberId }), getMemberTrading),
      ).toMatchObject({ memberId: member.memberId, isMarginEnabled: false });
      expect((await buy(member, bursaLong)).body.msg).toBe('MARGIN_TRADING_DISABLED');

      const bySupport = await call(support, setMemberMargin.path, {
        memberId: member.memberId,
        isMarginEnabled: true,
        reason: 'x',
      });
      expect(bySupport.body.msg).toBe('ROLE_FORBIDDEN');
      const noReason = await call(reviewer, setMemberMargin.path, {
        memberId: member.memberId,
        isMarginEnabled: true,
        reason: '',
      });
      expect(noReason.body.msg).toBe('REASON_REQUIRED');
      expect((await buy(member, bursaLong)).body.msg).toBe('MARGIN_TRADING_DISABLED');
      const unknown = await call(reviewer, setMemberMargin.path, {
        memberId: 424242,
        isMarginEnabled: true,
        reason: 'x',
      });
      expect(unknown.body.msg).toBe('MEMBER_NOT_FOUND');

      const answer = await call(reviewer, setMemberMargin.path, {
        memberId: member.memberId,
        isMarginEnabled: true,
        reason: 'experienced trader',
      });
      expect(answer.body).toMatchObject({ status: 1, data: { isMarginEnabled: true } });
      expect((await buy(member, bursaLong)).body.status).toBe(1);
      const entries = await findAuditEntries(testApp, 'trading/setMargin');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        staffUsername: reviewer.username,
        targetType: 'member',
        targetId: String(member.memberId),
        reason: 'experienced trader',
        before: { isMarginEnabled: false },
        after: { isMarginEnabled: true },
      });

      await call(admin, setMemberMargin.path, {
        memberId: member.memberId,
        isMarginEnabled: false,
        reason: 'margin call missed',
      });
      expect((await buy(member, bursaLong)).body.msg).toBe('MARGIN_TRADING_DISABLED');
    });
  });

  describe('searches', () => {
    let first: TestMember;
    let second: TestMember;
    let limitFrozen = '';

    beforeAll(async () => {
      first = await trader({ MYR: 1_000_000n });
      second = await trader({ MYR: 1_000_000n });
      await openPosition(first);
      const limit = dataOf(
        await buy(first, { ...bursaLong, priceType: 'limit', price: '9.50', quantity: 100 }),
        tradeBuy,
      );
      limitFrozen = limit.order.frozen;
      await openPosition(second, { ...bursaLong, quantity: 100 });
    });

    it('finds orders by account, status, symbol, market, direction and day, with totals per currency', async () => {
      const mine = dataOf(
        await call(support, searchOrders.path, { account: first.account, page: 1 }),
        searchOrders,
      );
      expect(mine).toMatchObject({ total: 2, page: 1, hasMore: false });
      expect(mine.items.map((item) => [item.memberAccount, item.status, item.priceType])).toEqual([
        [first.account, 'pending', 'limit'],
        [first.account, 'filled', 'market'],
      ]);
      expect(mine.totals).toEqual([
        { currency: 'MYR', count: 2, frozen: limitFrozen, filledAmount: '2000.00' },
      ]);
      expect(limitFrozen).not.toBe('0.00');

      const search = async (body: object) =>
        dataOf(await call(support, searchOrders.path, { page: 1, ...body }), searchOrders);
      expect((await search({ account: first.account, status: 'pending' })).total).toBe(1);
      expect((await search({ account: second.account, symbol: '1155', market: 'MY' })).total).toBe(1);
      expect((await search({ account: second.account, symbol: '5225' })).total).toBe(0);
      expect(await search({ account: first.account, market: 'US' })).toMatchObject({ total: 0, totals: [] });
      expect((await search({ account: first.account, direction: 'short' })).total).toBe(0);
      expect((await search({ account: first.account, from: '2026-11-23', to: '2026-11-23' })).total).toBe(2);
      expect((await search({ account: first.account, from: '2026-11-24' })).total).toBe(0);
      expect((await search({ account: first.account, to: '2026-11-22' })).total).toBe(0);
      const badDay = await call(support, searchOrders.path, { page: 1, from: '2026-02-31' });
      expect(badDay.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT', params: { field: 'from' } });
      const wildcard = await search({ account: '%' });
      expect(wildcard.total).toBe(0);
    });

    it('reads From and To as days in the display zone staff set, not a fixed +08:00', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const positionId = await openPosition(member);
      // The order at 00:00 on 24 Nov in Tokyo (23:00 on 23 Nov in Kuala Lumpur), the position at
      // 00:00 on 23 Nov in Tokyo (23:00 on 22 Nov in Kuala Lumpur): each on a day's first instant.
      const { db } = testApp.services;
      await db
        .update(tradeOrders)
        .set({ createdAt: new Date('2026-11-23T15:00:00Z') })
        .where(eq(tradeOrders.memberId, member.memberId));
      await db
        .update(tradePositions)
        .set({ openedAt: new Date('2026-11-22T15:00:00Z') })
        .where(eq(tradePositions.id, positionId));
      const setZone = async (zone: string) => {
        const body = { items: [{ name: 'displayZone', value: zone }] };
        expect((await call(admin, updateSiteConfig.path, body)).body.status).toBe(1);
      };
      const orderTotal = async (from: string, to: string) =>
        dataOf(
          await call(support, searchOrders.path, { account: member.account, from, to, page: 1 }),
          searchOrders,
        ).total;
      const positionTotal = async (from: string, to: string) =>
        dataOf(
          await call(support, searchPositions.path, { account: member.account, from, to, page: 1 }),
          searchPositions,
        ).total;
      try {
        await setZone('Asia/Tokyo');
        expect(await orderTotal('2026-11-23', '2026-11-23')).toBe(0);
        expect(await orderTotal('2026-11-24', '2026-11-24')).toBe(1);
        expect(await positionTotal('2026-11-22', '2026-11-22')).toBe(0);
        expect(await positionTotal('2026-11-23', '2026-11-23')).toBe(1);
        // New York (UTC−5 in November): both on 22 and 23 Nov there.
        await setZone('America/New_York');
        expect(await orderTotal('2026-11-23', '2026-11-23')).toBe(1);
        expect(await positionTotal('2026-11-22', '2026-11-22')).toBe(1);
        expect(await positionTotal('2026-11-23', '2026-11-30')).toBe(0);
        const badDay = await call(support, searchPositions.path, { page: 1, to: '2026-02-31' });
        expect(badDay.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT', params: { field: 'to' } });
      } finally {
        await setZone('Asia/Kuala_Lumpur');
      }
      expect(await orderTotal('2026-11-23', '2026-11-23')).toBe(1);
      expect(await positionTotal('2026-11-22', '2026-11-22')).toBe(1);
    });

    it('pages ten at a time', async () => {
      const busy = await trader({ MYR: 10_000_000n });
      for (let index = 0; index < 11; index += 1) {
        await buy(busy, { ...bursaLong, priceType: 'limit', price: '9.00', quantity: 100, leverage: 1 });
      }
      const page1 = dataOf(
        await call(support, searchOrders.path, { account: busy.account, page: 1 }),
        searchOrders,
      );
      expect(page1).toMatchObject({ total: 11, hasMore: true });
      expect(page1.items).toHaveLength(10);
      expect(page1.totals[0]?.count).toBe(11);
      const page2 = dataOf(
        await call(support, searchOrders.path, { account: busy.account, page: 2 }),
        searchOrders,
      );
      expect(page2).toMatchObject({ total: 11, hasMore: false });
      expect(page2.items).toHaveLength(1);
    });

    it('finds positions with margin and P&L totals, and shows one with its fills', async () => {
      await setQuote(testApp, 'MY:1155', '10.20', '10.00');
      try {
        const found = dataOf(
          await call(support, searchPositions.path, { account: first.account, status: 'holding', page: 1 }),
          searchPositions,
        );
        expect(found.total).toBe(1);
        expect(found.items[0]).toMatchObject({
          memberAccount: first.account,
          quantity: '200',
          margin: '400.00',
          currentPrice: '10.2',
          profit: '40.00',
        });
        expect(found.totals).toEqual([{ currency: 'MYR', count: 1, margin: '400.00', profit: '40.00' }]);
        const none = dataOf(
          await call(support, searchPositions.path, { account: first.account, status: 'closed', page: 1 }),
          searchPositions,
        );
        expect(none).toMatchObject({ total: 0, totals: [] });

        const detail = dataOf(
          await call(support, adminPositionDetail.path, { id: found.items[0]?.id }),
          adminPositionDetail,
        );
        expect(detail).toMatchObject({ memberAccount: first.account, status: 'holding' });
        expect(detail.fills).toMatchObject([
          {
            kind: 'open',
            price: '10',
            quantity: '200',
            amount: '2000.00',
            fee: '9.60',
            tax: '2.00',
            grossPnl: null,
          },
        ]);
        expect((await call(support, adminPositionDetail.path, { id: 987654 })).body.msg).toBe(
          'POSITION_NOT_FOUND',
        );
      } finally {
        await setQuote(testApp, 'MY:1155', '10.00');
      }
    });
  });

  describe('manual close', () => {
    it('closes a holding position at the current price, notifies the member and audits it', async () => {
      const member = await trader({ MYR: 1_000_000n });
      const positionId = await openPosition(member);
      await setQuote(testApp, 'MY:1155', '10.50', '10.00');
      try {
        expect(
          (await call(support, closeMemberPosition.path, { id: positionId, reason: 'x' })).body.msg,
        ).toBe('ROLE_FORBIDDEN');
        expect((await call(admin, closeMemberPosition.path, { id: positionId, reason: ' ' })).body.msg).toBe(
          'REASON_REQUIRED',
        );
        expect(await closeFillsOf(positionId)).toEqual([]);

        // Still in its T+1 lock: the desk closes it anyway.
        const answer = dataOf(
          await call(reviewer, closeMemberPosition.path, {
            id: positionId,
            reason: 'client request by phone',
          }),
          closeMemberPosition,
        );
        // Sale of RM2,100: brokerage 9.00, clearing 0.63, stamp duty RM3 (as a member's own close).
        expect(answer).toMatchObject({
          id: positionId,
          memberAccount: member.account,
          status: 'closed',
          exitPrice: '10.5',
          fee: '19.23',
          tax: '5.00',
          profit: '75.77',
          isForcedClose: true,
        });
        expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
          available: 1_000_000n + 7_577n,
          frozen: 0n,
          margin: 0n,
        });
        expect(await closeFillsOf(positionId)).toHaveLength(1);
        const [entry] = (await findAuditEntries(testApp, 'trading/closePosition')).filter(
          (row) => row.targetId === String(positionId),
        );
        expect(entry).toMatchObject({
          staffUsername: reviewer.username,
          targetType: 'trade_position',
          reason: 'client request by phone',
          before: { status: 'holding', quantity: '200', lastPrice: '10.50' },
          after: { status: 'closed', exitPrice: '10.5', grossPnl: '100.00', memberId: member.memberId },
        });
        const [notice] = await testApp.services.db
          .select()
          .from(notices)
          .where(eq(notices.memberId, member.memberId));
        expect(notice?.title.en).toBe('Position closed by the dealing desk');
        expect(notice?.content.en).toContain('MYR 75.77');

        const again = await call(admin, closeMemberPosition.path, { id: positionId, reason: 'again' });
        expect(again.body).toMatchObject({ status: 0, msg: 'POSITION_ALREADY_CLOSED' });
        expect(await closeFillsOf(positionId)).toHaveLength(1);
      } finally {
        await setQuote(testApp, 'MY:1155', '10.00');
      }
    });

    it('refuses an unknown position, a queued close, and a market that is shut', async () => {
      expect((await call(admin, closeMemberPosition.path, { id: 987654, reason: 'x' })).body.msg).toBe(
        'POSITION_NOT_FOUND',
      );
      const member = await trader({ MYR: 1_000_000n });
      const positionId = await openPosition(member);
      await testApp.services.db
        .update(tradePositions)
        .set({ status: 'preparing_to_close' })
        .where(eq(tradePositions.id, positionId));
      expect((await call(admin, closeMemberPosition.path, { id: positionId, reason: 'x' })).body.msg).toBe(
        'POSITION_CLOSE_QUEUED',
      );
      await testApp.services.db
        .update(tradePositions)
        .set({ status: 'holding' })
        .where(eq(tradePositions.id, positionId));
      testApp.clock.advance(12 * HOUR); // 22:00 in Kuala Lumpur
      try {
        const lateAdmin = await createLoggedInStaff(testApp, 'admin');
        expect(
          (await call(lateAdmin, closeMemberPosition.path, { id: positionId, reason: 'x' })).body.msg,
        ).toBe('NON_TRADING_TIME');
      } finally {
        testApp.clock.advance(-12 * HOUR);
      }
      expect(await closeFillsOf(positionId)).toEqual([]);
    });

    it('closes once when the desk and the member close the same position at the same time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const member = await trader({ MYR: 1_000_000n });
        const positionId = await openPosition(member);
        await unlockPosition(testApp, positionId);
        const [desk, own] = await Promise.all([
          call(admin, closeMemberPosition.path, { id: positionId, reason: 'risk limit' }),
          sell(member, { positionId }),
        ]);
        const outcomes = [desk.body.status, own.body.status].sort();
        expect(outcomes).toEqual([0, 1]);
        if (desk.body.status === 0) expect(desk.body.msg).toBe('POSITION_ALREADY_CLOSED');
        else expect(own.body.msg).toBe('ORDER_STATE_INVALID');
        expect(await closeFillsOf(positionId)).toHaveLength(1);
        const [row] = await testApp.services.db
          .select()
          .from(tradePositions)
          .where(and(eq(tradePositions.id, positionId), eq(tradePositions.status, 'closed')));
        expect(row?.exitPrice).toBe('10');
        // Closed flat at RM10.00: the member has paid the opening and closing charges only.
        const buckets = await bucketsOf(testApp, member.memberId, 'MYR');
        expect(buckets.margin).toBe(0n);
        expect(buckets.frozen).toBe(0n);
      }
    });
  });
});
