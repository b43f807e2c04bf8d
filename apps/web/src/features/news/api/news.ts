// news/list and news/detail (public calls): published news in the reader's language, ten a page with
// "load more". Keys carry the language, so switching language never shows another language's texts.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type { NewsArticle, NewsCategory, newsDetail, newsList, NewsSummary } from '@saham/contract/news';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { FIRST_VIEW, useAfterPaint } from '../../../shared/ui/use-after-paint.ts';

export const NEWS_LIST = callRef<typeof newsList>('news/list');
export const NEWS_DETAIL = callRef<typeof newsDetail>('news/detail');

/** Empty on the web (same origin); a hybrid shell build sets VITE_API_ORIGIN to the server's origin. */
const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

/** A news image URL (always our own, relative) made absolute for a hybrid shell build. */
export function newsAssetUrl(url: string): string {
  return url.startsWith('/') ? `${API_ORIGIN}${url}` : url;
}

/** Body HTML with our relative image URLs made absolute for a hybrid shell build. */
export function withAbsoluteImages(html: string): string {
  return API_ORIGIN === '' ? html : html.replaceAll('src="/api/', `src="${API_ORIGIN}/api/`);
}

export function fetchNewsPage(
  category: NewsCategory | null,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<NewsSummary>> {
  return callApi(NEWS_LIST, category === null ? { page } : { category, page }, { signal });
}

export function newsPagesQuery(category: NewsCategory | null, language: string) {
  return infiniteQueryOptions({
    queryKey: ['news', 'list', category, language] as const,
    queryFn: ({ pageParam, signal }) => fetchNewsPage(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<NewsSummary>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useNewsPages(category: NewsCategory | null) {
  const { i18n } = useTranslation();
  return useInfiniteQuery(newsPagesQuery(category, i18n.language));
}

/** The newest articles of both categories, for the home page. */
export function useLatestNews() {
  const { i18n } = useTranslation();
  // At the foot of home: asked once home's first view is on screen.
  const hasPainted = useAfterPaint(FIRST_VIEW);
  return useQuery({
    ...queryOptions({
      queryKey: ['news', 'latest', i18n.language] as const,
      queryFn: ({ signal }) => fetchNewsPage(null, 1, signal),
      meta: { quietErrors: true },
    }),
    enabled: hasPainted,
  });
}

export function useNewsArticle(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['news', 'detail', id, i18n.language] as const,
    queryFn: ({ signal }): Promise<NewsArticle> => callApi(NEWS_DETAIL, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
    retry: false,
  });
}
