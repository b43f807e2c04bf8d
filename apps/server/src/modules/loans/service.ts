// Credit loans as the member uses them (issue 18 §1): the overview (score, limit, borrowed, remaining,
// products), applying (every rule of spec §5 with its refusal; decided under the member lock), the
// member's loans and repaying (penalty and interest first, then principal; in full → repaid). Staff
// review in staff-service.ts; interest accrues in accrual.ts. Also what other modules may use.
import { randomBytes } from 'node:crypto';
import type { Paged } from '@saham/contract/envelope';
import type { Loan, LoanOverview, LoanStatus } from '@saham/contract/loans';
import { allocateRepayment, type Owed } from '@saham/domain/loans/rules';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { accountFlagsOf, assertAccountUsable } from '../account/account-flags.ts';
import { requireMember } from '../account/current-member.ts';
import { verifyFundPassword } from '../account/password-service.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { LedgerEntryType } from '@saham/contract/ledger';
import { LOAN_CURRENCY, money, owedMinor, parseLoanAmount, toLoan, toProduct } from './mapping.ts';
import {
  findLoan,
  findMemberLoanPage,
  findProduct,
  insertLoan,
  listProducts,
  lockLoan,
  lockMemberForLoan,
  OWING_STATUSES,
  updateLoan,
  type LoanRow,
} from './repo.ts';
import { readStanding } from './standing.ts';

export { unpaidLoanClause } from './obligations.ts';
export { countPendingLoans } from './repo.ts';

export async function loanOverview(context: MemberOnlyContext): Promise<LoanOverview> {
  const { db } = context.services;
  const member = await requireMember(context.services, context.session.memberId);
  const standing = await readStanding(db, member.id, member.creditScore);
  return {
    currency: LOAN_CURRENCY,
    creditScore: standing.creditScore,
    limit: money(standing.limitMinor),
    borrowed: money(standing.borrowedMinor),
    remaining: money(standing.remainingMinor),
    outstanding: money(standing.outstandingMinor),
    available: money(standing.availableMinor),
    products: (await listProducts(db, { onlyEnabled: true })).map(toProduct),
    allowsSeveralLoans: standing.settings.allowsSeveralLoans,
    blocksWithdrawal: standing.openLoans.length > 0,
  };
}

export async function listMemberLoans(
  context: MemberOnlyContext,
  request: { status?: LoanStatus | undefined; page: number },
): Promise<Paged<Loan>> {
  const { rows, total } = await findMemberLoanPage(
    context.services.db,
    { memberId: context.session.memberId, status: request.status },
    request.page,
  );
  return toPaged(rows.map(toLoan), request.page, total);
}

/** One of the member's own loans (any status); another member's or none: LOAN_NOT_FOUND. */
export async function memberLoanDetail(context: MemberOnlyContext, request: { id: number }): Promise<Loan> {
  const loan = await findLoan(context.services.db, request.id);
  if (loan?.memberId !== context.session.memberId) return refuse('LOAN_NOT_FOUND');
  return toLoan(loan);
}

function newLoanNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `LN${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function applyForLoan(
  context: MemberOnlyContext,
  request: { amount: string; productId: number; fundPassword: string },
): Promise<Loan> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const amountMinor = parseLoanAmount(request.amount);
  const member = await requireMember(context.services, memberId);
  assertAccountUsable(accountFlagsOf(member));
  await assertRealNameVerified(db, memberId);
  if (request.fundPassword === '') refuse('FIELD_REQUIRED', { field: 'fundPassword' });
  await verifyFundPassword(context, request.fundPassword);
  const product = await findProduct(db, request.productId);
  if (!product?.isEnabled) return refuse('PRODUCT_NOT_FOUND');
  const now = clock.now();
  const loan = await inTransaction(db, async (tx) => {
    const locked = await lockMemberForLoan(tx, memberId);
    if (!locked) return refuse('MEMBER_NOT_FOUND');
    const standing = await readStanding(tx, memberId, locked.creditScore);
    if (!standing.settings.allowsSeveralLoans) {
      if (standing.openLoans.some((open) => open.status === 'pending')) refuse('PENDING_ORDER_OR_LOAN');
      if (standing.openLoans.length > 0) refuse('UNPAID_LOAN');
    }
    if (amountMinor > standing.remainingMinor) refuse('LOAN_LIMIT_INSUFFICIENT');
    return insertLoan(tx, {
      loanNo: newLoanNo(now),
      memberId,
      productId: product.id,
      termDays: product.termDays,
      annualRate: product.annualRate,
      penaltyAnnualRate: product.penaltyAnnualRate,
      amountMinor,
      createdAt: now,
    });
  });
  return toLoan(loan);
}

const REPAYMENT_PARTS: readonly { part: keyof Owed; type: LedgerEntryType }[] = [
  { part: 'penaltyMinor', type: 'loan_penalty' },
  { part: 'interestMinor', type: 'loan_interest' },
  { part: 'principalMinor', type: 'repayment' },
];

/** One entry per part paid, so fund records show the penalty, the interest and the principal repaid. */
async function postRepayment(tx: Db, loan: LoanRow, paid: Owed, now: Date): Promise<void> {
  const memberId = loan.memberId;
  for (const { part, type } of REPAYMENT_PARTS) {
    const amountMinor = paid[part];
    if (amountMinor === 0n) continue;
    await postEntry(
      tx,
      {
        type,
        memberId,
        referenceType: 'loan',
        referenceId: String(loan.id),
        postings: [
          { account: { memberId, bucket: 'available' }, currency: LOAN_CURRENCY, amountMinor: -amountMinor },
          {
            account: { house: 'loans_receivable', shardFor: memberId },
            currency: LOAN_CURRENCY,
            amountMinor,
          },
        ],
        insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
      },
      now,
    );
  }
}

export async function repayLoan(
  context: MemberOnlyContext,
  request: { loanId: number; amount: string; fundPassword: string },
): Promise<Loan> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const amountMinor = parseLoanAmount(request.amount);
  if (request.fundPassword === '') refuse('FIELD_REQUIRED', { field: 'fundPassword' });
  await verifyFundPassword(context, request.fundPassword);
  const now = clock.now();
  const repaid = await inTransaction(db, async (tx) => {
    const loan = await lockLoan(tx, request.loanId);
    // A repayment needs a prior loan (spec §4): the member's own, borrowed and not repaid.
    if (loan?.memberId !== memberId || !OWING_STATUSES.includes(loan.status)) return refuse('LOAN_NOT_FOUND');
    const owed = {
      penaltyMinor: loan.penaltyMinor,
      interestMinor: loan.interestMinor,
      principalMinor: loan.principalMinor,
    };
    const paid = allocateRepayment(owed, amountMinor);
    if (paid === null) return refuse('REPAYMENT_EXCEEDS_LOAN');
    await postRepayment(tx, loan, paid, now);
    const isRepaid = amountMinor === owedMinor(loan);
    const status: LoanStatus = isRepaid ? 'repaid' : loan.status;
    return updateLoan(tx, loan.id, {
      penaltyMinor: loan.penaltyMinor - paid.penaltyMinor,
      interestMinor: loan.interestMinor - paid.interestMinor,
      principalMinor: loan.principalMinor - paid.principalMinor,
      repaidMinor: loan.repaidMinor + amountMinor,
      status,
      repaidAt: isRepaid ? now : null,
    });
  });
  return toLoan(repaid);
}
export { accrueLoans } from './accrual.ts';
