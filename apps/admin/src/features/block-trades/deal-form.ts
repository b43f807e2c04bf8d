// The deal drawer's form values and the request they make. A deal's open and close times are instants
// (the server stores and compares them as such, whatever the instrument's market); staff edit them in
// the display zone (site configuration, Kuala Lumpur by default; never the device's), picked as
// DD-MM-YYYY HH:mm, held in the form as "YYYY-MM-DDTHH:mm" and sent as ISO instants. Where the
// instrument's market keeps another clock (New York, Tokyo), the drawer shows that market's time beside.
import type { AdminBlockDeal, BlockDealInput } from '@saham/contract/block-trades';
import { formatWithPattern } from '@saham/domain/format-date';
import { timeZoneLabel } from '@saham/domain/format-market-date';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import type { MarketCode } from '@saham/domain/markets/types';
import { BACK_OFFICE_DATE_PATTERN, currentDisplayZone } from '../../shared/format/format-date-time.ts';
import { fromZonedInput, toZonedInput } from '../../shared/format/zoned-time.ts';

/** How the pickers show a time: the back office's day-first order. */
export const DEAL_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
/** How the form holds one (the picker's value is read and written in this shape). */
export const DEAL_TIME_VALUE_FORMAT = 'YYYY-MM-DDTHH:mm';

export interface DealForm {
  instrumentId: number | undefined;
  blockPrice: string;
  minShares: string;
  secretKey: string;
  opensAt: string;
  closesAt: string;
  lockDays: number;
  isEnabled: boolean;
}

/** An instant as the display zone's "YYYY-MM-DDTHH:mm" the form holds. */
export function toLocalInput(iso: string, zone: string = currentDisplayZone()): string {
  return toZonedInput(iso, zone);
}

/** The instant a display-zone "YYYY-MM-DDTHH:mm" names, or null when it names none. */
export function fromLocalInput(text: string, zone: string = currentDisplayZone()): string | null {
  return fromZonedInput(text, zone);
}

/**
 * The market's own clock at the time the form holds ("26-11-2026 09:30 EST"), to read beside a
 * display-zone time; null when the market keeps the display zone's clock or the text is no time.
 */
export function marketTimeOf(
  text: string,
  market: MarketCode | undefined,
  zone: string = currentDisplayZone(),
): string | null {
  if (market === undefined) return null;
  const marketZone = DEFAULT_MARKETS[market].timezone;
  const at = fromLocalInput(text, zone);
  if (at === null || marketZone === zone) return null;
  return `${formatWithPattern(at, BACK_OFFICE_DATE_PATTERN, marketZone)} ${timeZoneLabel(at, marketZone)}`;
}

export function emptyDealForm(now: Date): DealForm {
  const opens = new Date(now);
  opens.setMinutes(0, 0, 0);
  const closes = new Date(opens.getTime() + 7 * 86_400_000);
  return {
    instrumentId: undefined,
    blockPrice: '',
    minShares: '',
    secretKey: '',
    opensAt: toLocalInput(opens.toISOString()),
    closesAt: toLocalInput(closes.toISOString()),
    lockDays: 5,
    isEnabled: true,
  };
}

export function toDealForm(deal: AdminBlockDeal): DealForm {
  return {
    instrumentId: deal.instrumentId,
    blockPrice: deal.blockPrice,
    minShares: deal.minShares,
    secretKey: '',
    opensAt: toLocalInput(deal.opensAt),
    closesAt: toLocalInput(deal.closesAt),
    lockDays: deal.lockDays,
    isEnabled: deal.isEnabled,
  };
}

/** The request of a valid form; null when the instrument or a time is missing. */
export function fromDealForm(form: DealForm): (BlockDealInput & { secretKey: string }) | null {
  const opensAt = fromLocalInput(form.opensAt);
  const closesAt = fromLocalInput(form.closesAt);
  if (form.instrumentId === undefined || opensAt === null || closesAt === null) return null;
  return {
    instrumentId: form.instrumentId,
    blockPrice: form.blockPrice.trim(),
    minShares: form.minShares.trim(),
    secretKey: form.secretKey.trim(),
    opensAt,
    closesAt,
    lockDays: form.lockDays,
    isEnabled: form.isEnabled,
  };
}
