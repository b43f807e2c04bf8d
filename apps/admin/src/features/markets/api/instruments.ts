// instruments/list|create|update|setStatus: the instruments of every market, ten a page, searchable
// by code or by a name in any language.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createInstrument,
  listInstruments,
  setInstrumentStatus,
  updateInstrument,
} from '@saham/contract/admin-markets';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const INSTRUMENTS_QUERY_KEY = ['instruments'] as const;

export type InstrumentListRequest = RequestOf<typeof listInstruments>;

export function useInstruments(request: InstrumentListRequest) {
  return useQuery({
    queryKey: [...INSTRUMENTS_QUERY_KEY, 'list', request],
    queryFn: () => callStaff(listInstruments, request),
    placeholderData: keepPreviousData,
  });
}

function useInstrumentMutation<Request>(send: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INSTRUMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['markets'] }),
      ]),
  });
}

export function useCreateInstrument() {
  return useInstrumentMutation((request: RequestOf<typeof createInstrument>) =>
    callStaff(createInstrument, request),
  );
}

export function useUpdateInstrument() {
  return useInstrumentMutation((request: RequestOf<typeof updateInstrument>) =>
    callStaff(updateInstrument, request),
  );
}

export function useSetInstrumentStatus() {
  return useInstrumentMutation((request: RequestOf<typeof setInstrumentStatus>) =>
    callStaff(setInstrumentStatus, request),
  );
}
