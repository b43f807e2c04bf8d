// The personal notice a member gets when a price alert fires, in the six languages (the notice list
// shows it in the member's own): the instrument's name in each language, the price that fired it and
// the alert's level or percent, with thousands separators.
import { LANGUAGES, type Language } from '@saham/domain/languages';
import { decimal, decimalsOf } from '@saham/domain/markets/decimal';
import { nameIn } from '@saham/domain/markets/instrument';
import type { LocalizedName } from '@saham/domain/markets/types';
import { formatMoney } from '@saham/domain/format-money';
import type { AlertKind } from '@saham/domain/alerts/price-alerts';

type Localized = Record<Language, string>;

export interface FiredAlert {
  kind: AlertKind;
  /** The alert's level or percent, as stored. */
  threshold: string;
  /** The last price that fired it. */
  price: string;
  /** The day's change against the previous close, percent, signed, two decimals ("-3.25"). */
  changePercent: string;
  code: string;
  names: LocalizedName;
  currency: string;
}

/** A decimal with separators and its own decimals (at least two). */
function shown(text: string): string {
  return formatMoney(text, { decimals: Math.max(2, decimalsOf(decimal(text.replace(/^-/, '')))) });
}

function signed(percent: string): string {
  return percent.startsWith('-') ? percent : `+${percent}`;
}

const TITLE: Localized = {
  en: 'Price alert',
  zh: '價格提醒',
  ch: '价格提醒',
  ml: 'Amaran harga',
  ja: '価格アラート',
  ko: '가격 알림',
};

function contentIn(language: Language, alert: FiredAlert): string {
  const name = `${nameIn(alert.names, language)} (${alert.code})`;
  const price = `${alert.currency} ${shown(alert.price)}`;
  const level = `${alert.currency} ${shown(alert.threshold)}`;
  const change = `${signed(alert.changePercent)}%`;
  const percent = `±${shown(alert.threshold)}%`;
  switch (alert.kind) {
    case 'above':
      return {
        en: `${name} is at ${price}, at or above your alert level of ${level}.`,
        zh: `${name} 現價 ${price}，已達到或高於您設定的提醒價 ${level}。`,
        ch: `${name} 现价 ${price}，已达到或高于您设置的提醒价 ${level}。`,
        ml: `${name} kini pada ${price}, menyamai atau melebihi paras amaran anda ${level}.`,
        ja: `${name} は ${price} となり、設定したアラート価格 ${level} 以上になりました。`,
        ko: `${name} 현재가 ${price}로 설정하신 알림 가격 ${level} 이상이 되었습니다.`,
      }[language];
    case 'below':
      return {
        en: `${name} is at ${price}, at or below your alert level of ${level}.`,
        zh: `${name} 現價 ${price}，已達到或低於您設定的提醒價 ${level}。`,
        ch: `${name} 现价 ${price}，已达到或低于您设置的提醒价 ${level}。`,
        ml: `${name} kini pada ${price}, menyamai atau di bawah paras amaran anda ${level}.`,
        ja: `${name} は ${price} となり、設定したアラート価格 ${level} 以下になりました。`,
        ko: `${name} 현재가 ${price}로 설정하신 알림 가격 ${level} 이하가 되었습니다.`,
      }[language];
    case 'change':
      return {
        en: `${name} has moved ${change} today to ${price}, beyond your ${percent} alert.`,
        zh: `${name} 今日漲跌 ${change}，現價 ${price}，已超出您設定的 ${percent} 提醒。`,
        ch: `${name} 今日涨跌 ${change}，现价 ${price}，已超出您设置的 ${percent} 提醒。`,
        ml: `${name} telah bergerak ${change} hari ini ke ${price}, melepasi amaran ${percent} anda.`,
        ja: `${name} は本日 ${change} 変動し ${price} となり、設定した ${percent} のアラートを超えました。`,
        ko: `${name}이(가) 오늘 ${change} 변동하여 ${price}가 되어 설정하신 ${percent} 알림을 넘었습니다.`,
      }[language];
  }
}

export function alertNotice(alert: FiredAlert): { title: Localized; content: Localized } {
  const content = Object.fromEntries(LANGUAGES.map((language) => [language, contentIn(language, alert)]));
  const title = Object.fromEntries(
    LANGUAGES.map((language) => [language, `${TITLE[language]}: ${nameIn(alert.names, language)}`]),
  );
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the templates hold a text in every language
  return { title: title as Localized, content: content as Localized };
}
