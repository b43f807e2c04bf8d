// Corporate actions applied to open positions (issue 5 §2): one row per (position, action), written in
// the same transaction as the money it moves, so a dividend is paid (or charged) and a split applied
// exactly once however many rounds or processes race for it. An action is identified by its kind and
// ex-date (the market data carries at most one dividend and one split per instrument and ex-date):
// staff editing an instrument rewrites its corporate_actions rows with new ids, which must never pay
// the same dividend twice.
// A cash dividend has two steps (real markets): at the ex-date the entitlement is fixed by the holding
// and recorded (status `entitled`, no money moved); on the pay date (the ex-date when the data has
// none) the cash moves through the ledger and the row becomes `paid` — once, guarded by the status,
// even if the position closed in between. A split is applied in one step (status `applied`).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CorporateActionKind, CorporateActionStatus } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Direction } from '@saham/domain/trading/orders';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tradeCorporateActions = pgTable(
  'trade_corporate_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: bigint('position_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    symbol: text('symbol').notNull(),
    market: text('market').$type<MarketCode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** long | short: a long receives a dividend, a short pays it. */
    direction: text('direction').$type<Direction>().notNull(),
    /** dividend | split */
    kind: text('kind').$type<CorporateActionKind>().notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    /** The corporate_actions row applied (for reference only: staff edits replace those rows). */
    sourceActionId: integer('source_action_id'),
    /** Dividend: cash per share in the position's currency. */
    perShare: numeric('per_share'),
    /** Split: `splitFrom` old shares became `splitTo` new ones. */
    splitFrom: integer('split_from'),
    splitTo: integer('split_to'),
    /** The position's quantity and entry price when the action was applied (before a split). */
    quantity: numeric('quantity').notNull(),
    entryPrice: numeric('entry_price').notNull(),
    /** After a split: the new quantity and entry price (the same as before for a dividend). */
    quantityAfter: numeric('quantity_after').notNull(),
    entryPriceAfter: numeric('entry_price_after').notNull(),
    /**
     * The dividend in minor units of the currency: positive received (long), negative paid (short);
     * 0 for a split. For a short, `amountMinor` = −(paid from available + paid from margin + absorbed).
     */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** A short's dividend taken from the position's margin when the available balance fell short. */
    fromMarginMinor: bigint('from_margin_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the desk absorbed because neither available funds nor margin covered it (never negative balances). */
    absorbedMinor: bigint('absorbed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    appliedAt: timeColumn('applied_at').notNull(),
    /** entitled (dividend recorded at the ex-date, not paid yet) | paid (cash moved) | applied (split). */
    status: text('status').$type<CorporateActionStatus>().notNull().default('paid'),
    /** When a dividend's cash moved (null while entitled, and for a split). */
    paidAt: timeColumn('paid_at'),
  },
  (table) => [
    uniqueIndex('trade_corporate_actions_once_idx').on(table.positionId, table.kind, table.exDate),
    index('trade_corporate_actions_member_idx').on(table.memberId, table.id),
    check('trade_corporate_actions_kind', sql`${table.kind} in ('dividend', 'split')`),
    check('trade_corporate_actions_status', sql`${table.status} in ('entitled', 'paid', 'applied')`),
    // The pay-date step finds the entitlements still to pay without scanning the paid ones.
    index('trade_corporate_actions_entitled_idx')
      .on(table.id)
      .where(sql`${table.status} = 'entitled'`),
    check('trade_corporate_actions_margin_non_negative', sql`${table.fromMarginMinor} >= 0`),
    check('trade_corporate_actions_absorbed_non_negative', sql`${table.absorbedMinor} >= 0`),
  ],
);
