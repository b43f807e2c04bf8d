// Credit loans (issue 18 §1, §5) with exact amounts on the harness clock (Monday 23 November 2026,
// 10:00 in Kuala Lumpur): applying and its refusals, staff review with two approvals above the review
// amount, daily interest to the sen (a rerun posts nothing), the overdue penalty, repayments interest
// first, due reminders, withdrawals blocked by an unpaid loan, and staff adding credit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCredit } from '@saham/contract/admin-members';
import {
  loanList,
  loanOverview,
  loanRepay,
  staffCreditBands,
  staffLoansApprove,
  staffLoansList,
  staffLoansReject,
  staffSaveCreditBands,
  staffSaveLoanProduct,
} from '@saham/contract/loans';
import { withdrawApply } from '@saham/contract/withdraw';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import { addDays } from '@saham/domain/loans/rules';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInMember, setMemberFlags, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { bindBankCard } from '../funding/funding-fixtures.ts';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { accrueLoans } from './accrual.ts';
import { countAccruals } from './repo.ts';
import {
  availableOf,
  borrower,
  countEntries,
  FUND_PASSWORD,
  loanCalls,
  noticeTitles,
  seedLoans,
} from './loans-test-helpers.ts';

const DAY = 86_400_000;

describe('credit loans', () => {
  let testApp: TestApp;
  let reviewer: LoggedInStaff;
  let secondReviewer: LoggedInStaff;
  let admin: LoggedInStaff;
  let calls: ReturnType<typeof loanCalls>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedLoans(testApp);
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    secondReviewer = await createLoggedInStaff(testApp, 'reviewer');
    admin = await createLoggedInStaff(testApp, 'admin');
    calls = loanCalls(testApp);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });
  /** Moves the clock on; the member logs in again (a session ends after days idle). */
  const advanceDays = async (member: TestMember, days: number) => {
    testApp.clock.advance(days * DAY);
    member.session = await logInMember(testApp, member.account, member.password);
  };
  const accrueNow = () => accrueLoans(testApp.services.db, testApp.clock.now());
  const today = () => malaysiaMoment(testApp.clock.now()).date;
  const loansOf = async (who: TestMember) =>
    dataOf(await calls.member(who, loanList.path, {}), loanList).items;

  describe('withdrawals (spec §5: not with an unpaid credit loan)', () => {
    it('refuses a withdrawal while a loan is under review or unpaid, and allows it once repaid', async () => {
      const member = await borrower(testApp, 1_000_000n);
      const cardId = await bindBankCard(testApp, member.memberId);
      const withdraw = () =>
        calls.member(member, withdrawApply.path, {
          amount: '200',
          currency: 'MYR',
          bankCardId: cardId,
          fundPassword: FUND_PASSWORD,
        });
      const { id } = dataOf(await calls.apply(member, '1000'), loanRepay);
      expect((await withdraw()).body).toMatchObject({ status: 0, msg: 'PENDING_ORDER_OR_LOAN' });
      dataOf(await calls.staff(reviewer, staffLoansApprove.path, { id }), staffLoansApprove);
      expect((await withdraw()).body).toMatchObject({ status: 0, msg: 'PENDING_ORDER_OR_LOAN' });
      expect(dataOf(await calls.repay(member, id, '1000'), loanRepay).status).toBe('repaid');
      expect(dataOf(await withdraw(), withdrawApply)).toMatchObject({ status: 'pending', amount: '200.00' });
    });
  });

  describe('applying', () => {
    it('shows the score, the limit from its band and the 7, 14 and 30-day products at 6.8% a year', async () => {
      const member = await borrower(testApp);
      const overview = dataOf(await calls.member(member, loanOverview.path), loanOverview);
      expect(overview).toMatchObject({
        currency: 'MYR',
        creditScore: 100,
        limit: '10000.00',
        borrowed: '0.00',
        remaining: '10000.00',
        outstanding: '0.00',
        available: '1000.00',
        allowsSeveralLoans: false,
      });
      expect(overview.products.map((product) => product.termDays)).toEqual([7, 14, 30]);
      expect(overview.products[0]).toMatchObject({
        annualRate: '6.8',
        dailyRate: '0.018630',
        penaltyAnnualRate: '18.25',
        penaltyDailyRate: '0.050000',
      });
    });

    it('puts an application under review: counted as borrowed, nothing credited yet', async () => {
      const member = await borrower(testApp);
      const loan = dataOf(await calls.apply(member, '4000'), loanRepay);
      expect(loan).toMatchObject({ status: 'pending', amount: '4000.00', termDays: 14, dueDate: null });
      const overview = dataOf(await calls.member(member, loanOverview.path), loanOverview);
      expect(overview).toMatchObject({ borrowed: '4000.00', remaining: '6000.00' });
      expect(await availableOf(testApp, member.memberId)).toBe(100_000n);
    });

    it('refuses each broken rule with its own code', async () => {
      const member = await borrower(testApp);
      const productId = await calls.productId(member, 7);
      const apply = (body: object) =>
        calls.member(member, 'loan/apply', {
          amount: '100',
          productId,
          fundPassword: FUND_PASSWORD,
          ...body,
        });
      expect((await apply({ amount: '' })).body).toMatchObject({
        msg: 'FIELD_REQUIRED',
        params: { field: 'amount' },
      });
      expect((await apply({ amount: '-5' })).body.msg).toBe('INVALID_INPUT');
      expect((await apply({ amount: '10000.01' })).body.msg).toBe('LOAN_LIMIT_INSUFFICIENT');
      expect((await apply({ fundPassword: '' })).body.msg).toBe('FIELD_REQUIRED');
      expect((await apply({ fundPassword: '000000' })).body.msg).toBe('WRONG_FUND_PASSWORD');
      expect((await apply({ productId: 999_999 })).body.msg).toBe('PRODUCT_NOT_FOUND');
      dataOf(await apply({}), loanRepay);
      expect((await apply({})).body.msg).toBe('PENDING_ORDER_OR_LOAN');
      const [pending] = await loansOf(member);
      dataOf(await calls.staff(reviewer, staffLoansApprove.path, { id: pending?.id }), staffLoansApprove);
      expect((await apply({})).body.msg).toBe('UNPAID_LOAN');
    });

    it('refuses a frozen account and a member without a verified real name', async () => {
      const frozen = await borrower(testApp);
      const productId = await calls.productId(frozen, 7);
      const body = { amount: '100', productId, fundPassword: FUND_PASSWORD };
      await setMemberFlags(testApp, frozen.memberId, { isFrozen: true });
      expect((await calls.member(frozen, 'loan/apply', body)).body.msg).toBe('ACCOUNT_FROZEN');
      const unverified = await borrower(testApp);
      await testApp.services.db
        .update(members)
        .set({ realNameStatus: 'none' })
        .where(eq(members.id, unverified.memberId));
      expect((await calls.member(unverified, 'loan/apply', body)).body.msg).toBe('REAL_NAME_REQUIRED');
    });

    it('caps the limit by the share of net assets staff set, and allows several loans when staff do', async () => {
      const member = await borrower(testApp, 400_000n);
      const settings = dataOf(await calls.staff(admin, staffCreditBands.path, {}), staffCreditBands);
      const saved = dataOf(
        await calls.staff(admin, staffSaveCreditBands.path, {
          bands: settings.bands,
          netAssetCapPercent: '50',
          allowsSeveralLoans: true,
          reviewAbove: '50000',
        }),
        staffSaveCreditBands,
      );
      expect(saved).toMatchObject({ netAssetCapPercent: '50', allowsSeveralLoans: true });
      try {
        // Net assets RM 4,000 → a limit of RM 2,000 (below the band's RM 10,000).
        expect(dataOf(await calls.member(member, loanOverview.path), loanOverview).limit).toBe('2000.00');
        await calls.borrow(member, reviewer, '1000');
        // Borrowed money is owed: net assets stay RM 4,000, RM 1,000 of the RM 2,000 remains.
        dataOf(await calls.apply(member, '600'), loanRepay);
        expect((await calls.apply(member, '400.01')).body.msg).toBe('LOAN_LIMIT_INSUFFICIENT');
        dataOf(await calls.apply(member, '400'), loanRepay);
      } finally {
        await calls.staff(admin, staffSaveCreditBands.path, {
          bands: settings.bands,
          netAssetCapPercent: null,
          allowsSeveralLoans: false,
          reviewAbove: settings.reviewAbove,
        });
      }
    });

    it('refuses bands whose limits fall as the score rises', async () => {
      const answer = await calls.staff(admin, staffSaveCreditBands.path, {
        bands: [
          { minScore: 0, limit: '5000' },
          { minScore: 100, limit: '1000' },
        ],
        netAssetCapPercent: null,
        allowsSeveralLoans: false,
        reviewAbove: '50000',
      });
      expect(answer.body.msg).toBe('CREDIT_BANDS_INVALID');
    });
  });

  describe('staff review', () => {
    it('approves: the amount reaches the available balance as a credit loan, with a notice and an audit record', async () => {
      const member = await borrower(testApp);
      const loan = await calls.borrow(member, reviewer, '2500');
      expect(loan).toMatchObject({
        status: 'approved',
        principalOutstanding: '2500.00',
        outstanding: '2500.00',
        dueDate: addDays(today(), 14),
        memberAccount: member.account,
        reviewedBy: reviewer.username,
      });
      expect(await availableOf(testApp, member.memberId)).toBe(350_000n);
      expect(await calls.records(member, 'credit_loan')).toEqual([
        [{ currency: 'MYR', bucket: 'available', amount: '2500.00' }],
      ]);
      expect(await noticeTitles(testApp, member.memberId)).toContain('Credit loan approved');
      expect((await findAuditEntries(testApp, 'loans/approve')).length).toBeGreaterThan(0);
      expect((await calls.staff(reviewer, staffLoansApprove.path, { id: loan.id })).body.msg).toBe(
        'ORDER_STATE_INVALID',
      );
    });

    it('rejects with a reason, nothing credited', async () => {
      const member = await borrower(testApp);
      const { id } = dataOf(await calls.apply(member, '300'), loanRepay);
      expect((await calls.staff(reviewer, staffLoansReject.path, { id, reason: ' ' })).body.msg).toBe(
        'REASON_REQUIRED',
      );
      const rejected = dataOf(
        await calls.staff(reviewer, staffLoansReject.path, { id, reason: 'Income not shown' }),
        staffLoansReject,
      );
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Income not shown' });
      expect(await availableOf(testApp, member.memberId)).toBe(100_000n);
      // Rejected, it no longer blocks a new application.
      dataOf(await calls.apply(member, '300'), loanRepay);
    });

    it('needs a second staff member above the review amount', async () => {
      const member = await verifiedMemberWithScore(200);
      const { id } = dataOf(await calls.apply(member, '60000'), loanRepay);
      const first = dataOf(await calls.staff(reviewer, staffLoansApprove.path, { id }), staffLoansApprove);
      expect(first).toMatchObject({
        status: 'pending',
        firstApprovedBy: reviewer.username,
        needsSecondApproval: true,
      });
      expect(await availableOf(testApp, member.memberId)).toBe(100_000n);
      expect((await calls.staff(reviewer, staffLoansApprove.path, { id })).body.msg).toBe(
        'MAKER_CANNOT_APPROVE',
      );
      const second = dataOf(
        await calls.staff(secondReviewer, staffLoansApprove.path, { id }),
        staffLoansApprove,
      );
      expect(second).toMatchObject({ status: 'approved', reviewedBy: secondReviewer.username });
      expect(await availableOf(testApp, member.memberId)).toBe(6_100_000n);
    });

    it('lists the pending queue oldest first with the member standing', async () => {
      const member = await borrower(testApp);
      const { id } = dataOf(await calls.apply(member, '700'), loanRepay);
      const page = dataOf(
        await calls.staff(reviewer, staffLoansList.path, { status: 'pending', account: member.account }),
        staffLoansList,
      );
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        id,
        creditScore: 100,
        memberLimit: '10000.00',
        memberAvailable: '1000.00',
        memberOutstanding: '0.00',
      });
    });

    it('saves a product; a new one is offered to members', async () => {
      const product = dataOf(
        await calls.staff(admin, staffSaveLoanProduct.path, {
          termDays: 60,
          annualRate: '7.5',
          penaltyAnnualRate: '20',
          isEnabled: false,
        }),
        staffSaveLoanProduct,
      );
      expect(product).toMatchObject({
        termDays: 60,
        annualRate: '7.5',
        dailyRate: '0.020548',
        isEnabled: false,
      });
      const member = await borrower(testApp);
      const terms = () =>
        calls
          .member(member, loanOverview.path)
          .then((answer) => dataOf(answer, loanOverview).products.map((offered) => offered.termDays));
      expect(await terms()).toEqual([7, 14, 30]);
      dataOf(
        await calls.staff(admin, staffSaveLoanProduct.path, {
          id: product.id,
          termDays: 60,
          annualRate: '7.5',
          penaltyAnnualRate: '20',
          isEnabled: true,
        }),
        staffSaveLoanProduct,
      );
      expect(await terms()).toEqual([7, 14, 30, 60]);
      await calls.staff(admin, staffSaveLoanProduct.path, {
        id: product.id,
        termDays: 60,
        annualRate: '7.5',
        penaltyAnnualRate: '20',
        isEnabled: false,
      });
    });
  });

  async function verifiedMemberWithScore(score: number): Promise<TestMember> {
    const member = await borrower(testApp);
    dataOf(
      await calls.staff(admin, addCredit.path, { id: member.memberId, credit: score - 100, reason: 'test' }),
      addCredit,
    );
    return member;
  }

  describe('interest and repayment (the clock moves forward from here)', () => {
    // Staff sessions end after a while idle: the clock moving days on needs staff logged in afresh.
    beforeEach(async () => {
      reviewer = await createLoggedInStaff(testApp, 'reviewer');
      admin = await createLoggedInStaff(testApp, 'admin');
    });
    it('accrues RM 5,000 over 14 days at 6.8% a year to RM 13.02, once however often the job runs', async () => {
      const member = await borrower(testApp);
      const loan = await calls.borrow(member, reviewer, '5000');
      await advanceDays(member, 14);
      expect(today()).toBe(loan.dueDate);
      // Approved at 10:00 on day 0: days 0 … 13 have ended, 93 sen each, one entry a day.
      await accrueNow();
      expect(await countAccruals(testApp.services.db, loan.id)).toBe(14);
      const entries = await countEntries(testApp, 'loan_interest');
      expect(await accrueNow()).toMatchObject({ loanDays: 0 });
      expect(await countEntries(testApp, 'loan_interest')).toBe(entries);
      // 23 … 30 November's RM 7.44 became principal at the month end (decision 0026); on RM 5,007.44
      // 1 … 6 December still accrue 93 sen a day (93.28… sen), RM 5.58.
      const [accrued] = await loansOf(member);
      expect(accrued).toMatchObject({
        status: 'approved',
        principalOutstanding: '5007.44',
        interestCapitalised: '7.44',
        interestOutstanding: '5.58',
        interestAccrued: '13.02',
        penaltyOutstanding: '0.00',
        outstanding: '5013.02',
      });
      expect((await calls.repay(member, loan.id, '5013.03')).body.msg).toBe('REPAYMENT_EXCEEDS_LOAN');
      const repaid = dataOf(await calls.repay(member, loan.id, '5013.02'), loanRepay);
      expect(repaid).toMatchObject({ status: 'repaid', outstanding: '0.00', repaid: '5013.02' });
      expect(await availableOf(testApp, member.memberId)).toBe(100_000n - 1_302n);
      expect(await calls.records(member, 'loan_interest')).toEqual([
        [{ currency: 'MYR', bucket: 'available', amount: '-5.58' }],
      ]);
      expect(await calls.records(member, 'repayment')).toEqual([
        [{ currency: 'MYR', bucket: 'available', amount: '-5007.44' }],
      ]);
      // Repaid, nothing more accrues.
      testApp.clock.advance(DAY);
      await accrueNow();
      expect(await countAccruals(testApp.services.db, loan.id)).toBe(14);
      expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
    });

    it('pays interest first on a partial repayment', async () => {
      const member = await borrower(testApp);
      const loan = await calls.borrow(member, reviewer, '5000');
      testApp.clock.advance(3 * DAY);
      await accrueNow();
      // Three days at 93 sen: RM 2.79 of interest, then RM 97.21 of principal.
      const partial = dataOf(await calls.repay(member, loan.id, '100'), loanRepay);
      expect(partial).toMatchObject({
        status: 'approved',
        interestOutstanding: '0.00',
        principalOutstanding: '4902.79',
        outstanding: '4902.79',
        repaid: '100.00',
      });
      expect(await calls.records(member, 'loan_interest')).toEqual([
        [{ currency: 'MYR', bucket: 'available', amount: '-2.79' }],
      ]);
      // The next day accrues on the principal left: 4,902.79 × 6.8% ÷ 365 = 91.34 sen → 91 sen.
      testApp.clock.advance(DAY);
      await accrueNow();
      const [after] = await loansOf(member);
      expect(after).toMatchObject({ interestOutstanding: '0.91', outstanding: '4903.70' });
      dataOf(await calls.repay(member, loan.id, '4903.70'), loanRepay);
    });

    it('accrues the penalty rate from the due date on, and a repayment pays the penalty first', async () => {
      const member = await borrower(testApp);
      const loan = await calls.borrow(member, reviewer, '5000', 7);
      await advanceDays(member, 9);
      await accrueNow();
      // Days 0 … 6: 7 × 93 sen of interest; the due date and the day after: 2 × RM 2.50 (18.25% ÷ 365).
      const [overdue] = await loansOf(member);
      expect(overdue).toMatchObject({
        status: 'overdue',
        interestOutstanding: '6.51',
        penaltyOutstanding: '5.00',
        outstanding: '5011.51',
      });
      const paid = dataOf(await calls.repay(member, loan.id, '10'), loanRepay);
      expect(paid).toMatchObject({
        penaltyOutstanding: '0.00',
        interestOutstanding: '1.51',
        status: 'overdue',
      });
      expect(await calls.records(member, 'loan_penalty')).toEqual([
        [{ currency: 'MYR', bucket: 'available', amount: '-5.00' }],
      ]);
      expect(dataOf(await calls.repay(member, loan.id, '5001.51'), loanRepay).status).toBe('repaid');
    });

    it('reminds the member the day before the due date and on it, once each', async () => {
      const member = await borrower(testApp);
      await calls.borrow(member, reviewer, '1000', 7);
      testApp.clock.advance(6 * DAY);
      await accrueNow();
      await accrueNow();
      testApp.clock.advance(DAY);
      await accrueNow();
      const titles = await noticeTitles(testApp, member.memberId);
      expect(titles.filter((title) => title === 'Your loan is due tomorrow')).toHaveLength(1);
      expect(titles.filter((title) => title === 'Your loan is due today')).toHaveLength(1);
    });

    it('accrues nothing before 00:05 for the day just ended', async () => {
      const member = await borrower(testApp);
      const loan = await calls.borrow(member, reviewer, '1000');
      // To 00:02 Malaysia time of the next day: day 0 is not accrued yet.
      const moment = malaysiaMoment(testApp.clock.now());
      const [hours = 0, minutes = 0] = moment.time.split(':').map(Number);
      testApp.clock.advance(DAY - (hours * 60 + minutes - 2) * 60_000);
      await accrueNow();
      expect((await loansOf(member))[0]?.interestAccrued).toBe('0.00');
      testApp.clock.advance(5 * 60_000);
      await accrueNow();
      // RM 1,000 × 6.8% ÷ 365 = 18.63 sen → 19 sen.
      expect((await loansOf(member))[0]?.interestAccrued).toBe('0.19');
      dataOf(await calls.repay(member, loan.id, '1000.19'), loanRepay);
    });

    it('refuses a repayment of no loan, of someone else’s loan, and beyond the available balance', async () => {
      const member = await borrower(testApp);
      const other = await borrower(testApp);
      const loan = await calls.borrow(other, reviewer, '100');
      expect((await calls.repay(member, loan.id, '1')).body.msg).toBe('LOAN_NOT_FOUND');
      expect((await calls.repay(member, 999_999, '1')).body.msg).toBe('LOAN_NOT_FOUND');
      const own = await calls.borrow(member, reviewer, '100');
      expect((await calls.repay(member, own.id, '')).body.msg).toBe('FIELD_REQUIRED');
      // Spending the loan leaves too little to repay it.
      await setAvailableTo(member, 5_000n);
      expect((await calls.repay(member, own.id, '100')).body.msg).toBe('AVAILABLE_BALANCE_INSUFFICIENT');
    });
  });

  async function setAvailableTo(member: TestMember, minor: bigint) {
    const current = await availableOf(testApp, member.memberId);
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'adjustment',
          memberId: member.memberId,
          postings: [
            {
              account: { memberId: member.memberId, bucket: 'available' },
              currency: 'MYR',
              amountMinor: minor - current,
            },
            { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: current - minor },
          ],
        },
        testApp.clock.now(),
      ),
    );
  }

  describe('adding credit (spec §5)', () => {
    beforeEach(async () => {
      admin = await createLoggedInStaff(testApp, 'admin');
    });
    it('adds a positive integer to the score, audited, and the limit follows the band', async () => {
      const member = await borrower(testApp);
      for (const credit of [0, -5, 1.5]) {
        const answer = await calls.staff(admin, addCredit.path, { id: member.memberId, credit, reason: 'x' });
        expect(answer.body.msg).toBe('ADDED_CREDIT_INVALID');
      }
      expect(
        (await calls.staff(admin, addCredit.path, { id: member.memberId, credit: 5, reason: ' ' })).body.msg,
      ).toBe('REASON_REQUIRED');
      const row = dataOf(
        await calls.staff(admin, addCredit.path, {
          id: member.memberId,
          credit: 20,
          reason: 'Good standing',
        }),
        addCredit,
      );
      expect(row.creditScore).toBe(120);
      const audit = await findAuditEntries(testApp, 'members/addCredit');
      expect(audit.at(-1)).toMatchObject({ reason: 'Good standing' });
      expect(dataOf(await calls.member(member, loanOverview.path), loanOverview).limit).toBe('30000.00');
    });
  });
});
