// The bus's listening connection on PostgreSQL (bus.ts): one per process, LISTENing on every channel
// with a handler; when it is lost it reconnects with jittered exponential backoff and listens again.
// A NOTIFY body is `{"o": origin, "m": [payload, ...]}`; decodeNotification reads it back.
import pg from 'pg';

const CHANNEL_PATTERN = /^[a-z][a-z0-9_]{0,40}$/;
const CHANNEL_PREFIX = 'saham_';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/** The PostgreSQL channel of a bus channel; throws on a name the bus does not allow. */
export function checkChannel(channel: string): string {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`bad bus channel "${channel}"`);
  return `${CHANNEL_PREFIX}${channel}`;
}

function backoffDelay(attempt: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** What a NOTIFY from another process carries: its bus channel, the payloads read, how many dropped. */
export type DecodedNotification =
  | { kind: 'ignored' }
  | { kind: 'unreadable' }
  | { kind: 'payloads'; channel: string; payloads: unknown[]; dropped: number };

/**
 * Reads a NOTIFY back: ignored when it is not the bus's, is this process's own echo (`origin`) or has
 * no payload list; each payload goes through the channel's codec, which drops a malformed one.
 */
export function decodeNotification(
  message: pg.Notification,
  origin: string,
  codecOf: (channel: string) => { fromWire(value: unknown): unknown } | undefined,
): DecodedNotification {
  if (!message.payload || !message.channel.startsWith(CHANNEL_PREFIX)) return { kind: 'ignored' };
  let body: unknown;
  try {
    body = JSON.parse(message.payload);
  } catch {
    return { kind: 'unreadable' };
  }
  if (typeof body !== 'object' || body === null) return { kind: 'ignored' };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a bus message, checked field by field below
  const { o, m } = body as { o?: unknown; m?: unknown };
  if (o === origin || !Array.isArray(m)) return { kind: 'ignored' };
  const channel = message.channel.slice(CHANNEL_PREFIX.length);
  const wireCodec = codecOf(channel);
  const payloads: unknown[] = wireCodec ? [] : m;
  if (wireCodec) {
    for (const value of m) {
      const payload = wireCodec.fromWire(value);
      if (payload !== undefined) payloads.push(payload);
    }
  }
  return { kind: 'payloads', channel, payloads, dropped: m.length - payloads.length };
}

export interface BusListenerOptions {
  databaseUrl: string;
  stats: { listenerConnects: number };
  /** The bus's logger at the time of logging (the bus lets it be replaced). */
  logger(): { warn(details: object, message: string): void };
  /** The bus channels with handlers, listened on at each (re)connection. */
  channels(): Iterable<string>;
  onNotification(message: pg.Notification): void;
  /** Whether the bus is closed: a lost connection then stays lost. */
  isClosed(): boolean;
}

export interface BusListener {
  /** Connects and listens on every channel; once connected, reconnects by itself when lost. */
  connect(): Promise<void>;
  /** LISTENs on a channel that got its first handler, if connected and not listening yet. */
  listenIfConnected(channel: string): void;
  /** Stops reconnecting and ends the connection. */
  close(): Promise<void>;
}

export function createBusListener(options: BusListenerOptions): BusListener {
  let listener: pg.Client | null = null;
  let listened = new Set<string>();
  let reconnectAttempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function listen(client: pg.Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${checkChannel(channel)}`);
    listened.add(channel);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    let isLost = false;
    const lost = (error?: Error) => {
      if (isLost) return;
      isLost = true;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (options.isClosed()) return;
      options.logger().warn({ err: error }, 'bus: listening connection lost; reconnecting');
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      options.onNotification(message);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    listened = new Set();
    for (const channel of options.channels()) await listen(client, channel);
    if (options.isClosed()) {
      await client.end();
      return;
    }
    listener = client;
    reconnectAttempt = 0;
    options.stats.listenerConnects += 1;
  }

  function scheduleReconnect(): void {
    if (reconnectTimer || options.isClosed()) return;
    const delay = backoffDelay(reconnectAttempt);
    reconnectAttempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error: unknown) => {
        options.logger().warn({ err: error, attempt: reconnectAttempt }, 'bus: reconnect failed');
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  function listenIfConnected(channel: string): void {
    if (!listener || listened.has(channel)) return;
    listen(listener, channel).catch((error: unknown) => {
      options.logger().warn({ err: error, channel }, 'bus: LISTEN failed');
    });
  }

  async function close(): Promise<void> {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    const client = listener;
    listener = null;
    await client?.end();
  }

  return { connect, listenIfConnected, close };
}
