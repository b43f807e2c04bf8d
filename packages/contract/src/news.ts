// Member calls of news (spec §2 news centre: hot news and price information, and the article detail).
// Access is public: visitors, members and anyone without a session read published news, in the
// member's stored language or, without a member, the accept-language header's (fallback en, then zh).
import { z } from 'zod';
import { ASSET_CLASSES } from '@saham/domain/markets/instrument';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { memberCall } from './call.ts';
import { isoTimeSchema, pageSchema, pagedSchema } from './envelope.ts';

/** hot: hot news; price: price information. */
export const NEWS_CATEGORIES = ['hot', 'price'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/**
 * News images are public: GET /api/vue/news/image/<public id> answers the image to anyone. The id is
 * random; only staff upload news images. Article bodies may only show images from this path.
 */
export const NEWS_IMAGE_PATH = 'news/image';
export const NEWS_IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

export function newsImageUrl(publicId: string): string {
  return `/api/vue/${NEWS_IMAGE_PATH}/${publicId}`;
}

/** Whether an image source is one of our own news images (the only images a body may show). */
export function isNewsImageSrc(src: string | undefined): boolean {
  const prefix = newsImageUrl('');
  return src !== undefined && src.startsWith(prefix) && NEWS_IMAGE_ID_PATTERN.test(src.slice(prefix.length));
}

/**
 * The tags an article body keeps (the server's sanitiser enforces it on save; the back office's
 * preview follows it). Links keep an https href only; images keep a src that isNewsImageSrc and an alt.
 */
export const NEWS_BODY_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'br',
] as const;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  /** A newsImageUrl, or null without a cover. */
  coverUrl: z.string().nullable(),
  instrumentCodes: z.array(z.string()),
  publishedAt: isoTimeSchema,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** An instrument an article's related codes name, in the reader's language: a chip opens its detail. */
export const newsInstrumentSchema = z.object({
  /** Which of the article's instrumentCodes names it. */
  relatedCode: z.string(),
  symbol: z.string(),
  market: z.enum(MARKET_CODES),
  code: z.string(),
  name: z.string(),
  /** An index opens the index detail; anything else the stock detail. */
  assetClass: z.enum(ASSET_CLASSES),
});
export type NewsInstrument = z.infer<typeof newsInstrumentSchema>;

export const newsArticleSchema = newsSummarySchema.extend({
  /** Sanitised HTML (p, h2, h3, strong, em, ul, ol, li, a, img, blockquote, br), safe to render. */
  body: z.string(),
  /**
   * The related codes that name a listed or suspended instrument (a code — the domestic market's
   * first —, a `MARKET:CODE` symbol or a short name such as MAYBANK), in the article's order. Codes
   * that name none (a futures contract, an unlisted stock) stay plain text.
   */
  instruments: z.array(newsInstrumentSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsList = memberCall({
  path: 'news/list',
  summary: 'Published news, newest first, ten a page',
  description: 'Published articles, newest first, ten a page; without a category, both.',
  access: 'public',
  request: z.object({ category: z.enum(NEWS_CATEGORIES).optional(), page: pageSchema }),
  response: pagedSchema(newsSummarySchema),
});

export const newsDetail = memberCall({
  path: 'news/detail',
  summary: 'One published news article',
  description:
    'One published article; a draft, unpublished, deleted or unknown one is refused with ' +
    'NEWS_NOT_FOUND.',
  access: 'public',
  request: z.object({ id: z.number().int().min(1).max(2_147_483_647) }),
  response: newsArticleSchema,
});
