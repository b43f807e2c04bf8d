// The balances shown in "my account": per currency (available and frozen) in CURRENCIES order, and
// totals in MYR. Amounts are bigint minor units until they become decimal strings on the wire.
import { BASE_CURRENCY, CURRENCIES, CURRENCY_SCALE, type Currency } from '@saham/domain/currencies';
import type { UserInfo } from '@saham/contract/user';
import type { Services } from '../../http/context.ts';

export interface CurrencyBucketsMinor {
  currency: Currency;
  availableMinor: bigint;
  frozenMinor: bigint;
}

/** What the ledger and open positions say a member holds; totals are in MYR minor units. */
export interface MemberHoldingsMinor {
  byCurrency: CurrencyBucketsMinor[];
  totalAssetsMinor: bigint;
  availableMinor: bigint;
  frozenMinor: bigint;
  profitMinor: bigint;
  positionMarketValueMinor: bigint;
  historicalPnlMinor: bigint;
}

/** 123456n MYR → "1234.56"; -5n MYR → "-0.05"; 1500n JPY → "1500". Exact: no number in between. */
export function minorUnitsToDecimal(amountMinor: bigint, currency: Currency): string {
  const scale = CURRENCY_SCALE[currency];
  const sign = amountMinor < 0n ? '-' : '';
  const digits = (amountMinor < 0n ? -amountMinor : amountMinor).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function toBalancesView(holdings: MemberHoldingsMinor): UserInfo['balances'] {
  const base = (amountMinor: bigint) => minorUnitsToDecimal(amountMinor, BASE_CURRENCY);
  const byCurrency = new Map(holdings.byCurrency.map((bucket) => [bucket.currency, bucket]));
  return {
    currency: 'MYR',
    totalAssets: base(holdings.totalAssetsMinor),
    available: base(holdings.availableMinor),
    frozen: base(holdings.frozenMinor),
    profit: base(holdings.profitMinor),
    positionMarketValue: base(holdings.positionMarketValueMinor),
    historicalPnl: base(holdings.historicalPnlMinor),
    byCurrency: CURRENCIES.map((currency) => {
      const bucket = byCurrency.get(currency);
      return {
        currency,
        available: minorUnitsToDecimal(bucket?.availableMinor ?? 0n, currency),
        frozen: minorUnitsToDecimal(bucket?.frozenMinor ?? 0n, currency),
      };
    }),
  };
}

/**
 * The member's holdings. The ledger arrives with issue 3; until then every member holds nothing,
 * and this is the one function that will read the ledger accounts and open positions instead.
 */
export async function readMemberHoldings(
  _services: Services,
  _memberId: number,
): Promise<MemberHoldingsMinor> {
  return {
    byCurrency: CURRENCIES.map((currency) => ({ currency, availableMinor: 0n, frozenMinor: 0n })),
    totalAssetsMinor: 0n,
    availableMinor: 0n,
    frozenMinor: 0n,
    profitMinor: 0n,
    positionMarketValueMinor: 0n,
    historicalPnlMinor: 0n,
  };
}

export async function readMemberBalances(
  services: Services,
  memberId: number,
): Promise<UserInfo['balances']> {
  return toBalancesView(await readMemberHoldings(services, memberId));
}
