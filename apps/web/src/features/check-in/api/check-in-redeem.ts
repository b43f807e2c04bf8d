// checkIn/redeem (money-moving: a fresh Idempotency-Key per submission). A success refreshes the
// points, the rewards' stock, the redemptions and the balances a cash reward credits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkInRedeem } from '@saham/contract/check-in';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const CHECK_IN_REDEEM = callRef<typeof checkInRedeem>('checkIn/redeem', { isMoneyMoving: true });

export function useCheckInRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => callApi(CHECK_IN_REDEEM, { rewardId }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['checkIn'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
