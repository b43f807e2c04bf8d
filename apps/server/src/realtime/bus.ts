// The fan-out bus: `publish(channel, payload)` reaches every `subscribe(channel, handler)` of every
// server process. On PGlite (one process) it is in-process; on PostgreSQL it is LISTEN/NOTIFY over
// one dedicated listening connection per process, which reconnects with backoff and listens again.
//
// Batching: every payload published in one turn of the event loop goes out together — locally as
// one delivery, and over PostgreSQL as few NOTIFYs as fit the 8000-byte payload limit (a NOTIFY
// carries `{"o": origin, "m": [payload, ...]}`). A payload that alone exceeds the limit is refused
// at publish, on either database, so code that works on PGlite works on PostgreSQL.
//
// A channel may have a codec: its payloads travel in a compact wire form (ticks as rows without
// their member names: half the bytes, so half the NOTIFYs PostgreSQL writes through its queue), and
// what arrives from outside the process is read back and checked by the codec, which drops a
// malformed payload (a NOTIFY anyone with a database connection could send).
//
// Exactly once: the publishing process delivers to its own handlers directly (no database round
// trip, and it works while the listener reconnects); PostgreSQL echoes the NOTIFY back to the
// sender too, so each process tags its NOTIFYs with a random origin id and ignores its own echo.
// Payloads published while a process's listener is down are lost for that process: the bus carries
// latest-state messages (quotes, cache invalidations), not a durable log.
//
// Channels are generic (`ticks` for quotes; a cache-invalidation channel can ride the same bus).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { checkChannel, createBusListener, decodeNotification } from './bus-listener.ts';

/**
 * Called with each payload. In the publishing process it is the published value itself (not a copy:
 * handlers must not change it); from another process it is the codec's reading of the wire form.
 */
export type BusHandler = (payload: unknown) => void;

/** How a channel's payloads travel: `toWire` at publish, `fromWire` (undefined: malformed) on arrival. */
export interface BusCodec {
  toWire(payload: unknown): unknown;
  fromWire(value: unknown): unknown;
}

export interface BusLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BusStats {
  /** NOTIFY statements sent (0 on PGlite). */
  notifies: number;
  /** Payloads handed to local handlers, own and other processes'. */
  delivered: number;
  /** Times the listening connection was (re)established. */
  listenerConnects: number;
}

export interface Bus {
  readonly kind: 'in-process' | 'postgres';
  readonly stats: BusStats;
  logger: BusLogger;
  /** Queues a JSON-serialisable payload; throws if it alone exceeds MAX_NOTIFY_BYTES. */
  publish(channel: string, payload: unknown): void;
  /** Calls `handler` with each payload of `channel`; returns the function that stops it. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /**
   * Sets the wire form of `channel`'s payloads. Those arriving from outside this process go through
   * `fromWire`, and one it refuses is dropped with a warning. This process's own publishes are typed
   * at the call and reach its handlers as published, so a hot channel pays no check there.
   */
  codec(channel: string, codec: BusCodec): void;
  /** Resolves once everything published so far is delivered locally and sent to PostgreSQL. */
  flush(): Promise<void>;
  /** Opens the listening connection (PostgreSQL); resolves once it listens on every channel. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
export const MAX_NOTIFY_BYTES = 7999;

const consoleLogger: BusLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** Splits serialised payloads into NOTIFY bodies of at most MAX_NOTIFY_BYTES each, in order. */
export function packNotifications(origin: string, items: readonly string[]): string[] {
  const head = `{"o":${JSON.stringify(origin)},"m":[`;
  const overhead = Buffer.byteLength(head) + 2;
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = overhead;
  for (const item of items) {
    const itemSize = Buffer.byteLength(item) + 1;
    if (batch.length > 0 && size + itemSize > MAX_NOTIFY_BYTES) {
      bodies.push(`${head}${batch.join(',')}]}`);
      batch = [];
      size = overhead;
    }
    batch.push(item);
    size += itemSize;
  }
  if (batch.length > 0) bodies.push(`${head}${batch.join(',')}]}`);
  return bodies;
}

/**
 * Sends NOTIFY bodies on a channel in one statement (one round trip, delivered in order at commit).
 * PostgreSQL folds identical bodies of one transaction into one; a body carries whole batches of
 * latest-state payloads, so a folded duplicate loses nothing.
 */
export async function notifyAll(
  client: Pick<pg.ClientBase, 'query'>,
  channel: string,
  bodies: readonly string[],
): Promise<void> {
  if (bodies.length === 0) return;
  await client.query('select pg_notify($1, body) from unnest($2::text[]) as body', [
    checkChannel(channel),
    bodies,
  ]);
}

interface Queued {
  payload: unknown;
  /** The JSON of its wire form. */
  text: string;
}

export function createBus(options: { databaseUrl: string | null; logger?: BusLogger }): Bus {
  const origin = randomBytes(8).toString('hex');
  const handlers = new Map<string, Set<BusHandler>>();
  const codecs = new Map<string, BusCodec>();
  const stats: BusStats = { notifies: 0, delivered: 0, listenerConnects: 0 };
  const databaseUrl = options.databaseUrl;
  /** Payloads (with their JSON) waiting for the end of this turn, by channel. */
  let queued = new Map<string, Queued[]>();
  let flushScheduled = false;
  let sending: Promise<void> = Promise.resolve();
  let isClosed = false;
  let publisher: pg.Pool | null = null;
  const listener = databaseUrl
    ? createBusListener({
        databaseUrl,
        stats,
        logger: () => bus.logger,
        channels: () => handlers.keys(),
        onNotification,
        isClosed: () => isClosed,
      })
    : null;
  let started: Promise<void> | null = null;

  const bus: Bus = {
    kind: databaseUrl ? 'postgres' : 'in-process',
    stats,
    logger: options.logger ?? consoleLogger,
    publish,
    subscribe,
    codec,
    flush,
    start,
    close,
  };

  function deliver(channel: string, payloads: readonly unknown[]): void {
    const set = handlers.get(channel);
    if (!set) return;
    for (const payload of payloads) {
      stats.delivered += 1;
      for (const handler of set) {
        try {
          handler(payload);
        } catch (error) {
          bus.logger.error({ err: error, channel }, 'bus handler failed');
        }
      }
    }
  }

  function publish(channel: string, payload: unknown): void {
    checkChannel(channel);
    if (isClosed) return;
    const wireCodec = codecs.get(channel);
    const text = JSON.stringify(wireCodec ? wireCodec.toWire(payload) : payload);
    if (Buffer.byteLength(text) + 64 > MAX_NOTIFY_BYTES)
      throw new Error(`bus payload on "${channel}" exceeds ${MAX_NOTIFY_BYTES} bytes`);
    enqueue(channel, { payload, text });
  }

  function enqueue(channel: string, item: Queued): void {
    const list = queued.get(channel);
    if (list) list.push(item);
    else queued.set(channel, [item]);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushQueued);
    }
  }

  function flushQueued(): void {
    flushScheduled = false;
    const batches = queued;
    queued = new Map();
    for (const [channel, items] of batches) {
      const payloads = items.map((item) => item.payload);
      deliver(channel, payloads);
    }
    if (!databaseUrl || isClosed) return;
    const pool = publisherPool();
    sending = sending.then(() => notifyBatches(pool, batches));
  }

  /** Sends each channel's batch as few NOTIFYs as fit; a failure drops that channel's payloads. */
  async function notifyBatches(
    pool: pg.Pool,
    batches: ReadonlyMap<string, readonly Queued[]>,
  ): Promise<void> {
    for (const [channel, items] of batches) {
      const bodies = packNotifications(
        origin,
        items.map((item) => item.text),
      );
      try {
        await notifyAll(pool, channel, bodies);
        stats.notifies += bodies.length;
      } catch (error) {
        bus.logger.warn({ err: error, channel }, 'bus: NOTIFY failed; payloads dropped');
      }
    }
  }

  function publisherPool(): pg.Pool {
    if (!publisher) {
      publisher = new pg.Pool({ connectionString: databaseUrl ?? undefined, max: 1 });
      publisher.on('error', (error) => {
        if (!isClosed) bus.logger.warn({ err: error }, 'bus: publishing connection failed');
      });
    }
    return publisher;
  }

  function onNotification(message: pg.Notification): void {
    const decoded = decodeNotification(message, origin, (channel) => codecs.get(channel));
    if (decoded.kind === 'unreadable') {
      bus.logger.warn({ channel: message.channel }, 'bus: unreadable NOTIFY payload ignored');
      return;
    }
    if (decoded.kind === 'ignored') return;
    const { channel, payloads, dropped } = decoded;
    if (dropped > 0) bus.logger.warn({ channel, dropped }, 'bus: malformed payloads ignored');
    deliver(channel, payloads);
  }

  function codec(channel: string, wireCodec: BusCodec): void {
    checkChannel(channel);
    codecs.set(channel, wireCodec);
  }

  function subscribe(channel: string, handler: BusHandler): () => void {
    checkChannel(channel);
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(handler);
    listener?.listenIfConnected(channel);
    return () => {
      set.delete(handler);
    };
  }

  function start(): Promise<void> {
    if (!listener) return Promise.resolve();
    started ??= listener.connect();
    return started;
  }

  async function flush(): Promise<void> {
    if (flushScheduled) await new Promise((resolve) => setImmediate(resolve));
    await sending;
  }

  async function close(): Promise<void> {
    if (isClosed) return;
    await flush();
    isClosed = true;
    await Promise.allSettled([listener?.close(), publisher?.end()]);
  }

  return bus;
}
