// The application form's own checks and figures, from the domain's rules (the server applies the same
// ones and has the last word): whole subscription lots, the minimum and maximum, the bid range, the
// rights entitlement, and the amount an application freezes (quantity × application price + fee)
// against the available balance. Quantities are whole shares as bigint; prices exact decimals.
import type { OfferingDetail } from '@saham/contract/new-stock';
import type { Language } from '@saham/domain/languages';
import { parseDecimal } from '@saham/domain/markets/decimal';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { freezeMinor, isWholeLots, paysOnApplication } from '@saham/domain/new-shares/offerings';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMarketPrice } from '../../shared/format/format-number.ts';

export interface FormProblem {
  key: string;
  values?: Record<string, string>;
}

/** The instrument's name in the language on screen, then English, then its code. */
export function offeringName(offering: { names: Record<string, string>; code: string }, language: Language) {
  return offering.names[language] || offering.names.en || offering.code;
}

/**
 * A price with thousands separators and its market's tick decimals (1.2 → 1.20 on Bursa, 1500.00 →
 * 1,500 in Tokyo), never rounded; "--" when there is none.
 */
export function priceText(price: string | null, market: MarketCode): string {
  return price === null ? '--' : formatMarketPrice(price, market);
}

/** The offering id in the address (?id=…), or null. */
export function offeringIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A whole number of shares from its text ("10000", "10000.00"), or null. */
export function wholeShares(text: string | null): bigint | null {
  if (text === null) return null;
  const match = /^(\d{1,15})(?:\.0*)?$/.exec(text.trim());
  return match?.[1] === undefined ? null : BigInt(match[1]);
}

export type ApplyOffering = Pick<
  OfferingDetail,
  | 'type'
  | 'currency'
  | 'lotSize'
  | 'minQuantity'
  | 'maxQuantity'
  | 'applicationPrice'
  | 'priceLow'
  | 'priceHigh'
  | 'fee'
  | 'feeOnSuccessOnly'
  | 'myEntitlement'
>;

/** The price a pay-upfront application is frozen at; null for book-building (nothing frozen). */
export function freezePrice(offering: ApplyOffering): string | null {
  return paysOnApplication(offering.type) ? offering.applicationPrice : null;
}

/** What applying for `quantity` shares (plus `excess` for rights) freezes, in minor units. */
export function freezeAmountMinor(offering: ApplyOffering, quantity: bigint, excess: bigint): bigint | null {
  const price = freezePrice(offering);
  if (price === null || quantity + excess <= 0n) return null;
  const fee = parseMinor(offering.fee, offering.currency) ?? 0n;
  return freezeMinor(offering.currency, price, quantity + excess, fee);
}

export function freezeAmount(offering: ApplyOffering, quantity: bigint, excess: bigint): string | null {
  const minor = freezeAmountMinor(offering, quantity, excess);
  return minor === null ? null : formatMinor(minor, offering.currency);
}

export interface ApplyForm {
  quantity: bigint;
  excess: bigint;
  /** Book-building: the bid, or null for "at the offer price". */
  bidPrice: string | null;
  isAtOfferPrice: boolean;
  fundPassword: string;
  available: string;
  /** The session's trade unlock is running (decision 0028): the fund password is not asked. */
  isUnlocked?: boolean;
}

/**
 * Until when the session's new-share applications need no fund password (decision 0028), or null
 * when they do: `unlockedUntil` from newStock/detail against the server's now.
 */
export function unlockedUntilOf(unlockedUntil: string | null | undefined, serverNow: number): string | null {
  if (unlockedUntil === null || unlockedUntil === undefined) return null;
  const until = Date.parse(unlockedUntil);
  return Number.isNaN(until) || until <= serverNow ? null : unlockedUntil;
}

/**
 * Whether the detail offers to unlock the applications now (decision 0028, "unlock trade"): a member
 * whose session is locked, with applications left, on an offering that is open or opens before an
 * unlock made now would end (`unlockMinutes` from newStock/detail; 0: the server asks every time).
 */
export function mayUnlockAhead(
  offering: Pick<OfferingDetail, 'period' | 'opensAt' | 'myApplicationsLeft'> & {
    unlockedUntil: string | null;
    unlockMinutes: number;
  },
  serverNow: number,
): boolean {
  if (offering.unlockMinutes <= 0 || offering.myApplicationsLeft <= 0) return false;
  if (unlockedUntilOf(offering.unlockedUntil, serverNow) !== null) return false;
  if (offering.period === 'open') return true;
  const opensAt = Date.parse(offering.opensAt);
  return offering.period === 'not_open' && opensAt - serverNow < offering.unlockMinutes * 60_000;
}

function quantityProblem(offering: ApplyOffering, form: ApplyForm): FormProblem | null {
  const lot = wholeShares(offering.lotSize) ?? 1n;
  const entitled = wholeShares(offering.myEntitlement);
  if (offering.type === 'rights' && entitled !== null) {
    if (form.quantity > entitled)
      return { key: 'newStock.problems.overEntitlement', values: { shares: String(entitled) } };
    if (form.excess > 0n && !isWholeLots(form.excess, lot)) return { key: 'newStock.problems.excess' };
    if (form.quantity + form.excess <= 0n)
      return { key: 'newStock.problems.wholeLots', values: { lot: String(lot) } };
    return null;
  }
  if (!isWholeLots(form.quantity, lot))
    return { key: 'newStock.problems.wholeLots', values: { lot: String(lot) } };
  const min = wholeShares(offering.minQuantity);
  if (min !== null && form.quantity < min)
    return { key: 'newStock.problems.belowMin', values: { shares: String(min) } };
  const max = wholeShares(offering.maxQuantity);
  if (max !== null && max > 0n && form.quantity > max) {
    return { key: 'newStock.problems.aboveMax', values: { shares: String(max) } };
  }
  return null;
}

function bidProblem(offering: ApplyOffering, form: ApplyForm): FormProblem | null {
  if (offering.type !== 'jp_bookbuilding' || form.isAtOfferPrice) return null;
  const bid = parseDecimal(form.bidPrice ?? '');
  if (bid === null || bid <= 0n) return { key: 'newStock.problems.priceRequired' };
  const low = parseDecimal(offering.priceLow ?? '');
  const high = parseDecimal(offering.priceHigh ?? '');
  if ((low !== null && bid < low) || (high !== null && bid > high)) {
    return {
      key: 'newStock.problems.priceRange',
      values: { low: offering.priceLow ?? '', high: offering.priceHigh ?? '' },
    };
  }
  return null;
}

/** The first thing wrong with the form, or null when it may be sent. */
export function applyProblem(offering: ApplyOffering, form: ApplyForm): FormProblem | null {
  const found = quantityProblem(offering, form) ?? bidProblem(offering, form);
  if (found !== null) return found;
  const needed = freezeAmountMinor(offering, form.quantity, form.excess);
  const available = parseMinor(form.available, offering.currency) ?? 0n;
  if (needed !== null && needed > available) return { key: 'newStock.problems.balance' };
  if (form.isUnlocked !== true && !/^\d{6}$/.test(form.fundPassword))
    return { key: 'newStock.problems.password' };
  return null;
}
