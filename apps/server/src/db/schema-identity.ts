// Tables of identity and banking (issue 3): uploaded images, real-name records, bank cards, wallets.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IdType } from '@saham/contract/identity';
import type { LocalizedNames } from '@saham/contract/localized-names';
import type { RealNameStatus } from '@saham/contract/user';
import type { WalletType } from '@saham/domain/wallet-address';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Images members upload (ID photos, vouchers, wallet QR codes), re-encoded and stored under a random name. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id handed to the client: random, unguessable. */
    publicId: text('public_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** File name inside DATA_DIR/uploads. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_public_id_idx').on(table.publicId),
    index('uploads_member_idx').on(table.memberId),
  ],
);

/** Real-name submissions: status none → pending → verified | rejected (resubmission after rejection). */
export const realNameRecords = pgTable(
  'real_name_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    name: text('name').notNull(),
    idType: text('id_type').$type<IdType>().notNull(),
    idNumber: text('id_number').notNull(),
    frontUploadId: integer('front_upload_id').notNull(),
    backUploadId: integer('back_upload_id').notNull(),
    status: text('status').$type<RealNameStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timeColumn('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('real_name_member_idx').on(table.memberId, table.id),
    index('real_name_status_idx').on(table.status, table.id),
    // One verified identity per ID number.
    uniqueIndex('real_name_verified_id_number_idx')
      .on(table.idType, table.idNumber)
      .where(sql`status = 'verified'`),
  ],
);

/** Malaysian banks members may bind (reference list, editable in the back office). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The name per language staff entered (issue 16 §3); a missing language reads `name`. */
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  swift: text('swift').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    holder: text('holder').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    branch: text('branch').notNull(),
    createdAt: createdAt(),
    deletedAt: timeColumn('deleted_at'),
  },
  (table) => [
    index('bank_cards_member_idx').on(table.memberId),
    // The same account number cannot be bound twice (while bound).
    uniqueIndex('bank_cards_number_idx')
      .on(table.bankCode, table.accountNumber)
      .where(sql`deleted_at is null`),
  ],
);

export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    type: text('type').$type<WalletType>().notNull(),
    address: text('address').notNull(),
    qrUploadId: integer('qr_upload_id'),
    createdAt: createdAt(),
    deletedAt: timeColumn('deleted_at'),
  },
  (table) => [
    index('wallets_member_idx').on(table.memberId),
    // The same address cannot be bound twice (while bound).
    uniqueIndex('wallets_address_idx')
      .on(table.type, table.address)
      .where(sql`deleted_at is null`),
  ],
);
