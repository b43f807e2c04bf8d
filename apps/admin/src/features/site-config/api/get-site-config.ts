// config/get: the site's title, logo, date pattern and customer-service link as name/value pairs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSiteConfig } from '@saham/contract/admin-content';
import type { ConfigItem } from '@saham/contract/common';
import { callStaff } from '../../../shared/api/staff-client.ts';

export const SITE_CONFIG_QUERY_KEY = ['siteConfig'] as const;

export function fetchSiteConfig(): Promise<ConfigItem[]> {
  return callStaff(getSiteConfig, {});
}

export function siteConfigQueryOptions() {
  return queryOptions({ queryKey: SITE_CONFIG_QUERY_KEY, queryFn: fetchSiteConfig });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
