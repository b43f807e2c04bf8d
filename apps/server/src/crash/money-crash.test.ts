// Crash test (issue 3 §8): the real server takes a mixed stream of money requests — deposits (member
// applies, staff approve), withdrawals (member applies, staff approve or reject) and exchanges — is
// killed with SIGKILL in the middle of it, and restarts. Afterwards every acknowledged request is
// there: acknowledged deposits exist and acknowledged approvals were credited exactly once,
// acknowledged withdrawals are frozen or paid (or unfrozen when their rejection was acknowledged),
// acknowledged exchanges are listed; replays of Idempotency-Keys answer the same; balances equal what
// the surviving rows say; and the ledger invariants hold. PGlite by default; a scratch database on
// PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCrashStorage } from './crash-storage.ts';
import { rechargeApply, rechargeChannels } from '@saham/contract/recharge';
import { withdrawApply } from '@saham/contract/withdraw';
import { exchangeApply } from '@saham/contract/exchange';
import type { Database } from '../db/client.ts';
import { journalEntries, members } from '../db/schema.ts';
import { bankCards } from '../db/schema-identity.ts';
import { deposits, withdrawals } from '../db/schema-funding.ts';
import { exchanges } from '../db/schema-exchange.ts';
import { inTransaction } from '../db/transaction.ts';
import { DEMO_ADMIN, DEMO_INSTITUTION_CODE } from '../seed/seed.ts';
import { postEntry } from '../modules/ledger/post-entry.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';
import { PNG_1X1 } from '../test/multipart.ts';
import {
  killServer,
  postAdminJson,
  postJson,
  startServer,
  stopServer,
  uploadFile,
  type ServerProcess,
} from './server-process.ts';

const MEMBERS = 6;
const STAFF_WORKERS = 2;
const ACKS_BEFORE_CRASH = 120;
const STARTING_RINGGIT_MINOR = 10_000_000n;
const PASSWORD = 'Crash1234';
const FUND_PASSWORD = '246810';
const DEPOSIT = { amount: '150.00', minor: 15_000n };
const WITHDRAWAL = { amount: '100.00', minor: 10_000n };
const EXCHANGE = { from: 'MYR' as const, to: 'USD' as const, amount: '10.00' };

type Headers = Record<string, string>;

interface CrashMember {
  account: string;
  memberId: number;
  session: Headers;
  voucherId: string;
  cardId: number;
  /** The member's deposit waiting for approval; a new one is applied for once it is approved. */
  awaitingApproval: boolean;
}

/** What the server acknowledged (status 1) before it died. */
interface Acknowledged {
  deposits: Map<number, { memberId: number }>;
  approvals: Set<number>;
  withdrawals: Map<number, { memberId: number }>;
  decisions: Map<number, 'approved' | 'rejected'>;
  exchangeOrders: Set<string>;
  /** Money-moving member requests with their key and answer, replayed after the restart. */
  replayable: { path: string; body: object; key: string; session: Headers; data: unknown }[];
  count: number;
}

function tokenOf(answer: { status: number; msg: string; data?: unknown }, what: string): string {
  const token =
    typeof answer.data === 'object' && answer.data !== null ? Reflect.get(answer.data, 'token') : null;
  if (answer.status !== 1 || typeof token !== 'string') throw new Error(`${what}: ${answer.msg}`);
  return token;
}

/** First run: registers the members, sets their fund passwords and uploads a voucher each. */
async function registerMembers(server: ServerProcess): Promise<Omit<CrashMember, 'memberId' | 'cardId'>[]> {
  const registered = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const account = `6017${String(index + 1).padStart(8, '0')}`;
    const answer = await postJson(server.baseUrl, 'user/register', {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      inviteCode: DEMO_INSTITUTION_CODE,
      agree: true,
    });
    const session = { token: tokenOf(answer, `register ${account}`), account };
    const fund = await postJson(
      server.baseUrl,
      'user/setFundPassword',
      { fundPassword: FUND_PASSWORD, confirmPassword: FUND_PASSWORD },
      session,
    );
    if (fund.status !== 1) throw new Error(`setFundPassword: ${fund.msg}`);
    const upload = await uploadFile(server.baseUrl, PNG_1X1, 'voucher.png', 'image/png', session);
    const voucherId =
      typeof upload.data === 'object' && upload.data !== null ? Reflect.get(upload.data, 'id') : null;
    if (upload.status !== 1 || typeof voucherId !== 'string') throw new Error(`upload: ${upload.msg}`);
    registered.push({ account, session, voucherId, awaitingApproval: false });
  }
  return registered;
}

/** With the server stopped (PGlite is single-process): verifies, binds a card and funds each member. */
async function prepareMembers(
  database: Database,
  registered: Omit<CrashMember, 'memberId' | 'cardId'>[],
): Promise<CrashMember[]> {
  const prepared: CrashMember[] = [];
  for (const [index, member] of registered.entries()) {
    const [row] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, member.account));
    if (!row) throw new Error(`member ${member.account} missing`);
    const name = `Crash Member ${index + 1}`;
    await database.db.update(members).set({ realNameStatus: 'verified', name }).where(eq(members.id, row.id));
    const [card] = await database.db
      .insert(bankCards)
      .values({
        memberId: row.id,
        holder: name,
        accountNumber: `51409${String(index + 1).padStart(7, '0')}`,
        bankCode: 'MAYBANK',
        branch: 'Kuala Lumpur',
      })
      .returning({ id: bankCards.id });
    if (!card) throw new Error('bank card insert returned nothing');
    await inTransaction(database.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'adjustment',
          memberId: row.id,
          memo: 'crash test funding',
          postings: [
            {
              account: { memberId: row.id, bucket: 'available' },
              currency: 'MYR',
              amountMinor: STARTING_RINGGIT_MINOR,
            },
            { account: { house: 'adjustments' }, currency: 'MYR', amountMinor: -STARTING_RINGGIT_MINOR },
          ],
        },
        new Date('2026-11-23T02:00:00Z'),
      ),
    );
    prepared.push({ ...member, memberId: row.id, cardId: card.id });
  }
  return prepared;
}

async function logInStaff(server: ServerProcess): Promise<Headers> {
  const answer = await postAdminJson(server.baseUrl, 'auth/login', DEMO_ADMIN);
  return { token: tokenOf(answer, 'staff login'), account: DEMO_ADMIN.username };
}

async function bankChannelId(server: ServerProcess, session: Headers): Promise<number> {
  const channels = rechargeChannels.response.parse(
    (await postJson(server.baseUrl, 'recharge/channels', {}, session)).data,
  );
  const bank = channels.find((channel) => channel.kind === 'bank_transfer');
  if (!bank) throw new Error('no bank-transfer channel');
  return bank.id;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Members apply for deposits, withdrawals and exchanges while staff decide, until the server dies. */
async function streamUntilKilled(
  server: ServerProcess,
  crashMembers: CrashMember[],
  staffSession: Headers,
  channelId: number,
): Promise<Acknowledged> {
  const acks: Acknowledged = {
    deposits: new Map(),
    approvals: new Set(),
    withdrawals: new Map(),
    decisions: new Map(),
    exchangeOrders: new Set(),
    replayable: [],
    count: 0,
  };
  const depositQueue: { id: number; member: CrashMember }[] = [];
  const withdrawalQueue: number[] = [];
  const crash: { killed: Promise<void> | null } = { killed: null };
  const acknowledge = () => {
    acks.count += 1;
    if (acks.count >= ACKS_BEFORE_CRASH && crash.killed === null) crash.killed = killServer(server);
  };
  const remember = (path: string, body: object, key: string, session: Headers, data: unknown) => {
    if (acks.replayable.filter((entry) => entry.path === path).length < 3)
      acks.replayable.push({ path, body, key, session, data });
  };

  const memberWorker = async (member: CrashMember) => {
    for (let step = 0; ; step += 1) {
      const kind = step % 3;
      if (kind === 0 && member.awaitingApproval) continue;
      const key = randomUUID();
      const headers = { ...member.session, 'idempotency-key': key };
      try {
        if (kind === 0) {
          const body = { channelId, amount: DEPOSIT.amount, voucherImageId: member.voucherId };
          const answer = await postJson(server.baseUrl, 'recharge/apply', body, headers);
          if (answer.status !== 1) continue;
          const record = rechargeApply.response.parse(answer.data);
          acks.deposits.set(record.id, { memberId: member.memberId });
          member.awaitingApproval = true;
          depositQueue.push({ id: record.id, member });
          remember('recharge/apply', body, key, member.session, answer.data);
        } else if (kind === 1) {
          const body = {
            amount: WITHDRAWAL.amount,
            currency: 'MYR',
            bankCardId: member.cardId,
            fundPassword: FUND_PASSWORD,
          };
          const answer = await postJson(server.baseUrl, 'withdraw/apply', body, headers);
          if (answer.status !== 1) continue;
          const record = withdrawApply.response.parse(answer.data);
          acks.withdrawals.set(record.id, { memberId: member.memberId });
          withdrawalQueue.push(record.id);
          remember('withdraw/apply', body, key, member.session, answer.data);
        } else {
          const answer = await postJson(server.baseUrl, 'exchange/apply', EXCHANGE, headers);
          if (answer.status !== 1) continue;
          acks.exchangeOrders.add(exchangeApply.response.parse(answer.data).orderNo);
          remember('exchange/apply', EXCHANGE, key, member.session, answer.data);
        }
        acknowledge();
      } catch {
        return; // the server is gone
      }
    }
  };

  // Staff take deposits and withdrawals in turn, so both kinds of decision are in flight at the kill
  // however fast members apply for deposits.
  const staffWorker = async () => {
    for (let turn = 0; ; turn += 1) {
      if (crash.killed !== null) return;
      const prefersWithdrawal = turn % 2 === 1 && withdrawalQueue.length > 0;
      const deposit = prefersWithdrawal ? undefined : depositQueue.shift();
      const withdrawalId = deposit ? undefined : withdrawalQueue.shift();
      if (!deposit && withdrawalId === undefined) {
        await pause(2);
        continue;
      }
      const call = deposit
        ? { path: 'recharge/approve', body: { id: deposit.id } }
        : withdrawalId !== undefined && withdrawalId % 2 === 0
          ? { path: 'withdraw/approve', body: { id: withdrawalId } }
          : { path: 'withdraw/reject', body: { id: withdrawalId, reason: 'crash test' } };
      let answer;
      try {
        answer = await postAdminJson(server.baseUrl, call.path, call.body, staffSession);
      } catch {
        return; // the server is gone
      }
      if (answer.status !== 1) throw new Error(`${call.path} ${JSON.stringify(call.body)}: ${answer.msg}`);
      if (deposit) {
        acks.approvals.add(deposit.id);
        deposit.member.awaitingApproval = false;
      } else if (withdrawalId !== undefined) {
        acks.decisions.set(withdrawalId, call.path === 'withdraw/approve' ? 'approved' : 'rejected');
      }
      acknowledge();
    }
  };

  await Promise.all([
    ...crashMembers.map((member) => memberWorker(member)),
    ...Array.from({ length: STAFF_WORKERS }, () => staffWorker()),
  ]);
  await crash.killed;
  return acks;
}

/** Checks the rows after the restart against what was acknowledged, and the balances against the rows. */
async function checkRows(database: Database, crashMembers: CrashMember[], acks: Acknowledged): Promise<void> {
  const { db } = database;
  const memberIds = crashMembers.map((member) => member.memberId);
  const depositRows = await db.select().from(deposits).where(inArray(deposits.memberId, memberIds));
  const withdrawalRows = await db.select().from(withdrawals).where(inArray(withdrawals.memberId, memberIds));
  const exchangeRows = await db.select().from(exchanges).where(inArray(exchanges.memberId, memberIds));
  const entries = await db
    .select({
      type: journalEntries.type,
      referenceType: journalEntries.referenceType,
      referenceId: journalEntries.referenceId,
    })
    .from(journalEntries)
    .where(inArray(journalEntries.memberId, memberIds));
  const entriesOf = (referenceType: string, id: number) =>
    entries
      .filter((entry) => entry.referenceType === referenceType && entry.referenceId === String(id))
      .map((entry) => entry.type)
      .sort();

  const depositById = new Map(depositRows.map((row) => [row.id, row]));
  for (const [id, { memberId }] of acks.deposits)
    expect(depositById.get(id)?.memberId, `deposit ${id}`).toBe(memberId);
  for (const id of acks.approvals) expect(depositById.get(id)?.status, `deposit ${id}`).toBe('approved');
  // Every approved deposit was credited exactly once; no other deposit was credited at all.
  for (const row of depositRows) {
    expect(entriesOf('deposit', row.id), `deposit ${row.id}`).toEqual(
      row.status === 'approved' ? ['deposit'] : [],
    );
  }

  const withdrawalById = new Map(withdrawalRows.map((row) => [row.id, row]));
  for (const [id, { memberId }] of acks.withdrawals) {
    expect(withdrawalById.get(id)?.memberId, `withdrawal ${id}`).toBe(memberId);
  }
  for (const [id, decision] of acks.decisions)
    expect(withdrawalById.get(id)?.status, `withdrawal ${id}`).toBe(decision);
  const withdrawalEntries = {
    pending: [],
    approved: ['withdrawal_paid'],
    rejected: ['withdrawal_rejection'],
  };
  for (const row of withdrawalRows) {
    const after =
      withdrawalEntries[row.status === 'approved' || row.status === 'rejected' ? row.status : 'pending'];
    expect(entriesOf('withdrawal', row.id), `withdrawal ${row.id}`).toEqual(
      [...after, 'withdrawal_request'].sort(),
    );
  }

  const orders = new Set(exchangeRows.map((row) => row.orderNo));
  for (const orderNo of acks.exchangeOrders) expect(orders.has(orderNo), orderNo).toBe(true);

  // Each member's balances are exactly what their surviving rows say.
  for (const member of crashMembers) {
    const mine = <T extends { memberId: number }>(rows: T[]) =>
      rows.filter((row) => row.memberId === member.memberId);
    const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
    const credited = sum(
      mine(depositRows)
        .filter((row) => row.status === 'approved')
        .map((row) => row.amountMinor),
    );
    const pendingOut = sum(
      mine(withdrawalRows)
        .filter((row) => row.status === 'pending')
        .map((row) => row.amountMinor),
    );
    const paidOut = sum(
      mine(withdrawalRows)
        .filter((row) => row.status === 'approved')
        .map((row) => row.amountMinor),
    );
    const exchanged = mine(exchangeRows);
    const buckets = await readMemberBuckets(db, member.memberId);
    const bucket = (currency: string, name: string) =>
      buckets.find((row) => row.currency === currency && row.bucket === name)?.balanceMinor ?? 0n;
    expect(bucket('MYR', 'frozen'), `frozen of ${member.account}`).toBe(pendingOut);
    expect(bucket('MYR', 'available'), `available of ${member.account}`).toBe(
      STARTING_RINGGIT_MINOR +
        credited -
        pendingOut -
        paidOut -
        sum(exchanged.map((row) => row.fromAmountMinor)),
    );
    expect(bucket('USD', 'available')).toBe(sum(exchanged.map((row) => row.toAmountMinor)));
  }
}

describe('a mixed money stream survives SIGKILL and restart', () => {
  const storage = useCrashStorage('saham-crash-');

  it(
    'keeps every acknowledged deposit, approval, withdrawal and exchange, once',
    { timeout: 480_000 },
    async () => {
      const env = storage.env();
      // First start: migrations, demo data and the members; then verify and fund them, server stopped.
      const setupServer = await startServer(env);
      const registered = await registerMembers(setupServer);
      await stopServer(setupServer);
      const setup = await storage.open();
      const crashMembers = await prepareMembers(setup, registered);
      await setup.close();

      const first = await startServer(env);
      const firstMember = crashMembers[0];
      if (!firstMember) throw new Error('no members');
      const channelId = await bankChannelId(first, firstMember.session);
      const acks = await streamUntilKilled(first, crashMembers, await logInStaff(first), channelId);
      expect(acks.count).toBeGreaterThanOrEqual(ACKS_BEFORE_CRASH);
      expect(acks.approvals.size).toBeGreaterThan(0);
      expect(acks.decisions.size).toBeGreaterThan(0);
      expect(acks.exchangeOrders.size).toBeGreaterThan(0);

      // Sessions live in the database, so the members' tokens still work after the restart.
      const second = await startServer(env);
      for (const { path: callPath, body, key, session, data } of acks.replayable) {
        const replay = await postJson(second.baseUrl, callPath, body, { ...session, 'idempotency-key': key });
        expect(replay.data, `${callPath} replay`).toEqual(data);
      }
      await stopServer(second);

      const after = await storage.open();
      try {
        await checkRows(after, crashMembers, acks);
        expect(await checkLedgerInvariants(after.db)).toEqual([]);
      } finally {
        await after.close();
      }
      console.info(
        `crash test: ${acks.count} acknowledged before SIGKILL (${acks.deposits.size} deposits, ` +
          `${acks.approvals.size} approvals, ${acks.withdrawals.size} withdrawals, ` +
          `${acks.decisions.size} withdrawal decisions, ${acks.exchangeOrders.size} exchanges)`,
      );
    },
  );
});
