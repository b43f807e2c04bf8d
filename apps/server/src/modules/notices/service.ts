// The notice list behind the bell (spec §7, polled every 5 seconds): broadcast and personal notices,
// newest first, ten a page, in the reader's language. Visitors see broadcast notices only.
import { PAGE_SIZE } from '@saham/contract/envelope';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { Notice, notice } from '@saham/contract/common';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import type { MemberRequestContext, Services } from '../../http/context.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { languageFromHeader, pickLocalizedText } from './localized-text.ts';
import { findMemberLanguage, listVisibleNotices } from './repo.ts';

/**
 * The language a member call answers in: a member's stored language (the app saves the device's choice
 * to the account, and refetches once it is saved); a visitor's from the Accept-Language header.
 */
export async function readerLanguage(context: MemberRequestContext): Promise<Language> {
  const memberId = context.session?.memberId ?? null;
  if (memberId === null) return languageFromHeader(context.acceptLanguage);
  return languageOfMember(context.services.db, memberId);
}

export async function listNotices(
  body: ParsedRequestOf<typeof notice>,
  context: MemberRequestContext,
): Promise<Notice[]> {
  const { services, session } = context;
  if (session === null) throw new UnauthorizedError();
  const page = body.page ?? 1;
  const memberId = session.isGuest ? null : session.memberId;
  const [language, records] = await Promise.all([
    readerLanguage(context),
    listVisibleNotices(services.db, memberId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  return records.map((record) => ({
    id: String(record.id),
    title: pickLocalizedText(record.title, language),
    content: pickLocalizedText(record.content, language),
    isPersonal: record.memberId !== null,
    createdAt: record.createdAt.toISOString(),
  }));
}

/** A member's stored language, or the default one (zh) when none is stored. */
export async function languageOfMember(db: Services['db'], memberId: number): Promise<Language> {
  const stored = await findMemberLanguage(db, memberId);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { findMemberLanguage, insertNotice } from './repo.ts';
