// What a screen opened at start (a reload, a link, the app reopened) asks the server for first, asked
// while its chunks load rather than once it has rendered (docs/decisions/0022). A lazy route loads
// once — at start, or on its first visit, when the address does not show it yet — so a prefetch
// happens only when the address is already the screen's. The query keys are the screens' own, so the
// screens find the answers in the cache. early-start.ts starts the same calls from the head, before the
// bundle has run; the API client takes those answers. Each prefetch's promise lets the route wait a
// little for them (`withinStartWait`), so the screen's first render already has its data: that render
// is the router's (a transition, which React cuts into short slices), not a second, synchronous one
// when a query answers.
import { marketDetailQuery } from '../shared/api/market-detail.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { setupProgressQuery } from '../shared/api/setup-progress.ts';
import { ordersQuery, positionsQuery } from '../shared/api/trade-positions.ts';
import { storedLanguage } from '../shared/i18n/i18n.ts';
import { ROUTES } from '../shared/navigation/routes.ts';
import { readChosenStock } from '../shared/open-stock-detail.ts';
import { readSession } from '../shared/storage/session.ts';

/** The address's query when the address is `path`, else null. */
export function startQuery(hash: string, path: string): URLSearchParams | null {
  const [hashPath, query] = hash.replace(/^#/, '').split('?');
  return hashPath === path ? new URLSearchParams(query ?? '') : null;
}

function isMember(): boolean {
  const session = readSession();
  return session !== null && !session.isGuest;
}

/** How long a screen opened at start waits for its first answers before it renders without them. */
export const START_DATA_WAIT_MS = 800;

/** `work`, or nothing after `ms`: the screen renders with its placeholders if its data is late. */
export function withinStartWait(work: Promise<unknown>, ms = START_DATA_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/** Home: the member's setup checklist, which home's body waits for. */
export function prefetchHome(): Promise<void> {
  return isMember() ? queryClient.prefetchQuery(setupProgressQuery) : Promise.resolve();
}

/** Stock detail: the instrument's quote (the address's symbol, else the chosen stock, as the screen). */
export function prefetchStockDetail(hash: string): Promise<void> {
  const query = startQuery(hash, ROUTES.stockDetail);
  if (query === null) return Promise.resolve();
  const fromAddress = query.get('symbol')?.trim().toUpperCase() ?? '';
  const symbol = fromAddress !== '' ? fromAddress : (readChosenStock()?.symbol ?? null);
  if (symbol === null) return Promise.resolve();
  return queryClient.prefetchQuery(marketDetailQuery(symbol, storedLanguage()));
}

/**
 * Positions on its default view (All, every market): the open positions and the pending orders, and
 * as soon as the positions answer, the day quotes of their symbols, which the list's first page waits
 * for (today's P&L) — asked here rather than once the screen has rendered the answer.
 */
export function prefetchPositions(hash: string): Promise<void> {
  const query = startQuery(hash, ROUTES.positions);
  if (query === null || !isMember()) return Promise.resolve();
  if ((query.get('tab') ?? 'all') !== 'all' || query.has('market')) return Promise.resolve();
  const positions = positionsQuery('all');
  return Promise.all([
    queryClient.prefetchInfiniteQuery(positions).then(() => {
      const rows = queryClient.getQueryData(positions.queryKey)?.pages[0]?.items ?? [];
      const language = storedLanguage();
      return Promise.all(
        [...new Set(rows.map((row) => row.symbol))].map((symbol) =>
          queryClient.prefetchQuery(marketDetailQuery(symbol, language)),
        ),
      );
    }),
    queryClient.prefetchInfiniteQuery(ordersQuery('pending')),
  ]).then(() => undefined);
}
