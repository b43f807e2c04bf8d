import { describe, expect, it } from 'vitest';
import * as identity from '@saham/contract/identity';
import * as withdraw from '@saham/contract/withdraw';
import { REAL_NAME_INFO } from './real-name-info.ts';
import { SUBMIT_REAL_NAME } from './submit-real-name.ts';
import { WITHDRAW_RULES } from './withdraw-rules.ts';

describe('the identity calls', () => {
  it.each([
    [REAL_NAME_INFO, identity.realNameInfo],
    [SUBMIT_REAL_NAME, identity.submitRealName],
    [WITHDRAW_RULES, withdraw.withdrawRules],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});
