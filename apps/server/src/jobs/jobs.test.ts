import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import { buildApp } from '../app.ts';
import type { Services } from '../http/context.ts';
import { runTickRoundHooks, tickRoundHookCount } from '../modules/quotes/tick-round-hooks.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { APP_JOBS } from './app-jobs.ts';
import { defineJob, jobStatsOf, runningJobs, startJobs } from './registry.ts';

/** The value of `metric{job="<job>"}` in a /metrics answer, or null when the series is missing. */
function seriesValue(metrics: string, metric: string, job: string): number | null {
  const line = metrics.split('\n').find((text) => text.startsWith(`${metric}{job="${job}"} `));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('jobs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const readMetrics = async (app = testApp.app) => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('lists every job on /metrics with its runs, failures and duration', async () => {
    const metrics = await readMetrics();
    for (const job of APP_JOBS) {
      for (const metric of [
        'saham_job_runs_total',
        'saham_job_failures_total',
        'saham_job_duration_seconds_total',
        'saham_job_last_duration_seconds',
      ]) {
        expect(seriesValue(metrics, metric, job.name), `${metric} of ${job.name}`).not.toBeNull();
      }
    }
  });

  it('counts a market round of each market-triggered job', async () => {
    const before = await readMetrics();
    await runTickRoundHooks(testApp.services, {
      instant: testApp.clock.now().getTime(),
      phases: new Map<MarketCode, Phase>([['MY', 'continuous']]),
      stateOf: () => null,
    });
    const after = await readMetrics();
    for (const name of ['trading-round', 'corporate-actions', 'day-trading-close']) {
      const runs = (metrics: string) => seriesValue(metrics, 'saham_job_runs_total', name) ?? Number.NaN;
      expect(runs(after) - runs(before), name).toBe(1);
      expect(seriesValue(after, 'saham_job_failures_total', name), name).toBe(0);
    }
  });

  it('counts a failed run as a failure, and stops the job with the returned function', async () => {
    const services = { ...testApp.services };
    const failing = defineJob({
      name: 'always-failing',
      description: 'a test job that fails',
      trigger: { kind: 'market-round' },
      leaderOnly: true,
      run: () => Promise.reject(new Error('no')),
    });
    const stop = startJobs([failing], services, { logger: testApp.app.log });
    expect(runningJobs(services)).toEqual(['always-failing']);
    const round = { instant: testApp.clock.now().getTime(), phases: new Map(), stateOf: () => null };
    await runTickRoundHooks(services, round);
    await stop();
    await runTickRoundHooks(services, round);
    expect(runningJobs(services)).toEqual([]);
    expect(tickRoundHookCount(services)).toBe(0);
    expect(jobStatsOf(services, ['always-failing']).get('always-failing')).toMatchObject({
      runs: 1,
      failures: 1,
    });
  });

  it('starts every enabled job with startJobs, and none by registering the routes', async () => {
    // The harness started them, as server.ts does: all but the market engine (MARKET_ENGINE=off).
    expect(runningJobs(testApp.services).sort()).toEqual(
      APP_JOBS.map((job) => job.name)
        .filter((name) => name !== 'market-engine')
        .sort(),
    );
    // The same app built on services of its own, its jobs never started: nothing runs.
    const services: Services = { ...testApp.services };
    const app = await buildApp({ services, logger: false });
    await app.ready();
    try {
      expect(runningJobs(services)).toEqual([]);
      expect(tickRoundHookCount(services)).toBe(0);
      const metrics = await readMetrics(app);
      for (const job of APP_JOBS) expect(seriesValue(metrics, 'saham_job_runs_total', job.name)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('has no route file that starts work', () => {
    const modules = path.join(import.meta.dirname, '..', 'modules');
    const routeFiles = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'routes.ts');
    expect(routeFiles.length).toBeGreaterThan(10);
    for (const file of routeFiles) {
      const text = fs.readFileSync(path.join(modules, file), 'utf8');
      expect(text, file).not.toMatch(/setInterval|setTimeout|registerTickRoundHook|'onReady'|startJobs/);
    }
  });
});
