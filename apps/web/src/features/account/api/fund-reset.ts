// user/sendFundResetCode and user/resetFundPassword: a forgotten fund password reset with a one-time
// code texted to the member's phone and the login password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { CodeSent, resetFundPassword, sendFundResetCode } from '@saham/contract/password-reset';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';

const SEND_FUND_RESET_CODE = callRef<typeof sendFundResetCode>('user/sendFundResetCode');
const RESET_FUND_PASSWORD = callRef<typeof resetFundPassword>('user/resetFundPassword');

export function postSendFundResetCode(): Promise<CodeSent> {
  return callApi(SEND_FUND_RESET_CODE, {});
}

export function postResetFundPassword(body: RequestOf<typeof resetFundPassword>): Promise<null> {
  return callApi(RESET_FUND_PASSWORD, body);
}

export function useSendFundResetCode() {
  return useMutation({ mutationFn: postSendFundResetCode, meta: { quietErrors: true } });
}

export function useResetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResetFundPassword,
    meta: { quietErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}
