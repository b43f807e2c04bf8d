// The offering drawer's form values and the request they make (issue 17 §1). Times are edited in the
// issuing market's own zone (a Tokyo book-building in Tokyo time), held as "YYYY-MM-DDTHH:mm" and sent
// as ISO instants with their offset; amounts and prices stay decimal strings (the server checks them).
import type { AdminOffering, OfferingInput } from '@saham/contract/offerings';
import type { MarketCode } from '@saham/domain/markets/types';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import type { BallotMode } from '@saham/domain/new-shares/ballot';
import type { OfferingType } from '@saham/domain/new-shares/offerings';
import { fromZonedInput, toZonedInput } from '../../shared/format/zoned-time.ts';

export const OFFERING_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const OFFERING_TIME_VALUE_FORMAT = 'YYYY-MM-DDTHH:mm';

export const TIME_FIELDS = [
  'opensAt',
  'closesAt',
  'drawAt',
  'allotmentAt',
  'listingAt',
  'paymentDeadline',
  'entitlementAt',
] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export interface TierForm {
  name: string;
  minAmount: string;
}

export interface OfferingForm extends Record<TimeField, string> {
  type: OfferingType;
  isNewInstrument: boolean;
  instrumentId: number | undefined;
  newCode: string;
  nameEn: string;
  market: MarketCode;
  leadUnderwriter: string;
  applicationPrice: string;
  priceLow: string;
  priceHigh: string;
  lotSize: string;
  minQuantity: string;
  maxQuantity: string;
  minInvestment: string;
  perMemberLimit: number;
  quantityOffered: string;
  tiers: TierForm[];
  entitlementNew: number | null;
  entitlementHeld: number | null;
  fee: string;
  feeOnSuccessOnly: boolean;
  ballotMode: BallotMode;
  lockDays: number;
  prospectus: string;
}

export function zoneOf(market: MarketCode): string {
  return DEFAULT_MARKETS[market].timezone;
}

/** Wall times in the market's zone: the back office's one implementation (shared/format/zoned-time.ts). */
export { fromZonedInput, toZonedInput };

export function emptyOfferingForm(now: Date): OfferingForm {
  const zone = zoneOf('MY');
  const day = 86_400_000;
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const at = (days: number) => toZonedInput(new Date(start.getTime() + days * day).toISOString(), zone);
  return {
    type: 'ipo',
    isNewInstrument: true,
    instrumentId: undefined,
    newCode: '',
    nameEn: '',
    market: 'MY',
    leadUnderwriter: '',
    applicationPrice: '',
    priceLow: '',
    priceHigh: '',
    lotSize: '10000',
    minQuantity: '10000',
    maxQuantity: '',
    minInvestment: '0',
    perMemberLimit: 1,
    quantityOffered: '',
    tiers: [],
    entitlementNew: null,
    entitlementHeld: null,
    opensAt: at(1),
    closesAt: at(8),
    drawAt: at(10),
    allotmentAt: at(12),
    listingAt: at(19),
    paymentDeadline: '',
    entitlementAt: '',
    fee: '2.50',
    feeOnSuccessOnly: true,
    ballotMode: 'per_application',
    lockDays: 0,
    prospectus: '',
  };
}

export function toOfferingForm(offering: AdminOffering): OfferingForm {
  const zone = zoneOf(offering.market);
  return {
    type: offering.type,
    isNewInstrument: false,
    instrumentId: offering.instrumentId,
    newCode: '',
    nameEn: offering.names.en ?? '',
    market: offering.market,
    leadUnderwriter: offering.leadUnderwriter,
    applicationPrice: offering.applicationPrice ?? '',
    priceLow: offering.priceLow ?? '',
    priceHigh: offering.priceHigh ?? '',
    lotSize: offering.lotSize,
    minQuantity: offering.minQuantity,
    maxQuantity: offering.maxQuantity ?? '',
    minInvestment: offering.minInvestment,
    perMemberLimit: offering.perMemberLimit,
    quantityOffered: offering.quantityOffered,
    tiers: offering.tiers.map((tier) => ({ name: tier.names.en ?? '', minAmount: tier.minAmount })),
    entitlementNew: offering.entitlementRatio?.newShares ?? null,
    entitlementHeld: offering.entitlementRatio?.heldShares ?? null,
    opensAt: toZonedInput(offering.opensAt, zone),
    closesAt: toZonedInput(offering.closesAt, zone),
    drawAt: toZonedInput(offering.drawAt, zone),
    allotmentAt: toZonedInput(offering.allotmentAt, zone),
    listingAt: toZonedInput(offering.listingAt, zone),
    paymentDeadline: toZonedInput(offering.paymentDeadline, zone),
    entitlementAt: toZonedInput(offering.entitlementAt, zone),
    fee: offering.fee,
    feeOnSuccessOnly: offering.feeOnSuccessOnly,
    ballotMode: offering.ballotMode,
    lockDays: offering.lockDays,
    prospectus: offering.prospectus.en ?? '',
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The request of a valid form; null when the instrument or the period is missing. */
export function fromOfferingForm(form: OfferingForm): OfferingInput | null {
  const zone = zoneOf(form.market);
  const times: Partial<Record<TimeField, string>> = {};
  for (const field of TIME_FIELDS) {
    const at = fromZonedInput(form[field], zone);
    if (at !== null) times[field] = at;
  }
  if (times.opensAt === undefined || times.closesAt === undefined) return null;
  const instrument = form.isNewInstrument
    ? { newInstrument: { code: form.newCode.trim(), names: { en: form.nameEn.trim() } } }
    : form.instrumentId === undefined
      ? null
      : { instrumentId: form.instrumentId };
  if (instrument === null) return null;
  const ratio =
    form.type === 'rights' && form.entitlementNew !== null && form.entitlementHeld !== null
      ? { entitlementRatio: { newShares: form.entitlementNew, heldShares: form.entitlementHeld } }
      : {};
  return {
    type: form.type,
    ...instrument,
    market: form.market,
    leadUnderwriter: form.leadUnderwriter.trim(),
    applicationPrice: form.type === 'jp_bookbuilding' ? undefined : optional(form.applicationPrice),
    priceLow: form.type === 'jp_bookbuilding' ? optional(form.priceLow) : undefined,
    priceHigh: form.type === 'jp_bookbuilding' ? optional(form.priceHigh) : undefined,
    lotSize: form.lotSize.trim(),
    minQuantity: optional(form.minQuantity),
    maxQuantity: optional(form.maxQuantity),
    minInvestment: form.minInvestment.trim() || '0',
    perMemberLimit: form.perMemberLimit,
    quantityOffered: form.quantityOffered.trim(),
    tiers:
      form.type === 'placement'
        ? form.tiers.map((tier) => ({ names: { en: tier.name.trim() }, minAmount: tier.minAmount.trim() }))
        : [],
    ...ratio,
    opensAt: times.opensAt,
    closesAt: times.closesAt,
    drawAt: times.drawAt,
    allotmentAt: times.allotmentAt,
    listingAt: times.listingAt,
    paymentDeadline: form.type === 'jp_bookbuilding' ? times.paymentDeadline : undefined,
    entitlementAt: form.type === 'rights' ? times.entitlementAt : undefined,
    fee: form.fee.trim() || '0',
    feeOnSuccessOnly: form.feeOnSuccessOnly,
    ballotMode: form.ballotMode,
    lockDays: form.lockDays,
    prospectus: form.prospectus.trim() === '' ? {} : { en: form.prospectus.trim() },
  };
}
