import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BusinessError } from '../../http/business-error.ts';
import { eq, sql } from 'drizzle-orm';
import { auditLog, journalEntries, postings } from '../../db/schema.ts';
import { assertBalanced, postEntry, postEntryWith, type PostingInput } from './post-entry.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { readMemberBuckets } from './balances-repo.ts';
import { rowsOf } from '../../db/rows.ts';

const MEMBER = 1;

function deposit(memberId: number, amountMinor: bigint): PostingInput[] {
  return [
    { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor },
    { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -amountMinor },
  ];
}

function withdraw(memberId: number, amountMinor: bigint): PostingInput[] {
  return [
    { account: { memberId, bucket: 'available' }, currency: 'MYR', amountMinor: -amountMinor },
    { account: { memberId, bucket: 'frozen' }, currency: 'MYR', amountMinor },
  ];
}

async function availableMinor(testApp: TestApp, memberId: number): Promise<bigint> {
  const buckets = await readMemberBuckets(testApp.services.db, memberId);
  return buckets.find((row) => row.currency === 'MYR' && row.bucket === 'available')?.balanceMinor ?? 0n;
}

describe('posting journal entries', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });
  const now = () => testApp.clock.now();

  it('refuses an entry that does not sum to zero, before touching the database', () => {
    expect(() =>
      assertBalanced([
        { account: { memberId: MEMBER, bucket: 'available' }, currency: 'MYR', amountMinor: 100n },
        { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -99n },
      ]),
    ).toThrow(/does not balance/);
  });

  it('credits a member and keeps every invariant', async () => {
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(tx, { type: 'deposit', memberId: MEMBER, postings: deposit(MEMBER, 50000n) }, now()),
    );
    expect(await availableMinor(testApp, MEMBER)).toBe(50000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('refuses a debit below zero and changes nothing', async () => {
    const before = await availableMinor(testApp, MEMBER);
    await expect(
      inTransaction(testApp.services.db, (tx) =>
        postEntry(
          tx,
          {
            type: 'withdrawal_request',
            memberId: MEMBER,
            postings: withdraw(MEMBER, before + 1n),
            insufficientCode: 'WITHDRAWABLE_INSUFFICIENT',
          },
          now(),
        ),
      ),
    ).rejects.toMatchObject(new BusinessError('WITHDRAWABLE_INSUFFICIENT'));
    expect(await availableMinor(testApp, MEMBER)).toBe(before);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const member = 2;
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(tx, { type: 'deposit', memberId: member, postings: deposit(member, 7000n) }, now()),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        inTransaction(testApp.services.db, (tx) =>
          postEntry(
            tx,
            { type: 'withdrawal_request', memberId: member, postings: withdraw(member, 1000n) },
            now(),
          ),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(7);
    expect(await availableMinor(testApp, member)).toBe(0n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('posts on its own, without a transaction, creating the accounts it has not seen yet', async () => {
    const member = 4;
    const entryId = await postEntry(
      testApp.services.db,
      { type: 'deposit', memberId: member, postings: deposit(member, 2500n) },
      now(),
    );
    expect(entryId).toBeGreaterThan(0);
    expect(await availableMinor(testApp, member)).toBe(2500n);
    const lines = await testApp.services.db
      .select({ amountMinor: postings.amountMinor })
      .from(postings)
      .where(eq(postings.entryId, entryId))
      .orderBy(postings.id);
    expect(lines.map((line) => line.amountMinor)).toEqual([2500n, -2500n]);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('on its own, a refused entry writes nothing: no entry, no postings, no business row', async () => {
    const member = 5;
    await postEntry(
      testApp.services.db,
      { type: 'deposit', memberId: member, postings: deposit(member, 100n) },
      now(),
    );
    const entriesBefore = await testApp.services.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.memberId, member));
    await expect(
      postEntryWith(
        testApp.services.db,
        { type: 'withdrawal_request', memberId: member, postings: withdraw(member, 101n) },
        now(),
        (entryId) =>
          testApp.services.db
            .insert(auditLog)
            .values({
              staffUsername: 'post-entry-test',
              action: 'post-entry-test/refused',
              targetType: 'journal_entry',
              targetId: sql`${entryId}::text`,
              ip: '127.0.0.1',
            })
            .returning({ id: auditLog.id }),
      ),
    ).rejects.toMatchObject(new BusinessError('INSUFFICIENT_BALANCE'));
    const entriesAfter = await testApp.services.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.memberId, member));
    expect(entriesAfter).toEqual(entriesBefore);
    const companions = await testApp.services.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'post-entry-test/refused'));
    expect(companions).toEqual([]);
    expect(await availableMinor(testApp, member)).toBe(100n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('on its own, lets exactly as many concurrent debits through as the balance covers', async () => {
    const member = 6;
    await postEntry(
      testApp.services.db,
      { type: 'deposit', memberId: member, postings: deposit(member, 7000n) },
      now(),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        postEntry(
          testApp.services.db,
          { type: 'withdrawal_request', memberId: member, postings: withdraw(member, 1000n) },
          now(),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(7);
    const refusals = attempts.filter((attempt) => attempt.status === 'rejected');
    for (const refusal of refusals) expect(refusal.reason).toBeInstanceOf(BusinessError);
    expect(await availableMinor(testApp, member)).toBe(0n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  it('keeps the invariants under any sequence of deposits and withdrawals (property)', async () => {
    const member = 3;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ isDeposit: fc.boolean(), amountMinor: fc.bigInt({ min: 1n, max: 10n ** 12n }) }),
          { maxLength: 15 },
        ),
        async (steps) => {
          let expected = await availableMinor(testApp, member);
          for (const step of steps) {
            const entryPostings = step.isDeposit
              ? deposit(member, step.amountMinor)
              : withdraw(member, step.amountMinor);
            try {
              await inTransaction(testApp.services.db, (tx) =>
                postEntry(
                  tx,
                  {
                    type: step.isDeposit ? 'deposit' : 'withdrawal_request',
                    memberId: member,
                    postings: entryPostings,
                  },
                  now(),
                ),
              );
              expected += step.isDeposit ? step.amountMinor : -step.amountMinor;
            } catch (error) {
              expect(error).toBeInstanceOf(BusinessError);
              expect(step.isDeposit).toBe(false);
              expect(step.amountMinor).toBeGreaterThan(expected);
            }
          }
          expect(await availableMinor(testApp, member)).toBe(expected);
        },
      ),
      { numRuns: 20 },
    );
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });

  // Migration 0043: the lock and the update joined the table to generate_subscripts(), which the
  // planner estimates at 1,000 rows, so every entry read the whole table twice (a hash join over a
  // sequential scan) — at a broker's size, every money path's cost grew with the number of accounts.
  it('reaches the accounts an entry moves by their keys, not by reading the whole table', async () => {
    const db = testApp.services.db;
    await db.execute(sql`insert into ledger_accounts (owner_key, currency, bucket)
      select 'house:scan_test_' || n, 'MYR', 'main' from generate_series(1, 3000) n`);
    await db.execute(sql`analyze ledger_accounts`);
    // The transaction's own counter (it may also hold earlier transactions' counts not yet reported).
    const seqScansSoFar = async (tx: typeof db) => {
      const [row] = rowsOf<{ seq_scan: number }>(
        await tx.execute(sql`select seq_scan::int as seq_scan from pg_stat_xact_user_tables
          where relname = 'ledger_accounts'`),
      );
      return row?.seq_scan ?? 0;
    };
    const seqScans = await inTransaction(db, async (tx) => {
      const before = await seqScansSoFar(tx);
      for (let round = 0; round < 8; round += 1)
        await postEntry(tx, { type: 'deposit', memberId: MEMBER, postings: deposit(MEMBER, 100n) }, now());
      return (await seqScansSoFar(tx)) - before;
    });
    expect(seqScans).toBe(0);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
