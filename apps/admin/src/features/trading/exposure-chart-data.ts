// The exposure charts' data. The server's amounts are exact decimal strings; a chart only needs
// bar lengths, so they become numbers here and nowhere else (tables show the exact strings).
import type { InstrumentExposure, MarketExposure } from '@saham/contract/admin-trading';

export interface MarketBar {
  /** "MY · MYR": each market in its own currency. */
  market: string;
  side: string;
  value: number;
}

export interface InstrumentBar {
  symbol: string;
  value: number;
}

export const TOP_INSTRUMENTS = 10;

/** Long and short notional per market, two bars each. */
export function marketBars(
  markets: readonly MarketExposure[],
  labels: { long: string; short: string },
): MarketBar[] {
  return markets.flatMap((row) => {
    const market = `${row.market} · ${row.currency}`;
    return [
      { market, side: labels.long, value: Number(row.longNotional) },
      { market, side: labels.short, value: Number(row.shortNotional) },
    ];
  });
}

/** The market's instruments with the largest absolute net notional (the server's order), at most ten. */
export function topInstrumentBars(
  instruments: readonly InstrumentExposure[],
  market: string,
): InstrumentBar[] {
  return instruments
    .filter((row) => row.market === market)
    .slice(0, TOP_INSTRUMENTS)
    .map((row) => ({ symbol: row.symbol, value: Number(row.netNotional) }));
}
