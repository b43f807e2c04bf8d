// The site configuration (common/config): title, logo, the date pattern of non-English languages and
// the customer-service link. The app mounts only once it has loaded, so screens can rely on it.
import { createContext, useContext } from 'react';
import type { ConfigItem, LocalizedSiteText } from '@saham/contract/common';
import type { Language } from '@saham/domain/languages';
import { MARKET_CODES, type MarketCode } from '@saham/domain/markets/types';

/**
 * The configuration item that lists the markets (the contract's `MARKETS_CONFIG_ITEM`), repeated here
 * because importing a value from `@saham/contract/common` puts its zod schemas, and zod (about 60 KB
 * gzipped), in the entry bundle; site-config.test.ts fails if the two drift.
 */
export const MARKETS_CONFIG_ITEM = 'markets';

export interface SiteConfig {
  title: string;
  logo: string;
  datePattern: string;
  kefuUrl: string;
  /** The markets the server has, in the domain's order (issue 16 §6). */
  markets: readonly MarketCode[];
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
    markets: marketsOf(byName.get(MARKETS_CONFIG_ITEM) ?? ''),
    items: byName,
  };
}

function marketsOf(value: string): MarketCode[] {
  const codes = new Set(value.split(','));
  return MARKET_CODES.filter((code) => codes.has(code));
}

/**
 * A text staff write per language: the language's own, else English (`<name>`), else '' — the
 * screen then shows its built-in wording (the claim) or leaves the section out.
 */
export function siteText(config: SiteConfig, name: LocalizedSiteText, language: Language): string {
  const own = language === 'en' ? '' : (config.items.get(`${name}_${language}`) ?? '').trim();
  return own || (config.items.get(name) ?? '').trim();
}

export const SiteConfigContext = createContext<SiteConfig>(toSiteConfig([]));

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
