// One shared WebSocket to /api/ws per app (protocol: @saham/contract/realtime). It opens on the first
// subscription, counts subscriptions per symbol (subscribe when the first listener needs a symbol,
// unsubscribe when the last one leaves), reconnects with exponential backoff and jitter and then
// subscribes everything again, and pauses while the page is hidden. With nothing followed for a
// while it closes the socket.
import type { ServerMessage, Tick } from '@saham/contract/realtime';

/** The part of the browser WebSocket this module uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Whether the page is hidden, and a way to hear when that changes. */
export interface Visibility {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface LiveConnectionOptions {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  visibility: Visibility;
  /** The session to attach for per-member pushes, if any. */
  credentials?: () => { token: string; account: string } | null;
  random?: () => number;
}

export type TickListener = (tick: Tick) => void;

export interface LiveConnection {
  /** Follows a symbol until the returned function is called; `listener` gets every tick. */
  subscribe(symbol: string, listener: TickListener): () => void;
  /** The latest tick of a followed symbol, or null. */
  latest(symbol: string): Tick | null;
  /**
   * Calls `listener` when the server says the member has a new notice (a fired price alert, say),
   * while the socket is open; answers the function that stops it. Opens no socket by itself.
   */
  onNotice(listener: () => void): () => void;
  /** For tests and diagnostics. */
  state(): { isOpen: boolean; isPaused: boolean; symbols: string[]; attempt: number };
}

const OPEN = 1;
export const BACKOFF_MIN_MS = 500;
export const BACKOFF_MAX_MS = 30_000;
/** With no symbol followed for this long, the socket is closed. */
export const IDLE_CLOSE_MS = 15_000;
/** An app-level ping this often; no frame at all for two intervals means the link is dead. */
export const PING_INTERVAL_MS = 25_000;
/** The server accepts at most this many symbols in one frame (and on one connection). */
const SYMBOLS_PER_FRAME = 200;

/** Full jitter over an exponentially growing ceiling: attempt 0 waits up to 0.5 s, then 1 s, 2 s… */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** One frame: the server's message, or null when it is not JSON. */
function parseServerMessage(data: unknown): ServerMessage | null {
  try {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the server sends only ServerMessage frames
    return JSON.parse(String(data)) as ServerMessage;
  } catch {
    return null;
  }
}

/** Silences a socket's handlers and closes it normally. */
function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
  socket.close(1000);
}

interface LinkHooks {
  /** Whether anything is followed: the socket opens, and reopens, only then. */
  isWanted(): boolean;
  /** Called as the socket opens, after the session's auth frame: subscribes what is followed. */
  onOpen(): void;
  onMessage(event: MessageEvent): void;
}

interface SocketLink {
  send(message: object): void;
  /** Opens the socket unless there is one, nothing is wanted or the page is hidden. */
  open(): void;
  /** Closes the socket without reconnecting. */
  drop(): void;
  /** A working link: the next outage starts its backoff from the beginning. */
  resetBackoff(): void;
  isOpen(): boolean;
  attempt(): number;
}

/**
 * The socket under a live connection: opens it, sends the session's auth frame first, pings it, and
 * reconnects with backoff when it closes or stays silent for two ping intervals.
 */
function createSocketLink(
  options: LiveConnectionOptions,
  random: () => number,
  hooks: LinkHooks,
): SocketLink {
  let socket: SocketLike | null = null;
  let isOpen = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastFrameAt = 0;

  function send(message: object): void {
    if (socket && isOpen && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function stopTimers(): void {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (pingTimer) clearInterval(pingTimer);
    reconnectTimer = null;
    pingTimer = null;
  }

  function drop(): void {
    const current = socket;
    socket = null;
    isOpen = false;
    stopTimers();
    if (current) detach(current);
  }

  function scheduleReconnect(): void {
    if (reconnectTimer || !hooks.isWanted() || options.visibility.isHidden()) return;
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, delay);
  }

  function startPing(): void {
    pingTimer = setInterval(() => {
      if (Date.now() - lastFrameAt > PING_INTERVAL_MS * 2) {
        drop();
        scheduleReconnect();
        return;
      }
      send({ op: 'ping' });
    }, PING_INTERVAL_MS);
  }

  function onOpen(): void {
    isOpen = true;
    lastFrameAt = Date.now();
    const credentials = options.credentials?.() ?? null;
    if (credentials) send({ op: 'auth', ...credentials });
    hooks.onOpen();
    startPing();
  }

  function open(): void {
    if (socket || !hooks.isWanted() || options.visibility.isHidden()) return;
    let created: SocketLike;
    try {
      created = options.createSocket(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = created;
    created.onopen = onOpen;
    created.onmessage = (event) => {
      lastFrameAt = Date.now();
      hooks.onMessage(event);
    };
    created.onerror = () => {};
    created.onclose = () => {
      socket = null;
      isOpen = false;
      stopTimers();
      scheduleReconnect();
    };
  }

  return {
    send,
    open,
    drop,
    resetBackoff: () => {
      attempt = 0;
    },
    isOpen: () => isOpen,
    attempt: () => attempt,
  };
}

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const random = options.random ?? Math.random;
  const listeners = new Map<string, Set<TickListener>>();
  const latestTicks = new Map<string, Tick>();
  const noticeListeners = new Set<() => void>();
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let stopWatchingVisibility: (() => void) | null = null;
  const link = createSocketLink(options, random, {
    isWanted: () => listeners.size > 0,
    onOpen: () => {
      sendSymbols('subscribe', [...listeners.keys()]);
    },
    onMessage,
  });

  function sendSymbols(op: 'subscribe' | 'unsubscribe', symbols: string[]): void {
    for (let start = 0; start < symbols.length; start += SYMBOLS_PER_FRAME)
      link.send({ op, symbols: symbols.slice(start, start + SYMBOLS_PER_FRAME) });
  }

  function onMessage(event: MessageEvent): void {
    const message = parseServerMessage(event.data);
    if (!message) return;
    if (message.type === 'subscribed') {
      link.resetBackoff();
      return;
    }
    if (message.type === 'notice') {
      for (const listener of noticeListeners) listener();
      return;
    }
    if (message.type !== 'tick') return;
    const { type: _type, ...tick } = message;
    const set = listeners.get(tick.symbol);
    if (!set) return;
    latestTicks.set(tick.symbol, tick);
    for (const listener of set) listener(tick);
  }

  function onVisibilityChange(): void {
    if (options.visibility.isHidden()) {
      link.drop();
    } else {
      link.resetBackoff();
      link.open();
    }
  }

  function watchVisibility(): void {
    stopWatchingVisibility ??= options.visibility.onChange(onVisibilityChange);
  }

  function closeWhenIdle(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (listeners.size > 0) return;
      link.drop();
      stopWatchingVisibility?.();
      stopWatchingVisibility = null;
    }, IDLE_CLOSE_MS);
  }

  function subscribe(symbol: string, listener: TickListener): () => void {
    let set = listeners.get(symbol);
    if (!set) {
      set = new Set();
      listeners.set(symbol, set);
      sendSymbols('subscribe', [symbol]);
    }
    set.add(listener);
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    watchVisibility();
    link.open();
    let isActive = true;
    return () => {
      if (!isActive) return;
      isActive = false;
      set.delete(listener);
      if (set.size > 0 || listeners.get(symbol) !== set) return;
      listeners.delete(symbol);
      latestTicks.delete(symbol);
      sendSymbols('unsubscribe', [symbol]);
      if (listeners.size === 0) closeWhenIdle();
    };
  }

  return {
    subscribe,
    latest: (symbol) => latestTicks.get(symbol) ?? null,
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => {
        noticeListeners.delete(listener);
      };
    },
    state: () => ({
      isOpen: link.isOpen(),
      isPaused: options.visibility.isHidden(),
      symbols: [...listeners.keys()],
      attempt: link.attempt(),
    }),
  };
}

/** ws(s)://<host>/api/ws of the page, or of VITE_API_ORIGIN in a hybrid shell build. */
export function liveUrl(location: { protocol: string; host: string }, apiOrigin: string): string {
  const base = apiOrigin !== '' ? new URL(apiOrigin) : location;
  const scheme = base.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${base.host}/api/ws`;
}
