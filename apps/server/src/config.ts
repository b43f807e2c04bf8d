// Every configuration variable the server reads, in one place, with its default. The README lists them.
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Which proxies' X-Forwarded-For is believed: none (false), every hop (true), the nearest `n` hops
 * (a count), or proxies at these addresses and ranges (IPs, CIDRs, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | readonly string[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files and uploads are stored. */
  dataDir: string;
  /** A PostgreSQL server; when unset the embedded PGlite in dataDir is used. */
  databaseUrl: string | null;
  /** `demo` seeds demo data into an empty database; `none` leaves it empty. */
  seed: 'demo' | 'none';
  isProduction: boolean;
  /** NODE_ENV=test (the test suites): a refusal a call's declared `refusals` lack then fails (error-handler.ts). */
  isTest: boolean;
  /** Outside production: the instant the clock starts at (it then advances in real time). */
  clockStart: string | null;
  sessionIdleDays: number;
  sessionMaxDays: number;
  /** `production` = argon2id 19 MiB, t=2, p=1. `test` lowers the cost for fast test suites. */
  passwordHashCost: 'production' | 'test';
  /**
   * Minutes a verified fund password keeps trading unlocked on its session (new-share applications
   * do not ask it again); 0 asks every time. docs/decisions/0028-trade-unlock.md.
   */
  tradeUnlockMinutes: number;
  logLevel: string;
  /** Requests per minute per address before SUBMIT_TOO_FREQUENT. */
  rateLimitPerMinute: number;
  /**
   * Registration attempts per hour per address before SUBMIT_TOO_FREQUENT, so `user/register`'s
   * ACCOUNT_EXISTS cannot be used to look accounts up at speed.
   */
  registrationsPerHour: number;
  /**
   * Whose X-Forwarded-For to believe (the client address drives rate limits and login throttling):
   * `true` believes every hop, so a client can put any address first; a hop count or the proxies'
   * addresses take the address the nearest trusted proxy saw.
   */
  trustProxy: TrustProxy;
  /**
   * Seconds a client has to send a whole request (headers and body) before the connection is closed
   * with 408, so a client sending half a request cannot hold a connection open (slowloris). Long
   * enough for a 5 MB identity photo from a phone on a slow connection.
   */
  requestTimeoutSeconds: number;
  /**
   * The API's public base URL (`https://api.example.my`), the `servers` entry of the OpenAPI document
   * at /api/docs/json; unset: the origin each request for the document came to.
   */
  publicBaseUrl: string | null;
  /**
   * A bearer token that lets Prometheus scrape /metrics from another machine; without one, /metrics
   * answers only requests from this machine (loopback, not forwarded by a proxy).
   */
  metricsToken: string | null;
  /** With no staff at all, an `admin` with this password is created at start (then unset it). */
  adminBootstrapPassword: string | null;
  /** Directory of the built member app and back office (served at / and /admin/). */
  webDist: string;
  adminDist: string;
  /**
   * The payment gateway of online-banking deposits: `sandbox` (the built-in demo gateway) or `none`
   * (online banking refuses with PAYMENT_GATEWAY_UNAVAILABLE). Default: sandbox outside production,
   * none in production unless PAYMENT_GATEWAY=sandbox is set explicitly.
   */
  paymentGateway: 'sandbox' | 'none';
  /**
   * The SMS gateway of one-time codes (password resets): `sandbox` (messages go to an outbox staff
   * read in the back office) or `none` (sending refuses with SMS_GATEWAY_UNAVAILABLE). Default:
   * sandbox outside production, none in production unless SMS_GATEWAY=sandbox is set explicitly.
   */
  smsGateway: 'sandbox' | 'none';
  /** The price simulator's seed: the same seed gives the same price series. */
  marketSeed: number;
  /** `on` runs the market engine (ticks, backfill at first start); `off` leaves prices still. */
  marketEngine: 'on' | 'off';
  /** After SIGTERM or SIGINT, the process exits 1 if shutting down has not finished within this. */
  shutdownTimeoutSeconds: number;
  /**
   * Tests only (refused in production): shutting down first opens a transaction that writes a journal
   * entry and never ends, as a handler stuck in one would — the shutdown then ends at its deadline.
   */
  shutdownTestStall: boolean;
}

/** An http(s) URL without query or fragment, its trailing slash removed; unset or empty: null. */
function publicBaseUrlFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`PUBLIC_BASE_URL must be an http or https URL without query or fragment, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: `true`, `false` (the default), a hop count, or a comma list of proxy addresses. */
function trustProxyFrom(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[1-9]\d{0,2}$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(
    `TRUST_PROXY must be true, false, a number of proxy hops (1 to 999) or a comma list of proxy IP addresses or CIDR ranges, got "${raw}"`,
  );
}

/** `TRADE_UNLOCK_MINUTES`: 15 by default, 0 (ask every time) to 1440. */
function tradeUnlockMinutesFrom(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 15;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 1440)
    throw new Error(`TRADE_UNLOCK_MINUTES must be a whole number of minutes from 0 to 1440, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const isProduction = env.NODE_ENV === 'production';
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${seed}"`);
  const cost = env.PASSWORD_HASH_COST ?? 'production';
  if (cost !== 'production' && cost !== 'test')
    throw new Error('PASSWORD_HASH_COST must be "production" or "test"');
  if (isProduction && cost === 'test') throw new Error('PASSWORD_HASH_COST=test is refused in production');
  const paymentGateway = env.PAYMENT_GATEWAY || (isProduction ? 'none' : 'sandbox');
  if (paymentGateway !== 'sandbox' && paymentGateway !== 'none')
    throw new Error(`PAYMENT_GATEWAY must be "sandbox" or "none", got "${paymentGateway}"`);
  const smsGateway = env.SMS_GATEWAY || (isProduction ? 'none' : 'sandbox');
  if (smsGateway !== 'sandbox' && smsGateway !== 'none')
    throw new Error(`SMS_GATEWAY must be "sandbox" or "none", got "${smsGateway}"`);
  const marketEngine = env.MARKET_ENGINE || 'on';
  if (marketEngine !== 'on' && marketEngine !== 'off')
    throw new Error(`MARKET_ENGINE must be "on" or "off", got "${marketEngine}"`);
  const shutdownTestStall = env.SHUTDOWN_TEST_STALL === 'on';
  if (isProduction && shutdownTestStall) throw new Error('SHUTDOWN_TEST_STALL is refused in production');
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    seed,
    isProduction,
    isTest: env.NODE_ENV === 'test',
    clockStart: isProduction ? null : env.SAHAM_CLOCK_START || null,
    sessionIdleDays: intFromEnv(env, 'SESSION_IDLE_DAYS', 7),
    sessionMaxDays: intFromEnv(env, 'SESSION_MAX_DAYS', 30),
    passwordHashCost: cost,
    tradeUnlockMinutes: tradeUnlockMinutesFrom(env.TRADE_UNLOCK_MINUTES),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: intFromEnv(env, 'RATE_LIMIT_PER_MINUTE', 600),
    registrationsPerHour: intFromEnv(env, 'REGISTRATIONS_PER_HOUR', 10),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestTimeoutSeconds: intFromEnv(env, 'REQUEST_TIMEOUT_SECONDS', 120),
    publicBaseUrl: publicBaseUrlFrom(env.PUBLIC_BASE_URL),
    metricsToken: env.METRICS_TOKEN || null,
    adminBootstrapPassword: env.ADMIN_BOOTSTRAP_PASSWORD || null,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    adminDist: path.join(repoRoot, 'apps/admin/dist'),
    paymentGateway,
    smsGateway,
    marketSeed: intFromEnv(env, 'MARKET_SEED', 20_261_123),
    marketEngine,
    shutdownTimeoutSeconds: intFromEnv(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10),
    shutdownTestStall,
  };
}
