import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@saham/domain/currencies';
import type { MemberBucket } from '@saham/contract/ledger';
import { fxRates } from '../../db/schema-exchange.ts';
import { inTransaction } from '../../db/transaction.ts';
import { invalidateCached, RATES_TAG } from '../../cache/read-caches.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { toBaseMinor } from './balances.ts';

describe('balances in user/getUserinfo read the ledger', () => {
  let testApp: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    testApp = await createTestApp();
    // Start without any mid rate, whatever the exchange module's migrations seed.
    await testApp.services.db.delete(fxRates);
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function credit(currency: Currency, bucket: MemberBucket, amountMinor: bigint) {
    await inTransaction(testApp.services.db, (tx) =>
      postEntry(
        tx,
        {
          type: 'deposit',
          memberId: member.memberId,
          postings: [
            { account: { memberId: member.memberId, bucket }, currency, amountMinor },
            { account: { house: 'bank_clearing' }, currency, amountMinor: -amountMinor },
          ],
        },
        testApp.clock.now(),
      ),
    );
  }

  async function balances() {
    const answer = await postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session });
    expect(answer.body.status).toBe(1);
    return answer.body.data;
  }

  it('shows zeros for a member with no postings', async () => {
    expect(await balances()).toMatchObject({
      balances: { totalAssets: '0.00', available: '0.00', frozen: '0.00' },
    });
  });

  it('shows available and frozen (margin included) per currency, MYR totals at the mid rates', async () => {
    await credit('MYR', 'available', 10_000n);
    await credit('MYR', 'frozen', 2_000n);
    await credit('MYR', 'margin', 500n);
    await credit('USD', 'available', 1_000n);
    await credit('JPY', 'frozen', 3_000n);
    // Without rates, foreign balances show but count nothing in the MYR totals.
    expect(await balances()).toMatchObject({
      balances: { totalAssets: '125.00', available: '100.00', frozen: '25.00' },
    });
    await testApp.services.db.insert(fxRates).values([
      { currency: 'USD', midRate: '4.5' },
      { currency: 'JPY', midRate: '0.0301' },
    ]);
    // Written straight to the table, past the repository that would drop the cached rates.
    await invalidateCached(testApp.services.db, [RATES_TAG]);
    const info = await balances();
    expect(info).toMatchObject({
      balances: {
        currency: 'MYR',
        // 100 + 10 USD × 4.5 = 145.00 available; 25 + 3000 JPY × 0.0301 = 25 + 90.30 frozen.
        available: '145.00',
        frozen: '115.30',
        totalAssets: '260.30',
      },
    });
    expect(info).toMatchObject({
      balances: {
        byCurrency: expect.arrayContaining([
          { currency: 'MYR', available: '100.00', frozen: '25.00' },
          { currency: 'USD', available: '10.00', frozen: '0.00' },
          { currency: 'JPY', available: '0', frozen: '3000' },
        ]),
      },
    });
  });

  it('converts to MYR rounding down, MYR itself unchanged', () => {
    const rates = new Map<Currency, bigint>([['USD', 43_333_333_333n]]);
    expect(toBaseMinor(1n, 'USD', rates)).toBe(4n);
    expect(toBaseMinor(12_345n, 'MYR', rates)).toBe(12_345n);
    expect(toBaseMinor(100n, 'HKD', rates)).toBe(0n);
  });
});
