import { describe, expect, it } from 'vitest';
import { coinCloseRequest } from './coin-close-field.tsx';

describe('closing a crypto position in coins', () => {
  const doge = { id: 7, quantity: '50' };
  it('closes everything by default or when all the coins are chosen', () => {
    expect(coinCloseRequest(doge, null, '0.0001')).toEqual({ positionId: 7 });
    expect(coinCloseRequest(doge, '50.0000', '0.0001')).toEqual({ positionId: 7 });
  });
  it('closes part in whole increments of the pair', () => {
    expect(coinCloseRequest(doge, '12.5', '0.0001')).toEqual({ positionId: 7, quantity: '12.5' });
    expect(coinCloseRequest({ id: 8, quantity: '0.0105' }, '0.005', '0.0001')).toEqual({
      positionId: 8,
      quantity: '0.005',
    });
  });
  it('refuses more than held, nothing, or a fraction of an increment', () => {
    expect(coinCloseRequest(doge, '50.0001', '0.0001')).toBeNull();
    expect(coinCloseRequest(doge, '0', '0.0001')).toBeNull();
    expect(coinCloseRequest(doge, '', '0.0001')).toBeNull();
    expect(coinCloseRequest(doge, '1.00005', '0.0001')).toBeNull();
  });
});
