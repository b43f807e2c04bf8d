// exchange/settings: mid rates (ringgit per unit) of the nine currencies, global and pair spreads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFxSettings, type FxSettings } from '@saham/contract/exchange';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const FX_SETTINGS_QUERY_KEY = ['exchange', 'settings'] as const;

export function fetchFxSettings(): Promise<FxSettings> {
  return callStaff(getFxSettings, {});
}

export function fxSettingsQueryOptions() {
  return queryOptions({ queryKey: FX_SETTINGS_QUERY_KEY, queryFn: fetchFxSettings });
}

export function useFxSettings() {
  return useQuery(fxSettingsQueryOptions());
}
