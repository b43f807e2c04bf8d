// Issue 16 §6: the exchanges claim is staff's text in the member's language (English, then the built-in
// wording, when one is empty), always stated beside the markets the server really has.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ml from '../../i18n/ml.json';
import zh from '../../i18n/zh.json';
import { marketsClaimOf } from './markets-claim.ts';
import { siteText, toSiteConfig } from './site-config.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, ml: { translation: ml }, zh: { translation: zh } },
  });
});

const SEVEN = { name: 'markets', value: 'MY,US,HK,JP,CN,CRYPTO,FX' };

describe('the exchanges claim and the real markets', () => {
  it("shows the spec's claim by default, beside the server's seven markets", () => {
    const claim = marketsClaimOf(toSiteConfig([SEVEN]), 'en', i18n.getFixedT('en'));
    expect(claim.claim).toBe('135 exchanges worldwide');
    expect(claim.markets).toHaveLength(7);
    expect(claim.marketsLine).toBe(
      '7 markets to trade here: Bursa Malaysia, US, Hong Kong, Japan, China A-shares, Crypto, Forex',
    );
  });

  it("shows staff's claim in the member's language, falling back to English", () => {
    const config = toSiteConfig([
      SEVEN,
      { name: 'exchangesClaim', value: '7 markets, one account' },
      { name: 'exchangesClaim_ml', value: '7 pasaran, satu akaun' },
    ]);
    expect(marketsClaimOf(config, 'ml', i18n.getFixedT('ml')).claim).toBe('7 pasaran, satu akaun');
    expect(marketsClaimOf(config, 'zh', i18n.getFixedT('zh')).claim).toBe('7 markets, one account');
    expect(marketsClaimOf(config, 'zh', i18n.getFixedT('zh')).marketsLine).toBe(
      '本平台可交易 7 個市場：馬來西亞交易所、美股、港股、日股、A股、加密貨幣、外匯',
    );
  });

  it('counts only the markets the server names, in the domain order, ignoring unknown codes', () => {
    const config = toSiteConfig([{ name: 'markets', value: 'US,MY,XX' }]);
    expect(config.markets).toEqual(['MY', 'US']);
    expect(marketsClaimOf(config, 'ml', i18n.getFixedT('ml')).marketsLine).toBe(
      '2 pasaran untuk didagangkan di sini: Saham Bursa Malaysia, Saham AS',
    );
    expect(marketsClaimOf(toSiteConfig([]), 'en', i18n.getFixedT('en')).marketsLine).toBe('');
  });

  it('reads company information and the licence disclosure per language with English fallback', () => {
    const config = toSiteConfig([
      { name: 'licenceDisclosure', value: 'Not licensed.' },
      { name: 'licenceDisclosure_ja', value: ' 無免許です。 ' },
    ]);
    expect(siteText(config, 'licenceDisclosure', 'ja')).toBe('無免許です。');
    expect(siteText(config, 'licenceDisclosure', 'ko')).toBe('Not licensed.');
    expect(siteText(config, 'companyInfo', 'en')).toBe('');
  });
});
