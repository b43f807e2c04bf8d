// checkIn/rewards|saveReward|bonusSchedule|saveBonusSchedule|redemptions: the check-in rewards (ten a
// page), the bonus schedule with the points expiry, and members' redemptions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCheckInSchedule,
  listCheckInRedemptions,
  listCheckInRewards,
  saveCheckInReward,
  saveCheckInSchedule,
} from '@saham/contract/check-in';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const CHECK_IN_QUERY_KEY = ['checkIn'] as const;

export function useCheckInRewards(request: RequestOf<typeof listCheckInRewards>) {
  return useQuery({
    queryKey: [...CHECK_IN_QUERY_KEY, 'rewards', request],
    queryFn: () => callStaff(listCheckInRewards, request),
    placeholderData: keepPreviousData,
  });
}

export function useCheckInRedemptions(request: RequestOf<typeof listCheckInRedemptions>) {
  return useQuery({
    queryKey: [...CHECK_IN_QUERY_KEY, 'redemptions', request],
    queryFn: () => callStaff(listCheckInRedemptions, request),
    placeholderData: keepPreviousData,
  });
}

export function useCheckInSchedule() {
  return useQuery({
    queryKey: [...CHECK_IN_QUERY_KEY, 'schedule'],
    queryFn: () => callStaff(getCheckInSchedule, {}),
  });
}

function useCheckInMutation<Request>(send: (request: Request) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECK_IN_QUERY_KEY }),
  });
}

export function useSaveCheckInReward() {
  return useCheckInMutation((request: RequestOf<typeof saveCheckInReward>) =>
    callStaff(saveCheckInReward, request),
  );
}

export function useSaveCheckInSchedule() {
  return useCheckInMutation((request: RequestOf<typeof saveCheckInSchedule>) =>
    callStaff(saveCheckInSchedule, request),
  );
}
