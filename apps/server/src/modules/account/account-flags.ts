// Account states of spec §6 as data on the member, and the guards later modules call before acting:
// trading (assertCanTrade) and withdrawing (assertCanWithdraw). Every state tells the member to
// contact customer service; the app shows that with the refusal's code.
import type { AccountFlags } from '@saham/domain/account-flags';
import { refuse } from '../../http/business-error.ts';
import type { MemberRecord } from './repo.ts';

export function accountFlagsOf(
  member: Pick<
    MemberRecord,
    'isFrozen' | 'isLoginBanned' | 'isDisabled' | 'isTradeForbidden' | 'isWithdrawForbidden'
  >,
): AccountFlags {
  return {
    frozen: member.isFrozen,
    loginBanned: member.isLoginBanned,
    disabled: member.isDisabled,
    tradeForbidden: member.isTradeForbidden,
    withdrawForbidden: member.isWithdrawForbidden,
  };
}

/** The states that stop a member from doing anything at all, in the order they are reported. */
export function assertAccountUsable(flags: AccountFlags): void {
  if (flags.disabled) refuse('ACCOUNT_DISABLED');
  if (flags.loginBanned) refuse('ACCOUNT_LOGIN_BANNED');
  if (flags.frozen) refuse('ACCOUNT_FROZEN');
}

export function assertCanTrade(flags: AccountFlags): void {
  assertAccountUsable(flags);
  if (flags.tradeForbidden) refuse('TRADE_FORBIDDEN');
}

export function assertCanWithdraw(flags: AccountFlags): void {
  assertAccountUsable(flags);
  if (flags.withdrawForbidden) refuse('WITHDRAW_FORBIDDEN');
}
