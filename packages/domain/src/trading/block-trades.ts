// The quantity rule of a block trade (spec §5): a positive quantity, at least the deal's minimum, in
// whole lots of the instrument's market. The server refuses with the problem's code and params; the
// member app's buy form shows the same problem before it sends anything.
import { decimal, formatDecimal } from '../markets/decimal.ts';
import { isWholeLots, parseQuantity } from './orders.ts';

export type BlockQuantityProblem =
  | { code: 'QUANTITY_REQUIRED'; params?: undefined }
  | { code: 'BLOCK_TRADE_MIN_SHARES'; params: { shares: string } }
  | { code: 'WHOLE_LOTS_REQUIRED'; params: { lotSize: string } };

export type BlockQuantityCheck =
  { quantity: string; problem: null } | { quantity: null; problem: BlockQuantityProblem };

/** The quantity as a normal decimal, or the first rule it breaks. */
export function checkBlockQuantity(
  input: string | number | undefined,
  deal: { minShares: string; lotSize: string },
): BlockQuantityCheck {
  const quantity = parseQuantity(input);
  if (quantity === null) return { quantity: null, problem: { code: 'QUANTITY_REQUIRED' } };
  if (decimal(quantity) < decimal(deal.minShares)) {
    const shares = formatDecimal(decimal(deal.minShares));
    return { quantity: null, problem: { code: 'BLOCK_TRADE_MIN_SHARES', params: { shares } } };
  }
  if (!isWholeLots(quantity, deal.lotSize)) {
    const lotSize = formatDecimal(decimal(deal.lotSize));
    return { quantity: null, problem: { code: 'WHOLE_LOTS_REQUIRED', params: { lotSize } } };
  }
  return { quantity, problem: null };
}
