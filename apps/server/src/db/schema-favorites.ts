// Tables of a member's watchlist and search history (issue 4 §3). A favourite is one instrument once
// per member; the history keeps a member's latest searches (a typed query or an opened instrument),
// one row per distinct search, refreshed when used again and trimmed to the newest few.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';
import { instruments } from './schema-markets.ts';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorites_member_instrument_idx').on(table.memberId, table.instrumentId),
    index('favorites_member_created_idx').on(table.memberId, table.createdAt, table.id),
  ],
);

/**
 * One distinct search of a member: either the text typed (`query`, as last typed) or an instrument
 * opened from the results. `dedupeKey` identifies it (`q:` and the normalised text, or `i:` and the
 * instrument id), so searching the same thing again moves the row to the top instead of adding one.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    dedupeKey: text('dedupe_key').notNull(),
    query: text('query'),
    instrumentId: integer('instrument_id').references(() => instruments.id),
    lastUsedAt: timeColumn('last_used_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_history_member_key_idx').on(table.memberId, table.dedupeKey),
    index('search_history_member_used_idx').on(table.memberId, table.lastUsedAt, table.id),
    check('search_history_one_kind', sql`(${table.query} is null) <> (${table.instrumentId} is null)`),
  ],
);
