import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_FALLBACK_MILLISECONDS, whenFrameShown, type FrameClock } from './use-after-paint.ts';

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
