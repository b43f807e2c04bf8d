// The WebSocket connections of this process and what each follows: an index symbol → connections,
// so a tick is sent to subscribed sockets only. Each bus batch is one flush: a connection gets at
// most one frame per symbol per flush. A connection whose socket is backed up (bufferedAmount over
// the limit) is skipped and keeps only the latest tick per symbol until it drains, so a slow client
// costs at most one pending frame per followed symbol, never an unbounded buffer. A heartbeat pings
// every socket and drops the ones that did not answer the previous ping. Closing the hub (shutdown)
// says goodbye (1001) to every socket and cuts the ones that have not closed soon after.
import type { RawData, WebSocket } from 'ws';
import {
  clientMessageSchema,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_SYMBOLS_PER_CONNECTION,
  SYMBOL_PATTERN,
  type ClientMessage,
  type ServerMessage,
  type Tick,
} from '@saham/contract/realtime';
import type { ErrorCode, ErrorParams } from '@saham/contract/errors';
import type { MemberSession } from '../http/context.ts';

/** The readyState of an open `ws` socket. */
const OPEN = 1;

export interface HubOptions {
  /** Ping interval; a socket that missed one ping is terminated at the next. */
  heartbeatMs: number;
  /** Above this many unsent bytes a socket is skipped until it drains. */
  maxBufferedBytes: number;
  /** Client frames per second per connection (burst twice that) before SUBMIT_TOO_FREQUENT. */
  messagesPerSecond: number;
}

/** Resolves an `auth` frame's token and account to a session, or null. */
export type Authenticate = (token: string, account: string) => Promise<MemberSession | null>;

export interface HubStats {
  /** Tick frames written to sockets. */
  framesSent: number;
  /** Ticks replaced by a newer one while their socket was backed up. */
  ticksCoalesced: number;
  /** Sockets dropped by the heartbeat. */
  deadDropped: number;
}

/**
 * The TCP stream under a WebSocket. Tick frames are encoded once per tick (not once per socket) and
 * written straight to it, corked, so a flush is one network write per socket: per-frame sends were
 * most of the cost of a fan-out to thousands of sockets. Safe beside `ws`'s own writes: these are
 * complete, unfragmented frames, and no compression is negotiated.
 */
export interface Transport {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer): boolean;
}

/** A complete, unmasked text frame (RFC 6455 §5.2) carrying `text`, encoded straight into it. */
export function encodeTextFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength);
  return frame;
}

interface Connection {
  socket: WebSocket;
  transport: Transport | null;
  symbols: Set<string>;
  /** The latest unsent tick per symbol: its JSON and, lazily, its frame. */
  pending: Map<string, EncodedTick>;
  isAlive: boolean;
  session: MemberSession | null;
  authenticate: Authenticate;
  budget: number;
  budgetAt: number;
}

export interface Hub {
  readonly stats: HubStats;
  /** Serves one accepted socket until it closes. */
  attach(socket: WebSocket, authenticate: Authenticate, transport?: Transport): void;
  /** Sends a batch of ticks to the sockets that follow their symbols, each encoded once. */
  deliver(ticks: readonly Tick[]): void;
  /** Tells the members' open connections (after `auth`) that they have a new notice. */
  notifyMembers(memberIds: ReadonlySet<number>): void;
  connectionCount(): number;
  subscriptionCount(): number;
  /**
   * Closes every socket (1001, going away), cuts those still open after CLOSE_GRACE_MS, stops the
   * heartbeat, and from then on cuts every socket attached.
   */
  close(): void;
}

const RETRY_BACKED_UP_MS = 100;
/**
 * How long a socket has to answer the close frame of a shutdown before it is cut. `ws` would wait 30 s
 * for a client that never answers (or never reads), and the server's close waits for every socket.
 */
export const CLOSE_GRACE_MS = 2_000;

interface EncodedTick {
  json: string;
  frame: Buffer | null;
}

function encoded(tick: EncodedTick): Buffer {
  tick.frame ??= encodeTextFrame(tick.json);
  return tick.frame;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

function send(connection: Connection, message: ServerMessage): void {
  if (connection.socket.readyState === OPEN) connection.socket.send(JSON.stringify(message));
}

function refuse(connection: Connection, code: ErrorCode, params?: ErrorParams): void {
  send(connection, params ? { type: 'error', code, params } : { type: 'error', code });
}

const invalid = (connection: Connection, field: string) => refuse(connection, 'INVALID_INPUT', { field });
const tooMany = (connection: Connection) =>
  refuse(connection, 'TOO_MANY_SYMBOLS', { max: MAX_SYMBOLS_PER_CONNECTION });

/** The frame's symbols, deduplicated, or null (and a refusal sent) if one is malformed. */
function symbolsOf(connection: Connection, symbols: readonly string[]): string[] | null {
  if (
    symbols.length > MAX_SYMBOLS_PER_CONNECTION ||
    !symbols.every((symbol) => SYMBOL_PATTERN.test(symbol))
  ) {
    if (symbols.length > MAX_SYMBOLS_PER_CONNECTION) tooMany(connection);
    else invalid(connection, 'symbols');
    return null;
  }
  return [...new Set(symbols)];
}

/** A token bucket per connection: `messagesPerSecond`, bursts of twice that. */
function takeBudget(connection: Connection, messagesPerSecond: number): boolean {
  const now = Date.now();
  const capacity = messagesPerSecond * 2;
  connection.budget = Math.min(
    capacity,
    connection.budget + ((now - connection.budgetAt) / 1000) * messagesPerSecond,
  );
  connection.budgetAt = now;
  if (connection.budget < 1) return false;
  connection.budget -= 1;
  return true;
}

/** A client frame read and checked against the contract, or the field an INVALID_INPUT names. */
function parseClientMessage(
  data: Buffer,
  isBinary: boolean,
): { message: ClientMessage } | { invalidField: string } {
  if (isBinary || data.length > MAX_CLIENT_MESSAGE_BYTES) return { invalidField: 'message' };
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString('utf8'));
  } catch {
    return { invalidField: 'message' };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { invalidField: typeof field === 'string' ? field : 'message' };
  }
  return { message: parsed.data };
}

async function authenticateConnection(connection: Connection, token: string, account: string): Promise<void> {
  const session = await connection.authenticate(token, account);
  if (!session) {
    refuse(connection, 'LOGIN_REQUIRED');
    return;
  }
  connection.session = session;
  send(connection, { type: 'authenticated', account: session.account });
}

/** Pings every socket each interval and drops the ones that did not answer the previous ping. */
function startHeartbeat(
  connections: ReadonlySet<Connection>,
  stats: HubStats,
  heartbeatMs: number,
): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.isAlive) {
        stats.deadDropped += 1;
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  return heartbeat;
}

/**
 * Writes a connection's pending ticks (one corked write when it has a transport); false, keeping
 * them, while its socket is backed up.
 */
function writePending(connection: Connection, maxBufferedBytes: number, stats: HubStats): boolean {
  if (connection.socket.readyState !== OPEN) {
    connection.pending.clear();
    return true;
  }
  if (connection.socket.bufferedAmount > maxBufferedBytes) return false;
  const { transport } = connection;
  if (transport) {
    transport.cork();
    for (const tick of connection.pending.values()) transport.write(encoded(tick));
    transport.uncork();
  } else {
    for (const tick of connection.pending.values()) connection.socket.send(tick.json);
  }
  stats.framesSent += connection.pending.size;
  connection.pending.clear();
  return true;
}

/** A tick's text frame: `{"type":"tick",` + the tick's own members, without copying the tick. */
function encodeTick(tick: Tick): EncodedTick {
  return { json: `{"type":"tick",${JSON.stringify(tick).slice(1)}`, frame: null };
}

function newConnection(
  socket: WebSocket,
  authenticate: Authenticate,
  transport: Transport | null,
  messagesPerSecond: number,
): Connection {
  return {
    socket,
    transport,
    symbols: new Set(),
    pending: new Map(),
    isAlive: true,
    session: null,
    authenticate,
    budget: messagesPerSecond * 2,
    budgetAt: Date.now(),
  };
}

/** Which connections follow each symbol, and how many follows there are in all. */
function createFollowers() {
  const bySymbol = new Map<string, Set<Connection>>();
  let count = 0;
  return {
    of: (symbol: string) => bySymbol.get(symbol),
    add(connection: Connection, symbol: string): void {
      let followers = bySymbol.get(symbol);
      if (!followers) {
        followers = new Set();
        bySymbol.set(symbol, followers);
      }
      followers.add(connection);
      count += 1;
    },
    remove(connection: Connection, symbol: string): void {
      count -= 1;
      const followers = bySymbol.get(symbol);
      followers?.delete(connection);
      if (followers?.size === 0) bySymbol.delete(symbol);
    },
    count: () => count,
  };
}

export function createHub(options: HubOptions): Hub {
  const connections = new Set<Connection>();
  const followers = createFollowers();
  /** The latest frame per symbol, sent to a socket as it subscribes. Bounded by the instruments. */
  const latest = new Map<string, EncodedTick>();
  const dirty = new Set<Connection>();
  const stats: HubStats = { framesSent: 0, ticksCoalesced: 0, deadDropped: 0 };
  let retryTimer: NodeJS.Timeout | null = null;
  let isClosed = false;
  const heartbeat = startHeartbeat(connections, stats, options.heartbeatMs);

  function flush(): void {
    for (const connection of dirty) {
      if (writePending(connection, options.maxBufferedBytes, stats)) dirty.delete(connection);
    }
    if (dirty.size > 0 && !retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        flush();
      }, RETRY_BACKED_UP_MS);
      retryTimer.unref();
    }
  }

  function deliver(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const frame = encodeTick(tick);
      latest.set(tick.symbol, frame);
      for (const connection of followers.of(tick.symbol) ?? []) {
        if (connection.pending.has(tick.symbol)) stats.ticksCoalesced += 1;
        connection.pending.set(tick.symbol, frame);
        dirty.add(connection);
      }
    }
    flush();
  }

  function subscribe(connection: Connection, requested: readonly string[]): void {
    const symbols = symbolsOf(connection, requested);
    if (!symbols) return;
    const added = symbols.filter((symbol) => !connection.symbols.has(symbol));
    if (connection.symbols.size + added.length > MAX_SYMBOLS_PER_CONNECTION) {
      tooMany(connection);
      return;
    }
    for (const symbol of added) {
      connection.symbols.add(symbol);
      followers.add(connection, symbol);
    }
    send(connection, { type: 'subscribed', symbols: [...connection.symbols] });
    // A new follower gets the latest quote at once instead of waiting for the next tick.
    for (const symbol of added) {
      const frame = latest.get(symbol);
      if (frame) connection.pending.set(symbol, frame);
    }
    if (connection.pending.size > 0) {
      dirty.add(connection);
      flush();
    }
  }

  function unfollow(connection: Connection, symbol: string): void {
    if (!connection.symbols.delete(symbol)) return;
    connection.pending.delete(symbol);
    followers.remove(connection, symbol);
  }

  function unsubscribe(connection: Connection, requested: readonly string[]): void {
    const symbols = symbolsOf(connection, requested);
    if (!symbols) return;
    for (const symbol of symbols) unfollow(connection, symbol);
    send(connection, { type: 'subscribed', symbols: [...connection.symbols] });
  }

  function onMessage(connection: Connection, data: Buffer, isBinary: boolean): void {
    connection.isAlive = true;
    if (!takeBudget(connection, options.messagesPerSecond)) {
      refuse(connection, 'SUBMIT_TOO_FREQUENT');
      return;
    }
    const read = parseClientMessage(data, isBinary);
    if ('invalidField' in read) {
      invalid(connection, read.invalidField);
      return;
    }
    const { message } = read;
    switch (message.op) {
      case 'subscribe':
        subscribe(connection, message.symbols);
        return;
      case 'unsubscribe':
        unsubscribe(connection, message.symbols);
        return;
      case 'ping':
        send(connection, { type: 'pong' });
        return;
      case 'auth':
        authenticateConnection(connection, message.token, message.account).catch(() => {
          refuse(connection, 'LOGIN_REQUIRED');
        });
        return;
    }
  }

  function attach(socket: WebSocket, authenticate: Authenticate, transport?: Transport): void {
    // An upgrade that completed while the server shuts down.
    if (isClosed) {
      socket.terminate();
      return;
    }
    const connection = newConnection(socket, authenticate, transport ?? null, options.messagesPerSecond);
    connections.add(connection);
    socket.on('pong', () => {
      connection.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      onMessage(connection, toBuffer(data), isBinary);
    });
    socket.on('close', () => {
      connections.delete(connection);
      dirty.delete(connection);
      for (const symbol of [...connection.symbols]) unfollow(connection, symbol);
    });
  }

  function close(): void {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    if (retryTimer) clearTimeout(retryTimer);
    for (const connection of connections) connection.socket.close(1001, 'server shutting down');
    const cutOff = setTimeout(() => {
      for (const connection of connections) connection.socket.terminate();
    }, CLOSE_GRACE_MS);
    cutOff.unref();
  }

  return {
    stats,
    attach,
    deliver,
    notifyMembers(memberIds) {
      for (const connection of connections) {
        const memberId = connection.session?.memberId;
        if (memberId !== undefined && memberId !== null && memberIds.has(memberId))
          send(connection, { type: 'notice' });
      }
    },
    connectionCount: () => connections.size,
    subscriptionCount: () => followers.count(),
    close,
  };
}
