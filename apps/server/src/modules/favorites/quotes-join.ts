// The one place where search results and the watchlist get their latest price and change: the quote
// engine's latest quotes (modules/quotes, findLatestQuotesBySymbols — the engine's last price, or
// the instrument's reference close before its first step), with the change worked out as the quote
// calls do it (last − previous close, and that in percent with two decimals).
import { percentChange } from '@saham/domain/prices/index-quote';
import type { Services } from '../../http/context.ts';
import { priceFromText, priceText } from '../quotes/instrument-params.ts';
import { findLatestQuotesBySymbols } from '../quotes/service.ts';

export interface ListedQuote {
  /** Decimal strings. */
  last: string;
  change: string;
  changePercent: string;
}

/** Latest quotes of some instruments, by symbol; instruments without a quote are left out. */
export async function latestQuotesOf(
  services: Services,
  symbols: readonly string[],
): Promise<Map<string, ListedQuote>> {
  const latest = await findLatestQuotesBySymbols(services.db, symbols);
  const listed = new Map<string, ListedQuote>();
  for (const [symbol, quote] of latest) {
    listed.set(symbol, {
      last: quote.last,
      change: priceText(priceFromText(quote.last) - priceFromText(quote.prevClose)),
      changePercent: percentChange(quote.last, quote.prevClose) ?? '0.00',
    });
  }
  return listed;
}
