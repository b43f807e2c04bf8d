// Between a market's settings and the edit form: optional amounts are empty text in the form and null
// in the settings; the lock and price-limit rules are a kind plus the fields that kind uses.
import type { MarketSettings } from '@saham/contract/admin-markets';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import type { FeeRule, LockRule, PriceLimitRule } from '@saham/domain/markets/types';

type FeeForm = Omit<FeeRule, 'minimum' | 'cap'> & { minimum: string; cap: string };

export interface MarketForm extends Omit<MarketSettings, 'name' | 'lock' | 'priceLimit' | 'fees'> {
  name: Record<Language, string>;
  lockKind: LockRule['kind'];
  lockValue: number;
  limitKind: PriceLimitRule['kind'];
  limitPercent: string;
  smallPriceBelow: string;
  smallPriceAbsolute: string;
  limitBands: { from: string; limit: string }[];
  fees: FeeForm[];
}

const blankToNull = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function toMarketForm(settings: MarketSettings): MarketForm {
  const { name, lock, priceLimit, fees, ...rest } = settings;
  return {
    ...rest,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
    name: Object.fromEntries(LANGUAGES.map((language) => [language, name[language] ?? ''])) as Record<
      Language,
      string
    >,
    lockKind: lock.kind,
    lockValue: lock.kind === 'days' ? lock.days : lock.kind === 'minutes' ? lock.minutes : 0,
    limitKind: priceLimit.kind,
    limitPercent: priceLimit.kind === 'percent' ? priceLimit.percent : '',
    smallPriceBelow: priceLimit.kind === 'percent' ? (priceLimit.smallPriceBelow ?? '') : '',
    smallPriceAbsolute: priceLimit.kind === 'percent' ? (priceLimit.smallPriceAbsolute ?? '') : '',
    limitBands: priceLimit.kind === 'bands' ? priceLimit.bands : [],
    fees: fees.map((fee) => ({ ...fee, minimum: fee.minimum ?? '', cap: fee.cap ?? '' })),
  };
}

function lockOf(form: MarketForm): LockRule {
  const value = Number(form.lockValue);
  if (form.lockKind === 'days') return { kind: 'days', days: value };
  if (form.lockKind === 'minutes') return { kind: 'minutes', minutes: value };
  return { kind: 'none' };
}

function priceLimitOf(form: MarketForm): PriceLimitRule {
  if (form.limitKind === 'percent') {
    return {
      kind: 'percent',
      percent: form.limitPercent.trim(),
      smallPriceBelow: blankToNull(form.smallPriceBelow),
      smallPriceAbsolute: blankToNull(form.smallPriceAbsolute),
    };
  }
  if (form.limitKind === 'bands') return { kind: 'bands', bands: form.limitBands };
  return { kind: 'none' };
}

export function fromMarketForm(form: MarketForm): MarketSettings {
  const {
    name,
    lockKind: _lockKind,
    lockValue: _lockValue,
    limitKind: _limitKind,
    limitPercent: _limitPercent,
    smallPriceBelow: _below,
    smallPriceAbsolute: _absolute,
    limitBands: _bands,
    fees,
    ...rest
  } = form;
  const names = Object.fromEntries(
    Object.entries(name)
      .map(([language, text]): [string, string] => [language, text.trim()])
      .filter(([, text]) => text !== ''),
  );
  return {
    ...rest,
    name: { ...names, en: name.en.trim() },
    maxLeverage: Number(form.maxLeverage),
    settlementDays: Number(form.settlementDays),
    lock: lockOf(form),
    priceLimit: priceLimitOf(form),
    fees: fees.map((fee) => ({ ...fee, minimum: blankToNull(fee.minimum), cap: blankToNull(fee.cap) })),
  };
}
