import { describe, expect, it } from 'vitest';
import { fundRecords } from '@saham/contract/fund-records';
import { FUND_RECORDS } from './fund-records.ts';

describe('the fund records call', () => {
  it('names the contract path and money flag', () => {
    expect(FUND_RECORDS.path).toBe(fundRecords.path);
    expect(FUND_RECORDS.isMoneyMoving).toBe(fundRecords.isMoneyMoving ?? false);
  });
});
