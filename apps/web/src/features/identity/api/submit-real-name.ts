// user/realName: submits name, ID and the two uploaded photos for review; refreshes the status and
// the account screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@saham/contract/call';
import type { submitRealName } from '@saham/contract/identity';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';
import { userInfoQuery } from '../../../shared/api/get-userinfo.ts';
import { realNameInfoQuery } from './real-name-info.ts';

export const SUBMIT_REAL_NAME = callRef<typeof submitRealName>('user/realName');

export function postRealName(body: RequestOf<typeof submitRealName>): Promise<null> {
  return callApi(SUBMIT_REAL_NAME, body);
}

export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRealName,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realNameInfoQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      ]);
    },
  });
}
