// Credit loans under concurrency (issue 18 §5): 50 simultaneous applications against one limit get
// only what fits, parallel approvals credit each loan once, parallel repayments never pay more than is
// owed; the ledger's invariants hold after all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanApply,
  loanRepay,
  staffCreditBands,
  staffLoansApprove,
  staffSaveCreditBands,
} from '@saham/contract/loans';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createLoggedInStaff, dataOf, type LoggedInStaff } from '../../test/staff-factory.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { availableOf, borrower, loanCalls, seedLoans } from './loans-test-helpers.ts';

describe('credit loans under concurrency', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let calls: ReturnType<typeof loanCalls>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedLoans(testApp);
    admin = await createLoggedInStaff(testApp, 'admin');
    calls = loanCalls(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function allowSeveral(isAllowed: boolean) {
    const settings = dataOf(await calls.staff(admin, staffCreditBands.path, {}), staffCreditBands);
    dataOf(
      await calls.staff(admin, staffSaveCreditBands.path, { ...settings, allowsSeveralLoans: isAllowed }),
      staffSaveCreditBands,
    );
  }

  it('lets one of 50 simultaneous applications through when one loan at a time is allowed', async () => {
    const member = await borrower(testApp);
    const productId = await calls.productId(member, 14);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        calls.member(member, loanApply.path, { amount: '100', productId, fundPassword: '135790' }),
      ),
    );
    const refusals = answers.filter((answer) => answer.body.status === 0).map((answer) => answer.body.msg);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(new Set(refusals)).toEqual(new Set(['PENDING_ORDER_OR_LOAN']));
  });

  it('lets exactly what fits of 50 simultaneous applications through a RM 10,000 limit', async () => {
    await allowSeveral(true);
    try {
      const member = await borrower(testApp);
      const productId = await calls.productId(member, 7);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          calls.member(member, loanApply.path, { amount: '1000', productId, fundPassword: '135790' }),
        ),
      );
      const accepted = answers
        .filter((answer) => answer.body.status === 1)
        .map((answer) => dataOf(answer, loanApply));
      expect(accepted).toHaveLength(10);
      expect(
        new Set(answers.filter((answer) => answer.body.status === 0).map((answer) => answer.body.msg)),
      ).toEqual(new Set(['LOAN_LIMIT_INSUFFICIENT']));
      // Every approval, twice over and at once: each loan is credited once.
      const approvals = await Promise.all(
        [...accepted, ...accepted].map((loan) => calls.staff(admin, staffLoansApprove.path, { id: loan.id })),
      );
      expect(approvals.filter((answer) => answer.body.status === 1)).toHaveLength(10);
      expect(await availableOf(testApp, member.memberId)).toBe(100_000n + 1_000_000n);
    } finally {
      await allowSeveral(false);
    }
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('never repays more than is owed when repayments race', async () => {
    const member = await borrower(testApp);
    const loan = await calls.borrow(member, admin, '1000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        calls.member(member, loanRepay.path, { loanId: loan.id, amount: '300', fundPassword: '135790' }),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(3);
    expect(
      new Set(answers.filter((answer) => answer.body.status === 0).map((answer) => answer.body.msg)),
    ).toEqual(new Set(['REPAYMENT_EXCEEDS_LOAN']));
    const repaid = dataOf(await calls.repay(member, loan.id, '100'), loanRepay);
    expect(repaid).toMatchObject({ status: 'repaid', repaid: '1000.00' });
    expect(await availableOf(testApp, member.memberId)).toBe(100_000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
