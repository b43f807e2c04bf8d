// Credit loans, issue 18 §1 follow-ups, on the harness clock (Monday 23 November 2026, 10:00 in Kuala
// Lumpur): a loan found by id whatever its age (loan/detail) and the list filtered by status; the
// net-asset cap counting every currency at the mid rates (seeded: USD 4.2, JPY 0.0278 ringgit a unit);
// unpaid interest capitalised on the last day of the Malaysian month, once however often the job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanApply,
  loanDetail,
  loanList,
  loanOverview,
  loanRepay,
  staffCreditBands,
  staffLoansReject,
  staffSaveCreditBands,
} from '@saham/contract/loans';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { accrueLoans } from './accrual.ts';
import { countAccruals } from './repo.ts';
import { availableOf, borrower, countEntries, loanCalls, seedLoans } from './loans-test-helpers.ts';

const MINUTE = 60_000;

describe('credit loans: detail, status filter, net assets in every currency, month-end capitalisation', () => {
  let testApp: TestApp;
  let reviewer: LoggedInStaff;
  let admin: LoggedInStaff;
  let calls: ReturnType<typeof loanCalls>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedLoans(testApp);
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    admin = await createLoggedInStaff(testApp, 'admin');
    calls = loanCalls(testApp);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('opens any of the member’s own loans by id, beyond the newest ten, and no one else’s', async () => {
    const member = await borrower(testApp);
    const ids: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const loan = dataOf(await calls.apply(member, '100'), loanApply);
      dataOf(
        await calls.staff(reviewer, staffLoansReject.path, { id: loan.id, reason: 'test' }),
        staffLoansReject,
      );
      ids.push(loan.id);
    }
    const first = dataOf(await calls.member(member, loanList.path, { page: 1 }), loanList);
    expect(first.items).toHaveLength(10);
    expect(first.items.map((loan) => loan.id)).not.toContain(ids[0]);
    const oldest = dataOf(await calls.member(member, loanDetail.path, { id: ids[0] }), loanDetail);
    expect(oldest).toMatchObject({ id: ids[0], status: 'rejected', rejectReason: 'test', amount: '100.00' });
    const stranger = await borrower(testApp);
    expect((await calls.member(stranger, loanDetail.path, { id: ids[0] })).body.msg).toBe('LOAN_NOT_FOUND');
    expect((await calls.member(member, loanDetail.path, { id: 99_999_999 })).body.msg).toBe('LOAN_NOT_FOUND');
  });

  it('filters the member’s loans by status', async () => {
    const member = await borrower(testApp);
    const rejected = dataOf(await calls.apply(member, '100'), loanApply);
    await calls.staff(reviewer, staffLoansReject.path, { id: rejected.id, reason: 'no' });
    const pending = dataOf(await calls.apply(member, '200'), loanApply);
    const byStatus = async (status?: string) =>
      dataOf(
        await calls.member(member, loanList.path, { page: 1, ...(status ? { status } : {}) }),
        loanList,
      ).items.map((loan) => loan.id);
    expect(await byStatus()).toEqual([pending.id, rejected.id]);
    expect(await byStatus('pending')).toEqual([pending.id]);
    expect(await byStatus('rejected')).toEqual([rejected.id]);
    expect(await byStatus('repaid')).toEqual([]);
  });

  it('caps the limit by net assets in every currency converted to MYR at the mid rates', async () => {
    // MYR 1,000.00 + USD 100.00 × 4.2 = RM 420.00 + JPY 999 × 0.0278 = RM 27.772 → RM 27.77 (down).
    const member = await verifiedMemberWith(testApp, { MYR: 100_000n, USD: 10_000n, JPY: 999n });
    const settings = dataOf(await calls.staff(admin, staffCreditBands.path, {}), staffCreditBands);
    const save = (netAssetCapPercent: string | null) =>
      calls.staff(admin, staffSaveCreditBands.path, {
        bands: settings.bands,
        netAssetCapPercent,
        allowsSeveralLoans: false,
        reviewAbove: settings.reviewAbove,
      });
    dataOf(await save('50'), staffSaveCreditBands);
    try {
      // Net assets RM 1,447.77: half is RM 723.885 → RM 723.88 (MYR alone would give RM 500.00).
      const overview = dataOf(await calls.member(member, loanOverview.path), loanOverview);
      expect(overview).toMatchObject({ limit: '723.88', remaining: '723.88' });
      expect((await calls.apply(member, '723.89')).body.msg).toBe('LOAN_LIMIT_INSUFFICIENT');
      dataOf(await calls.apply(member, '723.88'), loanApply);
    } finally {
      dataOf(await save(null), staffSaveCreditBands);
    }
  });

  it('adds unpaid interest to the principal on the month’s last day, once, and charges interest on it after', async () => {
    const member = await borrower(testApp, 100_000n);
    // Score 100 is the RM 10,000 band; the loan is approved on Monday 23 November (Malaysia).
    const loan = await calls.borrow(member, reviewer, '10000', 30);
    expect(loan.approvedAt).not.toBeNull();
    const goTo = async (isoInMalaysia: string) => {
      testApp.clock.advance(Date.parse(`${isoInMalaysia}+08:00`) - testApp.clock.now().getTime());
      member.session = await logInMember(testApp, member.account, member.password);
    };
    const accrueNow = () => accrueLoans(testApp.services.db, testApp.clock.now());
    const current = async () =>
      dataOf(await calls.member(member, loanDetail.path, { id: loan.id }), loanDetail);

    // 30 November, 23:59: days 23 … 29 accrued, 7 × RM 10,000 × 6.8% ÷ 365 = 7 × 186.30 → 7 × 186 sen.
    await goTo('2026-11-30T23:59:00');
    await accrueNow();
    expect(await current()).toMatchObject({
      principalOutstanding: '10000.00',
      interestOutstanding: '13.02',
      interestCapitalised: '0.00',
    });
    // 1 December, 00:05: 30 November (the month's last day) accrues, and the month's RM 14.88 becomes principal.
    await goTo('2026-12-01T00:05:00');
    expect(malaysiaMoment(testApp.clock.now()).date).toBe('2026-12-01');
    expect(await accrueNow()).toMatchObject({ loanDays: 1 });
    const capitalised = {
      principalOutstanding: '10014.88',
      interestOutstanding: '0.00',
      interestCapitalised: '14.88',
      interestAccrued: '14.88',
      outstanding: '10014.88',
    };
    expect(await current()).toMatchObject(capitalised);
    // A rerun records, posts and capitalises nothing.
    const entries = await countEntries(testApp, 'loan_interest');
    expect(await accrueNow()).toMatchObject({ loanDays: 0 });
    testApp.clock.advance(10 * MINUTE);
    expect(await accrueNow()).toMatchObject({ loanDays: 0 });
    expect(await countEntries(testApp, 'loan_interest')).toBe(entries);
    expect(await current()).toMatchObject(capitalised);
    expect(await countAccruals(testApp.services.db, loan.id)).toBe(8);
    // 1 December accrues on RM 10,014.88: × 6.8% ÷ 365 = 186.58 → 187 sen (186 without capitalising).
    await goTo('2026-12-02T00:05:00');
    await accrueNow();
    expect(await current()).toMatchObject({
      principalOutstanding: '10014.88',
      interestOutstanding: '1.87',
      interestAccrued: '16.75',
      outstanding: '10016.75',
    });
    // Repaid in full: the day's interest, then the principal with the capitalised interest in it.
    const repaid = dataOf(await calls.repay(member, loan.id, '10016.75'), loanRepay);
    expect(repaid).toMatchObject({ status: 'repaid', outstanding: '0.00', repaid: '10016.75' });
    expect(await availableOf(testApp, member.memberId)).toBe(100_000n - 1_675n);
    expect(await calls.records(member, 'loan_interest')).toEqual([
      [{ currency: 'MYR', bucket: 'available', amount: '-1.87' }],
    ]);
    expect(await calls.records(member, 'repayment')).toEqual([
      [{ currency: 'MYR', bucket: 'available', amount: '-10014.88' }],
    ]);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
