// wallet/delete: unbinds a wallet, given the fund password; refreshes the wallet list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { deleteWallet } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { walletsQuery } from './wallets.ts';

export const DELETE_WALLET = callRef<typeof deleteWallet>('wallet/delete');

export function postDeleteWallet(body: RequestOf<typeof deleteWallet>): Promise<null> {
  return callApi(DELETE_WALLET, body);
}

export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey }),
  });
}
