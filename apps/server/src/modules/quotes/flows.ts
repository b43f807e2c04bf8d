// market/flows: short selling and investor net buying of a stock's latest completed trading days
// (spec §3 "short-selling data, investor net buy/sell data"). No real feed is connected, so the
// figures are the simulator provider's: derived from MARKET_SEED and the stored day candles by the
// domain (prices/flows.ts). Indices, crypto and forex have none: their answer has no days.
import { and, eq, ne } from 'drizzle-orm';
import type { ParsedRequestOf, ResponseOf } from '@saham/contract/call';
import type { DayFlowsWire, marketFlows } from '@saham/contract/quotes';
import { isMarketCode } from '@saham/domain/markets/types';
import { dailyFlows, type DayFlows, type InvestorClass } from '@saham/domain/prices/flows';
import { instruments } from '../../db/schema-markets.ts';
import type { MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { findMarketRow } from '../markets/service.ts';
import { PRICE_DECIMALS, quantityDecimalsOf, quantityText } from './instrument-params.ts';
import { findDailyCandlesBefore } from './repo.ts';
import { dayCandleFromRow } from './store.ts';

/** basis points → percent with two decimals ("1234" → "12.34"). */
function percentOfBasisPoints(basisPoints: bigint): string {
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

function wireOf(flows: DayFlows, close: bigint, quantityDecimals: number): DayFlowsWire {
  const valueDecimals = PRICE_DECIMALS + quantityDecimals;
  const side = (name: InvestorClass) => {
    const volume = flows.netVolume[name];
    return {
      volume: quantityText(volume, quantityDecimals),
      value: quantityText(volume * close, valueDecimals),
    };
  };
  return {
    date: flows.date,
    volume: quantityText(flows.volume, quantityDecimals),
    shortVolume: quantityText(flows.shortVolume, quantityDecimals),
    shortPercent: percentOfBasisPoints(flows.shortShareBasisPoints),
    net: {
      localInstitutions: side('localInstitutions'),
      localRetail: side('localRetail'),
      foreign: side('foreign'),
    },
  };
}

export async function listFlows(
  body: ParsedRequestOf<typeof marketFlows>,
  context: MemberRequestContext,
): Promise<ResponseOf<typeof marketFlows>> {
  const { db, config } = context.services;
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.symbol, body.symbol.trim().toUpperCase()), ne(instruments.status, 'unlisted')))
    .limit(1);
  if (row === undefined) return refuse('PRODUCT_NOT_FOUND');
  const answer = { symbol: row.symbol, currency: row.currency, source: 'simulator' as const };
  if (row.assetClass !== 'stock') return { ...answer, days: [] };
  const market = isMarketCode(row.market) ? await findMarketRow(db, row.market) : null;
  const quantityDecimals = quantityDecimalsOf(row.lotSize ?? market?.lotSize ?? '1');
  // Stored day candles are completed trading days (today's is built from the live quote).
  const candles = (await findDailyCandlesBefore(db, row.id, '9999-12-31', body.days)).map((candle) =>
    dayCandleFromRow(candle, quantityDecimals),
  );
  const flows = dailyFlows(config.marketSeed, row.symbol, candles);
  return {
    ...answer,
    days: flows.map((day, index) => wireOf(day, candles[index]?.close ?? 0n, quantityDecimals)),
  };
}
