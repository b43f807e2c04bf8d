// Reads published news for members and visitors: state published, not deleted, newest first; and the
// instruments an article's related codes may name.
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { NewsCategory } from '@saham/contract/news';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { newsArticles } from '../../db/schema-news.ts';
import { instruments } from '../../db/schema-markets.ts';

export type NewsRow = typeof newsArticles.$inferSelect;

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
