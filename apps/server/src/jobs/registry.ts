// The job registry: every piece of scheduled work is declared once with defineJob (its name, its
// trigger, whether only the leader runs it, and what one run does) and listed in jobs/app-jobs.ts.
// startJobs starts them for one app's services — the server does it after it listens, the test
// harness after the app is ready — and answers the function that stops them (shutdown.ts, close).
// Registering routes starts nothing. Each run is counted for /metrics (jobs/metrics.ts).
// See docs/decisions/0016-jobs-in-one-place.md.
import { marketMoment } from '@saham/domain/markets/sessions';
import type { ServerConfig } from '../config.ts';
import type { Services } from '../http/context.ts';
import { registerTickRoundHook, type TickRound } from '../modules/quotes/tick-round-hooks.ts';
import { loadMarketZones, type MarketZone } from '../modules/trading/corporate-actions.ts';

/**
 * When a job runs:
 * - `interval`: every `everyMilliseconds` of wall time in every process (once at start too when
 *   `isRunAtStart`), one run at a time;
 * - `market-round`: after each round of the market engine (once a second of the services clock),
 *   so only in the process whose engine leads;
 * - `market-day`: after the first engine round of each new local date in any market's zone (market
 *   midnights; zones reread hourly) and at the first round; an incomplete run is retried
 *   `retryMilliseconds` later;
 * - `engine-loop`: the job runs its own once-a-second loop (the market engine), leading by an
 *   advisory lock (jobs/leadership.ts).
 */
export type JobTrigger =
  | { kind: 'interval'; everyMilliseconds: number; isRunAtStart: boolean }
  | { kind: 'market-round' }
  | { kind: 'market-day'; retryMilliseconds: number }
  | { kind: 'engine-loop' };

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunContext {
  services: Services;
  logger: JobLogger;
  /** The engine round that triggered the run (market-round and market-day jobs). */
  round: TickRound | null;
  /** Each market's zone (market-day jobs). */
  zones: readonly MarketZone[];
}

/** What a run reports beyond success: work it could not finish, to retry (market-day jobs). */
export type JobRunResult = { isIncomplete: boolean } | undefined;

/** What a job with its own loop reports of each of its rounds. */
export interface JobRecorder {
  record(round: { seconds: number; error?: unknown }): void;
}

interface JobBase {
  /** kebab-case, the `job` label on /metrics. */
  name: string;
  /** What it does, one line (the README's job table says the same). */
  description: string;
  /**
   * Whether only one process across the cluster runs it. Market-triggered jobs are: they run after
   * the engine's rounds, and only the leading engine runs rounds. Interval jobs are not: their
   * statements are guarded, so several processes running them at once change each row once.
   */
  leaderOnly: boolean;
  /** Whether the job starts under this configuration (default: always). */
  isEnabled?: (config: ServerConfig) => boolean;
}

export interface ScheduledJob extends JobBase {
  trigger: Exclude<JobTrigger, { kind: 'engine-loop' }>;
  run(context: JobRunContext): Promise<JobRunResult>;
}

export interface LoopJob extends JobBase {
  trigger: { kind: 'engine-loop' };
  leaderOnly: true;
  /** Starts the loop; answers how to stop it. */
  start(services: Services, context: { logger: JobLogger; recorder: JobRecorder }): { stop(): Promise<void> };
}

export type Job = ScheduledJob | LoopJob;

/** Declares a job (identity, for the types and so every declaration reads the same). */
export function defineJob<J extends Job>(job: J): J {
  if (job.trigger.kind !== 'interval' && !job.leaderOnly) {
    throw new Error(`job ${job.name}: a market-triggered job runs only where the engine leads`);
  }
  return job;
}

export interface JobStats {
  runs: number;
  failures: number;
  durationSecondsTotal: number;
  lastDurationSeconds: number;
}

const statsByServices = new WeakMap<Services, Map<string, JobStats>>();
const runningByServices = new WeakMap<Services, Set<string>>();

/** The counters of `names` for one app's services (zero until they run). */
export function jobStatsOf(services: Services, names: readonly string[]): Map<string, JobStats> {
  let stats = statsByServices.get(services);
  if (stats === undefined) {
    stats = new Map();
    statsByServices.set(services, stats);
  }
  for (const name of names) {
    if (!stats.has(name)) {
      stats.set(name, { runs: 0, failures: 0, durationSecondsTotal: 0, lastDurationSeconds: 0 });
    }
  }
  return stats;
}

/** The names of the jobs started for `services` and not stopped yet. */
export function runningJobs(services: Services): string[] {
  return [...(runningByServices.get(services) ?? [])];
}

export interface StartJobsOptions {
  logger: JobLogger;
}

/** Starts the enabled jobs for one app's services; answers the function that stops them all. */
export function startJobs(
  jobs: readonly Job[],
  services: Services,
  options: StartJobsOptions,
): () => Promise<void> {
  const enabled = jobs.filter((job) => job.isEnabled?.(services.config) ?? true);
  const running = runningByServices.get(services) ?? new Set<string>();
  runningByServices.set(services, running);
  const stops = enabled.map((job) => {
    const stats = jobStatsOf(services, [job.name]).get(job.name);
    if (stats === undefined) throw new Error(`job ${job.name}: no counters`);
    running.add(job.name);
    const recorder: JobRecorder = {
      record({ seconds, error }) {
        stats.runs += 1;
        stats.lastDurationSeconds = seconds;
        stats.durationSecondsTotal += seconds;
        if (error !== undefined) stats.failures += 1;
      },
    };
    const stop = startJob(job, services, options.logger, recorder);
    return async () => {
      await stop();
      running.delete(job.name);
    };
  });
  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= Promise.all(stops.map((stop) => stop())).then(() => {});
    return stopping;
  };
}

function startJob(job: Job, services: Services, logger: JobLogger, recorder: JobRecorder) {
  if (job.trigger.kind === 'engine-loop') {
    if (!('start' in job)) throw new Error(`job ${job.name}: an engine-loop job starts its own loop`);
    const loop = job.start(services, { logger, recorder });
    return () => loop.stop();
  }
  if (!('run' in job)) throw new Error(`job ${job.name}: a scheduled job needs run`);
  let isStopped = false;
  /** One run, timed and counted; a failure is logged (unless stopping took the database away). */
  const runOnce = async (round: TickRound | null, zones: readonly MarketZone[]): Promise<RunEnd> => {
    const startedAt = performance.now();
    let end: RunEnd;
    let error: unknown;
    try {
      const result = await job.run({ services, logger, round, zones });
      end = result?.isIncomplete === true ? 'incomplete' : 'done';
      if (end === 'incomplete') error = new Error('incomplete run');
    } catch (thrown) {
      end = 'failed';
      error = thrown;
      if (!isStopped) logger.error({ err: thrown, job: job.name }, `job ${job.name} failed`);
    }
    recorder.record({ seconds: (performance.now() - startedAt) / 1000, error });
    return end;
  };
  switch (job.trigger.kind) {
    case 'interval':
      return startInterval(
        job.trigger,
        () => runOnce(null, []),
        () => {
          isStopped = true;
        },
      );
    case 'market-round': {
      const unregister = registerTickRoundHook(services, async (round) => {
        await runOnce(round, []);
      });
      return async () => {
        isStopped = true;
        unregister();
      };
    }
    case 'market-day': {
      const unregister = registerTickRoundHook(
        services,
        marketDayHook(services, job.trigger.retryMilliseconds, runOnce),
      );
      return async () => {
        isStopped = true;
        unregister();
      };
    }
  }
}

/** How a run ended: an incomplete one did some work and left the rest to retry. */
type RunEnd = 'done' | 'incomplete' | 'failed';

function startInterval(
  trigger: { everyMilliseconds: number; isRunAtStart: boolean },
  runOnce: () => Promise<RunEnd>,
  onStop: () => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let isStopped = false;
  const start = () => {
    // One run at a time in a process: a slow one is not overtaken by the next.
    if (running !== null || isStopped) return;
    running = runOnce().then(() => {
      running = null;
    });
  };
  if (trigger.isRunAtStart) start();
  const timer = setInterval(start, trigger.everyMilliseconds);
  timer.unref();
  return async () => {
    isStopped = true;
    onStop();
    clearInterval(timer);
    await running;
  };
}

const HOUR = 3_600_000;

/** The tick hook of a market-day job: runs it when some market's local date rolled since its last run. */
function marketDayHook(
  services: Services,
  retryMilliseconds: number,
  runOnce: (round: TickRound, zones: readonly MarketZone[]) => Promise<RunEnd>,
) {
  let zones: MarketZone[] | null = null;
  let zonesReadAt = 0;
  let lastDates: string | null = null;
  let retryAt = Number.POSITIVE_INFINITY;
  let isRunning = false;
  return async (round: TickRound): Promise<void> => {
    if (isRunning) return;
    isRunning = true;
    try {
      if (zones === null || Math.abs(round.instant - zonesReadAt) > HOUR) {
        zones = await loadMarketZones(services.db);
        zonesReadAt = round.instant;
      }
      const now = new Date(round.instant);
      const dates = zones.map((zone) => `${zone.code}=${marketMoment(zone, now).date}`).join(' ');
      if (dates === lastDates && round.instant < retryAt) return;
      const end = await runOnce(round, zones);
      // A failed run (the database, say) is retried at the next round, as the dates are still new.
      if (end === 'failed') return;
      lastDates = dates;
      retryAt = end === 'incomplete' ? round.instant + retryMilliseconds : Number.POSITIVE_INFINITY;
    } finally {
      isRunning = false;
    }
  };
}
