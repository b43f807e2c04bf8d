import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_FALLBACK_MILLISECONDS,
  ELEMENT_SHOWN_FALLBACK_MILLISECONDS,
  whenElementShown,
  whenFrameShown,
  type ElementTimings,
  type FrameClock,
} from './use-after-paint.ts';

/** Frames and timers run by hand: `frame()` runs the callbacks of one frame, `elapse(ms)` the timers due. */
function manualClock() {
  let nextId = 1;
  let frames = new Map<number, () => void>();
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: FrameClock = {
    requestFrame: (callback) => {
      const id = nextId++;
      frames.set(id, callback);
      return id;
    },
    cancelFrame: (id) => void frames.delete(id),
    setTimer: (callback, milliseconds) => {
      const id = nextId++;
      timers.set(id, { at: now + milliseconds, callback });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (id) => void timers.delete(Number(id)),
  };
  return {
    clock,
    frame() {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback();
    },
    elapse(milliseconds: number) {
      now += milliseconds;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
  };
}

describe('whenFrameShown', () => {
  it('waits for the painted frame to be shown: the next frame, then a task after it', () => {
    const manual = manualClock();
    let calls = 0;
    whenFrameShown(() => (calls += 1), manual.clock);
    manual.elapse(0);
    manual.frame();
    manual.elapse(0);
    // One frame: painted, not yet known to be on screen.
    expect(calls).toBe(0);
    manual.frame();
    expect(calls).toBe(0);
    manual.elapse(0);
    expect(calls).toBe(1);
    // Once only: the fallback does not call again.
    manual.elapse(AFTER_PAINT_FALLBACK_MILLISECONDS);
    manual.frame();
    expect(calls).toBe(1);
  });

  it('goes ahead after the fallback when no frame comes (a tab in the background)', () => {
    const manual = manualClock();
    let calls = 0;
    whenFrameShown(() => (calls += 1), manual.clock);
    manual.elapse(AFTER_PAINT_FALLBACK_MILLISECONDS - 1);
    expect(calls).toBe(0);
    manual.elapse(1);
    expect(calls).toBe(1);
    manual.frame();
    manual.frame();
    manual.elapse(0);
    expect(calls).toBe(1);
  });

  it('never calls once cancelled (the component unmounted)', () => {
    const manual = manualClock();
    let calls = 0;
    const cancel = whenFrameShown(() => (calls += 1), manual.clock);
    manual.frame();
    cancel();
    manual.frame();
    manual.elapse(AFTER_PAINT_FALLBACK_MILLISECONDS);
    expect(calls).toBe(0);
  });
});

/** Element Timing reports by hand: `show(id)` reports an element's presentation to the observers. */
function manualTimings(isSupported = true) {
  const observers = new Set<(identifiers: readonly string[]) => void>();
  const shown: string[] = [];
  const timings: ElementTimings = {
    isSupported,
    observe(seen) {
      // Buffered: what was shown before the observer started is reported at once.
      if (shown.length > 0) seen([...shown]);
      observers.add(seen);
      return () => void observers.delete(seen);
    },
  };
  return {
    timings,
    show(identifier: string) {
      shown.push(identifier);
      for (const seen of observers) seen([identifier]);
    },
    get observerCount() {
      return observers.size;
    },
  };
}

describe('whenElementShown', () => {
  it('waits for the marked element to be reported shown, whatever frames come before', () => {
    const manual = manualClock();
    const elements = manualTimings();
    let calls = 0;
    whenElementShown('quote-last', () => (calls += 1), elements.timings, manual.clock);
    for (let frame = 0; frame < 5; frame += 1) {
      manual.frame();
      manual.elapse(16);
    }
    elements.show('another');
    expect(calls).toBe(0);
    elements.show('quote-last');
    expect(calls).toBe(1);
    expect(elements.observerCount).toBe(0);
    manual.elapse(ELEMENT_SHOWN_FALLBACK_MILLISECONDS);
    expect(calls).toBe(1);
  });

  it('goes ahead at once when the element was already shown (buffered)', () => {
    const manual = manualClock();
    const elements = manualTimings();
    elements.show('quote-last');
    let calls = 0;
    whenElementShown('quote-last', () => (calls += 1), elements.timings, manual.clock);
    expect(calls).toBe(1);
  });

  it('goes ahead after the fallback when the element is never drawn, and not when cancelled', () => {
    const manual = manualClock();
    const elements = manualTimings();
    let calls = 0;
    whenElementShown('quote-last', () => (calls += 1), elements.timings, manual.clock);
    manual.elapse(ELEMENT_SHOWN_FALLBACK_MILLISECONDS - 1);
    expect(calls).toBe(0);
    manual.elapse(1);
    expect(calls).toBe(1);
    const cancel = whenElementShown('quote-last', () => (calls += 1), elements.timings, manual.clock);
    cancel();
    elements.show('quote-last');
    manual.elapse(ELEMENT_SHOWN_FALLBACK_MILLISECONDS);
    expect(calls).toBe(1);
  });

  it('waits for the next shown frame where the browser has no Element Timing', () => {
    const manual = manualClock();
    const elements = manualTimings(false);
    let calls = 0;
    whenElementShown('quote-last', () => (calls += 1), elements.timings, manual.clock);
    manual.frame();
    manual.frame();
    manual.elapse(0);
    expect(calls).toBe(1);
  });
});
