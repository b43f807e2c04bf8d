// market/search (public): instruments by code, name in any language or short name, best match first,
// ten a page with "load more". Keys carry the language and the account: names are localized and the
// stars are the member's own.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { InstrumentItem, searchInstruments } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FAVORITES_ROOT_KEY } from '../../../shared/api/favorite-list.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';
import { useSession } from '../../../shared/storage/session.ts';

export const SEARCH_INSTRUMENTS = callRef<typeof searchInstruments>('market/search');

/** Every search query's key starts with this: under the favourites, as a star changes them all. */
export const SEARCH_KEY = [...FAVORITES_ROOT_KEY, 'search'] as const;

export function fetchSearchPage(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<InstrumentItem>> {
  return callApi(SEARCH_INSTRUMENTS, { q, page }, { signal });
}

export function searchPagesQuery(q: string, language: string, account: string) {
  return infiniteQueryOptions({
    queryKey: [...SEARCH_KEY, q, language, account] as const,
    queryFn: ({ pageParam, signal }) => fetchSearchPage(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<InstrumentItem>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
    enabled: q.trim() !== '',
  });
}

export function useSearchPages(q: string) {
  const language = useLanguage();
  const session = useSession();
  return useInfiniteQuery(searchPagesQuery(q, language, session?.account ?? ''));
}
