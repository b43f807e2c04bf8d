// Market-wrap articles (issue 16 §6): after each engine round, a market whose morning session has
// just broken for lunch, or which has just closed, gets an article written from its own figures
// (quotes/market-wrap-figures.ts) in every language (domain news/market-wrap.ts), published at the
// moment it describes. One article per market, local date and point: the generated key's unique index
// decides, so a rerun or a second process writes nothing twice. A wrap is written only while nothing
// has traded since its moment (the break, the evening), so its figures are that moment's; a server
// that was down all through a break writes no late midday wrap.
import { MARKET_CODES, type Market } from '@saham/domain/markets/types';
import { composeMarketWrapTexts, dueWrap, type DueWrap } from '@saham/domain/news/market-wrap';
import type { Services } from '../../http/context.ts';
import { loadMarket } from '../markets/service.ts';
import { readMarketWrapFigures } from '../quotes/market-wrap-figures.ts';
import { insertGeneratedArticle } from './repo.ts';
import { sanitizeNewsBody } from './sanitize-body.ts';

/** The last quotes of a session are stored within a few seconds of its end (engine quoteWriteMs). */
export const WRAP_SETTLE_MILLISECONDS = 30_000;
/** Markets (sessions, holidays) are read again this often. */
const MARKETS_TTL_MILLISECONDS = 60_000;

interface WrapState {
  markets: Market[];
  loadedAt: number;
  /** Keys written or found written in this process: the next rounds skip them without a query. */
  done: Set<string>;
}

const stateByServices = new WeakMap<Services, WrapState>();

async function marketsOf(services: Services, instant: Date): Promise<WrapState> {
  const state = stateByServices.get(services) ?? { markets: [], loadedAt: -Infinity, done: new Set() };
  stateByServices.set(services, state);
  if (Math.abs(instant.getTime() - state.loadedAt) >= MARKETS_TTL_MILLISECONDS) {
    const loaded = await Promise.all(MARKET_CODES.map((code) => loadMarket(services.db, code, instant)));
    state.markets = loaded.filter((market) => market !== null);
    state.loadedAt = instant.getTime();
  }
  return state;
}

export function wrapKeyOf(market: Market, due: DueWrap): string {
  return `${market.code}:${due.date}:${due.point}`;
}

/**
 * Writes one market's due wrap; answers whether this call wrote it (false: written before, or nothing
 * to write — no index, or no trading that day).
 */
export async function writeMarketWrap(services: Services, market: Market, due: DueWrap): Promise<boolean> {
  const reading = await readMarketWrapFigures(services.db, market, due);
  if (reading === null) return false;
  const texts = composeMarketWrapTexts(reading.figures);
  const body = Object.fromEntries(
    Object.entries(texts.body).map(([language, html]) => [language, sanitizeNewsBody(html)]),
  );
  return insertGeneratedArticle(services.db, {
    category: 'price',
    title: texts.title,
    summary: texts.summary,
    body,
    coverImageId: null,
    instrumentCodes: reading.symbols,
    generatedKey: wrapKeyOf(market, due),
    publishedAt: due.at,
    now: services.clock.now(),
  });
}

/** Every market's wrap due at `instant` that this process has not written yet. */
export async function writeDueMarketWraps(services: Services, instant: Date): Promise<number> {
  const state = await marketsOf(services, instant);
  let written = 0;
  for (const market of state.markets) {
    const due = dueWrap(market, instant, WRAP_SETTLE_MILLISECONDS);
    if (due === null) continue;
    const key = wrapKeyOf(market, due);
    if (state.done.has(key)) continue;
    if (await writeMarketWrap(services, market, due)) written += 1;
    state.done.add(key);
  }
  return written;
}
