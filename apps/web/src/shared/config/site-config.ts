// The site configuration (common/config): title, logo, the date pattern of non-English languages and
// the customer-service link. The app mounts only once it has loaded, so screens can rely on it.
import { createContext, useContext } from 'react';
import type { ConfigItem } from '@saham/contract/common';

export interface SiteConfig {
  title: string;
  logo: string;
  datePattern: string;
  kefuUrl: string;
  /** Every item by name, including ones this version of the app does not use yet. */
  items: ReadonlyMap<string, string>;
}

export function toSiteConfig(items: readonly ConfigItem[]): SiteConfig {
  const byName = new Map(items.map((item) => [item.name, item.value]));
  return {
    title: byName.get('title') ?? '',
    logo: byName.get('logo') ?? '',
    datePattern: byName.get('datePattern') ?? '',
    kefuUrl: byName.get('kefuUrl') ?? '',
    items: byName,
  };
}

export const SiteConfigContext = createContext<SiteConfig>(toSiteConfig([]));

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
