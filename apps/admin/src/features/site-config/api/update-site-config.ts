// config/update: saves the named items and answers the whole configuration.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSiteConfig } from '@saham/contract/admin-content';
import type { ConfigItem } from '@saham/contract/common';
import { callStaff } from '../../../shared/api/staff-client.ts';
import { SITE_CONFIG_QUERY_KEY } from './get-site-config.ts';

export function fetchUpdateSiteConfig(items: ConfigItem[]): Promise<ConfigItem[]> {
  return callStaff(updateSiteConfig, { items });
}

export function useUpdateSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchUpdateSiteConfig,
    onSuccess: (items) => queryClient.setQueryData(SITE_CONFIG_QUERY_KEY, items),
  });
}
