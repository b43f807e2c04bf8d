// Crash test of Idempotency-Keys (issue 13 §3): the real server takes a stream of keyed exchanges from
// several members at once and is killed with SIGKILL in the middle of it, some requests in flight.
// After a restart on the same data every key sent is replayed: each answers finally, within seconds
// (never "in progress" for ever), an acknowledged one with its first answer; and the exchanges on
// record are exactly those whose keys answer success — none lost, none twice, none without its key.
// PGlite by default; a scratch database on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCrashStorage } from './crash-storage.ts';
import { exchangeApply } from '@saham/contract/exchange';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { exchanges } from '../db/schema-exchange.ts';
import { inTransaction } from '../db/transaction.ts';
import { DEMO_INSTITUTION_CODE } from '../seed/seed.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';
import { killServer, postJson, startServer, stopServer, type ServerProcess } from './server-process.ts';

const MEMBERS = 6;
/** Requests each member keeps in flight: enough that the kill finds many of them half done. */
const STREAMS_PER_MEMBER = 3;
const ACKS_BEFORE_CRASH = 60;
/** A replay must answer within this; the design before waited 30 s on a key left pending. */
const REPLAY_LIMIT_MILLISECONDS = 5_000;
const PASSWORD = 'Crash1234';
const EXCHANGE = { from: 'MYR', to: 'USD', amount: '10.00' } as const;

type Headers = Record<string, string>;

interface KeyedMember {
  account: string;
  memberId: number;
  session: Headers;
}

interface SentKey {
  key: string;
  member: KeyedMember;
  /** The first answer's data, when it arrived before the crash. */
  acknowledged: unknown;
}

async function registerAccounts(server: ServerProcess): Promise<{ account: string; session: Headers }[]> {
  const registered = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const account = `6018${String(index + 1).padStart(8, '0')}`;
    const answer = await postJson(server.baseUrl, 'user/register', {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      inviteCode: DEMO_INSTITUTION_CODE,
      agree: true,
    });
    const token =
      typeof answer.data === 'object' && answer.data !== null ? Reflect.get(answer.data, 'token') : null;
    if (answer.status !== 1 || typeof token !== 'string')
      throw new Error(`register ${account}: ${answer.msg}`);
    registered.push({ account, session: { token, account } });
  }
  return registered;
}

/** With the server stopped: verifies each member's real name and gives them RM 100,000. */
async function verifyAndFund(
  database: Database,
  registered: { account: string; session: Headers }[],
): Promise<KeyedMember[]> {
  const prepared: KeyedMember[] = [];
  for (const member of registered) {
    const [row] = await database.db
      .update(members)
      .set({ realNameStatus: 'verified', name: `Keyed ${member.account}` })
      .where(eq(members.account, member.account))
      .returning({ id: members.id });
    if (!row) throw new Error(`member ${member.account} missing`);
    const amountMinor = 10_000_000n;
    await inTransaction(database.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'adjustment',
          memberId: row.id,
          postings: [
            { account: { memberId: row.id, bucket: 'available' }, currency: 'MYR', amountMinor },
            { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: -amountMinor },
          ],
        },
        new Date('2026-11-23T02:00:00Z'),
      ),
    );
    prepared.push({ ...member, memberId: row.id });
  }
  return prepared;
}

/** Each member sends keyed exchanges, a few at once, until the server dies; every key sent is kept. */
async function streamUntilKilled(server: ServerProcess, keyed: KeyedMember[]): Promise<SentKey[]> {
  const sent: SentKey[] = [];
  let acknowledged = 0;
  const crash: { killed: Promise<void> | null } = { killed: null };
  const worker = async (member: KeyedMember) => {
    for (;;) {
      const entry: SentKey = { key: randomUUID(), member, acknowledged: undefined };
      sent.push(entry);
      let answer;
      try {
        answer = await postJson(server.baseUrl, exchangeApply.path, EXCHANGE, {
          ...member.session,
          'idempotency-key': entry.key,
        });
      } catch {
        return; // the server is gone; this key's request was in flight
      }
      if (answer.status !== 1) throw new Error(`exchange refused: ${answer.msg}`);
      entry.acknowledged = answer.data;
      acknowledged += 1;
      if (acknowledged >= ACKS_BEFORE_CRASH) crash.killed ??= killServer(server);
    }
  };
  await Promise.all(
    keyed.flatMap((member) => Array.from({ length: STREAMS_PER_MEMBER }, () => worker(member))),
  );
  await crash.killed;
  return sent;
}

async function exchangeCountOf(database: Database, keyed: KeyedMember[]): Promise<number> {
  const rows = await database.db
    .select({ id: exchanges.id })
    .from(exchanges)
    .where(
      inArray(
        exchanges.memberId,
        keyed.map((member) => member.memberId),
      ),
    );
  return rows.length;
}

/** Replays a key on the restarted server: its answer and how long it took. */
async function replay(server: ServerProcess, entry: SentKey) {
  const startedAt = Date.now();
  const response = await fetch(`${server.baseUrl}/api/vue/${exchangeApply.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...entry.member.session, 'idempotency-key': entry.key },
    body: JSON.stringify(EXCHANGE),
    signal: AbortSignal.timeout(REPLAY_LIMIT_MILLISECONDS * 2),
  });
  const answer: unknown = await response.json();
  return { answer, milliseconds: Date.now() - startedAt };
}

describe('Idempotency-Keys across SIGKILL and restart', () => {
  const storage = useCrashStorage('saham-keys-crash-');

  it(
    'answers every key sent before the crash, finally and soon, with exactly its exchange',
    { timeout: 240_000 },
    async () => {
      const env = storage.env();
      const setupServer = await startServer(env);
      const registered = await registerAccounts(setupServer);
      await stopServer(setupServer);
      const setup = await storage.open();
      const keyed = await verifyAndFund(setup, registered);
      await setup.close();

      const first = await startServer(env);
      const sent = await streamUntilKilled(first, keyed);
      const inFlight = sent.filter((entry) => entry.acknowledged === undefined);
      expect(sent.length - inFlight.length).toBeGreaterThanOrEqual(ACKS_BEFORE_CRASH);
      expect(inFlight.length).toBeGreaterThan(0);

      // What committed before the crash: the acknowledged exchanges and some of those in flight.
      const crashed = await storage.open();
      const committed = await exchangeCountOf(crashed, keyed);
      await crashed.close();
      expect(committed).toBeGreaterThanOrEqual(sent.length - inFlight.length);

      const second = await startServer(env);
      const replays = await Promise.all(
        sent.map(async (entry) => ({ entry, ...(await replay(second, entry)) })),
      );
      await stopServer(second);

      const orderNos = new Set<string>();
      for (const { entry, answer, milliseconds } of replays) {
        expect(milliseconds, `replay of ${entry.key}`).toBeLessThan(REPLAY_LIMIT_MILLISECONDS);
        expect(answer, `replay of ${entry.key}`).toMatchObject({ status: 1 });
        const data = exchangeApply.response.parse(Reflect.get(Object(answer), 'data'));
        if (entry.acknowledged !== undefined)
          expect(data, `replay of ${entry.key}`).toEqual(entry.acknowledged);
        orderNos.add(data.orderNo);
      }
      expect(orderNos.size).toBe(sent.length);

      const after = await storage.open();
      let onRecord: string[];
      try {
        const rows = await after.db
          .select({ orderNo: exchanges.orderNo })
          .from(exchanges)
          .where(
            inArray(
              exchanges.memberId,
              keyed.map((member) => member.memberId),
            ),
          );
        onRecord = rows.map((row) => row.orderNo).sort();
        expect(await checkLedgerInvariants(after.db)).toEqual([]);
      } finally {
        await after.close();
      }
      expect(onRecord).toEqual([...orderNos].sort());
      const slowest = Math.max(...replays.map((entry) => entry.milliseconds));
      console.info(
        `idempotency crash test (${storage.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${sent.length} keys sent, ` +
          `${sent.length - inFlight.length} answered before SIGKILL, ${inFlight.length} in flight ` +
          `(${committed - (sent.length - inFlight.length)} of them committed); ` +
          `${replays.length} answered on replay (slowest ${slowest} ms), ${onRecord.length} exchanges on record`,
      );
    },
  );
});
