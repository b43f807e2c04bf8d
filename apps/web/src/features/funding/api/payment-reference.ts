// recharge/paymentReference: the reference to put in a bank transfer, shown before the member pays
// (the same one until a deposit carries it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { rechargePaymentReference } from '@saham/contract/recharge';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const RECHARGE_PAYMENT_REFERENCE =
  callRef<typeof rechargePaymentReference>('recharge/paymentReference');

export const paymentReferenceQuery = queryOptions({
  queryKey: ['recharge', 'paymentReference'] as const,
  queryFn: ({ signal }) => callApi(RECHARGE_PAYMENT_REFERENCE, {}, { signal }),
  staleTime: 0,
});

export function usePaymentReference(isEnabled: boolean) {
  return useQuery({ ...paymentReferenceQuery, enabled: isEnabled });
}
