// audit/list: every staff action, newest first, filtered by free text, staff username and action.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAudit } from '@saham/contract/admin-staff';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ListAuditRequest = RequestOf<typeof listAudit>;
export type AuditPage = ResponseOf<typeof listAudit>;

export function fetchAudit(request: ListAuditRequest): Promise<AuditPage> {
  return callStaff(listAudit, request);
}

export function auditQueryOptions(request: ListAuditRequest) {
  return queryOptions({
    queryKey: ['audit', 'list', request],
    queryFn: () => fetchAudit(request),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(request: ListAuditRequest) {
  return useQuery(auditQueryOptions(request));
}
