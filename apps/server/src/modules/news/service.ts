// News for members and visitors (spec §2 news centre): published articles only, newest first, ten a
// page, in the reader's language — a member's stored language, else the accept-language header's —
// with the notices' fallback (that language, else English, else Traditional Chinese).
import type { Paged } from '@saham/contract/envelope';
import type { ParsedRequestOf } from '@saham/contract/call';
import type { NewsArticle, newsDetail, NewsInstrument, newsList, NewsSummary } from '@saham/contract/news';
import { NEWS_CATEGORIES, newsImageUrl } from '@saham/contract/news';
import type { Language } from '@saham/domain/languages';
import { ASSET_CLASSES, nameIn } from '@saham/domain/markets/instrument';
import { SEARCH_ALIASES } from '@saham/domain/markets/search-aliases';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import type { MemberRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { pickLocalizedText } from '../notices/localized-text.ts';
import { readerLanguage } from '../notices/service.ts';
import { findInstrumentsNamed, findPublishedArticle, findPublishedPage, type NewsRow } from './repo.ts';

function categoryOf(row: NewsRow): NewsSummary['category'] {
  const category = NEWS_CATEGORIES.find((known) => known === row.category);
  if (!category) throw new Error(`news article ${row.id} has an unknown category ${row.category}`);
  return category;
}

function toSummary(row: NewsRow, language: Language): NewsSummary {
  return {
    id: row.id,
    category: categoryOf(row),
    title: pickLocalizedText(row.title, language),
    summary: pickLocalizedText(row.summary, language),
    coverUrl: row.coverImageId === null ? null : newsImageUrl(row.coverImageId),
    instrumentCodes: row.instrumentCodes,
    // Published rows always have a time (a check constraint says so).
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export async function listNews(
  body: ParsedRequestOf<typeof newsList>,
  context: MemberRequestContext,
): Promise<Paged<NewsSummary>> {
  const [language, { rows, total }] = await Promise.all([
    readerLanguage(context),
    findPublishedPage(context.services.db, body.category, body.page),
  ]);
  return toPaged(
    rows.map((row) => toSummary(row, language)),
    body.page,
    total,
  );
}

/** The symbol each short name (upper-cased) stands for: MAYBANK is MY:1155. */
const SYMBOL_BY_ALIAS = new Map(
  Object.entries(SEARCH_ALIASES).flatMap(([symbol, aliases]) =>
    aliases.map((alias) => [alias.toUpperCase(), symbol] as const),
  ),
);

type NamedRow = Awaited<ReturnType<typeof findInstrumentsNamed>>[number];

/** The instrument a related code names: a symbol exactly, else a code (domestic market first), else a short name. */
function instrumentNamedBy(text: string, rows: readonly NamedRow[]): NamedRow | undefined {
  const bySymbol = (symbol: string | undefined) => rows.find((row) => row.symbol === symbol);
  const byCode = MARKET_CODES.map((market) =>
    rows.find((row) => row.market === market && row.code === text),
  ).find((row) => row !== undefined);
  return bySymbol(text) ?? byCode ?? bySymbol(SYMBOL_BY_ALIAS.get(text));
}

async function relatedInstruments(
  db: Db,
  relatedCodes: readonly string[],
  language: Language,
): Promise<NewsInstrument[]> {
  const texts = relatedCodes.map((code) => code.trim().toUpperCase());
  const aliasSymbols = texts.flatMap((text) => SYMBOL_BY_ALIAS.get(text) ?? []);
  const rows = await findInstrumentsNamed(db, texts, [
    ...texts.filter((text) => text.includes(':')),
    ...aliasSymbols,
  ]);
  const found: NewsInstrument[] = [];
  relatedCodes.forEach((relatedCode, index) => {
    const row = instrumentNamedBy(texts[index] ?? '', rows);
    const market = MARKET_CODES.find((code) => code === row?.market);
    const assetClass = ASSET_CLASSES.find((known) => known === row?.assetClass);
    if (!row || !market || !assetClass || found.some((item) => item.symbol === row.symbol)) return;
    const name = nameIn(row.names, language);
    found.push({ relatedCode, symbol: row.symbol, market, code: row.code, name, assetClass });
  });
  return found;
}

export async function readNews(
  body: ParsedRequestOf<typeof newsDetail>,
  context: MemberRequestContext,
): Promise<NewsArticle> {
  const [language, row] = await Promise.all([
    readerLanguage(context),
    findPublishedArticle(context.services.db, body.id),
  ]);
  if (!row) return refuse('NEWS_NOT_FOUND');
  return {
    ...toSummary(row, language),
    body: pickLocalizedText(row.body, language),
    instruments: await relatedInstruments(context.services.db, row.instrumentCodes, language),
  };
}
