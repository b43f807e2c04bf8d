// The ballot in short transactions (runBallot, staff-service.ts; lifecycle.ts drawOffering, settleDrawn,
// publishResults): on PGlite, whose one connection serves nothing else while a transaction holds it, a
// large offering's ballot in one transaction held every other call for its whole length. The draw is
// written first; the applications are settled a chunk at a time; the results are published once the
// last is. A run stopped between chunks (a crash) is finished by the next — staff's or the schedule's,
// before the draw date — with every result as the published seed and entries say, each refund made
// once; two runners at once publish once. After every test the ledger's invariants hold and every
// offering's escrow equals what its applications hold.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  newStockApplications,
  newStockApply,
  newStockBallot,
  newStockDetail,
} from '@saham/contract/new-stock';
import { createOffering, transitionOffering } from '@saham/contract/offerings';
import { verifyBallot } from '@saham/domain/new-shares/ballot';
import { rowsOf } from '../../db/rows.ts';
import { auditLog } from '../../db/schema.ts';
import { offeringApplications, offerings } from '../../db/schema-offerings.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { drawOffering, settleDrawn } from './lifecycle.ts';
import { findOffering, readEscrowMinor } from './repo.ts';
import { runBallot, runOfferingSchedule } from './staff-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FUND_PASSWORD = '135790';
const APPLICANTS = 7;

describe('the ballot in short transactions', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let codeSequence = 0;

  const staff = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session });
  const member = (who: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: who.session });
  const transition = async (id: number, action: string) =>
    dataOf(await staff(transitionOffering.path, { id, action }), transitionOffering);

  /** A Bursa IPO of 3 lots (RM1.20, 10,000 shares, RM2.50 on success) with APPLICANTS applications, priced. */
  async function pricedIpo(): Promise<{ id: number; people: TestMember[] }> {
    codeSequence += 1;
    const now = testApp.clock.now().getTime();
    const offering = dataOf(
      await staff(createOffering.path, {
        type: 'ipo',
        market: 'MY',
        newInstrument: { code: `BS${String(codeSequence).padStart(3, '0')}`, names: { en: 'Steps Berhad' } },
        leadUnderwriter: 'Maybank Investment Bank',
        applicationPrice: '1.20',
        lotSize: '10000',
        quantityOffered: '30000',
        fee: '2.50',
        feeOnSuccessOnly: true,
        opensAt: new Date(now - HOUR).toISOString(),
        closesAt: new Date(now + 5 * DAY).toISOString(),
        drawAt: new Date(now + 7 * DAY).toISOString(),
        allotmentAt: new Date(now + 12 * DAY).toISOString(),
        listingAt: new Date(now + 14 * DAY).toISOString(),
      }),
      createOffering,
    );
    await runOfferingSchedule(testApp.services.db, testApp.clock.now());
    const people = await Promise.all(
      Array.from({ length: APPLICANTS }, () => verifiedMemberWith(testApp, { MYR: 2_000_000n })),
    );
    for (const person of people) {
      dataOf(
        await member(person, newStockApply.path, {
          offeringId: offering.id,
          quantity: '10000',
          fundPassword: FUND_PASSWORD,
        }),
        newStockApply,
      );
    }
    await transition(offering.id, 'close');
    await transition(offering.id, 'price');
    return { id: offering.id, people };
  }

  /** Each member's result is the one the published seed and entries give (the app's "verify"). */
  async function expectVerifiableResults(offeringId: number, people: readonly TestMember[]) {
    const inputs = dataOf(await member(people[0]!, newStockBallot.path, { offeringId }), newStockBallot);
    let won = 0;
    for (const person of people) {
      const detail = dataOf(await member(person, newStockDetail.path, { id: offeringId }), newStockDetail);
      const mine = detail.myApplications[0]!;
      const lots = Number(mine.allottedQuantity) / 10_000;
      expect(mine.state).toBe(lots > 0 ? 'won' : 'not_won');
      expect(
        verifyBallot({
          seedHash: inputs.commitment.seedHash,
          entriesHash: inputs.commitment.entriesHash ?? '',
          seed: inputs.commitment.seed ?? '',
          entries: inputs.entries,
          mode: inputs.commitment.mode,
          lotsOffered: inputs.commitment.lotsOffered ?? 0,
          applicationId: mine.id,
          claimedLots: lots,
        }),
      ).toMatchObject({ ok: true, lots });
      won += lots;
    }
    expect(won).toBe(3);
  }

  /** The refunds of the offering's applications: one each for the 4 not won, none for the 3 won. */
  async function expectRefundsOnce(offeringId: number) {
    const counts = rowsOf<{ status: string; refunds: number }>(
      await testApp.services.db.execute(sql`
        select a.status, count(e.id)::int as refunds from offering_applications a
          left join journal_entries e on e.reference_id = a.id::text and e.reference_type = 'offering_application'
               and e.type = 'subscription_refund'
         where a.offering_id = ${offeringId} group by a.id, a.status`),
    );
    expect(counts.filter((row) => row.status === 'not_won').map((row) => row.refunds)).toEqual([1, 1, 1, 1]);
    expect(counts.filter((row) => row.status === 'won').map((row) => row.refunds)).toEqual([0, 0, 0]);
  }

  async function ballotAudits(offeringId: number) {
    return testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offerings/ballot'), eq(auditLog.targetId, String(offeringId))));
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    admin = await createLoggedInStaff(testApp, 'admin');
  }, 60_000);
  afterEach(async () => {
    const { db } = testApp.services;
    expect(await checkLedgerInvariants(db)).toEqual([]);
    for (const { id } of await db.select({ id: offerings.id }).from(offerings)) {
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

  it('publishes nothing until the last chunk; a run stopped mid-way is finished by staff, each refund once', async () => {
    const { id, people } = await pricedIpo();
    const { db } = testApp.services;
    const now = testApp.clock.now();
    // A run that fixed the draw and settled one chunk of 2, then stopped (a crash between transactions).
    await inTransaction(db, async (tx) => drawOffering(tx, (await findOffering(tx, id, 'update'))!, now));
    const lastId = await inTransaction(db, async (tx) =>
      settleDrawn(tx, (await findOffering(tx, id, 'update'))!, { afterId: 0, limit: 2 }, now),
    );
    expect(lastId).not.toBeNull();
    const stopped = await findOffering(db, id);
    expect(stopped).toMatchObject({ state: 'priced', drawnAt: null });
    expect(stopped?.drawFixedAt).not.toBeNull();
    // Not published: no seed, no win rate; a waiting application shows nothing allotted yet.
    const detail = dataOf(await member(people[6]!, newStockDetail.path, { id }), newStockDetail);
    expect(detail.ballot?.seed).toBeNull();
    expect(detail.winRate).toBeNull();
    const waiting = dataOf(await member(people[6]!, newStockApplications.path, {}), newStockApplications);
    expect(waiting.items[0]).toMatchObject({ state: 'pending_allotment', allottedQuantity: '0' });
    const settled = await db
      .select({ status: offeringApplications.status })
      .from(offeringApplications)
      .where(eq(offeringApplications.offeringId, id));
    expect(settled.filter((row) => row.status !== 'subscribing')).toHaveLength(2);

    // Staff run the ballot again: the draw is kept, the other 5 are settled, the results published.
    const balloted = await transition(id, 'ballot');
    expect(balloted.state).toBe('balloted');
    expect((await findOffering(db, id))?.drawFixedAt).toEqual(stopped?.drawFixedAt);
    await expectVerifiableResults(id, people);
    await expectRefundsOnce(id);
    expect(await ballotAudits(id)).toHaveLength(1);
    await transition(id, 'withdraw');
  });

  it('the schedule finishes a stopped settlement at once, before the draw date', async () => {
    const { id, people } = await pricedIpo();
    const { db } = testApp.services;
    const now = testApp.clock.now();
    await inTransaction(db, async (tx) => drawOffering(tx, (await findOffering(tx, id, 'update'))!, now));
    // Before the draw date nothing else is due for it, but its settlement is.
    expect((await runOfferingSchedule(db, now, 3)).steps).toBeGreaterThanOrEqual(1);
    expect((await findOffering(db, id))?.state).toBe('balloted');
    await expectVerifiableResults(id, people);
    await expectRefundsOnce(id);
    const audits = await ballotAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.staffUsername).toBe('system');
    await transition(id, 'withdraw');
  });

  it('two runners at once, a chunk of one each: settled once, published once', async () => {
    const { id, people } = await pricedIpo();
    const { db } = testApp.services;
    const now = testApp.clock.now();
    const audited: number[] = [];
    const audit = async () => {
      audited.push(id);
    };
    const [first, second] = await Promise.all([
      runBallot(db, id, 1, now, audit),
      runBallot(db, id, 1, now, audit),
    ]);
    expect(first.state).toBe('balloted');
    expect(second.state).toBe('balloted');
    expect(audited).toHaveLength(1);
    await expectVerifiableResults(id, people);
    await expectRefundsOnce(id);
    await transition(id, 'withdraw');
  });
});
