// Resets of a forgotten password with a one-time SMS code (one-time-codes.ts): the login password from
// the login screen (account, code, new password; every session of the member ends), the fund password
// from inside the app (code and login password). A reset never tells whether an account exists: an
// unknown account is answered like a known one when a code is asked for, and like a wrong code after.
import { isStrongPassword, isValidAccount } from '@saham/domain/credentials';
import type { ParsedRequestOf } from '@saham/contract/call';
import type {
  CodeSent,
  resetFundPassword,
  resetLoginPassword,
  sendLoginResetCode,
} from '@saham/contract/password-reset';
import type { MemberOnlyContext, MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { requireFields } from '../../http/required-fields.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hash.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import { findMemberByAccount, updateFundPasswordHash, updateMemberPasswordHash } from '../account/service.ts';
import { requireMember } from '../account/current-member.ts';
import { checkNewFundPassword } from '../account/password-service.ts';
import { lockMemberTrading, revokeAllMemberSessions } from '../sessions/service.ts';
import { sendCode, useCode } from './one-time-codes.ts';

function checkAccount(account: string): void {
  requireFields({ account });
  if (!isValidAccount(account)) refuse('ACCOUNT_FORMAT_INVALID');
}

export async function sendLoginResetCodeTo(
  body: ParsedRequestOf<typeof sendLoginResetCode>,
  context: MemberRequestContext,
): Promise<CodeSent> {
  const { services } = context;
  const account = body.account.trim();
  checkAccount(account);
  const member = await findMemberByAccount(services.db, account);
  const recipient = member === null ? null : { language: member.language };
  return sendCode(services, { account, purpose: 'loginPassword', address: context.ip, recipient });
}

export async function resetMemberLoginPassword(
  body: ParsedRequestOf<typeof resetLoginPassword>,
  context: MemberRequestContext,
): Promise<null> {
  const { services } = context;
  const account = body.account.trim();
  checkAccount(account);
  requireFields({ code: body.code, newPassword: body.newPassword, confirmPassword: body.confirmPassword });
  if (body.newPassword !== body.confirmPassword) refuse('PASSWORDS_DO_NOT_MATCH');
  if (!isStrongPassword(body.newPassword)) refuse('PASSWORD_TOO_WEAK');

  const member = await findMemberByAccount(services.db, account);
  const passwordHash = await hashPassword(body.newPassword, services.config.passwordHashCost);
  const use = { account, purpose: 'loginPassword', code: body.code.trim(), address: context.ip } as const;
  await useCode(services, use, async (tx) => {
    // A live code exists only for an account that exists.
    if (member === null) throw new Error(`a code was live for the unknown account ${account}`);
    await updateMemberPasswordHash(tx, member.id, passwordHash);
    await revokeAllMemberSessions(tx, member.id, services.clock.now());
  });
  return null;
}

export async function sendFundResetCodeTo(context: MemberOnlyContext): Promise<CodeSent> {
  const { services } = context;
  const member = await requireMember(services, context.session.memberId);
  return sendCode(services, {
    account: member.account,
    purpose: 'fundPassword',
    address: context.ip,
    recipient: { language: member.language },
  });
}

export async function resetMemberFundPassword(
  body: ParsedRequestOf<typeof resetFundPassword>,
  context: MemberOnlyContext,
): Promise<null> {
  const { services } = context;
  requireFields({ code: body.code, password: body.password });
  checkNewFundPassword(body.fundPassword, body.confirmPassword);
  const member = await requireMember(services, context.session.memberId);
  const guess = { scope: 'login', account: member.account, address: context.ip } as const;
  if (!(await checkGuess(services, guess, () => verifyPassword(member.passwordHash, body.password)))) {
    refuse('WRONG_ORIGINAL_PASSWORD');
  }
  const fundPasswordHash = await hashPassword(body.fundPassword, services.config.passwordHashCost);
  const use = {
    account: member.account,
    purpose: 'fundPassword',
    code: body.code.trim(),
    address: context.ip,
  } as const;
  // An unlock granted by the old fund password ends with it (docs/decisions/0028-trade-unlock.md).
  await useCode(services, use, async (tx) => {
    await updateFundPasswordHash(tx, member.id, fundPasswordHash);
    await lockMemberTrading(tx, member.id);
  });
  return null;
}
