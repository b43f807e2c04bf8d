// search/history: the member's latest distinct searches, most recent first (members only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHistoryItem, searchHistory } from '@saham/contract/favorites';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

export const SEARCH_HISTORY = callRef<typeof searchHistory>('search/history');

export const HISTORY_KEY = ['favorites', 'history'] as const;

export function fetchSearchHistory(signal?: AbortSignal): Promise<SearchHistoryItem[]> {
  return callApi(SEARCH_HISTORY, {}, { signal });
}

export function searchHistoryQuery(language: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, language] as const,
    queryFn: ({ signal }) => fetchSearchHistory(signal),
  });
}

export function useSearchHistory(isEnabled: boolean) {
  return useQuery({ ...searchHistoryQuery(useLanguage()), enabled: isEnabled });
}
