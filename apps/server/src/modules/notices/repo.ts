// Reads notices a session may see: broadcast ones (member_id null) and, for a member, their own.
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, notices } from '../../db/schema.ts';

export type NoticeRecord = typeof notices.$inferSelect;

/** Newest first, not deleted; `memberId` null reads broadcast notices only. */
export async function listVisibleNotices(
  db: Db,
  memberId: number | null,
  page: { limit: number; offset: number },
): Promise<NoticeRecord[]> {
  const audience =
    memberId === null
      ? isNull(notices.memberId)
      : or(isNull(notices.memberId), eq(notices.memberId, memberId));
  return db
    .select()
    .from(notices)
    .where(and(isNull(notices.deletedAt), audience))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findMemberLanguage(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0]?.language ?? null;
}
