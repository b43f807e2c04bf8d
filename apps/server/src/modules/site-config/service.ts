// The site configuration the app loads before it mounts (spec §1, §7): title, logo, date pattern,
// customer-service link, staff's texts, the display zone in force (Kuala Lumpur's unless staff set
// another) and the markets the server has. Public: the login screen and the back office need it too.
import { MARKETS_CONFIG_ITEM, type ConfigItem } from '@saham/contract/common';
import { displayZoneFrom } from '@saham/domain/display-zone';
import { MARKET_CODES } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { findMarketRows } from '../markets/service.ts';
import { findSiteConfigValues, listSiteConfig } from './repo.ts';

/** Staff's items, then the markets the server has (codes in the domain's order), so a claim can be set beside them. */
export async function getSiteConfig(context: RequestContext): Promise<ConfigItem[]> {
  const [items, marketRows] = await Promise.all([
    listSiteConfig(context.services.db),
    findMarketRows(context.services.db),
  ]);
  const codes = new Set<string>(marketRows.map((row) => row.code));
  const markets = MARKET_CODES.filter((code) => codes.has(code)).join(',');
  const zone = displayZoneFrom(items.find((item) => item.name === 'displayZone')?.value);
  return [
    ...items.filter((item) => item.name !== MARKETS_CONFIG_ITEM && item.name !== 'displayZone'),
    { name: 'displayZone', value: zone },
    { name: MARKETS_CONFIG_ITEM, value: markets },
  ];
}

/** The display zone in force, for other modules reading a calendar day as the apps show it. */
export async function findDisplayZone(db: Db): Promise<string> {
  const values = await findSiteConfigValues(db, ['displayZone']);
  return displayZoneFrom(values.get('displayZone'));
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { listSiteConfig } from './repo.ts';
