// offerings/list|detail|create|update|transition|applications|export: new-share offerings, one
// offering's figures, its lifecycle actions (audited by the server) and its applications.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import {
  createOffering,
  exportOfferingApplications,
  listOfferingApplications,
  listOfferings,
  offeringDetail,
  transitionOffering,
  updateOffering,
} from '@saham/contract/offerings';
import { listInstruments } from '@saham/contract/admin-markets';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const OFFERINGS_QUERY_KEY = ['offerings'] as const;

export function useOfferings(request: RequestOf<typeof listOfferings>) {
  return useQuery({
    queryKey: [...OFFERINGS_QUERY_KEY, 'list', request],
    queryFn: () => callStaff(listOfferings, request),
    placeholderData: keepPreviousData,
  });
}

export function useOffering(id: number) {
  return useQuery({
    queryKey: [...OFFERINGS_QUERY_KEY, 'detail', id],
    queryFn: () => callStaff(offeringDetail, { id }),
  });
}

export function useOfferingApplications(request: RequestOf<typeof listOfferingApplications>) {
  return useQuery({
    queryKey: [...OFFERINGS_QUERY_KEY, 'applications', request],
    queryFn: () => callStaff(listOfferingApplications, request),
    placeholderData: keepPreviousData,
  });
}

function useOfferingMutation<Request, Answer>(send: (request: Request) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Refused too: the offering may have moved on meanwhile (a job at its stated time), so show it as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERINGS_QUERY_KEY }),
  });
}

export function useCreateOffering() {
  return useOfferingMutation((request: RequestOf<typeof createOffering>) =>
    callStaff(createOffering, request),
  );
}

export function useUpdateOffering() {
  return useOfferingMutation((request: RequestOf<typeof updateOffering>) =>
    callStaff(updateOffering, request),
  );
}

export function useTransitionOffering() {
  return useOfferingMutation((request: RequestOf<typeof transitionOffering>) =>
    callStaff(transitionOffering, request),
  );
}

/** Downloads the offering's applications as the server's CSV. */
export async function downloadApplicationsCsv(offeringId: number): Promise<void> {
  const { filename, csv } = await callStaff(exportOfferingApplications, { offeringId });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The instrument picker's choices: instruments whose code or name matches `search`. */
export function useInstrumentChoices(search: string) {
  return useQuery({
    queryKey: [...OFFERINGS_QUERY_KEY, 'instruments', search],
    queryFn: () => callStaff(listInstruments, { page: 1, search: search || undefined }),
    placeholderData: keepPreviousData,
  });
}
