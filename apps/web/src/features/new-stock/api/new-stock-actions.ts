// newStock/apply, newStock/cancel and newStock/pay (money-moving: a fresh Idempotency-Key per
// submission), and newStock/decline (a book-building win given up; it moves no money). A success refreshes the offerings, the member's applications and balances.
// newStock/unlock checks the fund password ahead of the applications (decision 0028); a success
// refreshes the offerings, whose detail then answers the session's `unlockedUntil`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type {
  newStockApply,
  newStockCancel,
  newStockDecline,
  newStockPay,
  newStockUnlock,
} from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

export const NEW_STOCK_APPLY = callRef<typeof newStockApply>('newStock/apply', { isMoneyMoving: true });
export const NEW_STOCK_CANCEL = callRef<typeof newStockCancel>('newStock/cancel', { isMoneyMoving: true });
export const NEW_STOCK_PAY = callRef<typeof newStockPay>('newStock/pay', { isMoneyMoving: true });
export const NEW_STOCK_DECLINE = callRef<typeof newStockDecline>('newStock/decline');
export const NEW_STOCK_UNLOCK = callRef<typeof newStockUnlock>('newStock/unlock');

function useRefreshingMutation<Request, Answer>(send: (request: Request) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['newStock'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}

export function useNewStockApply() {
  return useRefreshingMutation((body: RequestOf<typeof newStockApply>) => callApi(NEW_STOCK_APPLY, body));
}

export function useNewStockCancel() {
  return useRefreshingMutation((body: RequestOf<typeof newStockCancel>) => callApi(NEW_STOCK_CANCEL, body));
}

export function useNewStockPay() {
  return useRefreshingMutation((body: RequestOf<typeof newStockPay>) => callApi(NEW_STOCK_PAY, body));
}

export function useNewStockDecline() {
  return useRefreshingMutation((body: RequestOf<typeof newStockDecline>) => callApi(NEW_STOCK_DECLINE, body));
}

export function useNewStockUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof newStockUnlock>) => callApi(NEW_STOCK_UNLOCK, body),
    onSuccess: async ({ unlockedUntil }) => {
      // The details on screen know at once (no flash of the action before they are read again).
      queryClient.setQueriesData<{ unlockedUntil: string | null }>(
        { queryKey: ['newStock', 'detail'] },
        (detail) => (detail === undefined ? detail : { ...detail, unlockedUntil }),
      );
      await queryClient.invalidateQueries({ queryKey: ['newStock'] });
    },
  });
}
