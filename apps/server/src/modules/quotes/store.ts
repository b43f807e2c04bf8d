// Conversions between the price core's bigints and the stored decimal strings, and the loading of
// markets (with the holidays the engine and the backfill need) and instruments.
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Candle, DayCandle, Ohlcv } from '@saham/domain/prices/candles';
import { initialState, type SimState } from '@saham/domain/prices/simulator';
import { MARKET_CODES, type Holiday, type Market, type MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { marketHolidays } from '../../db/schema-funding.ts';
import { instruments } from '../../db/schema-markets.ts';
import { findMarketRows, marketFromRow } from '../markets/service.ts';
import { createMarketClock, type MarketClock } from './market-clock.ts';
import {
  engineInstrument,
  PRICE_DECIMALS,
  priceFromText,
  priceText,
  quantityFromText,
  quantityText,
  type EngineInstrument,
} from './instrument-params.ts';
import type { CandleWrite, DailyCandleRow, MinuteCandleRow, QuoteRow, QuoteWrite } from './repo.ts';

const DAY = 86_400_000;

export interface LoadedMarket {
  market: Market;
  clock: MarketClock;
}

/** Every market with its holidays from three years before `instant` to a year after. */
export async function loadMarkets(db: Db, instant: number): Promise<Map<MarketCode, LoadedMarket>> {
  const from = new Date(instant - 3 * 366 * DAY).toISOString().slice(0, 10);
  const to = new Date(instant + 366 * DAY).toISOString().slice(0, 10);
  const [rows, holidayRows] = await Promise.all([
    findMarketRows(db),
    db
      .select()
      .from(marketHolidays)
      .where(and(gte(marketHolidays.date, from), lte(marketHolidays.date, to)))
      .orderBy(asc(marketHolidays.date)),
  ]);
  const loaded = new Map<MarketCode, LoadedMarket>();
  for (const row of rows) {
    const code = MARKET_CODES.find((known) => known === row.code);
    if (code === undefined) continue;
    const holidays: Holiday[] = holidayRows
      .filter((holiday) => holiday.market === code)
      .map((holiday) => ({ date: holiday.date, name: holiday.name }));
    const market = marketFromRow(row, holidays);
    loaded.set(code, { market, clock: createMarketClock(market) });
  }
  return loaded;
}

/** Every instrument (any status) as the engine sees it, in id order. */
export async function loadInstruments(
  db: Db,
  markets: ReadonlyMap<MarketCode, LoadedMarket>,
  seed: number,
): Promise<EngineInstrument[]> {
  const rows = await db.select().from(instruments).orderBy(asc(instruments.id));
  const loaded: EngineInstrument[] = [];
  for (const row of rows) {
    const market = markets.get(row.market);
    if (market === undefined) continue;
    loaded.push(engineInstrument(row, market.market, market.clock, seed));
  }
  return loaded;
}

function optionalPrice(text: string | null): bigint | null {
  return text === null ? null : priceFromText(text);
}

function optionalText(price: bigint | null): string | null {
  return price === null ? null : priceText(price);
}

/** The simulator state saved in a quote row. */
export function stateFromQuote(instrument: EngineInstrument, row: QuoteRow): SimState {
  return {
    last: priceFromText(row.last),
    prevClose: priceFromText(row.prevClose),
    tradingDay: row.tradingDay,
    open: optionalPrice(row.open),
    high: optionalPrice(row.high),
    low: optionalPrice(row.low),
    volume: quantityFromText(row.volume, instrument.quantityDecimals),
    turnover: quantityFromText(row.turnover, PRICE_DECIMALS + instrument.quantityDecimals),
    indicative: optionalPrice(row.indicative),
    lastInstant: row.updatedAt.getTime(),
  };
}

/** A state before any stored quote: the instrument's reference close. */
export function freshState(instrument: EngineInstrument): SimState {
  return initialState(instrument.params);
}

export function quoteWrite(
  instrument: EngineInstrument,
  state: SimState,
  phase: string,
  at: number,
): QuoteWrite {
  return {
    instrumentId: instrument.id,
    last: priceText(state.last),
    prevClose: priceText(state.prevClose),
    open: optionalText(state.open),
    high: optionalText(state.high),
    low: optionalText(state.low),
    volume: quantityText(state.volume, instrument.quantityDecimals),
    turnover: quantityText(state.turnover, PRICE_DECIMALS + instrument.quantityDecimals),
    tradingDay: state.tradingDay,
    indicative: optionalText(state.indicative),
    phase,
    updatedAt: new Date(state.lastInstant ?? at),
    minuteCandle: null,
  };
}

/** A minute candle in progress as the quote row keeps it: start instant and OHLCV, space-separated. */
export function minuteCandleText(instrument: EngineInstrument, candle: Candle): string {
  const write = candleWrite(instrument, candle);
  return [
    new Date(candle.time).toISOString(),
    write.open,
    write.high,
    write.low,
    write.close,
    write.volume,
    write.turnover,
  ].join(' ');
}

/** The minute candle in progress stored with a quote; null when there is none or it is unreadable. */
export function minuteCandleFromText(instrument: EngineInstrument, text: string | null): Candle | null {
  const [start, open, high, low, close, volume, turnover] = text?.split(' ') ?? [];
  if (
    start === undefined ||
    open === undefined ||
    high === undefined ||
    low === undefined ||
    close === undefined ||
    volume === undefined ||
    turnover === undefined
  )
    return null;
  const time = Date.parse(start);
  if (Number.isNaN(time)) return null;
  return {
    time,
    ...ohlcvFromRow({ open, high, low, close, volume, turnover }, instrument.quantityDecimals),
  };
}

export function candleWrite(instrument: EngineInstrument, candle: Ohlcv): CandleWrite {
  return {
    instrumentId: instrument.id,
    open: priceText(candle.open),
    high: priceText(candle.high),
    low: priceText(candle.low),
    close: priceText(candle.close),
    volume: quantityText(candle.volume, instrument.quantityDecimals),
    turnover: quantityText(candle.turnover, PRICE_DECIMALS + instrument.quantityDecimals),
  };
}

function ohlcvFromRow(
  row: Omit<DailyCandleRow, 'tradingDay' | 'instrumentId'>,
  quantityDecimals: number,
): Ohlcv {
  return {
    open: priceFromText(row.open),
    high: priceFromText(row.high),
    low: priceFromText(row.low),
    close: priceFromText(row.close),
    volume: quantityFromText(row.volume, quantityDecimals),
    turnover: quantityFromText(row.turnover, PRICE_DECIMALS + quantityDecimals),
  };
}

export function dayCandleFromRow(row: DailyCandleRow, quantityDecimals: number): DayCandle {
  return { date: row.tradingDay, ...ohlcvFromRow(row, quantityDecimals) };
}

export function minuteCandleFromRow(row: MinuteCandleRow, quantityDecimals: number): Candle {
  return { time: row.start.getTime(), ...ohlcvFromRow(row, quantityDecimals) };
}

/** The day candle of a state's trading day so far; null before its first trade. */
export function dayCandleOfState(state: SimState): DayCandle | null {
  if (state.tradingDay === null || state.open === null || state.high === null || state.low === null)
    return null;
  return {
    date: state.tradingDay,
    open: state.open,
    high: state.high,
    low: state.low,
    close: state.last,
    volume: state.volume,
    turnover: state.turnover,
  };
}
