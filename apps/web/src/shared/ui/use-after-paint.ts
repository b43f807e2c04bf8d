// A screen's secondary content (a chart's library and candles, what lies below home's first view) asked
// for only once the screen's first frame is on screen: on a slow network its bytes would otherwise
// share the connection with what the member looks at first, and the renders of its answers would
// delay that frame (docs/decisions/0022, item 13).
import { useEffect, useState } from 'react';

/** At the latest, when no frame comes (a tab in the background throttles animation frames). */
export const AFTER_PAINT_FALLBACK_MILLISECONDS = 250;

/** The browser's frame and timer functions (a test hands in its own). */
export interface FrameClock {
  requestFrame(callback: () => void): number;
  cancelFrame(id: number): void;
  setTimer(callback: () => void, milliseconds: number): ReturnType<typeof setTimeout>;
  clearTimer(id: ReturnType<typeof setTimeout> | undefined): void;
}

const browserFrames: FrameClock = {
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimer: (callback, milliseconds) => setTimeout(callback, milliseconds),
  clearTimer: (id) => clearTimeout(id),
};

/**
 * Calls `done` once the frame painted now has reached the screen: a frame's callbacks run before its
 * paint, the frame is shown a moment after the paint, the next frame's callbacks run once it has, and
 * a task queued from them runs after those. Answers the function that cancels it.
 */
export function whenFrameShown(done: () => void, clock: FrameClock = browserFrames): () => void {
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    cancel();
    done();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = clock.requestFrame(() => {
    frame = clock.requestFrame(() => {
      timer = clock.setTimer(finish, 0);
    });
  });
  const fallback = clock.setTimer(finish, AFTER_PAINT_FALLBACK_MILLISECONDS);
  function cancel() {
    clock.cancelFrame(frame);
    clock.clearTimer(timer);
    clock.clearTimer(fallback);
  }
  return () => {
    isDone = true;
    cancel();
  };
}

/**
 * The Element Timing identifier of what a screen's member looks at first (home's hero, a stock's last
 * price): marked `elementtiming={FIRST_VIEW}`. What may wait for it (the chart, home's cards below the
 * first view, the bell's count, the account's settings) uses `useAfterPaint(FIRST_VIEW)`. Screens
 * without the mark release those after ELEMENT_SHOWN_FALLBACK_MILLISECONDS when the app starts on
 * them; a screen opened later finds the mark already reported.
 */
export const FIRST_VIEW = 'first-view';

/** At the latest when waiting for an element (it may never be drawn: an unknown symbol, an error). */
export const ELEMENT_SHOWN_FALLBACK_MILLISECONDS = 1_000;

/** What whenElementShown needs of the Element Timing API (a test hands in its own). */
export interface ElementTimings {
  isSupported: boolean;
  /** Calls `seen` with the identifiers of elements shown so far and from now on; answers a stop. */
  observe(seen: (identifiers: readonly string[]) => void): () => void;
}

const browserElementTimings: ElementTimings = {
  isSupported:
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('element'),
  observe(seen) {
    const observer = new PerformanceObserver((list) => {
      seen(list.getEntries().map((entry) => String(Reflect.get(entry, 'identifier') ?? '')));
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  },
};

/**
 * Calls `done` once an element marked `elementtiming={identifier}` has reached the screen (the Element
 * Timing API reports its presentation). Where the browser has no such API, once the frame painted now
 * is shown (whenFrameShown); at the latest after ELEMENT_SHOWN_FALLBACK_MILLISECONDS. A frame's being
 * shown is not enough where the element is drawn a few frames after the component mounts: a long
 * layout, or the compositor's raster of a tall page, puts it on screen later.
 */
export function whenElementShown(
  identifier: string,
  done: () => void,
  timings: ElementTimings = browserElementTimings,
  clock: FrameClock = browserFrames,
): () => void {
  if (!timings.isSupported) return whenFrameShown(done, clock);
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    stop();
    done();
  };
  const fallback = clock.setTimer(finish, ELEMENT_SHOWN_FALLBACK_MILLISECONDS);
  let stopObserving: (() => void) | null = null;
  function stop() {
    stopObserving?.();
    clock.clearTimer(fallback);
  }
  stopObserving = timings.observe((identifiers) => {
    if (identifiers.includes(identifier)) finish();
  });
  // Already shown, reported while observe() was starting: stop what it started.
  if (isDone) stop();
  return () => {
    isDone = true;
    stop();
  };
}

/**
 * False until a frame painted after the component mounted has reached the screen; with `elementTiming`,
 * until the element marked `elementtiming={elementTiming}` has (whenElementShown).
 */
export function useAfterPaint(elementTiming?: string): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (hasPainted) return;
    const shown = () => setHasPainted(true);
    return elementTiming === undefined ? whenFrameShown(shown) : whenElementShown(elementTiming, shown);
  }, [hasPainted, elementTiming]);
  return hasPainted;
}
