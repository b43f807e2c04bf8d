import { describe, expect, it } from 'vitest';
import * as blockTrades from '@saham/contract/block-trades';
import { BLOCK_TRADE_BUY } from './block-trade-buy.ts';
import { BLOCK_TRADE_DETAIL } from './block-trade-detail.ts';
import { BLOCK_TRADE_LIST } from './block-trade-list.ts';
import { BLOCK_TRADE_ORDERS } from './block-trade-orders.ts';

describe('the block-trade calls', () => {
  it.each([
    [BLOCK_TRADE_LIST, blockTrades.blockTradeList],
    [BLOCK_TRADE_DETAIL, blockTrades.blockTradeDetail],
    [BLOCK_TRADE_BUY, blockTrades.blockTradeBuy],
    [BLOCK_TRADE_ORDERS, blockTrades.blockTradeOrders],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});
