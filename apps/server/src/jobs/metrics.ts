// The jobs' figures on /metrics, one series per job (label `job`), every job of APP_JOBS listed from
// the start: its runs, its failed runs (an error, or work left to retry), and the time its runs took.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Services } from '../http/context.ts';
import { APP_JOBS } from './app-jobs.ts';
import { jobStatsOf, type JobStats } from './registry.ts';

export function registerJobMetrics(registry: Registry, services: Services): void {
  const stats = jobStatsOf(
    services,
    APP_JOBS.map((job) => job.name),
  );
  const figures: [name: string, help: string, read: (job: JobStats) => number][] = [
    ['saham_job_runs_total', 'Runs of each scheduled job since start', (job) => job.runs],
    ['saham_job_failures_total', 'Failed or incomplete runs of each job', (job) => job.failures],
    ['saham_job_duration_seconds_total', 'Time spent in runs of each job', (job) => job.durationSecondsTotal],
  ];
  for (const [name, help, read] of figures) {
    new Counter({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [job, figures] of stats) this.inc({ job }, read(figures));
      },
    });
  }
  new Gauge({
    name: 'saham_job_last_duration_seconds',
    help: 'Duration of the last run of each job',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      for (const [job, figures] of stats) this.set({ job }, figures.lastDurationSeconds);
    },
  });
}
