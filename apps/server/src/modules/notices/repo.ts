// Notices: those a session may see (broadcast ones, member_id null, and, for a member, their own), and
// every notice as the back office reads and writes it. Deleting sets deleted_at; the row stays.
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, notices } from '../../db/schema.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

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

function selectNotices(db: Db) {
  return db
    .select({
      id: notices.id,
      memberAccount: members.account,
      title: notices.title,
      content: notices.content,
      createdBy: notices.createdBy,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .leftJoin(members, eq(members.id, notices.memberId));
}

/** A notice as the back office lists it, with the member's account when it is personal. */
export type StaffNoticeRecord = NonNullable<Awaited<ReturnType<typeof findNoticeById>>>;

export async function findNoticeById(db: Db, noticeId: number) {
  const rows = await selectNotices(db).where(eq(notices.id, noticeId)).limit(1);
  return rows[0] ?? null;
}

export async function findNoticePage(db: Db, page: number) {
  const rows = await selectNotices(db)
    .where(isNull(notices.deletedAt))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(notices).where(isNull(notices.deletedAt));
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findMemberIdByAccount(db: Db, account: string): Promise<number | null> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.account, account)).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertNotice(
  tx: Db,
  notice: {
    memberId: number | null;
    title: Record<string, string>;
    content: Record<string, string>;
    createdBy: string;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(notices)
    .values({
      memberId: notice.memberId,
      title: notice.title,
      content: notice.content,
      createdBy: notice.createdBy,
      createdAt: notice.now,
    })
    .returning({ id: notices.id });
  if (!row) throw new Error('insert into notices returned no row');
  return row.id;
}

/** Marks a live notice deleted; false when there is none (unknown or already deleted). */
export async function softDeleteNotice(tx: Db, noticeId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(notices)
    .set({ deletedAt: now })
    .where(and(eq(notices.id, noticeId), isNull(notices.deletedAt)))
    .returning({ id: notices.id });
  return rows.length > 0;
}
