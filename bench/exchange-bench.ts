// exchange/apply throughput (issue 3): on PostgreSQL as a ratio to pgbench's default TPC-B run with 8
// clients against the same server, measured in the same run; on PGlite as a rate. One member, funded
// with the server stopped (PGlite is single-process), sends exchanges without an Idempotency-Key.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { postEntry } from '../apps/server/src/modules/ledger/post-entry.ts';
import { DEMO, demoLoadOptions, withPreparedServer, type Report } from './prepared-server.ts';

const CONNECTIONS = 32;
/** Prefix of the scratch databases this bench creates on the PostgreSQL server. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'saham_bench';

async function fundDemoMember(databaseUrl: string | null, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [member] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, DEMO.account));
    if (!member) throw new Error('demo member missing');
    await database.db.update(members).set({ realNameStatus: 'verified' }).where(eq(members.id, member.id));
    const amountMinor = 10n ** 14n;
    await inTransaction(database.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'deposit',
          memberId: member.id,
          memo: 'exchange benchmark funding',
          postings: [
            { account: { memberId: member.id, bucket: 'available' }, currency: 'MYR', amountMinor },
            { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -amountMinor },
          ],
        },
        new Date(),
      ),
    );
  } finally {
    await database.close();
  }
}

/** Exchanges per second at CONNECTIONS connections for `seconds`, after a short warm-up. */
export async function exchangesPerSecond(databaseUrl: string | null, seconds: number): Promise<number> {
  return withPreparedServer(
    'fx',
    databaseUrl,
    (dataDir) => fundDemoMember(databaseUrl, dataDir),
    async (server) => {
      const body = { from: 'MYR', to: 'USD', amount: '1.00' };
      const options = await demoLoadOptions(server, 'exchange/apply', body, CONNECTIONS);
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration: seconds });
      if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
      return result.requests.average;
    },
  );
}

/** pgbench's default TPC-B-like run, 8 clients, 2 threads, on a scratch database of the same server. */
function pgbenchTps(serverUrl: string, seconds: number): number {
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
