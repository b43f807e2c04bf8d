// Currency exchange between a member's own balances (spec §3, §5): quoted rates, a quote before
// confirming, the exchange itself (money-moving) and its records; and the back office's rate settings
// and list of members' exchanges. Rates are exact decimal strings; amounts are money strings.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { memberCall, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema } from './inputs.ts';

const currencySchema = z.enum(CURRENCIES);
/** An exact decimal rate such as "0.2369047619" (units of the target per unit of the source). */
export const rateSchema = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal rate');

export const quotedRateSchema = z.object({ from: currencySchema, to: currencySchema, rate: rateSchema });
export type QuotedRate = z.infer<typeof quotedRateSchema>;

export const exchangeRates = memberCall({
  path: 'exchange/rates',
  summary: 'Exchange rates between the currencies',
  access: 'member',
  request: z.object({}),
  response: z.object({
    quotedAt: isoTimeSchema,
    /** Every ordered pair of different currencies, after the spread. */
    rates: z.array(quotedRateSchema),
    /** The member's available balance per currency, in CURRENCIES order. */
    balances: z.array(z.object({ currency: currencySchema, available: moneySchema })),
  }),
});

/** Amount is a string the server checks, so that an empty one gets EXCHANGE_AMOUNT_REQUIRED. */
const exchangeRequestSchema = z.object({
  from: currencySchema,
  to: currencySchema,
  amount: decimalInputSchema.optional(),
});

export const exchangeQuoteSchema = z.object({
  from: currencySchema,
  to: currencySchema,
  amount: moneySchema,
  rate: rateSchema,
  receive: moneySchema,
  quotedAt: isoTimeSchema,
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

export const exchangeQuote = memberCall({
  path: 'exchange/quote',
  summary: 'Quote an exchange: the rate and the amount received',
  access: 'member',
  request: exchangeRequestSchema,
  response: exchangeQuoteSchema,
});

export const exchangeRecordSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  from: currencySchema,
  to: currencySchema,
  amount: moneySchema,
  receive: moneySchema,
  rate: rateSchema,
  createdAt: isoTimeSchema,
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

export const exchangeApply = memberCall({
  path: 'exchange/apply',
  summary: "Exchange an amount between two of the member's currencies",
  access: 'member',
  isMoneyMoving: true,
  request: exchangeRequestSchema,
  response: exchangeRecordSchema,
});

export const exchangeList = memberCall({
  path: 'exchange/list',
  summary: "The member's currency exchanges, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(exchangeRecordSchema),
});

// ---- Back office ----

export const fxMidRateSchema = z.object({
  currency: currencySchema,
  /** Ringgit per one unit; MYR is always 1. */
  midRate: rateSchema,
  updatedAt: isoTimeSchema,
});

export const fxPairSpreadSchema = z.object({
  from: currencySchema,
  to: currencySchema,
  spreadBps: z.number().int().min(0).max(4999),
});

export const fxSettingsSchema = z.object({
  midRates: z.array(fxMidRateSchema),
  globalSpreadBps: z.number().int().min(0).max(4999),
  pairSpreads: z.array(fxPairSpreadSchema),
});
export type FxSettings = z.infer<typeof fxSettingsSchema>;

export const getFxSettings = staffCall({
  path: 'exchange/settings',
  summary: 'The currency exchange settings: mid rates and spreads',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({}),
  response: fxSettingsSchema,
});

export const updateFxSettings = staffCall({
  path: 'exchange/updateSettings',
  summary: 'Update the mid rates and spreads of currency exchange',
  description: 'Replaces the mid rates given, the global spread and the whole list of pair spreads.',
  roles: ['admin'],
  request: z.object({
    midRates: z.array(z.object({ currency: currencySchema, midRate: decimalInputSchema })).max(9),
    globalSpreadBps: z.number().int().min(0).max(4999),
    pairSpreads: z.array(fxPairSpreadSchema).max(72),
  }),
  response: fxSettingsSchema,
});

export const staffExchangeRowSchema = exchangeRecordSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  spreadBps: z.number().int(),
});
export type StaffExchangeRow = z.infer<typeof staffExchangeRowSchema>;

export const listMemberExchanges = staffCall({
  path: 'exchange/records',
  summary: "Members' currency exchanges, ten a page",
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({ account: z.string().max(64).optional(), page: pageSchema }),
  response: pagedSchema(staffExchangeRowSchema),
});
