// Times of an offering: in the display zone (Malaysian time) like every time a member sees, with the
// market's own clock beside it when the issuing market keeps another zone (a Tokyo book-building).
import type { MarketCode } from '@saham/domain/markets/types';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { useFormatters } from '../../shared/format/use-formatters.ts';

export function useOfferingTime(market: MarketCode): (iso: string | null) => string {
  const { date, dateInZone, displayZone } = useFormatters();
  const zone = DEFAULT_MARKETS[market].timezone;
  return (iso) => {
    if (iso === null) return '--';
    return zone === displayZone ? date(iso) : `${date(iso)} (${dateInZone(iso, zone)})`;
  };
}
