// Which order buttons a quote allows: nothing while it is loading; nothing on a suspended stock;
// nothing outside continuous trading (the desk refuses every order then: NON_TRADING_TIME), with the
// market's state and its next opening; no short where the market does not allow short selling — each
// with the reason shown under the bar.
import type { QuoteDetail } from '@saham/contract/quotes';

export interface OrderAvailability {
  canLong: boolean;
  canShort: boolean;
  /** The translation key of why a side is off, or null. */
  reasonKey:
    | 'stockDetail.order.suspendedReason'
    | 'stockDetail.order.noShortReason'
    | 'stockDetail.order.closedReason'
    | null;
}

/** Whether the desk would take an order now: the instrument trades and its market is in continuous trading. */
export function isOrderable(quote: Pick<QuoteDetail, 'phase'>): boolean {
  return quote.phase === 'continuous';
}

export function orderAvailability(
  quote: Pick<QuoteDetail, 'phase' | 'isShortSellingAllowed'> | null,
): OrderAvailability {
  if (quote === null) return { canLong: false, canShort: false, reasonKey: null };
  if (quote.phase === 'suspended') {
    return { canLong: false, canShort: false, reasonKey: 'stockDetail.order.suspendedReason' };
  }
  if (!isOrderable(quote)) {
    return { canLong: false, canShort: false, reasonKey: 'stockDetail.order.closedReason' };
  }
  if (!quote.isShortSellingAllowed) {
    return { canLong: true, canShort: false, reasonKey: 'stockDetail.order.noShortReason' };
  }
  return { canLong: true, canShort: true, reasonKey: null };
}
