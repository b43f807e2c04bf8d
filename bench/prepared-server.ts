// What the money benches share: a production-mode server on a scratch data directory, started once to
// migrate and seed, stopped while the bench loads its data straight into the database, started again;
// and autocannon options for one call as the logged-in demo member.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import {
  postJson,
  startServer,
  stopServer,
  type ServerProcess,
} from '../apps/server/src/crash/server-process.ts';

export type Report = (name: string, figure: string, target: string, isMet: boolean) => void;

export const DEMO = { account: '601123456789', password: 'Demo1234' };

/** Runs `measure` against a server whose database `prepare` filled while it was stopped. */
export async function withPreparedServer<P, T>(
  label: string,
  databaseUrl: string | null,
  prepare: (dataDir: string) => Promise<P>,
  measure: (server: ServerProcess, prepared: P) => Promise<T>,
  /** Overrides of the server's environment (a diagnostic run outside production mode, say). */
  envOverrides: Record<string, string> = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `saham-bench-${label}-`));
  const env = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PASSWORD_HASH_COST: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...envOverrides,
  };
  try {
    await stopServer(await startServer(env));
    const prepared = await prepare(dataDir);
    const server = await startServer(env);
    try {
      return await measure(server, prepared);
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs a member in and answers the headers of its calls. */
export async function memberHeaders(
  server: ServerProcess,
  credentials: { account: string; password: string },
): Promise<Record<string, string>> {
  const login = await postJson(server.baseUrl, 'user/login', credentials);
  const data = login.data;
  if (login.status !== 1 || typeof data !== 'object' || data === null) throw new Error(`login: ${login.msg}`);
  return {
    'content-type': 'application/json',
    token: String(Reflect.get(data, 'token')),
    account: credentials.account,
  };
}

/** Logs the demo member in and answers autocannon options that POST `body` to `/api/vue/<call>`. */
export async function demoLoadOptions(
  server: ServerProcess,
  call: string,
  body: unknown,
  connections: number,
): Promise<autocannon.Options & { headers: Record<string, string> }> {
  return {
    url: `${server.baseUrl}/api/vue/${call}`,
    method: 'POST',
    connections,
    headers: await memberHeaders(server, DEMO),
    body: JSON.stringify(body),
  };
}
