// A member's standing for credit loans: the limit (score band, capped by a share of net assets when
// staff set one), what is borrowed (principal owed plus amounts under review), what is owed in all
// and the available MYR. Read inside the application's transaction, under the member lock.
//
// Net assets are every ledger balance of the member in every currency (available, frozen, margin…),
// each currency's sum converted to MYR as "my account" converts its totals (`toBaseSignedMinor`: the
// staff-set mid rate of decision 0005, rounded down; a currency without a rate counts nothing), less
// what the member owes on loans. Open positions' floating P&L is not counted.
import { isCurrency, type Currency } from '@saham/domain/currencies';
import { borrowingLimitMinor, parsePercent, remainingMinor } from '@saham/domain/loans/rules';
import type { Db } from '../../db/client.ts';
import { toBaseSignedMinor } from '../account/balances.ts';
import { loadRateBook } from '../exchange/rate-source.ts';
import type { BucketBalance } from '../ledger/service.ts';
import { readMemberBuckets } from '../ledger/service.ts';
import { LOAN_CURRENCY, owedMinor } from './mapping.ts';
import { findOpenLoans, readBands, readSettings, type LoanRow, type LoanSettingsRow } from './repo.ts';

export interface Standing {
  creditScore: number;
  limitMinor: bigint;
  borrowedMinor: bigint;
  remainingMinor: bigint;
  outstandingMinor: bigint;
  availableMinor: bigint;
  openLoans: LoanRow[];
  settings: LoanSettingsRow;
}

export async function readStanding(db: Db, memberId: number, creditScore: number): Promise<Standing> {
  const [settings, bands, openLoans, buckets] = await Promise.all([
    readSettings(db),
    readBands(db),
    findOpenLoans(db, memberId),
    readMemberBuckets(db, memberId),
  ]);
  let borrowedMinor = 0n;
  let outstandingMinor = 0n;
  for (const loan of openLoans) {
    borrowedMinor += loan.status === 'pending' ? loan.amountMinor : loan.principalMinor;
    outstandingMinor += owedMinor(loan);
  }
  const availableMinor =
    buckets.find((row) => row.currency === LOAN_CURRENCY && row.bucket === 'available')?.balanceMinor ?? 0n;
  const netAssetCapScaled =
    settings.netAssetCapPercent === null ? null : parsePercent(settings.netAssetCapPercent);
  // The rates are read only when a cap is set (after the reads above: in a transaction they share one
  // connection).
  const balancesMinor = netAssetCapScaled === null ? 0n : await balancesInMyrMinor(db, buckets);
  const limitMinor = borrowingLimitMinor({
    creditScore,
    bands,
    netAssetsMinor: balancesMinor - outstandingMinor,
    netAssetCapScaled,
  });
  return {
    creditScore,
    limitMinor,
    borrowedMinor,
    remainingMinor: remainingMinor(limitMinor, borrowedMinor),
    outstandingMinor,
    availableMinor,
    openLoans,
    settings,
  };
}

/** Every balance of the member in MYR minor units: each currency summed, then converted once. */
export async function balancesInMyrMinor(db: Db, buckets: readonly BucketBalance[]): Promise<bigint> {
  const byCurrency = new Map<Currency, bigint>();
  for (const row of buckets) {
    if (isCurrency(row.currency)) {
      byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0n) + row.balanceMinor);
    }
  }
  const rates = (await loadRateBook(db)).midScaled;
  let totalMinor = 0n;
  for (const [currency, amountMinor] of byCurrency)
    totalMinor += toBaseSignedMinor(amountMinor, currency, rates);
  return totalMinor;
}
