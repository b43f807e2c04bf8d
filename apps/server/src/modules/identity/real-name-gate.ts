// Real-name verification is required before deposit, withdrawal, exchange and trading (spec §6),
// with a distinct refusal for each state that is not verified.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { refuse } from '../../http/business-error.ts';
import type { Services } from '../../http/context.ts';
import { readProfile } from '../account/profile-service.ts';

export async function assertRealNameVerified(db: Db, memberId: number): Promise<void> {
  const [member] = await db
    .select({ status: members.realNameStatus })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  refuseUnlessVerified(member?.status ?? 'none');
}

/**
 * The same gate read through the member's cached profile (cache/read-caches.ts), which every change of
 * the status drops (`setMemberRealNameStatus`): for a call outside a transaction that should not spend
 * a query on it (an exchange).
 */
export async function assertRealNameVerifiedCached(services: Services, memberId: number): Promise<void> {
  refuseUnlessVerified((await readProfile(services, memberId)).realNameStatus);
}

function refuseUnlessVerified(status: string): void {
  switch (status) {
    case 'verified':
      return;
    case 'pending':
      refuse('REAL_NAME_UNDER_REVIEW');
      break;
    case 'rejected':
      refuse('REAL_NAME_REJECTED');
      break;
    default:
      refuse('REAL_NAME_REQUIRED');
  }
}
