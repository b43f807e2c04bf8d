import { describe, expect, it } from 'vitest';
import type { AccountFlags } from '@saham/domain/account-flags';
import { BusinessError } from '../../http/business-error.ts';
import { assertCanTrade, assertCanWithdraw } from './account-flags.ts';

const normal: AccountFlags = {
  frozen: false,
  loginBanned: false,
  disabled: false,
  tradeForbidden: false,
  withdrawForbidden: false,
};

function refusalOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.code;
    throw error;
  }
}

describe('account state guards', () => {
  it('lets a normal member trade and withdraw', () => {
    expect(refusalOf(() => assertCanTrade(normal))).toBeNull();
    expect(refusalOf(() => assertCanWithdraw(normal))).toBeNull();
  });

  it('refuses trading to a member forbidden to trade, who may still withdraw', () => {
    const flags = { ...normal, tradeForbidden: true };
    expect(refusalOf(() => assertCanTrade(flags))).toBe('TRADE_FORBIDDEN');
    expect(refusalOf(() => assertCanWithdraw(flags))).toBeNull();
  });

  it('refuses withdrawing to a member forbidden to withdraw, who may still trade', () => {
    const flags = { ...normal, withdrawForbidden: true };
    expect(refusalOf(() => assertCanWithdraw(flags))).toBe('WITHDRAW_FORBIDDEN');
    expect(refusalOf(() => assertCanTrade(flags))).toBeNull();
  });

  it.each([
    ['frozen', 'ACCOUNT_FROZEN'],
    ['loginBanned', 'ACCOUNT_LOGIN_BANNED'],
    ['disabled', 'ACCOUNT_DISABLED'],
  ] as const)('refuses both to a %s member with %s', (flag, code) => {
    const flags = { ...normal, [flag]: true };
    expect(refusalOf(() => assertCanTrade(flags))).toBe(code);
    expect(refusalOf(() => assertCanWithdraw(flags))).toBe(code);
  });

  it('reports a disabled account before the narrower states', () => {
    const flags = {
      frozen: true,
      loginBanned: true,
      disabled: true,
      tradeForbidden: true,
      withdrawForbidden: true,
    };
    expect(refusalOf(() => assertCanTrade(flags))).toBe('ACCOUNT_DISABLED');
  });
});
