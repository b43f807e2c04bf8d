// bank/delete: unbinds a card, given the fund password; refreshes every card list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { deleteBankCard } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { refreshBankCards } from '../../../shared/api/bank-cards.ts';

export const DELETE_BANK_CARD = callRef<typeof deleteBankCard>('bank/delete');

export function postDeleteBankCard(body: RequestOf<typeof deleteBankCard>): Promise<null> {
  return callApi(DELETE_BANK_CARD, body);
}

export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteBankCard,
    onSuccess: () => refreshBankCards(queryClient),
  });
}
