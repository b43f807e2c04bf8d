// Tables of credit loans (issue 18 §1): loan products, the credit score bands and loan settings staff
// edit, members' loans (pending → approved → repaid | overdue; or rejected) and each day's accrual of
// interest or penalty on a loan (one row per loan and Malaysian day: what makes the accrual job
// idempotent).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LoanStatus } from '@saham/contract/loans';
import type { AccrualKind } from '@saham/domain/loans/rules';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loanProducts = pgTable(
  'loan_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    termDays: integer('term_days').notNull(),
    /** Percent a year. */
    annualRate: numeric('annual_rate', { precision: 12, scale: 6 }).notNull(),
    penaltyAnnualRate: numeric('penalty_annual_rate', { precision: 12, scale: 6 }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timeColumn('created_at').notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (_table) => [
    check('loan_products_term_positive', sql`term_days > 0`),
    check('loan_products_rates_non_negative', sql`annual_rate >= 0 and penalty_annual_rate >= 0`),
  ],
);

export const creditBands = pgTable(
  'loan_credit_bands',
  {
    minScore: integer('min_score').primaryKey(),
    limitMinor: bigint('limit_minor', { mode: 'bigint' }).notNull(),
  },
  (_table) => [check('loan_credit_bands_limit_non_negative', sql`limit_minor >= 0`)],
);

/** One row (id 1) once staff save; until then the code's defaults apply. */
export const loanSettings = pgTable(
  'loan_settings',
  {
    id: integer('id').primaryKey(),
    /** Percent of net assets the limit may not exceed; null: no cap. */
    netAssetCapPercent: numeric('net_asset_cap_percent', { precision: 12, scale: 6 }),
    allowsSeveralLoans: boolean('allows_several_loans').notNull(),
    reviewAboveMinor: bigint('review_above_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (_table) => [check('loan_settings_single_row', sql`id = 1`)],
);

export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanNo: text('loan_no').notNull().unique(),
    memberId: integer('member_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The product's terms when applying: later product changes do not touch this loan. */
    termDays: integer('term_days').notNull(),
    annualRate: numeric('annual_rate', { precision: 12, scale: 6 }).notNull(),
    penaltyAnnualRate: numeric('penalty_annual_rate', { precision: 12, scale: 6 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<LoanStatus>().notNull().default('pending'),
    principalMinor: bigint('principal_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    interestMinor: bigint('interest_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    penaltyMinor: bigint('penalty_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    interestAccruedMinor: bigint('interest_accrued_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    penaltyAccruedMinor: bigint('penalty_accrued_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    repaidMinor: bigint('repaid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Unpaid interest and penalty added to the principal at month ends, in all (decision 0026). */
    capitalisedMinor: bigint('capitalised_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Malaysian dates: approved on, due at the end of, and the last day accrued. */
    approvedDate: date('approved_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    accruedThrough: date('accrued_through', { mode: 'string' }),
    /** The last Malaysian day a due notice went out (the day before due, and the due date). */
    noticeDate: date('notice_date', { mode: 'string' }),
    firstApprovedBy: text('first_approved_by'),
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
    createdAt: timeColumn('created_at').notNull(),
    approvedAt: timeColumn('approved_at'),
    reviewedAt: timeColumn('reviewed_at'),
    repaidAt: timeColumn('repaid_at'),
  },
  (table) => [
    index('loans_member_idx').on(table.memberId, table.id),
    index('loans_status_idx').on(table.status, table.id),
    // The accrual job reads the loans still owed.
    index('loans_open_idx')
      .on(table.id)
      .where(sql`status in ('approved', 'overdue')`),
    check('loans_amount_positive', sql`amount_minor > 0`),
    check(
      'loans_owed_non_negative',
      sql`principal_minor >= 0 and interest_minor >= 0 and penalty_minor >= 0 and repaid_minor >= 0`,
    ),
  ],
);

export const loanAccruals = pgTable(
  'loan_accruals',
  {
    loanId: bigint('loan_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<AccrualKind>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.day] })],
);
