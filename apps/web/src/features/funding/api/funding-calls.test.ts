import { describe, expect, it } from 'vitest';
import * as banking from '@saham/contract/banking';
import * as recharge from '@saham/contract/recharge';
import * as withdraw from '@saham/contract/withdraw';
import { BANK_CARDS, bankCardsQuery } from './bank-cards.ts';
import { RECHARGE_APPLY } from './recharge-apply.ts';
import { RECHARGE_CHANNELS } from './recharge-channels.ts';
import { RECHARGE_LIST } from './recharge-list.ts';
import { RECHARGE_SANDBOX_PAY } from './recharge-sandbox-pay.ts';
import { WITHDRAW_APPLY } from './withdraw-apply.ts';
import { WITHDRAW_LIST } from './withdraw-list.ts';
import { WITHDRAW_RULES } from './withdraw-rules.ts';

describe('the deposit and withdrawal calls', () => {
  it.each([
    [RECHARGE_CHANNELS, recharge.rechargeChannels],
    [RECHARGE_APPLY, recharge.rechargeApply],
    [RECHARGE_SANDBOX_PAY, recharge.rechargeSandboxPay],
    [RECHARGE_LIST, recharge.rechargeList],
    [WITHDRAW_RULES, withdraw.withdrawRules],
    [WITHDRAW_APPLY, withdraw.withdrawApply],
    [WITHDRAW_LIST, withdraw.withdrawList],
    [BANK_CARDS, banking.listBankCards],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});

describe('the withdrawal card picker', () => {
  it('loads page after page of cards until none is left, so every card can be chosen', () => {
    const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 11, hasMore });
    expect(bankCardsQuery.initialPageParam).toBe(1);
    expect(bankCardsQuery.getNextPageParam(page(1, true), [], 1, [])).toBe(2);
    expect(bankCardsQuery.getNextPageParam(page(2, false), [], 2, [])).toBeUndefined();
  });
});
