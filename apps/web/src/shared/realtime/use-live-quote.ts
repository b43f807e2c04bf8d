// React hooks over the app's one live connection: `useLiveQuote(symbol)` and
// `useLiveQuotes(symbols)` follow symbols while a component is mounted and re-render on each tick.
// Several components following one symbol share one server subscription (counted per symbol).
import { useMemo, useSyncExternalStore } from 'react';
import type { Tick } from '@saham/contract/realtime';
import { readSession } from '../storage/session.ts';
import { createLiveConnection, liveUrl, type LiveConnection, type Visibility } from './live-connection.ts';

const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

const documentVisibility: Visibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

let shared: LiveConnection | null = null;

/** The app's live connection, created on first use (the socket itself opens on first subscription). */
export function liveConnection(): LiveConnection {
  shared ??= createLiveConnection({
    url: () => liveUrl(window.location, API_ORIGIN),
    createSocket: (url) => new WebSocket(url),
    visibility: documentVisibility,
    credentials: () => {
      const session = readSession();
      return session ? { token: session.token, account: session.account } : null;
    },
  });
  return shared;
}

export interface QuotesStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => Readonly<Record<string, Tick>>;
}

const NO_QUOTES: Readonly<Record<string, Tick>> = Object.freeze({});

/** Runs a store's change notice later (once per frame) or at once (tests). */
export type Scheduler = { schedule: (notify: () => void) => void; cancel: (notify: () => void) => void };

const dueInNextFrame = new Set<() => void>();
let isFrameRequested = false;

function runDueNotices(): void {
  isFrameRequested = false;
  const due = [...dueInNextFrame];
  dueInNextFrame.clear();
  for (const notify of due) notify();
}

/**
 * Ticks arrive one WebSocket message (one task) each; notifying React at each would re-render the
 * screen once per tick. Instead every store's notice waits for the next animation frame and all run
 * in that frame's one task, so React renders them together, at most once a frame (issue 16: long
 * tasks while prices tick). A hidden page gets no frames; a timer stands in.
 */
export const frameScheduler: Scheduler = {
  schedule(notify) {
    dueInNextFrame.add(notify);
    if (isFrameRequested) return;
    isFrameRequested = true;
    if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
      requestAnimationFrame(runDueNotices);
    } else {
      setTimeout(runDueNotices, 16);
    }
  },
  cancel(notify) {
    dueInNextFrame.delete(notify);
  },
};

/** A store over some symbols of a connection; its snapshot object changes only when a tick arrives. */
export function quotesStore(
  live: LiveConnection,
  symbols: readonly string[],
  scheduler: Scheduler = frameScheduler,
): QuotesStore {
  let snapshot: Readonly<Record<string, Tick>> = NO_QUOTES;
  function read(): Readonly<Record<string, Tick>> {
    const next: Record<string, Tick> = {};
    let isSame = true;
    for (const symbol of symbols) {
      const tick = live.latest(symbol);
      if (tick) next[symbol] = tick;
      if ((snapshot[symbol] ?? null) !== tick) isSame = false;
    }
    if (!isSame) snapshot = next;
    return snapshot;
  }
  return {
    subscribe(onChange) {
      // One function per subscription, so one frame notifies it once however many ticks came.
      const notify = () => onChange();
      const stops = symbols.map((symbol) => live.subscribe(symbol, () => scheduler.schedule(notify)));
      return () => {
        scheduler.cancel(notify);
        for (const stop of stops) stop();
      };
    },
    getSnapshot: read,
  };
}

/** The latest tick of each of `symbols` that has one, by symbol; re-renders on each tick. */
export function useLiveQuotes(
  symbols: readonly string[],
  connection?: LiveConnection,
): Readonly<Record<string, Tick>> {
  const live = connection ?? liveConnection();
  const key = [...new Set(symbols)].sort().join(',');
  const store = useMemo(() => quotesStore(live, key === '' ? [] : key.split(',')), [live, key]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_QUOTES);
}

/** The latest tick of `symbol` (null until one arrives, or with no symbol). */
export function useLiveQuote(symbol: string | null, connection?: LiveConnection): Tick | null {
  const quotes = useLiveQuotes(symbol === null ? [] : [symbol], connection);
  return symbol === null ? null : (quotes[symbol] ?? null);
}
