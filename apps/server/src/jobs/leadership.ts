// Job leadership across server processes: on PostgreSQL the leader holds a session advisory lock on
// a dedicated connection, so the lock goes when that process or its connection goes and another
// process's next try takes over; on PGlite the single process leads. The market engine leads this
// way (jobs/market-engine.ts), and the jobs with a market trigger run only where it leads.
import pg from 'pg';

/** Advisory-lock keys of the server: 7_246_150_00x for one-off locks (seeding), 7_246_150_04x for jobs. */
export const MARKET_ENGINE_LOCK_KEY = 7_246_150_040;

export interface Leadership {
  readonly isLeader: boolean;
  /** Whether this process holds (or now takes) the lock. */
  tryLead(): Promise<boolean>;
  /** Gives the lock up (ends its connection). */
  release(): Promise<void>;
}

export interface LeadershipOptions {
  /** The PostgreSQL server's URL; null on PGlite, where this process always leads. */
  databaseUrl: string | null;
  lockKey: number;
  /** Who leads, for the log ("market engine"). */
  name: string;
  logger: { warn(details: object, message: string): void };
}

export function createLeadership(options: LeadershipOptions): Leadership {
  const { databaseUrl, lockKey, name, logger } = options;
  let client: pg.Client | null = null;
  let isLeader = false;
  return {
    get isLeader() {
      return isLeader;
    },
    async tryLead() {
      if (databaseUrl === null) {
        isLeader = true;
        return true;
      }
      if (client !== null) return isLeader;
      const candidate = new pg.Client({ connectionString: databaseUrl });
      candidate.on('error', (error) => {
        if (client === candidate) {
          logger.warn({ err: error.message }, `${name}: leadership connection lost`);
          isLeader = false;
          client = null;
        }
      });
      try {
        await candidate.connect();
        const answer = await candidate.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [lockKey],
        );
        if (answer.rows[0]?.locked === true) {
          client = candidate;
          isLeader = true;
          return true;
        }
      } catch (error) {
        logger.warn({ err: String(error) }, `${name}: could not try leadership`);
      }
      await candidate.end().catch(() => {});
      return false;
    },
    async release() {
      isLeader = false;
      const held = client;
      client = null;
      if (held) await held.end().catch(() => {});
    },
  };
}
