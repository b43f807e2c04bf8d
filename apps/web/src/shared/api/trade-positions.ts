// The member's trading book for /trade/index and /trade/positionDetail: positions by tab
// (trade/positions), pending orders (trade/orders {status: pending}), one position with its fills
// (trade/positionDetail) and a closed position's tax certificate (trade/taxCertificate). Lists come
// ten a page with "load more"; every query here shares the TRADE_KEY prefix so a close, a cancel or a
// new order refreshes all of them at once.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paged } from '@saham/contract/envelope';
import type {
  POSITION_TABS,
  TradeOrder,
  TradePosition,
  tradeOrders,
  tradePositionDetail,
  tradePositions,
  tradeTaxCertificate,
} from '@saham/contract/trading';
import type { ResponseOf } from '@saham/contract/call';
import type { MarketCode } from '@saham/domain/markets/types';
import { callApi } from './client.ts';
import { callRef } from './call-ref.ts';
import { pollEvery } from './poll-interval.ts';

export const TRADE_ORDERS = callRef<typeof tradeOrders>('trade/orders');
export const TRADE_POSITIONS = callRef<typeof tradePositions>('trade/positions');
export const TRADE_POSITION_DETAIL = callRef<typeof tradePositionDetail>('trade/positionDetail');
export const TRADE_TAX_CERTIFICATE = callRef<typeof tradeTaxCertificate>('trade/taxCertificate');

export type PositionTab = (typeof POSITION_TABS)[number];
export type PositionDetail = ResponseOf<typeof tradePositionDetail>;

/** Every trading query starts with this key. */
export const TRADE_KEY = ['trade'] as const;

/** Open books change with every engine round (limit fills, queued closes): refreshed this often. */
export const TRADE_REFRESH_MS = 5000;

function nextPage(lastPage: Paged<unknown>): number | undefined {
  return lastPage.hasMore ? lastPage.page + 1 : undefined;
}

/** A position tab's list; `market` narrows it to one market (the overview's filter). */
export function positionsQuery(tab: PositionTab, market?: MarketCode) {
  return infiniteQueryOptions({
    queryKey: [...TRADE_KEY, 'positions', tab, market ?? 'all'] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<TradePosition>> =>
      callApi(TRADE_POSITIONS, { tab, page: pageParam, ...(market ? { market } : {}) }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function ordersQuery(status: 'pending' | 'cancelled') {
  return infiniteQueryOptions({
    queryKey: [...TRADE_KEY, 'orders', status] as const,
    queryFn: ({ pageParam, signal }): Promise<Paged<TradeOrder>> =>
      callApi(TRADE_ORDERS, { status, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function usePositions(tab: PositionTab, isEnabled: boolean, market?: MarketCode) {
  return useInfiniteQuery({
    ...positionsQuery(tab, market),
    enabled: isEnabled,
    refetchInterval: pollEvery(tab === 'ended' ? false : TRADE_REFRESH_MS),
  });
}

/** Pending orders refresh with the engine's rounds (a limit fills); cancelled ones do not change. */
export function useOrders(status: 'pending' | 'cancelled', isEnabled: boolean) {
  return useInfiniteQuery({
    ...ordersQuery(status),
    enabled: isEnabled,
    refetchInterval: pollEvery(status === 'pending' ? TRADE_REFRESH_MS : false),
  });
}

export function positionDetailQuery(id: number) {
  return queryOptions({
    queryKey: [...TRADE_KEY, 'positionDetail', id] as const,
    queryFn: ({ signal }): Promise<PositionDetail> => callApi(TRADE_POSITION_DETAIL, { id }, { signal }),
  });
}

export function usePositionDetail(id: number | null) {
  return useQuery({ ...positionDetailQuery(id ?? 0), enabled: id !== null });
}

export function taxCertificateQuery(id: number) {
  return queryOptions({
    queryKey: [...TRADE_KEY, 'taxCertificate', id] as const,
    queryFn: ({ signal }) => callApi(TRADE_TAX_CERTIFICATE, { id }, { signal }),
  });
}

export function useTaxCertificate(id: number | null) {
  return useQuery({ ...taxCertificateQuery(id ?? 0), enabled: id !== null });
}
