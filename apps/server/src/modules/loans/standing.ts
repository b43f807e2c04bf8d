// A member's standing for credit loans: the limit (score band, capped by a share of net assets when
// staff set one), what is borrowed (principal owed plus amounts under review), what is owed in all
// and the available MYR. Read inside the application's transaction, under the member lock.
import { borrowingLimitMinor, parsePercent, remainingMinor } from '@saham/domain/loans/rules';
import type { Db } from '../../db/client.ts';
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
  const myr = buckets.filter((row) => row.currency === LOAN_CURRENCY);
  const balancesMinor = myr.reduce((sum, row) => sum + row.balanceMinor, 0n);
  const availableMinor = myr.find((row) => row.bucket === 'available')?.balanceMinor ?? 0n;
  const limitMinor = borrowingLimitMinor({
    creditScore,
    bands,
    netAssetsMinor: balancesMinor - outstandingMinor,
    netAssetCapScaled:
      settings.netAssetCapPercent === null ? null : parsePercent(settings.netAssetCapPercent),
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
