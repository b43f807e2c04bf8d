// Runs the real server (node src/main.ts) as a child process for crash tests and benchmarks: start on a
// free port, wait until it answers, stop it gracefully or kill it outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: a loaded CI machine can take well over a minute to start PGlite and apply migrations.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/** Starts the server with the test environment plus `env`; resolves once /healthz answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // SERVER_CPU_PROF_DIR: a V8 CPU profile of the server, written there when it stops (profiling benches).
  const profileDir = process.env.SERVER_CPU_PROF_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      SAHAM_CLOCK_START: '2026-11-23T02:00:00Z',
      RATE_LIMIT_PER_MINUTE: '1000000',
      REGISTRATIONS_PER_HOUR: '1000000',
      // Money only: no market engine (and no price backfill) competing for the CPU mid-stream.
      MARKET_ENGINE: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, () => log);
  return { baseUrl, child, output: () => log };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/** The crash: no shutdown hook runs, nothing is flushed by the process. */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await exited(server.child);
}

/** A scratch PostgreSQL database on the server of `serverUrl`, and how to drop it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `saham_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type Answer = { status: number; msg: string; data?: unknown; params?: unknown };

async function answerOf(response: Response, what: string): Promise<Answer> {
  const parsed: unknown = await response.json();
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${what}: no JSON answer`);
  return {
    status: Number(Reflect.get(parsed, 'status')),
    msg: String(Reflect.get(parsed, 'msg')),
    data: Reflect.get(parsed, 'data'),
    params: Reflect.get(parsed, 'params'),
  };
}

async function post(url: string, body: object, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return answerOf(response, url);
}

/** POSTs a member call to a running server. */
export function postJson(
  baseUrl: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(`${baseUrl}/api/vue/${path}`, body, headers);
}

/** POSTs a staff call to a running server. */
export function postAdminJson(
  baseUrl: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(`${baseUrl}/api/admin/${path}`, body, headers);
}

/** Uploads a file as the member (common/upload, multipart field `file`). */
export async function uploadFile(
  baseUrl: string,
  bytes: Buffer,
  fileName: string,
  contentType: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const response = await fetch(`${baseUrl}/api/vue/common/upload`, { method: 'POST', headers, body: form });
  return answerOf(response, 'common/upload');
}
