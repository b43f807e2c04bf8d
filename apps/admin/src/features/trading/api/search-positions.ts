// trading/positions, trading/positionDetail and trading/closePosition: positions of every member,
// one with its fills, and the desk's manual close (which refreshes both).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPositionDetail, closeMemberPosition, searchPositions } from '@saham/contract/admin-trading';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type SearchPositionsRequest = RequestOf<typeof searchPositions>;
export type PositionsAnswer = ResponseOf<typeof searchPositions>;

const POSITIONS_KEY = ['trading', 'positions'] as const;

export function useSearchPositions(request: SearchPositionsRequest) {
  return useQuery({
    queryKey: [...POSITIONS_KEY, 'list', request],
    queryFn: (): Promise<PositionsAnswer> => callStaff(searchPositions, request),
    placeholderData: keepPreviousData,
  });
}

export function usePositionDetail(id: number | null) {
  return useQuery({
    queryKey: [...POSITIONS_KEY, 'detail', id],
    queryFn: (): Promise<ResponseOf<typeof adminPositionDetail>> =>
      callStaff(adminPositionDetail, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof closeMemberPosition>) => callStaff(closeMemberPosition, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSITIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['trading', 'exposure'] }),
      ]),
  });
}
