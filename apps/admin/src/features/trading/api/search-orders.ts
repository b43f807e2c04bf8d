// trading/orders: every member's orders, filtered, newest first, ten a page, with totals.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchOrders } from '@saham/contract/admin-trading';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SearchOrdersRequest = RequestOf<typeof searchOrders>;
export type OrdersAnswer = ResponseOf<typeof searchOrders>;

export function useSearchOrders(request: SearchOrdersRequest) {
  return useQuery({
    queryKey: ['trading', 'orders', request],
    queryFn: (): Promise<OrdersAnswer> => callStaff(searchOrders, request),
    placeholderData: keepPreviousData,
  });
}
