// Rows of new-share offerings as the contract shows them: summaries, details, applications, inventory,
// the ballot's public commitments and the results by application-size band.
import { TIMELINE_STEPS } from '@saham/contract/new-stock';
import type {
  Application,
  BallotCommitment,
  InventoryItem,
  OfferingSummary,
  SizeBand,
  TimelineStep,
} from '@saham/contract/new-stock';
import { decimal, divideRounded, formatDecimal } from '@saham/domain/markets/decimal';
import { BALLOT_ALGORITHM } from '@saham/domain/new-shares/ballot';
import {
  amountMinor,
  applicationStateOf,
  isBalloted,
  subscriptionPeriodOf,
  type OfferingState,
} from '@saham/domain/new-shares/offerings';
import { formatMinor } from '@saham/domain/money';
import type { Currency } from '@saham/domain/currencies';
import { normalDecimal } from '../trading/execution.ts';
import type { BandRow, OfferingRow, ApplicationRow } from './repo.ts';

export function money(minor: bigint, currency: Currency): string {
  return formatMinor(minor, currency);
}

export function codeOf(symbol: string): string {
  return symbol.slice(symbol.indexOf(':') + 1);
}

export function optionalDecimal(text: string | null): string | null {
  return text === null ? null : normalDecimal(text);
}

/** a ÷ b as a percent with two decimals ("1.17"); null when b is zero. */
export function percent(a: bigint, b: bigint): string | null {
  if (b === 0n) return null;
  return formatDecimal(divideRounded(a * 10_000n, b, 'half_up') * 10n ** 6n, 2);
}

/** a ÷ b with two decimals ("12.40"), for the oversubscription multiple. */
export function ratio(a: string, b: string): string {
  const denominator = decimal(b);
  if (denominator === 0n) return '0.00';
  return formatDecimal(divideRounded(decimal(a) * 100n, denominator, 'half_up') * 10n ** 6n, 2);
}

/** Whole shares of a numeric column as a bigint. */
export function shares(text: string): bigint {
  const scaled = decimal(text);
  return scaled / 10n ** 8n;
}

export function isDrawn(row: OfferingRow): boolean {
  return row.drawnAt !== null;
}

export function ballotOf(row: OfferingRow): BallotCommitment | null {
  if (!isBalloted(row.type)) return null;
  return {
    algorithm: BALLOT_ALGORITHM,
    mode: row.ballotMode,
    withReserve: row.type === 'jp_bookbuilding',
    seedHash: row.seedHash,
    entriesHash: row.entriesHash,
    entryCount: row.entryCount,
    seed: isDrawn(row) ? row.seed : null,
    lotsOffered: isDrawn(row) ? row.lotsBalloted : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

export function toSummary(
  row: OfferingRow,
  names: Record<string, string>,
  winRate: string | null,
  now: Date,
): OfferingSummary {
  return {
    id: row.id,
    type: row.type,
    instrumentId: row.instrumentId,
    symbol: row.symbol,
    code: codeOf(row.symbol),
    names: { ...names },
    market: row.market,
    currency: row.currency,
    state: row.state,
    period: subscriptionPeriodOf(row, now),
    applicationPrice: optionalDecimal(row.applicationPrice),
    priceLow: optionalDecimal(row.priceLow),
    priceHigh: optionalDecimal(row.priceHigh),
    issuePrice: optionalDecimal(row.issuePrice),
    lotSize: normalDecimal(row.lotSize),
    minQuantity: normalDecimal(row.minQuantity),
    maxQuantity: optionalDecimal(row.maxQuantity),
    minInvestment: money(row.minInvestmentMinor, row.currency),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    listingAt: row.listingAt?.toISOString() ?? null,
    winRate: isDrawn(row) || row.state === 'listed' ? winRate : null,
  };
}

const STEP_REACHED: Record<TimelineStep, readonly OfferingState[]> = {
  announced: ['announced', 'open', 'closed', 'priced', 'balloted', 'listed', 'postponed', 'withdrawn'],
  opens: ['open', 'closed', 'priced', 'balloted', 'listed'],
  closes: ['closed', 'priced', 'balloted', 'listed'],
  draw: ['balloted', 'listed'],
  allotment: ['listed'],
  listing: ['listed'],
};

/**
 * The steps in the order of the lifecycle (announced → opens → closes → draw → allotment → listing).
 * An offering announced after its stated opening (staff entering one already under way) did not open
 * to members before it was announced: its "opens" step is the announcement, so the dates read in the
 * same order as the steps. The stated subscription period (`opensAt`) is shown as it is elsewhere.
 */
export function timelineOf(row: OfferingRow, now: Date) {
  const at: Record<TimelineStep, Date | null> = {
    announced: row.createdAt,
    opens: row.opensAt < row.createdAt ? row.createdAt : row.opensAt,
    closes: row.closesAt,
    draw: row.drawAt,
    allotment: row.allotmentAt,
    listing: row.listingAt,
  };
  return TIMELINE_STEPS.map((step) => {
    const isOpenedNow = step === 'opens' && row.state === 'open' && now >= row.opensAt;
    const isAllotted = step === 'allotment' && row.allottedAt !== null;
    return {
      step,
      at: at[step]?.toISOString() ?? null,
      isDone:
        STEP_REACHED[step].includes(row.state) || isAllotted || (step !== 'opens' ? false : isOpenedNow),
    };
  });
}

/** Bands of applied quantity: 1 lot, 2–4, 5–9, 10–49, 50–99 and 100 lots or more. */
const BAND_LOTS: readonly [bigint, bigint | null][] = [
  [1n, 1n],
  [2n, 4n],
  [5n, 9n],
  [10n, 49n],
  [50n, 99n],
  [100n, null],
];

export function bandsOf(row: OfferingRow, groups: readonly BandRow[], isPublished: boolean): SizeBand[] {
  const lot = shares(row.lotSize);
  return BAND_LOTS.map(([fromLots, toLots]) => {
    const inBand = groups.filter((group) => {
      const quantity = shares(group.quantity);
      const lots = lot > 0n ? quantity / lot : quantity;
      return lots >= fromLots && (toLots === null || lots <= toLots);
    });
    const applications = inBand.reduce((sum, group) => sum + group.applications, 0);
    const successful = isPublished ? inBand.reduce((sum, group) => sum + group.successful, 0) : 0;
    const applied = inBand.reduce(
      (sum, group) => sum + shares(group.quantity) * BigInt(group.applications),
      0n,
    );
    const allotted = isPublished ? inBand.reduce((sum, group) => sum + shares(group.allotted), 0n) : 0n;
    return {
      fromQuantity: (fromLots * lot).toString(),
      toQuantity: toLots === null ? null : (toLots * lot).toString(),
      applications,
      appliedQuantity: applied.toString(),
      successful,
      allottedQuantity: allotted.toString(),
      winRate: isPublished ? percent(BigInt(successful), BigInt(applications)) : null,
    };
  });
}

export function toApplication(
  application: ApplicationRow,
  offering: OfferingRow,
  names: Record<string, string>,
): Application {
  const currency = offering.currency;
  const price = application.price;
  const quantity = shares(application.quantity) + shares(application.excessQuantity);
  const subscribed = price === null ? 0n : amountMinor(currency, price, quantity);
  return {
    id: application.id,
    offeringId: offering.id,
    offeringType: offering.type,
    symbol: offering.symbol,
    code: codeOf(offering.symbol),
    names: { ...names },
    market: offering.market,
    currency,
    state: applicationStateOf(application.status, offering.state),
    quantity: normalDecimal(application.quantity),
    excessQuantity: normalDecimal(application.excessQuantity),
    bidPrice: optionalDecimal(application.bidPrice),
    price: optionalDecimal(price),
    // A waiting application's allotted quantity is the ballot's draw while it is being settled: not
    // its result until settled.
    allottedQuantity:
      application.status === 'subscribing' ? '0' : normalDecimal(application.allottedQuantity),
    subscribedAmount: money(subscribed, currency),
    frozenAmount: money(application.frozenMinor, currency),
    fee: money(application.feeMinor, currency),
    refundedAmount: money(application.refundedMinor, currency),
    reserveRank: application.status === 'not_won' ? application.reserveRank : null,
    paymentDeadline: application.paymentDeadline?.toISOString() ?? null,
    tierRank: application.tierRank,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

export function toInventoryItem(
  application: ApplicationRow,
  offering: OfferingRow,
  names: Record<string, string>,
  lockedUntil: Date | null,
): InventoryItem {
  const price = offering.issuePrice ?? application.price ?? '0';
  return {
    applicationId: application.id,
    offeringId: offering.id,
    offeringType: offering.type,
    instrumentId: offering.instrumentId,
    symbol: offering.symbol,
    code: codeOf(offering.symbol),
    names: { ...names },
    market: offering.market,
    currency: offering.currency,
    quantity: normalDecimal(application.allottedQuantity),
    price: normalDecimal(price),
    amount: money(application.convertedMinor, offering.currency),
    listingAt: offering.listingAt?.toISOString() ?? null,
    lockedUntil: lockedUntil?.toISOString() ?? null,
    creditedAt: (application.creditedAt ?? application.updatedAt).toISOString(),
  };
}
