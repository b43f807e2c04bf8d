// New shares (issue 17 §5a): an IPO with 100,000 applications from 100,000 members — the ballot (and
// its results: refunds of the losers through the ledger, the notices), the allotment into the
// Inventory and the listing (escrow released into holdings) — goal ≤ 30 s on PostgreSQL, ≤ 90 s on
// PGlite, with `market/quotes` answered (p99 ≤ 50 ms) while it runs. The members, their ledger
// accounts and their applications (RM12,002.50 frozen each, in the escrow) are written straight into
// the tables; the steps are the module's own code (offerings/lifecycle.ts). Run alone:
// `npx node bench/offerings-bench.ts` (PGlite), or with TEST_DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_OFFERINGS_APPLICATIONS=10000 for a smaller run. With PostgreSQL it also measures (b) the
// opening rush (issue 17 §5b, below); BENCH_OFFERINGS_PART=ballot or =rush runs one part only.
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTestApp } from '../apps/server/src/test/harness.ts';
import { seedMarketDefaults } from '../apps/server/src/modules/markets/seed.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { allotOffering, BALLOT_CHUNK, listOffering } from '../apps/server/src/modules/offerings/lifecycle.ts';
import { runBallot } from '../apps/server/src/modules/offerings/staff-service.ts';
import { findOffering } from '../apps/server/src/modules/offerings/repo.ts';
import { HOUSE_SHARDS, houseBucketOf } from '../apps/server/src/modules/ledger/house-shards.ts';
import { postEntry } from '../apps/server/src/modules/ledger/post-entry.ts';
import { newSeed, seedHashOf } from '../packages/domain/src/new-shares/ballot.ts';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/invariants.ts';
import { pgbenchTps, scratchDatabase } from './exchange-bench.ts';
import { DEMO, withPreparedServer, type Report } from './prepared-server.ts';
import { settle } from './settle.ts';

const APPLICATIONS = Number(process.env.BENCH_OFFERINGS_APPLICATIONS ?? 100_000);
/** A fifth of the applications win a lot. */
const LOTS_OFFERED = Math.max(1, Math.floor(APPLICATIONS / 5));
const FREEZE_MINOR = 1_200_250n;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function p99(values: number[]): number {
  return percentile(values, 0.99);
}

/**
 * Both parts; `BENCH_OFFERINGS_PART=ballot` runs (a) only, `BENCH_OFFERINGS_PART=rush` (b) only (b
 * runs on PostgreSQL only: `postgresUrl` is the server's URL, the part makes its own databases).
 */
export async function benchOfferings(
  report: Report,
  postgresUrl: string | null = null,
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
): Promise<void> {
  const part = process.env.BENCH_OFFERINGS_PART ?? '';
  if (part !== 'rush') await benchBallot(report, postgresUrl);
  if (part !== 'ballot' && postgresUrl !== null) {
    await settle('offerings (b) rush', postgresUrl);
    await benchOfferingsRush(report, postgresUrl, seconds);
  }
}

/** (a): the ballot, refunds and allotment of APPLICATIONS applications. */
async function benchBallot(report: Report, postgresUrl: string | null): Promise<void> {
  if (postgresUrl !== null) process.env.TEST_DATABASE_URL = postgresUrl;
  const testApp = await createTestApp();
  try {
    const { db } = testApp.services;
    const now = testApp.clock.now();
    await seedMarketDefaults(db, now);
    const firstMember = 1_000_000;
    await db.execute(sql`
      insert into members (id, account, password_hash, invite_code, real_name_status, created_at)
      select ${firstMember} + n, '60190' || lpad(n::text, 7, '0'), 'x', 'B' || n, 'verified', ${now.toISOString()}::timestamptz
        from generate_series(1, ${APPLICATIONS}) as n`);
    await db.execute(sql`
      insert into ledger_accounts (owner_key, member_id, currency, bucket, balance_minor)
      select 'member:' || (${firstMember} + n), ${firstMember} + n, 'MYR', b.bucket, 0
        from generate_series(1, ${APPLICATIONS}) as n cross join (values ('available'), ('margin')) as b(bucket)`);
    // The escrow shards hold what the applications froze (as if each froze through the ledger).
    const perShard = new Map<string, bigint>();
    for (let n = 1; n <= APPLICATIONS; n += 1) {
      const bucket = houseBucketOf(firstMember + n);
      perShard.set(bucket, (perShard.get(bucket) ?? 0n) + FREEZE_MINOR);
    }
    // One balanced entry per shard (against house adjustments), so the ledger's invariants hold.
    for (let shard = 0; shard < HOUSE_SHARDS; shard += 1) {
      const amountMinor = perShard.get(shard === 0 ? 'main' : `main-${shard}`) ?? 0n;
      if (amountMinor === 0n) continue;
      const shardFor = shard === 0 ? HOUSE_SHARDS : shard;
      await postEntry(
        db,
        {
          type: 'adjustment',
          memberId: null,
          memo: 'bench: what the applications froze',
          postings: [
            { account: { house: 'ipo_escrow', shardFor }, currency: 'MYR', amountMinor },
            { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: -amountMinor },
          ],
        },
        now,
      );
    }
    await db.execute(sql`
      insert into instruments (market, code, symbol, names, search_text, asset_class, tab, currency, prev_close, status)
      values ('MY', 'BENCH', 'MY:BENCH', '{"en":"Bench IPO Berhad"}'::jsonb, 'bench', 'stock', 'subscription', 'MYR', 1.20, 'unlisted')`);
    const seed = newSeed();
    const [offering] = rowsOf<{ id: number }>(
      await db.execute(sql`
      insert into offerings (type, state, instrument_id, symbol, market, currency, lead_underwriter,
        application_price, issue_price, lot_size, min_quantity, min_investment_minor, per_member_limit,
        quantity_offered, tiers, opens_at, closes_at, fee_minor, fee_on_success_only, ballot_mode,
        lock_days, prospectus, seed, seed_hash, created_at, updated_at)
      select 'ipo', 'priced', id, symbol, 'MY', 'MYR', 'Bench', 1.20, 1.20, 10000, 10000, 0, 1,
        ${LOTS_OFFERED * 10_000}, '[]'::jsonb, ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz,
        ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz, 250, true, 'per_application', 0,
        '{}'::jsonb, ${seed}, ${seedHashOf(seed)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from instruments where symbol = 'MY:BENCH'
      returning id`),
    );
    if (!offering) throw new Error('no bench offering');
    await db.execute(sql`
      insert into offering_applications (offering_id, member_id, status, quantity, price, frozen_minor, fee_minor,
        created_at, updated_at)
      select ${offering.id}, ${firstMember} + n, 'subscribing', 10000, 1.20, ${FREEZE_MINOR.toString()}::bigint, 250,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from generate_series(1, ${APPLICATIONS}) as n`);
    await db.execute(sql`analyze`);

    // market/quotes while the steps run: one call every 20 ms.
    const latencies: number[] = [];
    let isRunning = true;
    const poll = (async () => {
      while (isRunning) {
        const started = performance.now();
        await testApp.app.inject({
          method: 'POST',
          url: '/api/vue/market/quotes',
          payload: { market: 'MY', page: 1 },
        });
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const stopPolling = async () => {
      isRunning = false;
      await poll;
    };
    const started = performance.now();
    const step = async (
      run: (tx: typeof db, row: NonNullable<Awaited<ReturnType<typeof findOffering>>>) => Promise<unknown>,
    ) =>
      inTransaction(db, async (tx) => {
        const row = await findOffering(tx, offering.id, 'update');
        if (!row) throw new Error('offering vanished');
        await run(tx, row);
      });
    const at = testApp.clock.now();
    let balloted: number;
    let seconds: number;
    try {
      // As staff or the schedule run it: the draw, then the settlement in short transactions.
      await runBallot(
        db,
        offering.id,
        Number(process.env.BENCH_BALLOT_CHUNK ?? BALLOT_CHUNK[testApp.services.dbKind]),
        at,
        async () => {},
      );
      balloted = (performance.now() - started) / 1000;
      await step((tx, row) => allotOffering(tx, row, at));
      seconds = (performance.now() - started) / 1000;
    } finally {
      await stopPolling();
    }
    // Listing (each winner's holding: an order, a position and a fill through trading's code) is
    // timed apart, on request: it is not among the issue's figures and runs per winner.
    const listSeconds = await (async () => {
      if (process.env.BENCH_OFFERINGS_LIST !== '1') return null;
      const listStarted = performance.now();
      await step((tx, row) => listOffering(tx, row, at));
      return (performance.now() - listStarted) / 1000;
    })();
    const [counts] = rowsOf<{ won: number; lost: number; frozen: string }>(
      await db.execute(sql`
      select count(*) filter (where status = 'won')::int as won, count(*) filter (where status = 'not_won')::int as lost,
        coalesce(sum(frozen_minor), 0)::text as frozen
        from offering_applications where offering_id = ${offering.id}`),
    );
    const [escrowBalance] = rowsOf<{ held: string }>(
      await db.execute(
        sql`select coalesce(sum(balance_minor), 0)::text as held from ledger_accounts where owner_key = 'house:ipo_escrow'`,
      ),
    );
    const kind = testApp.services.dbKind;
    const goal = kind === 'pglite' ? 90 : 30;
    report(
      `new shares: ballot, refunds (escrow released through the ledger) and allotment of ${APPLICATIONS.toLocaleString('en')} applications (${kind})`,
      `${seconds.toFixed(1)} s (ballot and refunds ${balloted.toFixed(1)} s); ${counts?.won ?? 0} won, ${counts?.lost ?? 0} refunded; escrow ${escrowBalance?.held ?? '?'} = held for winners ${counts?.frozen ?? '?'}${listSeconds === null ? '' : `; listing the winners' holdings ${listSeconds.toFixed(1)} s`}`,
      `≤ ${goal} s`,
      seconds <= goal && escrowBalance?.held === counts?.frozen,
    );
    report(
      `new shares: market/quotes while the ballot runs (${kind})`,
      `p99 ${p99(latencies).toFixed(1)} ms over ${latencies.length} calls (median ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, slowest ${Math.max(...latencies).toFixed(0)} ms)`,
      '≤ 50 ms',
      p99(latencies) <= 50,
    );
  } finally {
    await testApp.close();
  }
}

// (b) The opening rush (issue 17 §5b): `newStock/apply` at 32 connections on PostgreSQL, every request a
// different member's one application to one open IPO (RM1.20, 10,000-share lots, once per member), as
// a ratio to pgbench's TPC-B with 8 clients measured in the same run (`pgbenchTps`), goal ≥ 0.4. The
// members are copies of the demo member (password and fund password 123456 included), verified and
// funded, with a session each written while the server is stopped (thousands of argon2 logins would
// take longer than the run); the server is in production mode, so each apply checks the fund password
// with production argon2id parameters, as a member's would be.
const RUSH_CONNECTIONS = 32;
/**
 * Members prepared for the measured run; each applies once. More than the run can use up: unlocked
 * members apply ten times as fast as members whose fund password is checked.
 */
function rushMembers(sessions: RushSessions): number {
  const configured = process.env.BENCH_OFFERINGS_RUSH_MEMBERS;
  if (configured !== undefined) return Number(configured);
  return sessions === 'unlocked' ? 20_000 : 3_000;
}
/** Members for the warm-up run before it. */
const RUSH_WARMUP_MEMBERS = 200;
const RUSH_ACCOUNT_PREFIX = '60130';
/**
 * `BENCH_OFFERINGS_RUSH_HASH_COST=test`: a diagnostic run with the server outside production mode and
 * the demo's passwords hashed at the test cost, to see what an apply costs besides its argon2 check.
 */
const RUSH_DIAGNOSTIC = process.env.BENCH_OFFERINGS_RUSH_HASH_COST === 'test';
/**
 * Whose rush: `locked` members, whose every apply checks the fund password (their first of the session),
 * `unlocked` members, who checked it within TRADE_UNLOCK_MINUTES before the opening (newStock/unlock,
 * docs/decisions/0028-trade-unlock.md), or `both` (the default), each on a database of its own.
 */
const RUSH_SESSIONS = process.env.BENCH_OFFERINGS_RUSH_SESSIONS ?? 'both';
type RushSessions = 'locked' | 'unlocked';

interface RushPrepared {
  offeringId: number;
  headers: Record<string, string>[];
}

/** Copies the demo member rushMembers() + RUSH_WARMUP_MEMBERS times, with a session and RM each; opens an IPO. */
async function prepareRush(
  databaseUrl: string,
  dataDir: string,
  sessions: RushSessions,
): Promise<RushPrepared> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const count = rushMembers(sessions) + RUSH_WARMUP_MEMBERS;
    await database.execute(`create temporary table bench_member as
        select m.* from members m cross join generate_series(1, ${count})
          where m.account = '${DEMO.account}';
        update bench_member set id = nextval(pg_get_serial_sequence('members', 'id'));
        update bench_member set account = '${RUSH_ACCOUNT_PREFIX}' || lpad(id::text, 7, '0'),
          invite_code = 'BR' || id, real_name_status = 'verified';
        insert into members select * from bench_member;
        insert into member_sessions (token_hash, member_id, account, expires_at)
          select encode(sha256(convert_to('bench-rush-' || id, 'UTF8')), 'hex'), id, account,
            now() + interval '1 day'
          from bench_member;
        drop table bench_member`);
    const rows = rowsOf<{ id: number; account: string }>(
      await database.db.execute(
        sql`select id, account from members where account like ${`${RUSH_ACCOUNT_PREFIX}%`} order by id`,
      ),
    );
    if (rows.length !== count) throw new Error(`${rows.length} rush members, not ${count}`);
    const amountMinor = 10n ** 10n;
    for (const { id: memberId } of rows) {
      await inTransaction(database.db, (tx) =>
        postEntry(
          tx,
          {
            type: 'deposit',
            memberId,
            memo: 'new-shares rush benchmark funding',
            postings: [
              { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor },
              { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -amountMinor },
            ],
          },
          new Date(),
        ),
      );
    }
    // Production mode runs on the real clock, test mode from SAHAM_CLOCK_START: open from a month ago
    // until tomorrow covers both.
    const now = new Date();
    await database.db.execute(sql`
      insert into instruments (market, code, symbol, names, search_text, asset_class, tab, currency, prev_close, status)
      values ('MY', 'RUSH', 'MY:RUSH', '{"en":"Rush IPO Berhad"}'::jsonb, 'rush', 'stock', 'subscription', 'MYR', 1.20, 'unlisted')`);
    const seed = newSeed();
    const [offering] = rowsOf<{ id: number }>(
      await database.db.execute(sql`
      insert into offerings (type, state, instrument_id, symbol, market, currency, lead_underwriter,
        application_price, lot_size, min_quantity, min_investment_minor, per_member_limit,
        quantity_offered, tiers, opens_at, closes_at, fee_minor, fee_on_success_only, ballot_mode,
        lock_days, prospectus, seed, seed_hash, created_at, updated_at)
      select 'ipo', 'open', id, symbol, 'MY', 'MYR', 'Bench', 1.20, 10000, 10000, 0, 1,
        ${1_000 * 10_000}, '[]'::jsonb, ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz,
        ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz, 250, true, 'per_application', 0,
        '{}'::jsonb, ${seed}, ${seedHashOf(seed)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from instruments where symbol = 'MY:RUSH'
      returning id`),
    );
    if (!offering) throw new Error('no rush offering');
    if (sessions === 'unlocked') {
      // As newStock/unlock leaves a session (the server's default TRADE_UNLOCK_MINUTES is 15), written
      // here rather than by 3,200 production argon2 checks before the run.
      await database.db.execute(
        sql`update member_sessions set trade_unlocked_until = now() + interval '15 minutes' where token_hash in (select encode(sha256(convert_to('bench-rush-' || id, 'UTF8')), 'hex') from members where account like ${`${RUSH_ACCOUNT_PREFIX}%`})`,
      );
    }
    await database.db.execute(sql`vacuum analyze members`);
    await database.db.execute(sql`vacuum analyze member_sessions`);
    return {
      offeringId: offering.id,
      headers: rows.map(({ id, account }) => ({
        'content-type': 'application/json',
        token: `bench-rush-${id}`,
        account,
        // Each member from an address of its own (behind the proxy the server trusts here): from one
        // address, every apply's fund-password check would queue on that address's guess counter.
        'x-forwarded-for': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`,
      })),
    };
  } finally {
    await database.close();
  }
}

/** Applications per second at RUSH_CONNECTIONS connections for `seconds`, each from a new member. */
async function applicationsPerSecond(databaseUrl: string, seconds: number, sessions: RushSessions) {
  return withPreparedServer(
    'nr',
    databaseUrl,
    (preparedDir) => prepareRush(databaseUrl, preparedDir, sessions),
    async (server, prepared) => {
      let next = 0;
      // An unlocked member's app sends no fund password (the server would not check one).
      const body = JSON.stringify({
        offeringId: prepared.offeringId,
        quantity: 10_000,
        fundPassword: sessions === 'unlocked' ? '' : '123456',
      });
      const refusals: string[] = [];
      const run = (options: { amount?: number; duration?: number }) =>
        autocannon({
          url: `${server.baseUrl}/api/vue/newStock/apply`,
          method: 'POST',
          connections: RUSH_CONNECTIONS,
          ...options,
          requests: [
            {
              method: 'POST',
              body,
              // Every request is the next member's (one application each).
              setupRequest: (request) => {
                const headers = prepared.headers[next];
                next += 1;
                if (headers === undefined) throw new Error('rush bench: ran out of members');
                return { ...request, headers };
              },
            },
          ],
          // A refusal answers 200 with status 0: it froze nothing, and counts as a mismatch.
          verifyBody: (answer) => {
            const text = answer === undefined ? '' : answer.toString();
            const isApplied = text.includes('"status":1');
            if (!isApplied && refusals.length < 5) refusals.push(text.slice(0, 300));
            return isApplied;
          },
        });
      await run({ amount: RUSH_WARMUP_MEMBERS });
      const started = performance.now();
      const result = await run({ duration: seconds });
      const elapsed = (performance.now() - started) / 1000;
      if (result.non2xx + result.mismatches > 0)
        throw new Error(
          `rush bench: ${result.non2xx} non-2xx answers, ${result.mismatches} refusals: ${refusals.join(' | ')}`,
        );
      if (result.timeouts > 0) console.warn(`rush bench: ${result.timeouts} requests timed out`);
      return {
        rate: result.requests.total / elapsed,
        p99: result.latency.p99,
        offeringId: prepared.offeringId,
        answered: RUSH_WARMUP_MEMBERS + result.requests.total,
        // Requests still in flight when the run ended are not counted, but may have applied.
        sent: next,
      };
    },
    {
      TRUST_PROXY: 'true',
      ...(RUSH_DIAGNOSTIC ? { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' } : {}),
    },
  );
}

/** Throws unless every application froze its amount in the escrow and the ledger's invariants hold. */
async function assertRushWhole(
  databaseUrl: string,
  figures: { offeringId: number; answered: number; sent: number },
): Promise<void> {
  const { answered, sent } = figures;
  // PostgreSQL: the data directory is not used.
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  try {
    // The escrow also holds the demo data's applications to the seeded offerings: all are compared.
    const [counts] = rowsOf<{ applications: number; frozen: string }>(
      await database.db.execute(sql`
        select count(*) filter (where offering_id = ${figures.offeringId})::int as applications,
          coalesce(sum(frozen_minor), 0)::text as frozen
          from offering_applications`),
    );
    const [escrow] = rowsOf<{ held: string }>(
      await database.db.execute(
        sql`select coalesce(sum(balance_minor), 0)::text as held from ledger_accounts where owner_key = 'house:ipo_escrow'`,
      ),
    );
    const applications = counts?.applications ?? 0;
    if (applications < answered || applications > sent || escrow?.held !== counts?.frozen)
      throw new Error(
        `rush bench: ${applications} applications (${answered} answered, ${sent} sent), escrow ${escrow?.held} vs frozen ${counts?.frozen}`,
      );
    const violations = await checkLedgerInvariants(database.db);
    if (violations.length > 0) throw new Error(`rush bench: ledger invariants broken (${violations.length})`);
  } finally {
    await database.close();
  }
}

/** (b): the rush on a scratch database of `serverUrl`, against pgbench on the same server. */
export async function benchOfferingsRush(report: Report, serverUrl: string, seconds: number): Promise<void> {
  const tps = pgbenchTps(serverUrl, seconds);
  const kinds: RushSessions[] =
    RUSH_SESSIONS === 'locked' || RUSH_SESSIONS === 'unlocked' ? [RUSH_SESSIONS] : ['locked', 'unlocked'];
  for (const sessions of kinds) {
    const scratch = await scratchDatabase(serverUrl, 'nr');
    try {
      const figures = await applicationsPerSecond(scratch.url, seconds, sessions);
      // After the server stopped, so no application is still being written.
      await assertRushWhole(scratch.url, figures);
      const { rate, p99: latencyP99 } = figures;
      const ratio = rate / tps;
      const load = os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      const whose =
        sessions === 'locked'
          ? "each member's first application, its fund password checked"
          : 'members who unlocked trading before the opening (fund password not asked)';
      report(
        `new shares: newStock/apply (the opening rush) on PostgreSQL, ${RUSH_CONNECTIONS} connections, one application per member, ${whose}: ratio to pgbench TPC-B (8 clients)${RUSH_DIAGNOSTIC ? ' — DIAGNOSTIC, test hash cost' : ''}`,
        `${ratio.toFixed(3)} (${rate.toFixed(1)} applications/s, p99 ${latencyP99} ms, vs ${Math.round(tps)} tps; load average ${load})`,
        '≥ 0.40',
        ratio >= 0.4,
      );
    } finally {
      await scratch.drop();
    }
  }
}

if (import.meta.main) {
  await benchOfferings(
    (name, figure, target, isMet) =>
      console.log(`${isMet ? 'met   ' : 'MISSED'}  ${name}: ${figure} (goal ${target})`),
    process.env.TEST_DATABASE_URL ?? null,
  );
}
