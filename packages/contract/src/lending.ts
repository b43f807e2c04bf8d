// Securities lending (issue 18 §2): staff open lending programs per market (the annual lending fee
// rate, the member's share of it, a capacity, a minimum amount, a term, open or closed); a member
// lends fully paid long shares of a holding to the program and earns a rebate accrued daily on the
// lent value at the day's close, paid monthly and at the loan's end (ledger type `lending_rebate`).
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { LENDING_END_REASONS, LENDING_STATUSES } from '@saham/domain/lending/rules';
import { memberCall, staffCall, STAFF_ROLES, type StaffRole } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, moneyInputSchema, quantityInputSchema } from './inputs.ts';

const decimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal');

export { LENDING_END_REASONS, LENDING_STATUSES };
export type { LendingEndReason, LendingStatus } from '@saham/domain/lending/rules';

/** open: accepts loans; full: its capacity is taken; closed: switched off by staff. */
export const LENDING_PROGRAM_STATES = ['open', 'full', 'closed'] as const;
export type LendingProgramState = (typeof LENDING_PROGRAM_STATES)[number];

export const lendingProgramSchema = z.object({
  id: z.number().int(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  /** The annual lending fee rate, in percent ("2" is 2% a year). */
  annualRate: decimalSchema,
  /** The member's share of the fee, in percent ("50" is a 50/50 split). */
  memberShare: decimalSchema,
  /** What the member earns a year on the lent value: annualRate × memberShare, in percent. */
  memberRate: decimalSchema,
  /** The total lent value the pool accepts, and what is lent now (valued at the lend price). */
  capacity: moneySchema,
  lent: moneySchema,
  /** The smallest value one loan may have (quantity × the latest price). */
  minAmount: moneySchema,
  /** Days a loan runs before it ends by itself. */
  termDays: z.number().int(),
  state: z.enum(LENDING_PROGRAM_STATES),
});
export type LendingProgram = z.infer<typeof lendingProgramSchema>;

export const lendingLoanSchema = z.object({
  id: z.number().int(),
  lendingNo: z.string(),
  programId: z.number().int(),
  positionId: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  quantity: decimalSchema,
  /** The latest price when lent, and quantity × it. */
  lendPrice: decimalSchema,
  value: moneySchema,
  /** The member's annual rebate rate, in percent, fixed when lent. */
  memberRate: decimalSchema,
  status: z.enum(LENDING_STATUSES),
  lentAt: isoTimeSchema,
  /** When the term ends it. */
  termEndsAt: isoTimeSchema,
  endedAt: isoTimeSchema.nullable(),
  endReason: z.enum(LENDING_END_REASONS).nullable(),
  /**
   * The rebate credited today (the accrual of yesterday's close, made at midnight in Asia/Kuala_Lumpur),
   * accrued for this month's dates, in all; and paid so far.
   */
  accruedToday: moneySchema,
  accruedMonth: moneySchema,
  accruedTotal: moneySchema,
  paid: moneySchema,
});
export type LendingLoan = z.infer<typeof lendingLoanSchema>;

export const lendingSummarySchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The value of loans in progress, at their lend prices. */
  lentValue: moneySchema,
  today: moneySchema,
  thisMonth: moneySchema,
  total: moneySchema,
});
export type LendingSummary = z.infer<typeof lendingSummarySchema>;

export const lendingPrograms = memberCall({
  path: 'lending/programs',
  summary: 'Securities lending programs and their terms',
  access: 'member',
  request: z.object({}),
  response: z.object({ items: z.array(lendingProgramSchema) }),
});

export const lendingLend = memberCall({
  path: 'lending/lend',
  summary: 'Lend shares of a fully paid long holding to the lending program of its market',
  description:
    'Refused below the minimum amount (`LENDING_MIN_AMOUNT`), when the program is full or closed ' +
    '(`LENDING_UNAVAILABLE`) or for shares not eligible (`LENDING_NOT_ELIGIBLE`: leverage 1, long, ' +
    'holding, not locked).',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ positionId: z.number().int().positive(), quantity: quantityInputSchema }),
  response: lendingLoanSchema,
});

export const lendingRecall = memberCall({
  path: 'lending/recall',
  summary: 'Recall lent shares: the loan ends and its rebate to date is paid',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ lendingId: z.number().int().positive() }),
  response: lendingLoanSchema,
});

export const lendingList = memberCall({
  path: 'lending/list',
  summary: "The member's loans of shares, ten a page, with the rebate accrued today, this month and in all",
  access: 'member',
  request: z.object({ status: z.enum(LENDING_STATUSES).optional(), page: pageSchema }),
  response: pagedSchema(lendingLoanSchema).extend({ summary: z.array(lendingSummarySchema) }),
});

// Back office

const LENDING_WRITE_ROLES = ['admin'] as const satisfies readonly StaffRole[];

export const adminLendingProgramSchema = lendingProgramSchema.extend({
  isOpen: z.boolean(),
  activeLoans: z.number().int(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminLendingProgram = z.infer<typeof adminLendingProgramSchema>;

export const lendingProgramInputSchema = z.object({
  /** Absent: a new program. */
  id: z.number().int().positive().optional(),
  market: z.enum(MARKET_CODES),
  annualRate: decimalInputSchema,
  memberShare: decimalInputSchema,
  capacity: moneyInputSchema,
  minAmount: moneyInputSchema,
  termDays: z.number().int().min(1).max(3650),
  isOpen: z.boolean(),
});
export type LendingProgramInput = z.infer<typeof lendingProgramInputSchema>;

export const adminLendingPrograms = staffCall({
  path: 'lending/programs',
  summary: 'Securities lending programs, ten a page',
  roles: STAFF_ROLES,
  request: z.object({ page: pageSchema }),
  response: pagedSchema(adminLendingProgramSchema),
});

export const adminSaveLendingProgram = staffCall({
  path: 'lending/saveProgram',
  summary: 'Create or change a securities lending program',
  description:
    'One program per market. Rates are percents (0–100), capacity and minimum in the market currency. ' +
    'A lower capacity or a closed program ends no loan; it only refuses new ones.',
  roles: LENDING_WRITE_ROLES,
  request: lendingProgramInputSchema,
  response: adminLendingProgramSchema,
});

export const adminLendingLoanSchema = lendingLoanSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
});
export type AdminLendingLoan = z.infer<typeof adminLendingLoanSchema>;

export const adminLendingList = staffCall({
  path: 'lending/list',
  summary: "Members' loans of shares, ten a page",
  roles: STAFF_ROLES,
  request: z.object({
    status: z.enum(LENDING_STATUSES).optional(),
    page: pageSchema,
    account: z.string().max(100).optional(),
  }),
  response: pagedSchema(adminLendingLoanSchema),
});
