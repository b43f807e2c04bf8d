// user/fundRecords: the member's fund records (their journal), newest first, ten a page with
// "load more", filtered by transaction type and currency.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Currency } from '@saham/domain/currencies';
import type { Paged } from '@saham/contract/envelope';
import type { FundRecord, fundRecords } from '@saham/contract/fund-records';
import type { LedgerEntryType } from '@saham/contract/ledger';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const FUND_RECORDS = callRef<typeof fundRecords>('user/fundRecords');

export interface FundRecordFilter {
  type: LedgerEntryType | null;
  currency: Currency | null;
}

export function fetchFundRecords(
  filter: FundRecordFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<FundRecord>> {
  const body = {
    page,
    ...(filter.type === null ? {} : { type: filter.type }),
    ...(filter.currency === null ? {} : { currency: filter.currency }),
  };
  return callApi(FUND_RECORDS, body, { signal });
}

export function fundRecordsQuery(filter: FundRecordFilter) {
  return infiniteQueryOptions({
    queryKey: ['fundRecords', filter.type, filter.currency] as const,
    queryFn: ({ pageParam, signal }) => fetchFundRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Paged<FundRecord>) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}

export function useFundRecords(filter: FundRecordFilter, isEnabled: boolean) {
  return useInfiniteQuery({ ...fundRecordsQuery(filter), enabled: isEnabled });
}
