// Tables of day trading (issue 5 §3): members' applications for a day-trading (intraday) account,
// the day positions opened through it, and the staff-editable application limits.
// An application is pending → approved | rejected; an approved one is the member's day-trading
// account until the member ends it (→ ended). Its allocation stays in the member's frozen bucket;
// `used_minor` of it is out in open day positions (margin, fee and tax).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DayTradeStatus } from '@saham/contract/day-trading';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dayTradeApplications = pgTable(
  'day_trade_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The amount applied for, frozen from available when applying. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** pending | approved | rejected | ended */
    status: text('status').$type<DayTradeStatus>().notNull().default('pending'),
    /** The day-trading capital once approved (the amount; less any loss the member could not cover). */
    allocationMinor: bigint('allocation_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The part of the allocation out in open day positions. */
    usedMinor: bigint('used_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timeColumn('reviewed_at'),
    endedAt: timeColumn('ended_at'),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [
    index('day_trade_applications_member_idx').on(table.memberId, table.id),
    index('day_trade_applications_status_idx').on(table.status, table.id),
    // One pending or approved application per member, also when two applications race.
    uniqueIndex('day_trade_applications_one_open_idx')
      .on(table.memberId)
      .where(sql`status in ('pending', 'approved')`),
    check('day_trade_applications_amount_positive', sql`amount_minor > 0`),
    check('day_trade_applications_used_range', sql`used_minor >= 0 and used_minor <= allocation_minor`),
  ],
);

/** A position opened through a day-trading account; settled back into the account once closed. */
export const dayTradePositions = pgTable(
  'day_trade_positions',
  {
    positionId: bigint('position_id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    /** Margin, fee and tax the opening took out of the allocation. */
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    /** The end of the last continuous session of the trading day it was opened on. */
    closeAt: timeColumn('close_at').notNull(),
    /** What went back into the allocation when settled (the cost, or less if the member was short). */
    refrozenMinor: bigint('refrozen_minor', { mode: 'bigint' }),
    settledAt: timeColumn('settled_at'),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [
    index('day_trade_positions_member_idx').on(table.memberId, table.positionId),
    index('day_trade_positions_unsettled_idx')
      .on(table.closeAt)
      .where(sql`settled_at is null`),
  ],
);

/** One row (id 1) once staff save limits; until then the code's defaults apply. */
export const dayTradeSettings = pgTable(
  'day_trade_settings',
  {
    id: integer('id').primaryKey(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (_table) => [
    check('day_trade_settings_single_row', sql`id = 1`),
    check('day_trade_settings_range', sql`min_minor > 0 and min_minor <= max_minor`),
  ],
);
