import { describe, expect, it } from 'vitest';
import * as dayTrading from '@saham/contract/day-trading';
import { DAY_TRADING_APPLICATIONS } from './day-trading-applications.ts';
import {
  DAY_TRADING_APPLY,
  DAY_TRADING_BUY,
  DAY_TRADING_CLOSE,
  DAY_TRADING_END,
} from './day-trading-actions.ts';
import { DAY_TRADING_OVERVIEW } from './day-trading-overview.ts';
import { DAY_TRADING_POSITIONS } from './day-trading-positions.ts';

describe('the day-trading calls', () => {
  it.each([
    [DAY_TRADING_OVERVIEW, dayTrading.dayTradingOverview],
    [DAY_TRADING_APPLICATIONS, dayTrading.dayTradingApplications],
    [DAY_TRADING_POSITIONS, dayTrading.dayTradingPositions],
    [DAY_TRADING_APPLY, dayTrading.dayTradingApply],
    [DAY_TRADING_BUY, dayTrading.dayTradingBuy],
    [DAY_TRADING_CLOSE, dayTrading.dayTradingClose],
    [DAY_TRADING_END, dayTrading.dayTradingEnd],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});
