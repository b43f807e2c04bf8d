// The detail's quote with the latest live tick folded in (a tick newer than the detail wins), and the
// phase line: "Trading", "Closed · opens Mon 09:00 GMT+8" or "Opening auction · trading from 09:00"
// in the market's own clock.
import type { QuoteDetail } from '@saham/contract/quotes';
import type { Tick } from '@saham/contract/realtime';
import { formatWeekdayTime } from '../../shared/format/format-time.ts';

export function withTick(detail: QuoteDetail, tick: Tick | null): QuoteDetail {
  if (tick === null || tick.symbol !== detail.symbol) return detail;
  if (detail.time !== null && Date.parse(tick.time) < Date.parse(detail.time)) return detail;
  return {
    ...detail,
    last: tick.last,
    change: tick.change,
    changePercent: tick.changePercent,
    prevClose: tick.prevClose,
    open: tick.open,
    high: tick.high,
    low: tick.low,
    volume: tick.volume,
    turnover: tick.turnover,
    time: tick.time,
  };
}

/** The phases before continuous trading (or between it and the next day's) that name when it starts. */
const WAITING_PHASES: readonly QuoteDetail['phase'][] = ['pre_open', 'auction', 'closing_auction'];

/**
 * What the phase line says comes next: when continuous trading starts (from the market calendar,
 * server side) — the only time orders are taken, so the header, the order sheet and the closed
 * notice name the same time (a US stock shut overnight reads 09:30 EST everywhere, not the 04:00
 * pre-market in one place and 09:30 in another). While closed without a trading time in the
 * calendar's window, when the session opens. Null while trading, suspended, or with neither.
 */
export function nextOpening(
  quote: Pick<QuoteDetail, 'phase' | 'nextOpen' | 'tradingOpens'>,
): { kind: 'opens' | 'trading'; time: string } | null {
  if (quote.phase === 'closed') {
    if (quote.tradingOpens !== null) return { kind: 'trading', time: quote.tradingOpens };
    return quote.nextOpen === null ? null : { kind: 'opens', time: quote.nextOpen };
  }
  if (WAITING_PHASES.includes(quote.phase) && quote.tradingOpens !== null) {
    return { kind: 'trading', time: quote.tradingOpens };
  }
  return null;
}

/** When the market next opens, in its own timezone and the reader's language. */
export function formatMarketTime(iso: string, timezone: string, languageTag: string): string {
  return formatWeekdayTime(iso, timezone, languageTag);
}
