import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  blockTradeBuy,
  blockTradeDetail,
  blockTradeList,
  blockTradeOrders,
  createBlockDeal,
  listBlockDeals,
  listBlockOrders,
  setBlockDealEnabled,
  updateBlockDeal,
} from '@saham/contract/block-trades';
import { tradePositions, tradeSell } from '@saham/contract/trading';
import { members } from '../../db/schema.ts';
import { blockTradeDeals } from '../../db/schema-block-trades.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, setMemberFlags, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { bucketsOf, instrumentIdOf, setQuote } from '../trading/trading-test-helpers.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur (trading).
const HOUR = 3_600_000;
const KEY = 'Blk-2026';
// 1,000 shares at RM9.50 = RM9,500.00: brokerage RM9.00 (the RM1,000–10,000 tier), clearing 0.03 %
// RM2.85, stamp duty RM1 per RM1,000 or part = RM10; margin at 1× = RM9,500.00; total RM9,521.85.
const TOTAL_MINOR = 952_185n;

describe('block trades', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let dealId: number;

  const staffCall = (path: string, body: object, who: LoggedInStaff = admin) =>
    postStaff(testApp.app, path, body, { session: who.session });
  const buy = (member: TestMember, body: object, key?: string) =>
    postMember(testApp.app, blockTradeBuy.path, body, {
      session: member.session,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  async function buyer(balanceMinor: bigint): Promise<TestMember> {
    const member = await verifiedMemberWith(testApp, balanceMinor > 0n ? { MYR: balanceMinor } : {});
    await testApp.services.db
      .update(members)
      .set({ fundPasswordHash: await hashPassword('123456', 'test') })
      .where(eq(members.id, member.memberId));
    return member;
  }

  async function dealInput(overrides: object = {}) {
    const now = testApp.clock.now().getTime();
    return {
      instrumentId: await instrumentIdOf(testApp, 'MY:1155'),
      blockPrice: '9.50',
      minShares: '1000',
      secretKey: KEY,
      opensAt: new Date(now - HOUR).toISOString(),
      closesAt: new Date(now + 48 * HOUR).toISOString(),
      lockDays: 5,
      isEnabled: true,
      ...overrides,
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await setQuote(testApp, 'MY:1155', '10.00');
    admin = await createLoggedInStaff(testApp, 'admin');
    dealId = dataOf(await staffCall(createBlockDeal.path, await dealInput()), createBlockDeal).id;
  }, 60_000);
  afterEach(async () => {
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('back office', () => {
    it('creates a deal with its key hashed, never answered, and audits it', async () => {
      const [row] = await testApp.services.db
        .select()
        .from(blockTradeDeals)
        .where(eq(blockTradeDeals.id, dealId));
      expect(row?.secretKeyHash).not.toContain(KEY);
      const listed = dataOf(await staffCall(listBlockDeals.path, {}), listBlockDeals);
      expect(listed.items[0]).toMatchObject({
        id: dealId,
        blockPrice: '9.5',
        minShares: '1000',
        state: 'open',
      });
      expect(JSON.stringify(listed)).not.toContain('secret');
      const audits = await findAuditEntries(testApp, 'blockTrades/create');
      expect(audits).toHaveLength(1);
      expect(JSON.stringify(audits[0]?.after)).not.toContain('secretKeyHash');
    });

    it.each([
      ['a block price off the tick grid', { blockPrice: '9.503' }, 'PRICE_OFF_TICK'],
      ['a zero block price', { blockPrice: '0' }, 'INVALID_INPUT'],
      ['minimum shares not in whole lots', { minShares: '150' }, 'WHOLE_LOTS_REQUIRED'],
      ['a close before the open', { closesAt: '2026-11-01T00:00:00Z' }, 'INVALID_INPUT'],
      ['a key shorter than 4 characters', { secretKey: 'abc' }, 'INVALID_INPUT'],
      ['an unknown instrument', { instrumentId: 999_999 }, 'INSTRUMENT_NOT_FOUND'],
    ])('refuses %s and stores nothing', async (_name, overrides, code) => {
      const before = dataOf(await staffCall(listBlockDeals.path, {}), listBlockDeals).total;
      const answer = await staffCall(createBlockDeal.path, await dealInput(overrides));
      expect(answer.body).toMatchObject({ status: 0, msg: code });
      expect(dataOf(await staffCall(listBlockDeals.path, {}), listBlockDeals).total).toBe(before);
    });

    it('refuses deal changes from a support user', async () => {
      const support = await createLoggedInStaff(testApp, 'support');
      const answer = await staffCall(setBlockDealEnabled.path, { id: dealId, isEnabled: false }, support);
      expect(answer.body).toMatchObject({ status: 0, msg: 'ROLE_FORBIDDEN' });
    });

    it('sets a new key on update and keeps the old one when none is given', async () => {
      const created = dataOf(await staffCall(createBlockDeal.path, await dealInput()), createBlockDeal);
      const member = await buyer(10_000_000n);
      const input = await dealInput({ id: created.id, secretKey: 'New-Key-9' });
      dataOf(await staffCall(updateBlockDeal.path, input), updateBlockDeal);
      const old = await buy(member, { dealId: created.id, quantity: 1000, key: KEY });
      expect(old.body).toMatchObject({ status: 0, msg: 'SECRET_KEY_MISMATCH' });
      const { secretKey: _dropped, ...withoutKey } = input;
      dataOf(await staffCall(updateBlockDeal.path, { ...withoutKey, lockDays: 2 }), updateBlockDeal);
      dataOf(await buy(member, { dealId: created.id, quantity: 1000, key: 'New-Key-9' }), blockTradeBuy);
      const audits = await findAuditEntries(testApp, 'blockTrades/update');
      const keyChanges: unknown[] = audits.map((entry): unknown =>
        Reflect.get(Object(entry.after), 'isKeyChanged'),
      );
      expect(keyChanges).toEqual([true, false]);
      await staffCall(setBlockDealEnabled.path, { id: created.id, isEnabled: false });
    });
  });

  describe('buying', () => {
    it('buys 1,000 shares at RM9.50: RM9,500 margin at 1×, RM11.85 fees, RM10 stamp duty, position locked', async () => {
      const member = await buyer(2_000_000n);
      const order = dataOf(await buy(member, { dealId, quantity: '1000', key: KEY }), blockTradeBuy);
      expect(order).toMatchObject({
        price: '9.5',
        quantity: '1000',
        amount: '9500.00',
        margin: '9500.00',
        fee: '11.85',
        tax: '10.00',
        total: '9521.85',
      });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 2_000_000n - TOTAL_MINOR,
        frozen: 0n,
        margin: 950_000n,
      });
      // Five trading days from Monday 23 November: unlocked at Monday 30 November's opening session (08:30 MYT).
      expect(order.lockedUntil).toBe('2026-11-30T00:30:00.000Z');
      const locked = dataOf(
        await postMember(testApp.app, tradePositions.path, { tab: 'locked' }, { session: member.session }),
        tradePositions,
      );
      expect(locked.items).toHaveLength(1);
      expect(locked.items[0]).toMatchObject({
        id: order.positionId,
        leverage: 1,
        entryPrice: '9.5',
        isLocked: true,
        lockedUntil: order.lockedUntil,
      });
      const mine = dataOf(
        await postMember(testApp.app, blockTradeOrders.path, {}, { session: member.session }),
        blockTradeOrders,
      );
      expect(mine.items.map((item) => item.id)).toEqual([order.id]);
      const staffOrders = dataOf(await staffCall(listBlockOrders.path, { dealId }), listBlockOrders);
      expect(staffOrders.items.find((item) => item.id === order.id)?.memberAccount).toBe(member.account);
    });

    it('answers a replayed idempotency key with the first purchase, charging once', async () => {
      const member = await buyer(2_000_000n);
      const first = dataOf(await buy(member, { dealId, quantity: 1000, key: KEY }, 'again-1'), blockTradeBuy);
      const second = dataOf(
        await buy(member, { dealId, quantity: 1000, key: KEY }, 'again-1'),
        blockTradeBuy,
      );
      expect(second.id).toBe(first.id);
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(2_000_000n - TOTAL_MINOR);
    });

    it('lists open deals for members and shows a deal without its key', async () => {
      const member = await buyer(0n);
      const list = dataOf(
        await postMember(testApp.app, blockTradeList.path, {}, { session: member.session }),
        blockTradeList,
      );
      expect(list.items.map((item) => item.id)).toContain(dealId);
      const detail = dataOf(
        await postMember(testApp.app, blockTradeDetail.path, { id: dealId }, { session: member.session }),
        blockTradeDetail,
      );
      expect(detail).toMatchObject({
        code: '1155',
        lastPrice: '10',
        lotSize: '100',
        lockDays: 5,
        state: 'open',
      });
      expect(JSON.stringify(detail)).not.toContain(KEY);
    });
  });

  describe('refusals', () => {
    it.each([
      ['a wrong key', { quantity: 1000, key: 'wrong' }, 'SECRET_KEY_MISMATCH', undefined],
      ['below the minimum shares', { quantity: 900, key: KEY }, 'BLOCK_TRADE_MIN_SHARES', { shares: '1000' }],
      ['part of a lot', { quantity: 1050, key: KEY }, 'WHOLE_LOTS_REQUIRED', { lotSize: '100' }],
      ['no quantity', { key: KEY }, 'QUANTITY_REQUIRED', undefined],
      ['more than the balance', { quantity: 300_000, key: KEY }, 'AVAILABLE_BALANCE_INSUFFICIENT', undefined],
      ['an unknown deal', { dealId: 999_999, quantity: 1000, key: KEY }, 'PRODUCT_NOT_FOUND', undefined],
    ])('refuses %s and moves no money', async (_name, body, code, params) => {
      const member = await buyer(2_000_000n);
      const answer = await buy(member, { dealId, ...body });
      expect(answer.body).toMatchObject({ status: 0, msg: code, ...(params ? { params } : {}) });
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 2_000_000n,
        frozen: 0n,
        margin: 0n,
      });
    });

    it('refuses every key after 5 wrong keys within 15 minutes', async () => {
      const member = await buyer(2_000_000n);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await buy(member, { dealId, quantity: 1000, key: `guess-${attempt}` })).body.msg).toBe(
          'SECRET_KEY_MISMATCH',
        );
      }
      const right = await buy(member, { dealId, quantity: 1000, key: KEY });
      expect(right.body).toMatchObject({ status: 0, msg: 'SUBMIT_TOO_FREQUENT' });
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(2_000_000n);
    });

    it('checks only five of 30 keys sent at once', async () => {
      const member = await buyer(2_000_000n);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          buy(member, { dealId, quantity: 1000, key: `guess-${index}` }),
        ),
      );
      const codes = answers.map((answer) => answer.body.msg);
      expect(codes.filter((code) => code === 'SECRET_KEY_MISMATCH')).toHaveLength(5);
      expect(codes.filter((code) => code === 'SUBMIT_TOO_FREQUENT')).toHaveLength(25);
      expect((await buy(member, { dealId, quantity: 1000, key: KEY })).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    });

    it('refuses a deal not yet open, a closed deal and a switched-off deal', async () => {
      const member = await buyer(2_000_000n);
      const now = testApp.clock.now().getTime();
      const upcoming = dataOf(
        await staffCall(
          createBlockDeal.path,
          await dealInput({ opensAt: new Date(now + HOUR).toISOString() }),
        ),
        createBlockDeal,
      );
      const closed = dataOf(
        await staffCall(
          createBlockDeal.path,
          await dealInput({
            opensAt: new Date(now - 3 * HOUR).toISOString(),
            closesAt: new Date(now - HOUR).toISOString(),
          }),
        ),
        createBlockDeal,
      );
      const off = dataOf(await staffCall(createBlockDeal.path, await dealInput()), createBlockDeal);
      dataOf(
        await staffCall(setBlockDealEnabled.path, { id: off.id, isEnabled: false }),
        setBlockDealEnabled,
      );
      for (const [id, code] of [
        [upcoming.id, 'BLOCK_TRADE_CLOSED'],
        [closed.id, 'BLOCK_TRADE_CLOSED'],
        [off.id, 'PRODUCT_NOT_FOUND'],
      ] as const) {
        expect((await buy(member, { dealId: id, quantity: 1000, key: KEY })).body).toMatchObject({
          msg: code,
        });
      }
      const list = dataOf(
        await postMember(testApp.app, blockTradeList.path, {}, { session: member.session }),
        blockTradeList,
      );
      expect(list.items.map((item) => item.id)).not.toContain(closed.id);
      expect(list.items.map((item) => item.id)).not.toContain(off.id);
      expect(list.items.find((item) => item.id === upcoming.id)?.state).toBe('upcoming');
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(2_000_000n);
    });

    it('refuses a member not verified, forbidden to trade, or without a fund password', async () => {
      const unverified = await buyer(2_000_000n);
      await testApp.services.db
        .update(members)
        .set({ realNameStatus: 'none' })
        .where(eq(members.id, unverified.memberId));
      expect((await buy(unverified, { dealId, quantity: 1000, key: KEY })).body.msg).toBe(
        'REAL_NAME_REQUIRED',
      );
      const forbidden = await buyer(2_000_000n);
      await setMemberFlags(testApp, forbidden.memberId, { isTradeForbidden: true });
      expect((await buy(forbidden, { dealId, quantity: 1000, key: KEY })).body.msg).toBe('TRADE_FORBIDDEN');
      const noFundPassword = await buyer(2_000_000n);
      await testApp.services.db
        .update(members)
        .set({ fundPasswordHash: null })
        .where(eq(members.id, noFundPassword.memberId));
      expect((await buy(noFundPassword, { dealId, quantity: 1000, key: KEY })).body.msg).toBe(
        'FUND_PASSWORD_NOT_SET',
      );
    });
  });

  describe('concurrency', () => {
    it('10 simultaneous buys by one member never overspend: only the 3 that fit are accepted', async () => {
      const member = await buyer(3n * TOTAL_MINOR + 500_000n);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          buy(member, { dealId, quantity: 1000, key: KEY }, `race-${index}`),
        ),
      );
      expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(3);
      expect(answers.filter((answer) => answer.body.msg === 'AVAILABLE_BALANCE_INSUFFICIENT')).toHaveLength(
        7,
      );
      expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
        available: 500_000n,
        frozen: 0n,
        margin: 3n * 950_000n,
      });
      const mine = dataOf(
        await postMember(testApp.app, blockTradeOrders.path, {}, { session: member.session }),
        blockTradeOrders,
      );
      expect(mine.total).toBe(3);
    });
  });

  // Last: it moves the clock a week on.
  describe('the lock', () => {
    it('refuses a close through trade/sell until the lock days pass, then closes it', async () => {
      const member = await buyer(2_000_000n);
      const order = dataOf(await buy(member, { dealId, quantity: 1000, key: KEY }), blockTradeBuy);
      const sell = () =>
        postMember(
          testApp.app,
          tradeSell.path,
          { positionId: order.positionId },
          { session: member.session },
        );
      // The market's own T+1 lock has passed on Tuesday; the deal's five days have not.
      testApp.clock.advance(24 * HOUR);
      // Refused as locked, not with the market's T+1 (which would name the wrong number of days).
      expect((await sell()).body).toMatchObject({ status: 0, msg: 'POSITION_LOCKED' });
      // Monday 30 November, 10:00 in Kuala Lumpur.
      testApp.clock.advance(6 * 24 * HOUR);
      await setQuote(testApp, 'MY:1155', '10.00');
      const closed = dataOf(await sell(), tradeSell);
      expect(closed.position).toMatchObject({ status: 'closed', exitPrice: '10' });
      expect((await bucketsOf(testApp, member.memberId, 'MYR')).margin).toBe(0n);
    });
  });
});
