// New-share offerings, back office (issue 17 §1): staff create and change offerings, move them along
// their lifecycle (each action audited; jobs make the same moves at the stated times), and watch one
// offering's applications by size band, its oversubscription, the ballot's inputs and results, the
// refunds paid and the ledger's escrow for it (which must equal what it holds for members).
import { z } from 'zod';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { BALLOT_MODES } from '@saham/domain/new-shares/ballot';
import {
  APPLICATION_STATES,
  OFFERING_ACTIONS,
  OFFERING_STATES,
  OFFERING_TYPES,
} from '@saham/domain/new-shares/offerings';
import { staffCall, STAFF_ROLES, type StaffRole } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, moneyInputSchema } from './inputs.ts';
import {
  applicationSchema,
  ballotCommitmentSchema,
  entitlementRatioSchema,
  offeringDetailSchema,
  sizeBandSchema,
} from './new-stock.ts';

export { OFFERING_ACTIONS };

const OFFERING_WRITE_ROLES = ['admin'] as const satisfies readonly StaffRole[];
const timeInput = z.iso.datetime({ offset: true });
const namesInput = z.record(z.string().max(8), z.string().max(4000));

export const adminOfferingSchema = offeringDetailSchema
  .omit({ myApplications: true, myEntitlement: true, myApplicationsLeft: true, available: true })
  .extend({
    /** Shares applied for × application price, summed: the total subscription's amount. */
    subscribedAmount: moneySchema,
    /** Escrow the ledger holds for this offering (sum of its `ipo_escrow` postings). */
    escrow: moneySchema,
    /** What applications hold frozen now (must equal `escrow`). */
    frozen: moneySchema,
    /** Refunds paid so far (not won, price difference, cancellations, postponement, withdrawal). */
    refundsPaid: moneySchema,
    /** Money converted into shares (won or paid). */
    converted: moneySchema,
    feesCharged: moneySchema,
    ballotMode: z.enum(BALLOT_MODES),
    /** Seed hash etc. as members see it; the seed itself only once revealed. */
    ballot: ballotCommitmentSchema.nullable(),
    /** Book-building: winners still to pay, and reserves not yet promoted. */
    awaitingPayment: z.number().int(),
    reserveLeft: z.number().int(),
    createdAt: isoTimeSchema,
    updatedAt: isoTimeSchema,
  });
export type AdminOffering = z.infer<typeof adminOfferingSchema>;

export const offeringTierInputSchema = z.object({
  names: namesInput,
  minAmount: moneyInputSchema,
});

/** What staff set on an offering (spec §1). Times are ISO with offset (the market's zone in the form). */
export const offeringInputSchema = z.object({
  type: z.enum(OFFERING_TYPES),
  /** An existing instrument (rights, placements, treasury; or an IPO's instrument created beforehand)… */
  instrumentId: z.number().int().positive().optional(),
  /** …or a new one, created `unlisted` in the issuing market. */
  newInstrument: z
    .object({
      code: z.string().min(1).max(20),
      names: namesInput,
    })
    .optional(),
  market: z.enum(MARKET_CODES),
  leadUnderwriter: z.string().max(200),
  /** Pay-upfront types: the application price; book-building: the provisional range. */
  applicationPrice: decimalInputSchema.optional(),
  priceLow: decimalInputSchema.optional(),
  priceHigh: decimalInputSchema.optional(),
  lotSize: decimalInputSchema.default('10000'),
  minQuantity: decimalInputSchema.optional(),
  maxQuantity: decimalInputSchema.optional(),
  minInvestment: moneyInputSchema.default('0'),
  perMemberLimit: z.number().int().min(1).max(100).default(1),
  quantityOffered: decimalInputSchema,
  tiers: z.array(offeringTierInputSchema).max(10).default([]),
  entitlementRatio: entitlementRatioSchema.optional(),
  entitlementAt: timeInput.optional(),
  opensAt: timeInput,
  closesAt: timeInput,
  drawAt: timeInput.optional(),
  allotmentAt: timeInput.optional(),
  listingAt: timeInput.optional(),
  paymentDeadline: timeInput.optional(),
  fee: moneyInputSchema.default('0'),
  feeOnSuccessOnly: z.boolean().default(true),
  ballotMode: z.enum(BALLOT_MODES).default('per_application'),
  lockDays: z.number().int().min(0).max(3650).default(0),
  prospectus: namesInput.default({}),
});
export type OfferingInput = z.input<typeof offeringInputSchema>;

export const listOfferings = staffCall({
  path: 'offerings/list',
  summary: 'New-share offerings, newest first, ten a page',
  roles: STAFF_ROLES,
  request: z.object({
    page: pageSchema,
    type: z.enum(OFFERING_TYPES).optional(),
    state: z.enum(OFFERING_STATES).optional(),
    /** Part of the code or symbol. */
    search: z.string().max(100).optional(),
  }),
  response: pagedSchema(adminOfferingSchema),
});

export const offeringDetail = staffCall({
  path: 'offerings/detail',
  summary: 'One offering: bands, oversubscription, ballot, refunds and escrow',
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int().positive() }),
  response: adminOfferingSchema,
  refusals: ['OFFERING_NOT_FOUND'],
});

export const createOffering = staffCall({
  path: 'offerings/create',
  summary: 'Announce a new-share offering',
  description: 'Creates it `announced`, with its ballot seed committed (the hash is published).',
  roles: OFFERING_WRITE_ROLES,
  request: offeringInputSchema,
  response: adminOfferingSchema,
  refusals: ['OFFERING_INVALID', 'INSTRUMENT_NOT_FOUND', 'INSTRUMENT_EXISTS'],
});

export const updateOffering = staffCall({
  path: 'offerings/update',
  summary: 'Change an offering that is announced or postponed',
  roles: OFFERING_WRITE_ROLES,
  request: offeringInputSchema.extend({ id: z.number().int().positive() }),
  response: adminOfferingSchema,
  refusals: ['OFFERING_NOT_FOUND', 'OFFERING_INVALID', 'OFFERING_STATE_INVALID', 'INSTRUMENT_NOT_FOUND'],
});

export const transitionOffering = staffCall({
  path: 'offerings/transition',
  summary: 'Move an offering along its lifecycle (audited)',
  description:
    'open, close, price (needs `issuePrice`; may be below the application price, the difference is ' +
    'refunded), ballot (draws, publishes results and refunds non-winners), allot (credits won shares ' +
    'to members’ Inventory), list (makes them holdings at the issue price), postpone and withdraw (all ' +
    'money back; `refundFees` says whether fees are refunded). `reason` is recorded in the audit log.',
  roles: OFFERING_WRITE_ROLES,
  request: z.object({
    id: z.number().int().positive(),
    action: z.enum(OFFERING_ACTIONS),
    issuePrice: decimalInputSchema.optional(),
    refundFees: z.boolean().default(true),
    reason: z.string().max(500).default(''),
  }),
  response: adminOfferingSchema,
  refusals: ['OFFERING_NOT_FOUND', 'OFFERING_STATE_INVALID', 'OFFERING_INVALID'],
});

export const adminApplicationSchema = applicationSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const listOfferingApplications = staffCall({
  path: 'offerings/applications',
  summary: "An offering's applications, ten a page",
  roles: STAFF_ROLES,
  request: z.object({
    offeringId: z.number().int().positive(),
    state: z.enum(APPLICATION_STATES).optional(),
    /** Part of the member's account. */
    account: z.string().max(100).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(adminApplicationSchema),
});

export const exportOfferingApplications = staffCall({
  path: 'offerings/export',
  summary: "An offering's applications as CSV",
  description: 'Every application (no paging), one line each, with a header line; UTF-8.',
  roles: STAFF_ROLES,
  request: z.object({ offeringId: z.number().int().positive() }),
  response: z.object({ filename: z.string(), csv: z.string() }),
  refusals: ['OFFERING_NOT_FOUND'],
});

/** Size bands re-exported for the back office's table. */
export { sizeBandSchema };
