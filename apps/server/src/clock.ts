// The one clock every time read goes through. Outside production it can start at a chosen instant
// (SAHAM_CLOCK_START) and then advance in real time, so tests and demos reach trading hours and
// deadlines; tests can also move it by hand.
export interface Clock {
  now(): Date;
  /** Test helper: moves the clock forward. */
  advance(milliseconds: number): void;
}

export function createClock(startIso: string | null): Clock {
  let offsetMilliseconds = 0;
  if (startIso) {
    const start = Date.parse(startIso);
    if (Number.isNaN(start)) throw new Error(`SAHAM_CLOCK_START is not an ISO time: "${startIso}"`);
    offsetMilliseconds = start - Date.now();
  }
  return {
    now: () => new Date(Date.now() + offsetMilliseconds),
    advance: (milliseconds) => {
      offsetMilliseconds += milliseconds;
    },
  };
}
