import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { DEFAULT_MARKETS } from '../markets/defaults.ts';
import {
  composeMarketWrap,
  composeMarketWrapTexts,
  dueWrap,
  wrapPointsOfDate,
  type MarketWrapFigures,
} from './market-wrap.ts';

const { MY, HK, JP, CN, US, CRYPTO, FX } = DEFAULT_MARKETS;
/** Monday 23 November 2026. */
const MONDAY = '2026-11-23';
const SECOND = 1000;

describe('wrapPointsOfDate', () => {
  it('puts the midday point where the morning block breaks and the close at the last block’s end', () => {
    expect(wrapPointsOfDate(MY, MONDAY)).toEqual([
      { point: 'midday', minute: 12 * 60 + 30, nextStart: 14 * 60 },
      { point: 'close', minute: 17 * 60, nextStart: null },
    ]);
    expect(wrapPointsOfDate(HK, MONDAY).map((item) => item.minute)).toEqual([12 * 60, 16 * 60 + 10]);
    // 23 November is a holiday in Japan (Labour Thanksgiving Day): no wrap at all.
    expect(wrapPointsOfDate(JP, MONDAY)).toEqual([]);
    expect(wrapPointsOfDate(JP, '2026-11-24').map((item) => item.minute)).toEqual([
      11 * 60 + 30,
      15 * 60 + 30,
    ]);
    expect(wrapPointsOfDate(CN, MONDAY).map((item) => item.minute)).toEqual([11 * 60 + 30, 15 * 60]);
  });

  it('gives a market without a lunch break only its close, and none to a day that runs into the next', () => {
    expect(wrapPointsOfDate(US, MONDAY)).toEqual([{ point: 'close', minute: 16 * 60, nextStart: null }]);
    expect(wrapPointsOfDate(CRYPTO, MONDAY)).toEqual([]);
    expect(wrapPointsOfDate(FX, MONDAY)).toEqual([]);
    // Saturday: no sessions at all.
    expect(wrapPointsOfDate(MY, '2026-11-28')).toEqual([]);
  });

  it('gives a half day only its close and a holiday nothing', () => {
    const halfDay = { ...MY, halfDays: [{ date: MONDAY, name: 'Eve', closesAt: '12:30' }] };
    expect(wrapPointsOfDate(halfDay, MONDAY)).toEqual([
      { point: 'close', minute: 12 * 60 + 30, nextStart: null },
    ]);
    const holiday = { ...MY, holidays: [{ date: MONDAY, name: 'Holiday' }] };
    expect(wrapPointsOfDate(holiday, MONDAY)).toEqual([]);
  });
});

describe('dueWrap', () => {
  const myt = (time: string) => new Date(`${MONDAY}T${time}+08:00`);

  it('is due once the session ended and the quotes settled, until the next session opens', () => {
    expect(dueWrap(MY, myt('12:29:59'), 30 * SECOND)).toBeNull();
    expect(dueWrap(MY, myt('12:30:10'), 30 * SECOND)).toBeNull();
    const due = dueWrap(MY, myt('12:30:30'), 30 * SECOND);
    expect(due).toEqual({ date: MONDAY, point: 'midday', at: myt('12:30:00') });
    expect(dueWrap(MY, myt('13:59:59'), 30 * SECOND)?.point).toBe('midday');
    // The afternoon pre-open has begun: the break's figures are gone.
    expect(dueWrap(MY, myt('14:00:00'), 30 * SECOND)).toBeNull();
    expect(dueWrap(MY, myt('16:59:00'), 30 * SECOND)).toBeNull();
    expect(dueWrap(MY, myt('17:00:30'), 30 * SECOND)).toEqual({
      date: MONDAY,
      point: 'close',
      at: myt('17:00:00'),
    });
    expect(dueWrap(MY, myt('23:59:00'), 30 * SECOND)?.point).toBe('close');
  });

  it('reads the market’s own clock: Tokyo’s morning ends at 11:30 JST, 10:30 in Kuala Lumpur', () => {
    const due = dueWrap(JP, new Date('2026-11-24T02:31:00Z'), 30 * SECOND);
    expect(due).toEqual({ date: '2026-11-24', point: 'midday', at: new Date('2026-11-24T02:30:00Z') });
  });
});

const FIGURES: MarketWrapFigures = {
  marketNames: { en: 'Bursa Malaysia', ml: 'Bursa Malaysia', zh: '馬來西亞交易所', ch: '马来西亚交易所' },
  currency: 'MYR',
  timezone: 'Asia/Kuala_Lumpur',
  point: 'midday',
  at: new Date('2026-11-23T04:30:00Z'),
  index: {
    names: { en: 'FBM KLCI', zh: '富時大馬綜指' },
    last: '1666.46',
    change: '6.98',
    changePercent: '0.42',
  },
  advancers: 1512,
  decliners: 398,
  unchanged: 120,
  turnover: '1234567890.55',
  gainers: [{ names: { en: 'Top Glove' }, code: '7113', last: '1.03', changePercent: '5.12' }],
  losers: [{ names: { en: 'Genting', zh: '雲頂' }, code: '3182', last: '3.10', changePercent: '-3.40' }],
};

describe('composeMarketWrap', () => {
  it('writes the figures with separators, signs and the session time in the market’s zone', () => {
    const text = composeMarketWrap(FIGURES, 'en');
    expect(text.title).toBe('Bursa Malaysia at midday: FBM KLCI up 0.42% at 1,666.46');
    expect(text.summary).toBe(
      'At the midday break (12:30 MYT), 1,512 stocks rose, 398 fell and 120 were unchanged; turnover 1.23B MYR.',
    );
    expect(text.body).toContain('on 23-11-2026 at 12:30 MYT. The FBM KLCI stood at 1,666.46, +6.98 (+0.42%)');
    expect(text.body).toContain('<li><strong>Top Glove</strong> (7113) 1.03, +5.12%</li>');
    expect(text.body).toContain('<li><strong>Genting</strong> (3182) 3.10, -3.40%</li>');
  });

  it('says down and unchanged as the index moved, and the close as the close', () => {
    const down = composeMarketWrap(
      { ...FIGURES, point: 'close', index: { ...FIGURES.index, change: '-6.98', changePercent: '-0.42' } },
      'en',
    );
    expect(down.title).toBe('Bursa Malaysia at the close: FBM KLCI down 0.42% at 1,666.46');
    expect(down.body).toContain('-6.98 (-0.42%)');
    const flat = composeMarketWrap(
      { ...FIGURES, index: { ...FIGURES.index, change: '0.00', changePercent: '0.00' } },
      'ml',
    );
    expect(flat.title).toBe('Bursa Malaysia tengah hari: FBM KLCI tidak berubah pada 1,666.46');
  });

  it('uses each language’s own words, dates and units, with localized names', () => {
    expect(composeMarketWrap(FIGURES, 'zh').title).toBe(
      '馬來西亞交易所午間：富時大馬綜指上升 0.42% 報 1,666.46',
    );
    expect(composeMarketWrap(FIGURES, 'zh').summary).toContain('成交額 12.34億 MYR');
    expect(composeMarketWrap(FIGURES, 'zh').body).toContain('2026年11月23日 12:30 MYT');
    expect(composeMarketWrap(FIGURES, 'zh').body).toContain('<strong>雲頂</strong>');
    expect(composeMarketWrap(FIGURES, 'ch').summary).toContain('成交额 12.34亿 MYR');
    expect(composeMarketWrap(FIGURES, 'ml').summary).toContain('nilai dagangan 1.23B MYR');
    expect(composeMarketWrap(FIGURES, 'ko').body).toContain('2026년 11월 23일');
    expect(composeMarketWrap(FIGURES, 'ja').title).toContain('0.42% 高');
  });

  it('writes every language, none of them an English copy', () => {
    const texts = composeMarketWrapTexts(FIGURES);
    for (const language of LANGUAGES) {
      expect(texts.title[language]).not.toBe('');
      if (language !== 'en') expect(texts.summary[language]).not.toBe(texts.summary.en);
    }
  });

  it('escapes names so a body never carries markup from the data', () => {
    const text = composeMarketWrap(
      { ...FIGURES, gainers: [{ names: { en: 'A<b>&Co' }, code: 'X', last: '1', changePercent: '1.00' }] },
      'en',
    );
    expect(text.body).toContain('A&lt;b&gt;&amp;Co');
  });
});
