// exchange/apply throughput (issue 3): on PostgreSQL as a ratio to pgbench's default TPC-B run with 8
// clients against the same server, measured in the same run; on PGlite as a rate. A broker's 32
// connections are 32 members: the demo member and 31 copies of it, verified and funded with the server
// stopped (PGlite is single-process), each log in and send exchanges on their own connection, without
// an Idempotency-Key.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { postJson } from '../apps/server/src/crash/server-process.ts';
import { benchAccounts, benchHeaders, copyVerifyAndFund } from './members.ts';
import { withPreparedServer, type Report } from './prepared-server.ts';

const CONNECTIONS = 32;
/** The demo member's account and those of its copies (same password), one per connection. */
const ACCOUNTS = benchAccounts('60110000', CONNECTIONS);
/** Prefix of the scratch databases this bench creates on the PostgreSQL server. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'saham_bench';

/** Copies the demo member (password included) under the other accounts; verifies and funds them all. */
async function fundMembers(databaseUrl: string | null, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await copyVerifyAndFund(database, ACCOUNTS, { invitePrefix: 'BX', memo: 'exchange benchmark funding' });
    await database.db.execute(sql`vacuum analyze members`);
  } finally {
    await database.close();
  }
}

/** Exchanges per second at CONNECTIONS connections for `seconds`, after a short warm-up. */
export async function exchangesPerSecond(databaseUrl: string | null, seconds: number): Promise<number> {
  return withPreparedServer(
    'fx',
    databaseUrl,
    (dataDir) => fundMembers(databaseUrl, dataDir),
    async (server) => {
      const headers = await benchHeaders(server, ACCOUNTS);
      // Each run gives its connections one member each, in order.
      const run = (duration: number) => {
        let connection = 0;
        return autocannon({
          url: `${server.baseUrl}/api/vue/exchange/apply`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: headers[0],
          body: JSON.stringify({ from: 'MYR', to: 'USD', amount: '1.00' }),
          setupClient: (client) => {
            client.setHeaders(headers[connection % CONNECTIONS]);
            connection += 1;
          },
          duration,
        });
      };
      // Steady state: each member's first exchange opens its USD account and its FX desk shard.
      await Promise.all(
        headers.map((memberHeaders) =>
          postJson(
            server.baseUrl,
            'exchange/apply',
            { from: 'MYR', to: 'USD', amount: '1.00' },
            memberHeaders,
          ),
        ),
      );
      await run(2);
      const result = await run(seconds);
      if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
      // Requests beyond autocannon's 10 s timeout are not counted as exchanges (an overloaded machine).
      if (result.timeouts > 0) console.warn(`exchange bench: ${result.timeouts} requests timed out`);
      return result.requests.average;
    },
  );
}

/** pgbench's default TPC-B-like run, 8 clients, 2 threads, on a scratch database of the same server. */
export function pgbenchTps(serverUrl: string, seconds: number): number {
  const name = `${DATABASE_PREFIX}_pgbench_${Date.now()}`;
  const admin = new URL(serverUrl);
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  execFileSync('psql', [admin.toString(), '-qc', `create database ${name}`]);
  try {
    execFileSync('pgbench', ['-i', '-q', scratch.toString()], { stdio: 'ignore' });
    const output = execFileSync(
      'pgbench',
      ['-c', '8', '-j', '2', '-T', String(seconds), scratch.toString()],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const match = /tps = ([\d.]+)/.exec(output);
    if (!match?.[1]) throw new Error(`no tps in pgbench output:\n${output}`);
    return Number(match[1]);
  } finally {
    execFileSync('psql', [admin.toString(), '-qc', `drop database if exists ${name} with (force)`]);
  }
}

export async function scratchDatabase(
  serverUrl: string,
  label = 'fx',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${DATABASE_PREFIX}_${label}_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function benchExchange(report: Report, postgresServerUrl: string | null, seconds: number) {
  const pgliteRate = await exchangesPerSecond(null, seconds);
  report(
    `exchange/apply on PGlite, ${CONNECTIONS} connections`,
    `${Math.round(pgliteRate)} exchanges/s`,
    '≥ 500/s',
    pgliteRate >= 500,
  );
  if (!postgresServerUrl) return;
  const tps = pgbenchTps(postgresServerUrl, seconds);
  const scratch = await scratchDatabase(postgresServerUrl);
  try {
    const rate = await exchangesPerSecond(scratch.url, seconds);
    const ratio = rate / tps;
    report(
      `exchange/apply on PostgreSQL, ${CONNECTIONS} connections: ratio to pgbench TPC-B (8 clients)`,
      `${ratio.toFixed(2)} (${Math.round(rate)} exchanges/s vs ${Math.round(tps)} tps)`,
      '≥ 0.50',
      ratio >= 0.5,
    );
  } finally {
    await scratch.drop();
  }
}

// Run alone: `node bench/exchange-bench.ts` (the full `npm run bench` calls benchExchange too).
if (import.meta.filename === process.argv[1]) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await benchExchange(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    serverUrl,
    Number(process.env.BENCH_SECONDS ?? 10),
  );
}
