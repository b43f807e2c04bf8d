import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkLedger } from '@saham/contract/admin-ledger';
import { ledgerAccounts } from '../../db/schema.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createLoggedInStaff, dataOf, postStaff } from '../../test/staff-factory.ts';
import { postEntry } from './post-entry.ts';
import { ledgerCheckOutcome } from './ledger-check-outcome.ts';
import { readLedgerReport } from './ledger-report.ts';

describe('ledger check (npm run ledger:check and the back office)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'deposit',
          memberId: 7,
          postings: [
            { account: { memberId: 7, bucket: 'available' }, currency: 'MYR', amountMinor: 12_345n },
            { account: { house: 'bank_clearing' }, currency: 'MYR', amountMinor: -12_345n },
          ],
        },
        testApp.clock.now(),
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('exits 0 and lists house balances when every invariant holds', async () => {
    const outcome = ledgerCheckOutcome(await readLedgerReport(testApp.services.db));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines[0]).toBe('Ledger OK: all invariants hold over 1 journal entries, 2 accounts.');
    expect(outcome.lines.join('\n')).toMatch(/bank_clearing\s+MYR -123\.45/);
  });

  it('exits 1 naming the violation when an account no longer matches its postings', async () => {
    const memberAccount = sql`${ledgerAccounts.ownerKey} = 'member:7'`;
    await testApp.services.db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + 1` })
      .where(memberAccount);
    try {
      const outcome = ledgerCheckOutcome(await readLedgerReport(testApp.services.db));
      expect(outcome.exitCode).toBe(1);
      expect(outcome.lines[0]).toMatch(/^Ledger BROKEN: 1 violation/);
      expect(outcome.lines[1]).toMatch(/balance_mismatch: .*holds 12346 but its postings sum to 12345/);
    } finally {
      await testApp.services.db
        .update(ledgerAccounts)
        .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} - 1` })
        .where(memberAccount);
    }
    const [repaired] = await testApp.services.db
      .select({ balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerKey, 'member:7'));
    expect(repaired?.balanceMinor).toBe(12_345n);
  });

  it('names a fund-record counter that no longer matches the member’s journal', async () => {
    const { db } = testApp.services;
    const counter = sql`member_id = 7 and type = 'deposit' and currency = 'MYR'`;
    expect(await checkLedgerInvariants(db)).toEqual([]);
    await db.execute(sql`update member_journal_counts set entries = entries + 2 where ${counter}`);
    try {
      expect(await checkLedgerInvariants(db)).toEqual([
        {
          kind: 'journal_count_mismatch',
          detail: 'member 7 has 1 deposit entries in MYR but its counter holds 3',
        },
      ]);
      // A counter row with no entries behind it is named too.
      await db.execute(sql`delete from member_journal_counts where ${counter}`);
      const missing = await checkLedgerInvariants(db);
      expect(missing.map((violation) => violation.detail)).toEqual([
        'member 7 has 1 deposit entries in MYR but its counter holds 0',
      ]);
    } finally {
      await db.execute(sql`delete from member_journal_counts where ${counter}`);
      await db.execute(
        sql`insert into member_journal_counts (member_id, type, currency, entries) values (7, 'deposit', 'MYR', 1)`,
      );
    }
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('answers the staff call ledger/check with counts and house balances', async () => {
    const admin = await createLoggedInStaff(testApp, 'admin');
    const report = dataOf(
      await postStaff(testApp.app, 'ledger/check', {}, { session: admin.session }),
      checkLedger,
    );
    expect(report).toEqual({
      violations: [],
      entryCount: 1,
      accountCount: 2,
      houseBalances: [{ house: 'bank_clearing', currency: 'MYR', balance: '-123.45' }],
    });
  });

  it('sums a house account’s shards into one balance per currency', async () => {
    for (const memberId of [7, 8, 9]) {
      await postEntry(
        testApp.services.db,
        {
          type: 'exchange',
          memberId,
          postings: [
            { account: { memberId: 7, bucket: 'available' }, currency: 'MYR', amountMinor: -100n },
            { account: { house: 'fx_desk', shardFor: memberId }, currency: 'MYR', amountMinor: 100n },
          ],
        },
        testApp.clock.now(),
      );
    }
    const shards = await testApp.services.db
      .select({ bucket: ledgerAccounts.bucket })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerKey, 'house:fx_desk'));
    expect(shards.map((row) => row.bucket).sort()).toEqual(['main-7', 'main-8', 'main-9']);
    const report = await readLedgerReport(testApp.services.db);
    expect(report.houseBalances).toContainEqual({ house: 'fx_desk', currency: 'MYR', balance: '3.00' });
    expect(report.houseBalances.filter((row) => row.house === 'fx_desk')).toHaveLength(1);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
