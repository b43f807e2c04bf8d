// Public and session calls: site configuration (spec §7, needed before the app mounts) and notices.
import { z } from 'zod';
import { memberCall } from './call.ts';
import { isoTimeSchema, pageSchema } from './envelope.ts';

/** Names of the site configuration every deployment has. */
export const SITE_CONFIG_NAMES = ['title', 'logo', 'datePattern', 'kefuUrl'] as const;
export type SiteConfigName = (typeof SITE_CONFIG_NAMES)[number];

export const configItemSchema = z.object({ name: z.string(), value: z.string() });
export type ConfigItem = z.infer<typeof configItemSchema>;

export const config = memberCall({
  path: 'common/config',
  summary: 'The site configuration the apps show (title, logo, date pattern, support URL)',
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
