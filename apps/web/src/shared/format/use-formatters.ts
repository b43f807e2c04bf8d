// Formatting for screens: the domain formatters with the language on screen and the site's date
// pattern filled in. Bad input from the server shows as it came rather than breaking a screen.
import { useMemo } from 'react';
import type { Currency } from '@saham/domain/currencies';
import { formatDate } from '@saham/domain/format-date';
import { formatDateInZone } from '@saham/domain/format-market-date';
import { formatMoney, type MoneyFormatOptions } from '@saham/domain/format-money';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import type { MarketCode } from '@saham/domain/markets/types';
import { useSiteConfig } from '../config/site-config.ts';
import { useLanguage } from '../i18n/i18n.ts';

export interface Formatters {
  money: (amount: string, options?: MoneyFormatOptions) => string;
  moneyIn: (amount: string, currency: Currency) => string;
  /** A time in the device's clock. */
  date: (iso: string) => string;
  /**
   * A time of a trade in its market's clock with the zone's label ("23-11-2026 10:00 AM MYT"), so a
   * member in Malaysia reads a US order in New York time. The timezone is the market's default from the
   * domain (the trade answers carry only the market's code), which saves a call per market.
   */
  marketDate: (iso: string, market: MarketCode) => string;
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  const { datePattern } = useSiteConfig();
  return useMemo(() => {
    const money = (amount: string, options?: MoneyFormatOptions) => {
      try {
        return formatMoney(amount, options);
      } catch {
        return amount;
      }
    };
    return {
      money,
      moneyIn: (amount, currency) => money(amount, { currency }),
      date: (iso) => {
        try {
          return formatDate(iso, { language, pattern: datePattern });
        } catch {
          return iso;
        }
      },
      marketDate: (iso, market) => {
        try {
          const { timezone } = DEFAULT_MARKETS[market];
          return formatDateInZone(iso, { language, pattern: datePattern, timeZone: timezone });
        } catch {
          return iso;
        }
      },
    };
  }, [language, datePattern]);
}
