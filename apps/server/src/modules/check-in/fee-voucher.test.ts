// Fee vouchers (decision 0025): a check-in reward that takes the brokerage off a member's next MYR
// trades. The fee is charged in full; what the voucher covers is credited back from the marketing
// account in the fill's transaction. Exact amounts on Maybank (MY:1155): 2 lots at RM10.00 cost RM9.60
// of fees to open, and RM9.63 to close at RM10.50 (brokerage 9.00, clearing 0.63).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkInRedeem, checkInRewards, checkInVouchers, saveCheckInReward } from '@saham/contract/check-in';
import { fundRecords } from '@saham/contract/fund-records';
import { tradeBuy, tradePositionDetail, tradeSell } from '@saham/contract/trading';
import { checkInPoints, feeVoucherUses } from '../../db/schema-check-in.ts';
import { journalEntries } from '../../db/schema.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { fillPendingOrder } from '../trading/round.ts';
import { findInstrumentBySymbol } from '../trading/listings-repo.ts';
import { marketOf } from '../trading/service.ts';
import {
  bucketsOf,
  enableMargin,
  setQuote,
  unlockPosition,
  useTradingTestApp,
  BURSA_MARKET_LONG,
} from '../trading/trading-test-helpers.ts';

const DAY = 86_400_000;
const NAMES = {
  zh: 'RM 12 交易手續費券',
  ch: 'RM 12 交易手续费券',
  en: 'RM 12 trading fee voucher',
  ml: 'Baucar yuran dagangan RM 12',
  ja: 'RM 12 取引手数料クーポン',
  ko: 'RM 12 거래 수수료 쿠폰',
};

describe('check-in fee vouchers', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  useTradingTestApp(async (created) => {
    testApp = created;
    admin = await createLoggedInStaff(testApp, 'admin');
  });

  const call = (who: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: who.session });

  async function voucherReward(amount: string, validDays = 30): Promise<number> {
    const body = {
      names: NAMES,
      kind: 'fee_voucher',
      amount,
      pointsNeeded: 10,
      stock: 100,
      validDays,
      isEnabled: true,
    };
    const saved = dataOf(
      await postStaff(testApp.app, saveCheckInReward.path, body, { session: admin.session }),
      saveCheckInReward,
    );
    expect(saved).toMatchObject({ kind: 'fee_voucher', amount, validDays });
    return saved.id;
  }

  /** A funded trader holding a voucher of `amount` (redeemed with 10 points granted for it). */
  async function traderWithVoucher(amount: string, validDays = 30): Promise<TestMember> {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    await redeemVoucher(member, amount, validDays);
    return member;
  }

  async function redeemVoucher(member: TestMember, amount: string, validDays = 30): Promise<void> {
    const now = testApp.clock.now();
    await testApp.services.db.insert(checkInPoints).values({
      memberId: member.memberId,
      points: 10,
      remaining: 10,
      grantedAt: now,
      expiresAt: new Date(now.getTime() + 365 * DAY),
    });
    const rewardId = await voucherReward(amount, validDays);
    dataOf(await call(member, checkInRedeem.path, { rewardId }), checkInRedeem);
  }

  async function maybankMarket() {
    const instrument = await findInstrumentBySymbol(testApp.services.db, 'MY:1155');
    if (!instrument) throw new Error('no Maybank');
    return marketOf(testApp.services.db, instrument, testApp.clock.now());
  }

  const vouchers = async (member: TestMember) =>
    dataOf(await call(member, checkInVouchers.path, { page: 1 }), checkInVouchers);
  const fills = async (member: TestMember, id: number) =>
    dataOf(await call(member, tradePositionDetail.path, { id }), tradePositionDetail).fills;

  it('redeeming a voucher moves no money; it is listed with its value and expiry', async () => {
    const member = await traderWithVoucher('12.00');
    const rewards = dataOf(await call(member, checkInRewards.path, { page: 1 }), checkInRewards);
    expect(rewards.items.find((reward) => reward.kind === 'fee_voucher')).toMatchObject({ validDays: 30 });
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({ available: 1_000_000n });
    const listed = await vouchers(member);
    expect(listed.items).toEqual([
      expect.objectContaining({ names: NAMES, amount: '12.00', remaining: '12.00', currency: 'MYR' }),
    ]);
    const [voucher] = listed.items;
    expect(Date.parse(voucher?.expiresAt ?? '') - Date.parse(voucher?.createdAt ?? '')).toBe(30 * DAY);
  });

  it('covers the fees of the next trades until used up: RM9.60 of the opening, RM2.40 of the close', async () => {
    const member = await traderWithVoucher('12.00');
    const { position } = dataOf(await call(member, tradeBuy.path, BURSA_MARKET_LONG), tradeBuy);
    const positionId = position?.id ?? 0;
    // The fee is charged in full (RM41.60 of margin, fee and tax), then RM9.60 credited back.
    expect(position).toMatchObject({ fee: '9.60', tax: '2.00', margin: '400.00' });
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 1_000_000n - 41_160n + 960n,
      frozen: 0n,
      margin: 40_000n,
    });
    expect((await vouchers(member)).items[0]).toMatchObject({ amount: '12.00', remaining: '2.40' });
    expect(await fills(member, positionId)).toEqual([
      expect.objectContaining({ kind: 'open', fee: '9.60', feeVoucher: '9.60' }),
    ]);

    await unlockPosition(testApp, positionId);
    await setQuote(testApp, 'MY:1155', '10.50', '10.00');
    const closed = dataOf(await call(member, tradeSell.path, { positionId }), tradeSell);
    await setQuote(testApp, 'MY:1155', '10.00');
    expect(closed.position).toMatchObject({ fee: '19.23', tax: '5.00', profit: '75.77' });
    // Profit RM75.77 after every fee and tax, plus RM12.00 of vouchers.
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 1_000_000n + 7_577n + 1_200n,
      frozen: 0n,
      margin: 0n,
    });
    expect((await vouchers(member)).items).toEqual([]);
    expect((await fills(member, positionId)).find((fill) => fill.kind === 'close')).toMatchObject({
      fee: '9.63',
      feeVoucher: '2.40',
    });

    const records = dataOf(await call(member, fundRecords.path, { type: 'fee_voucher' }), fundRecords);
    expect(records.items.map((item) => item.lines)).toEqual([
      [{ currency: 'MYR', bucket: 'available', amount: '2.40' }],
      [{ currency: 'MYR', bucket: 'available', amount: '9.60' }],
    ]);

    // Used up: the next trade pays its fee in full.
    const next = dataOf(await call(member, tradeBuy.path, BURSA_MARKET_LONG), tradeBuy);
    expect(await fills(member, next.position?.id ?? 0)).toEqual([
      expect.not.objectContaining({ feeVoucher: expect.anything() }),
    ]);
  });

  it('a voucher redeemed after a trade (which found none) covers the next trade', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    // Without an Idempotency-Key the call runs outside a transaction, through the read caches: the
    // first trade leaves "no voucher" cached, which the redemption must drop.
    const buyUncached = async () =>
      dataOf(
        await postMember(testApp.app, tradeBuy.path, BURSA_MARKET_LONG, {
          session: member.session,
          idempotencyKey: null,
        }),
        tradeBuy,
      );
    const first = await buyUncached();
    expect(await fills(member, first.position?.id ?? 0)).toEqual([
      expect.not.objectContaining({ feeVoucher: expect.anything() }),
    ]);
    await redeemVoucher(member, '3.00');
    const second = await buyUncached();
    expect(await fills(member, second.position?.id ?? 0)).toEqual([
      expect.objectContaining({ fee: '9.60', feeVoucher: '3.00' }),
    ]);
    // Used up: the third trade pays its fee in full.
    const third = await buyUncached();
    expect(await fills(member, third.position?.id ?? 0)).toEqual([
      expect.not.objectContaining({ feeVoucher: expect.anything() }),
    ]);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({
      available: 1_000_000n - 3n * 41_160n + 300n,
    });
  });

  it('covers the fee of a limit order filled by the desk, from the frozen funds', async () => {
    const member = await traderWithVoucher('5.00');
    const limit = { ...BURSA_MARKET_LONG, priceType: 'limit', price: '9.80' };
    const { order } = dataOf(await call(member, tradeBuy.path, limit), tradeBuy);
    const market = await maybankMarket();
    expect(await fillPendingOrder(testApp.services.db, order.id, market, '9.80', testApp.clock.now())).toBe(
      true,
    );
    // 2 lots at RM9.80: margin RM392.00, fee RM9.59 (minimum brokerage RM9.00, clearing RM0.59), stamp
    // duty RM2.00; the RM5.00 voucher covers RM5.00 of the fee.
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 1_000_000n - 39_200n - 959n - 200n + 500n,
      frozen: 0n,
      margin: 39_200n,
    });
    expect((await vouchers(member)).items).toEqual([]);
  });

  it('two fills racing for a voucher worth one fee: it is used once, never below zero', async () => {
    const member = await traderWithVoucher('9.60');
    const answers = await Promise.all([
      call(member, tradeBuy.path, BURSA_MARKET_LONG),
      call(member, tradeBuy.path, BURSA_MARKET_LONG),
    ]);
    const positionIds = answers.map((answer) => dataOf(answer, tradeBuy).position?.id ?? 0);
    const covered = await Promise.all(
      positionIds.map(async (id) => (await fills(member, id))[0]?.feeVoucher),
    );
    expect(covered.filter((amount) => amount !== undefined)).toEqual(['9.60']);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toMatchObject({
      available: 1_000_000n - 2n * 41_160n + 960n,
    });
    const uses = await testApp.services.db
      .select()
      .from(feeVoucherUses)
      .where(eq(feeVoucherUses.memberId, member.memberId));
    expect(uses.map((use) => use.amountMinor)).toEqual([960n]);
    const entries = await testApp.services.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, member.memberId), eq(journalEntries.type, 'fee_voucher')));
    expect(entries).toHaveLength(1);
  });

  it('two limit orders filled at once race for a voucher worth one fee: one is covered', async () => {
    const member = await traderWithVoucher('9.59');
    const limit = { ...BURSA_MARKET_LONG, priceType: 'limit', price: '9.80' };
    const orders = [
      dataOf(await call(member, tradeBuy.path, limit), tradeBuy).order,
      dataOf(await call(member, tradeBuy.path, limit), tradeBuy).order,
    ];
    const market = await maybankMarket();
    const now = testApp.clock.now();
    const filled = await Promise.all(
      orders.map((order) => fillPendingOrder(testApp.services.db, order.id, market, '9.80', now)),
    );
    expect(filled).toEqual([true, true]);
    const uses = await testApp.services.db
      .select()
      .from(feeVoucherUses)
      .where(eq(feeVoucherUses.memberId, member.memberId));
    expect(uses.map((use) => use.amountMinor)).toEqual([959n]);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 1_000_000n - 2n * (39_200n + 959n + 200n) + 959n,
      frozen: 0n,
      margin: 2n * 39_200n,
    });
  });

  it('an expired voucher covers nothing', async () => {
    const member = await traderWithVoucher('12.00', 1);
    testApp.clock.advance(DAY + 1000);
    const { position } = dataOf(await call(member, tradeBuy.path, BURSA_MARKET_LONG), tradeBuy);
    expect(await fills(member, position?.id ?? 0)).toEqual([
      expect.not.objectContaining({ feeVoucher: expect.anything() }),
    ]);
    expect((await vouchers(member)).items).toEqual([]);
  });
});
