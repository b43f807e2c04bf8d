// The row shapes of markets, instruments and corporate actions as stored. Types only, so other modules
// may name them without reaching into this module's repository.
import type { corporateActions, instruments, markets } from '../../db/schema-markets.ts';

export type MarketRow = typeof markets.$inferSelect;
export type InstrumentRow = typeof instruments.$inferSelect;
export type CorporateActionRow = typeof corporateActions.$inferSelect;
