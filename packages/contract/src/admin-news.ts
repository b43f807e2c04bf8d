// Staff calls of news: list (search by title, filter by state), create, update, publish, unpublish and
// delete (soft), and the multipart image upload. Admin and support staff write news; every change is
// audited. Bodies are HTML from the editor; the server sanitises them on save.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import { staffCall, type StaffRole } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';
import { NEWS_CATEGORIES } from './news.ts';

export const NEWS_STATES = ['draft', 'published', 'unpublished'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_BODY_MAX = 50_000;
export const NEWS_INSTRUMENTS_MAX = 10;

/**
 * Languages every article must have title, summary and body in: the fallback languages (English, then
 * Traditional Chinese), so that every reader gets a text. The other four may be left empty.
 */
export const NEWS_REQUIRED_LANGUAGES = ['zh', 'en'] as const satisfies readonly Language[];

const localized = (max: number) =>
  z.object(
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
    Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().max(max)])) as Record<Language, z.ZodString>,
  );

/** An instrument code as markets list it (1155, 0700.HK, BTCUSDT, EURUSD, 7203.T …), upper case. */
export const instrumentCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.:_-]{0,19}$/, 'an instrument code');

export const adminNewsSchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  state: z.enum(NEWS_STATES),
  title: localized(NEWS_TITLE_MAX),
  summary: localized(NEWS_SUMMARY_MAX),
  body: localized(NEWS_BODY_MAX),
  coverImageId: z.string().nullable(),
  coverUrl: z.string().nullable(),
  instrumentCodes: z.array(z.string()),
  publishedAt: isoTimeSchema.nullable(),
  authorName: z.string(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsListItemSchema = adminNewsSchema.omit({ body: true, summary: true });
export type AdminNewsListItem = z.infer<typeof adminNewsListItemSchema>;

const NEWS_ROLES = ['admin', 'support'] as const satisfies readonly StaffRole[];

export const listNews = staffCall({
  path: 'news/list',
  summary: 'News articles in any state, ten a page',
  description: 'Newest change first; `search` matches the title in any language.',
  roles: NEWS_ROLES,
  request: z.object({
    page: pageSchema,
    search: z.string().trim().max(100).optional(),
    state: z.enum(NEWS_STATES).optional(),
  }),
  response: pagedSchema(adminNewsListItemSchema),
});

export const newsFieldsSchema = z.object({
  category: z.enum(NEWS_CATEGORIES),
  title: localized(NEWS_TITLE_MAX),
  summary: localized(NEWS_SUMMARY_MAX),
  body: localized(NEWS_BODY_MAX),
  /** The id `news/uploadImage` answered, or null. */
  coverImageId: z.string().max(64).nullable(),
  instrumentCodes: z.array(instrumentCodeSchema).max(NEWS_INSTRUMENTS_MAX),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

export const getNews = staffCall({
  path: 'news/get',
  summary: 'One news article in every language, for editing',
  roles: NEWS_ROLES,
  request: z.object({ id: z.number().int() }),
  response: adminNewsSchema,
});

export const createNews = staffCall({
  path: 'news/create',
  summary: 'Create a news article (a draft)',
  description: 'A new article is a draft.',
  roles: NEWS_ROLES,
  request: newsFieldsSchema,
  response: adminNewsSchema,
});

export const updateNews = staffCall({
  path: 'news/update',
  summary: 'Edit a news article',
  description: 'Edits in any state; a published article changes for readers at once.',
  roles: NEWS_ROLES,
  request: newsFieldsSchema.extend({ id: z.number().int() }),
  response: adminNewsSchema,
});

export const publishNews = staffCall({
  path: 'news/publish',
  summary: 'Publish a news article to members',
  roles: NEWS_ROLES,
  request: z.object({ id: z.number().int() }),
  response: adminNewsSchema,
});

export const unpublishNews = staffCall({
  path: 'news/unpublish',
  summary: 'Withdraw a published news article',
  roles: NEWS_ROLES,
  request: z.object({ id: z.number().int() }),
  response: adminNewsSchema,
});

export const deleteNews = staffCall({
  path: 'news/delete',
  summary: 'Delete a news article',
  roles: NEWS_ROLES,
  request: z.object({ id: z.number().int() }),
  response: nullSchema,
});

/** Multipart (field `file`: PNG, JPEG or WebP ≤ 2 MB) — not JSON; answers the public id and URL. */
export const UPLOAD_NEWS_IMAGE_PATH = 'news/uploadImage';
export const UPLOAD_NEWS_IMAGE_ROLES = NEWS_ROLES;
export const NEWS_IMAGE_MAX_BYTES = 2 * 1_048_576;
export const uploadNewsImageResponseSchema = z.object({ id: z.string(), url: z.string() });
