// The row shapes of trading that its files and other modules share (orders, positions, fills, the
// instruments and markets a trade reads, the desk's settings, a trader's permissions). Types only, so
// another module may name them without reaching into trading's repositories.
import type { Holiday } from '@saham/domain/markets/types';
import type { tradeFills, tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import type { instruments } from '../../db/schema-markets.ts';
import type { MarketRow } from '../markets/rows.ts';

export type OrderRow = typeof tradeOrders.$inferSelect;
export type NewOrder = typeof tradeOrders.$inferInsert;
export type PositionRow = typeof tradePositions.$inferSelect;
export type NewPosition = typeof tradePositions.$inferInsert;
export type FillRow = typeof tradeFills.$inferSelect;
export type NewFill = typeof tradeFills.$inferInsert;
export type InstrumentRow = typeof instruments.$inferSelect;

export interface DeskSettings {
  marketSpreadBps: number;
  maintenanceMarginPercent: number;
}

export interface TraderFacts {
  isTradeForbidden: boolean;
  isMarginEnabled: boolean;
}

/** What placing an order checks of the member: account state, real name, fund password, margin. */
export interface TraderPermissions extends TraderFacts {
  realNameStatus: string;
  hasFundPassword: boolean;
}

/** An instrument a code names, with its market's row and the market's holidays of a date range. */
export interface TradeListing {
  instrument: InstrumentRow;
  marketRow: MarketRow | null;
  holidays: Holiday[];
}

export interface PriceNow {
  last: string;
  prevClose: string;
}
