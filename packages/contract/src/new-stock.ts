// New shares, member calls (issue 17 §2, spec §2 /home/newStock, /home/newStockJp, /home/newStockDetail,
// /home/newStockJpDetail, /home/newStockBuy; positions' Subscription and Inventory tabs): offerings
// of five types (IPO, Japanese book-building, placement, rights issue, treasury-share sale), members'
// applications, the book-building purchase step, allotted shares not yet listed, and the ballot's
// published commitments with the entries a member needs to verify their own result (§4).
//
// Money: an application of a pay-upfront type freezes quantity × application price + fee into the
// offering's escrow (ledger `subscription_freeze`: available → house `ipo_escrow`); cancellation, not
// winning and a lower final price refund through `subscription_refund`; winning converts the allotted
// part (`subscription_win`: escrow → the issuer, and the fee when charged on success — that entry
// moves no balance of the member's, the money having left the available balance at the freeze).
// Book-building freezes nothing at the bid; `newStock/pay` freezes and pays after winning.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { BALLOT_ALGORITHM, BALLOT_MODES } from '@saham/domain/new-shares/ballot';
import {
  APPLICATION_STATES,
  OFFERING_STATES,
  OFFERING_TYPES,
  SUBSCRIPTION_PERIODS,
} from '@saham/domain/new-shares/offerings';
import { memberCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, quantityInputSchema } from './inputs.ts';

export { APPLICATION_STATES, OFFERING_STATES, OFFERING_TYPES, SUBSCRIPTION_PERIODS, BALLOT_MODES };

const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal');

/** A placement's tier: a larger minimum amount gets priority in allocation (lower rank first). */
export const offeringTierSchema = z.object({
  rank: z.number().int(),
  /** The tier's name by language code (en always present). */
  names: z.record(z.string(), z.string()),
  minAmount: moneySchema,
});
export type OfferingTier = z.infer<typeof offeringTierSchema>;

/** A rights issue's ratio: `newShares` new shares for every `heldShares` held at the entitlement date. */
export const entitlementRatioSchema = z.object({
  newShares: z.number().int().min(1).max(1_000_000),
  heldShares: z.number().int().min(1).max(1_000_000),
});

/** The steps of the timeline shown on the detail screen, in order; `at` null when not scheduled. */
export const TIMELINE_STEPS = ['announced', 'opens', 'closes', 'draw', 'allotment', 'listing'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export const timelineItemSchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  at: isoTimeSchema.nullable(),
  /** Reached (the offering has passed this step). */
  isDone: z.boolean(),
});

/** Results per application-size band (published with the ballot's results). */
export const sizeBandSchema = z.object({
  /** Applied quantity range of the band, in shares, inclusive; `toQuantity` null for "and above". */
  fromQuantity: decimalSchema,
  toQuantity: decimalSchema.nullable(),
  applications: z.number().int(),
  appliedQuantity: decimalSchema,
  /** Applications that won (after the ballot); 0 before. */
  successful: z.number().int(),
  allottedQuantity: decimalSchema,
  /** successful ÷ applications, percent with two decimals ("1.17"); null before the ballot. */
  winRate: decimalSchema.nullable(),
});
export type SizeBand = z.infer<typeof sizeBandSchema>;

/**
 * The ballot's public record (§4). `seedHash` is published from the announcement; `entriesHash` and
 * `entryCount` when the period closes; `seed` (revealed) and `lotsOffered` after the draw.
 */
export const ballotCommitmentSchema = z.object({
  algorithm: z.literal(BALLOT_ALGORITHM),
  mode: z.enum(BALLOT_MODES),
  /** Book-building: the losers are drawn into a reserve order too. */
  withReserve: z.boolean(),
  seedHash: z.string(),
  entriesHash: z.string().nullable(),
  entryCount: z.number().int().nullable(),
  seed: z.string().nullable(),
  /** Lots the draw allotted from (quantity offered to the ballot ÷ lot). */
  lotsOffered: z.number().int().nullable(),
  drawnAt: isoTimeSchema.nullable(),
});
export type BallotCommitment = z.infer<typeof ballotCommitmentSchema>;

export const offeringSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(OFFERING_TYPES),
  instrumentId: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  /** The instrument's names by language code (en always present). */
  names: z.record(z.string(), z.string()),
  /** The issuing market. */
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  state: z.enum(OFFERING_STATES),
  period: z.enum(SUBSCRIPTION_PERIODS),
  /** The price paid when applying (IPO) or the fixed price (placement, rights, treasury). */
  applicationPrice: decimalSchema.nullable(),
  /** Book-building: the provisional range bids must fall in. */
  priceLow: decimalSchema.nullable(),
  priceHigh: decimalSchema.nullable(),
  /** The actual issue price, once priced (may be below the application price). */
  issuePrice: decimalSchema.nullable(),
  lotSize: decimalSchema,
  minQuantity: decimalSchema,
  maxQuantity: decimalSchema.nullable(),
  minInvestment: moneySchema,
  opensAt: isoTimeSchema,
  closesAt: isoTimeSchema,
  listingAt: isoTimeSchema.nullable(),
  /** Published results: applications that won ÷ applications, percent with two decimals. */
  winRate: decimalSchema.nullable(),
});
export type OfferingSummary = z.infer<typeof offeringSummarySchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  offeringType: z.enum(OFFERING_TYPES),
  symbol: z.string(),
  code: z.string(),
  names: z.record(z.string(), z.string()),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  state: z.enum(APPLICATION_STATES),
  /** Shares applied for (a rights application: within the entitlement). */
  quantity: decimalSchema,
  /** Rights: excess shares applied for beyond the entitlement. */
  excessQuantity: decimalSchema,
  /** Book-building: the bid price, null for "at the offer price". */
  bidPrice: decimalSchema.nullable(),
  /** The price the application was made (or paid) at. */
  price: decimalSchema.nullable(),
  /** Shares allotted (0 until the results). */
  allottedQuantity: decimalSchema,
  /** quantity × price: what was subscribed. */
  subscribedAmount: moneySchema,
  /** What the escrow holds for this application now. */
  frozenAmount: moneySchema,
  fee: moneySchema,
  /** What went back to the member so far (not won, price difference, cancellation). */
  refundedAmount: moneySchema,
  /** Book-building: the reserve rank of a non-winner (1 = promoted first), else null. */
  reserveRank: z.number().int().nullable(),
  /** Book-building: pay by this time once won. */
  paymentDeadline: isoTimeSchema.nullable(),
  /** Placements: the tier the application falls in (by its amount). */
  tierRank: z.number().int().nullable(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const offeringDetailSchema = offeringSummarySchema.extend({
  /** The issue price set at announcement (provisional) before pricing. */
  provisionalPrice: decimalSchema.nullable(),
  /** The market price once listed, and the premium over the issue price (absolute and percent). */
  marketPrice: decimalSchema.nullable(),
  premium: decimalSchema.nullable(),
  premiumPercent: decimalSchema.nullable(),
  /** Shares offered to members. */
  quantityOffered: decimalSchema,
  /** Total shares applied for (the total subscription) and the number of applications. */
  subscribedQuantity: decimalSchema,
  applicationCount: z.number().int(),
  /** subscribedQuantity ÷ quantityOffered, two decimals ("12.40"). */
  oversubscription: decimalSchema,
  /** Each application may be made this many times per member (once by default). */
  perMemberLimit: z.number().int(),
  /** Fee per application, and whether it is charged only when the application wins. */
  fee: moneySchema,
  feeOnSuccessOnly: z.boolean(),
  drawAt: isoTimeSchema.nullable(),
  allotmentAt: isoTimeSchema.nullable(),
  /** Book-building: winners pay by this time. */
  paymentDeadline: isoTimeSchema.nullable(),
  /** Rights: the entitlement date and ratio. */
  entitlementAt: isoTimeSchema.nullable(),
  entitlementRatio: entitlementRatioSchema.nullable(),
  /** Days after listing the allotted shares stay locked (0 = none). */
  lockDays: z.number().int(),
  leadUnderwriter: z.string(),
  /** The prospectus summary by language code (en always present). */
  prospectus: z.record(z.string(), z.string()),
  tiers: z.array(offeringTierSchema),
  timeline: z.array(timelineItemSchema),
  /** Per application-size band; win rates once the results are out. */
  bands: z.array(sizeBandSchema),
  ballot: ballotCommitmentSchema.nullable(),
  /** The member's own applications to this offering (newest first); empty for a visitor. */
  myApplications: z.array(applicationSchema),
  /** Rights: the shares the member is entitled to subscribe (0 when not a holder); else null. */
  myEntitlement: decimalSchema.nullable(),
  /** How many more applications the member may make (perMemberLimit − made, not counting cancelled). */
  myApplicationsLeft: z.number().int(),
  /** The member's available balance in the offering's currency (0.00 for a visitor). */
  available: moneySchema,
});
export type OfferingDetail = z.infer<typeof offeringDetailSchema>;

export const newStockList = memberCall({
  path: 'newStock/list',
  summary: 'New-share offerings, ten a page',
  description:
    'Offerings announced, open or ended (not withdrawn): open first, then not yet open, then ended, by ' +
    'opening time. Filter by type (the tabs), issuing market and subscription period.',
  access: 'public',
  request: z.object({
    type: z.enum(OFFERING_TYPES).optional(),
    market: z.enum(MARKET_CODES).optional(),
    period: z.enum(SUBSCRIPTION_PERIODS).optional(),
    page: pageSchema,
  }),
  // `asOf`: the server's time of the answer — the countdowns run on it, not on the device's clock.
  response: pagedSchema(offeringSummarySchema).extend({ asOf: isoTimeSchema }),
});

export const newStockDetail = memberCall({
  path: 'newStock/detail',
  summary: 'One new-share offering with every field of spec §3, the timeline and the ballot',
  access: 'public',
  request: z.object({ id: z.number().int().positive() }),
  // `asOf`: the server's time of the answer — the countdowns run on it, not on the device's clock.
  // `unlockedUntil`: new-share applications on this session need no fund password until then
  // (docs/decisions/0028-trade-unlock.md); null when locked, for a visitor, or past. `unlockMinutes`:
  // how long newStock/unlock unlocks for (TRADE_UNLOCK_MINUTES; 0: asked every time), so the app offers
  // to unlock ahead of an opening only when the unlock would still run when it opens.
  response: offeringDetailSchema.extend({
    asOf: isoTimeSchema,
    unlockedUntil: isoTimeSchema.nullable(),
    unlockMinutes: z.number().int().min(0),
  }),
  refusals: ['OFFERING_NOT_FOUND'],
});

export const newStockApply = memberCall({
  path: 'newStock/apply',
  summary: 'Apply for a new-share offering',
  description:
    '`quantity` in shares, whole subscription lots (rights: up to the entitlement; `excessQuantity` ' +
    'applies for excess). Pay-upfront types freeze quantity × application price + fee; book-building ' +
    'takes a bid `price` inside the range, or none for "at the offer price", and freezes nothing. ' +
    "`fundPassword` is checked once per session: once right, the session's trading stays unlocked for " +
    '`TRADE_UNLOCK_MINUTES` (15 by default) and it is not asked again (send it empty).',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    offeringId: z.number().int().positive(),
    quantity: quantityInputSchema,
    price: decimalInputSchema.optional(),
    excessQuantity: quantityInputSchema,
    fundPassword: z.string().max(64),
  }),
  response: applicationSchema,
  refusals: [
    'OFFERING_NOT_FOUND',
    'IPO_CHANNEL_CLOSED',
    'SUBSCRIPTION_NOT_STARTED',
    'SUBSCRIPTION_ENDED',
    'SUBSCRIPTION_LIMIT',
    'QUANTITY_REQUIRED',
    'WHOLE_LOTS_REQUIRED',
    'SUBSCRIPTION_MIN_SHARES',
    'SUBSCRIPTION_MAX_SHARES',
    'SUBSCRIPTION_MIN_FUNDS',
    'TIER_MIN_AMOUNT',
    'BID_PRICE_OUT_OF_RANGE',
    'NOT_ENTITLED',
    'RIGHTS_ENTITLEMENT_EXCEEDED',
    'OFFERING_SOLD_OUT',
    'AVAILABLE_BALANCE_INSUFFICIENT',
    'REAL_NAME_REQUIRED',
    'FUND_PASSWORD_NOT_SET',
    'FIELD_REQUIRED',
    'WRONG_FUND_PASSWORD',
    'ACCOUNT_FROZEN',
    'TRADE_FORBIDDEN',
    'SUBMIT_TOO_FREQUENT',
  ],
});

export const newStockCancel = memberCall({
  path: 'newStock/cancel',
  summary: 'Cancel an application while the offering is open (the money comes back at once)',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ applicationId: z.number().int().positive() }),
  response: applicationSchema,
  refusals: ['APPLICATION_NOT_FOUND', 'APPLICATION_STATE_INVALID', 'SUBSCRIPTION_ENDED'],
});

export const newStockApplications = memberCall({
  path: 'newStock/applications',
  summary: "The member's applications (the positions' Subscription tab), newest first, ten a page",
  access: 'member',
  request: z.object({ state: z.enum(APPLICATION_STATES).optional(), page: pageSchema }),
  response: pagedSchema(applicationSchema),
});

export const newStockUnlock = memberCall({
  path: 'newStock/unlock',
  summary: 'Unlock new-share applications on this session with the fund password',
  description:
    'Checks the fund password now (say, while waiting for an offering to open), so the applications of ' +
    'the next `TRADE_UNLOCK_MINUTES` (15 by default) do not ask it. `unlockedUntil` is null when the ' +
    'server asks every time (`TRADE_UNLOCK_MINUTES=0`). Logging out or changing the fund password locks again.',
  access: 'member',
  request: z.object({ fundPassword: z.string().max(64) }),
  response: z.object({ unlockedUntil: isoTimeSchema.nullable() }),
  refusals: [
    'FIELD_REQUIRED',
    'REAL_NAME_REQUIRED',
    'FUND_PASSWORD_NOT_SET',
    'WRONG_FUND_PASSWORD',
    'ACCOUNT_FROZEN',
    'TRADE_FORBIDDEN',
    'SUBMIT_TOO_FREQUENT',
  ],
});

export const newStockPay = memberCall({
  path: 'newStock/pay',
  summary: 'Book-building: the purchase application of a winning bid, paid before the deadline',
  description: 'Freezes and pays allotted quantity × offer price + fee; the shares come on allotment.',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ applicationId: z.number().int().positive(), fundPassword: z.string().max(64) }),
  response: applicationSchema,
  refusals: [
    'APPLICATION_NOT_FOUND',
    'APPLICATION_STATE_INVALID',
    'PAYMENT_DEADLINE_PASSED',
    'AVAILABLE_BALANCE_INSUFFICIENT',
    'FUND_PASSWORD_NOT_SET',
    'WRONG_FUND_PASSWORD',
    'ACCOUNT_FROZEN',
    'TRADE_FORBIDDEN',
  ],
});

export const newStockDecline = memberCall({
  path: 'newStock/decline',
  summary: 'Book-building: decline a winning bid before paying (waived); the next reserve is promoted',
  description:
    'An application awaiting payment becomes `waived` and its allotted shares go to the reserve list, ' +
    'exactly as when a winner does not pay by the deadline. Nothing was frozen, so no money moves.',
  access: 'member',
  request: z.object({ applicationId: z.number().int().positive() }),
  response: applicationSchema,
  refusals: ['APPLICATION_NOT_FOUND', 'APPLICATION_STATE_INVALID', 'PAYMENT_DEADLINE_PASSED'],
});

/** Allotted shares not yet listed (not sellable: NOT_YET_LISTED); on listing they become a holding. */
export const inventoryItemSchema = z.object({
  applicationId: z.number().int(),
  offeringId: z.number().int(),
  offeringType: z.enum(OFFERING_TYPES),
  instrumentId: z.number().int(),
  symbol: z.string(),
  code: z.string(),
  names: z.record(z.string(), z.string()),
  market: z.enum(MARKET_CODES),
  currency: z.enum(CURRENCIES),
  quantity: decimalSchema,
  /** The issue price: the holding's cost price on listing. */
  price: decimalSchema,
  amount: moneySchema,
  listingAt: isoTimeSchema.nullable(),
  /** Locked after listing until this time (null = no lock). */
  lockedUntil: isoTimeSchema.nullable(),
  creditedAt: isoTimeSchema,
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const newStockInventory = memberCall({
  path: 'newStock/inventory',
  summary: "Allotted shares not yet listed (the positions' Inventory tab), ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(inventoryItemSchema),
});

/** One published entry of the ballot: an eligible application and the lots it applied for. */
export const ballotEntrySchema = z.object({ applicationId: z.number().int(), lots: z.number().int() });

export const newStockBallot = memberCall({
  path: 'newStock/ballot',
  summary: "The ballot's published inputs, so a member can verify their result",
  description:
    'After the draw: the revealed seed, the sorted entries (their SHA-256 is `entriesHash`), the mode ' +
    'and the lots offered. `verifyBallot` in @saham/domain/new-shares/ballot recomputes any result.',
  access: 'public',
  request: z.object({ offeringId: z.number().int().positive() }),
  response: z.object({
    commitment: ballotCommitmentSchema,
    /** Sorted by application id; empty before the period closes. */
    entries: z.array(ballotEntrySchema),
  }),
  refusals: ['OFFERING_NOT_FOUND'],
});
