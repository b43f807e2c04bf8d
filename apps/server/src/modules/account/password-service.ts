// Login and fund passwords. Changing the login password ends every session of the member (the one
// used included) and answers a fresh one. Fund passwords are 6 digits, hashed like login passwords;
// guesses at either are throttled (guess-throttle.ts): a wrong original login password counts as a
// failed login.
import { isCommonFundPassword, isStrongPassword, isValidFundPassword } from '@saham/domain/credentials';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { changeFundPassword, changeLoginPassword, Session, setFundPassword } from '@saham/contract/user';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { requireFields } from '../../http/required-fields.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hash.ts';
import { requireMember } from './current-member.ts';
import { openMemberSession } from '../sessions/open-member-session.ts';
import { lockMemberTrading, revokeAllMemberSessions, unlockSessionTrading } from '../sessions/service.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import {
  setFundPasswordHashIfUnset,
  updateFundPasswordHash,
  updateMemberPasswordHash,
  type MemberRecord,
} from './repo.ts';

export async function changeMemberLoginPassword(
  body: ParsedRequestOf<typeof changeLoginPassword>,
  context: MemberOnlyContext,
): Promise<Session> {
  const { services, session } = context;
  requireFields({
    oldPassword: body.oldPassword,
    newPassword: body.newPassword,
    confirmPassword: body.confirmPassword,
  });
  if (body.newPassword !== body.confirmPassword) refuse('PASSWORDS_DO_NOT_MATCH');
  if (!isStrongPassword(body.newPassword)) refuse('PASSWORD_TOO_WEAK');

  const member = await requireMember(services, session.memberId);
  const guess = { scope: 'login', account: member.account, address: context.ip } as const;
  if (!(await checkGuess(services, guess, () => verifyPassword(member.passwordHash, body.oldPassword)))) {
    refuse('WRONG_ORIGINAL_PASSWORD');
  }

  const passwordHash = await hashPassword(body.newPassword, services.config.passwordHashCost);
  return inTransaction(services.db, async (tx) => {
    await updateMemberPasswordHash(tx, member.id, passwordHash);
    await revokeAllMemberSessions(tx, member.id, services.clock.now());
    return openMemberSession(services, { memberId: member.id, account: member.account, isGuest: false }, tx);
  });
}

export async function setMemberFundPassword(
  body: ParsedRequestOf<typeof setFundPassword>,
  context: MemberOnlyContext,
): Promise<null> {
  const { services, session } = context;
  const member = await requireMember(services, session.memberId);
  if (member.fundPasswordHash !== null) refuse('FUND_PASSWORD_ALREADY_SET');
  checkNewFundPassword(body.fundPassword, body.confirmPassword);
  const fundPasswordHash = await hashPassword(body.fundPassword, services.config.passwordHashCost);
  if (!(await setFundPasswordHashIfUnset(services.db, member.id, fundPasswordHash))) {
    refuse('FUND_PASSWORD_ALREADY_SET');
  }
  return null;
}

export async function changeMemberFundPassword(
  body: ParsedRequestOf<typeof changeFundPassword>,
  context: MemberOnlyContext,
): Promise<null> {
  const { services, session } = context;
  const member = await requireMember(services, session.memberId);
  if (member.fundPasswordHash === null) refuse('FUND_PASSWORD_NOT_SET');
  requireFields({ oldFundPassword: body.oldFundPassword });
  checkNewFundPassword(body.fundPassword, body.confirmPassword);
  await checkFundPasswordOf(context, member, body.oldFundPassword);
  const fundPasswordHash = await hashPassword(body.fundPassword, services.config.passwordHashCost);
  await updateFundPasswordHash(services.db, member.id, fundPasswordHash);
  // An unlock was granted by the old password: every session asks for the new one.
  await lockMemberTrading(services.db, member.id);
  return null;
}

/** The rules of every new fund password, wherever one is set (a reset by SMS code included). */
export function checkNewFundPassword(fundPassword: string, confirmPassword: string): void {
  requireFields({ fundPassword, confirmPassword });
  if (!isValidFundPassword(fundPassword)) refuse('FUND_PASSWORD_FORMAT_INVALID');
  if (isCommonFundPassword(fundPassword)) refuse('FUND_PASSWORD_TOO_COMMON');
  if (fundPassword !== confirmPassword) refuse('PASSWORDS_DO_NOT_MATCH');
}

/**
 * Checks a member's fund password before a fund or trading action (withdrawals, orders later):
 * FUND_PASSWORD_NOT_SET, then throttled guesses, then WRONG_FUND_PASSWORD.
 */
export async function verifyFundPassword(context: MemberOnlyContext, fundPassword: string): Promise<void> {
  const member = await requireMember(context.services, context.session.memberId);
  await checkFundPasswordOf(context, member, fundPassword);
}

async function checkFundPasswordOf(
  context: MemberOnlyContext,
  member: MemberRecord,
  fundPassword: string,
): Promise<void> {
  const hash = member.fundPasswordHash;
  if (hash === null) refuse('FUND_PASSWORD_NOT_SET');
  const guess = { scope: 'fund', account: `member:${member.id}`, address: context.ip } as const;
  if (!(await checkGuess(context.services, guess, () => verifyPassword(hash, fundPassword)))) {
    refuse('WRONG_FUND_PASSWORD');
  }
}

/**
 * The fund password of a trading action that may be unlocked (newStock/apply;
 * docs/decisions/0028-trade-unlock.md): not asked while the session is unlocked — whatever was typed,
 * an empty field included — otherwise checked by `unlockTrading`, which unlocks the session once it is
 * right. Withdrawals and the other fund actions keep asking every time (`verifyFundPassword`).
 */
export async function verifyTradingFundPassword(
  context: MemberOnlyContext,
  fundPassword: string,
): Promise<void> {
  const unlockedUntil = context.session.tradeUnlockedUntil ?? null;
  if (unlockedUntil !== null && unlockedUntil > context.services.clock.now()) return;
  await unlockTrading(context, fundPassword);
}

/**
 * Checks the fund password (required, throttled as `verifyFundPassword` does) and, once right, unlocks
 * the session's trading for `TRADE_UNLOCK_MINUTES`; answers until when (null: 0 minutes, never).
 */
export async function unlockTrading(context: MemberOnlyContext, fundPassword: string): Promise<Date | null> {
  const { services, session } = context;
  if (fundPassword === '') refuse('FIELD_REQUIRED', { field: 'fundPassword' });
  await verifyFundPassword(context, fundPassword);
  const minutes = services.config.tradeUnlockMinutes;
  if (minutes <= 0) return null;
  const until = new Date(services.clock.now().getTime() + minutes * 60_000);
  await unlockSessionTrading(services.db, session.sessionId, until);
  return until;
}
