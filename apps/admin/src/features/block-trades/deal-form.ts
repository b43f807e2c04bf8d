// The deal drawer's form values and the request they make. Times are edited in Malaysian time (the
// back office's zone, whatever the device's), picked as DD-MM-YYYY HH:mm, held in the form as
// "YYYY-MM-DDTHH:mm" and sent as ISO instants.
import type { AdminBlockDeal, BlockDealInput } from '@saham/contract/block-trades';
import { formatWithPattern } from '@saham/domain/format-date';

const DISPLAY_TIME_ZONE = 'Asia/Kuala_Lumpur';
/** Malaysia has kept UTC+8 all year since 1982. */
const DISPLAY_UTC_OFFSET = '+08:00';
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

/** An instant as the Malaysian "YYYY-MM-DDTHH:mm" the form holds. */
export function toLocalInput(iso: string): string {
  return formatWithPattern(iso, 'YYYY-MM-DD[T]HH:mm', DISPLAY_TIME_ZONE);
}

/** The instant a Malaysian "YYYY-MM-DDTHH:mm" names, or null when it names none. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text}:00${DISPLAY_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
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
