import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { describedIn, translatedDescriptions } from './instrument-descriptions.ts';
import { SEED_INSTRUMENTS } from './instruments-seed.ts';

const seeded = (symbol: string) => {
  const found = SEED_INSTRUMENTS.find((instrument) => instrument.symbol === symbol);
  if (found === undefined) throw new Error(`no seeded ${symbol}`);
  return found;
};
const english = (symbol: string) => seeded(symbol).profile.description;

describe('seeded instrument descriptions in every language', () => {
  it('translates every seeded instrument into the five other languages', () => {
    for (const instrument of SEED_INSTRUMENTS) {
      const translated = translatedDescriptions(instrument);
      expect(translated, instrument.symbol).not.toBeNull();
      for (const language of LANGUAGES) {
        const text = describedIn(instrument.symbol, instrument.profile.description, language);
        expect(text, `${instrument.symbol} ${language}`).toBeTruthy();
        if (language !== 'en') {
          expect(text, `${instrument.symbol} ${language}`).not.toBe(instrument.profile.description);
          expect(text, `${instrument.symbol} ${language}`).not.toMatch(/undefined|null/);
        }
      }
    }
  });

  it('writes a stock’s description with its name, sector and exchange in the language', () => {
    const maybank = english('MY:1155');
    expect(describedIn('MY:1155', maybank, 'en')).toBe(maybank);
    expect(describedIn('MY:1155', maybank, 'zh')).toBe(
      '馬來亞銀行是一家在馬來西亞交易所交易的金融服務公司。',
    );
    expect(describedIn('MY:1155', maybank, 'ch')).toBe(
      '马来亚银行是一家在马来西亚交易所交易的金融服务公司。',
    );
    expect(describedIn('MY:1155', maybank, 'ml')).toBe(
      'Malayan Banking ialah syarikat perkhidmatan kewangan yang didagangkan di Bursa Malaysia.',
    );
    expect(describedIn('MY:1155', maybank, 'ja')).toBe(
      'メイバンクはブルサ・マレーシアで取引される金融サービス企業です。',
    );
    // 메이뱅크 ends in ㅋ with no final consonant → 는.
    expect(describedIn('MY:1155', maybank, 'ko')).toBe(
      '메이뱅크는 부르사 말레이시아에서 거래되는 금융 서비스 기업입니다.',
    );
  });

  it('translates indices by hand, and coins and currency pairs from their names', () => {
    expect(describedIn('MY:FBMKLCI', english('MY:FBMKLCI'), 'ch')).toBe(
      '按全部市值计算，马来西亚交易所主板最大的30家公司。',
    );
    expect(describedIn('CRYPTO:BTCUSDT', english('CRYPTO:BTCUSDT'), 'zh')).toBe(
      '比特幣兌泰達幣（USDT），以美元計價。',
    );
    expect(describedIn('FX:USDMYR', english('FX:USDMYR'), 'ml')).toBe(
      'Dolar AS disebut harga dalam ringgit Malaysia.',
    );
    expect(describedIn('FX:USDJPY', english('FX:USDJPY'), 'ko')).toBe(
      '미국 달러의 가치를 일본 엔으로 나타낸 환율입니다.',
    );
    expect(describedIn('FX:EURUSD', english('FX:EURUSD'), 'ko')).toBe(
      '유로의 가치를 미국 달러로 나타낸 환율입니다.',
    );
    expect(describedIn('FX:EURUSD', english('FX:EURUSD'), 'ja')).toBe('ユーロの米ドル建て相場。');
  });

  it('shows a description staff have rewritten, or an unknown instrument’s, as it is stored', () => {
    expect(describedIn('MY:1155', 'Malaysia’s largest bank by assets.', 'zh')).toBe(
      'Malaysia’s largest bank by assets.',
    );
    expect(describedIn('MY:9999', 'A new listing.', 'ja')).toBe('A new listing.');
    expect(describedIn('MY:1155', null, 'ko')).toBeNull();
  });
});
