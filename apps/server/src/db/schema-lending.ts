// Tables of securities lending (issue 18 §2): the programs staff open per market, members' loans of
// shares out of their positions, and each loan's daily rebate accruals. Money is bigint minor units of
// the program's currency; rates are percents (`numeric`); the exact sub-sen remainder of the rebate is
// carried on the loan as a numerator over the domain's REBATE_DENOMINATOR (too large for a bigint).
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
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LendingEndReason, LendingStatus } from '@saham/domain/lending/rules';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One lending program per market. `lentMinor` is the value of its loans in progress at their lend
 * prices, kept under the program's row lock by every lend and every end, so the capacity holds.
 */
export const lendingPrograms = pgTable(
  'lending_programs',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<MarketCode>().notNull().unique(),
    currency: text('currency').$type<Currency>().notNull(),
    annualRate: numeric('annual_rate').notNull(),
    memberShare: numeric('member_share').notNull(),
    capacityMinor: bigint('capacity_minor', { mode: 'bigint' }).notNull(),
    lentMinor: bigint('lent_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    termDays: integer('term_days').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: timeColumn('created_at').notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (table) => [
    check('lending_programs_rate_range', sql`${table.annualRate} >= 0 and ${table.annualRate} <= 100`),
    check('lending_programs_share_range', sql`${table.memberShare} >= 0 and ${table.memberShare} <= 100`),
    check('lending_programs_lent_within', sql`${table.lentMinor} >= 0`),
    check('lending_programs_amounts', sql`${table.capacityMinor} >= 0 and ${table.minAmountMinor} >= 0`),
    check('lending_programs_term', sql`${table.termDays} between 1 and 3650`),
  ],
);

/**
 * A member's loan of shares out of one position. Rates are copied from the program when lent. The
 * rebate: `accruedMinor` in all, `paidMinor` of it paid through the ledger, `carry` the exact remainder
 * below a minor unit, `accruedThrough` the last date accrued (in the market's zone).
 */
export const lendingLoans = pgTable(
  'lending_loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lendingNo: text('lending_no').notNull().unique(),
    programId: integer('program_id').notNull(),
    memberId: integer('member_id').notNull(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    quantity: numeric('quantity').notNull(),
    lendPrice: numeric('lend_price').notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    annualRate: numeric('annual_rate').notNull(),
    memberShare: numeric('member_share').notNull(),
    status: text('status').$type<LendingStatus>().notNull(),
    /** The market date it was lent on: the first date that accrues. */
    lentOn: date('lent_on', { mode: 'string' }).notNull(),
    lentAt: timeColumn('lent_at').notNull(),
    termEndsAt: timeColumn('term_ends_at').notNull(),
    endedAt: timeColumn('ended_at'),
    endReason: text('end_reason').$type<LendingEndReason>(),
    accruedThrough: date('accrued_through', { mode: 'string' }),
    accruedMinor: bigint('accrued_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carry: numeric('carry').notNull().default('0'),
    /** The last date whose accruals are paid (null: none yet): the monthly payment finds its loans by it. */
    paidThrough: date('paid_through', { mode: 'string' }),
  },
  (table) => [
    index('lending_loans_member_idx').on(table.memberId, table.status, table.id),
    index('lending_loans_position_idx')
      .on(table.positionId)
      .where(sql`${table.status} = 'active'`),
    index('lending_loans_active_idx')
      .on(table.market, table.id)
      .where(sql`${table.status} = 'active'`),
    check('lending_loans_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'lending_loans_paid_within',
      sql`${table.paidMinor} >= 0 and ${table.paidMinor} <= ${table.accruedMinor}`,
    ),
  ],
);

/** One loan's rebate for one date: unique per (loan, date), so an accrual is never made twice. */
export const lendingAccruals = pgTable(
  'lending_accruals',
  {
    loanId: bigint('loan_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    closePrice: numeric('close_price').notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.day] }),
    index('lending_accruals_member_day_idx').on(table.memberId, table.day),
  ],
);
