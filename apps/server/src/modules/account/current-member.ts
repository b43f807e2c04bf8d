// The member behind a session. A session whose member row is gone is treated as logged out.
import type { Services } from '../../http/context.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { findMemberById, type MemberRecord } from './repo.ts';

export async function requireMember(services: Services, memberId: number): Promise<MemberRecord> {
  const member = await findMemberById(services.db, memberId);
  if (member === null) throw new UnauthorizedError();
  return member;
}
