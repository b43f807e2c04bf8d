// What a route handler knows about the request beyond its body.
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { StaffRole } from '@saham/contract/call';
import type { Realtime } from '../realtime/realtime.ts';

export interface MemberSession {
  sessionId: number;
  memberId: number | null;
  account: string;
  isGuest: boolean;
  /** Trading unlocked on this session until then (docs/decisions/0028-trade-unlock.md); absent or null: locked. */
  tradeUnlockedUntil?: Date | null;
  /** The member's trader gate as read with the session (trading/trader-gate.ts `assertMayTradeAs`). */
  trader?: { isTradeForbidden: boolean; realNameStatus: string; hasFundPassword: boolean } | null;
}

export interface StaffSession {
  sessionId: number;
  staffId: number;
  username: string;
  role: StaffRole;
  isOtpEnrolled: boolean;
}

/** Shared services every module receives: the database, the clock and the configuration. */
export interface Services {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  config: ServerConfig;
  /** Real-time push: the fan-out bus and the WebSocket hub (publishTick). */
  realtime: Realtime;
}

export interface RequestContext {
  services: Services;
  ip: string;
  requestId: string;
  /** The raw `accept-language` header: a visitor's language for localized content. */
  acceptLanguage?: string | undefined;
}

export interface MemberRequestContext extends RequestContext {
  /** Null only on public calls made without a session. */
  session: MemberSession | null;
}

export interface MemberOnlyContext extends RequestContext {
  session: MemberSession & { memberId: number };
}

export interface StaffRequestContext extends RequestContext {
  staff: StaffSession;
}
