import { describe, expect, it, vi } from 'vitest';
import { and, count, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import {
  adminLendingList,
  adminLendingPrograms,
  adminSaveLendingProgram,
  lendingLend,
  lendingList,
  lendingPrograms,
  lendingRecall,
} from '@saham/contract/lending';
import { tradeBuy, tradePositionDetail, tradePositions, tradeSell } from '@saham/contract/trading';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema.ts';
import { corporateActions } from '../../db/schema-markets.ts';
import { lendingAccruals, lendingLoans } from '../../db/schema-lending.ts';
import { dayBefore } from '@saham/domain/lending/rules';
import { dailyCandles } from '../../db/schema-prices.ts';
import type { TestApp } from '../../test/harness.ts';
import { logInMember, postMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import {
  bucketsOf,
  enableMargin,
  instrumentIdOf,
  unlockPosition,
  useTradingTestApp,
} from '../trading/trading-test-helpers.ts';
import { applyDueCorporateActions } from '../trading/corporate-actions.ts';
import { accrueLoans, marketDateOf } from './accrual.ts';
import { runLendingDay } from './jobs.ts';
import { payMonthBatch } from './pay.ts';
import { findLoansToAccrue, findLoansToPay } from './repo.ts';
import { seedLendingDefaults } from './seed.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur (Bursa
// trading). Maybank (MY:1155) is quoted at RM10.00. The seeded program: 2% a year, 50/50, RM 1,000
// minimum, RM 5,000,000 capacity, 90 days.
const DAY = 86_400_000;

/** The SQLSTATE of a database error (drizzle wraps the driver's error as its cause). */
function sqlStateOf(error: unknown): string | null {
  for (let current: unknown = error; current !== null && typeof current === 'object';) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : null;
  }
  return null;
}

describe('securities lending', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;

  useTradingTestApp(async (created) => {
    testApp = created;
    await seedLendingDefaults(testApp.services.db, testApp.clock.now());
    admin = await createLoggedInStaff(testApp, 'admin');
  });

  // Sessions expire while the test clock moves days ahead: a call answered LOGIN_REQUIRED logs in again.
  async function call(member: TestMember, path: string, body: object) {
    const answer = await postMember(testApp.app, path, body, { session: member.session });
    if (answer.body.msg !== 'LOGIN_REQUIRED') return answer;
    member.session = await logInMember(testApp, member.account, member.password);
    return postMember(testApp.app, path, body, { session: member.session });
  }
  async function staffCall(path: string, body: object) {
    const answer = await postStaff(testApp.app, path, body, { session: admin.session });
    if (answer.body.msg !== 'LOGIN_REQUIRED') return answer;
    admin = await createLoggedInStaff(testApp, 'admin');
    return postStaff(testApp.app, path, body, { session: admin.session });
  }

  async function program() {
    const [row] = dataOf(await staffCall(adminLendingPrograms.path, {}), adminLendingPrograms).items;
    if (!row) throw new Error('no program');
    return row;
  }

  async function saveProgram(change: object) {
    const current = await program();
    return staffCall(adminSaveLendingProgram.path, {
      id: current.id,
      market: 'MY',
      annualRate: current.annualRate,
      memberShare: current.memberShare,
      capacity: current.capacity,
      minAmount: current.minAmount,
      termDays: current.termDays,
      isOpen: true,
      ...change,
    });
  }

  /** A member holding `quantity` Maybank shares bought at RM10.00 (leverage as given), lock over. */
  async function holder(quantity: number, leverage = 1) {
    const member = await verifiedMemberWith(testApp, { MYR: 10_000_000n });
    if (leverage > 1) await enableMargin(testApp, member.memberId);
    const bought = dataOf(
      await call(member, tradeBuy.path, {
        code: '1155',
        market: 'MY',
        direction: 'long',
        priceType: 'market',
        quantity,
        leverage,
      }),
      tradeBuy,
    );
    const positionId = bought.position?.id;
    if (positionId === undefined) throw new Error('no position');
    return { member, positionId };
  }

  async function lendOf(member: TestMember, positionId: number, quantity: number) {
    return call(member, lendingLend.path, { positionId, quantity });
  }

  async function entriesOf(memberId: number, type: 'lending_rebate') {
    const [row] = await testApp.services.db
      .select({ total: count() })
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, memberId), eq(journalEntries.type, type)));
    return row?.total ?? 0;
  }

  describe('refusals', () => {
    it('refuses locked, leveraged and too many shares, below the minimum, and a closed program', async () => {
      const locked = await holder(1000);
      expect((await lendOf(locked.member, locked.positionId, 100)).body).toMatchObject({
        status: 0,
        msg: 'LENDING_NOT_ELIGIBLE',
      });
      await unlockPosition(testApp, locked.positionId);
      expect((await lendOf(locked.member, locked.positionId, 1100)).body).toMatchObject({
        status: 0,
        msg: 'LENDING_QUANTITY_EXCEEDS',
        params: { quantity: 1000 },
      });
      expect((await lendOf(locked.member, locked.positionId, 50)).body).toMatchObject({
        status: 0,
        msg: 'WHOLE_LOTS_REQUIRED',
      });
      // 100 shares at RM10.00 = RM1,000.00: the minimum itself is accepted, RM2,000 is not.
      dataOf(await saveProgram({ minAmount: '2000' }), adminSaveLendingProgram);
      expect((await lendOf(locked.member, locked.positionId, 100)).body).toMatchObject({
        status: 0,
        msg: 'LENDING_MIN_AMOUNT',
        params: { amount: '2000.00', currency: 'MYR' },
      });
      dataOf(await saveProgram({ minAmount: '1000', isOpen: false }), adminSaveLendingProgram);
      expect((await lendOf(locked.member, locked.positionId, 100)).body).toMatchObject({
        status: 0,
        msg: 'LENDING_UNAVAILABLE',
      });
      const shown = dataOf(await call(locked.member, lendingPrograms.path, {}), lendingPrograms);
      expect(shown.items[0]).toMatchObject({ state: 'closed', memberRate: '1' });
      dataOf(await saveProgram({ isOpen: true }), adminSaveLendingProgram);
      expect((await findAuditEntries(testApp, 'lending/saveProgram')).length).toBeGreaterThanOrEqual(3);

      const leveraged = await holder(200, 5);
      await unlockPosition(testApp, leveraged.positionId);
      expect((await lendOf(leveraged.member, leveraged.positionId, 100)).body).toMatchObject({
        status: 0,
        msg: 'LENDING_NOT_ELIGIBLE',
      });
      expect((await saveProgram({ annualRate: '101' })).body).toMatchObject({
        status: 0,
        msg: 'INVALID_INPUT',
      });
      expect(await db().select({ total: count() }).from(lendingLoans)).toEqual([{ total: 0 }]);
    });
  });

  const db = () => testApp.services.db;

  describe('capacity under concurrency', () => {
    it('parallel lends against a nearly full program take only what fits', async () => {
      const holders = [];
      for (let index = 0; index < 8; index += 1) {
        const made = await holder(100);
        await unlockPosition(testApp, made.positionId);
        holders.push(made);
      }
      // Room for exactly two loans of RM1,000 (100 shares at RM10.00).
      const lent = (await program()).lent;
      const capacity = (Number(lent) + 2000).toFixed(2);
      dataOf(await saveProgram({ capacity, minAmount: '1000' }), adminSaveLendingProgram);
      const answers = await Promise.all(
        holders.map(({ member, positionId }) => lendOf(member, positionId, 100)),
      );
      const accepted = answers.filter((answer) => answer.body.status === 1);
      const refused = answers.filter((answer) => answer.body.status === 0);
      expect(accepted).toHaveLength(2);
      expect(refused.every((answer) => answer.body.msg === 'LENDING_UNAVAILABLE')).toBe(true);
      expect((await program()).lent).toBe(capacity);
      expect((await program()).state).toBe('full');
      // The same position lent twice at once: only one loan takes its 100 shares.
      const twice = await holder(100);
      await unlockPosition(testApp, twice.positionId);
      dataOf(await saveProgram({ capacity: '5000000' }), adminSaveLendingProgram);
      const both = await Promise.all([
        lendOf(twice.member, twice.positionId, 100),
        lendOf(twice.member, twice.positionId, 100),
      ]);
      expect(both.filter((answer) => answer.body.status === 1)).toHaveLength(1);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    }, 120_000);
  });

  describe('issue §5 scenario', () => {
    it('1,000 shares at RM10.00 for 40 days at 2% a year, 50/50, recalled early: RM10.95, paid monthly and at the end', async () => {
      const { member, positionId } = await holder(1000);
      await unlockPosition(testApp, positionId);
      const lentOn = testApp.clock.now();
      const loan = dataOf(await lendOf(member, positionId, 1000), lendingLend);
      expect(loan).toMatchObject({ value: '10000.00', memberRate: '1', status: 'active' });
      const startAvailable = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      // One close differs: the day after lending closes at RM10.00 again; a RM10.00 candle is written
      // for the lend date itself, so the valuation reads the candles (not the lend price).
      await db()
        .insert(dailyCandles)
        .values({
          instrumentId: await instrumentIdOf(testApp, 'MY:1155'),
          tradingDay: lentOn.toISOString().slice(0, 10),
          open: '10',
          high: '10',
          low: '10',
          close: '10',
          volume: '0',
          turnover: '0',
        })
        .onConflictDoNothing();
      const paidAt: bigint[] = [];
      for (let day = 1; day <= 40; day += 1) {
        testApp.clock.advance(DAY);
        const before = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
        await runLendingDay(db(), testApp.clock.now());
        // A rerun of the same day accrues and posts nothing.
        const rerun = await runLendingDay(db(), testApp.clock.now());
        expect(rerun).toEqual({ accrued: 0, paid: 0, ended: 0 });
        const after = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
        if (after !== before) paidAt.push(after - before);
      }
      // Paid on 1 December (23–30 November: 8 days, 219 sen) and on 1 January (the 31 days of December:
      // 1,068 − 219 = 849 sen).
      expect(paidAt).toEqual([219n, 849n]);
      const listed = dataOf(await call(member, lendingList.path, { status: 'active' }), lendingList);
      expect(listed.items[0]).toMatchObject({ id: loan.id, accruedTotal: '10.95', paid: '10.68' });
      expect(listed.summary[0]).toMatchObject({ currency: 'MYR', lentValue: '10000.00', total: '10.95' });
      // It is now Saturday 2 January 2027 in Kuala Lumpur: 1 January accrued 27 sen this month, credited
      // today by the midnight run.
      expect(listed.summary[0]?.thisMonth).toBe('0.27');
      expect(listed.summary[0]?.today).toBe('0.27');
      expect(listed.items[0]?.accruedToday).toBe('0.27');
      const recalled = dataOf(await call(member, lendingRecall.path, { lendingId: loan.id }), lendingRecall);
      expect(recalled).toMatchObject({
        status: 'ended',
        endReason: 'recall',
        accruedTotal: '10.95',
        paid: '10.95',
      });
      const endAvailable = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      expect(endAvailable - startAvailable).toBe(1095n);
      expect(await entriesOf(member.memberId, 'lending_rebate')).toBe(3);
      expect((await call(member, lendingRecall.path, { lendingId: loan.id })).body).toMatchObject({
        status: 0,
        msg: 'ORDER_STATE_INVALID',
      });
      const staffList = dataOf(await staffCall(adminLendingList.path, { status: 'ended' }), adminLendingList);
      expect(staffList.items.some((item) => item.id === loan.id && item.memberAccount.length > 0)).toBe(true);
    }, 120_000);
  });

  describe('a sale ends the loan', () => {
    it('selling a lent position ends its loan first, pays the rebate to date and frees the capacity', async () => {
      // After the scenario it is Saturday 2 January 2027: Monday 4 January, 10:00, Bursa trades.
      testApp.clock.advance(2 * DAY);
      const { member, positionId } = await holder(1000);
      await unlockPosition(testApp, positionId);
      const lentBefore = Number((await program()).lent);
      const loan = dataOf(await lendOf(member, positionId, 500), lendingLend);
      expect(loan).toMatchObject({ status: 'active', quantity: '500', value: '5000.00', lendPrice: '10' });
      expect((await program()).lent).toBe((lentBefore + 5000).toFixed(2));
      // The position shows the shares lent out of it, in the list and in its detail.
      const listed = dataOf(await call(member, tradePositions.path, { tab: 'all' }), tradePositions);
      expect(listed.items.find((item) => item.id === positionId)?.lentQuantity).toBe('500');
      const detail = dataOf(
        await call(member, tradePositionDetail.path, { id: positionId }),
        tradePositionDetail,
      );
      expect(detail.lentQuantity).toBe('500');
      // 4 January closes at RM11.00; 5 January has no candle yet, so it reuses that close.
      await db()
        .insert(dailyCandles)
        .values({
          instrumentId: await instrumentIdOf(testApp, 'MY:1155'),
          tradingDay: '2027-01-04',
          open: '11',
          high: '11',
          low: '11',
          close: '11',
          volume: '0',
          turnover: '0',
        });
      // Two days later (Wednesday 10:00 in Kuala Lumpur): 4 and 5 January have accrued.
      testApp.clock.advance(2 * DAY);
      const before = await bucketsOf(testApp, member.memberId, 'MYR');
      dataOf(await call(member, tradeSell.path, { positionId }), tradeSell);
      const [ended] = await db().select().from(lendingLoans).where(eq(lendingLoans.id, loan.id));
      // 500 × RM11.00 = RM5,500 × 2% ÷ 365 × 50% = RM0.150684… a day: 15 sen, then 30 sen in all
      // after two days (at the RM10.00 lend price it would have been 27).
      expect(ended).toMatchObject({ status: 'ended', endReason: 'sale', accruedMinor: 30n, paidMinor: 30n });
      expect(await entriesOf(member.memberId, 'lending_rebate')).toBe(1);
      expect((await program()).lent).toBe(lentBefore.toFixed(2));
      const after = await bucketsOf(testApp, member.memberId, 'MYR');
      expect(after.available).toBeGreaterThan(before.available + 30n);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    });
  });

  describe('dividends on lent shares', () => {
    it('a dividend on lent shares is paid as a payment in lieu, the rest as the dividend', async () => {
      const { member, positionId } = await holder(1000);
      await unlockPosition(testApp, positionId);
      dataOf(await lendOf(member, positionId, 400), lendingLend);
      // RM0.10 a share goes ex tomorrow (no pay date: paid at the ex-date).
      const tomorrow = new Date(testApp.clock.now().getTime() + DAY).toISOString().slice(0, 10);
      await db()
        .insert(corporateActions)
        .values({
          instrumentId: await instrumentIdOf(testApp, 'MY:1155'),
          kind: 'dividend',
          exDate: tomorrow,
          amount: '0.10',
        });
      testApp.clock.advance(DAY);
      const before = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      await applyDueCorporateActions(db(), testApp.clock.now());
      const after = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      // 1,000 × RM0.10 = RM100.00: RM40.00 in lieu for the 400 lent shares, RM60.00 as the dividend.
      expect(after - before).toBe(10_000n);
      const amountsOf = async (type: 'dividend' | 'lending_payment_in_lieu') =>
        (
          await db()
            .select({ amount: postings.amountMinor })
            .from(postings)
            .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
            .where(
              and(
                eq(journalEntries.memberId, member.memberId),
                eq(journalEntries.type, type),
                eq(ledgerAccounts.bucket, 'available'),
              ),
            )
        ).map((row) => row.amount);
      expect(await amountsOf('lending_payment_in_lieu')).toEqual([4_000n]);
      expect(await amountsOf('dividend')).toEqual([6_000n]);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    });
  });

  describe('a stale accrual batch', () => {
    it('writes nothing for loans accrued or ended since it was read (compare-and-set on accrued_through)', async () => {
      // Whatever day the tests before left the clock on (always 10:00 in Kuala Lumpur): the next weekday.
      while ([0, 6].includes(testApp.clock.now().getUTCDay())) testApp.clock.advance(DAY);
      const { member, positionId } = await holder(1000);
      await unlockPosition(testApp, positionId);
      const loan = dataOf(await lendOf(member, positionId, 1000), lendingLend);
      testApp.clock.advance(DAY);
      const through = dayBefore(await marketDateOf(db(), 'MY', testApp.clock.now()));
      // Two runs read the same loans before either writes: the first accrues, the second is stale.
      const first = await findLoansToAccrue(db(), 'MY', through, 0, 100);
      const stale = await findLoansToAccrue(db(), 'MY', through, 0, 100);
      expect(first.map((row) => row.id)).toContain(loan.id);
      const written = await accrueLoans(db(), first, through);
      expect(written.written).toBeGreaterThanOrEqual(first.length);
      const accrued = written.loans.find((row) => row.id === loan.id);
      expect(accrued?.accruedThrough).toBe(through);
      const firstDayMinor = accrued?.accruedMinor ?? 0n;
      expect(firstDayMinor).toBeGreaterThan(0n);
      expect(await accrueLoans(db(), stale, through)).toMatchObject({ written: 0 });
      // A loan ended after the batch was read (recalled: accrued through the day before, paid) is
      // left alone too.
      testApp.clock.advance(DAY);
      const nextThrough = dayBefore(await marketDateOf(db(), 'MY', testApp.clock.now()));
      const beforeRecall = await findLoansToAccrue(db(), 'MY', nextThrough, 0, 100);
      dataOf(await call(member, lendingRecall.path, { lendingId: loan.id }), lendingRecall);
      expect(beforeRecall.map((row) => row.id)).toContain(loan.id);
      await accrueLoans(db(), beforeRecall, nextThrough, { answerLoans: false });
      const accruals = await db()
        .select({ amountMinor: lendingAccruals.amountMinor })
        .from(lendingAccruals)
        .where(eq(lendingAccruals.loanId, loan.id));
      expect(accruals).toHaveLength(2);
      const [row] = await db().select().from(lendingLoans).where(eq(lendingLoans.id, loan.id));
      expect(row).toMatchObject({ status: 'ended', accruedThrough: nextThrough });
      // The stale write added nothing: the loan's total is its two accruals, all of it paid.
      expect(row?.accruedMinor).toBe(accruals.reduce((total, accrual) => total + accrual.amountMinor, 0n));
      expect(row?.accruedMinor).toBeGreaterThan(firstDayMinor);
      expect(row?.paidMinor).toBe(row?.accruedMinor);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    });
  });

  describe('a monthly payment batch', () => {
    it('pays each loan once, exactly, when a batch is run again, read twice or interrupted between batches', async () => {
      while ([0, 6].includes(testApp.clock.now().getUTCDay())) testApp.clock.advance(DAY);
      const lent: Array<{ memberId: number; loanId: number }> = [];
      for (const quantity of [1000, 500, 300]) {
        const { member, positionId } = await holder(quantity);
        await unlockPosition(testApp, positionId);
        const loan = dataOf(await lendOf(member, positionId, quantity), lendingLend);
        lent.push({ memberId: member.memberId, loanId: loan.id });
      }
      const ids = lent.map((loan) => loan.loanId);
      // On to the first of the next month (Kuala Lumpur), every loan accrued through the month's eve
      // but nothing paid yet (the accrual alone, not the daily job).
      testApp.clock.advance(DAY);
      while (!(await marketDateOf(db(), 'MY', testApp.clock.now())).endsWith('-01'))
        testApp.clock.advance(DAY);
      const now = testApp.clock.now();
      const monthStart = await marketDateOf(db(), 'MY', now);
      const eve = dayBefore(monthStart);
      for (;;) {
        const due = await findLoansToAccrue(db(), 'MY', eve, 0, 1000);
        if (due.length === 0) break;
        await accrueLoans(db(), due, eve, { answerLoans: false });
      }
      // What each loan is owed: its accruals before the month, less what it was paid.
      const owed = new Map<number, bigint>();
      for (const id of ids) {
        const [loan] = await db().select().from(lendingLoans).where(eq(lendingLoans.id, id));
        const accruals = await db()
          .select({ amountMinor: lendingAccruals.amountMinor })
          .from(lendingAccruals)
          .where(and(eq(lendingAccruals.loanId, id), lt(lendingAccruals.day, monthStart)));
        const total = accruals.reduce((sum, accrual) => sum + accrual.amountMinor, 0n);
        expect(total).toBeGreaterThan(0n);
        owed.set(id, total - (loan?.paidMinor ?? 0n));
      }
      const availableBefore = new Map<number, bigint>();
      for (const { memberId } of lent) {
        availableBefore.set(memberId, (await bucketsOf(testApp, memberId, 'MYR')).available);
      }
      // Two runs read the same loans; the first pays only its first batch (then "crashes")...
      const read = (await findLoansToPay(db(), 'MY', monthStart, 0, 1000)).filter((loan) =>
        ids.includes(loan.id),
      );
      const stale = (await findLoansToPay(db(), 'MY', monthStart, 0, 1000)).filter((loan) =>
        ids.includes(loan.id),
      );
      expect(read.map((loan) => loan.id)).toEqual(ids);
      expect(await payMonthBatch(db(), read.slice(0, 2), monthStart, now)).toEqual({ loans: 2, paid: 2 });
      // ...the same batch run again, or the stale read of it, pays nothing...
      expect(await payMonthBatch(db(), read.slice(0, 2), monthStart, now)).toEqual({ loans: 0, paid: 0 });
      expect(await payMonthBatch(db(), stale, monthStart, now)).toEqual({ loans: 1, paid: 1 });
      // ...and the daily job, resumed, pays only what is left (nothing of these loans), twice over.
      await runLendingDay(db(), now);
      expect(await runLendingDay(db(), now)).toMatchObject({ paid: 0 });
      for (const { memberId, loanId } of lent) {
        const entries = await db()
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(
            and(
              eq(journalEntries.type, 'lending_rebate'),
              eq(journalEntries.referenceType, 'lending_loan'),
              eq(journalEntries.referenceId, String(loanId)),
            ),
          );
        expect(entries).toHaveLength(1);
        const [entry] = entries;
        const lines = await db()
          .select({ amountMinor: postings.amountMinor })
          .from(postings)
          .where(eq(postings.entryId, entry?.id ?? 0));
        const amount = owed.get(loanId) ?? 0n;
        expect(lines.map((line) => line.amountMinor).sort()).toEqual([-amount, amount].sort());
        const [loan] = await db().select().from(lendingLoans).where(eq(lendingLoans.id, loanId));
        expect(loan).toMatchObject({ paidThrough: eve });
        expect(loan?.paidMinor).toBe(amount);
        const available = (await bucketsOf(testApp, memberId, 'MYR')).available;
        expect(available - (availableBefore.get(memberId) ?? 0n)).toBe(amount);
        expect(await entriesOf(memberId, 'lending_rebate')).toBe(1);
      }
      expect(await checkLedgerInvariants(db())).toEqual([]);
    }, 120_000);
    it('a loan recalled after its batch was read is paid once, by the recall', async () => {
      while ([0, 6].includes(testApp.clock.now().getUTCDay())) testApp.clock.advance(DAY);
      const { member, positionId } = await holder(1000);
      await unlockPosition(testApp, positionId);
      const loan = dataOf(await lendOf(member, positionId, 1000), lendingLend);
      testApp.clock.advance(DAY);
      while (!(await marketDateOf(db(), 'MY', testApp.clock.now())).endsWith('-01'))
        testApp.clock.advance(DAY);
      const now = testApp.clock.now();
      const monthStart = await marketDateOf(db(), 'MY', now);
      const eve = dayBefore(monthStart);
      for (;;) {
        const due = await findLoansToAccrue(db(), 'MY', eve, 0, 1000);
        if (due.length === 0) break;
        await accrueLoans(db(), due, eve, { answerLoans: false });
      }
      const read = (await findLoansToPay(db(), 'MY', monthStart, 0, 1000)).filter(
        (row) => row.id === loan.id,
      );
      expect(read).toHaveLength(1);
      const before = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      dataOf(await call(member, lendingRecall.path, { lendingId: loan.id }), lendingRecall);
      expect(await payMonthBatch(db(), read, monthStart, now)).toEqual({ loans: 0, paid: 0 });
      const [row] = await db().select().from(lendingLoans).where(eq(lendingLoans.id, loan.id));
      expect(row?.status).toBe('ended');
      expect(row?.paidMinor).toBe(row?.accruedMinor);
      expect(row?.paidMinor).toBe(read[0]?.accruedBeforeMinor);
      const after = (await bucketsOf(testApp, member.memberId, 'MYR')).available;
      expect(after - before).toBe(row?.paidMinor);
      expect(await entriesOf(member.memberId, 'lending_rebate')).toBe(1);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    }, 120_000);
  });
  describe('lock order under concurrency', () => {
    // Every path locks position → its loans (id order) → program → ledger (service.ts). A deadlock is
    // PostgreSQL error 40P01; inTransaction retries it, so the test watches every transaction's
    // outcome, not only the answers. PGlite runs one transaction at a time: this test matters on
    // PostgreSQL (TEST_DATABASE_URL), where the pool runs the paths at once.
    /** A transaction holding a loan's row until `release` is called. */
    function holdLoan(loanId: number, onHeld: (release: () => void) => void) {
      let held = () => {};
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const ended = inTransaction(db(), async (tx) => {
        await tx
          .select({ id: lendingLoans.id })
          .from(lendingLoans)
          .where(eq(lendingLoans.id, loanId))
          .for('update');
        await new Promise<void>((resolve) => {
          onHeld(resolve);
          held();
        });
      });
      return { held: isHeld, ended };
    }

    /** Waits (at most 3 s) until `count` sessions wait for a lock. */
    async function waitForLockWaits(count: number): Promise<void> {
      for (let attempt = 0; attempt < 150; attempt += 1) {
        const result = await db().execute(
          sql`select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('a sale, a recall and the daily job on the same loans, in parallel for 20 days: no deadlock, ledger clean', async () => {
      const isPostgres = testApp.services.dbKind === 'postgres';
      if (isPostgres) {
        // The pool really holds two transactions open at once (each waits for the other to start).
        let firstIn!: () => void;
        let secondIn!: () => void;
        const first = new Promise<void>((resolve) => (firstIn = resolve));
        const second = new Promise<void>((resolve) => (secondIn = resolve));
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.all([
            inTransaction(db(), async (tx) => {
              await tx.execute(sql`select 1`);
              firstIn();
              await second;
            }),
            inTransaction(db(), async (tx) => {
              await tx.execute(sql`select 1`);
              secondIn();
              await first;
            }),
          ]),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('the pool ran one transaction at a time')), 10_000);
          }),
        ]);
        clearTimeout(timer);
      }
      while ([0, 6].includes(testApp.clock.now().getUTCDay())) testApp.clock.advance(DAY);
      dataOf(await saveProgram({ capacity: '5000000', minAmount: '1000' }), adminSaveLendingProgram);
      const rounds = 20;
      const lent: Array<{ member: TestMember; positionId: number; loanIds: number[] }> = [];
      for (let index = 0; index < rounds; index += 1) {
        const { member, positionId } = await holder(1000);
        await unlockPosition(testApp, positionId);
        const loanIds: number[] = [];
        for (let loan = 0; loan < 3; loan += 1)
          loanIds.push(dataOf(await lendOf(member, positionId, 300), lendingLend).id);
        lent.push({ member, positionId, loanIds });
      }
      const transactions = vi.spyOn(db(), 'transaction');
      const jobErrors: unknown[] = [];
      const failedCodes: Array<string | null> = [];
      try {
        for (const [index, { member, positionId, loanIds }] of lent.entries()) {
          // A new market day (Bursa trades: the sale ends the loans at once): every loan still out has
          // a day to accrue, and the first of a month a month to pay, while the position is sold.
          testApp.clock.advance(DAY);
          while ([0, 6].includes(testApp.clock.now().getUTCDay())) testApp.clock.advance(DAY);
          const now = testApp.clock.now();
          // On PostgreSQL another transaction holds the middle loan (as a monthly payment might) until
          // the others queue behind it: the sale and the job then meet inside their multi-loan locks,
          // where locking in different orders deadlocks every time rather than once in a while.
          let release = () => {};
          const blocker = isPostgres ? holdLoan(loanIds[1] ?? 0, (done) => (release = done)) : null;
          if (blocker) await blocker.held;
          const racing = Promise.all([
            call(member, tradeSell.path, { positionId }),
            call(member, lendingRecall.path, { lendingId: loanIds.at(-1) }),
            runLendingDay(db(), now, index % 2 === 0 ? 5_000 : 7).catch((error: unknown) => {
              jobErrors.push(error);
            }),
          ]);
          if (blocker) {
            await waitForLockWaits(2);
            release();
            await blocker.ended;
          }
          const [sold, recalled] = await racing;
          expect(sold.body).toMatchObject({ status: 1 });
          expect([1, 'ORDER_STATE_INVALID']).toContain(recalled.body.status === 1 ? 1 : recalled.body.msg);
        }
        // Each transaction's end, a retried one's too (its failure is a rejected settled result).
        for (const result of transactions.mock.settledResults)
          failedCodes.push(result.type === 'rejected' ? sqlStateOf(result.value) : null);
        expect(transactions.mock.calls.length).toBeGreaterThan(rounds);
      } finally {
        transactions.mockRestore();
      }
      expect(jobErrors).toEqual([]);
      expect(failedCodes.filter((code) => code === '40P01' || code === '40001')).toEqual([]);
      const ids = lent.flatMap((entry) => entry.loanIds);
      const loans = await db().select().from(lendingLoans).where(inArray(lendingLoans.id, ids));
      const ended = loans.filter((loan) => loan.status === 'ended');
      // A sale on a market holiday is queued instead: its loans stay out until it executes.
      for (const loan of ended) expect(loan.paidMinor).toBe(loan.accruedMinor);
      for (const loan of loans) expect(loan.paidMinor <= loan.accruedMinor).toBe(true);
      // The capacity taken is the value of the loans still out (every end gave its value back once).
      const [out] = await db()
        .select({ value: sum(lendingLoans.valueMinor) })
        .from(lendingLoans)
        .where(eq(lendingLoans.status, 'active'));
      expect((await program()).lent).toBe((Number(out?.value ?? 0) / 100).toFixed(2));
      expect(ended.length).toBeGreaterThan(rounds);
      expect(await checkLedgerInvariants(db())).toEqual([]);
    }, 300_000);
  });
});
