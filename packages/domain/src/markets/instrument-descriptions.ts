// The seeded instruments' profile descriptions in every language the app speaks. The seed stores the
// English text (instruments-seed.ts); the translations here are made from the same facts — the
// instrument's name in the language, its sector, its exchange, the coin or the two currencies — and
// from hand translations for the ten indices. A description staff have edited is no longer the seeded
// English one, so `seededDescription` answers null for it and the staff's own text is shown as is.
import type { Language } from '../languages.ts';
import { nameIn, type Instrument, type Sector } from './instrument.ts';
import { SEED_INSTRUMENTS } from './instruments-seed.ts';
import type { MarketCode } from './types.ts';

type Translated = Readonly<Record<Exclude<Language, 'en'>, string>>;

const SECTORS: Readonly<Record<Sector, Translated>> = {
  financials: {
    zh: '金融服務',
    ch: '金融服务',
    ml: 'perkhidmatan kewangan',
    ja: '金融サービス',
    ko: '금융 서비스',
  },
  utilities: { zh: '公用事業', ch: '公用事业', ml: 'utiliti', ja: '公益事業', ko: '유틸리티' },
  health_care: {
    zh: '醫療保健',
    ch: '医疗保健',
    ml: 'penjagaan kesihatan',
    ja: 'ヘルスケア',
    ko: '헬스케어',
  },
  materials: { zh: '基礎材料', ch: '基础材料', ml: 'bahan asas', ja: '素材', ko: '소재' },
  energy: { zh: '能源', ch: '能源', ml: 'tenaga', ja: 'エネルギー', ko: '에너지' },
  communication: {
    zh: '通訊服務',
    ch: '通讯服务',
    ml: 'perkhidmatan komunikasi',
    ja: '通信サービス',
    ko: '커뮤니케이션 서비스',
  },
  industrials: { zh: '工業', ch: '工业', ml: 'perindustrian', ja: '資本財', ko: '산업재' },
  consumer_staples: {
    zh: '必需消費品',
    ch: '必需消费品',
    ml: 'barangan pengguna asas',
    ja: '生活必需品',
    ko: '필수 소비재',
  },
  consumer_discretionary: {
    zh: '非必需消費品',
    ch: '非必需消费品',
    ml: 'barangan pengguna bukan asas',
    ja: '一般消費財',
    ko: '임의 소비재',
  },
  technology: { zh: '科技', ch: '科技', ml: 'teknologi', ja: 'テクノロジー', ko: '기술' },
  real_estate: { zh: '房地產', ch: '房地产', ml: 'hartanah', ja: '不動産', ko: '부동산' },
};

const EXCHANGES: Readonly<Partial<Record<MarketCode, Translated>>> = {
  MY: {
    zh: '馬來西亞交易所',
    ch: '马来西亚交易所',
    ml: 'Bursa Malaysia',
    ja: 'ブルサ・マレーシア',
    ko: '부르사 말레이시아',
  },
  US: {
    zh: '紐約證券交易所或納斯達克',
    ch: '纽约证券交易所或纳斯达克',
    ml: 'Bursa Saham New York atau Nasdaq',
    ja: 'ニューヨーク証券取引所またはナスダック',
    ko: '뉴욕증권거래소 또는 나스닥',
  },
  HK: {
    zh: '香港聯合交易所',
    ch: '香港联合交易所',
    ml: 'Bursa Saham Hong Kong',
    ja: '香港証券取引所',
    ko: '홍콩증권거래소',
  },
  JP: {
    zh: '東京證券交易所',
    ch: '东京证券交易所',
    ml: 'Bursa Saham Tokyo',
    ja: '東京証券取引所',
    ko: '도쿄증권거래소',
  },
  CN: {
    zh: '上海或深圳證券交易所',
    ch: '上海或深圳证券交易所',
    ml: 'Bursa Saham Shanghai atau Shenzhen',
    ja: '上海または深セン証券取引所',
    ko: '상하이 또는 선전 증권거래소',
  },
};

/** Malay currency names (the seed's Malay instrument names are the codes). */
const MALAY_CURRENCIES: Readonly<Record<string, string>> = {
  EUR: 'euro',
  USD: 'dolar AS',
  GBP: 'paun British',
  AUD: 'dolar Australia',
  NZD: 'dolar New Zealand',
  JPY: 'yen Jepun',
  MYR: 'ringgit Malaysia',
  CNY: 'yuan China',
  HKD: 'dolar Hong Kong',
  THB: 'baht Thailand',
  KRW: 'won Korea Selatan',
};

const INDICES: Readonly<Record<string, Translated>> = {
  'MY:FBMKLCI': {
    zh: '按全部市值計算，馬來西亞交易所主板最大的30家公司。',
    ch: '按全部市值计算，马来西亚交易所主板最大的30家公司。',
    ml: '30 syarikat terbesar di Pasaran Utama Bursa Malaysia mengikut permodalan pasaran penuh.',
    ja: 'ブルサ・マレーシアのメイン市場で、時価総額上位30社。',
    ko: '부르사 말레이시아 메인 마켓에서 시가총액 기준 상위 30개 기업.',
  },
  'MY:FBMEMAS': {
    zh: '富時大馬頂級100指數與富時大馬小型股指數的成分股。',
    ch: '富时大马顶级100指数与富时大马小型股指数的成分股。',
    ml: 'Komponen indeks FBM100 dan FBM Small Cap.',
    ja: 'FBM100指数とFBMスモールキャップ指数の構成銘柄。',
    ko: 'FBM100 지수와 FBM 스몰캡 지수의 구성 종목.',
  },
  'MY:FBM100': {
    zh: '富時大馬綜合指數與富時大馬中型70指數的成分股：主板最大的100家公司。',
    ch: '富时大马综合指数与富时大马中型70指数的成分股：主板最大的100家公司。',
    ml: 'Komponen FBM KLCI dan FBM Mid 70: 100 syarikat terbesar di Pasaran Utama.',
    ja: 'FBM KLCIとFBMミッド70の構成銘柄、すなわちメイン市場の上位100社。',
    ko: 'FBM KLCI와 FBM 미드 70의 구성 종목, 즉 메인 마켓 상위 100개 기업.',
  },
  'MY:FBM70': {
    zh: '市值排名緊隨富時大馬綜合指數之後的70家公司。',
    ch: '市值排名紧随富时大马综合指数之后的70家公司。',
    ml: '70 syarikat seterusnya mengikut permodalan pasaran selepas FBM KLCI.',
    ja: '時価総額でFBM KLCIに次ぐ70社。',
    ko: '시가총액 기준으로 FBM KLCI 다음 순위의 70개 기업.',
  },
  'US:DJI': {
    zh: '30家美國大型公司的價格加權平均。',
    ch: '30家美国大型公司的价格加权平均。',
    ml: 'Purata berwajaran harga bagi 30 syarikat besar Amerika Syarikat.',
    ja: '米国の大企業30社の株価加重平均。',
    ko: '미국 대기업 30개사의 가격 가중 평균.',
  },
  'US:SPX': {
    zh: '500家美國領先企業，按自由流通市值加權。',
    ch: '500家美国领先企业，按自由流通市值加权。',
    ml: 'Lima ratus syarikat utama Amerika Syarikat, berwajaran permodalan pasaran terlaras apungan bebas.',
    ja: '米国の代表的な500社を浮動株調整後の時価総額で加重した指数。',
    ko: '미국 주요 500개 기업을 유동주식 조정 시가총액으로 가중한 지수.',
  },
  'US:IXIC': {
    zh: '在納斯達克股票市場上市的全部普通股。',
    ch: '在纳斯达克股票市场上市的全部普通股。',
    ml: 'Semua saham biasa yang tersenarai di Pasaran Saham Nasdaq.',
    ja: 'ナスダック市場に上場するすべての普通株。',
    ko: '나스닥 증권시장에 상장된 모든 보통주.',
  },
  'HK:HSI': {
    zh: '在香港上市、規模最大及流通性最高的公司。',
    ch: '在香港上市、规模最大及流动性最高的公司。',
    ml: 'Syarikat terbesar dan paling mudah tunai yang tersenarai di Hong Kong.',
    ja: '香港に上場する最大級かつ最も流動性の高い企業。',
    ko: '홍콩에 상장된 가장 크고 유동성이 높은 기업.',
  },
  'JP:N225': {
    zh: '東京證券交易所Prime市場225家領先公司的價格加權指數。',
    ch: '东京证券交易所Prime市场225家领先公司的价格加权指数。',
    ml: 'Indeks berwajaran harga bagi 225 syarikat utama di Pasaran Prime Bursa Saham Tokyo.',
    ja: '東京証券取引所プライム市場の代表的な225社による株価加重型の指数。',
    ko: '도쿄증권거래소 프라임 시장의 주요 225개 기업으로 구성된 가격 가중 지수.',
  },
  'CN:SSEC': {
    zh: '在上海證券交易所上市的全部股票。',
    ch: '在上海证券交易所上市的全部股票。',
    ml: 'Setiap saham yang tersenarai di Bursa Saham Shanghai.',
    ja: '上海証券取引所に上場するすべての銘柄。',
    ko: '상하이증권거래소에 상장된 모든 종목.',
  },
};

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** The final consonant of a word's last Hangul syllable: 0 none, 8 ㄹ, else another; null if not Hangul. */
function hangulFinal(word: string): number | null {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return null;
  return (code - HANGUL_FIRST) % 28;
}

/** 은/는 after a Korean word; both, as Korean writing does, after a word in another script. */
function topic(word: string): string {
  const final = hangulFinal(word);
  if (final === null) return `${word}은(는)`;
  return `${word}${final === 0 ? '는' : '은'}`;
}

/** (으)로 after a Korean word. */
function towards(word: string): string {
  const final = hangulFinal(word);
  if (final === null) return `${word}(으)로`;
  return `${word}${final === 0 || final === 8 ? '로' : '으로'}`;
}

function stockDescriptions(instrument: Instrument, sector: Sector): Translated | null {
  const exchange = EXCHANGES[instrument.market];
  if (exchange === undefined) return null;
  const words = SECTORS[sector];
  const name = (language: Language) => nameIn(instrument.names, language);
  return {
    zh: `${name('zh')}是一家在${exchange.zh}交易的${words.zh}公司。`,
    ch: `${name('ch')}是一家在${exchange.ch}交易的${words.ch}公司。`,
    ml: `${name('ml')} ialah syarikat ${words.ml} yang didagangkan di ${exchange.ml}.`,
    ja: `${name('ja')}は${exchange.ja}で取引される${words.ja}企業です。`,
    ko: `${topic(name('ko'))} ${exchange.ko}에서 거래되는 ${words.ko} 기업입니다.`,
  };
}

function cryptoDescriptions(instrument: Instrument): Translated {
  const coin = (language: Language) => nameIn(instrument.names, language).replace(/\/USDT$/, '');
  return {
    zh: `${coin('zh')}兌泰達幣（USDT），以美元計價。`,
    ch: `${coin('ch')}兑泰达币（USDT），以美元计价。`,
    ml: `${coin('ml')} berbanding Tether (USDT), dengan harga dalam dolar AS.`,
    ja: `${coin('ja')}のテザー（USDT）建て価格、米ドル表示。`,
    ko: `테더(USDT) 대비 ${coin('ko')} 가격으로, 미국 달러로 표시됩니다.`,
  };
}

function forexDescriptions(instrument: Instrument): Translated {
  const base = instrument.code.slice(0, 3);
  const quote = instrument.code.slice(3);
  const pair = (language: Language) => {
    const [first = base, second = quote] = nameIn(instrument.names, language).split('/');
    return { first, second };
  };
  const [zh, ch, ja, ko] = [pair('zh'), pair('ch'), pair('ja'), pair('ko')];
  const malayBase = MALAY_CURRENCIES[base] ?? base;
  const malayQuote = MALAY_CURRENCIES[quote] ?? quote;
  return {
    zh: `以${zh.second}報價的${zh.first}。`,
    ch: `以${ch.second}报价的${ch.first}。`,
    ml: `${malayBase.charAt(0).toUpperCase()}${malayBase.slice(1)} disebut harga dalam ${malayQuote}.`,
    ja: `${ja.first}の${ja.second}建て相場。`,
    ko: `${ko.first}의 가치를 ${towards(ko.second)} 나타낸 환율입니다.`,
  };
}

/** Every language's text of one seeded instrument's description; null for one without translations. */
export function translatedDescriptions(instrument: Instrument): Translated | null {
  switch (instrument.assetClass) {
    case 'stock':
      return instrument.profile.sector === null
        ? null
        : stockDescriptions(instrument, instrument.profile.sector);
    case 'index':
      return INDICES[instrument.symbol] ?? null;
    case 'crypto':
      return cryptoDescriptions(instrument);
    case 'forex':
      return forexDescriptions(instrument);
    default:
      return null;
  }
}

interface SeededText {
  en: string;
  translated: Translated | null;
}

let bySymbol: Map<string, SeededText> | null = null;

function seededTexts(): Map<string, SeededText> {
  bySymbol ??= new Map(
    SEED_INSTRUMENTS.flatMap((instrument) =>
      instrument.profile.description === null
        ? []
        : [
            [
              instrument.symbol,
              { en: instrument.profile.description, translated: translatedDescriptions(instrument) },
            ] as const,
          ],
    ),
  );
  return bySymbol;
}

/**
 * The description to show in `language`: the seeded translation when `stored` is still the seeded
 * English text of that instrument; `stored` itself otherwise (staff wrote it, or no translation).
 */
export function describedIn(symbol: string, stored: string | null, language: Language): string | null {
  if (stored === null || language === 'en') return stored;
  const seeded = seededTexts().get(symbol);
  if (seeded === undefined || seeded.en !== stored || seeded.translated === null) return stored;
  return seeded.translated[language];
}
