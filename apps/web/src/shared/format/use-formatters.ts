// Formatting for screens: the domain formatters with the language on screen and the site's date
// pattern filled in. Bad input from the server shows as it came rather than breaking a screen.
import { useMemo } from 'react';
import type { Currency } from '@saham/domain/currencies';
import { formatDate } from '@saham/domain/format-date';
import { formatMoney, type MoneyFormatOptions } from '@saham/domain/format-money';
import { useSiteConfig } from '../config/site-config.ts';
import { useLanguage } from '../i18n/i18n.ts';

export interface Formatters {
  money: (amount: string, options?: MoneyFormatOptions) => string;
  moneyIn: (amount: string, currency: Currency) => string;
  date: (iso: string) => string;
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
    };
  }, [language, datePattern]);
}
