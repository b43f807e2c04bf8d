// The broker's open exposure for staff (issue 5 §5): every open position, long and short quantity and
// notional at the latest price, members' floating P&L and the broker's opposite, by instrument and by
// market. Money is bigint minor units throughout; amounts leave as exact decimal strings.
import type { InstrumentExposure, MarketExposure } from '@saham/contract/admin-trading';
import type { Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import type { StaffRequestContext } from '../../http/context.ts';
import { findOpenPositionsForExposure } from './staff-repo.ts';

interface Bucket {
  symbol: string;
  market: MarketCode;
  currency: Currency;
  positionCount: number;
  longQuantity: bigint;
  shortQuantity: bigint;
  lastPrice: string | null;
  longNotional: bigint;
  shortNotional: bigint;
  memberPnl: bigint;
}

type ExposureRow = Awaited<ReturnType<typeof findOpenPositionsForExposure>>[number];

/** Adds one open position to its instrument's bucket, valued at the latest price (at entry without one). */
function addPosition(bySymbol: Map<string, Bucket>, row: ExposureRow): void {
  const currency = row.currency;
  const direction = row.direction;
  const price = row.last ?? row.entryPrice;
  const bucket: Bucket = bySymbol.get(row.symbol) ?? {
    symbol: row.symbol,
    market: row.market,
    currency,
    positionCount: 0,
    longQuantity: 0n,
    shortQuantity: 0n,
    lastPrice: row.last === null ? null : formatDecimal(decimal(row.last)),
    longNotional: 0n,
    shortNotional: 0n,
    memberPnl: 0n,
  };
  const notional = notionalMinor(currency, price, row.quantity);
  bucket.positionCount += 1;
  if (direction === 'long') {
    bucket.longQuantity += decimal(row.quantity);
    bucket.longNotional += notional;
  } else {
    bucket.shortQuantity += decimal(row.quantity);
    bucket.shortNotional += notional;
  }
  if (row.last !== null)
    bucket.memberPnl += grossPnlMinor(currency, direction, row.entryPrice, row.last, row.quantity);
  bySymbol.set(row.symbol, bucket);
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** Largest absolute net notional first, then by symbol. */
function byNetNotional(left: Bucket, right: Bucket): number {
  const difference =
    abs(right.longNotional - right.shortNotional) - abs(left.longNotional - left.shortNotional);
  return difference === 0n ? left.symbol.localeCompare(right.symbol) : difference > 0n ? 1 : -1;
}

function toInstrumentExposure(bucket: Bucket): InstrumentExposure {
  return {
    symbol: bucket.symbol,
    market: bucket.market,
    currency: bucket.currency,
    positionCount: bucket.positionCount,
    longQuantity: formatDecimal(bucket.longQuantity),
    shortQuantity: formatDecimal(bucket.shortQuantity),
    netQuantity: formatDecimal(bucket.longQuantity - bucket.shortQuantity),
    lastPrice: bucket.lastPrice,
    longNotional: formatMinor(bucket.longNotional, bucket.currency),
    shortNotional: formatMinor(bucket.shortNotional, bucket.currency),
    netNotional: formatMinor(bucket.longNotional - bucket.shortNotional, bucket.currency),
    memberPnl: formatMinor(bucket.memberPnl, bucket.currency),
    brokerPnl: formatMinor(-bucket.memberPnl, bucket.currency),
  };
}

/** The instruments' buckets summed per market and currency, by market then currency. */
function marketTotals(buckets: readonly Bucket[]): (Bucket & { instrumentCount: number })[] {
  const byMarket = new Map<string, Bucket & { instrumentCount: number }>();
  for (const bucket of buckets) {
    const key = `${bucket.market}:${bucket.currency}`;
    const current = byMarket.get(key);
    if (!current) {
      byMarket.set(key, { ...bucket, instrumentCount: 1 });
      continue;
    }
    current.instrumentCount += 1;
    current.positionCount += bucket.positionCount;
    current.longNotional += bucket.longNotional;
    current.shortNotional += bucket.shortNotional;
    current.memberPnl += bucket.memberPnl;
  }
  return [...byMarket.values()].sort(
    (left, right) => left.market.localeCompare(right.market) || left.currency.localeCompare(right.currency),
  );
}

function toMarketExposure(bucket: Bucket & { instrumentCount: number }): MarketExposure {
  return {
    market: bucket.market,
    currency: bucket.currency,
    instrumentCount: bucket.instrumentCount,
    positionCount: bucket.positionCount,
    longNotional: formatMinor(bucket.longNotional, bucket.currency),
    shortNotional: formatMinor(bucket.shortNotional, bucket.currency),
    netNotional: formatMinor(bucket.longNotional - bucket.shortNotional, bucket.currency),
    memberPnl: formatMinor(bucket.memberPnl, bucket.currency),
    brokerPnl: formatMinor(-bucket.memberPnl, bucket.currency),
  };
}

/**
 * The broker's open exposure: every open position, long and short quantity and notional at the latest
 * price (at entry without one), members' floating P&L, and the broker's opposite; by instrument
 * (largest absolute net notional first) and by market.
 */
export async function exposure(context: StaffRequestContext): Promise<{
  instruments: InstrumentExposure[];
  markets: MarketExposure[];
  asOf: string;
}> {
  const { db, clock } = context.services;
  const rows = await findOpenPositionsForExposure(db);
  const bySymbol = new Map<string, Bucket>();
  for (const row of rows) addPosition(bySymbol, row);
  const buckets = [...bySymbol.values()].sort(byNetNotional);
  return {
    instruments: buckets.map(toInstrumentExposure),
    markets: marketTotals(buckets).map(toMarketExposure),
    asOf: clock.now().toISOString(),
  };
}
