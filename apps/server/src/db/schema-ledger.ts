// Tables of the ledger's back-office surfaces (issue 3): manual balance adjustments, made by one staff
// member and approved or rejected by another (maker-checker). Money moves only on approval.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed: positive credits the member's available balance, negative debits it. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** pending → approved | rejected; only a guarded update leaves pending. */
    status: text('status').notNull().default('pending'),
    makerStaffId: integer('maker_staff_id').notNull(),
    makerUsername: text('maker_username').notNull(),
    checkerStaffId: integer('checker_staff_id'),
    checkerUsername: text('checker_username'),
    rejectReason: text('reject_reason'),
    /** The journal entry posted on approval. */
    entryId: integer('entry_id'),
    createdAt: timeColumn('created_at').notNull(),
    decidedAt: timeColumn('decided_at'),
  },
  (table) => [
    index('balance_adjustments_status_idx').on(table.status, table.id),
    check('balance_adjustments_amount_non_zero', sql`${table.amountMinor} <> 0`),
  ],
);
