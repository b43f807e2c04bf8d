// Logging in and out. An unknown account and a wrong password answer alike and take as long (the
// password is checked against a decoy hash); account states are revealed only to the right password;
// guesses are throttled per account and address, per address and per account (guess-throttle.ts).
import { randomBytes } from 'node:crypto';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { login, Session } from '@saham/contract/user';
import type { MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { requireFields } from '../../http/required-fields.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords/password-hash.ts';
import { openMemberSession } from '../sessions/open-member-session.ts';
import { revokeMemberSession } from '../sessions/service.ts';
import { accountFlagsOf, assertAccountUsable } from './account-flags.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
import { findMemberByAccount, recordMemberLogin } from './repo.ts';

type LoginBody = ParsedRequestOf<typeof login>;

export async function logIn(body: LoginBody, context: MemberRequestContext): Promise<Session> {
  // A public call: checking the credentials is the access check.
  const { services } = context;
  const account = body.account.trim();
  requireFields({ account, password: body.password });
  const member = await findMemberByAccount(services.db, account);
  const storedHash = member?.passwordHash ?? (await decoyPasswordHash(services.config.passwordHashCost));
  const isPasswordRight = await checkGuess(
    services,
    { scope: 'login', account, address: context.ip },
    async () => (await verifyPassword(storedHash, body.password)) && member !== null,
  );
  if (member === null || !isPasswordRight) refuse('WRONG_CREDENTIALS');
  assertAccountUsable(accountFlagsOf(member));

  await recordMemberLogin(services.db, member.id, services.clock.now());
  return openMemberSession(services, { memberId: member.id, account: member.account, isGuest: false });
}

/** A visitor: may read notices, configuration, quotes and news, but not act as a member. */
export async function logInAsGuest(context: MemberRequestContext): Promise<Session> {
  const account = `guest-${randomBytes(8).toString('hex')}`;
  return openMemberSession(context.services, { memberId: null, account, isGuest: true });
}

export async function logOut(context: MemberRequestContext): Promise<null> {
  if (context.session === null) throw new UnauthorizedError();
  await revokeMemberSession(context.services.db, context.session.sessionId, context.services.clock.now());
  return null;
}
