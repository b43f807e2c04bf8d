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

/** False until a frame painted after the component mounted has reached the screen. */
export function useAfterPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (hasPainted) return;
    return whenFrameShown(() => setHasPainted(true));
  }, [hasPainted]);
  return hasPainted;
}
