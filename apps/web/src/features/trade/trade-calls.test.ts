import { describe, expect, it } from 'vitest';
import {
  tradeCancel,
  tradeOrders,
  tradePositionDetail,
  tradePositions,
  tradeSell,
  tradeTaxCertificate,
} from '@saham/contract/trading';
import { TRADE_CANCEL, TRADE_SELL } from '../../shared/api/trade-actions.ts';
import {
  TRADE_ORDERS,
  TRADE_POSITION_DETAIL,
  TRADE_POSITIONS,
  TRADE_TAX_CERTIFICATE,
} from '../../shared/api/trade-positions.ts';
import { endedViewOf, isPositionTab, TRADE_TABS, tradeTabOf } from './trade-tabs.ts';

describe('the trading calls', () => {
  it.each([
    [TRADE_ORDERS, tradeOrders],
    [TRADE_POSITIONS, tradePositions],
    [TRADE_POSITION_DETAIL, tradePositionDetail],
    [TRADE_TAX_CERTIFICATE, tradeTaxCertificate],
    [TRADE_SELL, tradeSell],
    [TRADE_CANCEL, tradeCancel],
  ])('names the contract path and money flag (%#)', (ref, call) => {
    expect(ref.path).toBe(call.path);
    expect(ref.isMoneyMoving).toBe(Boolean(call.isMoneyMoving));
  });
});

describe('the /trade/index tabs', () => {
  it('are the contract position tabs with In progress after Locked, and nothing of the new-share issue', () => {
    expect(TRADE_TABS).toEqual(['holding', 'locked', 'pending', 'ended', 'digital', 'forex']);
    expect(TRADE_TABS.filter(isPositionTab)).toEqual(['holding', 'locked', 'ended', 'digital', 'forex']);
  });

  it('read the tab and the Ended view from the address, defaulting to Holding and Closed', () => {
    expect(tradeTabOf('pending')).toBe('pending');
    expect(tradeTabOf('subscription')).toBe('holding');
    expect(tradeTabOf(null)).toBe('holding');
    expect(endedViewOf('cancelled')).toBe('cancelled');
    expect(endedViewOf('x')).toBe('closed');
  });
});
