// Which order buttons a quote allows: nothing while it is loading; nothing on a suspended stock;
// no short where the market does not allow short selling — each with the reason shown under the bar.
import type { QuoteDetail } from '@saham/contract/quotes';

export interface OrderAvailability {
  canLong: boolean;
  canShort: boolean;
  /** The translation key of why a side is off, or null. */
  reasonKey: 'stockDetail.order.suspendedReason' | 'stockDetail.order.noShortReason' | null;
}

export function orderAvailability(
  quote: Pick<QuoteDetail, 'phase' | 'isShortSellingAllowed'> | null,
): OrderAvailability {
  if (quote === null) return { canLong: false, canShort: false, reasonKey: null };
  if (quote.phase === 'suspended') {
    return { canLong: false, canShort: false, reasonKey: 'stockDetail.order.suspendedReason' };
  }
  if (!quote.isShortSellingAllowed) {
    return { canLong: true, canShort: false, reasonKey: 'stockDetail.order.noShortReason' };
  }
  return { canLong: true, canShort: true, reasonKey: null };
}
