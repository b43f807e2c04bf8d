import { describe, expect, it } from 'vitest';
import { tradeDividends } from '@saham/contract/trading';
import { TRADE_DIVIDENDS } from './dividends.ts';

describe('the dividends call', () => {
  it('names the contract path and money flag', () => {
    expect(TRADE_DIVIDENDS.path).toBe(tradeDividends.path);
    expect(TRADE_DIVIDENDS.isMoneyMoving).toBe(tradeDividends.isMoneyMoving ?? false);
  });
});
