import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  checkInRedeem,
  checkInRedemptions,
  checkInRewards,
  checkInStatus,
  checkInToday,
  getCheckInSchedule,
  listCheckInRedemptions,
  listCheckInRewards,
  saveCheckInReward,
  saveCheckInSchedule,
} from '@saham/contract/check-in';
import { fundRecords } from '@saham/contract/fund-records';
import { checkInPoints, checkInRewards as rewardsTable } from '../../db/schema-check-in.ts';
import { journalEntries } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInMember, postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { bucketsOf } from '../trading/trading-test-helpers.ts';
import { expireCheckInPoints } from './service.ts';

// The harness clock starts on Monday 23 November 2026 at 02:00 UTC: 10:00 in Kuala Lumpur.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NAMES = {
  zh: 'RM 2 現金獎勵',
  ch: 'RM 2 现金奖励',
  en: 'RM 2 cash reward',
  ml: 'Ganjaran tunai RM 2',
  ja: 'RM 2 キャッシュ特典',
  ko: 'RM 2 현금 보상',
};

describe('daily check-in', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;

  const member = (who: TestMember, path: string, body: object = {}) =>
    postMember(testApp.app, path, body, { session: who.session });
  const staffCall = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session });
  const status = async (who: TestMember, body: object = {}) =>
    dataOf(await member(who, checkInStatus.path, body), checkInStatus);

  /** A reward staff save: RM 2.00 for `pointsNeeded`, `stock` items. */
  async function reward(pointsNeeded: number, stock: number): Promise<number> {
    const body = { names: NAMES, kind: 'cash', amount: '2.00', pointsNeeded, stock, isEnabled: true };
    return dataOf(await staffCall(saveCheckInReward.path, body), saveCheckInReward).id;
  }

  /** Moves the clock to the next instant whose UTC time of day is `hourUtc`:`minute`. */
  function advanceToUtc(hourUtc: number, minute = 0): void {
    const now = testApp.clock.now();
    const target = new Date(now);
    target.setUTCHours(hourUtc, minute, 0, 0);
    if (target.getTime() <= now.getTime()) target.setTime(target.getTime() + DAY);
    testApp.clock.advance(target.getTime() - now.getTime());
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
  }, 60_000);
  afterEach(async () => {
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('checks in once per Malaysian day: a second check-in that day is refused', async () => {
    const who = await registerMember(testApp);
    const first = dataOf(await member(who, checkInToday.path), checkInToday);
    expect(first).toEqual({ date: '2026-11-23', streak: 1, points: 10, balance: 10 });
    const again = await member(who, checkInToday.path);
    expect(again.body).toMatchObject({ status: 0, msg: 'ALREADY_CHECKED_IN' });
    const shown = await status(who);
    expect(shown).toMatchObject({ today: '2026-11-23', hasCheckedInToday: true, streak: 1, points: 10 });
    expect(shown.days.find((day) => day.date === '2026-11-23')?.points).toBe(10);
    expect(shown.days).toHaveLength(30);
  });

  it('20 parallel check-ins on one day make one check-in and one grant', async () => {
    const who = await registerMember(testApp);
    const answers = await Promise.all(Array.from({ length: 20 }, () => member(who, checkInToday.path)));
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'ALREADY_CHECKED_IN')).toHaveLength(19);
    const grants = await testApp.services.db
      .select()
      .from(checkInPoints)
      .where(eq(checkInPoints.memberId, who.memberId));
    expect(grants).toHaveLength(1);
    expect((await status(who)).points).toBe(10);
  });

  it('refuses a redemption the points do not cover, and changes nothing', async () => {
    const who = await registerMember(testApp);
    await member(who, checkInToday.path);
    const rewardId = await reward(30, 5);
    const answer = await member(who, checkInRedeem.path, { rewardId });
    expect(answer.body).toMatchObject({ status: 0, msg: 'CHECKIN_COUNT_INSUFFICIENT' });
    expect((await status(who)).points).toBe(10);
    const [row] = await testApp.services.db.select().from(rewardsTable).where(eq(rewardsTable.id, rewardId));
    expect(row?.stock).toBe(5);
    expect((await bucketsOf(testApp, who.memberId, 'MYR')).available).toBe(0n);
    const entries = await testApp.services.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.memberId, who.memberId));
    expect(entries).toHaveLength(0);
  });

  it('pays a cash reward from the marketing account, shown in fund records and the redemptions', async () => {
    const who = await registerMember(testApp);
    await member(who, checkInToday.path);
    const rewardId = await reward(10, 3);
    const redeemed = dataOf(await member(who, checkInRedeem.path, { rewardId }), checkInRedeem);
    expect(redeemed).toMatchObject({
      points: 0,
      redemption: { rewardId, amount: '2.00', currency: 'MYR', points: 10 },
    });
    expect((await bucketsOf(testApp, who.memberId, 'MYR')).available).toBe(200n);
    const records = dataOf(await member(who, fundRecords.path, {}), fundRecords);
    expect(records.items).toHaveLength(1);
    expect(records.items[0]).toMatchObject({
      type: 'check_in_reward',
      lines: [{ currency: 'MYR', bucket: 'available', amount: '2.00' }],
    });
    const mine = dataOf(await member(who, checkInRedemptions.path, {}), checkInRedemptions);
    expect(mine.items.map((item) => item.orderNo)).toEqual([redeemed.redemption.orderNo]);
    const listed = dataOf(await member(who, checkInRewards.path, {}), checkInRewards);
    expect(listed.items.find((item) => item.id === rewardId)?.stock).toBe(2);
    const staffList = dataOf(
      await staffCall(listCheckInRedemptions.path, { account: who.account }),
      listCheckInRedemptions,
    );
    expect(staffList.items).toHaveLength(1);
    expect(staffList.items[0]).toMatchObject({ account: who.account, amount: '2.00' });
    // No points left: the second redemption is refused.
    const again = await member(who, checkInRedeem.path, { rewardId });
    expect(again.body).toMatchObject({ status: 0, msg: 'CHECKIN_COUNT_INSUFFICIENT' });
  });

  it('refuses a redemption once the stock is gone', async () => {
    const who = await registerMember(testApp);
    await member(who, checkInToday.path);
    const rewardId = await reward(5, 0);
    const answer = await member(who, checkInRedeem.path, { rewardId });
    expect(answer.body).toMatchObject({ status: 0, msg: 'CHECKIN_COUNT_INSUFFICIENT' });
    expect((await status(who)).points).toBe(10);
  });

  it('20 parallel redemptions of the last item: one is paid', async () => {
    const rewardId = await reward(10, 1);
    const people = await Promise.all(Array.from({ length: 20 }, () => registerMember(testApp)));
    for (const who of people) await member(who, checkInToday.path);
    const answers = await Promise.all(people.map((who) => member(who, checkInRedeem.path, { rewardId })));
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'CHECKIN_COUNT_INSUFFICIENT')).toHaveLength(19);
    const [row] = await testApp.services.db.select().from(rewardsTable).where(eq(rewardsTable.id, rewardId));
    expect(row?.stock).toBe(0);
    const paid = await testApp.services.db
      .select({ total: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.type, 'check_in_reward'));
    // One from this test, one from the cash-reward test before it.
    expect(paid[0]?.total).toBe(2);
  });

  it('20 parallel redemptions by one member whose points cover one: one is paid', async () => {
    const who = await registerMember(testApp);
    await member(who, checkInToday.path);
    const rewardId = await reward(10, 20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => member(who, checkInRedeem.path, { rewardId })),
    );
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'CHECKIN_COUNT_INSUFFICIENT')).toHaveLength(19);
    expect((await bucketsOf(testApp, who.memberId, 'MYR')).available).toBe(200n);
    const [row] = await testApp.services.db.select().from(rewardsTable).where(eq(rewardsTable.id, rewardId));
    expect(row?.stock).toBe(19);
    expect((await status(who)).points).toBe(0);
  });

  it('staff edit rewards and the bonus schedule, audited', async () => {
    const id = await reward(50, 7);
    const changed = await staffCall(saveCheckInReward.path, {
      id,
      names: { ...NAMES, ml: 'Tunai RM 2' },
      kind: 'cash',
      amount: '2.50',
      pointsNeeded: 60,
      stock: 9,
      isEnabled: false,
    });
    expect(dataOf(changed, saveCheckInReward)).toMatchObject({
      id,
      amount: '2.50',
      pointsNeeded: 60,
      stock: 9,
    });
    expect((await findAuditEntries(testApp, 'checkIn/updateReward')).length).toBe(1);
    const bad = await staffCall(saveCheckInReward.path, {
      names: NAMES,
      kind: 'cash',
      amount: '0',
      pointsNeeded: 1,
      stock: 1,
      isEnabled: true,
    });
    expect(bad.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT', params: { field: 'amount' } });
    const listed = dataOf(await staffCall(listCheckInRewards.path, {}), listCheckInRewards);
    expect(listed.items[0]).toMatchObject({ id, isEnabled: false });
    expect(dataOf(await staffCall(getCheckInSchedule.path, {}), getCheckInSchedule)).toEqual({
      points: [10, 10, 10, 10, 10, 10, 20],
      expiryMonths: 12,
    });
  });

  it('a 7-day streak earns the seventh day’s bonus; 23:30 UTC counts for the next Malaysian day', async () => {
    const who = await registerMember(testApp);
    // 15:30 UTC is 23:30 in Kuala Lumpur: day 1.
    advanceToUtc(15, 30);
    const day1 = malaysianDate(testApp.clock.now());
    const earned = [dataOf(await member(who, checkInToday.path), checkInToday).points];
    // 23:30 UTC the same UTC day, eight hours later, is 07:30 of the next Malaysian day: day 2.
    advanceToUtc(23, 30);
    const second = dataOf(await member(who, checkInToday.path), checkInToday);
    expect(second).toMatchObject({ date: nextDay(day1), streak: 2 });
    earned.push(second.points);
    for (let streak = 3; streak <= 7; streak += 1) {
      testApp.clock.advance(DAY);
      const answer = dataOf(await member(who, checkInToday.path), checkInToday);
      expect(answer.streak).toBe(streak);
      earned.push(answer.points);
    }
    expect(earned).toEqual([10, 10, 10, 10, 10, 10, 20]);
    const shown = await status(who, { month: day1.slice(0, 7) });
    expect(shown).toMatchObject({ streak: 7, points: 80, hasCheckedInToday: true });
    expect(shown.days.find((day) => day.date === day1)?.points).toBe(10);
    // A whole Malaysian day without a check-in breaks the streak.
    testApp.clock.advance(2 * DAY);
    who.session = await logInMember(testApp, who.account, who.password);
    expect((await status(who)).streak).toBe(0);
    expect(dataOf(await member(who, checkInToday.path), checkInToday).streak).toBe(1);
  });

  it('uses the schedule staff save', async () => {
    admin = await createLoggedInStaff(testApp, 'admin');
    const zero = await staffCall(saveCheckInSchedule.path, { points: [5, 0], expiryMonths: 12 });
    expect(zero.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT', params: { field: 'points' } });
    const saved = await staffCall(saveCheckInSchedule.path, { points: [5, 15], expiryMonths: 12 });
    expect(dataOf(saved, saveCheckInSchedule)).toEqual({ points: [5, 15], expiryMonths: 12 });
    const who = await registerMember(testApp);
    expect(dataOf(await member(who, checkInToday.path), checkInToday).points).toBe(5);
    testApp.clock.advance(DAY);
    expect(dataOf(await member(who, checkInToday.path), checkInToday).points).toBe(15);
    testApp.clock.advance(DAY);
    expect(dataOf(await member(who, checkInToday.path), checkInToday).points).toBe(5);
    // Staff sessions end after a short idle time: two days have passed.
    admin = await createLoggedInStaff(testApp, 'admin');
    const restored = await staffCall(saveCheckInSchedule.path, {
      points: [10, 10, 10, 10, 10, 10, 20],
      expiryMonths: 12,
    });
    expect(dataOf(restored, saveCheckInSchedule).points).toHaveLength(7);
  });

  it('expires points after 12 months, soonest first, shown as the next expiry; a rerun expires nothing', async () => {
    const who = await registerMember(testApp);
    const firstAt = testApp.clock.now();
    await member(who, checkInToday.path);
    testApp.clock.advance(DAY);
    await member(who, checkInToday.path);
    const shown = await status(who);
    expect(shown.points).toBe(20);
    expect(shown.nextExpiry?.points).toBe(10);
    expect(millisecondsApart(shown.nextExpiry?.expiresAt, addYear(firstAt))).toBeLessThan(5_000);
    // A redemption of 5 spends the grant that expires first.
    admin = await createLoggedInStaff(testApp, 'admin');
    const rewardId = await reward(5, 10);
    dataOf(await member(who, checkInRedeem.path, { rewardId }), checkInRedeem);
    expect((await status(who)).nextExpiry).toEqual({ points: 5, expiresAt: shown.nextExpiry?.expiresAt });
    // One year after the first grant: it expires, the second is still held until the day after.
    testApp.clock.advance(Date.parse(shown.nextExpiry?.expiresAt ?? '') - testApp.clock.now().getTime());
    expect(await expireCheckInPoints(testApp.services.db, testApp.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await expireCheckInPoints(testApp.services.db, testApp.clock.now())).toBe(0);
    who.session = await logInMember(testApp, who.account, who.password);
    const later = await status(who);
    expect(later.points).toBe(10);
    const [expired] = await testApp.services.db
      .select()
      .from(checkInPoints)
      .where(eq(checkInPoints.memberId, who.memberId))
      .orderBy(checkInPoints.id)
      .limit(1);
    expect(expired).toMatchObject({ remaining: 0, expiredPoints: 5 });
  });
});

function malaysianDate(instant: Date): string {
  return new Date(instant.getTime() + 8 * HOUR).toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

function millisecondsApart(iso: string | undefined, instant: Date): number {
  return Math.abs(Date.parse(iso ?? '') - instant.getTime());
}

function addYear(instant: Date): Date {
  const next = new Date(instant);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}
