// common/config {type: 'all'} (spec §7): the site configuration the app needs before it mounts.
import { queryOptions } from '@tanstack/react-query';
import type { ConfigItem } from '@saham/contract/common';
import { callApi } from './client.ts';
import { CALLS } from './calls.ts';

export function fetchSiteConfig(signal?: AbortSignal): Promise<ConfigItem[]> {
  return callApi(CALLS.config, { type: 'all' }, { signal });
}

export const siteConfigQuery = queryOptions({
  queryKey: ['common', 'config'],
  queryFn: ({ signal }) => fetchSiteConfig(signal),
  staleTime: Infinity,
  // The gate shows its own retry screen rather than a toast.
  meta: { quietErrors: true },
  retry: false,
});
