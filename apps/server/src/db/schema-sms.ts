// Tables of the SMS module (issue 16 §1): one-time codes, the requests for them (the send limits are
// counted from these), and the sandbox gateway's outbox that staff read.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SmsCodePurpose } from '@saham/contract/password-reset';
import type { Language } from '@saham/domain/languages';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The one live code of an account (a new code replaces the row, so the previous one stops working),
 * stored only hashed. Rows exist only for accounts that exist.
 */
export const smsCodes = pgTable('sms_codes', {
  account: text('account').primaryKey(),
  purpose: text('purpose').$type<SmsCodePurpose>().notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timeColumn('created_at').notNull(),
  expiresAt: timeColumn('expires_at').notNull(),
  usedAt: timeColumn('used_at'),
});

/**
 * Every accepted request for a code, for an account that exists or not, by account and by client
 * address: the limits on sending (one a minute, five an hour) count these.
 */
export const smsCodeRequests = pgTable(
  'sms_code_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    requestedAt: timeColumn('requested_at').notNull(),
  },
  (table) => [
    index('sms_code_requests_account_idx').on(table.account, table.requestedAt),
    index('sms_code_requests_address_idx').on(table.address, table.requestedAt),
  ],
);

/** Messages the sandbox gateway "sent", for staff to read (a real gateway delivers them instead). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsCodePurpose>().notNull(),
    language: text('language').$type<Language>().notNull(),
    text: text('text').notNull(),
    sentAt: timeColumn('sent_at').notNull(),
  },
  (table) => [
    index('sms_outbox_sent_idx').on(table.sentAt, table.id),
    index('sms_outbox_phone_idx').on(table.phone, table.sentAt, table.id),
  ],
);
