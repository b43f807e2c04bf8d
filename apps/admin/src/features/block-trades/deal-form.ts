// The deal drawer's form values and the request they make. Times are edited as the staff member's
// local date and time (an <input type="datetime-local">) and sent as ISO instants.
import type { AdminBlockDeal, BlockDealInput } from '@saham/contract/block-trades';

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

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant a local "YYYY-MM-DDTHH:mm" names, or null when it names none. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(text);
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
