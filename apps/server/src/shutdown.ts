// How the server process ends (issue 13 §5). The first SIGTERM or SIGINT runs the shutdown's steps in
// order (server.ts: the market engine, the HTTP server and its sockets, the database). They must end
// within the deadline (SHUTDOWN_TIMEOUT_SECONDS): past it the process exits 1, logging the step it was
// on and what was still open. A second signal exits at once, with 128 + the signal's number (what a
// shell reports for a process a signal ended) — unless it comes within SAME_REQUEST_MS of the first:
// under `npm start` one Ctrl-C reaches the server from the terminal and again through each npm above
// it, which forward signals to their child (the `exec` in package.json's start scripts keeps that chain
// unbroken, so a SIGTERM sent to npm alone reaches the server too).
// Nothing is half-written either way: a transaction still open never commits, and the database rolls
// it back — PostgreSQL when the connection ends, PGlite by its recovery at the next start — as after a
// crash, which the crash tests cover. See docs/decisions/0015-shutdown-deadline.md.
import os from 'node:os';

export interface ShutdownLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownStep {
  /** What the step does, for the log ("closing the database"). */
  name: string;
  run(): Promise<void>;
}

export interface ShutdownOptions {
  logger: ShutdownLogger;
  timeoutMs: number;
  steps: readonly ShutdownStep[];
  /** What is still open (requests in flight, connections), for the log of a shutdown cut short. */
  describeOpenWork(): object;
  /** Runs on every way out, just before it (releases the data directory's lock). */
  release(): void;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
}

export interface Shutdown {
  readonly isShuttingDown: boolean;
  /** Starts shutting down on the first signal; exits at once on any later one. */
  onSignal(signal: NodeJS.Signals): void;
  /** Listens for SIGTERM and SIGINT. */
  listen(): void;
}

/** Signals this soon after the first are the same request, delivered more than once (npm forwards). */
export const SAME_REQUEST_MS = 1_000;

/** The exit status when the deadline passed, or a step failed. */
export const EXIT_FAILED = 1;

/** The exit status of a process ended by `signal` (130 for SIGINT, 143 for SIGTERM). */
export function exitCodeOf(signal: NodeJS.Signals): number {
  return 128 + (os.constants.signals[signal] ?? 0);
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let startedAt: number | null = null;
  let step = 'starting';
  let hasLeft = false;

  function leave(code: number, message: string, details: object): void {
    if (hasLeft) return;
    hasLeft = true;
    try {
      options.release();
    } finally {
      if (code === 0) options.logger.info(details, message);
      else options.logger.error(details, message);
      exit(code);
    }
  }

  /** The step and what it left open, for the log of a shutdown cut short. */
  function abandoned(): object {
    const seconds = startedAt === null ? 0 : Math.round((Date.now() - startedAt) / 100) / 10;
    let open: object;
    try {
      open = options.describeOpenWork();
    } catch (error) {
      open = { unknown: String(error) };
    }
    return { step, secondsSinceSignal: seconds, abandoned: open };
  }

  async function run(signal: NodeJS.Signals): Promise<void> {
    startedAt = Date.now();
    options.logger.info(
      { signal, timeoutSeconds: options.timeoutMs / 1000 },
      'shutting down: finishing requests in flight',
    );
    const deadline = setTimeout(() => {
      leave(
        EXIT_FAILED,
        `shutdown did not finish within ${options.timeoutMs / 1000} s: exiting, open work abandoned`,
        abandoned(),
      );
    }, options.timeoutMs);
    // A step that fails is logged and the next ones still run: the database is closed even if the
    // market engine could not store its last quotes.
    const failed: string[] = [];
    for (const next of options.steps) {
      step = next.name;
      try {
        await next.run();
      } catch (error) {
        failed.push(next.name);
        options.logger.error({ step, err: error }, 'shutdown step failed');
      }
    }
    clearTimeout(deadline);
    const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
    if (failed.length > 0) leave(EXIT_FAILED, 'stopped, with failed steps', { seconds, failed });
    else leave(0, 'stopped', { seconds });
  }

  const shutdown: Shutdown = {
    get isShuttingDown() {
      return startedAt !== null;
    },
    onSignal(signal) {
      if (startedAt === null) {
        void run(signal);
        return;
      }
      if (Date.now() - startedAt < SAME_REQUEST_MS) return;
      leave(exitCodeOf(signal), `second ${signal}: exiting now, open work abandoned`, abandoned());
    },
    listen() {
      process.on('SIGTERM', () => shutdown.onSignal('SIGTERM'));
      process.on('SIGINT', () => shutdown.onSignal('SIGINT'));
    },
  };
  return shutdown;
}
