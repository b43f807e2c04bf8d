// common/config {type: 'all'} (spec §7): the site configuration the app needs before it mounts.
import { queryOptions } from '@tanstack/react-query';
import type { ConfigItem } from '@saham/contract/common';
import { callApi } from './client.ts';
import { CALLS } from './calls.ts';

/** The call early-start.ts began while the bundle loaded, if it did and nobody has taken it yet. */
function takeEarlyConfig(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.sahamEarlyConfig;
  window.sahamEarlyConfig = undefined;
  return started;
}

export function fetchSiteConfig(signal?: AbortSignal): Promise<ConfigItem[]> {
  return callApi(CALLS.config, { type: 'all' }, { signal, started: takeEarlyConfig() });
}

/**
 * Starts downloading the site's logo as soon as the configuration names it, so the login screen's
 * brand mark (its largest image) is ready when the screen renders rather than requested after.
 */
function warmLogo(items: readonly ConfigItem[]): void {
  const logo = items.find((item) => item.name === 'logo')?.value;
  if (logo && typeof Image !== 'undefined') new Image().src = logo;
}

export const siteConfigQuery = queryOptions({
  queryKey: ['common', 'config'],
  queryFn: async ({ signal }) => {
    const items = await fetchSiteConfig(signal);
    warmLogo(items);
    return items;
  },
  staleTime: Infinity,
  // The gate shows its own retry screen rather than a toast.
  meta: { quietErrors: true },
  retry: false,
});
