// What the back office's Ledger screen and `npm run ledger:check` show: the invariants' violations,
// how many entries and accounts were checked, and the house accounts' balances per currency.
import { count, isNull, sql } from 'drizzle-orm';
import { isCurrency } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import type { LedgerCheck } from '@saham/contract/admin-ledger';
import { HOUSE_ACCOUNTS } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts } from '../../db/schema.ts';
import { checkLedgerInvariants } from './invariants.ts';

export async function readLedgerReport(db: Db): Promise<LedgerCheck> {
  const violations = await checkLedgerInvariants(db);
  const [entries] = await db.select({ total: count() }).from(journalEntries);
  const [accounts] = await db.select({ total: count() }).from(ledgerAccounts);
  // A house account's balance is the sum of its shards (ledger/house-shards.ts).
  const houseRows = await db
    .select({
      ownerKey: ledgerAccounts.ownerKey,
      currency: ledgerAccounts.currency,
      balanceMinor: sql<string>`sum(${ledgerAccounts.balanceMinor})::text`.mapWith(BigInt),
    })
    .from(ledgerAccounts)
    .where(isNull(ledgerAccounts.memberId))
    .groupBy(ledgerAccounts.ownerKey, ledgerAccounts.currency)
    .orderBy(ledgerAccounts.ownerKey, ledgerAccounts.currency);
  const houseBalances = houseRows.flatMap((row) => {
    const house = HOUSE_ACCOUNTS.find((known) => `house:${known}` === row.ownerKey);
    if (house === undefined || !isCurrency(row.currency)) return [];
    return [{ house, currency: row.currency, balance: formatMinor(row.balanceMinor, row.currency) }];
  });
  return {
    violations,
    entryCount: entries?.total ?? 0,
    accountCount: accounts?.total ?? 0,
    houseBalances,
  };
}
