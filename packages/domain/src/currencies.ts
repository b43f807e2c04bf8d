// The nine currencies a member holds balances in (spec §9) and their minor-unit scale (ARCHITECTURE, Money).
export const CURRENCIES = ['CNY', 'TWD', 'HKD', 'USD', 'THB', 'JPY', 'VND', 'MYR', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The reporting currency of totals: the domestic market's ringgit. */
export const BASE_CURRENCY: Currency = 'MYR';

/** Digits after the decimal point of one minor unit. */
export const CURRENCY_SCALE: Record<Currency, number> = {
  CNY: 2,
  TWD: 2,
  HKD: 2,
  USD: 2,
  THB: 2,
  JPY: 0,
  VND: 0,
  MYR: 2,
  KRW: 0,
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && CURRENCIES.some((known) => known === value);
}
