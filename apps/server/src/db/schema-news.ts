// Tables of news (issue 4): articles staff write in six languages (the body is sanitised HTML) and the
// images staff upload for them. News images are public: members and visitors read them by their
// random public id at GET /api/vue/news/image/<id>.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NewsState } from '@saham/contract/admin-news';
import type { NewsCategory } from '@saham/contract/news';

const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One article. `category` is hot (hot news) or price (price information); `state` goes draft →
 * published ⇄ unpublished. Texts are by language code; a language stored as '' falls back (en, zh).
 * `publishedAt` is set on the first publication and kept when an article is unpublished and
 * published again. Deleting sets `deletedAt`; the row stays for the audit trail.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<NewsCategory>().notNull(),
    state: text('state').$type<NewsState>().notNull().default('draft'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
    /** Sanitised HTML per language (see modules/news/sanitize-body.ts). */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    /** Public id of a row of news_images, or null. */
    coverImageId: text('cover_image_id'),
    /** Codes of related instruments (plain codes such as 1155 or AAPL; not checked against a table). */
    instrumentCodes: text('instrument_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timeColumn('published_at'),
    /** Null for the demo articles the seed writes. */
    authorStaffId: integer('author_staff_id'),
    authorName: text('author_name').notNull(),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
    deletedAt: timeColumn('deleted_at'),
    /**
     * Set only on the articles the server writes itself (market wraps: `MY:2026-11-23:midday`), unique,
     * so a wrap is written once however often or in however many processes its job runs.
     */
    generatedKey: text('generated_key'),
  },
  (table) => [
    uniqueIndex('news_articles_generated_key_idx').on(table.generatedKey),
    check('news_articles_category', sql`${table.category} in ('hot', 'price')`),
    check('news_articles_state', sql`${table.state} in ('draft', 'published', 'unpublished')`),
    check(
      'news_articles_published_at',
      sql`${table.state} <> 'published' or ${table.publishedAt} is not null`,
    ),
    index('news_articles_public_idx').on(table.state, table.category, table.publishedAt),
  ],
);

/** Images uploaded by staff for news (covers and inline body images), re-encoded without metadata. */
export const newsImages = pgTable(
  'news_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random and unguessable; the only id clients see. */
    publicId: text('public_id').notNull(),
    /** File name inside DATA_DIR/uploads. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Null for the demo covers the seed draws. */
    uploadedByStaffId: integer('uploaded_by_staff_id'),
    createdAt: timeColumn('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('news_images_public_id_idx').on(table.publicId)],
);
