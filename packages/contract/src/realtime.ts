// The real-time protocol of WebSocket /api/ws (apps/server/README.md, "Real-time"): JSON text frames.
// The client subscribes and unsubscribes per symbol; the server pushes one `tick` frame per symbol
// with the latest quote. Quotes are public, so a visitor needs no session; `auth` attaches one for
// later per-member pushes.
import { z } from 'zod';
import type { ErrorCode, ErrorParams } from './errors.ts';

/** A symbol is `MARKET:CODE`, e.g. `MY:1155`, `US:AAPL`, `CRYPTO:BTC/USDT`. */
export const SYMBOL_PATTERN = /^[A-Z]{2,6}:[A-Z0-9.\-_/]{1,20}$/;
export const symbolSchema = z.string().regex(SYMBOL_PATTERN, 'a symbol such as MY:1155');

/** One connection follows at most this many symbols at a time (TOO_MANY_SYMBOLS beyond). */
export const MAX_SYMBOLS_PER_CONNECTION = 200;
/** A client frame longer than this is refused with INVALID_INPUT (200 symbols fit comfortably). */
export const MAX_CLIENT_MESSAGE_BYTES = 8192;

/** An exact decimal on the wire: "12.340", "-0.52". Prices are never floats. */
const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');

/**
 * The latest quote of one symbol. Day fields are null before the day's first trade. Later fields
 * are added as optional ones, so an older client keeps working.
 */
export const tickSchema = z.object({
  symbol: symbolSchema,
  /** Last traded price. */
  last: decimalSchema,
  /** last − prevClose. */
  change: decimalSchema,
  /** Change as a percentage of prevClose, 2 decimals ("1.25" is +1.25 %). */
  changePercent: decimalSchema,
  /** The trading day's volume and turnover so far. */
  volume: decimalSchema,
  turnover: decimalSchema,
  open: decimalSchema.nullable(),
  high: decimalSchema.nullable(),
  low: decimalSchema.nullable(),
  prevClose: decimalSchema,
  /** When the quote was made, ISO 8601 UTC with milliseconds. */
  time: z.iso.datetime(),
});
export type Tick = z.infer<typeof tickSchema>;

/** Client → server frames. */
export const clientMessageSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), symbols: z.array(z.string()).min(1) }),
  z.object({ op: z.literal('unsubscribe'), symbols: z.array(z.string()).min(1) }),
  z.object({ op: z.literal('ping') }),
  /** Attaches a member or visitor session to the connection (its token and account headers). */
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(200), account: z.string().min(1).max(200) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Server → client frames. */
export type ServerMessage =
  | ({ type: 'tick' } & Tick)
  /** The symbols the connection now follows, after a subscribe or an unsubscribe. */
  | { type: 'subscribed'; symbols: string[] }
  | { type: 'authenticated'; account: string }
  | { type: 'pong' }
  /** The member of an authenticated connection has a new notice (the bell reloads its list). */
  | { type: 'notice' }
  /** A refused frame: a translated error code of the contract; the connection stays open. */
  | { type: 'error'; code: ErrorCode; params?: ErrorParams };
