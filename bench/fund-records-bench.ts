// user/fundRecords with one million journal entries (issue 3): the first page's p99 at a modest
// concurrency, on PostgreSQL and on PGlite. The entries are loaded with bulk SQL while the server is
// stopped (PGlite is single-process): deposits spread over many members, one in a hundred the demo
// member's (10,000 of its own), each with its two postings, account balances equal to their postings
// so the ledger stays whole, and the members' journal counters equal to their entries.
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema.ts';
import { postJson } from '../apps/server/src/crash/server-process.ts';
import { DEMO, demoLoadOptions, withPreparedServer, type Report } from './prepared-server.ts';
import { scratchDatabase } from './exchange-bench.ts';

const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 1_000_000);
/** One entry in this many is the demo member's. */
const DEMO_SHARE = 100;
const OTHER_MEMBERS = 5_000;
/** Other members get ids far above any real one; journal entries do not reference members. */
const FIRST_OTHER_MEMBER_ID = 10_000_000;
const CONNECTIONS = 8;
const P99_GOAL_MILLISECONDS = 20;

/** The statements that load ENTRIES deposits for the demo member (`demoMemberId`) and the others. */
function loadStatements(demoMemberId: number): string[] {
  const memberOf = (g: string) =>
    `case when ${g} % ${DEMO_SHARE} = 0 then ${demoMemberId} else ${FIRST_OTHER_MEMBER_ID} + ${g} % ${OTHER_MEMBERS} end`;
  return [
    `insert into ledger_accounts (owner_key, member_id, currency, bucket)
       select 'member:' || m, m, 'MYR', 'available'
       from (select ${demoMemberId} as m union all
             select ${FIRST_OTHER_MEMBER_ID} + g from generate_series(0, ${OTHER_MEMBERS - 1}) g) members
       on conflict do nothing`,
    `insert into ledger_accounts (owner_key, member_id, currency, bucket)
       values ('house:bank_clearing', null, 'MYR', 'main') on conflict do nothing`,
    // Entry ids are given explicitly (after the ones already there) so postings need no lookup.
    `create temporary table bench_entries as
       select (select coalesce(max(id), 0) from journal_entries) + g as entry_id, g, s.member_id,
         a.id as account_id, (1000 + g % 9000)::bigint as amount_minor
       from generate_series(1, ${ENTRIES}) g
       cross join lateral (select ${memberOf('g')} as member_id) s
       join ledger_accounts a
         on a.owner_key = 'member:' || s.member_id and a.currency = 'MYR' and a.bucket = 'available'`,
    // Oldest first, one second apart, ending now: ids and times rise together as in real use.
    `insert into journal_entries (id, type, member_id, reference_type, reference_id, created_at)
       select entry_id, 'deposit', member_id, 'deposit', 'bench-' || g,
         now() - (${ENTRIES} - g) * interval '1 second'
       from bench_entries order by entry_id`,
    `select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) from journal_entries))`,
    `insert into postings (entry_id, account_id, currency, amount_minor)
       select b.entry_id, case when line = 1 then b.account_id else h.id end, 'MYR',
         case when line = 1 then b.amount_minor else -b.amount_minor end
       from bench_entries b
       cross join (values (1), (2)) lines (line)
       cross join (select id from ledger_accounts
                   where owner_key = 'house:bank_clearing' and currency = 'MYR' and bucket = 'main') h
       order by b.entry_id, line`,
    // The member journal counters the posting statement keeps (fund records' totals): all entries, and
    // those with a posting in ringgit on the member's own account, per member.
    `insert into member_journal_counts (member_id, type, currency, entries)
       select b.member_id, 'deposit', c.currency, count(*)
       from bench_entries b cross join (values ('*'), ('MYR')) c (currency)
       group by b.member_id, c.currency
       on conflict (member_id, currency, type)
         do update set entries = member_journal_counts.entries + excluded.entries`,
    `update ledger_accounts a set balance_minor = s.total
       from (select account_id, sum(amount_minor) as total from postings group by account_id) s
       where a.id = s.account_id`,
    'drop table bench_entries',
    'vacuum analyze ledger_accounts',
    'vacuum analyze journal_entries',
    'vacuum analyze postings',
    'vacuum analyze member_journal_counts',
  ];
}

export async function loadJournal(databaseUrl: string | null, dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [member] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, DEMO.account));
    const demoMemberId = member?.id;
    if (demoMemberId === undefined) throw new Error('demo member missing');
    const started = performance.now();
    for (const statement of loadStatements(demoMemberId)) await database.execute(statement);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

interface Measured {
  loadSeconds: number;
  p99: number;
  average: number;
  requestsPerSecond: number;
}

async function measure(databaseUrl: string | null, seconds: number): Promise<Measured> {
  return withPreparedServer(
    'fr',
    databaseUrl,
    (dataDir) => loadJournal(databaseUrl, dataDir),
    async (server, loadSeconds) => {
      const options = await demoLoadOptions(server, 'user/fundRecords', { page: 1 }, CONNECTIONS);
      const first = await postJson(server.baseUrl, 'user/fundRecords', { page: 1 }, options.headers);
      const total: unknown =
        typeof first.data === 'object' && first.data ? Reflect.get(first.data, 'total') : null;
      // The loaded entries of the demo member, plus the few the demo seed gives it (its funding).
      if (first.status !== 1 || typeof total !== 'number' || total < ENTRIES / DEMO_SHARE)
        throw new Error(`fundRecords: ${first.msg} (total ${String(total)})`);
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration: seconds });
      if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
      return {
        loadSeconds,
        p99: result.latency.p99,
        average: result.latency.average,
        requestsPerSecond: result.requests.average,
      };
    },
  );
}

function reportMeasured(report: Report, label: string, measured: Measured): void {
  report(
    `user/fundRecords first page on ${label}, ${ENTRIES.toLocaleString('en')} journal entries, ${CONNECTIONS} connections: p99`,
    `${measured.p99} ms (average ${measured.average.toFixed(1)} ms, ${Math.round(measured.requestsPerSecond)} req/s; loaded in ${measured.loadSeconds.toFixed(0)} s)`,
    `≤ ${P99_GOAL_MILLISECONDS} ms`,
    measured.p99 <= P99_GOAL_MILLISECONDS,
  );
}

export async function benchFundRecords(
  report: Report,
  postgresServerUrl: string | null,
  seconds: number,
  withPglite = true,
) {
  if (postgresServerUrl) {
    const scratch = await scratchDatabase(postgresServerUrl, 'fr');
    try {
      reportMeasured(report, 'PostgreSQL', await measure(scratch.url, seconds));
    } finally {
      await scratch.drop();
    }
  }
  if (withPglite) reportMeasured(report, 'PGlite', await measure(null, seconds));
}

// Run alone: `node bench/fund-records-bench.ts` (the full `npm run bench` calls benchFundRecords too).
if (import.meta.filename === process.argv[1]) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await benchFundRecords(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    process.env.BENCH_POSTGRES === 'off' ? null : serverUrl,
    Number(process.env.BENCH_SECONDS ?? 10),
    process.env.BENCH_PGLITE !== 'off',
  );
}
