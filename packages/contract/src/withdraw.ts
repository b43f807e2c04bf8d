// Withdrawals (spec §5, §9): the rules a member sees, applying (the amount is frozen at once), the
// member's records with the expected settlement date, and the staff review queue, withdrawal
// settings and the market holiday calendar.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { memberCall, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { dateSchema, decimalInputSchema, moneyInputSchema } from './inputs.ts';
import { FUNDING_STATUSES } from './recharge.ts';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'hh:mm:ss');

export const withdrawLimitSchema = z.object({
  currency: z.enum(CURRENCIES),
  minAmount: moneyInputSchema,
  maxAmount: moneyInputSchema,
});

export const withdrawRulesSchema = z.object({
  /** Monday–Friday, Malaysia time, market holidays excluded. */
  windowStart: timeOfDay,
  windowEnd: timeOfDay,
  creditScoreMinimum: z.number().int(),
  settlementWorkingDays: z.number().int(),
  limits: z.array(withdrawLimitSchema),
});
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

export const withdrawRecordSchema = z.object({
  id: z.number().int(),
  currency: z.enum(CURRENCIES),
  amount: moneySchema,
  bankName: z.string(),
  /** Only the last four digits. */
  accountNumberMasked: z.string(),
  status: z.enum(FUNDING_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  reviewedAt: isoTimeSchema.nullable(),
  /** YYYY-MM-DD, Malaysia: T+2 working days after approval; null until approved. */
  expectedSettlementDate: dateSchema.nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecordSchema>;

export const withdrawRules = memberCall({
  path: 'withdraw/rules',
  summary: 'The withdrawal rules: window, credit score minimum, limits',
  access: 'member',
  request: z.object({}),
  response: withdrawRulesSchema,
});

export const withdrawApply = memberCall({
  path: 'withdraw/apply',
  summary: 'Apply for a withdrawal to a bound bank card',
  refusals: [
    'REAL_NAME_REQUIRED',
    'REAL_NAME_UNDER_REVIEW',
    'REAL_NAME_REJECTED',
    'WITHDRAW_FORBIDDEN',
    'FIELD_REQUIRED',
    'INVALID_INPUT',
    'FUND_PASSWORD_NOT_SET',
    'WRONG_FUND_PASSWORD',
    'SUBMIT_TOO_FREQUENT',
    'BANK_CARD_NOT_FOUND',
    'WITHDRAW_MINIMUM',
    'WITHDRAW_AMOUNT_RANGE',
    'WITHDRAW_TIME_WINDOW',
    'CREDIT_SCORE_INSUFFICIENT',
    'PENDING_ORDER_OR_LOAN',
    'WITHDRAWABLE_INSUFFICIENT',
  ],
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    /** Checked by the server (FIELD_REQUIRED, WITHDRAW_MINIMUM, WITHDRAW_AMOUNT_RANGE). */
    amount: decimalInputSchema,
    currency: z.enum(CURRENCIES),
    bankCardId: z.number().int(),
    fundPassword: z.string().max(100),
  }),
  response: withdrawRecordSchema,
});

export const withdrawList = memberCall({
  path: 'withdraw/list',
  summary: "The member's withdrawals, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(withdrawRecordSchema),
});

// Staff

export const staffWithdrawRowSchema = withdrawRecordSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberName: z.string().nullable(),
  holder: z.string(),
  accountNumber: z.string(),
  creditScore: z.number().int(),
  /** The member's balances in the withdrawal's currency now. */
  availableBalance: moneySchema,
  frozenBalance: moneySchema,
  reviewedBy: z.string().nullable(),
});
export type StaffWithdrawRow = z.infer<typeof staffWithdrawRowSchema>;

export const staffWithdrawList = staffCall({
  path: 'withdraw/list',
  summary: 'Withdrawals to review, ten a page',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ status: z.enum(FUNDING_STATUSES).optional(), page: pageSchema }),
  response: pagedSchema(staffWithdrawRowSchema),
});

export const staffWithdrawApprove = staffCall({
  path: 'withdraw/approve',
  summary: 'Approve a withdrawal, paying it out from the frozen balance',
  refusals: ['ORDER_NOT_FOUND', 'ORDER_STATE_INVALID', 'INSUFFICIENT_BALANCE'],
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int() }),
  response: staffWithdrawRowSchema,
});

export const staffWithdrawReject = staffCall({
  path: 'withdraw/reject',
  summary: 'Reject a withdrawal with a reason, releasing the frozen amount',
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int(), reason: z.string().max(500) }),
  response: staffWithdrawRowSchema,
});

export const staffWithdrawSettings = staffCall({
  path: 'withdraw/settings',
  summary: 'The withdrawal rules',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({}),
  response: withdrawRulesSchema,
});

export const staffWithdrawSaveSettings = staffCall({
  path: 'withdraw/saveSettings',
  summary: 'Save the withdrawal rules (window, credit score, limits)',
  roles: ['admin'],
  request: withdrawRulesSchema.omit({ settlementWorkingDays: true }),
  response: withdrawRulesSchema,
});

export const holidaySchema = z.object({ market: z.literal('MY'), date: dateSchema, name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

export const staffHolidayList = staffCall({
  path: 'holidays/list',
  summary: 'The withdrawal (MY market) holidays of a year',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ year: z.number().int().min(2000).max(2100).optional() }),
  response: z.array(holidaySchema),
});

export const staffHolidaySave = staffCall({
  path: 'holidays/save',
  summary: 'Add or rename a withdrawal (MY market) holiday',
  roles: ['admin'],
  request: z.object({ date: dateSchema, name: z.string().min(1).max(100) }),
  response: holidaySchema,
});

export const staffHolidayDelete = staffCall({
  path: 'holidays/delete',
  summary: 'Delete a withdrawal (MY market) holiday',
  roles: ['admin'],
  request: z.object({ date: dateSchema }),
  response: z.null(),
});
