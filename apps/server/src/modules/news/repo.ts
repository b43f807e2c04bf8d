// News articles: published ones as members and visitors read them (state published, not deleted, newest
// first) and the instruments an article's related codes may name; every article as the back office
// reads and writes it. Deleting sets deleted_at; the row stays.
import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { NewsState } from '@saham/contract/admin-news';
import type { NewsCategory } from '@saham/contract/news';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { newsArticles } from '../../db/schema-news.ts';
import { instruments } from '../../db/schema-markets.ts';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsValues = Pick<
  typeof newsArticles.$inferInsert,
  'category' | 'title' | 'summary' | 'body' | 'coverImageId' | 'instrumentCodes'
>;

function isPublic(category?: NewsCategory): SQL | undefined {
  return and(
    eq(newsArticles.state, 'published'),
    isNull(newsArticles.deletedAt),
    category === undefined ? undefined : eq(newsArticles.category, category),
  );
}

export async function findPublishedPage(
  db: Db,
  category: NewsCategory | undefined,
  page: number,
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = isPublic(category);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPublishedArticle(db: Db, id: number): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), isPublic()))
    .limit(1);
  return row ?? null;
}

/** Instruments not unlisted whose code or symbol is one of some texts. */
export async function findInstrumentsNamed(db: Db, codes: readonly string[], symbols: readonly string[]) {
  if (codes.length === 0 && symbols.length === 0) return [];
  return db
    .select({
      symbol: instruments.symbol,
      market: instruments.market,
      code: instruments.code,
      names: instruments.names,
      assetClass: instruments.assetClass,
    })
    .from(instruments)
    .where(
      and(
        ne(instruments.status, 'unlisted'),
        or(
          codes.length === 0 ? undefined : inArray(instruments.code, [...codes]),
          symbols.length === 0 ? undefined : inArray(instruments.symbol, [...symbols]),
        ),
      ),
    );
}

export async function findNewsPage(
  db: Db,
  filter: { page: number; search?: string | undefined; state?: NewsState | undefined },
): Promise<{ rows: NewsRow[]; total: number }> {
  const search = filter.search?.trim() ?? '';
  const where = and(
    isNull(newsArticles.deletedAt),
    filter.state === undefined ? undefined : eq(newsArticles.state, filter.state),
    search === ''
      ? undefined
      : sql`exists (select 1 from jsonb_each_text(${newsArticles.title}) as t(language, text) where t.text ilike ${containsPattern(search)})`,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(filter.page)),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A live (not deleted) article, locked for update inside a transaction. */
export async function findLiveNews(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<NewsRow | null> {
  const query = db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), isNull(newsArticles.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertNews(
  tx: Db,
  values: NewsValues & { authorStaffId: number | null; authorName: string; now: Date },
): Promise<NewsRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(newsArticles)
    .values({ ...rest, state: 'draft', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert into news_articles returned no row');
  return row;
}

export async function updateNewsRow(
  tx: Db,
  id: number,
  values: Partial<NewsValues> & { state?: NewsState; publishedAt?: Date; deletedAt?: Date; now: Date },
): Promise<NewsRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .update(newsArticles)
    .set({ ...rest, updatedAt: now })
    .where(eq(newsArticles.id, id))
    .returning();
  if (!row) throw new Error(`news article ${id} vanished during an update`);
  return row;
}

/**
 * An article the server writes itself, published at `publishedAt`, unless one with its generated key
 * exists (the unique index decides, so two processes writing the same wrap write it once). Answers
 * whether it was written.
 */
export async function insertGeneratedArticle(
  db: Db,
  values: NewsValues & { generatedKey: string; publishedAt: Date; now: Date },
): Promise<boolean> {
  const { now, ...rest } = values;
  const rows = await db
    .insert(newsArticles)
    .values({
      ...rest,
      state: 'published',
      authorStaffId: null,
      authorName: 'system',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: newsArticles.generatedKey })
    .returning({ id: newsArticles.id });
  return rows.length > 0;
}
