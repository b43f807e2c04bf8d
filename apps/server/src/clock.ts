// The one clock every time read goes through. Outside production it can start at a chosen instant
// (SAHAM_CLOCK_START) and then advance in real time, so tests and demos reach trading hours and
// deadlines; tests can also move it by hand. The server holds such a clock at its instant until it
// listens (createClock's `isHeld`, released by server.ts), so the clock reads SAHAM_CLOCK_START when
// the first request can come, however long the start took.
export interface Clock {
  now(): Date;
  /** Test helper: moves the clock forward. */
  advance(milliseconds: number): void;
  /** Sets a held clock running from where it stands; does nothing to a running one. */
  release(): void;
}

export function createClock(startIso: string | null, options: { isHeld?: boolean } = {}): Clock {
  let offsetMilliseconds = 0;
  /** The instant a held clock stands at; null once it runs. */
  let heldAt: number | null = null;
  if (startIso) {
    const start = Date.parse(startIso);
    if (Number.isNaN(start)) throw new Error(`SAHAM_CLOCK_START is not an ISO time: "${startIso}"`);
    offsetMilliseconds = start - Date.now();
    if (options.isHeld === true) heldAt = start;
  }
  return {
    now: () => new Date(heldAt ?? Date.now() + offsetMilliseconds),
    advance: (milliseconds) => {
      if (heldAt === null) offsetMilliseconds += milliseconds;
      else heldAt += milliseconds;
    },
    release: () => {
      if (heldAt === null) return;
      offsetMilliseconds = heldAt - Date.now();
      heldAt = null;
    },
  };
}
