// Credit loans (issue 18 §1, spec /home/loan and /home/loanRe): a member borrows MYR within a limit
// that comes from the credit score (staff-edited score bands, optionally capped by a share of net
// assets); staff approve or reject each application (two staff above a set amount); interest accrues
// daily, the overdue penalty rate once past the due date; repayments pay penalty and interest first,
// then principal. Loans are in MYR.
import { z } from 'zod';
import { memberCall, staffCall, STAFF_ROLES, type StaffRole } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { dateSchema, decimalInputSchema } from './inputs.ts';

/**
 * pending: awaiting staff review (also after a first approval when two are needed); approved: borrowed,
 * not yet repaid; overdue: borrowed and past its due date; rejected (with a reason); repaid.
 */
export const LOAN_STATUSES = ['pending', 'approved', 'overdue', 'rejected', 'repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

const percentSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a percent');

export const loanProductSchema = z.object({
  id: z.number().int(),
  termDays: z.number().int(),
  /** Percent a year, e.g. "6.8". */
  annualRate: percentSchema,
  /** Percent a day: the annual rate ÷ 365, six decimals. */
  dailyRate: percentSchema,
  /** The rate once overdue, percent a year and a day. */
  penaltyAnnualRate: percentSchema,
  penaltyDailyRate: percentSchema,
  isEnabled: z.boolean(),
});
export type LoanProduct = z.infer<typeof loanProductSchema>;

export const loanSchema = z.object({
  id: z.number().int(),
  loanNo: z.string(),
  productId: z.number().int(),
  termDays: z.number().int(),
  annualRate: percentSchema,
  penaltyAnnualRate: percentSchema,
  currency: z.literal('MYR'),
  amount: moneySchema,
  status: z.enum(LOAN_STATUSES),
  principalOutstanding: moneySchema,
  interestOutstanding: moneySchema,
  penaltyOutstanding: moneySchema,
  /** Principal + interest + penalty still owed. */
  outstanding: moneySchema,
  interestAccrued: moneySchema,
  penaltyAccrued: moneySchema,
  repaid: moneySchema,
  /** Unpaid interest and penalty added to the principal at month ends (part of principalOutstanding). */
  interestCapitalised: moneySchema,
  /** The Malaysian date it is due (repay by the end of it); null until approved. */
  dueDate: dateSchema.nullable(),
  rejectReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  approvedAt: isoTimeSchema.nullable(),
  repaidAt: isoTimeSchema.nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanOverviewSchema = z.object({
  currency: z.literal('MYR'),
  creditScore: z.number().int(),
  /** What the member may owe in principal at most (score band, capped by net assets when set). */
  limit: moneySchema,
  /** Principal owed on borrowed loans plus the amounts under review. */
  borrowed: moneySchema,
  /** limit − borrowed, never below zero. */
  remaining: moneySchema,
  /** Everything owed now: principal, interest and penalties of borrowed loans. */
  outstanding: moneySchema,
  /** The member's available MYR, what a repayment is paid from. */
  available: moneySchema,
  products: z.array(loanProductSchema),
  /** Whether staff allow several loans at once (within the limit). */
  allowsSeveralLoans: z.boolean(),
  /** A loan under review or unpaid: withdrawals are refused until it is repaid (PENDING_ORDER_OR_LOAN). */
  blocksWithdrawal: z.boolean(),
});
export type LoanOverview = z.infer<typeof loanOverviewSchema>;

export const loanOverview = memberCall({
  path: 'loan/overview',
  summary: "The member's credit score, loan limit, borrowed and remaining amounts and the products",
  access: 'member',
  request: z.object({}),
  response: loanOverviewSchema,
});

export const loanApply = memberCall({
  path: 'loan/apply',
  summary: 'Apply for a credit loan with the fund password',
  description:
    'Refused above the remaining limit (LOAN_LIMIT_INSUFFICIENT), with a loan under review (PENDING_ORDER_OR_LOAN) or an unpaid loan (UNPAID_LOAN) unless staff allow several loans.',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    amount: decimalInputSchema,
    productId: z.number().int().positive(),
    fundPassword: z.string().max(64),
  }),
  response: loanSchema,
});

export const loanRepay = memberCall({
  path: 'loan/repay',
  summary: 'Repay a loan in part or in full from the available balance',
  description: 'Pays overdue penalty and interest first, then principal; not more than is owed.',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    loanId: z.number().int().positive(),
    amount: decimalInputSchema,
    fundPassword: z.string().max(64),
  }),
  response: loanSchema,
});

export const loanList = memberCall({
  path: 'loan/list',
  summary: "The member's loans, newest first, ten a page",
  access: 'member',
  request: z.object({ status: z.enum(LOAN_STATUSES).optional(), page: pageSchema }),
  response: pagedSchema(loanSchema),
});

export const loanDetail = memberCall({
  path: 'loan/detail',
  summary: "One of the member's loans by id (the repay screen opens any loan, not only the newest)",
  description: "Refused with LOAN_NOT_FOUND for a loan that is not the member's own.",
  access: 'member',
  request: z.object({ id: z.number().int().positive() }),
  response: loanSchema,
});

// Back office

const LOAN_REVIEW_ROLES = ['admin', 'reviewer'] as const satisfies readonly StaffRole[];
const LOAN_SETTINGS_ROLES = ['admin'] as const satisfies readonly StaffRole[];

export const staffLoanSchema = loanSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberName: z.string().nullable(),
  /** The member's standing now: score, limit, what they owe and their available MYR. */
  creditScore: z.number().int(),
  memberLimit: moneySchema,
  memberOutstanding: moneySchema,
  memberAvailable: moneySchema,
  /** Above the review amount a loan needs two staff: the first approver, until the second approves. */
  firstApprovedBy: z.string().nullable(),
  needsSecondApproval: z.boolean(),
  reviewedBy: z.string().nullable(),
});
export type StaffLoan = z.infer<typeof staffLoanSchema>;

export const staffLoansList = staffCall({
  path: 'loans/list',
  summary: 'Loan applications and loans, oldest pending first when filtered by status, ten a page',
  roles: STAFF_ROLES,
  request: z.object({
    status: z.enum(LOAN_STATUSES).optional(),
    account: z.string().max(100).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(staffLoanSchema),
});

export const staffLoansApprove = staffCall({
  path: 'loans/approve',
  summary: 'Approve a loan: the amount is credited to the member',
  description:
    'Above the review amount the first approval is recorded and a second staff member must approve (MAKER_CANNOT_APPROVE for the same one).',
  roles: LOAN_REVIEW_ROLES,
  request: z.object({ id: z.number().int().positive() }),
  response: staffLoanSchema,
});

export const staffLoansReject = staffCall({
  path: 'loans/reject',
  summary: 'Reject a loan application with a reason',
  roles: LOAN_REVIEW_ROLES,
  request: z.object({ id: z.number().int().positive(), reason: z.string().max(500) }),
  response: staffLoanSchema,
});

export const staffLoanProducts = staffCall({
  path: 'loans/products',
  summary: 'Loan products (term, interest and penalty rates), enabled or not',
  roles: STAFF_ROLES,
  request: z.object({}),
  response: z.array(loanProductSchema),
});

export const loanProductInputSchema = z.object({
  /** Absent for a new product. */
  id: z.number().int().positive().optional(),
  termDays: z.number().int().min(1).max(3650),
  annualRate: decimalInputSchema,
  penaltyAnnualRate: decimalInputSchema,
  isEnabled: z.boolean(),
});

export const staffSaveLoanProduct = staffCall({
  path: 'loans/saveProduct',
  summary: 'Create or change a loan product',
  roles: LOAN_SETTINGS_ROLES,
  request: loanProductInputSchema,
  response: loanProductSchema,
});

export const creditBandSchema = z.object({
  /** From this credit score up (to the next band's score). */
  minScore: z.number().int().min(0).max(1000),
  limit: moneySchema,
});

export const loanSettingsSchema = z.object({
  bands: z.array(creditBandSchema),
  /** The limit is at most this percent of the member's net assets; null: no cap. */
  netAssetCapPercent: percentSchema.nullable(),
  allowsSeveralLoans: z.boolean(),
  /** Loans above this amount need two staff approvals. */
  reviewAbove: moneySchema,
});
export type LoanSettings = z.infer<typeof loanSettingsSchema>;

export const staffCreditBands = staffCall({
  path: 'loans/creditBands',
  summary: 'Credit score bands and their loan limits, with the loan settings',
  roles: STAFF_ROLES,
  request: z.object({}),
  response: loanSettingsSchema,
});

export const staffSaveCreditBands = staffCall({
  path: 'loans/saveCreditBands',
  summary: 'Replace the credit bands and the loan settings',
  roles: LOAN_SETTINGS_ROLES,
  request: z.object({
    bands: z
      .array(z.object({ minScore: z.number().int().min(0).max(1000), limit: decimalInputSchema }))
      .min(1)
      .max(20),
    netAssetCapPercent: decimalInputSchema.nullable(),
    allowsSeveralLoans: z.boolean(),
    reviewAbove: decimalInputSchema,
  }),
  response: loanSettingsSchema,
});
