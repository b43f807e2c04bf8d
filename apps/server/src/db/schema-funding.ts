// Tables of deposits and withdrawals (issue 3): deposit channels, deposits, withdrawals, withdrawal
// settings and limits, and the market holiday calendar withdrawals and settlement dates skip.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MarketCode } from '@saham/domain/markets/types';
import type {
  DepositChannelKind,
  DepositStatus,
  FundingStatus,
  PaymentGatewayName,
} from '@saham/contract/recharge';
import type { LocalizedNames } from '@saham/contract/localized-names';
import type { Currency } from '@saham/domain/currencies';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const depositChannels = pgTable('deposit_channels', {
  id: serial('id').primaryKey(),
  /** bank_transfer | crypto | online_banking */
  kind: text('kind').$type<DepositChannelKind>().notNull(),
  name: text('name').notNull(),
  /** The name per language staff entered (issue 16 §3); a missing language reads `name`. */
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  currency: text('currency').$type<Currency>().notNull(),
  minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
  /** ISO weekdays the channel is open, Malaysia time. */
  windowDays: jsonb('window_days').$type<number[]>().notNull(),
  windowStart: text('window_start').notNull(),
  windowEnd: text('window_end').notNull(),
  passwordHash: text('password_hash'),
  bankName: text('bank_name'),
  /** The bank's name per language; a missing language reads `bankName`. */
  bankNames: jsonb('bank_names').$type<LocalizedNames>().notNull().default({}),
  accountName: text('account_name'),
  accountNumber: text('account_number'),
  cryptoAddress: text('crypto_address'),
  qrImageUrl: text('qr_image_url'),
  /** fpx | duitnow for online banking. */
  gateway: text('gateway').$type<PaymentGatewayName>(),
  /** Online banking: minutes an unpaid payment stays open before the deposit expires. */
  paymentExpiryMinutes: integer('payment_expiry_minutes').notNull().default(30),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timeColumn('created_at').notNull().defaultNow(),
  deletedAt: timeColumn('deleted_at'),
});

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** pending → approved | rejected | expired; only a guarded update leaves pending. */
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    voucherUploadId: integer('voucher_upload_id'),
    txHash: text('tx_hash'),
    gatewayReference: text('gateway_reference'),
    /** Bank transfer: the reference the member puts in the transfer (SHM-…), unique per deposit. */
    paymentReference: text('payment_reference'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timeColumn('reviewed_at'),
    entryId: integer('entry_id'),
    createdAt: timeColumn('created_at').notNull(),
    /** Online banking: when the unpaid payment expires (the channel's expiry after applying). */
    expiresAt: timeColumn('expires_at'),
  },
  (table) => [
    index('deposits_member_idx').on(table.memberId, table.id),
    index('deposits_status_idx').on(table.status, table.id),
    index('deposits_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'pending' and expires_at is not null`),
    // A pending deposit blocks a new one, also when two applications race.
    uniqueIndex('deposits_one_pending_idx')
      .on(table.memberId)
      .where(sql`status = 'pending'`),
    check('deposits_amount_positive', sql`amount_minor > 0`),
    uniqueIndex('deposits_payment_reference_idx').on(table.paymentReference),
  ],
);

/**
 * The payment reference shown to a member before a bank transfer, one open per member: it moves
 * onto the member's next bank-transfer deposit (deposits.payment_reference) and is then gone.
 */
export const depositPaymentReferences = pgTable('deposit_payment_references', {
  memberId: integer('member_id').primaryKey(),
  reference: text('reference').notNull().unique('deposit_payment_references_reference_key'),
  issuedAt: timeColumn('issued_at').notNull(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    bankCardId: integer('bank_card_id').notNull(),
    /** The card as it was when applying, so the record survives unbinding. */
    holder: text('holder').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status').$type<FundingStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timeColumn('reviewed_at'),
    expectedSettlementDate: date('expected_settlement_date', { mode: 'string' }),
    createdAt: timeColumn('created_at').notNull(),
  },
  (table) => [
    index('withdrawals_member_idx').on(table.memberId, table.id),
    index('withdrawals_status_idx').on(table.status, table.id),
    check('withdrawals_amount_positive', sql`amount_minor > 0`),
  ],
);

/** One row (id 1) once staff save settings; until then the code's defaults apply. */
export const withdrawalSettings = pgTable('withdrawal_settings', {
  id: integer('id').primaryKey(),
  windowStart: text('window_start').notNull(),
  windowEnd: text('window_end').notNull(),
  creditScoreMinimum: integer('credit_score_minimum').notNull(),
  updatedAt: timeColumn('updated_at').notNull(),
});

export const withdrawalLimits = pgTable('withdrawal_limits', {
  currency: text('currency').$type<Currency>().primaryKey(),
  minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
});

export const marketHolidays = pgTable(
  'market_holidays',
  {
    market: text('market').$type<MarketCode>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.market, table.date] })],
);
