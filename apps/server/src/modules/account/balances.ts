// The balances shown in "my account": per currency (available and frozen) in CURRENCIES order, read
// from the ledger, and totals in MYR at the staff-set mid rates (fx_rates). Amounts are bigint minor units until they become decimal strings on the wire.
//
// The figures of trading (issue 5), each summed per currency and then converted to MYR like the rest:
// - profit (profit funds): the floating P&L of open positions at the latest quote, gross of charges,
//   long (last − entry) × quantity, short (entry − last) × quantity (what trade/positions shows);
// - positionMarketValue: the open positions' market value, last × quantity (trade/positions'
//   `marketValue`; a leveraged position's value is mostly the desk's, so it is NOT part of total assets);
// - historicalPnl: the realised P&L of closed positions, gross P&L less the opening and closing fees
//   and taxes (what trade/positions shows for an ended position);
// - totalAssets: available + frozen (which holds the positions' margin) + profit, i.e. the positions
//   count at margin + floating P&L, what closing them now would return before closing charges; never
//   below zero.
// The positions are cached with the ledger buckets (a fill, a close, a dividend or a split posts to, or
// invalidates, the member's buckets); their P&L is computed at read time from the stored latest quotes,
// so a tick never leaves a stale figure.
import { BASE_CURRENCY, CURRENCIES, isCurrency, type Currency } from '@saham/domain/currencies';
import { convertMinor, parseRate } from '@saham/domain/fx';
import { formatMinor } from '@saham/domain/money';
import type { UserInfo } from '@saham/contract/user';
import type { Services } from '../../http/context.ts';
import { fxRates } from '../../db/schema-exchange.ts';
import { type BucketBalance, readMemberBuckets } from '../ledger/service.ts';
import { readMemberPositions, valuePositions, type MemberPositions } from './position-figures.ts';
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

/** A signed amount in MYR: a loss converts like a gain of the same size, then is negated. */
export function toBaseSignedMinor(amountMinor: bigint, currency: Currency, rates: MidRatesScaled): bigint {
  return amountMinor < 0n
    ? -toBaseMinor(-amountMinor, currency, rates)
    : toBaseMinor(amountMinor, currency, rates);
}

/** Per-currency trading figures in minor units of each currency. */
export interface TradingFiguresMinor {
  profit: ReadonlyMap<Currency, bigint>;
  marketValue: ReadonlyMap<Currency, bigint>;
  historicalPnl: ReadonlyMap<Currency, bigint>;
}

const NO_TRADING: TradingFiguresMinor = {
  profit: new Map(),
  marketValue: new Map(),
  historicalPnl: new Map(),
};

function sumInBase(amounts: ReadonlyMap<Currency, bigint>, rates: MidRatesScaled): bigint {
  let total = 0n;
  for (const [currency, amount] of amounts) total += toBaseSignedMinor(amount, currency, rates);
  return total;
}

/** Sums ledger buckets per currency (margin counts as frozen: it is held in open positions). */
export function holdingsFromBuckets(
  buckets: readonly BucketBalance[],
  rates: MidRatesScaled,
  trading: TradingFiguresMinor = NO_TRADING,
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
  const profitMinor = sumInBase(trading.profit, rates);
  const total = availableMinor + frozenMinor + profitMinor;
  return {
    byCurrency,
    totalAssetsMinor: total > 0n ? total : 0n,
    availableMinor,
    frozenMinor,
    profitMinor,
    positionMarketValueMinor: sumInBase(trading.marketValue, rates),
    historicalPnlMinor: sumInBase(trading.historicalPnl, rates),
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
 * The member's positions, cached alongside the cached buckets: the entry lives exactly as long as the
 * buckets array it was read with, which every ledger posting to the member drops (and a split, which
 * moves no money, drops too). Without caches (or when the read was not cached) they are read afresh.
 */
const positionsByBuckets = new WeakMap<readonly BucketBalance[], Promise<MemberPositions>>();

async function readPositions(
  services: Services,
  memberId: number,
  buckets: readonly BucketBalance[],
): Promise<MemberPositions> {
  const cached = positionsByBuckets.get(buckets);
  if (cached !== undefined) return cached;
  const loading = readMemberPositions(services.db, memberId);
  if (readCachesOf(services.db)?.isEnabled === true) {
    positionsByBuckets.set(buckets, loading);
    loading.catch(() => positionsByBuckets.delete(buckets));
  }
  return loading;
}

interface HoldingsInputs {
  buckets: readonly BucketBalance[];
  rates: MidRatesScaled;
  positions: MemberPositions;
}

async function readHoldingsInputs(services: Services, memberId: number): Promise<HoldingsInputs> {
  const [buckets, rates] = await Promise.all([readBuckets(services, memberId), readMidRates(services)]);
  return { buckets, rates, positions: await readPositions(services, memberId, buckets) };
}

async function holdingsOf(services: Services, inputs: HoldingsInputs): Promise<MemberHoldingsMinor> {
  const trading = await valuePositions(services.db, inputs.positions);
  return holdingsFromBuckets(inputs.buckets, inputs.rates, trading);
}

/**
 * The member's holdings for display, read from the ledger accounts and the member's positions
 * (valued at the latest quotes) through the read caches. Money-moving checks never use this: they
 * are guarded updates.
 */
export async function readMemberHoldings(services: Services, memberId: number): Promise<MemberHoldingsMinor> {
  return holdingsOf(services, await readHoldingsInputs(services, memberId));
}

/**
 * The balances view of a member without open positions depends only on the cached buckets (their
 * positions entry lives exactly as long) and the cached mid rates: it is kept with them and reused
 * while both are the very objects it was computed from. With open positions it follows every quote.
 */
const balancesViews = new WeakMap<MemberPositions, { rates: MidRatesScaled; view: UserInfo['balances'] }>();

export async function readMemberBalances(
  services: Services,
  memberId: number,
): Promise<UserInfo['balances']> {
  const inputs = await readHoldingsInputs(services, memberId);
  const isStill = inputs.positions.open.length === 0;
  const known = isStill ? balancesViews.get(inputs.positions) : undefined;
  if (known !== undefined && known.rates === inputs.rates) return known.view;
  const view = toBalancesView(await holdingsOf(services, inputs));
  if (isStill) balancesViews.set(inputs.positions, { rates: inputs.rates, view });
  return view;
}
