// News written by staff: create (a draft), update, publish, unpublish and delete (soft). Bodies are
// sanitised on save (sanitize-body.ts); title, summary and body are required in the
// fallback languages (NEWS_REQUIRED_LANGUAGES), the others may be empty. Every change is audited.
import {
  NEWS_REQUIRED_LANGUAGES,
  NEWS_STATES,
  type AdminNews,
  type AdminNewsListItem,
  type NewsFields,
  type NewsState,
} from '@saham/contract/admin-news';
import type { Paged } from '@saham/contract/envelope';
import { NEWS_CATEGORIES, newsImageUrl } from '@saham/contract/news';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import { newsImageExists, saveNewsImage, type SavedNewsImage } from './images.ts';
import { hasVisibleContent, sanitizeNewsBody } from './sanitize-body.ts';
import {
  findLiveNews,
  findNewsPage,
  insertNews,
  updateNewsRow,
  type NewsRow,
  type NewsValues,
} from './repo.ts';

type Localized = Record<Language, string>;

/** The stored texts by language; a language missing from a row reads as empty. */
function localizedOf(stored: Record<string, string>): Localized {
  const { zh = '', ch = '', en = '', ml = '', ja = '', ko = '' } = stored;
  return { zh, ch, en, ml, ja, ko };
}

function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`unknown ${what} ${value}`);
  return found;
}

function toListItem(row: NewsRow): AdminNewsListItem {
  return {
    id: row.id,
    category: known(NEWS_CATEGORIES, row.category, 'news category'),
    state: known(NEWS_STATES, row.state, 'news state'),
    title: localizedOf(row.title),
    coverImageId: row.coverImageId,
    coverUrl: row.coverImageId === null ? null : newsImageUrl(row.coverImageId),
    instrumentCodes: row.instrumentCodes,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminNews(row: NewsRow): AdminNews {
  return { ...toListItem(row), summary: localizedOf(row.summary), body: localizedOf(row.body) };
}

export async function listNews(
  context: StaffRequestContext,
  request: { page: number; search?: string | undefined; state?: NewsState | undefined },
): Promise<Paged<AdminNewsListItem>> {
  const { rows, total } = await findNewsPage(context.services.db, request);
  return toPaged(rows.map(toListItem), request.page, total);
}

export async function getNews(context: StaffRequestContext, request: { id: number }): Promise<AdminNews> {
  const row = await findLiveNews(context.services.db, request.id);
  if (!row) return refuse('NEWS_NOT_FOUND');
  return toAdminNews(row);
}

function plainTexts(field: 'title' | 'summary', texts: Localized): Localized {
  const trimmed = { ...texts };
  for (const language of LANGUAGES) trimmed[language] = texts[language].trim();
  for (const language of NEWS_REQUIRED_LANGUAGES) {
    if (trimmed[language] === '') refuse('FIELD_REQUIRED', { field: `${field}.${language}` });
  }
  return trimmed;
}

/** Sanitises each language's HTML; a body that shows nothing counts as empty. */
function sanitizedBodies(texts: Localized): Localized {
  const clean = { ...texts };
  for (const language of LANGUAGES) {
    const html = sanitizeNewsBody(texts[language]);
    clean[language] = hasVisibleContent(html) ? html : '';
  }
  for (const language of NEWS_REQUIRED_LANGUAGES) {
    if (clean[language] === '') refuse('FIELD_REQUIRED', { field: `body.${language}` });
  }
  return clean;
}

/** Checked, trimmed and sanitised fields, ready to store. */
async function valuesOf(db: Db, fields: NewsFields): Promise<NewsValues> {
  const coverImageId = fields.coverImageId?.trim() || null;
  if (coverImageId !== null && !(await newsImageExists(db, coverImageId))) {
    refuse('INVALID_INPUT', { field: 'coverImageId' });
  }
  return {
    category: fields.category,
    title: plainTexts('title', fields.title),
    summary: plainTexts('summary', fields.summary),
    body: sanitizedBodies(fields.body),
    coverImageId,
    instrumentCodes: [...new Set(fields.instrumentCodes)],
  };
}

/** What the audit log keeps of an article: everything but the bodies' full text. */
function auditView(row: NewsRow) {
  return {
    category: row.category,
    state: row.state,
    title: row.title,
    coverImageId: row.coverImageId,
    instrumentCodes: row.instrumentCodes,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    bodyLengths: Object.fromEntries(
      Object.entries(row.body).map(([language, html]) => [language, html.length]),
    ),
  };
}

export async function createNews(context: StaffRequestContext, fields: NewsFields): Promise<AdminNews> {
  const { services, staff } = context;
  const now = services.clock.now();
  const values = await valuesOf(services.db, fields);
  const row = await services.db.transaction(async (tx) => {
    const inserted = await insertNews(tx, {
      ...values,
      authorStaffId: staff.staffId,
      authorName: staff.username,
      now,
    });
    await recordAudit(tx, {
      staff,
      action: 'news/create',
      targetType: 'news',
      targetId: inserted.id,
      after: auditView(inserted),
      ip: context.ip,
      at: now,
    });
    return inserted;
  });
  return toAdminNews(row);
}

/** Runs one change on a live article inside a transaction, audited with its before and after. */
async function changeNews(
  context: StaffRequestContext,
  id: number,
  action: string,
  change: (before: NewsRow, tx: Db, now: Date) => Promise<NewsRow>,
): Promise<NewsRow> {
  const { services, staff } = context;
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const before = await findLiveNews(tx, id, { lock: true });
    if (!before) return refuse('NEWS_NOT_FOUND');
    const after = await change(before, tx, now);
    await recordAudit(tx, {
      staff,
      action,
      targetType: 'news',
      targetId: id,
      before: auditView(before),
      after: after.deletedAt ? { deletedAt: after.deletedAt.toISOString() } : auditView(after),
      ip: context.ip,
      at: now,
    });
    return after;
  });
}

export async function updateNews(
  context: StaffRequestContext,
  request: NewsFields & { id: number },
): Promise<AdminNews> {
  const { id, ...fields } = request;
  const values = await valuesOf(context.services.db, fields);
  const row = await changeNews(context, id, 'news/update', (_before, tx, now) =>
    updateNewsRow(tx, id, { ...values, now }),
  );
  return toAdminNews(row);
}

/** Publishing keeps the first publication time, so a republished article keeps its place. */
export async function publishNews(context: StaffRequestContext, request: { id: number }): Promise<AdminNews> {
  const row = await changeNews(context, request.id, 'news/publish', (before, tx, now) =>
    updateNewsRow(tx, request.id, { state: 'published', publishedAt: before.publishedAt ?? now, now }),
  );
  return toAdminNews(row);
}

export async function unpublishNews(
  context: StaffRequestContext,
  request: { id: number },
): Promise<AdminNews> {
  const row = await changeNews(context, request.id, 'news/unpublish', (before, tx, now) =>
    before.state === 'published'
      ? updateNewsRow(tx, request.id, { state: 'unpublished', now })
      : Promise.resolve(before),
  );
  return toAdminNews(row);
}

export async function deleteNews(context: StaffRequestContext, request: { id: number }): Promise<null> {
  await changeNews(context, request.id, 'news/delete', (_before, tx, now) =>
    updateNewsRow(tx, request.id, { deletedAt: now, now }),
  );
  return null;
}

export async function uploadNewsImage(context: StaffRequestContext, bytes: Buffer): Promise<SavedNewsImage> {
  const { services, staff } = context;
  const saved = await saveNewsImage(services, staff.staffId, bytes);
  await recordAudit(services.db, {
    staff,
    action: 'news/uploadImage',
    targetType: 'newsImage',
    targetId: saved.id,
    after: { url: saved.url },
    ip: context.ip,
    at: services.clock.now(),
  });
  return saved;
}
