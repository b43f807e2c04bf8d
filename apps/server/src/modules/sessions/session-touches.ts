// Member sessions' last-seen times, written behind. A member call touches its session when it was last
// seen over a minute ago (http/register.ts); written at once, that was a statement and a commit of its
// own on the call's path — in an opening rush, where every call is its member's first, one of the
// three round trips of an application. The times are gathered here and written together once a
// second, in one statement. What a second's delay can change: a session's idleness is counted in days
// (`SESSION_IDLE_DAYS`), and this process's cached copy takes the new time at once; a crash loses at
// most a second of touches, which only makes an idle session look idle a second sooner.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rootDatabaseOf } from '../../db/transaction.ts';

/** How long a touch waits to be written with the others. */
export const SESSION_TOUCH_FLUSH_MILLISECONDS = 1_000;
/** A batch this large is written at once rather than waiting for the second to pass. */
const MAX_BATCH = 5_000;

export class SessionTouches {
  readonly #db: Db;
  readonly #pending = new Map<number, Date>();
  /** The batches being written, until their statement has answered. */
  readonly #inFlight = new Set<ReadonlyMap<number, Date>>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #isClosed = false;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Records that the session was seen at `now`; written within a second. False once closed. */
  record(sessionId: number, now: Date): boolean {
    if (this.#isClosed) return false;
    const known = this.#pending.get(sessionId);
    if (known === undefined || known < now) this.#pending.set(sessionId, now);
    if (this.#pending.size >= MAX_BATCH) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), SESSION_TOUCH_FLUSH_MILLISECONDS).unref();
    return true;
  }

  /** The time a touch waiting to be written holds for the session (later than its row's), if any. */
  pendingAt(sessionId: number): Date | undefined {
    let latest = this.#pending.get(sessionId);
    for (const batch of this.#inFlight) {
      const seen = batch.get(sessionId);
      if (seen !== undefined && (latest === undefined || seen > latest)) latest = seen;
    }
    return latest;
  }

  /** Writes what is waiting (one statement); resolves once it and any write before it are done. */
  async flush(): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pending.size > 0) {
      const batch = new Map(this.#pending);
      this.#pending.clear();
      this.#inFlight.add(batch);
      this.#writing = this.#writing
        .then(() => this.#write([...batch]))
        .finally(() => this.#inFlight.delete(batch));
    }
    await this.#writing;
  }

  /** Writes what is waiting and records nothing more (the app is closing, its database next). */
  async close(): Promise<void> {
    this.#isClosed = true;
    await this.flush();
  }

  async #write(batch: readonly (readonly [number, Date])[]): Promise<void> {
    try {
      // SKIP LOCKED: a session another transaction is writing (a logout, a password change) keeps its
      // time, and this statement never waits on, or deadlocks with, such a transaction.
      await this.#db.execute(sql`
        update member_sessions s set last_seen_at = greatest(s.last_seen_at, v.seen)
          from (select l.id, u.seen
                  from unnest(${sql.param(batch.map(([id]) => id))}::integer[],
                    ${sql.param(batch.map(([, seen]) => seen.toISOString()))}::timestamptz[]) as u(id, seen)
                  join member_sessions l on l.id = u.id
                   for update of l skip locked) as v
         where s.id = v.id`);
    } catch (error) {
      // A last-seen time is bookkeeping: the next touch writes a later one.
      console.error(`sessions: ${batch.length} last-seen times not written: ${String(error)}`);
    }
  }
}

const touchesByDb = new WeakMap<Db, SessionTouches>();

/** Starts writing this database's session touches behind; the app closes it before the database. */
export function openSessionTouches(db: Db): SessionTouches {
  const touches = new SessionTouches(db);
  touchesByDb.set(db, touches);
  return touches;
}

/** The write-behind of this database (from a transaction: of its root), or null where none is open. */
export function sessionTouchesOf(db: Db): SessionTouches | null {
  return touchesByDb.get(rootDatabaseOf(db)) ?? null;
}
