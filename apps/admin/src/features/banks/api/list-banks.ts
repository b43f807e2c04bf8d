// banks/list: the bank reference list members choose from (inactive ones included).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListBanks } from '@saham/contract/banking';
import type { StaffBank } from '@saham/contract/banking';
import { callStaff } from '../../../shared/api/staff-client.ts';

export function fetchBanks(): Promise<StaffBank[]> {
  return callStaff(staffListBanks, {});
}

export const banksQueryOptions = queryOptions({ queryKey: ['banks', 'list'], queryFn: fetchBanks });

export function useBanks() {
  return useQuery(banksQueryOptions);
}
