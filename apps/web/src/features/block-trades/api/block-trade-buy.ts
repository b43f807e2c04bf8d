// blockTrade/buy (money-moving: the client sends a fresh Idempotency-Key per submission). A success
// refreshes the deals, the member's block orders, positions and balances.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { BlockOrder, blockTradeBuy } from '@saham/contract/block-trades';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const BLOCK_TRADE_BUY = callRef<typeof blockTradeBuy>('blockTrade/buy', { isMoneyMoving: true });

export function postBlockTradeBuy(body: RequestOf<typeof blockTradeBuy>): Promise<BlockOrder> {
  return callApi(BLOCK_TRADE_BUY, body);
}

export function useBlockTradeBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBlockTradeBuy,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['blockTrade'] }),
        queryClient.invalidateQueries({ queryKey: ['trade'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
