// New shares (issue 17 §6): the scenarios with exact amounts — a Bursa IPO priced lower than applied,
// a Japanese book-building offering with a forfeit and a reserve promoted, a placement with two
// tiers, a rights issue with excess allotted pro rata, a treasury-share sale that sells out, and a
// postponed and a withdrawn offering with every member repaid — with the ballot verified (and a
// tampered seed failing), the concurrency rules, the schedule re-run after a crash, and after every
// test the ledger's invariants and every offering's escrow equal to what its applications hold.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  newStockApplications,
  newStockApply,
  newStockBallot,
  newStockCancel,
  newStockDetail,
  newStockInventory,
  newStockList,
  newStockPay,
  newStockUnlock,
} from '@saham/contract/new-stock';
import {
  createOffering,
  exportOfferingApplications,
  listOfferingApplications,
  offeringDetail,
  transitionOffering,
} from '@saham/contract/offerings';
import { changeFundPassword } from '@saham/contract/user';
import { verifyBallot } from '@saham/domain/new-shares/ballot';
import type { Currency } from '@saham/domain/currencies';
import { rowsOf } from '../../db/rows.ts';
import { notices } from '../../db/schema.ts';
import { offeringApplications, offerings } from '../../db/schema-offerings.ts';
import { tradePositions } from '../../db/schema-trading.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInMember, postMember, type CallAnswer, type TestMember } from '../../test/member-factory.ts';
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
import { bucketsOf, instrumentIdOf } from '../trading/trading-test-helpers.ts';
import { ballotOffering } from './lifecycle.ts';
import { findOffering, readEscrowMinor } from './repo.ts';
import { runOfferingSchedule } from './staff-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FUND_PASSWORD = '135790';

describe('new-share offerings', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let codeSequence = 0;

  const staff = (path: string, body: object, who: LoggedInStaff = admin) =>
    postStaff(testApp.app, path, body, { session: who.session });
  const member = (who: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: who.session });
  const apply = (who: TestMember, body: object) =>
    member(who, newStockApply.path, { fundPassword: FUND_PASSWORD, ...body });
  const transition = async (id: number, action: string, extra: object = {}) =>
    dataOf(await staff(transitionOffering.path, { id, action, ...extra }), transitionOffering);
  /**
   * Opens an offering whose window has begun as the schedule does (the running job may have done it
   * already: either way it is open once, so the job and the test never race).
   */
  const openNow = async (id: number) => {
    await runOfferingSchedule(testApp.services.db, testApp.clock.now());
    expect((await findOffering(testApp.services.db, id))?.state).toBe('open');
  };
  const available = async (who: TestMember, currency: Currency = 'MYR') =>
    (await bucketsOf(testApp, who.memberId, currency)).available;

  function window(overrides: object = {}) {
    const now = testApp.clock.now().getTime();
    return {
      opensAt: new Date(now - HOUR).toISOString(),
      closesAt: new Date(now + 5 * DAY).toISOString(),
      drawAt: new Date(now + 7 * DAY).toISOString(),
      allotmentAt: new Date(now + 12 * DAY).toISOString(),
      listingAt: new Date(now + 14 * DAY).toISOString(),
      ...overrides,
    };
  }

  async function newIpo(overrides: object = {}) {
    codeSequence += 1;
    const answer = await staff(createOffering.path, {
      type: 'ipo',
      market: 'MY',
      newInstrument: {
        code: `T${String(codeSequence).padStart(4, '0')}`,
        names: { en: `Test IPO ${codeSequence} Berhad` },
      },
      leadUnderwriter: 'Maybank Investment Bank',
      applicationPrice: '1.20',
      lotSize: '10000',
      quantityOffered: '30000',
      fee: '2.50',
      feeOnSuccessOnly: true,
      prospectus: { en: 'A test company.' },
      ...window(),
      ...overrides,
    });
    return dataOf(answer, createOffering);
  }

  async function applicant(balance: bigint, currency: Currency = 'MYR'): Promise<TestMember> {
    return verifiedMemberWith(testApp, balance > 0n ? { [currency]: balance } : {});
  }

  function refusal(answer: CallAnswer) {
    return { msg: answer.body.msg, params: answer.body.params };
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

  describe('a Bursa IPO: RM1.20, 10,000-share lots, 5 applicants for 3 lots, final price RM1.15', () => {
    it('freezes, refunds the price difference, ballots verifiably, credits, lists — to the sen', async () => {
      const offering = await newIpo();
      expect(offering).toMatchObject({ state: 'announced', lotSize: '10000', applicationPrice: '1.2' });
      expect(offering.ballot?.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(offering.ballot?.seed).toBeNull();
      const early = await applicant(2_000_000n);
      const later = await newIpo(
        window({ opensAt: new Date(testApp.clock.now().getTime() + DAY).toISOString() }),
      );
      expect(refusal(await apply(early, { offeringId: later.id, quantity: '10000' }))).toMatchObject({
        msg: 'SUBSCRIPTION_NOT_STARTED',
      });
      await transition(later.id, 'withdraw');
      await openNow(offering.id);

      const start = 2_000_000n; // RM20,000.00
      const people = await Promise.all([1, 2, 3, 4, 5].map(() => applicant(start)));
      for (const person of people) {
        const made = dataOf(
          await apply(person, { offeringId: offering.id, quantity: '10000' }),
          newStockApply,
        );
        // 10,000 × RM1.20 + RM2.50 = RM12,002.50 frozen.
        expect(made).toMatchObject({ state: 'subscribing', frozenAmount: '12002.50', fee: '2.50' });
        expect(await available(person)).toBe(start - 1_200_250n);
      }
      // One application per member; lots and minimums.
      expect(refusal(await apply(people[0]!, { offeringId: offering.id, quantity: '10000' }))).toEqual({
        msg: 'SUBSCRIPTION_LIMIT',
        params: { count: 1 },
      });
      const other = await applicant(start);
      expect(refusal(await apply(other, { offeringId: offering.id, quantity: '15000' }))).toMatchObject({
        msg: 'WHOLE_LOTS_REQUIRED',
        params: { lotSize: 10000 },
      });
      expect(refusal(await apply(other, { offeringId: offering.id, quantity: '5000' }))).toMatchObject({
        msg: 'SUBSCRIPTION_MIN_SHARES',
        params: { shares: 10000 },
      });
      expect(refusal(await apply(other, { offeringId: offering.id, quantity: '' }))).toMatchObject({
        msg: 'QUANTITY_REQUIRED',
      });
      // \`other\`'s fund password, verified by the refusals above, unlocked its session's trading: a
      // wrong one is refused on a session that has not verified it (docs/decisions/0028-trade-unlock.md).
      const locked = await applicant(start);
      expect(
        refusal(await apply(locked, { offeringId: offering.id, quantity: '10000', fundPassword: '000000' })),
      ).toMatchObject({
        msg: 'WRONG_FUND_PASSWORD',
      });
      const poor = await applicant(1_000_000n);
      expect(refusal(await apply(poor, { offeringId: offering.id, quantity: '10000' }))).toMatchObject({
        msg: 'AVAILABLE_BALANCE_INSUFFICIENT',
      });
      expect(await available(poor)).toBe(1_000_000n);

      const listed = dataOf(await member(people[0]!, newStockList.path, { period: 'open' }), newStockList);
      expect(listed.items.some((item) => item.id === offering.id)).toBe(true);
      const tab = dataOf(await member(people[0]!, newStockApplications.path, {}), newStockApplications);
      expect(tab.items[0]).toMatchObject({ offeringId: offering.id, state: 'subscribing' });

      const closed = await transition(offering.id, 'close');
      expect(closed.ballot).toMatchObject({ entryCount: 5, seed: null });
      expect(closed.ballot?.entriesHash).toMatch(/^[0-9a-f]{64}$/);
      expect(closed.oversubscription).toBe('1.67');
      expect(
        dataOf(await member(people[0]!, newStockApplications.path, {}), newStockApplications).items[0]?.state,
      ).toBe('ended');
      expect(refusal(await apply(other, { offeringId: offering.id, quantity: '10000' }))).toMatchObject({
        msg: 'SUBSCRIPTION_ENDED',
      });

      const priced = await transition(offering.id, 'price', { issuePrice: '1.15' });
      expect(priced).toMatchObject({ state: 'priced', issuePrice: '1.15', refundsPaid: '2500.00' });
      for (const person of people) {
        // RM500.00 back: 10,000 × (1.20 − 1.15).
        expect(await available(person)).toBe(start - 1_150_250n);
      }

      const balloted = await transition(offering.id, 'ballot');
      expect(balloted.ballot?.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(balloted.winRate).toBe('60.00');
      expect(balloted.bands[0]).toMatchObject({
        fromQuantity: '10000',
        toQuantity: '10000',
        applications: 5,
        successful: 3,
        winRate: '60.00',
      });
      const inputs = dataOf(
        await member(people[0]!, newStockBallot.path, { offeringId: offering.id }),
        newStockBallot,
      );
      expect(inputs.entries).toHaveLength(5);
      const winners: TestMember[] = [];
      for (const person of people) {
        const detail = dataOf(await member(person, newStockDetail.path, { id: offering.id }), newStockDetail);
        const mine = detail.myApplications[0]!;
        const lots = Number(mine.allottedQuantity) / 10000;
        const published = {
          seedHash: inputs.commitment.seedHash,
          entriesHash: inputs.commitment.entriesHash ?? '',
          seed: inputs.commitment.seed ?? '',
          entries: inputs.entries,
          mode: inputs.commitment.mode,
          lotsOffered: inputs.commitment.lotsOffered ?? 0,
          applicationId: mine.id,
          claimedLots: lots,
        };
        expect(verifyBallot(published)).toMatchObject({ ok: true, lots });
        const tampered = `${published.seed.slice(0, -1)}${published.seed.endsWith('0') ? '1' : '0'}`;
        expect(verifyBallot({ ...published, seed: tampered })).toMatchObject({
          ok: false,
          reason: 'seed_mismatch',
        });
        if (mine.state === 'won') {
          winners.push(person);
          // RM11,500.00 for the shares + RM2.50 fee stays in escrow; nothing more came back.
          expect(mine).toMatchObject({
            allottedQuantity: '10000',
            frozenAmount: '11502.50',
            refundedAmount: '500.00',
          });
          expect(await available(person)).toBe(start - 1_150_250n);
        } else {
          expect(mine).toMatchObject({ state: 'not_won', frozenAmount: '0.00', refundedAmount: '12002.50' });
          expect(await available(person)).toBe(start);
        }
      }
      expect(winners).toHaveLength(3);
      const results = await testApp.services.db
        .select()
        .from(notices)
        .where(eq(notices.memberId, winners[0]!.memberId));
      expect(results.some((notice) => notice.title.en?.includes('won'))).toBe(true);
      expect(results.some((notice) => notice.title.ml?.includes('berjaya'))).toBe(true);

      const allotted = await transition(offering.id, 'allot');
      expect(allotted).toMatchObject({ escrow: '34507.50', frozen: '34507.50' });
      const inventory = dataOf(await member(winners[0]!, newStockInventory.path, {}), newStockInventory);
      expect(inventory.items[0]).toMatchObject({ quantity: '10000', price: '1.15', amount: '11500.00' });

      const done = await transition(offering.id, 'list');
      expect(done).toMatchObject({
        state: 'listed',
        escrow: '0.00',
        frozen: '0.00',
        feesCharged: '7.50',
        converted: '34500.00',
      });
      for (const person of winners) {
        expect(await bucketsOf(testApp, person.memberId, 'MYR')).toMatchObject({
          available: start - 1_150_250n,
          margin: 1_150_000n,
        });
        const [position] = await testApp.services.db
          .select()
          .from(tradePositions)
          .where(eq(tradePositions.memberId, person.memberId));
        expect(position).toMatchObject({
          quantity: '10000',
          entryPrice: '1.15',
          leverage: 1,
          status: 'holding',
        });
      }
      expect(dataOf(await member(winners[0]!, newStockInventory.path, {}), newStockInventory).items).toEqual(
        [],
      );
      expect((await findAuditEntries(testApp, 'offerings/ballot')).length).toBeGreaterThan(0);
      const csv = dataOf(
        await staff(exportOfferingApplications.path, { offeringId: offering.id }),
        exportOfferingApplications,
      );
      expect(csv.csv.split('\n')[0]).toContain('allotted_quantity');
      expect(csv.csv.trim().split('\n')).toHaveLength(6);
    }, 60_000);

    it('cancels while open with the money back at once, and not after', async () => {
      const offering = await newIpo();
      await openNow(offering.id);
      const person = await applicant(2_000_000n);
      const made = dataOf(await apply(person, { offeringId: offering.id, quantity: '10000' }), newStockApply);
      const cancelled = dataOf(
        await member(person, newStockCancel.path, { applicationId: made.id }),
        newStockCancel,
      );
      expect(cancelled).toMatchObject({ state: 'cancelled', refundedAmount: '12002.50' });
      expect(await available(person)).toBe(2_000_000n);
      // Cancelled applications do not count against the limit.
      const again = dataOf(
        await apply(person, { offeringId: offering.id, quantity: '10000' }),
        newStockApply,
      );
      await transition(offering.id, 'close');
      expect(refusal(await member(person, newStockCancel.path, { applicationId: again.id }))).toMatchObject({
        msg: 'SUBSCRIPTION_ENDED',
      });
      expect(refusal(await member(person, newStockCancel.path, { applicationId: made.id }))).toMatchObject({
        msg: 'APPLICATION_STATE_INVALID',
      });
      const stranger = await applicant(0n);
      expect(refusal(await member(stranger, newStockCancel.path, { applicationId: again.id }))).toMatchObject(
        {
          msg: 'APPLICATION_NOT_FOUND',
        },
      );
      await transition(offering.id, 'withdraw');
    });
  });

  describe('a Japanese book-building offering', () => {
    it('bids in and below the range, sets the price, one vote each, a forfeit and a reserve promoted', async () => {
      codeSequence += 1;
      const created = dataOf(
        await staff(createOffering.path, {
          type: 'jp_bookbuilding',
          market: 'JP',
          newInstrument: { code: `9${String(codeSequence).padStart(3, '0')}`, names: { en: 'Test KK' } },
          leadUnderwriter: 'SBI Securities',
          priceLow: '1000',
          priceHigh: '1200',
          lotSize: '100',
          quantityOffered: '200',
          ...window({ paymentDeadline: new Date(testApp.clock.now().getTime() + 9 * DAY).toISOString() }),
        }),
        createOffering,
      );
      await openNow(created.id);
      const start = 1_000_000n; // ¥1,000,000
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => applicant(start, 'JPY')));
      expect(refusal(await apply(a!, { offeringId: created.id, quantity: '100', price: '1300' }))).toEqual({
        msg: 'BID_PRICE_OUT_OF_RANGE',
        params: { low: '1000', high: '1200' },
      });
      dataOf(await apply(a!, { offeringId: created.id, quantity: '100', price: '1200' }), newStockApply);
      dataOf(await apply(b!, { offeringId: created.id, quantity: '100' }), newStockApply);
      dataOf(await apply(c!, { offeringId: created.id, quantity: '100', price: '1000' }), newStockApply);
      dataOf(await apply(d!, { offeringId: created.id, quantity: '100', price: '1150' }), newStockApply);
      // Nothing is frozen at the bid.
      for (const person of [a, b, c, d]) expect(await available(person!, 'JPY')).toBe(start);
      await transition(created.id, 'close');
      const priced = await transition(created.id, 'price', { issuePrice: '1100' });
      expect(priced.ballot?.entryCount).toBe(3);
      const balloted = await transition(created.id, 'ballot');
      expect(balloted.awaitingPayment).toBe(2);
      expect(balloted.reserveLeft).toBe(1);
      const states = new Map<TestMember, string>();
      for (const person of [a, b, c, d]) {
        const detail = dataOf(await member(person!, newStockDetail.path, { id: created.id }), newStockDetail);
        states.set(person!, detail.myApplications[0]!.state);
      }
      expect(states.get(c!)).toBe('not_won');
      const winners = [a, b, d].filter((person) => states.get(person!) === 'awaiting_payment');
      const reserve = [a, b, d].find((person) => states.get(person!) === 'not_won')!;
      expect(winners).toHaveLength(2);
      const [payer, forfeiter] = winners;
      const payerApp = dataOf(await member(payer!, newStockApplications.path, {}), newStockApplications)
        .items[0]!;
      const paid = dataOf(
        await member(payer!, newStockPay.path, { applicationId: payerApp.id, fundPassword: FUND_PASSWORD }),
        newStockPay,
      );
      // 100 × ¥1,100 = ¥110,000.
      expect(paid).toMatchObject({ state: 'paid', frozenAmount: '110000' });
      expect(await available(payer!, 'JPY')).toBe(start - 110_000n);

      // The deadline passes: the schedule forfeits the unpaid winner and promotes the reserve.
      await runOfferingSchedule(
        testApp.services.db,
        new Date(testApp.clock.now().getTime() + 9 * DAY + HOUR),
      );
      const forfeited = dataOf(await member(forfeiter!, newStockApplications.path, {}), newStockApplications)
        .items[0]!;
      expect(forfeited.state).toBe('failed');
      expect(await available(forfeiter!, 'JPY')).toBe(start);
      const promoted = dataOf(await member(reserve, newStockApplications.path, {}), newStockApplications)
        .items[0]!;
      expect(promoted).toMatchObject({ state: 'awaiting_payment', allottedQuantity: '100' });
      const reservePaid = dataOf(
        await member(reserve, newStockPay.path, { applicationId: promoted.id, fundPassword: FUND_PASSWORD }),
        newStockPay,
      );
      expect(reservePaid.state).toBe('paid');
      const listed = await transition(created.id, 'list');
      expect(listed).toMatchObject({ state: 'listed', escrow: '0', converted: '220000' });
      expect((await bucketsOf(testApp, reserve.memberId, 'JPY')).margin).toBe(110_000n);
    }, 60_000);
  });

  describe('a placement with two tiers', () => {
    it('allots the higher tier first, then first come, in whole lots, and refunds the rest', async () => {
      const instrumentId = await instrumentIdOf(testApp, 'MY:1155');
      const created = dataOf(
        await staff(createOffering.path, {
          type: 'placement',
          market: 'MY',
          instrumentId,
          leadUnderwriter: 'CIMB',
          applicationPrice: '9.00',
          lotSize: '100',
          quantityOffered: '1000',
          tiers: [
            { names: { en: 'Tier B' }, minAmount: '1000.00' },
            { names: { en: 'Tier A' }, minAmount: '5000.00' },
          ],
          ...window(),
        }),
        createOffering,
      );
      expect(created.tiers.map((tier) => [tier.rank, tier.minAmount])).toEqual([
        [1, '5000.00'],
        [2, '1000.00'],
      ]);
      await openNow(created.id);
      const [p1, p2, p3, small] = await Promise.all([1, 2, 3, 4].map(() => applicant(1_000_000n)));
      expect(refusal(await apply(small!, { offeringId: created.id, quantity: '100' }))).toEqual({
        msg: 'TIER_MIN_AMOUNT',
        params: { amount: '1000.00', currency: 'MYR' },
      });
      const first = dataOf(await apply(p1!, { offeringId: created.id, quantity: '300' }), newStockApply);
      expect(first.tierRank).toBe(2);
      dataOf(await apply(p3!, { offeringId: created.id, quantity: '500' }), newStockApply);
      const big = dataOf(await apply(p2!, { offeringId: created.id, quantity: '800' }), newStockApply);
      expect(big.tierRank).toBe(1);
      await transition(created.id, 'close');
      await transition(created.id, 'price');
      await transition(created.id, 'ballot');
      const allotted = async (who: TestMember) =>
        dataOf(await member(who, newStockApplications.path, {}), newStockApplications).items[0]!;
      expect(await allotted(p2!)).toMatchObject({
        state: 'won',
        allottedQuantity: '800',
        frozenAmount: '7200.00',
      });
      expect(await allotted(p1!)).toMatchObject({
        state: 'won',
        allottedQuantity: '200',
        refundedAmount: '900.00',
      });
      expect(await allotted(p3!)).toMatchObject({ state: 'not_won', refundedAmount: '4500.00' });
      expect(await available(p1!)).toBe(1_000_000n - 180_000n);
      expect(await available(p3!)).toBe(1_000_000n);
      await transition(created.id, 'list');
      expect((await bucketsOf(testApp, p2!.memberId, 'MYR')).margin).toBe(720_000n);
    });
  });

  describe('a rights issue', () => {
    it('entitles holders 1 for 2, refuses beyond it, and allots excess pro rata in whole lots', async () => {
      const instrumentId = await instrumentIdOf(testApp, 'MY:1155');
      const now = testApp.clock.now();
      const [h1, h2, outsider] = await Promise.all([1, 2, 3].map(() => applicant(2_000_000n)));
      for (const [holder, quantity] of [
        [h1!, '1000'],
        [h2!, '2000'],
      ] as const) {
        await testApp.services.db.insert(tradePositions).values({
          positionNo: `PSRIGHTS${holder.memberId}`,
          memberId: holder.memberId,
          instrumentId,
          symbol: 'MY:1155',
          market: 'MY',
          currency: 'MYR',
          direction: 'long',
          priceType: 'limit',
          leverage: 1,
          quantity,
          entryPrice: '9',
          marginMinor: 0n,
          openFeeMinor: 0n,
          openTaxMinor: 0n,
          status: 'holding',
          openOrderId: 0,
          openedAt: new Date(now.getTime() - 10 * DAY),
          lockedUntil: now,
        });
      }
      const created = dataOf(
        await staff(createOffering.path, {
          type: 'rights',
          market: 'MY',
          instrumentId,
          leadUnderwriter: 'RHB',
          applicationPrice: '5.00',
          lotSize: '100',
          quantityOffered: '2000',
          entitlementRatio: { newShares: 1, heldShares: 2 },
          entitlementAt: new Date(now.getTime() - DAY).toISOString(),
          ...window(),
        }),
        createOffering,
      );
      await openNow(created.id);
      const detail = dataOf(await member(h1!, newStockDetail.path, { id: created.id }), newStockDetail);
      expect(detail.myEntitlement).toBe('500');
      expect(refusal(await apply(outsider!, { offeringId: created.id, quantity: '100' }))).toMatchObject({
        msg: 'NOT_ENTITLED',
      });
      expect(refusal(await apply(h1!, { offeringId: created.id, quantity: '600' }))).toEqual({
        msg: 'RIGHTS_ENTITLEMENT_EXCEEDED',
        params: { quantity: 500 },
      });
      const one = dataOf(
        await apply(h1!, { offeringId: created.id, quantity: '500', excessQuantity: '600' }),
        newStockApply,
      );
      // (500 + 600) × RM5.00 = RM5,500.00.
      expect(one.frozenAmount).toBe('5500.00');
      dataOf(
        await apply(h2!, { offeringId: created.id, quantity: '1000', excessQuantity: '200' }),
        newStockApply,
      );
      await transition(created.id, 'close');
      await transition(created.id, 'price');
      await transition(created.id, 'ballot');
      // 500 left for 800 excess: 375 and 125 exact → 300 and 100 in lots, the last lot to the larger remainder.
      const result = async (who: TestMember) =>
        dataOf(await member(who, newStockApplications.path, {}), newStockApplications).items[0]!;
      expect(await result(h1!)).toMatchObject({ allottedQuantity: '900', refundedAmount: '1000.00' });
      expect(await result(h2!)).toMatchObject({ allottedQuantity: '1100', refundedAmount: '500.00' });
      await transition(created.id, 'list');
    });
  });

  describe('a treasury-share sale', () => {
    it('sells first come, first served until sold out', async () => {
      const instrumentId = await instrumentIdOf(testApp, 'MY:1155');
      const created = dataOf(
        await staff(createOffering.path, {
          type: 'treasury',
          market: 'MY',
          instrumentId,
          leadUnderwriter: 'Malayan Banking Berhad',
          applicationPrice: '8.00',
          lotSize: '100',
          quantityOffered: '1000',
          ...window(),
        }),
        createOffering,
      );
      await openNow(created.id);
      const [t1, t2, t3] = await Promise.all([1, 2, 3].map(() => applicant(1_000_000n)));
      dataOf(await apply(t1!, { offeringId: created.id, quantity: '600' }), newStockApply);
      expect(refusal(await apply(t2!, { offeringId: created.id, quantity: '500' }))).toEqual({
        msg: 'SUBSCRIPTION_MAX_SHARES',
        params: { shares: 400 },
      });
      expect(await available(t2!)).toBe(1_000_000n);
      dataOf(await apply(t2!, { offeringId: created.id, quantity: '400' }), newStockApply);
      expect(refusal(await apply(t3!, { offeringId: created.id, quantity: '100' }))).toMatchObject({
        msg: 'OFFERING_SOLD_OUT',
      });
      expect(await available(t3!)).toBe(1_000_000n);
      await transition(created.id, 'close');
      await transition(created.id, 'price');
      await transition(created.id, 'ballot');
      const done = await transition(created.id, 'list');
      expect(done).toMatchObject({ converted: '8000.00', escrow: '0.00' });
      expect((await bucketsOf(testApp, t1!.memberId, 'MYR')).margin).toBe(480_000n);
    });
  });

  describe('postponed and withdrawn offerings', () => {
    it.each(['postpone', 'withdraw'] as const)(
      '%s repays every member in full, fees included',
      async (action) => {
        const offering = await newIpo();
        await openNow(offering.id);
        const people = await Promise.all([1, 2].map(() => applicant(2_000_000n)));
        for (const person of people)
          dataOf(await apply(person, { offeringId: offering.id, quantity: '10000' }), newStockApply);
        await transition(offering.id, 'close');
        await transition(offering.id, 'price', { issuePrice: '1.10' });
        const stopped = await transition(offering.id, action, { reason: 'market conditions' });
        expect(stopped.state).toBe(action === 'postpone' ? 'postponed' : 'withdrawn');
        expect(stopped).toMatchObject({ escrow: '0.00', frozen: '0.00', refundsPaid: '24005.00' });
        for (const person of people) {
          expect(await available(person)).toBe(2_000_000n);
          const [application] = await testApp.services.db
            .select()
            .from(offeringApplications)
            .where(eq(offeringApplications.memberId, person.memberId));
          expect(application?.status).toBe('refunded');
        }
        const audits = await findAuditEntries(testApp, `offerings/${action}`);
        expect(audits.at(-1)?.reason).toBe('market conditions');
        if (action === 'postpone') {
          // It may open again, and the same members may apply again.
          await transition(offering.id, 'open');
          dataOf(await apply(people[0]!, { offeringId: offering.id, quantity: '10000' }), newStockApply);
          await transition(offering.id, 'withdraw');
        }
        const refused = await staff(transitionOffering.path, { id: offering.id, action: 'list' });
        expect(refused.body).toMatchObject({ status: 0, msg: 'OFFERING_STATE_INVALID' });
      },
    );
  });

  describe('the trade unlock', () => {
    it('asks the fund password once per session and TRADE_UNLOCK_MINUTES, and again after a change', async () => {
      const offering = await newIpo({ perMemberLimit: 10, quantityOffered: '1000000' });
      await openNow(offering.id);
      const person = await applicant(100_000_000n);
      const once = { offeringId: offering.id, quantity: '10000' };
      // The detail tells the app whether to ask (null: locked).
      const unlockedUntil = async (who: typeof person) =>
        dataOf(await member(who, newStockDetail.path, { id: offering.id }), newStockDetail).unlockedUntil;
      expect(await unlockedUntil(person)).toBeNull();
      // …and for how long an unlock lasts, so it offers to unlock ahead of an opening within it.
      expect(
        dataOf(await member(person, newStockDetail.path, { id: offering.id }), newStockDetail).unlockMinutes,
      ).toBe(testApp.services.config.tradeUnlockMinutes);
      expect(refusal(await apply(person, { ...once, fundPassword: '' }))).toMatchObject({
        msg: 'FIELD_REQUIRED',
        params: { field: 'fundPassword' },
      });
      expect(refusal(await apply(person, { ...once, fundPassword: '000000' }))).toMatchObject({
        msg: 'WRONG_FUND_PASSWORD',
      });
      const appliedAt = testApp.clock.now().getTime();
      dataOf(await apply(person, once), newStockApply);
      const until = Date.parse((await unlockedUntil(person)) ?? '');
      expect(until - appliedAt).toBeGreaterThanOrEqual(testApp.services.config.tradeUnlockMinutes * 60_000);
      // Unlocked: not asked, whatever is typed.
      dataOf(await apply(person, { ...once, fundPassword: '' }), newStockApply);
      dataOf(await apply(person, { ...once, fundPassword: '000000' }), newStockApply);
      // Another session of the same member still asks.
      const elsewhere = { ...person, session: await logInMember(testApp, person.account, person.password) };
      expect(await unlockedUntil(elsewhere)).toBeNull();
      expect(refusal(await apply(elsewhere, { ...once, fundPassword: '' }))).toMatchObject({
        msg: 'FIELD_REQUIRED',
      });
      // Once the minutes have passed, asked again.
      testApp.clock.advance(testApp.services.config.tradeUnlockMinutes * 60_000 + 1_000);
      expect(await unlockedUntil(person)).toBeNull();
      expect(refusal(await apply(person, { ...once, fundPassword: '' }))).toMatchObject({
        msg: 'FIELD_REQUIRED',
      });
      dataOf(await apply(person, once), newStockApply);
      // A changed fund password locks every session again.
      dataOf(
        await member(person, changeFundPassword.path, {
          oldFundPassword: FUND_PASSWORD,
          fundPassword: '246813',
          confirmPassword: '246813',
        }),
        changeFundPassword,
      );
      expect(refusal(await apply(person, { ...once, fundPassword: '' }))).toMatchObject({
        msg: 'FIELD_REQUIRED',
      });
      dataOf(await apply(person, { ...once, fundPassword: '246813' }), newStockApply);
      // newStock/unlock checks it ahead of the applications (a member waiting for an opening).
      const waiting = await applicant(100_000_000n);
      expect(refusal(await member(waiting, newStockUnlock.path, { fundPassword: '000000' }))).toMatchObject({
        msg: 'WRONG_FUND_PASSWORD',
      });
      const before = testApp.clock.now().getTime();
      const unlocked = dataOf(
        await member(waiting, newStockUnlock.path, { fundPassword: FUND_PASSWORD }),
        newStockUnlock,
      );
      const minutes = testApp.services.config.tradeUnlockMinutes * 60_000;
      const unlockedFor = Date.parse(unlocked.unlockedUntil ?? '') - before;
      expect(unlockedFor).toBeGreaterThanOrEqual(minutes);
      expect(unlockedFor).toBeLessThan(minutes + 60_000);
      dataOf(await apply(waiting, { ...once, fundPassword: '' }), newStockApply);
      // Logging out ends the session, and its unlock with it.
      const logout = await member(person, 'user/logout', {});
      expect(logout.statusCode).toBe(200);
      expect((await apply(person, { ...once, fundPassword: '' })).statusCode).toBe(401);
      await transition(offering.id, 'withdraw');
    });
  });

  describe('concurrency', () => {
    it('accepts 3 of 50 simultaneous applications when the balance covers 3', async () => {
      const offering = await newIpo({ perMemberLimit: 50, quantityOffered: '1000000' });
      await openNow(offering.id);
      const person = await applicant(3_600_750n + 100n); // 3 × RM12,002.50 + RM1.00
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => apply(person, { offeringId: offering.id, quantity: '10000' })),
      );
      expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(3);
      expect(
        new Set(answers.filter((answer) => answer.body.status === 0).map((answer) => answer.body.msg)),
      ).toEqual(new Set(['AVAILABLE_BALANCE_INSUFFICIENT']));
      expect(await available(person)).toBe(100n);
      await transition(offering.id, 'withdraw');
    });

    it('holds the per-member limit under parallel submits', async () => {
      const offering = await newIpo({ perMemberLimit: 2, quantityOffered: '1000000' });
      await openNow(offering.id);
      const person = await applicant(100_000_000n);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => apply(person, { offeringId: offering.id, quantity: '10000' })),
      );
      expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(2);
      expect(answers.find((answer) => answer.body.status === 0)?.body).toMatchObject({
        msg: 'SUBSCRIPTION_LIMIT',
        params: { count: 2 },
      });
      await transition(offering.id, 'withdraw');
    });

    it('runs the ballot once when two staff run it at once', async () => {
      const offering = await newIpo();
      await openNow(offering.id);
      const people = await Promise.all([1, 2, 3, 4].map(() => applicant(2_000_000n)));
      for (const person of people)
        dataOf(await apply(person, { offeringId: offering.id, quantity: '10000' }), newStockApply);
      await transition(offering.id, 'close');
      await transition(offering.id, 'price');
      const second = await createLoggedInStaff(testApp, 'admin');
      const answers = await Promise.all([
        staff(transitionOffering.path, { id: offering.id, action: 'ballot' }),
        staff(transitionOffering.path, { id: offering.id, action: 'ballot' }, second),
      ]);
      // The second either finds the results published (refused) or joins the first's settlement of
      // the draw (runBallot); either way the draw is made, settled and published once.
      for (const answer of answers) {
        if (answer.body.status === 0) expect(answer.body.msg).toBe('OFFERING_STATE_INVALID');
        else expect(dataOf(answer, transitionOffering).state).toBe('balloted');
      }
      expect(answers.some((answer) => answer.body.status === 1)).toBe(true);
      const ballots = await findAuditEntries(testApp, 'offerings/ballot');
      expect(ballots.filter((audit) => audit.targetId === String(offering.id))).toHaveLength(1);
      const refunds = await testApp.services.db.execute(sql`
        select count(*)::int as n from journal_entries e
          join offering_applications a on e.reference_id = a.id::text and e.reference_type = 'offering_application'
         where a.offering_id = ${offering.id} and e.type = 'subscription_refund'`);
      expect(rowsOf<{ n: number }>(refunds)[0]?.n).toBe(1);
      await transition(offering.id, 'withdraw');
    });
  });

  describe('the schedule', () => {
    it('opens, closes, prices, ballots, credits and lists at the stated times, each once, and after a crash', async () => {
      const offering = await newIpo({
        ...window({ opensAt: new Date(testApp.clock.now().getTime() + HOUR).toISOString() }),
      });
      const { db } = testApp.services;
      const at = (offset: number) => new Date(testApp.clock.now().getTime() + offset);
      expect((await runOfferingSchedule(db, at(0))).steps).toBe(0);
      expect((await runOfferingSchedule(db, at(2 * HOUR))).steps).toBe(1);
      expect((await findOffering(db, offering.id))?.state).toBe('open');
      // Applications while open (the services clock stays before the close).
      testApp.clock.advance(2 * HOUR);
      const people = await Promise.all([1, 2, 3, 4, 5].map(() => applicant(2_000_000n)));
      for (const person of people)
        dataOf(await apply(person, { offeringId: offering.id, quantity: '10000' }), newStockApply);
      testApp.clock.advance(-2 * HOUR);
      // Closing, then pricing at the application price on the draw date — and a crash in the ballot.
      expect((await runOfferingSchedule(db, at(6 * DAY))).steps).toBe(1);
      const crash = new Error('crash in the middle of the ballot');
      await expect(
        inTransaction(db, async (tx) => {
          const locked = await findOffering(tx, offering.id, 'update');
          await ballotOffering(tx, { ...locked!, state: 'priced', issuePrice: '1.20' }, at(7 * DAY));
          throw crash;
        }),
      ).rejects.toBe(crash);
      expect((await findOffering(db, offering.id))?.state).toBe('closed');
      expect((await runOfferingSchedule(db, at(7 * DAY + HOUR))).steps).toBe(2);
      expect((await runOfferingSchedule(db, at(7 * DAY + HOUR))).steps).toBe(0);
      const balloted = await findOffering(db, offering.id);
      expect(balloted?.state).toBe('balloted');
      const entries = await db.execute(sql`
        select a.id, count(e.id)::int as refunds from offering_applications a
          left join journal_entries e on e.reference_id = a.id::text and e.reference_type = 'offering_application'
               and e.type = 'subscription_refund'
         where a.offering_id = ${offering.id} group by a.id`);
      const refundCounts = rowsOf<{ refunds: number }>(entries).map((row) => row.refunds);
      expect(refundCounts.filter((count) => count === 1)).toHaveLength(2);
      expect(refundCounts.filter((count) => count === 0)).toHaveLength(3);
      expect((await runOfferingSchedule(db, at(12 * DAY + HOUR))).steps).toBe(1);
      expect((await findOffering(db, offering.id))?.allottedAt).not.toBeNull();
      expect((await runOfferingSchedule(db, at(14 * DAY + HOUR))).steps).toBe(1);
      expect((await runOfferingSchedule(db, at(14 * DAY + 2 * HOUR))).steps).toBe(0);
      expect((await findOffering(db, offering.id))?.state).toBe('listed');
      const audits = await findAuditEntries(testApp, 'offerings/list');
      expect(audits.some((audit) => audit.staffUsername === 'system')).toBe(true);
    }, 60_000);
  });

  describe('back office', () => {
    it('lists applications by state and refuses bad offerings with the field', async () => {
      const bad = await staff(createOffering.path, {
        type: 'ipo',
        market: 'MY',
        newInstrument: { code: 'BAD1', names: { en: 'Bad' } },
        leadUnderwriter: 'X',
        applicationPrice: '0',
        quantityOffered: '10000',
        ...window(),
      });
      expect(bad.body).toMatchObject({
        status: 0,
        msg: 'OFFERING_INVALID',
        params: { field: 'applicationPrice' },
      });
      const offering = await newIpo();
      await openNow(offering.id);
      const person = await applicant(2_000_000n);
      dataOf(await apply(person, { offeringId: offering.id, quantity: '10000' }), newStockApply);
      const page = dataOf(
        await staff(listOfferingApplications.path, { offeringId: offering.id, state: 'subscribing' }),
        listOfferingApplications,
      );
      expect(page.items).toHaveLength(1);
      expect(page.items[0]?.memberAccount).toBe(person.account);
      const detail = dataOf(await staff(offeringDetail.path, { id: offering.id }), offeringDetail);
      expect(detail).toMatchObject({ escrow: '12002.50', frozen: '12002.50', applicationCount: 1 });
      await transition(offering.id, 'withdraw');
    });
  });
});
