// Price alerts (issue 16 §5): a member's condition on one instrument's price, active until the market
// engine's price meets it; then fired_at and fired_price are set once, by a guarded update
// (modules/alerts/repo.ts markAlertsFired), and a personal notice is written in the same transaction.
// Deleting an alert deletes its row.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertKind } from '@saham/domain/alerts/price-alerts';
import { members } from './schema.ts';
import { instruments } from './schema-markets.ts';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** The instrument's symbol, as the engine's rounds name it (the in-memory book is keyed by it). */
    symbol: text('symbol').notNull(),
    kind: text('kind').$type<AlertKind>().notNull(),
    /** A price level (above, below) or a percent (change). */
    threshold: numeric('threshold').notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
    firedAt: timeColumn('fired_at'),
    firedPrice: numeric('fired_price'),
  },
  (table) => [
    index('price_alerts_member_idx').on(table.memberId, table.createdAt, table.id),
    // A process's book is built from the active alerts.
    index('price_alerts_active_idx')
      .on(table.id)
      .where(sql`${table.firedAt} is null`),
    check('price_alerts_kind', sql`${table.kind} in ('above', 'below', 'change')`),
    check('price_alerts_threshold_positive', sql`${table.threshold} > 0`),
  ],
);
