// Rankings of a quote list (market/quotes sorted by gainers, losers or turnover) kept for the list's
// next pages: prices move between one page and the next, so ranking every page afresh would show an
// instrument twice or skip one. A ranking is the ordered instrument ids of one list (tab, market,
// sort) at its first page, named by a random token the answer carries. Kept in this process for a few
// minutes; on another process or after that the list is ranked again (the member sees a fresh order,
// never a wrong page).
import { randomBytes } from 'node:crypto';
import { TaggedStore } from '../../cache/tagged-store.ts';

export const RANKING_TTL_MILLISECONDS = 5 * 60_000;
const MAX_RANKINGS = 2_000;

interface Ranking {
  /** The list it ranks: a token sent back with another list's request is not used for it. */
  list: string;
  ids: readonly number[];
}

const rankings = new TaggedStore<Ranking>({
  maxEntries: MAX_RANKINGS,
  ttlMilliseconds: RANKING_TTL_MILLISECONDS,
});

/** The ranking named `token` for this list, or null (unknown, expired, or another list's). */
export function findRanking(token: string | undefined, list: string): readonly number[] | null {
  if (token === undefined) return null;
  const found = rankings.get(token);
  return found !== undefined && found.list === list ? found.ids : null;
}

/** Keeps a new ranking and returns its token. */
export function keepRanking(list: string, ids: readonly number[]): string {
  const token = randomBytes(12).toString('base64url');
  rankings.set(token, { list, ids }, []);
  return token;
}
