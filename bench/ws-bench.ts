// Real-time fan-out (issue 4): 1,000 WebSocket clients, each following 20 of 2,000 symbols; every
// symbol ticks once a second; the figure is the p99 from a tick's time (stamped when the second's
// ticks are published) to its arrival at a client, goal ≤ 100 ms.
// - On PostgreSQL the server is the real one (src/main.ts on a scratch database) and this script
//   publishes each second's ticks through a bus of its own (`createRealtime`, `publishTick`), as
//   NOTIFYs on the `ticks` channel: the path of a tick made by another server process (LISTEN,
//   hub, sockets).
// - On PGlite the bus is in-process, so the server runs in a child process of this script (the
//   same app, `buildApp`) that publishes through `services.realtime.publishTick` when told to.
// - The clients are lean raw-socket WebSocket clients on worker threads (connectOne): the load
//   generator shares the machine with the server and must not be what sets the p99.
// Run alone: `node bench/ws-bench.ts` (`npm run bench` calls benchWebSockets too).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { Tick } from '@saham/contract/realtime';
import { buildApp } from '../apps/server/src/app.ts';
import { createClock } from '../apps/server/src/clock.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMemoryDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { createScratchDatabase, startServer, stopServer } from '../apps/server/src/crash/server-process.ts';
import { createRealtime } from '../apps/server/src/realtime/realtime.ts';
import { sampleTick } from '../apps/server/src/realtime/test-client.ts';

type Report = (name: string, figure: string, target: string, isMet: boolean) => void;

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const SYMBOLS_PER_CLIENT = 20;
const SYMBOL_COUNT = 2000;
/**
 * Seconds published before any is counted. A server just started, with 1,000 sockets just
 * connected, is still growing its heap (full collections) and compiling its hot paths: the goal is
 * the steady state of a running server, and with 2 seconds the first counted second was often that
 * transient (p50 115 ms where the following seconds were 40–55 ms).
 */
const WARM_UP_SECONDS = 5;
const GOAL_MS = 100;
const symbols = Array.from({ length: SYMBOL_COUNT }, (_, i) => `US:W${String(i).padStart(4, '0')}`);

interface Target {
  wsUrl: string;
  /** The server process (for its CPU time). */
  pid: number | undefined;
  /** Publishes one tick for every symbol, stamped now. */
  publishSecond(): Promise<void>;
  stop(): Promise<void>;
}

function ticksOfThisSecond(): Tick[] {
  const time = new Date().toISOString();
  return symbols.map((symbol) => sampleTick(symbol, { time }));
}

async function onPostgres(serverUrl: string): Promise<Target> {
  const scratch = await createScratchDatabase(serverUrl);
  const server = await startServer({ DATABASE_URL: scratch.url, SEED: 'none' });
  const publisher = createRealtime({ databaseUrl: scratch.url });
  return {
    wsUrl: `${server.baseUrl.replace('http', 'ws')}/api/ws`,
    pid: server.child.pid,
    async publishSecond() {
      for (const tick of ticksOfThisSecond()) publisher.publishTick(tick);
      await publisher.bus.flush();
    },
    async stop() {
      await publisher.close();
      await stopServer(server);
      await scratch.drop();
    },
  };
}

async function onPglite(): Promise<Target> {
  const child: ChildProcess = fork(import.meta.filename, ['serve'], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(Reflect.get(Object(message), 'port'))));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    wsUrl: `ws://127.0.0.1:${port}/api/ws`,
    pid: child.pid,
    async publishSecond() {
      child.send('publish');
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The child of onPglite: the app on an in-memory PGlite, publishing a second's ticks on request. */
async function serve(): Promise<void> {
  const database = await openMemoryDatabase();
  await applyMigrations(database);
  const config = { ...loadConfig({ NODE_ENV: 'production' }), rateLimitPerMinute: 100_000_000 };
  const realtime = createRealtime({ databaseUrl: null });
  const services = { db: database.db, dbKind: database.kind, clock: createClock(null), config, realtime };
  const app = await buildApp({ services, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', () => {
    for (const tick of ticksOfThisSecond()) realtime.publishTick(tick);
  });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  process.send?.({ port: Number(new URL(address).port) });
}

interface Clients {
  latencies: number[];
  /** Ticks stamped before this instant are warm-up and not counted. */
  recordFrom: number;
  close(): void;
}

/** A client text frame (RFC 6455 §5.2: masked), shorter than 64 KiB. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const header = payload.length < 126 ? 2 : 4;
  const frame = Buffer.allocUnsafe(header + 4 + payload.length);
  frame[0] = 0x81;
  if (header === 2) {
    frame[1] = 0x80 | payload.length;
  } else {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(payload.length, 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < payload.length; i += 1) {
    frame[header + 4 + i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  }
  return frame;
}

const TIME_FIELD = Buffer.from('"time":"');
const TICK_PREFIX = Buffer.from('{"type":"tick"');
const SUBSCRIBED_PREFIX = Buffer.from('{"type":"subscribed"');

/**
 * One lean WebSocket client on a raw TCP socket: the handshake, one subscribe frame, then the
 * server's unmasked, unfragmented frames are cut from the stream and only each tick's `time` is read
 * (the arrival instant is taken once per TCP read). A full client (the `ws` package, a JSON.parse per
 * frame) cost several times the server's CPU for 20,000 frames a second, and on a two-core machine
 * its queue, not the server, set the p99.
 */
function connectOne(
  wsUrl: string,
  followed: readonly string[],
  onTick: (stampedAt: number, arrivedAt: number) => void,
): Promise<net.Socket> {
  const url = new URL(wsUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let buffered: Buffer = Buffer.alloc(0);
    let isUpgraded = false;
    let lastTime = '';
    let lastStamp = 0;
    socket.on('error', reject);
    socket.on('connect', () => {
      const key = randomBytes(16).toString('base64');
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const arrivedAt = Date.now();
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (!isUpgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buffered.subarray(0, 12).toString().includes('101')) {
          reject(new Error(`no upgrade: ${buffered.subarray(0, 60).toString()}`));
          return;
        }
        isUpgraded = true;
        buffered = buffered.subarray(end + 4);
        socket.write(maskedTextFrame(JSON.stringify({ op: 'subscribe', symbols: followed })));
      }
      let offset = 0;
      while (buffered.length - offset >= 2) {
        const opcode = (buffered[offset] ?? 0) & 0x0f;
        let length = (buffered[offset + 1] ?? 0) & 0x7f;
        let header = 2;
        if (length === 126) {
          if (buffered.length - offset < 4) break;
          length = buffered.readUInt16BE(offset + 2);
          header = 4;
        } else if (length === 127) {
          if (buffered.length - offset < 10) break;
          length = Number(buffered.readBigUInt64BE(offset + 2));
          header = 10;
        }
        if (buffered.length - offset < header + length) break;
        const payload = buffered.subarray(offset + header, offset + header + length);
        offset += header + length;
        if (opcode === 0x9) {
          // A heartbeat ping: answer with a (masked, empty) pong.
          socket.write(Buffer.from([0x8a, 0x80, 0, 0, 0, 0]));
        } else if (opcode === 0x1 && payload.subarray(0, TICK_PREFIX.length).equals(TICK_PREFIX)) {
          const at = payload.lastIndexOf(TIME_FIELD);
          const time = payload.toString('latin1', at + TIME_FIELD.length, at + TIME_FIELD.length + 24);
          if (time !== lastTime) {
            lastTime = time;
            lastStamp = Date.parse(time);
          }
          onTick(lastStamp, arrivedAt);
        } else if (
          opcode === 0x1 &&
          payload.subarray(0, SUBSCRIBED_PREFIX.length).equals(SUBSCRIBED_PREFIX)
        ) {
          resolve(socket);
        }
      }
      buffered = offset === buffered.length ? Buffer.alloc(0) : buffered.subarray(offset);
    });
  });
}

/** A share of the clients, connected 50 at a time. */
async function connectClients(wsUrl: string, first: number, count: number): Promise<Clients> {
  const state: Clients = { latencies: [], recordFrom: Number.POSITIVE_INFINITY, close: () => {} };
  const sockets: net.Socket[] = [];
  const onTick = (stampedAt: number, arrivedAt: number) => {
    if (stampedAt >= state.recordFrom) state.latencies.push(arrivedAt - stampedAt);
  };
  const followedBy = (index: number) =>
    Array.from(
      { length: SYMBOLS_PER_CLIENT },
      (_, k) => symbols[(index * SYMBOLS_PER_CLIENT + k) % SYMBOL_COUNT] ?? '',
    );
  for (let start = first; start < first + count; start += 50) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, first + count - start) }, (_, i) =>
          connectOne(wsUrl, followedBy(start + i), onTick),
        ),
      )),
    );
  }
  state.close = () => {
    for (const socket of sockets) socket.destroy();
  };
  return state;
}

/** CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const percent = (share: number) => (Number.isNaN(share) ? 'n/a' : `${Math.round(share * 100)} %`);

type ToWorker = { recordFrom: number } | 'stop';
type FromWorker = 'ready' | { latencies: number[] };

/** The clients, split over worker threads (one per core) so their parsing does not queue in one. */
async function clientThreads(wsUrl: string): Promise<{
  record(from: number): void;
  stop(): Promise<number[]>;
}> {
  const threads = Math.max(1, Math.min(4, os.availableParallelism()));
  const workers = Array.from({ length: threads }, (_, index) => {
    const first = Math.floor((CLIENTS * index) / threads);
    const count = Math.floor((CLIENTS * (index + 1)) / threads) - first;
    return new Worker(import.meta.filename, { workerData: { wsUrl, first, count } });
  });
  const next = (worker: Worker) =>
    new Promise<FromWorker>((resolve, reject) => {
      worker.once('message', (message: FromWorker) => resolve(message));
      worker.once('error', reject);
    });
  await Promise.all(workers.map(next));
  return {
    record: (from) => {
      for (const worker of workers) worker.postMessage({ recordFrom: from } satisfies ToWorker);
    },
    async stop() {
      const answers = await Promise.all(
        workers.map((worker) => {
          const answer = next(worker);
          worker.postMessage('stop' satisfies ToWorker);
          return answer;
        }),
      );
      await Promise.all(workers.map((worker) => worker.terminate()));
      return answers.flatMap((answer) => (typeof answer === 'object' ? answer.latencies : []));
    },
  };
}

/** A client thread: connects its share of the clients and reports their latencies when told. */
async function clientThread(): Promise<void> {
  const { wsUrl, first, count } = workerData as { wsUrl: string; first: number; count: number };
  const clients = await connectClients(wsUrl, first, count);
  parentPort?.on('message', (message: ToWorker) => {
    if (message === 'stop') {
      clients.close();
      parentPort?.postMessage({ latencies: clients.latencies } satisfies FromWorker);
    } else {
      clients.recordFrom = message.recordFrom;
    }
  });
  parentPort?.postMessage('ready' satisfies FromWorker);
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

async function measure(label: string, target: Target, seconds: number, report: Report): Promise<void> {
  const clients = await clientThreads(target.wsUrl);
  let latencies: number[];
  const serverCpuBefore = cpuSeconds(target.pid);
  const clientCpuBefore = process.cpuUsage();
  try {
    for (let second = 0; second < WARM_UP_SECONDS + seconds; second += 1) {
      if (second === WARM_UP_SECONDS) clients.record(Date.now());
      const started = Date.now();
      await target.publishSecond();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    latencies = await clients.stop();
  }
  const totalSeconds = WARM_UP_SECONDS + seconds;
  const serverCpu = (cpuSeconds(target.pid) - serverCpuBefore) / totalSeconds;
  const clientUsage = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6 / totalSeconds;
  const sorted = latencies.sort((a, b) => a - b);
  const expected = seconds * CLIENTS * SYMBOLS_PER_CLIENT;
  const p99 = percentile(sorted, 0.99);
  report(
    `WebSocket fan-out on ${label}: ${CLIENTS} clients × ${SYMBOLS_PER_CLIENT} of ${SYMBOL_COUNT} symbols, p99 tick → client`,
    `${p99} ms (p50 ${percentile(sorted, 0.5)} ms, max ${sorted[sorted.length - 1]} ms; ` +
      `${sorted.length} of ${expected} ticks delivered; CPU: server ${percent(serverCpu)}, ` +
      `clients ${percent(clientCpu)} of a core; load average ${os.loadavg()[0]?.toFixed(1)})`,
    `≤ ${GOAL_MS} ms, all delivered`,
    p99 <= GOAL_MS && sorted.length === expected,
  );
}

async function reachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Each run counts three times the bench's seconds (30 by default). Every client's ticks of one
 * second arrive in one read, so one second is a tenth of 10 seconds' samples: their p99 was the
 * 90th percentile of the worst second, one slow second of the machine. Over 30 seconds it is the
 * p99 of the ticks.
 */
const SECONDS_FACTOR = 3;

export async function benchWebSockets(
  report: Report,
  postgresServerUrl: string | null,
  benchSeconds: number,
) {
  const seconds = benchSeconds * SECONDS_FACTOR;
  const pglite = await onPglite();
  try {
    await measure('PGlite (in-process bus)', pglite, seconds, report);
  } finally {
    await pglite.stop();
  }
  if (!postgresServerUrl || !(await reachable(postgresServerUrl))) return;
  const postgres = await onPostgres(postgresServerUrl);
  try {
    await measure('PostgreSQL (LISTEN/NOTIFY from another process)', postgres, seconds, report);
  } finally {
    await postgres.stop();
  }
}

if (!isMainThread) {
  await clientThread();
} else if (import.meta.filename === process.argv[1]) {
  if (process.argv[2] === 'serve') {
    await serve();
  } else {
    await benchWebSockets(
      (name, figure, target, isMet) =>
        console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      Number(process.env.BENCH_SECONDS ?? 10),
    );
  }
}
