// Crash test (issue 3 §8): the real server takes a stream of exchanges, is killed with SIGKILL in the
// middle of it, and restarts. Every exchange it acknowledged (status 1) must be there afterwards, a
// replay of its Idempotency-Key must answer the same, balances must match the records, and the ledger
// invariants must hold. PGlite by default; a scratch database on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@saham/domain/money';
import { exchangeList, exchangeRates, type ExchangeRecord } from '@saham/contract/exchange';
import { openDatabase, type Database } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { DEMO_MEMBER } from '../db/seed.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';
import {
  createScratchDatabase,
  killServer,
  postJson,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-process.ts';

const STARTING_RINGGIT_MINOR = 100_000_000n;
const WORKERS = 8;
const ACKS_BEFORE_CRASH = 80;

interface Acknowledged {
  key: string;
  body: { from: 'MYR'; to: 'USD' | 'JPY'; amount: string };
  record: ExchangeRecord;
}

/** Marks the demo member verified and credits ringgit, with the server stopped (PGlite is single-process). */
async function prepareMember(database: Database): Promise<void> {
  const [member] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, DEMO_MEMBER.account));
  if (!member) throw new Error('demo member missing');
  await database.db.update(members).set({ realNameStatus: 'verified' }).where(eq(members.id, member.id));
  await inTransaction(database.db, (tx) =>
    postEntry(
      tx,
      {
        type: 'deposit',
        memberId: member.id,
        memo: 'crash test funding',
        postings: [
          {
            account: { memberId: member.id, bucket: 'available' },
            currency: 'MYR',
            amountMinor: STARTING_RINGGIT_MINOR,
          },
          { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -STARTING_RINGGIT_MINOR },
        ],
      },
      new Date('2026-11-23T02:00:00Z'),
    ),
  );
}

async function logIn(server: ServerProcess): Promise<Record<string, string>> {
  const answer = await postJson(server.baseUrl, 'user/login', DEMO_MEMBER);
  const data = answer.data;
  if (answer.status !== 1 || typeof data !== 'object' || data === null)
    throw new Error(`login: ${answer.msg}`);
  return { token: String(Reflect.get(data, 'token')), account: DEMO_MEMBER.account };
}

/** Fires exchanges from several workers until the server dies; returns what it acknowledged. */
async function streamUntilKilled(
  server: ServerProcess,
  session: Record<string, string>,
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  let sequence = 0;
  const crash: { killed: Promise<void> | null } = { killed: null };
  const worker = async () => {
    for (;;) {
      sequence += 1;
      const body =
        sequence % 2 === 0
          ? { from: 'MYR' as const, to: 'USD' as const, amount: '10.00' }
          : { from: 'MYR' as const, to: 'JPY' as const, amount: '5.55' };
      const key = randomUUID();
      let answer;
      try {
        answer = await postJson(server.baseUrl, 'exchange/apply', body, {
          ...session,
          'idempotency-key': key,
        });
      } catch {
        return; // the server is gone
      }
      if (answer.status === 1) {
        acknowledged.push({
          key,
          body,
          record: exchangeList.response.shape.items.element.parse(answer.data),
        });
        if (acknowledged.length >= ACKS_BEFORE_CRASH && crash.killed === null)
          crash.killed = killServer(server);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await crash.killed;
  return acknowledged;
}

async function allRecords(server: ServerProcess, session: Record<string, string>): Promise<ExchangeRecord[]> {
  const records: ExchangeRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await postJson(server.baseUrl, 'exchange/list', { page }, session);
    const parsed = exchangeList.response.parse(answer.data);
    records.push(...parsed.items);
    if (!parsed.hasMore) return records;
  }
}

describe('an exchange stream survives SIGKILL and restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-crash-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged exchange and every ledger invariant', { timeout: 120_000 }, async () => {
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    // First start: migrations and the demo data; then fund the member with the server stopped.
    await stopServer(await startServer(env));
    const setup = await openDatabase({ databaseUrl, dataDir });
    await prepareMember(setup);
    await setup.close();

    const first = await startServer(env);
    const acknowledged = await streamUntilKilled(first, await logIn(first));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_CRASH);

    const second = await startServer(env);
    const session = await logIn(second);
    const records = await allRecords(second, session);
    console.info(
      `crash test: ${acknowledged.length} acknowledged before SIGKILL, ${records.length} exchanges after restart`,
    );
    const byOrderNo = new Map(records.map((record) => [record.orderNo, record]));
    for (const { record } of acknowledged) expect(byOrderNo.get(record.orderNo)).toEqual(record);

    // An acknowledged request replayed with its key answers the same, and moves nothing again.
    for (const { key, body, record } of acknowledged.slice(0, 5)) {
      const replay = await postJson(second.baseUrl, 'exchange/apply', body, {
        ...session,
        'idempotency-key': key,
      });
      expect(replay.data).toEqual(record);
    }
    expect((await allRecords(second, session)).length).toBe(records.length);

    // Balances are exactly what the surviving records say.
    const rates = exchangeRates.response.parse(
      (await postJson(second.baseUrl, 'exchange/rates', {}, session)).data,
    );
    const spentMinor = records.reduce((sum, record) => sum + (parseMinor(record.amount, 'MYR') ?? 0n), 0n);
    const balance = (currency: 'MYR' | 'USD' | 'JPY') =>
      parseMinor(rates.balances.find((row) => row.currency === currency)?.available ?? '', currency);
    const received = (currency: 'USD' | 'JPY') =>
      records
        .filter((record) => record.to === currency)
        .reduce((sum, record) => sum + (parseMinor(record.receive, currency) ?? 0n), 0n);
    expect(balance('MYR')).toBe(STARTING_RINGGIT_MINOR - spentMinor);
    expect(balance('USD')).toBe(received('USD'));
    expect(balance('JPY')).toBe(received('JPY'));
    await stopServer(second);

    const after = await openDatabase({ databaseUrl, dataDir });
    try {
      expect(await checkLedgerInvariants(after.db)).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
