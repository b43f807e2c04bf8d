// The order every currency list is shown in (issue 16 §3): the ringgit first, the member's home
// currency, then the markets' currencies by how often a Malaysian member trades them. Lists the server
// sends in another order are sorted with this before they are shown.
import { CURRENCIES, type Currency } from './currencies.ts';

export const DISPLAY_CURRENCY_ORDER: readonly Currency[] = [
  'MYR',
  'USD',
  'HKD',
  'CNY',
  'JPY',
  'KRW',
  'TWD',
  'THB',
  'VND',
];

function rankOf(currency: string): number {
  const rank = DISPLAY_CURRENCY_ORDER.findIndex((known) => known === currency);
  return rank === -1 ? DISPLAY_CURRENCY_ORDER.length : rank;
}

/** Every currency, MYR first. */
export function currenciesForDisplay(): Currency[] {
  return [...CURRENCIES].sort((a, b) => rankOf(a) - rankOf(b));
}

/** A copy of `items` sorted by their currency, MYR first; items of one currency keep their order. */
export function sortByCurrency<T>(items: readonly T[], currencyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => rankOf(currencyOf(a)) - rankOf(currencyOf(b)));
}
