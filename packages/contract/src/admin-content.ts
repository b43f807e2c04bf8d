// Staff-managed content: notices (broadcast or to one member, in six languages) and site config.
import { z } from 'zod';
import { LANGUAGES } from '@saham/domain/languages';
import { staffCall, type StaffRole } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';
import { configItemSchema, SITE_CONFIG_NAMES } from './common.ts';

const localized = (max: number) =>
  z.object(
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language is a key here
    Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().max(max)])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodString
    >,
  );

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  /** null: broadcast to every member (and visitors). */
  memberAccount: z.string().nullable(),
  title: localized(200),
  content: localized(5000),
  createdBy: z.string(),
  createdAt: isoTimeSchema,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const listNotices = staffCall({
  path: 'notices/list',
  summary: 'Notices sent, newest first, ten a page',
  roles: ['admin', 'support'],
  request: z.object({ page: pageSchema }),
  response: pagedSchema(adminNoticeSchema),
});

export const createNotice = staffCall({
  path: 'notices/create',
  summary: 'Send a notice to one member or to everyone',
  description: "Every language's title and content are required.",
  roles: ['admin', 'support'],
  request: z.object({
    memberAccount: z.string().max(64).nullable(),
    title: localized(200),
    content: localized(5000),
  }),
  response: adminNoticeSchema,
});

export const deleteNotice = staffCall({
  path: 'notices/delete',
  summary: 'Delete a notice',
  roles: ['admin', 'support'],
  request: z.object({ id: z.number().int() }),
  response: nullSchema,
});

export const getSiteConfig = staffCall({
  path: 'config/get',
  summary: 'The site configuration (title, logo, date pattern, support URL)',
  roles: ['admin'],
  request: z.object({}),
  response: z.array(configItemSchema),
});

export const updateSiteConfig = staffCall({
  path: 'config/update',
  summary: 'Update items of the site configuration',
  description: 'Updates the named items; `logo` takes a URL returned by `config/uploadLogo`.',
  roles: ['admin'],
  // Every name at most once: the site-config page saves them all (the server refuses a repeated one).
  request: z.object({
    items: z.array(configItemSchema.extend({ value: z.string().max(2000) })).max(SITE_CONFIG_NAMES.length),
  }),
  response: z.array(configItemSchema),
});

/** Multipart (field `file`: PNG, JPEG, WebP or SVG-free image ≤ 1 MB) — not JSON; answers `{url}`. */
export const UPLOAD_LOGO_PATH = 'config/uploadLogo';
/** Who may upload a logo (the same as `config/update`). */
export const UPLOAD_LOGO_ROLES = ['admin'] as const satisfies readonly StaffRole[];
export const uploadLogoResponseSchema = z.object({ url: z.string() });
