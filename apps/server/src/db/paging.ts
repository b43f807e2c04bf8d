// Paging of back-office and member lists: ten items a page (contract PAGE_SIZE), pages from 1.
import { sql } from 'drizzle-orm';
import { PAGE_SIZE, type Paged } from '@saham/contract/envelope';

/**
 * A page's LIMIT as a literal, for `.limit()`. drizzle would send the number as a parameter, and a plan
 * with an unknown LIMIT is costed as if it read a tenth of the table: PostgreSQL then never reuses the
 * cached generic plan of a prepared list query (named statements on PGlite, db/pglite-statements.ts;
 * `preparedOn`) and plans it again on every call. drizzle embeds an SQL object as it is; its types
 * only admit a number or a placeholder.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's limit() takes a number or a placeholder; a raw SQL literal makes the statement text constant
export const PAGE_LIMIT = sql.raw(String(PAGE_SIZE)) as unknown as number;

export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

export function toPaged<T>(items: T[], page: number, total: number): Paged<T> {
  return { items, page, total, hasMore: page * PAGE_SIZE < total };
}
