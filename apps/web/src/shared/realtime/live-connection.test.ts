import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tick } from '@saham/contract/realtime';
import {
  BACKOFF_MAX_MS,
  IDLE_CLOSE_MS,
  backoffDelay,
  createLiveConnection,
  liveUrl,
  type LiveConnection,
  type SocketLike,
} from './live-connection.ts';
import { frameScheduler, quotesStore, type Scheduler } from './use-live-quote.ts';

const AT_ONCE: Scheduler = { schedule: (notify) => notify(), cancel: () => {} };

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: object): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  /** The link breaks or the server goes away. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

function tick(symbol: string, last: string): Tick {
  return {
    symbol,
    last,
    change: '0.00',
    changePercent: '0.00',
    volume: '0',
    turnover: '0',
    open: null,
    high: null,
    low: null,
    prevClose: last,
    time: '2026-11-23T02:00:00.000Z',
  };
}

let sockets: FakeSocket[];
let isHidden: boolean;
let visibilityListeners: Set<() => void>;
let credentials: { token: string; account: string } | null;

function connect(): LiveConnection {
  return createLiveConnection({
    url: () => 'ws://saham.test/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    visibility: {
      isHidden: () => isHidden,
      onChange: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    },
    credentials: () => credentials,
    random: () => 0,
  });
}

function setHidden(hidden: boolean): void {
  isHidden = hidden;
  for (const listener of visibilityListeners) listener();
}

const last = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  isHidden = false;
  visibilityListeners = new Set();
  credentials = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection', () => {
  it('opens one socket on the first subscription and subscribes on open', () => {
    const live = connect();
    expect(sockets).toHaveLength(0);
    live.subscribe('MY:1155', () => {});
    live.subscribe('US:AAPL', () => {});
    expect(sockets).toHaveLength(1);
    last().accept();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['MY:1155', 'US:AAPL'] }]);
  });

  it('attaches the stored session first when there is one', () => {
    credentials = { token: 't0k3n', account: '60123' };
    const live = connect();
    live.subscribe('MY:1155', () => {});
    last().accept();
    expect(last().sent).toEqual([
      { op: 'auth', token: 't0k3n', account: '60123' },
      { op: 'subscribe', symbols: ['MY:1155'] },
    ]);
  });

  it('counts subscriptions per symbol: subscribe on the first, unsubscribe after the last', () => {
    const live = connect();
    const stopA = live.subscribe('MY:1155', () => {});
    last().accept();
    const stopB = live.subscribe('MY:1155', () => {});
    live.subscribe('HK:0700', () => {});
    expect(last().sent).toEqual([
      { op: 'subscribe', symbols: ['MY:1155'] },
      { op: 'subscribe', symbols: ['HK:0700'] },
    ]);
    stopA();
    stopA();
    expect(last().sent).toHaveLength(2);
    stopB();
    expect(last().sent[2]).toEqual({ op: 'unsubscribe', symbols: ['MY:1155'] });
    expect(live.state().symbols).toEqual(['HK:0700']);
  });

  it('hands ticks to the listeners of their symbol and keeps the latest', () => {
    const live = connect();
    const seen: string[] = [];
    live.subscribe('MY:1155', (t) => seen.push(t.last));
    last().accept();
    last().receive({ type: 'tick', ...tick('MY:1155', '9.10') });
    last().receive({ type: 'tick', ...tick('US:AAPL', '200.00') });
    last().receive({ type: 'tick', ...tick('MY:1155', '9.12') });
    expect(seen).toEqual(['9.10', '9.12']);
    expect(live.latest('MY:1155')).toEqual(tick('MY:1155', '9.12'));
    expect(live.latest('US:AAPL')).toBeNull();
  });

  it('reconnects with growing delays and subscribes everything again', () => {
    const live = connect();
    live.subscribe('MY:1155', () => {});
    live.subscribe('JP:7203', () => {});
    last().accept();
    last().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, () => 0) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(backoffDelay(0, () => 0));
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(backoffDelay(1, () => 0));
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['MY:1155', 'JP:7203'] }]);
    // Once the server confirms, the next outage starts from the shortest delay again.
    last().receive({ type: 'subscribed', symbols: ['MY:1155', 'JP:7203'] });
    expect(live.state().attempt).toBe(0);
  });

  it('pauses while the page is hidden and resumes when it shows', () => {
    const live = connect();
    live.subscribe('MY:1155', () => {});
    last().accept();
    setHidden(true);
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    setHidden(false);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['MY:1155'] }]);
  });

  it('closes the socket when nothing has been followed for a while', () => {
    const live = connect();
    const stop = live.subscribe('MY:1155', () => {});
    last().accept();
    stop();
    vi.advanceTimersByTime(IDLE_CLOSE_MS - 1);
    expect(last().closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(last().closedWith).toBe(1000);
    live.subscribe('US:AAPL', () => {});
    expect(sockets).toHaveLength(2);
  });

  it('spreads the backoff with jitter up to a ceiling', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
  });

  it('derives the URL from the page or the API origin', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' }, '')).toBe('ws://localhost:8080/api/ws');
    expect(liveUrl({ protocol: 'https:', host: 'saham.my' }, '')).toBe('wss://saham.my/api/ws');
    expect(liveUrl({ protocol: 'capacitor:', host: 'localhost' }, 'https://api.saham.my')).toBe(
      'wss://api.saham.my/api/ws',
    );
  });
});

describe('quotes store of the hooks', () => {
  it('keeps one snapshot object until a tick arrives, and follows while subscribed', () => {
    const live = connect();
    const store = quotesStore(live, ['MY:1155', 'US:AAPL'], AT_ONCE);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    let changes = 0;
    const stop = store.subscribe(() => (changes += 1));
    last().accept();
    last().receive({ type: 'tick', ...tick('US:AAPL', '201.00') });
    const first = store.getSnapshot();
    expect(first).toEqual({ 'US:AAPL': tick('US:AAPL', '201.00') });
    expect(store.getSnapshot()).toBe(first);
    expect(changes).toBe(1);
    stop();
    expect(live.state().symbols).toEqual([]);
  });

  it('notifies once per frame however many ticks arrive in it, and not after unsubscribing', () => {
    const live = connect();
    const store = quotesStore(live, ['MY:1155', 'US:AAPL'], frameScheduler);
    let changes = 0;
    const stop = store.subscribe(() => (changes += 1));
    last().accept();
    last().receive({ type: 'tick', ...tick('US:AAPL', '201.00') });
    last().receive({ type: 'tick', ...tick('MY:1155', '10.50') });
    last().receive({ type: 'tick', ...tick('US:AAPL', '201.10') });
    expect(changes).toBe(0);
    vi.advanceTimersByTime(50);
    expect(changes).toBe(1);
    expect(store.getSnapshot()).toEqual({
      'MY:1155': tick('MY:1155', '10.50'),
      'US:AAPL': tick('US:AAPL', '201.10'),
    });
    last().receive({ type: 'tick', ...tick('US:AAPL', '201.20') });
    stop();
    vi.advanceTimersByTime(50);
    expect(changes).toBe(1);
  });
});
