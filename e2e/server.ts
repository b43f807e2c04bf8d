// Starts the real server (as `npm start` would, minus the build, which `npm test` has done) on a free
// port with a fresh PGlite data directory and the demo data: the shared one of global-setup.ts, and
// the servers of their own that tests whose clock must start elsewhere (before a midnight, a lunch
// break) run. Its log goes to .artifacts/e2e-<name>-server.log.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready in 120 s');
}

export interface TestServer {
  baseUrl: string;
  /** Stops the server (SIGTERM, waiting for it to exit) and deletes its data directory. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Starts the server on its fresh data first with its clock at this instant, waits until the market
   * engine has backfilled the price history and ticked, and stops it; then starts it again on that
   * data at `clockStart`. A second start is quick and backfills nothing, and the server holds its
   * clock until it listens (SAHAM_CLOCK_START), so a test can start the clock just before the moment
   * it waits for (a midnight, a lunch break) rather than minutes before it to cover a slow first start.
   */
  prepareAt?: string;
}

/** A server whose clock reads `clockStart` (ISO) when it starts listening, ready when this resolves. */
export async function startServer(
  name: string,
  clockStart: string,
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `saham-e2e-${name}-`));
  const logPath = path.join(repoRoot, '.artifacts', `e2e-${name}-server.log`);
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const log = fs.openSync(logPath, 'w');
  let running: RunningServer | null = null;
  const stop = async () => {
    await running?.stop();
    running = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.prepareAt !== undefined) {
      fs.writeSync(log, `--- first start, clock at ${options.prepareAt}\n`);
      running = await spawnServer(dataDir, options.prepareAt, log);
      await waitUntilEngineTicked(running.baseUrl);
      await running.stop();
      fs.writeSync(log, `--- second start, clock at ${clockStart}\n`);
    }
    running = await spawnServer(dataDir, clockStart, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: running.baseUrl, stop };
}

interface RunningServer {
  baseUrl: string;
  /** SIGTERM, waiting for the process to exit. */
  stop(): Promise<void>;
}

async function spawnServer(dataDir: string, clockStart: string, log: number): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      REGISTRATIONS_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
      SAHAM_CLOCK_START: clockStart,
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Waits until the market engine has run a round (/metrics, open to loopback): its backfill is done. */
async function waitUntilEngineTicked(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await fetch(`${baseUrl}/metrics`);
    const rounds = /^saham_job_runs_total\{job="market-engine"\} (\d+)$/m.exec(await response.text());
    if (Number(rounds?.[1] ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the market engine ran no round in 120 s');
}
