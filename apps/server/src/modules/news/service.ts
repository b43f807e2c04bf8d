// News for members and visitors (spec §2 news centre): published articles only, newest first, ten a
// page, in the reader's language — a member's stored language, else the accept-language header's —
// with the notices' fallback (that language, else English, else Traditional Chinese).
import type { Paged } from '@saham/contract/envelope';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { NewsArticle, newsDetail, newsList, NewsSummary } from '@saham/contract/news';
import { NEWS_CATEGORIES, newsImageUrl } from '@saham/contract/news';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@saham/domain/languages';
import type { MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { languageFromHeader, pickLocalizedText } from '../notices/localized-text.ts';
import { findMemberLanguage } from '../notices/repo.ts';
import { findPublishedArticle, findPublishedPage, type NewsRow } from './repo.ts';

async function readerLanguage(context: MemberRequestContext): Promise<Language> {
  const memberId = context.session?.memberId ?? null;
  if (memberId === null) return languageFromHeader(context.acceptLanguage);
  const stored = await findMemberLanguage(context.services.db, memberId);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function categoryOf(row: NewsRow): NewsSummary['category'] {
  const category = NEWS_CATEGORIES.find((known) => known === row.category);
  if (!category) throw new Error(`news article ${row.id} has an unknown category ${row.category}`);
  return category;
}

function toSummary(row: NewsRow, language: Language): NewsSummary {
  return {
    id: row.id,
    category: categoryOf(row),
    title: pickLocalizedText(row.title, language),
    summary: pickLocalizedText(row.summary, language),
    coverUrl: row.coverImageId === null ? null : newsImageUrl(row.coverImageId),
    instrumentCodes: row.instrumentCodes,
    // Published rows always have a time (a check constraint says so).
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export async function listNews(
  body: ParsedRequestOf<typeof newsList>,
  context: MemberRequestContext,
): Promise<Paged<NewsSummary>> {
  const [language, { rows, total }] = await Promise.all([
    readerLanguage(context),
    findPublishedPage(context.services.db, body.category, body.page),
  ]);
  return toPaged(
    rows.map((row) => toSummary(row, language)),
    body.page,
    total,
  );
}

export async function readNews(
  body: ParsedRequestOf<typeof newsDetail>,
  context: MemberRequestContext,
): Promise<NewsArticle> {
  const [language, row] = await Promise.all([
    readerLanguage(context),
    findPublishedArticle(context.services.db, body.id),
  ]);
  if (!row) return refuse('NEWS_NOT_FOUND');
  return { ...toSummary(row, language), body: pickLocalizedText(row.body, language) };
}
