// Formatting for screens: the only way a screen writes a time or a number. Times are in the display
// zone (format-time.ts: Asia/Kuala_Lumpur unless the site configuration says otherwise), numbers with
// separators and their units (format-number.ts), all in the language on screen with the site's date
// pattern. Bad input from the server shows as it came rather than breaking a screen.
import { useMemo } from 'react';
import type { Currency } from '@saham/domain/currencies';
import { formatMoney, type MoneyFormatOptions } from '@saham/domain/format-money';
import type { Language } from '@saham/domain/languages';
import type { MarketCode } from '@saham/domain/markets/types';
import { useSiteConfig } from '../config/site-config.ts';
import { LANGUAGE_TAGS, useLanguage } from '../i18n/i18n.ts';
import { formatAmount, formatCompact, formatNumber, formatPrice, formatRate } from './format-number.ts';
import {
  displayZoneOf,
  formatDisplayClock,
  formatCalendarDate,
  formatClockWithLocal,
  formatDay,
  formatMarketMoment,
  formatTime,
  formatTimeInZone,
  type TimeStyle,
} from './format-time.ts';

export interface Formatters {
  language: Language;
  /** The IANA zone every time is shown in. */
  displayZone: string;
  money: (amount: string, options?: MoneyFormatOptions) => string;
  /** An amount in its currency's decimals, without the code (the code is beside it on screen). */
  moneyIn: (amount: string, currency: Currency) => string;
  /** An amount with its currency: "+500.00 MYR" when `signDisplay` is 'always'. */
  amount: (amount: string, currency: Currency, signDisplay?: 'auto' | 'always') => string;
  /** A date and time in the display zone: "23-11-2026 11:51 PM" (en), "2026-11-23 23:51". */
  date: (iso: string) => string;
  /** Only the day, in the display zone. */
  day: (iso: string) => string;
  /** A calendar date without a zone ("2026-11-24", a settlement day) in the language's pattern. */
  calendarDate: (date: string) => string;
  /** The clock ("23:51") in the display zone. */
  clock: (iso: string) => string;
  /**
   * A trade's time. Shown in the display zone like every other time, so an order and the fund record
   * it made read the same; the market is kept in the signature for the screens that pass it.
   */
  marketDate: (iso: string, market?: MarketCode) => string;
  /** A time in another zone, labelled with it ("2026-11-22 09:30 EST"). */
  dateInZone: (iso: string, zone: string) => string;
  /** A market's clock with the display zone's equivalent: "09:30 EST (22:30 MYT)". */
  clockWithLocal: (iso: string, zone: string) => string;
  /** A market's next opening with its weekday, in its clock and the display zone's (format-time.ts). */
  marketMoment: (iso: string, marketZone: string) => string;
  number: (value: string, decimals?: number) => string;
  price: (price: string, decimals: number) => string;
  rate: (rate: string) => string;
  compact: (value: string) => string;
}

function guarded<A extends unknown[]>(format: (...args: A) => string): (...args: A) => string {
  return (...args) => {
    try {
      return format(...args);
    } catch {
      return String(args[0]);
    }
  };
}

export function makeFormatters(style: TimeStyle): Formatters {
  const { language, displayZone } = style;
  const date = guarded((iso: string) => formatTime(iso, style));
  return {
    language,
    displayZone,
    money: guarded((amount: string, options?: MoneyFormatOptions) => formatMoney(amount, options)),
    moneyIn: guarded((amount: string, currency: Currency) => formatMoney(amount, { currency })),
    amount: formatAmount,
    date,
    day: guarded((iso: string) => formatDay(iso, style)),
    calendarDate: guarded((value: string) => formatCalendarDate(value, style)),
    clock: guarded((iso: string) => formatDisplayClock(iso, displayZone)),
    marketDate: (iso) => date(iso),
    dateInZone: guarded((iso: string, zone: string) => formatTimeInZone(iso, style, zone)),
    clockWithLocal: guarded((iso: string, zone: string) => formatClockWithLocal(iso, zone, displayZone)),
    marketMoment: guarded((iso: string, marketZone: string) =>
      formatMarketMoment(iso, marketZone, displayZone, LANGUAGE_TAGS[language]),
    ),
    number: formatNumber,
    price: formatPrice,
    rate: formatRate,
    compact: (value) => formatCompact(value, language),
  };
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  const { datePattern, items } = useSiteConfig();
  const displayZone = displayZoneOf(items);
  return useMemo(
    () => makeFormatters({ language, pattern: datePattern, displayZone }),
    [language, datePattern, displayZone],
  );
}
