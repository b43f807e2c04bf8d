// Notices written by staff: broadcast to everyone (no member) or personal to one member, with a title
// and content in every language. Members read them through `user/notice`. Changes are audited.
import { LANGUAGES, type Language } from '@saham/domain/languages';
import type { AdminNotice } from '@saham/contract/admin-content';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findMemberIdByAccount,
  findNoticeById,
  findNoticePage,
  insertNotice,
  softDeleteNotice,
  type StaffNoticeRecord,
} from './repo.ts';

type Localized = Record<Language, string>;

/** The stored texts by language; a language missing from an old row reads as empty. */
function localizedOf(stored: Record<string, string>): Localized {
  const { zh = '', ch = '', en = '', ml = '', ja = '', ko = '' } = stored;
  return { zh, ch, en, ml, ja, ko };
}

function toAdminNotice(record: StaffNoticeRecord): AdminNotice {
  return {
    id: record.id,
    memberAccount: record.memberAccount,
    title: localizedOf(record.title),
    content: localizedOf(record.content),
    createdBy: record.createdBy,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function listNotices(
  context: StaffRequestContext,
  request: { page: number },
): Promise<Paged<AdminNotice>> {
  const { rows, total } = await findNoticePage(context.services.db, request.page);
  return toPaged(rows.map(toAdminNotice), request.page, total);
}

/** Trims every text and refuses the first empty one, naming it (`title.ja`, `content.en`). */
function requireEveryLanguage(field: 'title' | 'content', texts: Localized): Localized {
  const trimmed = { ...texts };
  for (const language of LANGUAGES) {
    trimmed[language] = texts[language].trim();
    if (trimmed[language] === '') refuse('FIELD_REQUIRED', { field: `${field}.${language}` });
  }
  return trimmed;
}

export async function createNotice(
  context: StaffRequestContext,
  request: { memberAccount: string | null; title: Localized; content: Localized },
): Promise<AdminNotice> {
  const title = requireEveryLanguage('title', request.title);
  const content = requireEveryLanguage('content', request.content);
  const { services, staff } = context;
  const now = services.clock.now();
  const memberAccount = request.memberAccount?.trim() || null;
  const noticeId = await services.db.transaction(async (tx) => {
    const memberId = memberAccount === null ? null : await findMemberIdByAccount(tx, memberAccount);
    if (memberAccount !== null && memberId === null) refuse('MEMBER_NOT_FOUND');
    const id = await insertNotice(tx, { memberId, title, content, createdBy: staff.username, now });
    await recordAudit(tx, {
      staff,
      action: 'notices/create',
      targetType: 'notice',
      targetId: id,
      after: { memberAccount, title, content },
      ip: context.ip,
      at: now,
    });
    return id;
  });
  const created = await findNoticeById(services.db, noticeId);
  if (!created) throw new Error(`notice ${noticeId} vanished after insert`);
  return toAdminNotice(created);
}

export async function deleteNotice(context: StaffRequestContext, request: { id: number }): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const before = await findNoticeById(tx, request.id);
    if (!before || !(await softDeleteNotice(tx, request.id, now))) refuse('NOT_FOUND');
    await recordAudit(tx, {
      staff,
      action: 'notices/delete',
      targetType: 'notice',
      targetId: request.id,
      before: { memberAccount: before.memberAccount, title: before.title },
      after: { deletedAt: now.toISOString() },
      ip: context.ip,
      at: now,
    });
  });
  return null;
}
