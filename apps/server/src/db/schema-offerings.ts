// Tables of new-share offerings (issue 17): the offerings staff run from announcement to listing, the
// members' applications with what the escrow holds for each, and a counter per member and offering
// that keeps the per-member limit under parallel submits. Quantities and prices are `numeric`; money
// is bigint minor units of the offering's currency. The ballot's seed stays here until the draw
// reveals it; only its SHA-256 is shown before.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@saham/domain/currencies';
import type { MarketCode } from '@saham/domain/markets/types';
import type { BallotMode } from '@saham/domain/new-shares/ballot';
import type { ApplicationState, OfferingState, OfferingType } from '@saham/domain/new-shares/offerings';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A placement tier as stored: its rank (1 = first priority), names and minimum amount in minor units. */
export interface StoredTier {
  rank: number;
  names: Record<string, string>;
  minAmountMinor: string;
}

export const offerings = pgTable(
  'offerings',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<OfferingType>().notNull(),
    state: text('state').$type<OfferingState>().notNull(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    leadUnderwriter: text('lead_underwriter').notNull(),
    applicationPrice: numeric('application_price'),
    priceLow: numeric('price_low'),
    priceHigh: numeric('price_high'),
    issuePrice: numeric('issue_price'),
    lotSize: numeric('lot_size').notNull(),
    minQuantity: numeric('min_quantity').notNull(),
    maxQuantity: numeric('max_quantity'),
    minInvestmentMinor: bigint('min_investment_minor', { mode: 'bigint' }).notNull(),
    perMemberLimit: integer('per_member_limit').notNull(),
    quantityOffered: numeric('quantity_offered').notNull(),
    /** Treasury sales (first come, first served): shares sold so far, kept under the row's update. */
    soldQuantity: numeric('sold_quantity').notNull().default('0'),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    entitlementNew: integer('entitlement_new'),
    entitlementHeld: integer('entitlement_held'),
    entitlementAt: timeColumn('entitlement_at'),
    opensAt: timeColumn('opens_at').notNull(),
    closesAt: timeColumn('closes_at').notNull(),
    drawAt: timeColumn('draw_at'),
    allotmentAt: timeColumn('allotment_at'),
    listingAt: timeColumn('listing_at'),
    paymentDeadline: timeColumn('payment_deadline'),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    feeOnSuccessOnly: boolean('fee_on_success_only').notNull(),
    ballotMode: text('ballot_mode').$type<BallotMode>().notNull(),
    lockDays: integer('lock_days').notNull(),
    prospectus: jsonb('prospectus').$type<Record<string, string>>().notNull(),
    /** The ballot: the secret seed (revealed once drawn), its hash, and the entries' hash at closing. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    entriesHash: text('entries_hash'),
    entryCount: integer('entry_count'),
    lotsBalloted: integer('lots_balloted'),
    /**
     * The ballot is settled in short transactions (lifecycle.ts): set when its draw is written to the
     * applications (each one's allotted quantity, and its reserve rank), while they are settled;
     * `drawnAt` is set when the last of them is and the results are published.
     */
    drawFixedAt: timeColumn('draw_fixed_at'),
    drawnAt: timeColumn('drawn_at'),
    /** When the won shares were credited to members' Inventory, and when they became holdings. */
    allottedAt: timeColumn('allotted_at'),
    listedAt: timeColumn('listed_at'),
    createdAt: timeColumn('created_at').notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (table) => [
    index('offerings_state_idx').on(table.state, table.opensAt),
    check('offerings_window', sql`${table.closesAt} > ${table.opensAt}`),
    check('offerings_lot_positive', sql`${table.lotSize} > 0`),
    check('offerings_offered_positive', sql`${table.quantityOffered} > 0`),
    check(
      'offerings_sold_within',
      sql`${table.soldQuantity} >= 0 and ${table.soldQuantity} <= ${table.quantityOffered}`,
    ),
    check('offerings_limit_positive', sql`${table.perMemberLimit} >= 1`),
    check('offerings_fee_non_negative', sql`${table.feeMinor} >= 0`),
  ],
);

export const offeringApplications = pgTable(
  'offering_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offeringId: integer('offering_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Stored: subscribing, won, not_won, awaiting_payment, paid, failed, waived, cancelled, refunded. */
    status: text('status').$type<ApplicationState>().notNull(),
    quantity: numeric('quantity').notNull(),
    excessQuantity: numeric('excess_quantity').notNull().default('0'),
    /** Book-building: the bid (null = at the offer price). */
    bidPrice: numeric('bid_price'),
    /** The price the money was taken at (application price; the offer price for a book-building payment). */
    price: numeric('price'),
    /** Rights: the entitlement when the application was made. */
    entitlement: numeric('entitlement'),
    tierRank: integer('tier_rank'),
    allottedQuantity: numeric('allotted_quantity').notNull().default('0'),
    /** What the escrow holds for this application now (the fee included while it is held). */
    frozenMinor: bigint('frozen_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The fee held or charged for it. */
    feeMinor: bigint('fee_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feeChargedMinor: bigint('fee_charged_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Converted into shares (allotted quantity × issue price). */
    convertedMinor: bigint('converted_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    reserveRank: integer('reserve_rank'),
    paymentDeadline: timeColumn('payment_deadline'),
    /** Credited to the member's Inventory (allotment), and made a holding (listing). */
    creditedAt: timeColumn('credited_at'),
    positionId: bigint('position_id', { mode: 'number' }),
    listedAt: timeColumn('listed_at'),
    createdAt: timeColumn('created_at').notNull(),
    updatedAt: timeColumn('updated_at').notNull(),
  },
  (table) => [
    index('offering_applications_offering_idx').on(table.offeringId, table.id),
    index('offering_applications_member_idx').on(table.memberId, table.id),
    check('offering_applications_quantity', sql`${table.quantity} >= 0 and ${table.excessQuantity} >= 0`),
    check('offering_applications_frozen', sql`${table.frozenMinor} >= 0`),
  ],
);

/** Applications a member has made to an offering, not counting cancelled ones: the limit's guard. */
export const offeringMemberCounts = pgTable(
  'offering_member_counts',
  {
    offeringId: integer('offering_id').notNull(),
    memberId: integer('member_id').notNull(),
    applications: integer('applications').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.offeringId, table.memberId] }),
    check('offering_member_counts_non_negative', sql`${table.applications} >= 0`),
  ],
);
