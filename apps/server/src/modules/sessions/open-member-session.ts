// Opens a member or visitor session: a fresh 256-bit token handed out once, stored only hashed, valid
// until SESSION_MAX_DAYS from now (the idle limit is checked on every request in http/register.ts).
import type { Session } from '@saham/contract/user';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../http/context.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { insertMemberSession } from './member-session-repo.ts';

const DAY_MILLISECONDS = 86_400_000;

export async function openMemberSession(
  services: Services,
  holder: { memberId: number | null; account: string; isGuest: boolean },
  db: Db = services.db,
): Promise<Session> {
  const token = newToken();
  const now = services.clock.now();
  await insertMemberSession(db, {
    tokenHash: hashToken(token),
    memberId: holder.memberId,
    account: holder.account,
    isGuest: holder.isGuest,
    now,
    expiresAt: new Date(now.getTime() + services.config.sessionMaxDays * DAY_MILLISECONDS),
  });
  return { token, account: holder.account, isGuest: holder.isGuest };
}
