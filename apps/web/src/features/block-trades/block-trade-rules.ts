// The buy form's own checks: the domain's block-trade quantity rule, which the server applies too (and
// has the last word on), and a key. Also the amount the block price makes.
import type { BlockDeal } from '@saham/contract/block-trades';
import { decimal, parseDecimal } from '@saham/domain/markets/decimal';
import { checkBlockQuantity } from '@saham/domain/trading/block-trades';
import { notionalMinor } from '@saham/domain/markets/fees';
import { formatMinor } from '@saham/domain/money';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMarketPrice } from '../../shared/format/format-number.ts';

export interface FormProblem {
  key: string;
  values?: Record<string, string>;
}

export function buyProblem(
  deal: Pick<BlockDeal, 'minShares' | 'lotSize'>,
  quantityText: string,
  key: string,
): FormProblem | null {
  const { problem } = checkBlockQuantity(quantityText, deal);
  if (problem !== null) return { key: `errors.${problem.code}`, values: problem.params };
  if (key.trim() === '') return { key: 'blockTrade.keyRequired' };
  return null;
}

/** Block price × quantity in the deal's currency, or null while the quantity is not a number. */
export function blockAmount(
  deal: Pick<BlockDeal, 'blockPrice' | 'currency'>,
  quantityText: string,
): string | null {
  const quantity = parseDecimal(quantityText.trim());
  if (quantity === null || quantity <= 0n) return null;
  return formatMinor(notionalMinor(deal.currency, deal.blockPrice, quantityText.trim()), deal.currency);
}

/** The deal's discount (negative) or premium against the latest price, in percent with 2 decimals. */
export function premiumPercent(deal: Pick<BlockDeal, 'blockPrice' | 'lastPrice'>): string | null {
  if (deal.lastPrice === null) return null;
  const last = decimal(deal.lastPrice);
  if (last === 0n) return null;
  const basisPoints = ((decimal(deal.blockPrice) - last) * 10_000n) / last;
  const sign = basisPoints < 0n ? '-' : '+';
  const magnitude = basisPoints < 0n ? -basisPoints : basisPoints;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** A price with its market's decimals, grouped, never rounded: 9.5 → 9.50 on Bursa, 2972.00 → 2,972 in Tokyo. */
export function priceText(price: string, market: MarketCode): string {
  return formatMarketPrice(price, market);
}
