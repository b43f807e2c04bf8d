// Market-wrap news (issue 16 §6): when a market's morning session breaks for lunch and when it closes,
// the server writes an article from the market's own figures — its index level and change, breadth,
// top movers and turnover — in every language. This file decides the points of a trading day that get
// a wrap and composes the texts; both are pure. Numbers keep the app's separators (1,666.46) and large
// values use the language's own units (format-compact.ts); times are the market's own clock, labelled.
import type { Currency } from '../currencies.ts';
import { formatCompact } from '../format-compact.ts';
import { timeZoneLabel } from '../format-market-date.ts';
import { decimalSign, formatMoney } from '../format-money.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import { nameIn } from '../markets/instrument.ts';
import { marketMoment, rangesOfDate, zonedInstant, type SessionCalendar } from '../markets/sessions.ts';
import type { LocalizedName } from '../markets/types.ts';

export const WRAP_POINTS = ['midday', 'close'] as const;
export type WrapPoint = (typeof WRAP_POINTS)[number];

const DAY_MINUTES = 24 * 60;

/**
 * The wrap points of a local date, in minutes of the day: the end of the morning block of sessions when
 * a break follows it (Bursa 12:30, Hong Kong 12:00, Tokyo and Shanghai 11:30), and the end of the last
 * block (the close). A block running to midnight goes on the next day, so it is no close: crypto and
 * forex (but Friday's close) have none. A half day has only its close; a holiday none.
 */
export function wrapPointsOfDate(
  calendar: SessionCalendar,
  date: string,
): { point: WrapPoint; minute: number; nextStart: number | null }[] {
  const blocks: { start: number; end: number }[] = [];
  for (const range of rangesOfDate(calendar, date)) {
    const last = blocks.at(-1);
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else blocks.push({ start: range.start, end: range.end });
  }
  const closing = blocks.at(-1);
  if (closing === undefined || closing.end >= DAY_MINUTES) return [];
  const points: { point: WrapPoint; minute: number; nextStart: number | null }[] = [];
  const morning = blocks[0];
  const afternoon = blocks[1];
  if (morning !== undefined && afternoon !== undefined) {
    points.push({ point: 'midday', minute: morning.end, nextStart: afternoon.start });
  }
  points.push({ point: 'close', minute: closing.end, nextStart: null });
  return points;
}

export interface DueWrap {
  /** The market's local date. */
  date: string;
  point: WrapPoint;
  /** The instant the wrap describes: the session's end. */
  at: Date;
}

/**
 * The wrap due at an instant: the latest point of the market's local date that ended at least
 * `settleMilliseconds` ago (the last quotes are stored by then), while nothing has traded since — the
 * break or the evening after the close, so the figures read now are the figures of that moment. Null
 * when none is (during a session, before the first point, or once the afternoon session opened).
 */
export function dueWrap(
  calendar: SessionCalendar,
  instant: Date,
  settleMilliseconds: number,
): DueWrap | null {
  const { date, minute } = marketMoment(calendar, instant);
  const due = wrapPointsOfDate(calendar, date)
    .filter((candidate) => minute >= candidate.minute && (candidate.nextStart ?? DAY_MINUTES) > minute)
    .at(-1);
  if (due === undefined) return null;
  const at = zonedInstant(calendar.timezone, date, due.minute);
  if (instant.getTime() - at.getTime() < settleMilliseconds) return null;
  return { date, point: due.point, at };
}

/** One instrument among the top movers. */
export interface WrapMover {
  names: LocalizedName;
  code: string;
  last: string;
  /** Percent against the previous close, two decimals ("5.12", "-3.40"). */
  changePercent: string;
}

export interface MarketWrapFigures {
  marketNames: LocalizedName;
  currency: Currency;
  timezone: string;
  point: WrapPoint;
  /** The session's end (DueWrap.at). */
  at: Date;
  index: { names: LocalizedName; last: string; change: string; changePercent: string };
  advancers: number;
  decliners: number;
  unchanged: number;
  /** The day's turnover of the market's listed instruments, in its currency. */
  turnover: string;
  gainers: readonly WrapMover[];
  losers: readonly WrapMover[];
}

export interface WrapText {
  title: string;
  summary: string;
  /** HTML with only the tags a news body keeps (p, h3, ul, li, strong). */
  body: string;
}

type Direction = 'up' | 'down' | 'flat';

interface Words {
  /** The article's title; `percent` is unsigned. */
  title(
    point: WrapPoint,
    market: string,
    index: string,
    direction: Direction,
    percent: string,
    level: string,
  ): string;
  /** One sentence on the session that ended, with the breadth and the turnover. */
  summary(point: WrapPoint, time: string, up: number, down: number, flat: number, turnover: string): string;
  /** The lead: the date and time, then the index against the previous close. */
  lead(point: WrapPoint, date: string, time: string, index: string, level: string, change: string): string;
  breadth: string;
  advancers: string;
  decliners: string;
  unchanged: string;
  turnover: string;
  gainers: string;
  losers: string;
  none: string;
  /** The local date in the language's own way. */
  date(year: string, month: string, day: string): string;
}

const count = (value: number) => formatMoney(String(value), { decimals: 0 });

const WORDS: Record<Language, Words> = {
  en: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market} at midday` : `${market} at the close`;
      if (direction === 'flat') return `${head}: ${index} unchanged at ${level}`;
      return `${head}: ${index} ${direction === 'up' ? 'up' : 'down'} ${percent}% at ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? 'At the midday break' : 'At the close'} (${time}), ${count(up)} stocks rose, ${count(down)} fell and ${count(flat)} were unchanged; turnover ${turnover}.`,
    lead: (point, date, time, index, level, change) =>
      `${point === 'midday' ? 'The morning session ended' : 'Trading ended'} on ${date} at ${time}. The ${index} stood at ${level}, ${change} from the previous close.`,
    breadth: 'Market breadth',
    advancers: 'Advancers',
    decliners: 'Decliners',
    unchanged: 'Unchanged',
    turnover: 'Turnover',
    gainers: 'Top gainers',
    losers: 'Top losers',
    none: 'None',
    date: (year, month, day) => `${day}-${month}-${year}`,
  },
  ml: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market} tengah hari` : `${market} pada penutupan`;
      if (direction === 'flat') return `${head}: ${index} tidak berubah pada ${level}`;
      return `${head}: ${index} ${direction === 'up' ? 'naik' : 'turun'} ${percent}% kepada ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? 'Pada rehat tengah hari' : 'Pada penutupan'} (${time}), ${count(up)} saham naik, ${count(down)} turun dan ${count(flat)} tidak berubah; nilai dagangan ${turnover}.`,
    lead: (point, date, time, index, level, change) =>
      `${point === 'midday' ? 'Sesi pagi berakhir' : 'Dagangan berakhir'} pada ${date}, ${time}. ${index} berada pada ${level}, ${change} berbanding harga penutupan sebelumnya.`,
    breadth: 'Keluasan pasaran',
    advancers: 'Naik',
    decliners: 'Turun',
    unchanged: 'Tidak berubah',
    turnover: 'Nilai dagangan',
    gainers: 'Kenaikan tertinggi',
    losers: 'Penurunan tertinggi',
    none: 'Tiada',
    date: (year, month, day) => `${day}-${month}-${year}`,
  },
  zh: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market}午間` : `${market}收市`;
      if (direction === 'flat') return `${head}：${index}持平報 ${level}`;
      return `${head}：${index}${direction === 'up' ? '上升' : '下跌'} ${percent}% 報 ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? '午間休市' : '收市'}時（${time}），${count(up)} 隻股票上升、${count(down)} 隻下跌、${count(flat)} 隻持平；成交額 ${turnover}。`,
    lead: (point, date, time, index, level, change) =>
      `${date} ${time}，${point === 'midday' ? '早盤交易結束' : '全日交易結束'}。${index}報 ${level}，較前收市${change}。`,
    breadth: '市場寬度',
    advancers: '上升',
    decliners: '下跌',
    unchanged: '持平',
    turnover: '成交額',
    gainers: '升幅最大',
    losers: '跌幅最大',
    none: '無',
    date: (year, month, day) => `${year}年${Number(month)}月${Number(day)}日`,
  },
  ch: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market}午间` : `${market}收市`;
      if (direction === 'flat') return `${head}：${index}持平报 ${level}`;
      return `${head}：${index}${direction === 'up' ? '上涨' : '下跌'} ${percent}% 报 ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? '午间休市' : '收市'}时（${time}），${count(up)} 只股票上涨、${count(down)} 只下跌、${count(flat)} 只持平；成交额 ${turnover}。`,
    lead: (point, date, time, index, level, change) =>
      `${date} ${time}，${point === 'midday' ? '早盘交易结束' : '全天交易结束'}。${index}报 ${level}，较前收市${change}。`,
    breadth: '市场宽度',
    advancers: '上涨',
    decliners: '下跌',
    unchanged: '持平',
    turnover: '成交额',
    gainers: '涨幅最大',
    losers: '跌幅最大',
    none: '无',
    date: (year, month, day) => `${year}年${Number(month)}月${Number(day)}日`,
  },
  ja: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market} 前場` : `${market} 大引け`;
      if (direction === 'flat') return `${head}：${index}は横ばいの ${level}`;
      return `${head}：${index}は ${percent}% ${direction === 'up' ? '高' : '安'}の ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? '前場終了時' : '大引け時'}（${time}）、値上がり ${count(up)} 銘柄、値下がり ${count(down)} 銘柄、変わらず ${count(flat)} 銘柄。売買代金は ${turnover}。`,
    lead: (point, date, time, index, level, change) =>
      `${date} ${time}、${point === 'midday' ? '前場の取引が終了しました' : '本日の取引が終了しました'}。${index}は ${level}、前日比 ${change}。`,
    breadth: '騰落状況',
    advancers: '値上がり',
    decliners: '値下がり',
    unchanged: '変わらず',
    turnover: '売買代金',
    gainers: '値上がり率上位',
    losers: '値下がり率上位',
    none: 'なし',
    date: (year, month, day) => `${year}年${Number(month)}月${Number(day)}日`,
  },
  ko: {
    title: (point, market, index, direction, percent, level) => {
      const head = point === 'midday' ? `${market} 오전장 마감` : `${market} 장 마감`;
      if (direction === 'flat') return `${head}: ${index} 보합 ${level}`;
      return `${head}: ${index} ${percent}% ${direction === 'up' ? '상승' : '하락'}, ${level}`;
    },
    summary: (point, time, up, down, flat, turnover) =>
      `${point === 'midday' ? '오전장 마감' : '장 마감'}(${time}) 기준 상승 ${count(up)}종목, 하락 ${count(down)}종목, 보합 ${count(flat)}종목; 거래대금 ${turnover}.`,
    lead: (point, date, time, index, level, change) =>
      `${date} ${time}, ${point === 'midday' ? '오전장 거래가 끝났습니다' : '오늘 거래가 끝났습니다'}. ${index} ${level}, 전일 종가 대비 ${change}.`,
    breadth: '등락 현황',
    advancers: '상승',
    decliners: '하락',
    unchanged: '보합',
    turnover: '거래대금',
    gainers: '상승률 상위',
    losers: '하락률 상위',
    none: '없음',
    date: (year, month, day) => `${year}년 ${Number(month)}월 ${Number(day)}일`,
  },
};

/** A decimal with separators and its own decimals: "1666.46" → "1,666.46". */
function level(value: string, signDisplay: 'auto' | 'always' = 'auto'): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  return formatMoney(value, { decimals, signDisplay });
}

function signedPercent(value: string): string {
  return `${formatMoney(value, { decimals: 2, signDisplay: 'always' })}%`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function moverList(movers: readonly WrapMover[], language: Language, none: string): string {
  if (movers.length === 0) return `<p>${escapeHtml(none)}</p>`;
  const items = movers.map(
    (mover) =>
      `<li><strong>${escapeHtml(nameIn(mover.names, language))}</strong> (${escapeHtml(mover.code)}) ${level(mover.last)}, ${signedPercent(mover.changePercent)}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** The wrap's title, summary and body in one language. */
export function composeMarketWrap(figures: MarketWrapFigures, language: Language): WrapText {
  const words = WORDS[language];
  const { date, minute } = marketMoment(figures, figures.at);
  const [year = '', month = '', day = ''] = date.split('-');
  const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const time = `${clock} ${timeZoneLabel(figures.at, figures.timezone)}`;
  const market = nameIn(figures.marketNames, language);
  const index = nameIn(figures.index.names, language);
  const sign = decimalSign(figures.index.change);
  const direction: Direction = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  const percent = formatMoney(figures.index.changePercent.replace(/^[+-]/, ''), { decimals: 2 });
  const indexLevel = level(figures.index.last);
  const change = `${level(figures.index.change, 'always')} (${signedPercent(figures.index.changePercent)})`;
  const turnover = `${formatCompact(figures.turnover, language)} ${figures.currency}`;
  const body = [
    `<p>${escapeHtml(words.lead(figures.point, words.date(year, month, day), time, index, indexLevel, change))}</p>`,
    `<h3>${escapeHtml(words.breadth)}</h3>`,
    `<ul><li>${escapeHtml(words.advancers)}: ${count(figures.advancers)}</li><li>${escapeHtml(words.decliners)}: ${count(figures.decliners)}</li><li>${escapeHtml(words.unchanged)}: ${count(figures.unchanged)}</li></ul>`,
    `<h3>${escapeHtml(words.turnover)}</h3>`,
    `<p>${escapeHtml(turnover)}</p>`,
    `<h3>${escapeHtml(words.gainers)}</h3>`,
    moverList(figures.gainers, language, words.none),
    `<h3>${escapeHtml(words.losers)}</h3>`,
    moverList(figures.losers, language, words.none),
  ].join('');
  return {
    title: words.title(figures.point, market, index, direction, percent, indexLevel),
    summary: words.summary(
      figures.point,
      time,
      figures.advancers,
      figures.decliners,
      figures.unchanged,
      turnover,
    ),
    body,
  };
}

/** The wrap in every language, as the news table stores texts: { field: { language: text } }. */
export function composeMarketWrapTexts(figures: MarketWrapFigures): {
  title: Record<Language, string>;
  summary: Record<Language, string>;
  body: Record<Language, string>;
} {
  const title: Partial<Record<Language, string>> = {};
  const summary: Partial<Record<Language, string>> = {};
  const body: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = composeMarketWrap(figures, language);
    title[language] = text.title;
    summary[language] = text.summary;
    body[language] = text.body;
  }
  return { title: complete(title), summary: complete(summary), body: complete(body) };
}

function complete(texts: Partial<Record<Language, string>>): Record<Language, string> {
  return {
    zh: texts.zh ?? '',
    ch: texts.ch ?? '',
    en: texts.en ?? '',
    ml: texts.ml ?? '',
    ja: texts.ja ?? '',
    ko: texts.ko ?? '',
  };
}
