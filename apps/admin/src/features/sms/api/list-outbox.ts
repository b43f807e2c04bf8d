// sms/outbox: what the sandbox SMS gateway sent, newest first, optionally for one phone.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { listSmsOutbox } from '@saham/contract/sms';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListOutboxRequest = RequestOf<typeof listSmsOutbox>;
export type OutboxPage = ResponseOf<typeof listSmsOutbox>;

export function fetchOutbox(request: ListOutboxRequest): Promise<OutboxPage> {
  return callStaff(listSmsOutbox, request);
}

export function outboxQueryOptions(request: ListOutboxRequest) {
  return queryOptions({
    queryKey: ['sms', 'outbox', request],
    queryFn: () => fetchOutbox(request),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(request: ListOutboxRequest) {
  return useQuery(outboxQueryOptions(request));
}
