// Creates a process's read caches for its database handle. On PGlite (one process) they are simply on.
// On PostgreSQL the process keeps one dedicated connection LISTENing on CACHE_CHANNEL: each
// notification drops the tags it names. The caches are on only while that connection listens; when
// it breaks they are cleared and bypassed, and it reconnects (every second, until closed).
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { attachReadCaches, CACHE_CHANNEL, detachReadCaches, ReadCaches } from './read-caches.ts';

const RECONNECT_MILLISECONDS = 1_000;

export interface OpenedReadCaches {
  caches: ReadCaches;
  close(): Promise<void>;
}

function poolOf(db: Db): pg.Pool | null {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof pg.Pool ? client : null;
}

export async function openReadCaches(db: Db, dbKind: 'pglite' | 'postgres'): Promise<OpenedReadCaches> {
  const pool = dbKind === 'postgres' ? poolOf(db) : null;
  if (pool === null) {
    const caches = new ReadCaches({ isEnabled: true, publish: null });
    attachReadCaches(db, caches);
    return { caches, close: async () => detachReadCaches(db) };
  }

  const caches = new ReadCaches({
    isEnabled: false,
    publish: async (payload) => {
      await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
    },
  });
  attachReadCaches(db, caches);
  let isClosed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (client: pg.Client, reason: string) => {
    if (listener !== client) return;
    listener = null;
    caches.setEnabled(false);
    client.end().catch(() => {});
    if (isClosed) return;
    console.error(`cache: LISTEN connection lost (${reason}); caches off until it reconnects`);
    retry = setTimeout(() => void connect(), RECONNECT_MILLISECONDS);
  };

  const connect = async (): Promise<void> => {
    retry = null;
    if (isClosed) return;
    const client = new pg.Client(pool.options);
    listener = client;
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'ended'));
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) caches.dropTags(message.payload.split(' '));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (listener === client && !isClosed) caches.setEnabled(true);
    } catch (error) {
      lost(client, error instanceof Error ? error.message : String(error));
    }
  };

  await connect();
  return {
    caches,
    close: async () => {
      isClosed = true;
      if (retry !== null) clearTimeout(retry);
      await caches.flush();
      caches.setEnabled(false);
      detachReadCaches(db);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
