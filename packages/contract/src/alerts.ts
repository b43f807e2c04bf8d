// Member calls of price alerts (issue 16 §5): a member watches an instrument's price — at or above a
// level, at or below a level, or a daily change beyond ±N % — and gets a personal notice (the bell,
// pushed over the WebSocket) once, when the market engine's price meets it. At most
// MAX_ACTIVE_ALERTS active alerts per member (PRICE_ALERT_LIMIT beyond).
import { z } from 'zod';
import { ALERT_KINDS } from '@saham/domain/alerts/price-alerts';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { memberCall } from './call.ts';
import { isoTimeSchema, pageSchema, pagedSchema } from './envelope.ts';

export { MAX_ACTIVE_ALERTS, MAX_CHANGE_PERCENT } from '@saham/domain/alerts/price-alerts';

const symbolSchema = z.string().trim().min(1).max(40);

export const priceAlertSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  market: z.enum(MARKET_CODES),
  code: z.string(),
  /** The instrument's name in the member's language. */
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The level (above, below) or the percent (change), an exact decimal string. */
  threshold: z.string(),
  /** active until the price meets it; fired once it has (it never fires again). */
  status: z.enum(['active', 'fired']),
  createdAt: isoTimeSchema,
  firedAt: isoTimeSchema.nullable(),
  /** The last price that fired it. */
  firedPrice: z.string().nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/**
 * Sets an alert on a listed instrument. `threshold` is a price level greater than zero (above,
 * below; PRICE_ALERT_LEVEL_INVALID otherwise) or a percent greater than zero and at most 100
 * (change; PRICE_ALERT_PERCENT_INVALID). An alert whose condition already holds fires at the next
 * round of the market engine.
 */
export const createPriceAlert = memberCall({
  path: 'alert/create',
  summary: 'Set a price alert on an instrument',
  access: 'member',
  request: z.object({
    symbol: symbolSchema,
    kind: z.enum(ALERT_KINDS),
    threshold: z.string().trim().max(40),
  }),
  response: priceAlertSchema,
});

/** The member's alerts (of one instrument with `symbol`), newest first, ten a page; fired ones too. */
export const listPriceAlerts = memberCall({
  path: 'alert/list',
  summary: "List the member's price alerts, ten a page",
  access: 'member',
  request: z.object({ symbol: symbolSchema.optional(), page: pageSchema }),
  response: pagedSchema(priceAlertSchema),
});

/** Deletes one of the member's alerts (active or fired); NOT_FOUND for another's or an unknown one. */
export const deletePriceAlert = memberCall({
  path: 'alert/delete',
  summary: 'Delete a price alert',
  access: 'member',
  request: z.object({ id: z.number().int().positive().max(2_147_483_647) }),
  response: z.null(),
});
