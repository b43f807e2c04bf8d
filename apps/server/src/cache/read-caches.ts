// The read caches of one server process (docs/decisions/0007-read-caches.md): active member sessions
// by token hash, the member's own profile, member ledger buckets and FX mid rates. They belong to the
// root database handle, because writes are made by repository functions that only hold a `Db`:
// `invalidateCached(db, tags)` drops entries here after the write's transaction commits and, on
// PostgreSQL, tells every other process with a NOTIFY on CACHE_CHANNEL.
//
// A read that started before an invalidation never stores its (possibly old) result: every
// invalidation bumps an epoch, and a fill is refused when one of its tags was invalidated since the
// read began. While a PostgreSQL process is not listening (starting, or reconnecting after its
// LISTEN connection broke) the caches are bypassed, since notifications may have been missed.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ActiveMemberSession } from '../modules/sessions/service.ts';
import type { ProfileView } from '../modules/account/profile-service.ts';
import type { BucketBalance } from '../modules/ledger/service.ts';
import type { MidRatesScaled } from '../modules/account/balances.ts';
import type { RateBook } from '../modules/exchange/rate-source.ts';
import type { CandleSeries, MarketRead } from '../modules/quotes/candle-reads.ts';
import type { DeskSettings, TradeListing, TraderPermissions } from '../modules/trading/rows.ts';
import type { Market } from '@saham/domain/markets/types';
import { afterCommit, rootDatabaseOf } from '../db/transaction.ts';
import { TaggedStore } from './tagged-store.ts';

export const CACHE_CHANNEL = 'saham_cache';
/** The safety net: an entry is read again from the database at least this often. */
export const CACHE_TTL_MILLISECONDS = 60_000;
/** Tags remembered for the fill guard; beyond this, every read in flight is treated as outdated. */
const MAX_REMEMBERED_TAGS = 10_000;
/** NOTIFY payloads are limited to 8000 bytes; tags are sent in batches well below that. */
const MAX_PAYLOAD_CHARACTERS = 4_000;

export const memberTag = (memberId: number) => `member:${memberId}`;
export const sessionTag = (sessionId: number) => `session:${sessionId}`;
export const balancesTag = (memberId: number) => `balances:${memberId}`;
export const RATES_TAG = 'rates';
/** An instrument's row and corporate actions as market/candles reads them. */
export const instrumentTag = (instrumentId: number) => `instrument:${instrumentId}`;
/** An instrument's stored candles (a minute or day closed, a backfill, an import). */
export const candlesTag = (instrumentId: number) => `candles:${instrumentId}`;
/** Every stored latest quote (the engine writes them in one batch). */
export const QUOTES_TAG = 'quotes';
/**
 * Markets' rules and holidays, and which instruments exist (an instrument's own row changes drop
 * `instrument:<id>`): every write of the markets or market_holidays table and every new instrument.
 */
export const MARKETS_TAG = 'markets';
/** The dealing desk's settings (spread, maintenance margin). */
export const DESK_TAG = 'desk';
/** A member's check-in fee vouchers: dropped when one is redeemed or used. */
export const feeVouchersTag = (memberId: number) => `fee-vouchers:${memberId}`;
/**
 * Derived candle series are dropped by the writes of their instrument's candles; this TTL is only a
 * safety net, long so that a chart read does not recompute a series that has not changed.
 */
export const CANDLE_SERIES_TTL_MILLISECONDS = 15 * 60_000;

/** Sends a batch of tags to the other processes (NOTIFY); absent on PGlite, a single process. */
export type TagPublisher = (payload: string) => Promise<void>;

/** Space-separated tags, split so each NOTIFY payload stays under the server's limit. */
function payloadsOf(tags: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const tag of tags) {
    if (current.length > 0 && current.length + tag.length + 1 > MAX_PAYLOAD_CHARACTERS) {
      payloads.push(current);
      current = '';
    }
    current = current.length === 0 ? tag : `${current} ${tag}`;
  }
  if (current.length > 0) payloads.push(current);
  return payloads;
}

function storeOf<V>(maxEntries: number): TaggedStore<V> {
  return new TaggedStore<V>({ maxEntries, ttlMilliseconds: CACHE_TTL_MILLISECONDS });
}

export class ReadCaches {
  /** Active member sessions by token hash, with the member's account states. */
  readonly sessions = storeOf<ActiveMemberSession>(50_000);
  /** A member's own profile as getUserinfo shows it, by member id. */
  readonly profiles = storeOf<ProfileView>(20_000);
  /** A member's ledger buckets, by member id. */
  readonly balances = storeOf<readonly BucketBalance[]>(20_000);
  /** The staff-set FX mid rates (one entry). */
  readonly rates = storeOf<MidRatesScaled>(1);
  /** The FX rate book (mid rates and spreads) exchanges are quoted from (one entry). */
  readonly rateBooks = storeOf<RateBook>(1);
  /** market/candles: instruments by symbol and latest quotes by instrument (quotes/candle-reads.ts). */
  readonly marketReads = storeOf<MarketRead>(10_000);
  /** trade/buy: a member's trading permissions (account states, real name, margin), by member id. */
  readonly traders = storeOf<TraderPermissions>(20_000);
  /** trade/buy: the instruments a code or symbol names, with their markets and holidays. */
  readonly tradeListings = storeOf<TradeListing[]>(10_000);
  /** Every market with its holidays of the years around one (markets/service.ts loadMarkets), by year. */
  readonly markets = storeOf<readonly Market[]>(4);
  /** trade/buy: the desk's settings (one entry). */
  readonly deskSettings = storeOf<DeskSettings>(1);
  /**
   * trade/buy: when the last of a member's fee vouchers still holding value expires (null: none), by
   * member id — so a market order asks the database about vouchers only for a member who holds one.
   */
  readonly feeVoucherExpiries = storeOf<{ latestExpiryMilliseconds: number | null }>(20_000);
  /** market/candles: derived series of stored candles, by call. */
  readonly candleSeries = new TaggedStore<CandleSeries>({
    maxEntries: 512,
    ttlMilliseconds: CANDLE_SERIES_TTL_MILLISECONDS,
  });
  readonly #stores: readonly { clear(): void; deleteTagged(tag: string): void }[] = [
    this.sessions,
    this.profiles,
    this.balances,
    this.rates,
    this.rateBooks,
    this.marketReads,
    this.traders,
    this.tradeListings,
    this.markets,
    this.deskSettings,
    this.feeVoucherExpiries,
    this.candleSeries,
  ];
  #epoch = 0;
  #clearedAtEpoch = 0;
  readonly #tagEpochs = new Map<string, number>();
  #isEnabled: boolean;
  readonly #publish: TagPublisher | null;
  readonly #unpublished = new Set<string>();
  #flushing: Promise<void> | null = null;

  constructor(options: { isEnabled: boolean; publish: TagPublisher | null }) {
    this.#isEnabled = options.isEnabled;
    this.#publish = options.publish;
  }

  get isEnabled(): boolean {
    return this.#isEnabled;
  }

  /** Turns the caches on or off; either way they start empty and reads in flight do not fill them. */
  setEnabled(isEnabled: boolean): void {
    this.#isEnabled = isEnabled;
    this.clear();
  }

  clear(): void {
    this.#epoch += 1;
    this.#clearedAtEpoch = this.#epoch;
    this.#tagEpochs.clear();
    for (const store of this.#stores) store.clear();
  }

  /** Drops every entry under these tags in this process only (a local write, or a notification). */
  dropTags(tags: readonly string[]): void {
    this.#epoch += 1;
    if (this.#tagEpochs.size + tags.length > MAX_REMEMBERED_TAGS) {
      this.#tagEpochs.clear();
      this.#clearedAtEpoch = this.#epoch;
    }
    for (const tag of tags) {
      this.#tagEpochs.set(tag, this.#epoch);
      for (const store of this.#stores) store.deleteTagged(tag);
    }
  }

  /**
   * Drops the tags here at once, then tells the other processes. Notifications are batched: tags
   * invalidated in the same turn of the event loop go out in one NOTIFY, so a busy process does not
   * add a round trip to every write. The other processes learn of a write a moment after it commits
   * either way.
   */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.dropTags(tags);
    if (this.#publish === null) return;
    for (const tag of tags) this.#unpublished.add(tag);
    this.#flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#flush());
  }

  /** Sends whatever is waiting to be notified (also when the process closes). */
  async flush(): Promise<void> {
    await this.#flushing;
  }

  async #flush(): Promise<void> {
    const tags = [...this.#unpublished];
    this.#unpublished.clear();
    this.#flushing = null;
    const publish = this.#publish;
    if (publish === null) return;
    for (const payload of payloadsOf(tags)) {
      try {
        await publish(payload);
      } catch (error) {
        // The write has committed; the other processes see it when their entries expire.
        console.error(`cache: NOTIFY failed, other processes rely on the TTL: ${String(error)}`);
      }
    }
  }

  /**
   * The cached value, or `load()`'s result, stored under `key` with the tags `tagsOf` gives it unless
   * one of those tags was invalidated while loading. Null results are not stored.
   */
  async read<V>(
    store: TaggedStore<V>,
    key: string,
    load: () => Promise<V | null>,
    tagsOf: (value: V) => readonly string[],
  ): Promise<V | null> {
    if (!this.#isEnabled) return load();
    const hit = store.get(key);
    if (hit !== undefined) return hit;
    const startedAt = this.#epoch;
    const value = await load();
    if (value === null) return null;
    const tags = tagsOf(value);
    if (this.#mayFill(startedAt, tags)) store.set(key, value, tags);
    return value;
  }

  #mayFill(startedAt: number, tags: readonly string[]): boolean {
    if (!this.#isEnabled || this.#clearedAtEpoch > startedAt) return false;
    return tags.every((tag) => (this.#tagEpochs.get(tag) ?? 0) <= startedAt);
  }
}

const cachesByDatabase = new WeakMap<Db, ReadCaches>();
const liveCaches = new Set<ReadCaches>();
/** Tags a transaction has invalidated so far: one after-commit hook sends them all. */
const pendingTags = new WeakMap<Db, Set<string>>();

export function attachReadCaches(db: Db, caches: ReadCaches): void {
  cachesByDatabase.set(db, caches);
  liveCaches.add(caches);
}

export function detachReadCaches(db: Db): void {
  const caches = cachesByDatabase.get(db);
  if (caches) liveCaches.delete(caches);
  cachesByDatabase.delete(db);
}

/** The caches a read may use: only on the root handle, never inside a transaction. */
export function readCachesOf(db: Db): ReadCaches | null {
  return cachesByDatabase.get(db) ?? null;
}

/** A read through `caches` (the handle's, if it has any) or straight from the database without them. */
export function readThrough<V>(
  caches: ReadCaches | null,
  store: (caches: ReadCaches) => TaggedStore<V>,
  key: string,
  load: () => Promise<V | null>,
  tagsOf: (value: V) => readonly string[],
): Promise<V | null> {
  return caches === null ? load() : caches.read(store(caches), key, load, tagsOf);
}

/**
 * Call after a write that changes cached data: inside `inTransaction` the entries are dropped once the
 * transaction commits (not on rollback, not for an attempt that is retried); outside one, at once.
 */
export async function invalidateCached(db: Db, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const pending = pendingTags.get(db);
  if (pending) {
    for (const tag of tags) pending.add(tag);
    return;
  }
  const root = rootDatabaseOf(db);
  if (root !== db) {
    const collected = new Set(tags);
    pendingTags.set(db, collected);
    await afterCommit(db, async () => {
      await cachesByDatabase.get(root)?.invalidate([...collected]);
    });
    return;
  }
  if (db instanceof PgTransaction) {
    // A transaction not opened with inTransaction: its root is unknown and it has not committed yet.
    // Dropping now in every cache is the best that can be done; the TTL bounds what a read racing
    // the commit could store. Writes to cached data use inTransaction.
    for (const caches of liveCaches) await caches.invalidate(tags);
    return;
  }
  await cachesByDatabase.get(db)?.invalidate(tags);
}
