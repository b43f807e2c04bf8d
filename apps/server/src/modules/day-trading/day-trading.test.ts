import { describe, expect, it } from 'vitest';
import {
  dayTradingApply,
  dayTradingBuy,
  dayTradingClose,
  dayTradingEnd,
  dayTradingOverview,
  dayTradingPositions,
  staffDayTradingApprove,
  staffDayTradingList,
  staffDayTradingReject,
  staffDayTradingSaveSettings,
} from '@saham/contract/day-trading';
import { fundRecords } from '@saham/contract/fund-records';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import { eq } from 'drizzle-orm';
import { notices } from '../../db/schema.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { runTickRoundHooks } from '../quotes/tick-round-hooks.ts';
import {
  bucketsOf,
  enableMargin,
  runRound,
  setQuote,
  useTradingTestApp,
} from '../trading/trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur, Bursa
// trading; its last continuous session ends at 16:45 (08:45 UTC).
const HOUR = 3_600_000;
// 2 lots of Maybank at RM10.00 with 5× leverage: RM400 margin, RM9.60 fees, RM2 stamp duty.
const BURSA_LONG = { code: '1155', market: 'MY', direction: 'long', quantity: 200, leverage: 5 };
const BURSA_LONG_COST = 41_160n;

describe('day trading', () => {
  let testApp: TestApp;
  let reviewer: LoggedInStaff;
  const member = (m: TestMember, path: string, body: object = {}) =>
    postMember(testApp.app, path, body, { session: m.session });
  const staff = (path: string, body: object, who: LoggedInStaff = reviewer) =>
    postStaff(testApp.app, path, body, { session: who.session });
  const apply = (m: TestMember, amount: string) => member(m, dayTradingApply.path, { amount });
  const buckets = (m: TestMember) => bucketsOf(testApp, m.memberId, 'MYR');

  async function approvedTrader(available: bigint, amount: string): Promise<TestMember> {
    const trader = await verifiedMemberWith(testApp, { MYR: available });
    await enableMargin(testApp, trader.memberId);
    const { id } = dataOf(await apply(trader, amount), dayTradingApply);
    dataOf(await staff(staffDayTradingApprove.path, { id }), staffDayTradingApprove);
    return trader;
  }

  useTradingTestApp(async (created) => {
    testApp = created;
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
  });

  describe('applying', () => {
    it('freezes the amount applied for and shows it as a day-trade application record', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const application = dataOf(await apply(trader, '5000'), dayTradingApply);
      expect(application).toMatchObject({ status: 'pending', amount: '5000.00', buyingPower: '0.00' });
      expect(await buckets(trader)).toEqual({ available: 500_000n, frozen: 500_000n, margin: 0n });
      const records = dataOf(
        await member(trader, fundRecords.path, { type: 'day_trade_application' }),
        fundRecords,
      );
      expect(records.items[0]?.lines).toEqual(
        expect.arrayContaining([
          { currency: 'MYR', bucket: 'available', amount: '-5000.00' },
          { currency: 'MYR', bucket: 'frozen', amount: '5000.00' },
        ]),
      );
      const overview = dataOf(await member(trader, dayTradingOverview.path), dayTradingOverview);
      expect(overview).toMatchObject({
        available: '5000.00',
        limits: { minAmount: '1000.00', maxAmount: '1000000.00' },
        current: { id: application.id, status: 'pending' },
      });
    });

    it('refuses each bad application with its own code and changes nothing', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 300_000n });
      const cases: [string, string, object?][] = [
        ['', 'FIELD_REQUIRED'],
        ['abc', 'INVALID_INPUT'],
        ['999.99', 'DAY_TRADE_AMOUNT_RANGE', { min: '1000.00', max: '1000000.00' }],
        ['1000000.01', 'DAY_TRADE_AMOUNT_RANGE'],
        ['3000.01', 'AVAILABLE_BALANCE_INSUFFICIENT'],
      ];
      for (const [amount, code, params] of cases) {
        const answer = await apply(trader, amount);
        expect(answer.body).toMatchObject({ status: 0, msg: code, ...(params ? { params } : {}) });
      }
      expect(await buckets(trader)).toEqual({ available: 300_000n, frozen: 0n, margin: 0n });
      const unverified = await registerMember(testApp);
      expect((await apply(unverified, '1000')).body).toMatchObject({ msg: 'REAL_NAME_REQUIRED' });
    });

    it('refuses a second application while one is pending or approved', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      dataOf(await apply(trader, '1000'), dayTradingApply);
      expect((await apply(trader, '1000')).body).toMatchObject({ msg: 'DAY_TRADE_APPLICATION_EXISTS' });
      expect(await buckets(trader)).toEqual({ available: 900_000n, frozen: 100_000n, margin: 0n });
    });

    it('lets exactly one of two applications made at once through, freezing the amount once', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const answers = await Promise.all([apply(trader, '2000'), apply(trader, '3000')]);
      expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
      const refused = answers.find((answer) => answer.body.status === 0);
      expect(refused?.body.msg).toBe('DAY_TRADE_APPLICATION_EXISTS');
      const { frozen, available } = await buckets(trader);
      expect(frozen === 200_000n || frozen === 300_000n).toBe(true);
      expect(available + frozen).toBe(1_000_000n);
    });
  });

  describe('review', () => {
    it('rejects with a reason: the amount returns to available, audited, and decided once', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const { id } = dataOf(await apply(trader, '4000'), dayTradingApply);
      expect((await staff(staffDayTradingReject.path, { id, reason: '  ' })).body).toMatchObject({
        msg: 'REASON_REQUIRED',
      });
      const rejected = dataOf(
        await staff(staffDayTradingReject.path, { id, reason: 'Trading experience too short' }),
        staffDayTradingReject,
      );
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejectReason: 'Trading experience too short',
        allocation: '0.00',
        reviewedBy: reviewer.username,
      });
      expect(await buckets(trader)).toEqual({ available: 1_000_000n, frozen: 0n, margin: 0n });
      const records = dataOf(
        await member(trader, fundRecords.path, { type: 'day_trade_review' }),
        fundRecords,
      );
      expect(records.items[0]?.lines).toEqual(
        expect.arrayContaining([{ currency: 'MYR', bucket: 'available', amount: '4000.00' }]),
      );
      const audits = await findAuditEntries(testApp, 'dayTrading/reject');
      expect(audits.at(-1)).toMatchObject({ targetId: String(id), reason: 'Trading experience too short' });
      expect((await staff(staffDayTradingApprove.path, { id })).body).toMatchObject({
        msg: 'ORDER_STATE_INVALID',
      });
      expect((await staff(staffDayTradingApprove.path, { id: 999_999 })).body).toMatchObject({
        msg: 'ORDER_NOT_FOUND',
      });
      // A rejected member may apply again.
      dataOf(await apply(trader, '1000'), dayTradingApply);
    });

    it('approves: the amount stays frozen as the allocation and becomes the buying power', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const { id } = dataOf(await apply(trader, '5000'), dayTradingApply);
      const approved = dataOf(await staff(staffDayTradingApprove.path, { id }), staffDayTradingApprove);
      expect(approved).toMatchObject({ status: 'approved', allocation: '5000.00', buyingPower: '5000.00' });
      expect(await buckets(trader)).toEqual({ available: 500_000n, frozen: 500_000n, margin: 0n });
      expect((await findAuditEntries(testApp, 'dayTrading/approve')).at(-1)).toMatchObject({
        targetId: String(id),
      });
      const list = dataOf(await staff(staffDayTradingList.path, { status: 'approved' }), staffDayTradingList);
      expect(list.items.map((row) => row.id)).toContain(id);
    });

    it('lets only reviewers and admins decide, and only admins change the limits', async () => {
      const support = await createLoggedInStaff(testApp, 'support');
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const { id } = dataOf(await apply(trader, '1000'), dayTradingApply);
      expect((await staff(staffDayTradingApprove.path, { id }, support)).body).toMatchObject({
        msg: 'ROLE_FORBIDDEN',
      });
      const limits = { minAmount: '2000', maxAmount: '9000' };
      expect((await staff(staffDayTradingSaveSettings.path, limits)).body).toMatchObject({
        msg: 'ROLE_FORBIDDEN',
      });
      const admin = await createLoggedInStaff(testApp, 'admin');
      const save = (body: object) => staff(staffDayTradingSaveSettings.path, body, admin);
      expect((await save({ minAmount: '9000', maxAmount: '2000' })).body).toMatchObject({
        msg: 'DAY_TRADE_LIMITS_INVALID',
      });
      expect((await save({ minAmount: '0', maxAmount: '2000' })).body).toMatchObject({
        msg: 'INVALID_INPUT',
      });
      expect(dataOf(await save(limits), staffDayTradingSaveSettings)).toEqual({
        minAmount: '2000.00',
        maxAmount: '9000.00',
      });
      const other = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      expect((await apply(other, '1999.99')).body).toMatchObject({
        msg: 'DAY_TRADE_AMOUNT_RANGE',
        params: { min: '2000.00', max: '9000.00' },
      });
      dataOf(await save({ minAmount: '1000', maxAmount: '1000000' }), staffDayTradingSaveSettings);
    });
  });

  describe('day positions', () => {
    it('refuses a day position without an approved account, off Bursa, or above the buying power', async () => {
      const pending = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      dataOf(await apply(pending, '1000'), dayTradingApply);
      expect((await member(pending, dayTradingBuy.path, BURSA_LONG)).body).toMatchObject({
        msg: 'DAY_TRADE_NOT_APPROVED',
      });
      const trader = await approvedTrader(1_000_000n, '1000');
      expect(
        (await member(trader, dayTradingBuy.path, { ...BURSA_LONG, code: 'AAPL', market: 'US' })).body,
      ).toMatchObject({ msg: 'DAY_TRADE_MARKET_NOT_SUPPORTED' });
      // 5 lots at RM10.00 with 5× leverage cost RM1,029 (margin RM1,000): above the RM1,000 buying power.
      const answer = await member(trader, dayTradingBuy.path, { ...BURSA_LONG, quantity: 500 });
      expect(answer.body).toMatchObject({
        msg: 'DAY_TRADE_BUYING_POWER_INSUFFICIENT',
        params: { amount: '1000.00' },
      });
      expect(await buckets(trader)).toEqual({ available: 900_000n, frozen: 100_000n, margin: 0n });
    });

    it('opens a day position from the allocation, closes it on request and puts its cost back', async () => {
      const trader = await approvedTrader(1_000_000n, '5000');
      const { position } = dataOf(await member(trader, dayTradingBuy.path, BURSA_LONG), dayTradingBuy);
      expect(position).toMatchObject({ margin: '400.00', fee: '9.60', tax: '2.00', cost: '411.60' });
      expect(position.closeAt).toBe('2026-11-23T08:45:00.000Z');
      expect(await buckets(trader)).toEqual({
        available: 500_000n,
        frozen: 500_000n - BURSA_LONG_COST,
        margin: 40_000n,
      });
      const overview = dataOf(await member(trader, dayTradingOverview.path), dayTradingOverview);
      expect(overview.current).toMatchObject({ used: '411.60', buyingPower: '4588.40' });
      expect((await member(trader, dayTradingEnd.path)).body).toMatchObject({
        msg: 'DAY_TRADE_OPEN_POSITIONS',
      });
      const stranger = await approvedTrader(1_000_000n, '1000');
      expect((await member(stranger, dayTradingClose.path, { positionId: position.id })).body).toMatchObject({
        msg: 'DAY_TRADE_POSITION_NOT_FOUND',
      });
      // Closed at RM9.80: gross −RM40, closing fees RM9.59 and stamp duty RM2.
      await setQuote(testApp, 'MY:1155', '9.80', '10.00');
      const closed = dataOf(
        await member(trader, dayTradingClose.path, { positionId: position.id }),
        dayTradingClose,
      );
      expect(closed).toMatchObject({ status: 'closed', exitPrice: '9.8' });
      const after = await buckets(trader);
      expect(after.frozen).toBe(500_000n);
      expect(after.margin).toBe(0n);
      const loss = 500_000n - after.available;
      expect(loss).toBe(BURSA_LONG_COST - 40_000n + 4_000n + 959n + 200n);
      expect((await member(trader, dayTradingClose.path, { positionId: position.id })).body).toMatchObject({
        msg: 'ORDER_STATE_INVALID',
      });
      const ended = dataOf(await member(trader, dayTradingEnd.path), dayTradingEnd);
      expect(ended).toMatchObject({ status: 'ended', buyingPower: '0.00' });
      expect(await buckets(trader)).toMatchObject({ available: 1_000_000n - loss, frozen: 0n });
      await setQuote(testApp, 'MY:1155', '10.00');
    });

    it('lets only one of two day positions opened at once through when the buying power covers one', async () => {
      const trader = await approvedTrader(1_000_000n, '1000');
      const fourLots = { ...BURSA_LONG, quantity: 400 };
      const answers = await Promise.all([
        member(trader, dayTradingBuy.path, fourLots),
        member(trader, dayTradingBuy.path, fourLots),
      ]);
      expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
      expect(answers.find((answer) => answer.body.status === 0)?.body.msg).toBe(
        'DAY_TRADE_BUYING_POWER_INSUFFICIENT',
      );
      const opened = answers.find((answer) => answer.body.status === 1);
      const { position } = dayTradingBuy.response.parse(opened?.body.data);
      const costMinor = BigInt(position.cost.replace('.', ''));
      expect(await buckets(trader)).toEqual({
        available: 900_000n,
        frozen: 100_000n - costMinor,
        margin: 80_000n,
      });
    });

    it('decides an application once when approval and rejection race', async () => {
      const trader = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
      const { id } = dataOf(await apply(trader, '2500'), dayTradingApply);
      const answers = await Promise.all([
        staff(staffDayTradingApprove.path, { id }),
        staff(staffDayTradingReject.path, { id, reason: 'Duplicate' }),
      ]);
      expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
      expect(answers.find((answer) => answer.body.status === 0)?.body.msg).toBe('ORDER_STATE_INVALID');
      const isApproved = answers[0]?.body.status === 1;
      expect(await buckets(trader)).toEqual(
        isApproved
          ? { available: 750_000n, frozen: 250_000n, margin: 0n }
          : { available: 1_000_000n, frozen: 0n, margin: 0n },
      );
    });

    it('settles a day position the desk force-closed: the allocation keeps what the member has left', async () => {
      await setQuote(testApp, 'MY:5225', '10.00');
      const trader = await approvedTrader(100_000n, '1000');
      const { position } = dataOf(
        await member(trader, dayTradingBuy.path, { ...BURSA_LONG, code: 'MY:5225' }),
        dayTradingBuy,
      );
      expect(await buckets(trader)).toEqual({ available: 0n, frozen: 58_840n, margin: 40_000n });
      expect((await runRound(testApp, { 'MY:5225': '9.00' })).forcedClosed).toBe(1);
      // Margin 400 − loss 200 − sale charges (9.00 + 0.54 + RM2) = 188.46 back in available.
      expect(await buckets(trader)).toEqual({ available: 18_846n, frozen: 58_840n, margin: 0n });
      await runTickRoundHooks(testApp.services, {
        instant: testApp.clock.now().getTime(),
        phases: new Map<MarketCode, Phase>([['MY', 'continuous']]),
        stateOf: () => null,
      });
      expect(await buckets(trader)).toEqual({ available: 0n, frozen: 77_686n, margin: 0n });
      const overview = dataOf(await member(trader, dayTradingOverview.path), dayTradingOverview);
      expect(overview.current).toMatchObject({ allocation: '776.86', used: '0.00', buyingPower: '776.86' });
      const closed = dataOf(
        await member(trader, dayTradingPositions.path, { status: 'closed' }),
        dayTradingPositions,
      );
      expect(closed.items[0]).toMatchObject({ id: position.id, isForcedClose: true });
    });

    it('closes day positions automatically once the session has ended', async () => {
      const trader = await approvedTrader(1_000_000n, '5000');
      const { position } = dataOf(await member(trader, dayTradingBuy.path, BURSA_LONG), dayTradingBuy);
      // An engine round: Bursa trading until the session's end, then closed; prices from the quotes.
      const round = () =>
        runTickRoundHooks(testApp.services, {
          instant: testApp.clock.now().getTime(),
          phases: new Map<MarketCode, Phase>([
            ['MY', testApp.clock.now() > new Date(position.closeAt) ? 'closed' : 'continuous'],
          ]),
          stateOf: () => null,
        });
      await round();
      const open = dataOf(
        await member(trader, dayTradingPositions.path, { status: 'open' }),
        dayTradingPositions,
      );
      expect(open.items.map((item) => item.id)).toEqual([position.id]);
      // Past 16:45 in Kuala Lumpur, the last price RM10.50.
      testApp.clock.advance(7 * HOUR);
      await setQuote(testApp, 'MY:1155', '10.50', '10.00');
      await round();
      const closed = dataOf(
        await member(trader, dayTradingPositions.path, { status: 'closed' }),
        dayTradingPositions,
      );
      expect(closed.items[0]).toMatchObject({ id: position.id, status: 'closed', exitPrice: '10.5' });
      // Gross +RM100, closing fees RM9.63 and stamp duty RM3: +RM75.77 after all charges.
      expect(await buckets(trader)).toEqual({ available: 500_000n + 7_577n, frozen: 500_000n, margin: 0n });
      const overview = dataOf(await member(trader, dayTradingOverview.path), dayTradingOverview);
      expect(overview.current).toMatchObject({ allocation: '5000.00', used: '0.00', buyingPower: '5000.00' });
      const memberNotices = await testApp.services.db
        .select()
        .from(notices)
        .where(eq(notices.memberId, trader.memberId));
      expect(memberNotices.map((notice) => notice.content.en)).toContain(
        'Your day position MY:1155 ×200 @ 10.5 was closed automatically at the end of the session. Result: MYR 75.77.',
      );
      await round();
      expect(await buckets(trader)).toEqual({ available: 500_000n + 7_577n, frozen: 500_000n, margin: 0n });
    });
  });
});
