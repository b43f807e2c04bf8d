// A book-building winner declines (issue 17 §2, spec §4 "waived"): newStock/decline moves a win
// awaiting payment to waived and promotes the next reserve exactly as a forfeit at the deadline does;
// the refusals (another member's application, a state that is not awaiting payment, the deadline
// passed); and a decline racing a payment of the same win — exactly one of them happens. After every
// test the ledger's invariants hold and every offering's escrow equals what its applications hold.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  newStockApplications,
  newStockApply,
  newStockDecline,
  newStockDetail,
  newStockPay,
} from '@saham/contract/new-stock';
import { createOffering, transitionOffering } from '@saham/contract/offerings';
import { notices } from '../../db/schema.ts';
import { offeringApplications, offerings } from '../../db/schema-offerings.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type CallAnswer, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { bucketsOf } from '../trading/trading-test-helpers.ts';
import { findOffering, readEscrowMinor } from './repo.ts';
import { runOfferingSchedule } from './staff-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FUND_PASSWORD = '135790';
const START = 1_000_000n; // ¥1,000,000

describe('declining a book-building win', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let codeSequence = 0;

  const staff = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session });
  const member = (who: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: who.session });
  const refusal = (answer: CallAnswer) => ({ msg: answer.body.msg, params: answer.body.params });
  const myApplication = async (who: TestMember) =>
    dataOf(await member(who, newStockApplications.path, {}), newStockApplications).items[0]!;

  /**
   * A balloted book-building offering of 200 shares (two winners of 100) with `bidders` bids of 100
   * at the offer price: answers the winners (awaiting payment) and the reserves in rank order.
   */
  async function ballotedOffering(bidders: number) {
    codeSequence += 1;
    const now = testApp.clock.now().getTime();
    const created = dataOf(
      await staff(createOffering.path, {
        type: 'jp_bookbuilding',
        market: 'JP',
        newInstrument: { code: `95${String(codeSequence).padStart(2, '0')}`, names: { en: 'Decline KK' } },
        leadUnderwriter: 'SBI Securities',
        priceLow: '1000',
        priceHigh: '1200',
        lotSize: '100',
        quantityOffered: '200',
        opensAt: new Date(now - HOUR).toISOString(),
        closesAt: new Date(now + 5 * DAY).toISOString(),
        drawAt: new Date(now + 7 * DAY).toISOString(),
        paymentDeadline: new Date(now + 9 * DAY).toISOString(),
        allotmentAt: new Date(now + 12 * DAY).toISOString(),
        listingAt: new Date(now + 14 * DAY).toISOString(),
      }),
      createOffering,
    );
    await runOfferingSchedule(testApp.services.db, testApp.clock.now());
    expect((await findOffering(testApp.services.db, created.id))?.state).toBe('open');
    const people = await Promise.all(
      Array.from({ length: bidders }, () => verifiedMemberWith(testApp, { JPY: START })),
    );
    for (const person of people) {
      dataOf(
        await member(person, newStockApply.path, {
          offeringId: created.id,
          quantity: '100',
          fundPassword: FUND_PASSWORD,
        }),
        newStockApply,
      );
    }
    const transition = async (action: string, extra: object = {}) =>
      dataOf(await staff(transitionOffering.path, { id: created.id, action, ...extra }), transitionOffering);
    await transition('close');
    await transition('price', { issuePrice: '1100' });
    await transition('ballot');
    const withApplications = await Promise.all(
      people.map(async (person) => ({ person, application: await myApplication(person) })),
    );
    const winners = withApplications.filter((one) => one.application.state === 'awaiting_payment');
    const reserves = withApplications
      .filter((one) => one.application.state === 'not_won')
      .sort((a, b) => (a.application.reserveRank ?? 0) - (b.application.reserveRank ?? 0));
    expect(winners).toHaveLength(2);
    expect(reserves.map((one) => one.application.reserveRank)).toEqual(
      Array.from({ length: bidders - 2 }, (_, index) => index + 1),
    );
    return { offeringId: created.id, winners, reserves };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    admin = await createLoggedInStaff(testApp, 'admin');
  }, 60_000);
  afterEach(async () => {
    const { db } = testApp.services;
    expect(await checkLedgerInvariants(db)).toEqual([]);
    const rows = await db.select({ id: offerings.id }).from(offerings);
    for (const { id } of rows) {
      const [held] = await db
        .select({ frozen: sql<string>`coalesce(sum(${offeringApplications.frozenMinor}), 0)::text` })
        .from(offeringApplications)
        .where(eq(offeringApplications.offeringId, id));
      expect(await readEscrowMinor(db, id), `offering ${id}`).toBe(BigInt(held?.frozen ?? '0'));
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('waives the win, moves no money and promotes the first reserve with a payment notice', async () => {
    const { offeringId, winners, reserves } = await ballotedOffering(4);
    const [decliner] = winners;
    const [first, second] = reserves;
    const waived = dataOf(
      await member(decliner!.person, newStockDecline.path, { applicationId: decliner!.application.id }),
      newStockDecline,
    );
    expect(waived).toMatchObject({ state: 'waived', frozenAmount: '0', refundedAmount: '0' });
    expect((await bucketsOf(testApp, decliner!.person.memberId, 'JPY')).available).toBe(START);

    const promoted = await myApplication(first!.person);
    expect(promoted).toMatchObject({ state: 'awaiting_payment', allottedQuantity: '100', price: '1100' });
    // The promoted reserve gets a window as long as the winners' (deadline − draw, about 9 days here).
    expect(Date.parse(promoted.paymentDeadline!)).toBeGreaterThan(testApp.clock.now().getTime() + 8 * DAY);
    expect((await myApplication(second!.person)).state).toBe('not_won');
    const sent = await testApp.services.db
      .select({ memberId: notices.memberId })
      .from(notices)
      .where(eq(notices.memberId, first!.person.memberId));
    expect(sent.length).toBeGreaterThan(0);

    const detail = dataOf(
      await member(decliner!.person, newStockDetail.path, { id: offeringId }),
      newStockDetail,
    );
    expect(detail.myApplications[0]?.state).toBe('waived');
    // The answer carries the server's time, which the app's countdowns run on.
    expect(Math.abs(Date.parse(detail.asOf) - testApp.clock.now().getTime())).toBeLessThan(60_000);
    const paid = dataOf(
      await member(first!.person, newStockPay.path, {
        applicationId: promoted.id,
        fundPassword: FUND_PASSWORD,
      }),
      newStockPay,
    );
    expect(paid).toMatchObject({ state: 'paid', frozenAmount: '110000' });
  }, 60_000);

  it('refuses another member’s application, a state not awaiting payment, and after the deadline', async () => {
    const { winners, reserves } = await ballotedOffering(3);
    const [one, other] = winners;
    const decline = (who: TestMember, applicationId: number) =>
      member(who, newStockDecline.path, { applicationId });

    expect(refusal(await decline(other!.person, one!.application.id))).toMatchObject({
      msg: 'APPLICATION_NOT_FOUND',
    });
    expect(refusal(await decline(one!.person, 999_999))).toMatchObject({ msg: 'APPLICATION_NOT_FOUND' });
    // A reserve has not won: nothing to decline.
    expect(refusal(await decline(reserves[0]!.person, reserves[0]!.application.id))).toMatchObject({
      msg: 'APPLICATION_STATE_INVALID',
    });
    // Paid already.
    dataOf(
      await member(one!.person, newStockPay.path, {
        applicationId: one!.application.id,
        fundPassword: FUND_PASSWORD,
      }),
      newStockPay,
    );
    expect(refusal(await decline(one!.person, one!.application.id))).toMatchObject({
      msg: 'APPLICATION_STATE_INVALID',
    });
    // Past the deadline, before the schedule has forfeited it (the deadline moved back: advancing the
    // clock 9 days would expire the test sessions).
    await testApp.services.db
      .update(offeringApplications)
      .set({ paymentDeadline: new Date(testApp.clock.now().getTime() - HOUR) })
      .where(eq(offeringApplications.id, other!.application.id));
    expect(refusal(await decline(other!.person, other!.application.id))).toMatchObject({
      msg: 'PAYMENT_DEADLINE_PASSED',
    });
    expect((await myApplication(other!.person)).state).toBe('awaiting_payment');
  }, 60_000);

  it('a decline and a payment of the same win racing: exactly one happens', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { winners, reserves } = await ballotedOffering(3);
      const [racer] = winners;
      const applicationId = racer!.application.id;
      const answers = await Promise.all([
        member(racer!.person, newStockDecline.path, { applicationId }),
        member(racer!.person, newStockPay.path, { applicationId, fundPassword: FUND_PASSWORD }),
      ]);
      const succeeded = answers.filter((answer) => answer.body.status === 1);
      expect(succeeded).toHaveLength(1);
      expect(answers.find((answer) => answer.body.status === 0)?.body.msg).toBe('APPLICATION_STATE_INVALID');
      const final = await myApplication(racer!.person);
      const available = (await bucketsOf(testApp, racer!.person.memberId, 'JPY')).available;
      const reserve = await myApplication(reserves[0]!.person);
      if (final.state === 'paid') {
        expect(available).toBe(START - 110_000n);
        expect(reserve.state).toBe('not_won');
      } else {
        expect(final.state).toBe('waived');
        expect(available).toBe(START);
        expect(reserve.state).toBe('awaiting_payment');
      }
    }
  }, 120_000);
});
