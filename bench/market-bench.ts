// Market engine and candle reads (issue 4 §6), in a child process so its CPU time and memory are the
// engine's server alone:
// (a) 2,000 synthetic instruments (a 24/7 market, so every one trades) ticking once a second with the
//     real engine on a throwaway in-memory PGlite — the quotes upsert, the minute candles and the
//     real-time publish included: CPU as % of one core (process.cpuUsage over the run), goal < 15 %,
//     and the process's peak RSS, goal < 400 MB;
// (b) `market/candles` for one instrument — a year of daily candles (250) plus the time-share day of
//     one-minute candles — through the app (`inject`) at concurrency 4: p99 of the pair, goal ≤ 20 ms.
// Run alone: `node bench/market-bench.ts` (`npm run bench` calls benchMarket, BENCH_ONLY=market);
// BENCH_MARKET_PART=a runs (a) only, BENCH_MARKET_PART=b (b) only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Instrument } from '@saham/domain/markets/instrument';
import { buildApp } from '../apps/server/src/app.ts';
import { createClock } from '../apps/server/src/clock.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { instruments } from '../apps/server/src/db/schema-markets.ts';
import { insertInstruments } from '../apps/server/src/modules/markets/repo.ts';
import { seedMarketDefaults } from '../apps/server/src/modules/markets/seed.ts';
import { createMarketEngine } from '../apps/server/src/modules/quotes/engine.ts';
import { createRealtime } from '../apps/server/src/realtime/realtime.ts';
import { collectGarbage, RUNTIME_ENV, RUNTIME_NODE_FLAGS } from '../apps/server/src/runtime-settings.ts';

type Report = (name: string, figure: string, target: string, isMet: boolean) => void;

const INSTRUMENTS = Number(process.env.BENCH_MARKET_INSTRUMENTS ?? 2000);
const CPU_GOAL_PERCENT = 15;
const RSS_GOAL_MB = 400;
const CANDLES_GOAL_MS = 20;
const CONCURRENCY = 4;
const SAMPLES = 400;

interface Figures {
  cpuPercent: number;
  /** The process before the engine started (PGlite with the schema, the seed and 2,000 instruments, the app). */
  rssBeforeEngineMb: number;
  peakRssMb: number;
  ticks: number;
  candlesP99Ms: number;
  dailyP99Ms: number;
  minutesP99Ms: number;
  dailyCandles: number;
  minuteCandles: number;
}

function synthetic(index: number): Instrument & { sortOrder: number } {
  const code = `SYN${String(index).padStart(4, '0')}`;
  return {
    market: 'CRYPTO',
    code,
    symbol: `CRYPTO:${code}`,
    names: { en: `Synthetic ${index}` },
    assetClass: 'crypto',
    tab: 'digital',
    currency: 'USD',
    lotSize: null,
    tickTable: null,
    prevClose: `${10 + (index % 500)}.25`,
    profile: { sector: null, description: null, sharesOutstanding: null, peRatio: null, dividendYield: null },
    corporateActions: [],
    sortOrder: 1000 + index,
  };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function child(seconds: number): Promise<Figures> {
  // A throwaway PGlite directory, opened as the server opens its own (src/db/client.ts).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-market-bench-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await applyMigrations(database);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }),
    marketEngine: 'off' as const,
    rateLimitPerMinute: 1_000_000,
  };
  const clock = createClock(null);
  const realtime = createRealtime({ databaseUrl: null });
  const services = { db: database.db, dbKind: database.kind, clock, config, realtime };
  await seedMarketDefaults(database.db, clock.now());
  // Only the synthetic instruments trade: every seed instrument is unlisted for part (a).
  await database.db.update(instruments).set({ status: 'unlisted' });
  await insertInstruments(
    database.db,
    Array.from({ length: INSTRUMENTS }, (_, index) => synthetic(index + 1)),
    clock.now(),
  );
  const app = await buildApp({ services, logger: false });
  await app.ready();
  collectGarbage(); // as src/server.ts does before it listens
  const rssBeforeEngine = process.memoryUsage().rss;
  const quiet = {
    info: () => {},
    warn: () => {},
    error: (details: object, message: string) => console.error(message, details),
  };
  // As the server runs it (src/main.ts): quotes stored every 2 s, trades pushed every second.
  const engine = createMarketEngine(services, { logger: quiet, backfill: false, quoteWriteMs: 2000 });
  const onlyCandles = process.env.BENCH_MARKET_PART === 'b';
  if (!onlyCandles) {
    engine.start();
    await engine.ready;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 250);
  const before = process.cpuUsage();
  const started = performance.now();
  const firstState = engine.stateOf('CRYPTO:SYN0001');
  if (!onlyCandles) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const used = process.cpuUsage(before);
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const lastState = engine.stateOf('CRYPTO:SYN0001');
  await engine.stop();
  const cpuPercent = ((used.user + used.system) / 1000 / elapsed) * 100;
  const ticks = Math.round(((lastState?.lastInstant ?? 0) - (firstState?.lastInstant ?? 0)) / 1000);

  if (process.env.BENCH_MARKET_PART === 'a') {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return {
      cpuPercent,
      rssBeforeEngineMb: rssBeforeEngine / 1024 / 1024,
      peakRssMb: peakRss / 1024 / 1024,
      ticks,
      candlesP99Ms: 0,
      dailyP99Ms: 0,
      minutesP99Ms: 0,
      dailyCandles: 0,
      minuteCandles: 0,
    };
  }
  // (b) one instrument's history, then the chart reads.
  await database.db.update(instruments).set({ status: 'listed' }).where(eq(instruments.symbol, 'MY:1155'));
  const reader = createMarketEngine(services, { logger: quiet });
  const filled = await reader.backfill(clock.now().getTime(), ['MY:1155']);
  const inject = async (body: object): Promise<number> => {
    const start = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/vue/market/candles', payload: body });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200 || !response.body.startsWith('{"status":1'))
      throw new Error(response.body);
    return elapsed;
  };
  const daily = { symbol: 'MY:1155', period: '1d', limit: 250 };
  const minutes = { symbol: 'MY:1155', period: '1m', limit: 500 };
  for (let index = 0; index < 20; index += 1) await Promise.all([inject(daily), inject(minutes)]);
  const pairs: number[] = [];
  const dailyTimes: number[] = [];
  const minuteTimes: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SAMPLES) {
        next += 1;
        const dailyMs = await inject(daily);
        const minuteMs = await inject(minutes);
        dailyTimes.push(dailyMs);
        minuteTimes.push(minuteMs);
        pairs.push(dailyMs + minuteMs);
      }
    }),
  );
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    cpuPercent,
    rssBeforeEngineMb: rssBeforeEngine / 1024 / 1024,
    peakRssMb: peakRss / 1024 / 1024,
    ticks,
    candlesP99Ms: percentile(pairs, 0.99),
    dailyP99Ms: percentile(dailyTimes, 0.99),
    minutesP99Ms: percentile(minuteTimes, 0.99),
    dailyCandles: filled.dailyCandles,
    minuteCandles: filled.minuteCandles,
  };
}

export async function benchMarket(report: Report, seconds = 10): Promise<void> {
  const output = await new Promise<string>((resolve, reject) => {
    // With the server's runtime settings (src/runtime-settings.ts), as src/main.ts runs it.
    const args = [...RUNTIME_NODE_FLAGS, import.meta.filename, '--child', String(seconds)];
    const process_ = spawn(process.execPath, args, {
      env: { ...process.env, ...RUNTIME_ENV },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    process_.on('error', reject);
    process_.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`market bench exited ${code}`)),
    );
  });
  const line = output.trim().split('\n').at(-1) ?? '{}';
  const figures = JSON.parse(line) as Figures;
  console.log(
    `market: ${INSTRUMENTS} instruments, ${figures.ticks} engine seconds measured; candles: ${figures.dailyCandles} days + ${figures.minuteCandles} minutes backfilled; ` +
      `p99 daily ${figures.dailyP99Ms.toFixed(1)} ms, minutes ${figures.minutesP99Ms.toFixed(1)} ms`,
  );
  const part = process.env.BENCH_MARKET_PART;
  // A part run alone reports its own figures only: the other's are not measured.
  if (part !== 'b') reportEngine(report, figures);
  if (part !== 'a') {
    report(
      'market/candles: 1 year of days + 1 day of minutes, p99 at concurrency 4',
      `${figures.candlesP99Ms.toFixed(1)} ms`,
      `≤ ${CANDLES_GOAL_MS} ms`,
      figures.candlesP99Ms <= CANDLES_GOAL_MS,
    );
  }
}

function reportEngine(report: Report, figures: Figures): void {
  report(
    `market engine CPU, ${INSTRUMENTS} instruments ticking once a second (PGlite, writes and publish included)`,
    `${figures.cpuPercent.toFixed(1)} % of one core`,
    `< ${CPU_GOAL_PERCENT} %`,
    figures.cpuPercent < CPU_GOAL_PERCENT,
  );
  report(
    `server RSS with ${INSTRUMENTS} instruments ticking`,
    `${Math.round(figures.peakRssMb)} MB peak (${Math.round(figures.rssBeforeEngineMb)} MB before the engine started)`,
    `< ${RSS_GOAL_MB} MB`,
    figures.peakRssMb < RSS_GOAL_MB,
  );
}

if (process.argv[2] === '--child') {
  const figures = await child(Number(process.argv[3] ?? 10));
  console.log(JSON.stringify(figures));
  process.exit(0);
} else if (import.meta.main) {
  await benchMarket((name, figure, target, isMet) =>
    console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
  );
}
