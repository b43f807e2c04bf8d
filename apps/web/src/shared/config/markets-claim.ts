// The exchanges claim the welcome, logon, home and About screens make (issue 16 §6): staff's text in
// the member's language (site configuration; the spec's "135 exchanges worldwide" by default), always
// stated beside the markets this server really has.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@saham/domain/languages';
import type { MarketCode } from '@saham/domain/markets/types';
import { useLanguage } from '../i18n/i18n.ts';
import { siteText, useSiteConfig, type SiteConfig } from './site-config.ts';

export interface MarketsClaim {
  /** Staff's claim, or the built-in wording when staff left it empty. */
  claim: string;
  markets: readonly MarketCode[];
  /** "7 markets to trade here: Bursa Malaysia, US, …"; empty when the server named none. */
  marketsLine: string;
}

export function marketsClaimOf(config: SiteConfig, language: Language, t: TFunction): MarketsClaim {
  const claim = siteText(config, 'exchangesClaim', language) || t('honest.claimDefault');
  const { markets } = config;
  const list = markets.map((code) => t(`honest.markets.${code}`)).join(t('honest.separator'));
  const marketsLine = markets.length === 0 ? '' : t('honest.marketsLine', { count: markets.length, list });
  return { claim, markets, marketsLine };
}

export function useMarketsClaim(): MarketsClaim {
  const { t } = useTranslation();
  return marketsClaimOf(useSiteConfig(), useLanguage(), t);
}
