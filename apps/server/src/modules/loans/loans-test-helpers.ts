// Test helpers of credit loans: the default products and bands, a verified member who can borrow, and
// calls as members and staff.
import { and, count, eq } from 'drizzle-orm';
import { fundRecords } from '@saham/contract/fund-records';
import { loanApply, loanOverview, loanRepay, staffLoansApprove } from '@saham/contract/loans';
import type { LedgerEntryType } from '@saham/contract/ledger';
import { journalEntries, notices } from '../../db/schema.ts';
import type { TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { seedLoanDefaults } from './seed.ts';

export const FUND_PASSWORD = '135790';

export async function seedLoans(testApp: TestApp): Promise<void> {
  await seedLoanDefaults(testApp.services.db, testApp.clock.now());
}

/** A verified member (score 100: a limit of RM 10,000) with `availableMinor` MYR. */
export async function borrower(testApp: TestApp, availableMinor = 100_000n): Promise<TestMember> {
  return verifiedMemberWith(testApp, { MYR: availableMinor });
}

export function loanCalls(testApp: TestApp) {
  const member = (who: TestMember, path: string, body: object = {}) =>
    postMember(testApp.app, path, body, { session: who.session });
  const staff = (who: LoggedInStaff, path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: who.session });
  const productId = async (who: TestMember, termDays: number) => {
    const overview = dataOf(await member(who, loanOverview.path), loanOverview);
    const product = overview.products.find((candidate) => candidate.termDays === termDays);
    if (!product) throw new Error(`no ${termDays}-day product`);
    return product.id;
  };
  const apply = async (who: TestMember, amount: string, termDays = 14) =>
    member(who, loanApply.path, {
      amount,
      productId: await productId(who, termDays),
      fundPassword: FUND_PASSWORD,
    });
  const repay = (who: TestMember, loanId: number, amount: string) =>
    member(who, loanRepay.path, { loanId, amount, fundPassword: FUND_PASSWORD });
  const borrow = async (who: TestMember, reviewer: LoggedInStaff, amount: string, termDays = 14) => {
    const loan = dataOf(await apply(who, amount, termDays), loanApply);
    return dataOf(await staff(reviewer, staffLoansApprove.path, { id: loan.id }), staffLoansApprove);
  };
  const records = async (who: TestMember, type: LedgerEntryType) =>
    dataOf(await member(who, fundRecords.path, { type }), fundRecords).items.map((record) => record.lines);
  return { member, staff, apply, repay, borrow, records, productId };
}

export async function availableOf(testApp: TestApp, memberId: number): Promise<bigint> {
  const rows = await readMemberBuckets(testApp.services.db, memberId);
  return rows.find((row) => row.currency === 'MYR' && row.bucket === 'available')?.balanceMinor ?? 0n;
}

/** Journal entries of a type (accruals are house-only entries, one per batch and kind). */
export async function countEntries(testApp: TestApp, type: LedgerEntryType): Promise<number> {
  const [row] = await testApp.services.db
    .select({ total: count() })
    .from(journalEntries)
    .where(eq(journalEntries.type, type));
  return row?.total ?? 0;
}

export async function noticeTitles(testApp: TestApp, memberId: number): Promise<string[]> {
  const rows = await testApp.services.db
    .select({ title: notices.title })
    .from(notices)
    .where(and(eq(notices.memberId, memberId)));
  return rows.map((row) => row.title.en ?? '');
}
