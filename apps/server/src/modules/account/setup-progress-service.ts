// user/setupProgress: the new member's setup checklist (verify identity → set fund password → add a
// bank card → first deposit), read from the member's real state in one place, so Home, My account and
// the landing after login tick the same rows.
import { REAL_NAME_STATUSES, type SetupProgress } from '@saham/contract/user';
import type { MemberOnlyContext } from '../../http/context.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { hasBoundBankCard } from '../banking/service.ts';
import { findDepositProgress } from '../funding/service.ts';
import { findMemberById } from './repo.ts';

/** Read from the member's row, not the profile cache: a step just done must show as done. */
export async function readSetupProgress(context: MemberOnlyContext): Promise<SetupProgress> {
  const { services, session } = context;
  const [member, hasBankCard, firstDeposit] = await Promise.all([
    findMemberById(services.db, session.memberId),
    hasBoundBankCard(services.db, session.memberId),
    findDepositProgress(services.db, session.memberId),
  ]);
  if (member === null) throw new UnauthorizedError();
  const realNameStatus = REAL_NAME_STATUSES.find((status) => status === member.realNameStatus) ?? 'none';
  const hasFundPassword = member.fundPasswordHash !== null;
  return {
    realNameStatus,
    hasFundPassword,
    hasBankCard,
    firstDeposit,
    isComplete: realNameStatus === 'verified' && hasFundPassword && hasBankCard && firstDeposit === 'done',
  };
}
