// Trading (issue 5 §7). Three figures:
// (a) market orders that fill at once (`trade/buy`, priceType market) at 32 connections on PostgreSQL,
//     as a ratio to pgbench's default TPC-B run with 8 clients against the same server, measured in
//     the same run (goal ≥ 0.4);
// (b) their p99 latency at a fixed 200 orders per second, one due every 5 ms and timed from when it
//     was due (constant-rate.ts; goal ≤ 50 ms);
// (c) one engine round's choice of the pending limit orders to execute, with 100,000 of them across
//     2,000 instruments (goal ≤ 50 ms a round), measured in-process on synthetic orders: the desk's
//     book (`roundCandidates`) against the full scan a round did before it (every pending order read
//     and each compared with its instrument's last price), as a ratio.
// Like the exchange bench, 32 connections are 32 members (the demo member and 31 copies, verified,
// funded and with the demo's fund password), each logged in on its own connection, buying a few Bursa
// instruments whose quotes the bench writes while the server is stopped. The server's clock starts on
// Monday 23 November 2026 at 10:00 in Kuala Lumpur (Bursa trades), so it runs in test mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, ne, sql } from 'drizzle-orm';
import { decimal } from '@saham/domain/markets/decimal';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import type { SimState } from '@saham/domain/prices/simulator';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { instruments } from '../apps/server/src/db/schema-markets.ts';
import { quotes } from '../apps/server/src/db/schema-prices.ts';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/invariants.ts';
import { PendingOrderBook, type BookOrder } from '../apps/server/src/modules/trading/order-book.ts';
import { isLimitReached, roundCandidates } from '../apps/server/src/modules/trading/round.ts';
import { PRICE_DECIMALS, priceText } from '../apps/server/src/modules/quotes/instrument-params.ts';
import { postJson, startServer, stopServer } from '../apps/server/src/crash/server-process.ts';
import { constantRate } from './constant-rate.ts';
import { pgbenchTps, scratchDatabase } from './exchange-bench.ts';
import { settle } from './settle.ts';
import { benchAccounts, benchHeaders, copyVerifyAndFund } from './members.ts';
import type { Report } from './prepared-server.ts';

const CONNECTIONS = 32;
const FIXED_RATE = 200;
const ACCOUNTS = benchAccounts('60120000', CONNECTIONS);
/** Bursa instruments the members buy, one per connection in turn. */
const INSTRUMENT_COUNT = 4;
const ROUND_ORDERS = Number(process.env.BENCH_ROUND_ORDERS ?? 100_000);
const ROUND_INSTRUMENTS = Number(process.env.BENCH_ROUND_INSTRUMENTS ?? 2_000);
/** Rounds of the full scan the book is compared with. */
const SCAN_ROUNDS = 10;

interface Prepared {
  codes: string[];
}

/** Copies, verifies and funds the members; writes quotes for a few listed Bursa stocks. */
async function prepare(databaseUrl: string, dataDir: string): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await copyVerifyAndFund(database, ACCOUNTS, { invitePrefix: 'BT', memo: 'trading benchmark funding' });
    const stocks = await database.db
      .select({ id: instruments.id, symbol: instruments.symbol })
      .from(instruments)
      .where(
        and(
          eq(instruments.market, 'MY'),
          eq(instruments.status, 'listed'),
          ne(instruments.assetClass, 'index'),
        ),
      )
      .orderBy(instruments.id)
      .limit(INSTRUMENT_COUNT);
    if (stocks.length < INSTRUMENT_COUNT) throw new Error(`only ${stocks.length} listed Bursa stocks`);
    const now = new Date('2026-11-23T02:00:00Z');
    for (const stock of stocks) {
      const row = {
        instrumentId: stock.id,
        last: '10.00',
        prevClose: '10.00',
        open: '10.00',
        high: '10.00',
        low: '10.00',
        volume: '0',
        turnover: '0',
        tradingDay: '2026-11-23',
        indicative: null,
        phase: 'continuous',
        updatedAt: now,
      };
      await database.db
        .insert(quotes)
        .values(row)
        .onConflictDoUpdate({ target: quotes.instrumentId, set: row });
    }
    await database.db.execute(sql`vacuum analyze members`);
    return { codes: stocks.map((stock) => stock.symbol.slice(stock.symbol.indexOf(':') + 1)) };
  } finally {
    await database.close();
  }
}

interface TradingFigures {
  ordersPerSecond: number;
  p99AtFixedRate: number;
  fixedRateAchieved: number;
}

/** (a) and (b) on a prepared server of `databaseUrl`. */
export async function marketOrderFigures(databaseUrl: string, seconds: number): Promise<TradingFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-bench-trading-'));
  // Test mode: the clock starts at SAHAM_CLOCK_START (Monday 10:00 in Kuala Lumpur), no market engine.
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  try {
    await stopServer(await startServer(env));
    const { codes } = await prepare(databaseUrl, dataDir);
    const server = await startServer(env);
    let figures: TradingFigures;
    try {
      const headers = await benchHeaders(server, ACCOUNTS);
      const orderFor = (connection: number) => ({
        code: codes[connection % codes.length],
        market: 'MY',
        direction: 'long',
        priceType: 'market',
        quantity: 100,
        leverage: 1,
      });
      const bodyFor = (connection: number) => JSON.stringify(orderFor(connection));
      const run = (duration: number) => {
        let connection = 0;
        return autocannon({
          url: `${server.baseUrl}/api/vue/trade/buy`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: headers[0],
          body: bodyFor(0),
          // A refusal answers 200 with status 0: it did not fill, and counts as a mismatch.
          verifyBody: (body) => body !== undefined && body.toString().includes('"status":1'),
          setupClient: (client) => {
            client.setHeaders(headers[connection % CONNECTIONS]);
            client.setBody(bodyFor(connection));
            connection += 1;
          },
          duration,
        });
      };
      // Steady state: each member's first order opens its margin bucket and its house shards.
      for (const [index, memberHeaders] of headers.entries()) {
        const answer = await postJson(server.baseUrl, 'trade/buy', orderFor(index), memberHeaders);
        if (answer.status !== 1) throw new Error(`trade/buy refused: ${answer.msg}`);
      }
      await run(2);
      const full = await run(seconds);
      if (full.non2xx + full.mismatches > 0)
        throw new Error(`${full.non2xx} non-2xx answers, ${full.mismatches} refusals`);
      if (full.timeouts > 0) console.warn(`trading bench: ${full.timeouts} requests timed out`);
      // (a)'s thousands of orders leave WAL to write out: checkpointed first, not inside (b)'s p99.
      await settle('trading (b)', databaseUrl);
      // (b) open loop: an order due every 5 ms, each one's latency counted from when it was due
      // (constant-rate.ts says why autocannon's overallRate does not measure this).
      const fixed = await constantRate({
        url: `${server.baseUrl}/api/vue/trade/buy`,
        rate: FIXED_RATE,
        seconds,
        connections: CONNECTIONS,
        request: (index) => ({ headers: headers[index % CONNECTIONS] ?? {}, body: bodyFor(index) }),
        isSuccess: (body) => body.includes('"status":1'),
      });
      if (fixed.failures > 0)
        throw new Error(`${fixed.failures} orders failed or refused at ${FIXED_RATE}/s`);
      figures = {
        ordersPerSecond: full.requests.average,
        p99AtFixedRate: fixed.p99,
        fixedRateAchieved: fixed.achievedRate,
      };
    } finally {
      await stopServer(server);
    }
    // Thousands of fills at 32 connections on PostgreSQL: the ledger must still balance.
    await assertLedgerWhole(databaseUrl, dataDir);
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Throws when the ledger's invariants (admin-ledger's check) do not hold after a run. */
async function assertLedgerWhole(databaseUrl: string, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const violations = await checkLedgerInvariants(database.db);
    if (violations.length > 0)
      throw new Error(
        `trading bench: ledger invariants broken: ${JSON.stringify(
          violations.slice(0, 5),
          (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        )}`,
      );
  } finally {
    await database.close();
  }
}

/** A deterministic pseudo-random sequence (the same orders every run). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function stateAt(last: bigint): SimState {
  return {
    last,
    prevClose: last,
    tradingDay: null,
    open: last,
    high: last,
    low: last,
    volume: 0n,
    turnover: 0n,
    indicative: null,
    lastInstant: null,
  };
}

interface RoundFigures {
  bookP99Ms: number;
  bookMeanMs: number;
  bookCpuMeanMs: number;
  scanMeanMs: number;
  crossedPerRound: number;
}

/**
 * (c) ROUND_ORDERS pending limit orders on ROUND_INSTRUMENTS Bursa instruments around RM 10.00, each
 * instrument's price walking ±1% a round: the book's choice against the full scan, over `rounds`.
 */
export function roundEvaluationFigures(rounds = 100): RoundFigures {
  const random = randomSequence(20_261_123);
  const symbols = Array.from({ length: ROUND_INSTRUMENTS }, (_, index) => `MY:B${index}`);
  // The engine's prices are at PRICE_DECIMALS; the book reads them through priceText, as a round does.
  const cent = 10n ** BigInt(PRICE_DECIMALS - 2);
  const basePrice = 1_000n;
  const orders: BookOrder[] = [];
  const book = new PendingOrderBook();
  for (let id = 1; id <= ROUND_ORDERS; id += 1) {
    const instrument = Math.floor(random() * ROUND_INSTRUMENTS);
    const direction = random() < 0.5 ? 'long' : 'short';
    // Limits 5–15% away from the price on the side that waits (a buy below, a sell above).
    const offset = BigInt(50 + Math.floor(random() * 100));
    const cents = direction === 'long' ? basePrice - offset : basePrice + offset;
    const price = priceText(cents * cent);
    const order: BookOrder = {
      id,
      instrumentId: instrument + 1,
      symbol: symbols[instrument]!,
      market: 'MY',
      kind: 'open',
      direction,
      price,
      limit: decimal(price),
    };
    orders.push(order);
    book.add(order);
  }
  // The price path of every round, drawn up front: a walk of up to ±1% a round per instrument, kept
  // within ±20% of RM 10, so a few limits are crossed each round. The engine keeps each instrument's
  // state in memory; a round's stateOf answers it.
  const phases = new Map<MarketCode, Phase>([['MY', 'continuous']]);
  const indexOf = new Map(symbols.map((symbol, index) => [symbol, index]));
  const [low, high] = [800n * cent, 1_200n * cent];
  let prices = symbols.map(() => basePrice * cent);
  const paths: SimState[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    prices = prices.map((price) => {
      const next = price + BigInt(Math.floor(random() * 21) - 10) * cent;
      return next < low ? low : next > high ? high : next;
    });
    paths.push(prices.map(stateAt));
  }
  const tickOf = (round: number) => ({
    instant: round,
    phases,
    stateOf: (symbol: string) => {
      const index = indexOf.get(symbol);
      return index === undefined ? null : (paths[round]![index] ?? null);
    },
  });
  // The book: each round's choice; the crossed orders fill and leave it.
  const bookTimes: number[] = [];
  /** CPU time of the process during each choice: what the machine's load does not inflate. */
  const bookCpuTimes: number[] = [];
  const chosenPerRound: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const tick = tickOf(round);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const chosen = roundCandidates(book, tick);
    const used = process.cpuUsage(cpu);
    bookTimes.push(performance.now() - started);
    bookCpuTimes.push((used.user + used.system) / 1000);
    chosenPerRound.push(chosen.length);
    for (const order of chosen) book.remove(order.id);
  }
  // The round before the book, on the same orders and prices (fewer rounds: it is slow): every pending
  // order compared with its instrument's last price. Its choice must be the book's.
  const scanTimes: number[] = [];
  let pending = orders;
  for (let round = 0; round < Math.min(rounds, SCAN_ROUNDS); round += 1) {
    const tick = tickOf(round);
    const started = performance.now();
    const scanned = pending.filter((order) => {
      const state = tick.stateOf(order.symbol);
      return state !== null && isLimitReached(order, priceText(state.last));
    });
    scanTimes.push(performance.now() - started);
    if (scanned.length !== chosenPerRound[round])
      throw new Error(`round ${round}: book ${chosenPerRound[round]} ≠ scan ${scanned.length}`);
    const gone = new Set(scanned.map((order) => order.id));
    pending = pending.filter((order) => !gone.has(order.id));
  }
  const crossed = chosenPerRound.reduce((sum, count) => sum + count, 0);
  const sorted = [...bookTimes].sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    bookP99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
    bookMeanMs: mean(bookTimes),
    bookCpuMeanMs: mean(bookCpuTimes),
    scanMeanMs: mean(scanTimes),
    crossedPerRound: crossed / rounds,
  };
}

export async function benchTrading(report: Report, postgresServerUrl: string | null, seconds: number) {
  const round = roundEvaluationFigures();
  report(
    `trading round: ${ROUND_ORDERS.toLocaleString('en')} pending limit orders on ${ROUND_INSTRUMENTS.toLocaleString('en')} instruments, evaluation per round (book)`,
    `p99 ${round.bookP99Ms.toFixed(2)} ms, mean ${round.bookMeanMs.toFixed(2)} ms (CPU ${round.bookCpuMeanMs.toFixed(2)} ms) vs full scan ${round.scanMeanMs.toFixed(1)} ms (ratio ${(round.bookMeanMs / round.scanMeanMs).toFixed(3)}; ${round.crossedPerRound.toFixed(0)} crossed a round)`,
    '≤ 50 ms',
    round.bookP99Ms <= 50,
  );
  if (!postgresServerUrl) return;
  const tps = pgbenchTps(postgresServerUrl, seconds);
  const scratch = await scratchDatabase(postgresServerUrl, 'tr');
  try {
    const figures = await marketOrderFigures(scratch.url, seconds);
    const ratio = figures.ordersPerSecond / tps;
    report(
      `trade/buy market orders on PostgreSQL, ${CONNECTIONS} connections: ratio to pgbench TPC-B (8 clients)`,
      `${ratio.toFixed(2)} (${Math.round(figures.ordersPerSecond)} orders/s vs ${Math.round(tps)} tps)`,
      '≥ 0.40',
      ratio >= 0.4,
    );
    report(
      `trade/buy market orders on PostgreSQL at ${FIXED_RATE}/s: p99`,
      `${figures.p99AtFixedRate.toFixed(1)} ms (${Math.round(figures.fixedRateAchieved)} orders/s achieved, open loop)`,
      '≤ 50 ms',
      figures.p99AtFixedRate <= 50,
    );
  } finally {
    await scratch.drop();
  }
}

// Run alone: `node bench/trading-bench.ts` (the full `npm run bench` calls benchTrading too).
// BENCH_TRADING_PART=round measures the round only (no PostgreSQL needed).
if (import.meta.filename === process.argv[1]) {
  const serverUrl =
    process.env.BENCH_TRADING_PART === 'round'
      ? null
      : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  await benchTrading(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    serverUrl,
    Number(process.env.BENCH_SECONDS ?? 10),
  );
}
