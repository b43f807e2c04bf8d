// Staff calls of the ledger: invariant check with house balances, manual balance adjustments
// (maker-checker), and a member's balances and journal for the member detail screen.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { STAFF_ROLES, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { moneyInputSchema } from './inputs.ts';
import { HOUSE_ACCOUNTS, LEDGER_ENTRY_TYPES, MEMBER_BUCKETS } from './ledger.ts';

export const LEDGER_VIOLATION_KINDS = [
  'unbalanced_entry',
  'balance_mismatch',
  'negative_member_bucket',
  'journal_count_mismatch',
] as const;

export const ledgerCheckSchema = z.object({
  violations: z.array(z.object({ kind: z.enum(LEDGER_VIOLATION_KINDS), detail: z.string() })),
  entryCount: z.number().int(),
  accountCount: z.number().int(),
  houseBalances: z.array(
    z.object({ house: z.enum(HOUSE_ACCOUNTS), currency: z.enum(CURRENCIES), balance: moneySchema }),
  ),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const checkLedger = staffCall({
  path: 'ledger/check',
  summary: 'Check the ledger invariants (entries balance, balances match postings)',
  roles: ['admin', 'reviewer'],
  request: z.object({}),
  response: ledgerCheckSchema,
});

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  currency: z.enum(CURRENCIES),
  /** Signed: positive credits the member's available balance. */
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  makerUsername: z.string(),
  checkerUsername: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  decidedAt: isoTimeSchema.nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

const ADJUSTMENT_ROLES = ['admin', 'reviewer'] as const;
const reason = z.string().max(500);

export const createAdjustment = staffCall({
  path: 'adjustments/create',
  summary: 'Propose a manual balance adjustment for a member, to be approved by another staff member',
  roles: ADJUSTMENT_ROLES,
  request: z.object({
    memberId: z.number().int(),
    currency: z.enum(CURRENCIES),
    /** Signed; at most MAX_MONEY_MAJOR either way, so that its approval can always be posted. */
    amount: moneyInputSchema,
    reason,
  }),
  response: adjustmentSchema,
});

export const listAdjustments = staffCall({
  path: 'adjustments/list',
  summary: 'Balance adjustments, pending first, ten a page',
  roles: ADJUSTMENT_ROLES,
  request: z.object({ status: z.enum(ADJUSTMENT_STATUSES).optional(), page: pageSchema }),
  response: pagedSchema(adjustmentSchema),
});

export const approveAdjustment = staffCall({
  path: 'adjustments/approve',
  summary: 'Approve a pending balance adjustment (maker-checker), posting it to the ledger',
  roles: ADJUSTMENT_ROLES,
  request: z.object({ id: z.number().int() }),
  response: adjustmentSchema,
});

export const rejectAdjustment = staffCall({
  path: 'adjustments/reject',
  summary: 'Reject a pending balance adjustment',
  roles: ADJUSTMENT_ROLES,
  request: z.object({ id: z.number().int(), reason }),
  response: adjustmentSchema,
});

export const memberBalancesSchema = z.object({
  byCurrency: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      available: moneySchema,
      frozen: moneySchema,
      margin: moneySchema,
    }),
  ),
});

export const memberBalances = staffCall({
  path: 'members/balances',
  summary: "A member's balances per currency (available, frozen, margin)",
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int() }),
  response: memberBalancesSchema,
});

export const journalEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  memo: z.string().nullable(),
  lines: z.array(
    z.object({ currency: z.enum(CURRENCIES), bucket: z.enum(MEMBER_BUCKETS), amount: moneySchema }),
  ),
  createdAt: isoTimeSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const memberJournal = staffCall({
  path: 'members/journal',
  summary: "A member's ledger postings, newest first, ten a page",
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int(), page: pageSchema }),
  response: pagedSchema(journalEntrySchema),
});
