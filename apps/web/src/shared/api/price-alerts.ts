// alert/create, alert/list and alert/delete (issue 16 §5): the member's price alerts, set and listed on
// the stock detail screen (of that instrument) and listed in My account › Price alerts (all of them),
// ten a page. One cache root, so an alert added or deleted on either screen refreshes both.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createPriceAlert, deletePriceAlert, listPriceAlerts, PriceAlert } from '@saham/contract/alerts';
import type { Paged } from '@saham/contract/envelope';
import type { AlertKind } from '@saham/domain/alerts/price-alerts';
import { useLanguage } from '../i18n/i18n.ts';
import { liveConnection } from '../realtime/use-live-quote.ts';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';

export const CREATE_PRICE_ALERT = callRef<typeof createPriceAlert>('alert/create');
export const LIST_PRICE_ALERTS = callRef<typeof listPriceAlerts>('alert/list');
export const DELETE_PRICE_ALERT = callRef<typeof deletePriceAlert>('alert/delete');

/** Every price-alert query's key starts with this. */
export const PRICE_ALERTS_KEY = ['priceAlerts'] as const;

export function fetchPriceAlerts(
  symbol: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<PriceAlert>> {
  return callApi(LIST_PRICE_ALERTS, symbol === null ? { page } : { symbol, page }, { signal });
}

export function priceAlertsQuery(symbol: string | null, language: string) {
  return infiniteQueryOptions({
    queryKey: [...PRICE_ALERTS_KEY, symbol ?? '*', language] as const,
    queryFn: ({ pageParam, signal }) => fetchPriceAlerts(symbol, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<PriceAlert>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

/**
 * The member's alerts (of one instrument, or all with null); idle for visitors. A notice pushed over
 * the WebSocket may be a fired alert: the list reloads then.
 */
export function usePriceAlerts(symbol: string | null, isEnabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    return liveConnection().onNotice(
      () => void queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
    );
  }, [isEnabled, queryClient]);
  return useInfiniteQuery({ ...priceAlertsQuery(symbol, useLanguage()), enabled: isEnabled });
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { symbol: string; kind: AlertKind; threshold: string }) =>
      callApi(CREATE_PRICE_ALERT, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(DELETE_PRICE_ALERT, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}
