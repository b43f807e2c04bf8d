// The balances shown in "my account": per currency (available and frozen) in CURRENCIES order, read
// from the ledger, and totals in MYR at the staff-set mid rates (fx_rates). Amounts are bigint minor units until they become decimal strings on the wire.
import { BASE_CURRENCY, CURRENCIES, isCurrency, type Currency } from '@saham/domain/currencies';
import { convertMinor, parseRate } from '@saham/domain/fx';
import { formatMinor } from '@saham/domain/money';
import type { UserInfo } from '@saham/contract/user';
import type { Services } from '../../http/context.ts';
import { fxRates } from '../../db/schema-exchange.ts';
import { readMemberBuckets, type BucketBalance } from '../ledger/balances-repo.ts';
import { balancesTag, RATES_TAG, readCachesOf } from '../../cache/read-caches.ts';

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

export function toBalancesView(holdings: MemberHoldingsMinor): UserInfo['balances'] {
  const base = (amountMinor: bigint) => formatMinor(amountMinor, BASE_CURRENCY);
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
        available: formatMinor(bucket?.availableMinor ?? 0n, currency),
        frozen: formatMinor(bucket?.frozenMinor ?? 0n, currency),
      };
    }),
  };
}

/** Mid rates in ringgit per unit, scaled by 10^RATE_DECIMALS; MYR is 1 and a missing rate counts as none. */
export type MidRatesScaled = ReadonlyMap<Currency, bigint>;

/**
 * The one conversion of a balance into MYR for the totals: at the mid rate, rounded down. A currency
 * without a rate (none set yet by staff) adds nothing to the totals, though its own balance still shows.
 */
export function toBaseMinor(amountMinor: bigint, currency: Currency, rates: MidRatesScaled): bigint {
  if (currency === BASE_CURRENCY) return amountMinor;
  const rate = rates.get(currency);
  if (rate === undefined || amountMinor <= 0n) return 0n;
  return convertMinor(amountMinor, currency, BASE_CURRENCY, rate, 'down-in-house-favour');
}

async function selectMidRates(services: Services): Promise<MidRatesScaled> {
  const rows = await services.db
    .select({ currency: fxRates.currency, midRate: fxRates.midRate })
    .from(fxRates);
  const rates = new Map<Currency, bigint>();
  for (const row of rows) {
    const rate = parseRate(row.midRate);
    if (isCurrency(row.currency) && rate !== null) rates.set(row.currency, rate);
  }
  return rates;
}

/** Sums ledger buckets per currency (margin counts as frozen: it is held in open positions). */
export function holdingsFromBuckets(
  buckets: readonly BucketBalance[],
  rates: MidRatesScaled,
): MemberHoldingsMinor {
  const byCurrency = CURRENCIES.map((currency) => {
    const of = (names: readonly string[]) =>
      buckets
        .filter((row) => row.currency === currency && names.includes(row.bucket))
        .reduce((sum, row) => sum + row.balanceMinor, 0n);
    return { currency, availableMinor: of(['available']), frozenMinor: of(['frozen', 'margin']) };
  });
  const availableMinor = byCurrency.reduce(
    (sum, row) => sum + toBaseMinor(row.availableMinor, row.currency, rates),
    0n,
  );
  const frozenMinor = byCurrency.reduce(
    (sum, row) => sum + toBaseMinor(row.frozenMinor, row.currency, rates),
    0n,
  );
  return {
    byCurrency,
    totalAssetsMinor: availableMinor + frozenMinor,
    availableMinor,
    frozenMinor,
    // Positions and their profit arrive with trading.
    profitMinor: 0n,
    positionMarketValueMinor: 0n,
    historicalPnlMinor: 0n,
  };
}

/** The mid rates, through this process's cache (dropped when staff change a rate). */
async function readMidRates(services: Services): Promise<MidRatesScaled> {
  const caches = readCachesOf(services.db);
  if (caches === null) return selectMidRates(services);
  const rates = await caches.read(
    caches.rates,
    'mid',
    () => selectMidRates(services),
    () => [RATES_TAG],
  );
  return rates ?? new Map();
}

/** The member's ledger buckets, through this process's cache (dropped by every posting to them). */
async function readBuckets(services: Services, memberId: number): Promise<readonly BucketBalance[]> {
  const caches = readCachesOf(services.db);
  if (caches === null) return readMemberBuckets(services.db, memberId);
  const load = () => readMemberBuckets(services.db, memberId);
  const buckets = await caches.read(caches.balances, String(memberId), load, () => [balancesTag(memberId)]);
  return buckets ?? [];
}

/**
 * The member's holdings for display, read from the ledger accounts (open positions join with
 * trading) through the read caches. Money-moving checks never use this: they are guarded updates.
 */
export async function readMemberHoldings(services: Services, memberId: number): Promise<MemberHoldingsMinor> {
  const [buckets, rates] = await Promise.all([readBuckets(services, memberId), readMidRates(services)]);
  return holdingsFromBuckets(buckets, rates);
}

export async function readMemberBalances(
  services: Services,
  memberId: number,
): Promise<UserInfo['balances']> {
  return toBalancesView(await readMemberHoldings(services, memberId));
}
