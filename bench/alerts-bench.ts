// Price alerts (issue 16 §5): one engine round's check of 100,000 active alerts over 2,000 instruments
// (goal ≤ 20 ms a round), in-process on synthetic alerts whose instruments' prices walk ±1 % a round:
// the book a process keeps (AlertBook, per instrument sorted thresholds: only the crossed ones are
// read) against checking every alert with the domain rule, the baseline measured in the same run and
// checked to choose the same alerts. Fired alerts leave the book, as the job removes them.
// Run alone: `node bench/alerts-bench.ts`.
import { AlertBook, type BookAlert } from '../packages/domain/src/alerts/alert-book.ts';
import { isAlertMet, type AlertKind, type AlertQuote } from '../packages/domain/src/alerts/price-alerts.ts';
import { DECIMAL_FACTOR } from '../packages/domain/src/markets/decimal.ts';
import type { Report } from './prepared-server.ts';

const ALERTS = 100_000;
const INSTRUMENTS = 2_000;
const ROUNDS = 200;
/** The full scan is slow: fewer rounds of it. */
const SCAN_ROUNDS = 20;

function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface AlertRoundFigures {
  bookP99Ms: number;
  bookCpuP99Ms: number;
  bookMeanMs: number;
  scanMeanMs: number;
  firedPerRound: number;
}

export function alertRoundFigures(rounds = ROUNDS): AlertRoundFigures {
  const random = randomSequence(20_261_126);
  const cent = DECIMAL_FACTOR / 100n;
  const base = 1_000n * cent; // 10.00
  const symbols = Array.from({ length: INSTRUMENTS }, (_, index) => `MY:A${index}`);
  const kinds: AlertKind[] = ['above', 'below', 'change'];
  const alerts: BookAlert[] = [];
  const book = new AlertBook();
  for (let id = 1; id <= ALERTS; id += 1) {
    const kind = kinds[Math.floor(random() * 3)]!;
    // Levels 2–30 % away on the side that waits; percents 2–30 %.
    const away = BigInt(2 + Math.floor(random() * 29));
    const threshold =
      kind === 'change'
        ? away * DECIMAL_FACTOR
        : kind === 'above'
          ? base + away * 10n * cent
          : base - away * 10n * cent;
    const alert: BookAlert = {
      id,
      memberId: 1 + (id % 5_000),
      symbol: symbols[Math.floor(random() * INSTRUMENTS)]!,
      kind,
      threshold,
    };
    alerts.push(alert);
    book.add(alert);
  }
  // Every round's prices drawn up front: a walk of up to ±1 % a round, within ±25 % of 10.00.
  const indexOf = new Map(symbols.map((symbol, index) => [symbol, index]));
  const [low, high] = [750n * cent, 1_250n * cent];
  let prices = symbols.map(() => base);
  const paths: bigint[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    prices = prices.map((price) => {
      const next = price + BigInt(Math.floor(random() * 21) - 10) * cent;
      return next < low ? low : next > high ? high : next;
    });
    paths.push(prices);
  }
  const quoteOf =
    (round: number) =>
    (symbol: string): AlertQuote | null => {
      const index = indexOf.get(symbol);
      return index === undefined ? null : { last: paths[round]![index]!, prevClose: base };
    };

  const bookTimes: number[] = [];
  /** CPU time of the process during each check: what other work on the machine does not inflate. */
  const bookCpuTimes: number[] = [];
  const firedPerRound: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const quotes = quoteOf(round);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const met = book.met(quotes);
    for (const alert of met) book.remove(alert.id);
    const used = process.cpuUsage(cpu);
    bookTimes.push(performance.now() - started);
    bookCpuTimes.push((used.user + used.system) / 1000);
    firedPerRound.push(met.length);
  }
  // The baseline: every active alert checked with the rule, each round.
  const scanTimes: number[] = [];
  let active = alerts;
  for (let round = 0; round < Math.min(rounds, SCAN_ROUNDS); round += 1) {
    const quotes = quoteOf(round);
    const started = performance.now();
    const met = active.filter((alert) => {
      const quote = quotes(alert.symbol);
      return quote !== null && isAlertMet(alert, quote);
    });
    const gone = new Set(met.map((alert) => alert.id));
    active = active.filter((alert) => !gone.has(alert.id));
    scanTimes.push(performance.now() - started);
    if (met.length !== firedPerRound[round])
      throw new Error(`round ${round}: book ${firedPerRound[round]} ≠ scan ${met.length}`);
  }
  const p99 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
  };
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    bookP99Ms: p99(bookTimes),
    bookCpuP99Ms: p99(bookCpuTimes),
    bookMeanMs: mean(bookTimes),
    scanMeanMs: mean(scanTimes),
    firedPerRound: mean(firedPerRound),
  };
}

export async function benchAlerts(report: Report): Promise<void> {
  // A server's rounds run warm: a first pass compiles the book's code before the measured one.
  alertRoundFigures(50);
  const figures = alertRoundFigures();
  report(
    `price alerts: ${ALERTS.toLocaleString('en')} active alerts on ${INSTRUMENTS.toLocaleString('en')} instruments, check per engine round (book)`,
    `p99 ${figures.bookP99Ms.toFixed(2)} ms (CPU p99 ${figures.bookCpuP99Ms.toFixed(2)} ms), mean ${figures.bookMeanMs.toFixed(2)} ms vs checking every alert ${figures.scanMeanMs.toFixed(1)} ms (ratio ${(figures.bookMeanMs / figures.scanMeanMs).toFixed(3)}; ${figures.firedPerRound.toFixed(0)} fired a round)`,
    '≤ 20 ms',
    figures.bookP99Ms <= 20,
  );
}

if (import.meta.filename === process.argv[1]) {
  await benchAlerts((name, figure, target, isMet) =>
    console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
  );
}
