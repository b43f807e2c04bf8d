// The site configuration the app loads before it mounts (spec §1, §7): title, logo, date pattern,
// customer-service link. Public: the login screen needs it too.
import type { ConfigItem } from '@saham/contract/common';
import type { RequestContext } from '../../http/context.ts';
import { listSiteConfig } from './repo.ts';

export async function getSiteConfig(context: RequestContext): Promise<ConfigItem[]> {
  return listSiteConfig(context.services.db);
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { listSiteConfig } from './repo.ts';
