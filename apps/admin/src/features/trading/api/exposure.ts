// trading/exposure: the broker's open exposure per instrument and per market.
import { useQuery } from '@tanstack/react-query';
import { getExposure } from '@saham/contract/admin-trading';
import type { ResponseOf } from '@saham/contract/call';
import { callStaff } from '../../../shared/api/staff-client.ts';

export type ExposureAnswer = ResponseOf<typeof getExposure>;

export function useExposure() {
  return useQuery({
    queryKey: ['trading', 'exposure'],
    queryFn: (): Promise<ExposureAnswer> => callStaff(getExposure, {}),
    refetchInterval: 30_000,
  });
}
