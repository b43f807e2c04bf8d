// The database schema (drizzle). Migrations in ../../drizzle are generated from it with
// `npm run db:generate -w @saham/server` and committed; they are applied at start.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@saham/contract/call';
import type { LedgerEntryType } from '@saham/contract/ledger';
import type { FontSize, RealNameStatus } from '@saham/contract/user';
import type { Currency } from '@saham/domain/currencies';
import type { Language } from '@saham/domain/languages';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Institutions (seat accounts) own invitation codes members register with. */
export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  inviteCode: text('invite_code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    /** The member's own invitation code; unique across members and institutions. */
    inviteCode: text('invite_code').notNull().unique(),
    inviterMemberId: integer('inviter_member_id'),
    institutionId: integer('institution_id'),
    name: text('name'),
    avatar: text('avatar'),
    language: text('language').$type<Language>().notNull().default('zh'),
    fontSize: text('font_size').$type<FontSize>().notNull().default('normal'),
    creditScore: integer('credit_score').notNull().default(100),
    realNameStatus: text('real_name_status').$type<RealNameStatus>().notNull().default('none'),
    isFrozen: boolean('is_frozen').notNull().default(false),
    isLoginBanned: boolean('is_login_banned').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isTradeForbidden: boolean('is_trade_forbidden').notNull().default(false),
    isWithdrawForbidden: boolean('is_withdraw_forbidden').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timeColumn('last_login_at'),
  },
  (table) => [index('members_inviter_idx').on(table.inviterMemberId)],
);

/** Member and visitor sessions. Only the SHA-256 of the token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id'),
    account: text('account').notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timeColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: timeColumn('expires_at').notNull(),
    revokedAt: timeColumn('revoked_at'),
    /**
     * Trading unlocked on this session until then: a fund password verified for a new-share
     * application is not asked again before it (docs/decisions/0028-trade-unlock.md).
     */
    tradeUnlockedUntil: timeColumn('trade_unlocked_until'),
  },
  (table) => [
    uniqueIndex('member_sessions_token_idx').on(table.tokenHash),
    index('member_sessions_member_idx').on(table.memberId),
  ],
);

/**
 * Guess and attempt counters for throttling (modules/passwords/guess-throttle.ts), shared through the
 * database so every process sees them: failures in the window, and guesses claimed but not yet checked.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timeColumn('window_started_at').notNull(),
  failureCount: integer('failure_count').notNull().default(0),
  pendingCount: integer('pending_count').notNull().default(0),
});

/** Notices: broadcast (member_id null) or personal; title and content per language. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    deletedAt: timeColumn('deleted_at'),
  },
  (table) => [index('notices_member_idx').on(table.memberId, table.createdAt)],
);

export const siteConfig = pgTable('site_config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Base32 TOTP secret; pending until totp_enrolled_at is set. */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: timeColumn('totp_enrolled_at'),
  /** The 30-second step of the last code accepted: a code is good once, never replayed. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  lastLoginAt: timeColumn('last_login_at'),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timeColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: timeColumn('expires_at').notNull(),
    revokedAt: timeColumn('revoked_at'),
  },
  (table) => [uniqueIndex('staff_sessions_token_idx').on(table.tokenHash)],
);

/** Every staff action: who, what, when, before and after, from which address. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action),
  ],
);

/** Answers of money-moving calls by Idempotency-Key, so a replay returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idempotency_scope_key_idx').on(table.scope, table.key),
    // The expiry job (jobs/idempotency-expiry.ts) finds the keys past their retention by age.
    index('idempotency_created_idx').on(table.createdAt),
  ],
);

export const SQL_NOW = sql`now()`;

// ---- Ledger (ARCHITECTURE, Money): accounts, journal entries, postings. ----

/**
 * One account per owner, currency and bucket. Member accounts (available, frozen, margin) can never go
 * below zero — the check backs the guarded debit in the ledger service. House accounts take the other
 * side of every entry and may be negative (a clearing account is, once members have deposited).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `member:<id>` or `house:<code>`: one text key so the unique index needs no null handling. */
    ownerKey: text('owner_key').notNull(),
    memberId: integer('member_id'),
    currency: text('currency').$type<Currency>().notNull(),
    bucket: text('bucket').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_idx').on(table.ownerKey, table.currency, table.bucket),
    index('ledger_accounts_member_idx').on(table.memberId),
    check('ledger_member_balance_non_negative', sql`${table.memberId} is null or ${table.balanceMinor} >= 0`),
  ],
);

/** A balanced set of postings with what it pays for. Never updated; mistakes are reversed by new entries. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A transaction type of spec §3 (LEDGER_ENTRY_TYPES in the contract). */
    type: text('type').$type<LedgerEntryType>().notNull(),
    /** The member the entry concerns, for their fund records; null for house-only entries. */
    memberId: integer('member_id'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_entries_member_idx').on(table.memberId, table.id),
    // Fund records filtered by type: the page and its count read the index alone.
    index('journal_entries_member_type_idx').on(table.memberId, table.type, table.id),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    index('postings_entry_idx').on(table.entryId),
    index('postings_account_idx').on(table.accountId),
  ],
);
