// Tables of the ledger's surfaces (issue 3): manual balance adjustments, made by one staff member and
// approved or rejected by another (maker-checker), where money moves only on approval; and the
// per-member journal counters that give fund records their exact total without counting entries.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AdjustmentStatus } from '@saham/contract/admin-ledger';
import type { LedgerEntryType } from '@saham/contract/ledger';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Signed: positive credits the member's available balance, negative debits it. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** pending → approved | rejected; only a guarded update leaves pending. */
    status: text('status').$type<AdjustmentStatus>().notNull().default('pending'),
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

/**
 * How many journal entries of one type each member's fund records hold: `currency` '*' counts them all,
 * a currency code counts those with a posting in that currency on the member's own accounts (the
 * fund-records currency filter). Kept exact by the posting statement itself (`postEntryWith`), so a
 * page's total is a sum of a few rows instead of a count over the member's whole journal.
 */
export const memberJournalCounts = pgTable(
  'member_journal_counts',
  {
    memberId: integer('member_id').notNull(),
    type: text('type').$type<LedgerEntryType>().notNull(),
    currency: text('currency').$type<Currency | '*'>().notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.currency, table.type] }),
    check('member_journal_counts_positive', sql`${table.entries} > 0`),
  ],
);
