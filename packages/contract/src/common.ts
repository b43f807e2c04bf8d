// Public and session calls: site configuration (spec §7, needed before the app mounts) and notices.
import { z } from 'zod';
import { memberCall } from './call.ts';
import { isoTimeSchema, pageSchema } from './envelope.ts';

/**
 * Texts staff write per language (issue 16 §6): the exchanges claim the welcome, logon, home and About
 * screens make, the company information and the licence disclosure About shows. `<name>` is English
 * and the fallback of every language; `<name>_<language>` the other five.
 */
export const LOCALIZED_SITE_TEXTS = ['exchangesClaim', 'companyInfo', 'licenceDisclosure'] as const;
export type LocalizedSiteText = (typeof LOCALIZED_SITE_TEXTS)[number];
export const SITE_TEXT_LANGUAGES = ['zh', 'ch', 'ml', 'ja', 'ko'] as const;
type LocalizedSiteTextName =
  LocalizedSiteText | `${LocalizedSiteText}_${(typeof SITE_TEXT_LANGUAGES)[number]}`;

/**
 * Names of the site configuration every deployment has. `displayZone` is the IANA zone every time a
 * member or staff member reads is shown in (Asia/Kuala_Lumpur unless staff set another).
 */
export type SiteConfigName =
  'title' | 'logo' | 'datePattern' | 'kefuUrl' | 'displayZone' | LocalizedSiteTextName;
export const SITE_CONFIG_NAMES: readonly SiteConfigName[] = [
  'title',
  'logo',
  'datePattern',
  'kefuUrl',
  'displayZone',
  ...LOCALIZED_SITE_TEXTS.flatMap((name) => [
    name,
    ...SITE_TEXT_LANGUAGES.map((language) => `${name}_${language}` as const),
  ]),
];

/** A public item of `common/config` staff do not edit: the codes of the markets the server has. */
export const MARKETS_CONFIG_ITEM = 'markets';

export const configItemSchema = z.object({ name: z.string(), value: z.string() });
export type ConfigItem = z.infer<typeof configItemSchema>;

export const config = memberCall({
  path: 'common/config',
  summary: 'The site configuration the apps show (title, logo, date pattern, support URL, texts, markets)',
  access: 'public',
  request: z.object({ type: z.literal('all') }),
  response: z.array(configItemSchema),
});

export const noticeSchema = z.object({
  /** Compared as a string against the app's stored read ids (spec §3). */
  id: z.string(),
  /** Title and body in the member's language (falling back to English, then zh). */
  title: z.string(),
  content: z.string(),
  isPersonal: z.boolean(),
  createdAt: isoTimeSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

export const notice = memberCall({
  path: 'user/notice',
  summary: 'Notices for the member (or visitor), ten a page, with the unread count',
  description: 'Newest first, ten a page; the bell counts unread notices among the newest page.',
  access: 'session',
  request: z.object({ type: z.literal('myr'), page: pageSchema.optional() }),
  response: z.array(noticeSchema),
});
