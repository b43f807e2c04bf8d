// bank/add: binds a card in the member's verified name; refreshes every card list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { BankCard, addBankCard } from '@saham/contract/banking';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { refreshBankCards } from '../../../shared/api/bank-cards.ts';

export const ADD_BANK_CARD = callRef<typeof addBankCard>('bank/add');

export function postAddBankCard(body: RequestOf<typeof addBankCard>): Promise<BankCard> {
  return callApi(ADD_BANK_CARD, body);
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddBankCard,
    onSuccess: () => refreshBankCards(queryClient),
  });
}
