// Shutdown that always ends (issue 13 §5), on the real server process. Under load — keyed exchanges
// and logins over keep-alive connections, a WebSocket subscriber — and with clients that stopped
// halfway (a request's headers, a request's body, a WebSocket that never answers the close frame),
// SIGTERM finishes the requests in flight and exits 0 before its deadline; at the next start every
// acknowledged exchange is there, replays answer the same, and the ledger holds. A transaction that
// never ends (SHUTDOWN_TEST_STALL) holds a shutdown: a second SIGTERM then exits at once, and without
// one the deadline exits 1 naming what it abandoned; the transaction's entry is never committed.
// PGlite by default; a scratch database on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCrashStorage } from './crash-storage.ts';
import { exchangeApply } from '@saham/contract/exchange';
import { journalEntries } from '../db/schema.ts';
import { exchanges } from '../db/schema-exchange.ts';
import { DEMO_MEMBER } from '../seed/seed.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';
import { connectLive } from '../realtime/test-client.ts';
import { exitCodeOf, SAME_REQUEST_MS } from '../shutdown.ts';
import { STALLED_ENTRY_MEMO } from '../shutdown-test-stall.ts';
import { postJson, startServer, type ServerProcess } from './server-process.ts';

const EXCHANGE = { from: 'MYR', to: 'USD', amount: '1.00' } as const;
const LOAD_WORKERS = 4;
const ACKS_BEFORE_SIGNAL = 20;
const SHUTDOWN_TIMEOUT_SECONDS = 20;

type Headers = Record<string, string>;
type Answer = { httpStatus: number; status: number; data: unknown };

/** Resolves with the exit status; rejects (and kills the process) if it has not exited within `limitMs`. */
function exitOf(child: ChildProcess, limitMs: number): Promise<{ code: number | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server had not exited ${limitMs} ms after the signal`));
    }, limitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code });
    });
  });
}

/** A POST over `agent`'s keep-alive connections; a 503 while closing is an answer too. */
function post(server: ServerProcess, agent: http.Agent, call: string, body: object, headers: Headers) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(`${server.baseUrl}/api/vue/${call}`);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const parsed: unknown = JSON.parse(text || '{}');
          const field = (name: string): unknown =>
            typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, name) : undefined;
          resolve({
            httpStatus: response.statusCode ?? 0,
            status: Number(field('status')),
            data: field('data'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A connection that sent `text` and then nothing more. */
function halfSent(server: ServerProcess, text: string): Promise<net.Socket> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

/** A WebSocket that completes its handshake, then never reads again nor answers a close frame. */
async function deafWebSocket(server: ServerProcess): Promise<net.Socket> {
  const socket = await halfSent(
    server,
    'GET /api/ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${Buffer.from(randomUUID().slice(0, 16)).toString('base64')}\r\n\r\n`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('HTTP/1.1 101')) resolve();
      else reject(new Error(`no upgrade: ${chunk.toString().slice(0, 80)}`));
    });
  });
  socket.pause();
  return socket;
}

async function logIn(server: ServerProcess): Promise<Headers> {
  const answer = await postJson(server.baseUrl, 'user/login', DEMO_MEMBER);
  const token =
    typeof answer.data === 'object' && answer.data !== null ? Reflect.get(answer.data, 'token') : null;
  if (answer.status !== 1 || typeof token !== 'string') throw new Error(`login: ${answer.msg}`);
  return { token, account: DEMO_MEMBER.account };
}

interface Acknowledged {
  /** Idempotency key → the exchange's answer. */
  exchanges: Map<string, { orderNo: string; data: unknown }>;
  logins: number;
}

/** Keyed exchanges and logins until `stop.isDone` or the server is gone. */
function putLoad(server: ServerProcess, session: Headers, acks: Acknowledged, stop: { isDone: boolean }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_WORKERS });
  const worker = async (index: number) => {
    for (let step = index; !stop.isDone; step += 1) {
      try {
        if (step % 3 === 2) {
          const answer = await post(server, agent, 'user/login', DEMO_MEMBER, {});
          if (answer.status === 1) acks.logins += 1;
          continue;
        }
        const key = randomUUID();
        const answer = await post(server, agent, 'exchange/apply', EXCHANGE, {
          ...session,
          'idempotency-key': key,
        });
        if (answer.status === 1) {
          acks.exchanges.set(key, {
            orderNo: exchangeApply.response.parse(answer.data).orderNo,
            data: answer.data,
          });
        }
      } catch {
        return; // the server has closed
      }
    }
  };
  const workers = Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index));
  return {
    done: async () => {
      stop.isDone = true;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

async function until(condition: () => boolean, what: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('shutdown always ends', () => {
  const storage = useCrashStorage('saham-shutdown-');

  it(
    'finishes the requests in flight under load, with stuck clients, and exits 0 before its deadline',
    { timeout: 420_000 },
    async () => {
      const server = await startServer(
        storage.env({ MARKET_ENGINE: 'on', SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) }),
      );
      const session = await logIn(server);
      const subscriber = await connectLive(`${server.baseUrl.replace('http', 'ws')}/api/ws`);
      subscriber.send({ op: 'subscribe', symbols: ['MY:1155', 'US:AAPL'] });
      await subscriber.next('subscribed');
      const stuck = [
        await halfSent(server, 'POST /api/vue/user/login HTTP/1.1\r\nHost: x\r\n'),
        await halfSent(
          server,
          'POST /api/vue/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"account":',
        ),
        await deafWebSocket(server),
      ];
      const acks: Acknowledged = { exchanges: new Map(), logins: 0 };
      const load = putLoad(server, session, acks, { isDone: false });
      await until(() => acks.exchanges.size >= ACKS_BEFORE_SIGNAL && acks.logins > 0, 'the load to run');

      server.child.kill('SIGTERM');
      // Exit 0 is a shutdown that finished; the deadline would have exited 1.
      const { code } = await exitOf(server.child, (SHUTDOWN_TIMEOUT_SECONDS + 30) * 1000);
      expect(code, server.output()).toBe(0);
      await load.done();
      expect((await subscriber.closed).code).toBe(1001);
      for (const socket of stuck) socket.destroy();

      // The next start on the same data: replays answer as before, and it stops cleanly when idle.
      const restarted = await startServer(storage.env({ MARKET_ENGINE: 'off' }));
      for (const [key, { data }] of [...acks.exchanges].slice(-3)) {
        const replay = await postJson(restarted.baseUrl, 'exchange/apply', EXCHANGE, {
          ...session,
          'idempotency-key': key,
        });
        expect(replay.data, `replay of ${key}`).toEqual(data);
      }
      restarted.child.kill('SIGTERM');
      expect((await exitOf(restarted.child, 60_000)).code, restarted.output()).toBe(0);

      const after = await storage.open();
      try {
        const orderNos = [...acks.exchanges.values()].map((ack) => ack.orderNo);
        const rows = await after.db
          .select({ orderNo: exchanges.orderNo })
          .from(exchanges)
          .where(inArray(exchanges.orderNo, orderNos));
        expect(rows.map((row) => row.orderNo).sort()).toEqual([...orderNos].sort());
        expect(await checkLedgerInvariants(after.db)).toEqual([]);
      } finally {
        await after.close();
      }
      console.info(
        `shutdown test: SIGTERM after ${acks.exchanges.size} exchanges and ${acks.logins} logins acknowledged`,
      );
    },
  );

  it(
    'exits at once on a second SIGTERM, and at the deadline when a transaction never ends, which then never committed',
    { timeout: 420_000 },
    async () => {
      const stalled = await startServer(
        storage.env({ MARKET_ENGINE: 'off', SHUTDOWN_TEST_STALL: 'on', SHUTDOWN_TIMEOUT_SECONDS: '600' }),
      );
      stalled.child.kill('SIGTERM');
      const firstSignalAt = Date.now();
      await until(() => stalled.output().includes('test stall: a transaction has written'), 'the stall');
      // Later than a repeat of the same signal (npm forwarding a Ctrl-C), which the server ignores.
      await until(() => Date.now() - firstSignalAt > SAME_REQUEST_MS + 500, 'the second signal');
      stalled.child.kill('SIGTERM');
      // Far sooner than the deadline of 600 s, and with the status of a process a signal ended.
      const second = await exitOf(stalled.child, 60_000);
      expect(second.code, stalled.output()).toBe(exitCodeOf('SIGTERM'));
      expect(stalled.output()).toContain('second SIGTERM: exiting now, open work abandoned');

      const deadlined = await startServer(
        storage.env({ MARKET_ENGINE: 'off', SHUTDOWN_TEST_STALL: 'on', SHUTDOWN_TIMEOUT_SECONDS: '2' }),
      );
      deadlined.child.kill('SIGTERM');
      expect((await exitOf(deadlined.child, 60_000)).code, deadlined.output()).toBe(1);
      expect(deadlined.output()).toContain('shutdown did not finish within 2 s');
      expect(deadlined.output()).toContain('"step":"closing the database"');

      // Neither exit left the stalled entry behind, nor anything half-written.
      const after = await storage.open();
      try {
        const stallEntries = await after.db
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(eq(journalEntries.memo, STALLED_ENTRY_MEMO));
        expect(stallEntries).toEqual([]);
        expect(await checkLedgerInvariants(after.db)).toEqual([]);
      } finally {
        await after.close();
      }
    },
  );
});
