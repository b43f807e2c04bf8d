// user/sendLoginResetCode and user/resetLoginPassword: a forgotten login password reset with a
// one-time code texted to the account's phone. Neither needs a session.
import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { CodeSent, resetLoginPassword, sendLoginResetCode } from '@saham/contract/password-reset';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

const SEND_LOGIN_RESET_CODE = callRef<typeof sendLoginResetCode>('user/sendLoginResetCode');
const RESET_LOGIN_PASSWORD = callRef<typeof resetLoginPassword>('user/resetLoginPassword');

export function postSendLoginResetCode(body: RequestOf<typeof sendLoginResetCode>): Promise<CodeSent> {
  return callApi(SEND_LOGIN_RESET_CODE, body);
}

export function postResetLoginPassword(body: RequestOf<typeof resetLoginPassword>): Promise<null> {
  return callApi(RESET_LOGIN_PASSWORD, body);
}

export function useSendLoginResetCode() {
  return useMutation({ mutationFn: postSendLoginResetCode, meta: { quietErrors: true } });
}

export function useResetLoginPassword() {
  return useMutation({ mutationFn: postResetLoginPassword, meta: { quietErrors: true } });
}
