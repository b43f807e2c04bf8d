// Registration (spec §5): every field, matching passwords, a 12-digit account, a strong password, the
// agreement, a free account and a known inviter, each refused with its own code. The new member is
// logged in at once and given an invitation code of their own. ACCOUNT_EXISTS tells whether an
// account exists, so attempts that get that far are counted per client address and refused with
// SUBMIT_TOO_FREQUENT beyond REGISTRATIONS_PER_HOUR (10 by default).
import { isStrongPassword, isValidAccount } from '@saham/domain/credentials';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { register, Session } from '@saham/contract/user';
import type { MemberRequestContext, Services } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { requireFields } from '../../http/required-fields.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { countAttempt } from '../passwords/guess-throttle.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { openMemberSession } from '../sessions/open-member-session.ts';
import { findFreeInviteCode } from './invite-code.ts';
import {
  findActiveInstitutionId,
  findMemberInviter,
  insertMember,
  isAccountTaken,
  recordMemberLogin,
  type NewMember,
} from './repo.ts';

type RegisterBody = ParsedRequestOf<typeof register>;

interface Inviter {
  inviterMemberId: number | null;
  institutionId: number | null;
}

const INSERT_ATTEMPTS = 3;

/** The rules that need no database, in the order of spec §5. */
function checkRegistrationInput(body: RegisterBody): { account: string; inviteCode: string } {
  const account = body.account.trim();
  const inviteCode = body.inviteCode.trim();
  requireFields({
    account,
    password: body.password,
    confirmPassword: body.confirmPassword,
    inviteCode,
  });
  if (body.password !== body.confirmPassword) refuse('PASSWORDS_DO_NOT_MATCH');
  if (!isValidAccount(account)) refuse('ACCOUNT_FORMAT_INVALID');
  if (!isStrongPassword(body.password)) refuse('PASSWORD_TOO_WEAK');
  if (!body.agree) refuse('AGREEMENT_REQUIRED');
  return { account, inviteCode };
}

/** A member inviter passes on its institution; otherwise the code must be an active institution's. */
async function resolveInviter(services: Services, inviteCode: string): Promise<Inviter> {
  const member = await findMemberInviter(services.db, inviteCode);
  if (member) return { inviterMemberId: member.id, institutionId: member.institutionId };
  const institutionId = await findActiveInstitutionId(services.db, inviteCode);
  if (institutionId === null) refuse('INVITER_NOT_FOUND');
  return { inviterMemberId: null, institutionId };
}

/**
 * Inserts the member with a fresh invitation code of its own. The unique indexes have the last word:
 * a taken account (a concurrent registration) is ACCOUNT_EXISTS, a taken code is retried.
 */
async function insertMemberWithOwnCode(
  services: Services,
  member: Omit<NewMember, 'inviteCode'>,
): Promise<number> {
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt += 1) {
    const inviteCode = await findFreeInviteCode(services.db);
    try {
      return await insertMember(services.db, { ...member, inviteCode });
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      if (constraint === 'members_account_unique') refuse('ACCOUNT_EXISTS');
      if (constraint !== 'members_invite_code_unique') throw error;
    }
  }
  throw new Error(`could not give a new member a unique invitation code in ${INSERT_ATTEMPTS} attempts`);
}

export async function registerMember(body: RegisterBody, context: MemberRequestContext): Promise<Session> {
  // A public call: anyone may register, with or without a visitor session.
  const { services } = context;
  const { account, inviteCode } = checkRegistrationInput(body);
  // Counted after the checks that need no database: a typo in the form costs nothing.
  await countAttempt(services, {
    scope: 'register',
    address: context.ip,
    limit: services.config.registrationsPerHour,
  });
  if (await isAccountTaken(services.db, account)) refuse('ACCOUNT_EXISTS');
  const inviter = await resolveInviter(services, inviteCode);
  const passwordHash = await hashPassword(body.password, services.config.passwordHashCost);
  const now = services.clock.now();
  const memberId = await insertMemberWithOwnCode(services, {
    account,
    passwordHash,
    ...inviter,
    createdAt: now,
  });
  await recordMemberLogin(services.db, memberId, now);
  return openMemberSession(services, { memberId, account, isGuest: false });
}
