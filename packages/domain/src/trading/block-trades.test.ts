import { describe, expect, it } from 'vitest';
import { checkBlockQuantity } from './block-trades.ts';

const deal = { minShares: '1000', lotSize: '100' };

describe('the block-trade quantity rule', () => {
  it.each([[''], ['0'], ['-100'], ['abc'], [undefined]])('needs a positive quantity: %o', (input) => {
    expect(checkBlockQuantity(input, deal).problem?.code).toBe('QUANTITY_REQUIRED');
  });

  it('names the minimum when below it, then the lot when not in whole lots', () => {
    expect(checkBlockQuantity('900', deal).problem).toEqual({
      code: 'BLOCK_TRADE_MIN_SHARES',
      params: { shares: '1000' },
    });
    expect(checkBlockQuantity('1050', { minShares: '1000.00', lotSize: '100.0' }).problem).toEqual({
      code: 'WHOLE_LOTS_REQUIRED',
      params: { lotSize: '100' },
    });
  });

  it('refuses every quantity when the market has no lot, as the order rules do', () => {
    expect(checkBlockQuantity('1000', { minShares: '1', lotSize: '0' }).problem?.code).toBe(
      'WHOLE_LOTS_REQUIRED',
    );
  });

  it('passes the minimum in whole lots, as a normal decimal', () => {
    expect(checkBlockQuantity(' 1100 ', deal)).toEqual({ quantity: '1100', problem: null });
    expect(checkBlockQuantity(1200, deal)).toEqual({ quantity: '1200', problem: null });
  });
});
