// wallet/add: binds a wallet address (optionally with its QR image); refreshes the wallet list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { Wallet, addWallet } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { walletsQuery } from './wallets.ts';

export const ADD_WALLET = callRef<typeof addWallet>('wallet/add');

export function postAddWallet(body: RequestOf<typeof addWallet>): Promise<Wallet> {
  return callApi(ADD_WALLET, body);
}

export function useAddWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey }),
  });
}
