// A market order that fills at once is ONE statement (trade_fill_market_order, migrations 0022, 0023): these
// tests pin down what that statement writes — the order filled, its position, its fill and the margin,
// fee and tax entries on the member's shard of the house accounts — and that a refused order writes
// nothing at all, on its own or inside a caller's transaction.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { setMemberMargin, updateDeskSettings } from '@saham/contract/admin-trading';
import { saveMarketHoliday, setInstrumentStatus } from '@saham/contract/admin-markets';
import { setMemberFlag } from '@saham/contract/admin-members';
import { tradeBuy } from '@saham/contract/trading';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';
import { tradeFills, tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import { deleteMarketHolidayRow, upsertMarketHoliday } from '../markets/repo.ts';
import { fillMarketOrder } from './execution.ts';
import { findInstrumentBySymbol } from './listings-repo.ts';
import { marketOf } from './service.ts';
import { bucketsOf, enableMargin, useTradingTestApp, BURSA_MARKET_LONG } from './trading-test-helpers.ts';

describe('a market order filled in one statement', () => {
  let testApp: TestApp;
  const buy = (member: TestMember, body: object) =>
    postMember(testApp.app, tradeBuy.path, body, { session: member.session });

  async function writtenFor(memberId: number) {
    const db = testApp.services.db;
    const orders = await db.select().from(tradeOrders).where(eq(tradeOrders.memberId, memberId));
    const positions = await db.select().from(tradePositions).where(eq(tradePositions.memberId, memberId));
    const fills = await db.select().from(tradeFills).where(eq(tradeFills.memberId, memberId));
    const entries = await db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.memberId, memberId), inArray(journalEntries.referenceType, ['trade_order'])),
      )
      .orderBy(asc(journalEntries.id));
    return { orders, positions, fills, entries };
  }

  useTradingTestApp((created) => {
    testApp = created;
  });

  it('writes the filled order, its position and fill, and margin, fee and tax entries with exact postings', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    const answer = dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
    const { orders, positions, fills, entries } = await writtenFor(member.memberId);
    expect(orders).toHaveLength(1);
    expect(positions).toHaveLength(1);
    const [order] = orders;
    const [position] = positions;
    expect(order).toMatchObject({
      id: answer.order.id,
      status: 'filled',
      kind: 'open',
      priceType: 'market',
      price: null,
      frozenMinor: 0n,
      positionId: position?.id,
    });
    expect(order?.filledAt?.getTime()).toBe(order?.createdAt.getTime());
    expect(Number(order?.fillPrice)).toBe(10);
    expect(position).toMatchObject({
      id: answer.position?.id,
      openOrderId: order?.id,
      status: 'holding',
      marginMinor: 40_000n,
      openFeeMinor: 960n,
      openTaxMinor: 200n,
    });
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({
      kind: 'open',
      orderId: order?.id,
      positionId: position?.id,
      notionalMinor: 200_000n,
      feeMinor: 960n,
      taxMinor: 200n,
    });
    // One entry for the fill: margin, fee and tax together (migration 0023).
    expect(entries.map((entry) => [entry.type, entry.referenceId])).toEqual([
      ['trade_open', String(order?.id)],
    ]);
    const lines = await testApp.services.db
      .select({
        entryId: postings.entryId,
        ownerKey: ledgerAccounts.ownerKey,
        bucket: ledgerAccounts.bucket,
        amountMinor: postings.amountMinor,
      })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(
        inArray(
          postings.entryId,
          entries.map((entry) => entry.id),
        ),
      )
      .orderBy(asc(postings.id));
    const own = `member:${member.memberId}`;
    const shard = houseBucketOf(member.memberId);
    expect(lines.map(({ ownerKey, bucket, amountMinor }) => [ownerKey, bucket, amountMinor])).toEqual([
      [own, 'available', -41_160n],
      [own, 'margin', 40_000n],
      ['house:fees', shard, 960n],
      ['house:taxes', shard, 200n],
    ]);
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 1_000_000n - 41_160n,
      frozen: 0n,
      margin: 40_000n,
    });
  });

  it('writes nothing for an order the available balance does not cover', async () => {
    // RM411.59 available, RM411.60 needed.
    const member = await verifiedMemberWith(testApp, { MYR: 41_159n });
    await enableMargin(testApp, member.memberId);
    const answer = await buy(member, BURSA_MARKET_LONG);
    expect(answer.body).toMatchObject({ status: 0, msg: 'AVAILABLE_BALANCE_INSUFFICIENT' });
    expect(await writtenFor(member.memberId)).toEqual({ orders: [], positions: [], fills: [], entries: [] });
    expect(await bucketsOf(testApp, member.memberId, 'MYR')).toEqual({
      available: 41_159n,
      frozen: 0n,
      margin: 0n,
    });
    // Exactly enough fills it.
    const enough = await verifiedMemberWith(testApp, { MYR: 41_160n });
    await enableMargin(testApp, enough.memberId);
    dataOf(await buy(enough, BURSA_MARKET_LONG), tradeBuy);
    expect(await bucketsOf(testApp, enough.memberId, 'MYR')).toEqual({
      available: 0n,
      frozen: 0n,
      margin: 40_000n,
    });
  });

  it("refuses on a holiday of the instrument's market, read with the order's facts", async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    const db = testApp.services.db;
    // The harness clock is Monday 23 November 2026, 10:00 in Kuala Lumpur.
    await upsertMarketHoliday(db, 'MY', { date: '2026-11-23', name: 'Test holiday' });
    try {
      const answer = await buy(member, BURSA_MARKET_LONG);
      expect(answer.body).toMatchObject({ status: 0, msg: 'NON_TRADING_TIME' });
      expect(await writtenFor(member.memberId)).toEqual({
        orders: [],
        positions: [],
        fills: [],
        entries: [],
      });
    } finally {
      await deleteMarketHolidayRow(db, 'MY', '2026-11-23');
    }
    // Another market's holiday that day changes nothing for Bursa.
    await upsertMarketHoliday(db, 'JP', { date: '2026-11-23', name: 'Labour Thanksgiving Day' });
    try {
      dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
    } finally {
      await deleteMarketHolidayRow(db, 'JP', '2026-11-23');
    }
  });

  it("sees staff's changes at once: what an order reads from the process's caches is dropped by them", async () => {
    const admin = await createLoggedInStaff(testApp, 'admin');
    const staff = (path: string, body: object) =>
      postStaff(testApp.app, path, body, { session: admin.session, remoteAddress: '203.0.113.9' });
    const member = await verifiedMemberWith(testApp, { MYR: 10_000_000n });
    const fillPrice = async (body: object) => {
      const answer = dataOf(await buy(member, body), tradeBuy);
      return answer.order.fillPrice;
    };
    // Warm: the member's permissions, the desk's settings, Maybank and Bursa are read and kept.
    expect(await fillPrice({ ...BURSA_MARKET_LONG, leverage: 1 })).toBe('10');
    // Leverage above 1 needs margin permission: refused, then allowed once staff grant it.
    expect((await buy(member, BURSA_MARKET_LONG)).body).toMatchObject({ msg: 'MARGIN_TRADING_DISABLED' });
    dataOf(
      await staff('trading/setMargin', { memberId: member.memberId, isMarginEnabled: true, reason: 'test' }),
      setMemberMargin,
    );
    dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
    // The desk's spread: 100 basis points on RM10.00 is RM0.10, a long pays it.
    dataOf(
      await staff('trading/updateDeskSettings', {
        marketSpreadBps: 100,
        maintenanceMarginPercent: 50,
        reason: 'test',
      }),
      updateDeskSettings,
    );
    try {
      expect(await fillPrice(BURSA_MARKET_LONG)).toBe('10.1');
    } finally {
      await staff('trading/updateDeskSettings', {
        marketSpreadBps: 0,
        maintenanceMarginPercent: 50,
        reason: 'test',
      });
    }
    // A holiday today closes Bursa; suspending Maybank makes it untradable.
    dataOf(
      await staff('markets/saveHoliday', { code: 'MY', date: '2026-11-23', name: 'Test' }),
      saveMarketHoliday,
    );
    try {
      expect((await buy(member, BURSA_MARKET_LONG)).body).toMatchObject({ msg: 'NON_TRADING_TIME' });
    } finally {
      await staff('markets/deleteHoliday', { code: 'MY', date: '2026-11-23' });
    }
    const maybank = await findInstrumentBySymbol(testApp.services.db, 'MY:1155');
    const setStatus = (status: string) =>
      staff('instruments/setStatus', { id: maybank?.id, status, reason: 'test' });
    dataOf(await setStatus('suspended'), setInstrumentStatus);
    try {
      expect((await buy(member, BURSA_MARKET_LONG)).body).toMatchObject({ msg: 'INSTRUMENT_NOT_TRADABLE' });
    } finally {
      dataOf(await setStatus('listed'), setInstrumentStatus);
    }
    // Staff forbid the member to trade: refused at once, and allowed again when lifted.
    const forbid = (value: boolean) =>
      staff('members/setFlag', { id: member.memberId, flag: 'tradeForbidden', value, reason: 'test' });
    dataOf(await forbid(true), setMemberFlag);
    try {
      expect((await buy(member, BURSA_MARKET_LONG)).body).toMatchObject({ msg: 'TRADE_FORBIDDEN' });
    } finally {
      dataOf(await forbid(false), setMemberFlag);
    }
    dataOf(await buy(member, BURSA_MARKET_LONG), tradeBuy);
  });

  it("inside a caller's transaction, joins it: a rollback leaves nothing behind", async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    const db = testApp.services.db;
    const now = testApp.clock.now();
    const instrument = await findInstrumentBySymbol(db, 'MY:1155');
    if (!instrument) throw new Error('no MY:1155');
    const market = await marketOf(db, instrument, now);
    const order = {
      memberId: member.memberId,
      instrumentId: instrument.id,
      symbol: instrument.symbol,
      direction: 'long' as const,
      quantity: '100',
      leverage: 1,
    };
    await expect(
      inTransaction(db, async (tx) => {
        const filled = await fillMarketOrder(tx, order, market, '10.00', now);
        expect(filled.position.marginMinor).toBe(100_000n);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await writtenFor(member.memberId)).toEqual({ orders: [], positions: [], fills: [], entries: [] });
    expect((await bucketsOf(testApp, member.memberId, 'MYR')).available).toBe(1_000_000n);
  });
});
