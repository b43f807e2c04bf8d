// The withdrawal rules in force: window, credit-score threshold and per-currency limits, read from the
// settings tables with the defaults of spec §9 (minimum RM100, Monday–Friday 09:30–17:00 Malaysia
// time, settlement T+2 working days) where staff have saved nothing.
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import type { WithdrawRules } from '@saham/contract/withdraw';
import type { Db } from '../../db/client.ts';
import { findWithdrawalLimits, findWithdrawalSettings } from './settings-repo.ts';

export const WITHDRAWAL_DAYS = [1, 2, 3, 4, 5] as const;
export const SETTLEMENT_WORKING_DAYS = 2;

const DEFAULT_SETTINGS = { windowStart: '09:30:00', windowEnd: '17:00:00', creditScoreMinimum: 60 };

/** Minimum and maximum per currency in minor units: RM100 and roughly its equivalent elsewhere. */
export const DEFAULT_LIMITS: Record<Currency, { minMinor: bigint; maxMinor: bigint }> = {
  MYR: { minMinor: 10_000n, maxMinor: 100_000_000n },
  USD: { minMinor: 2_500n, maxMinor: 25_000_000n },
  HKD: { minMinor: 20_000n, maxMinor: 200_000_000n },
  CNY: { minMinor: 20_000n, maxMinor: 200_000_000n },
  TWD: { minMinor: 80_000n, maxMinor: 800_000_000n },
  THB: { minMinor: 80_000n, maxMinor: 800_000_000n },
  JPY: { minMinor: 4_000n, maxMinor: 40_000_000n },
  KRW: { minMinor: 35_000n, maxMinor: 350_000_000n },
  VND: { minMinor: 600_000n, maxMinor: 6_000_000_000n },
};

export interface ActiveWithdrawalRules {
  windowStart: string;
  windowEnd: string;
  creditScoreMinimum: number;
  limits: Record<Currency, { minMinor: bigint; maxMinor: bigint }>;
}

export async function loadWithdrawalRules(db: Db): Promise<ActiveWithdrawalRules> {
  const [settings, limitRows] = await Promise.all([findWithdrawalSettings(db), findWithdrawalLimits(db)]);
  const limits = { ...DEFAULT_LIMITS };
  for (const row of limitRows) {
    const currency = CURRENCIES.find((candidate) => candidate === row.currency);
    if (currency) limits[currency] = { minMinor: row.minMinor, maxMinor: row.maxMinor };
  }
  return {
    windowStart: settings?.windowStart ?? DEFAULT_SETTINGS.windowStart,
    windowEnd: settings?.windowEnd ?? DEFAULT_SETTINGS.windowEnd,
    creditScoreMinimum: settings?.creditScoreMinimum ?? DEFAULT_SETTINGS.creditScoreMinimum,
    limits,
  };
}

export function toWithdrawRules(rules: ActiveWithdrawalRules): WithdrawRules {
  return {
    windowStart: rules.windowStart,
    windowEnd: rules.windowEnd,
    creditScoreMinimum: rules.creditScoreMinimum,
    settlementWorkingDays: SETTLEMENT_WORKING_DAYS,
    limits: CURRENCIES.map((currency) => ({
      currency,
      minAmount: formatMinor(rules.limits[currency].minMinor, currency),
      maxAmount: formatMinor(rules.limits[currency].maxMinor, currency),
    })),
  };
}
