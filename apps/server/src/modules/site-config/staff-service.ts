// Site configuration as staff edit it (title, logo, date pattern, customer-service link, display zone) and logo
// uploads. Only the known names are accepted, each by its rule; every change is audited.
import { SITE_CONFIG_NAMES, type ConfigItem, type SiteConfigName } from '@saham/contract/common';
import { displayZoneFrom } from '@saham/domain/display-zone';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import { reencodeImage } from '../uploads/reencode-image.ts';
import type { UploadImageType } from '../uploads/image-header.ts';
import { MAX_LOGO_BYTES, storeLogo, type ImageType } from './logo-store.ts';
import { findSiteConfigValues, upsertSiteConfigValue } from './repo.ts';
import { checkedSiteConfigValue } from './site-config-rules.ts';

function isSiteConfigName(name: string): name is SiteConfigName {
  return SITE_CONFIG_NAMES.some((known) => known === name);
}

export async function getSiteConfig(context: StaffRequestContext): Promise<ConfigItem[]> {
  const values = await findSiteConfigValues(context.services.db, SITE_CONFIG_NAMES);
  return SITE_CONFIG_NAMES.map((name) => ({
    name,
    // The display zone shows the zone in force: Kuala Lumpur's until staff set another.
    value: name === 'displayZone' ? displayZoneFrom(values.get(name)) : (values.get(name) ?? ''),
  }));
}

/** Checks every item before anything is written, so a refused update changes nothing. */
function checkedItems(items: readonly ConfigItem[]): Map<SiteConfigName, string> {
  const checked = new Map<SiteConfigName, string>();
  items.forEach((item, index) => {
    if (!isSiteConfigName(item.name) || checked.has(item.name)) {
      refuse('INVALID_INPUT', { field: `items.${index}.name` });
    }
    checked.set(item.name, checkedSiteConfigValue(item.name, item.value));
  });
  return checked;
}

export async function updateSiteConfig(
  context: StaffRequestContext,
  request: { items: ConfigItem[] },
): Promise<ConfigItem[]> {
  const changes = checkedItems(request.items);
  if (changes.size === 0) return getSiteConfig(context);
  const { services, staff } = context;
  const now = services.clock.now();
  const names = [...changes.keys()];
  await services.db.transaction(async (tx) => {
    const previous = await findSiteConfigValues(tx, names);
    for (const [name, value] of changes) await upsertSiteConfigValue(tx, name, value);
    await recordAudit(tx, {
      staff,
      action: 'config/update',
      targetType: 'siteConfig',
      targetId: names.join(','),
      before: Object.fromEntries(names.map((name) => [name, previous.get(name) ?? null])),
      after: Object.fromEntries(changes),
      ip: context.ip,
      at: now,
    });
  });
  return getSiteConfig(context);
}

const LOGO_FILE_TYPES: Record<UploadImageType, ImageType> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * Stores an uploaded logo (PNG, JPEG or WebP by its bytes, at most 1 MB) and answers its URL. The logo
 * is served to everyone and cached for good, so it is re-encoded like members' uploads: only its
 * pixels are kept, never bytes appended to the image (an HTML payload) or its metadata (EXIF, GPS).
 */
export async function uploadLogo(context: StaffRequestContext, original: Buffer): Promise<{ url: string }> {
  if (original.length > MAX_LOGO_BYTES) refuse('UPLOAD_TOO_LARGE');
  const image = await reencodeImage(original);
  const { bytes } = image;
  const type = LOGO_FILE_TYPES[image.type];
  const { services, staff } = context;
  const fileName = await storeLogo(services.config.dataDir, bytes, type);
  const url = `/uploads/${fileName}`;
  await services.db.transaction(async (tx) => {
    await recordAudit(tx, {
      staff,
      action: 'config/uploadLogo',
      targetType: 'upload',
      targetId: fileName,
      after: { url, type, sizeBytes: bytes.length },
      ip: context.ip,
      at: services.clock.now(),
    });
  });
  return { url };
}
