// Staff calls for markets and instruments (issue 4 §1): the seven markets' rules (sessions, half days,
// lot, tick table, price limit, fees, lock, short selling, leverage, minimum order, settlement), each
// market's holiday calendar, and instruments (list, add, edit, list/unlist/suspend with a reason).
// Shapes here; whether the values make sense is the domain's marketRulesProblem.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { LANGUAGES } from '@saham/domain/languages';
import {
  ASSET_CLASSES,
  INSTRUMENT_STATUSES,
  INSTRUMENT_TABS,
  SECTORS,
  type CorporateAction,
  type InstrumentProfile,
} from '@saham/domain/markets/instrument';
import {
  FEE_NAMES,
  FEE_ROUNDINGS,
  MARKET_CODES,
  ORDER_SIDES,
  PHASES,
  SESSION_PHASES,
  type FeeRule,
  type HalfDay,
  type Holiday,
  type LocalizedName,
  type LockRule,
  type PriceLimitRule,
  type SessionRange,
  type TickBand,
} from '@saham/domain/markets/types';
import { STAFF_ROLES, staffCall } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';
import { dateSchema, nonNegativeDecimalSchema as decimalSchema } from './inputs.ts';

const timeSchema = z.string().regex(/^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'hh:mm');

export const marketCodeSchema = z.enum(MARKET_CODES);

export const localizedNameSchema = z.object({
  en: z.string().trim().min(1).max(200),
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every language but English is a key here
  ...(Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en').map((language) => [
      language,
      z.string().max(200).optional(),
    ]),
  ) as Record<Exclude<(typeof LANGUAGES)[number], 'en'>, z.ZodOptional<z.ZodString>>),
}) satisfies z.ZodType<LocalizedName>;

const sessionRangeSchema = z.object({
  days: z
    .array(
      z.union([
        z.literal(1),
        z.literal(2),
        z.literal(3),
        z.literal(4),
        z.literal(5),
        z.literal(6),
        z.literal(7),
      ]),
    )
    .min(1)
    .max(7),
  phase: z.enum(SESSION_PHASES),
  start: timeSchema,
  end: timeSchema,
}) satisfies z.ZodType<SessionRange>;

const holidaySchema = z.object({
  date: dateSchema,
  name: z.string().trim().min(1).max(100),
}) satisfies z.ZodType<Holiday>;
const halfDaySchema = holidaySchema.extend({ closesAt: timeSchema }) satisfies z.ZodType<HalfDay>;
const tickBandSchema = z.object({ from: decimalSchema, tick: decimalSchema }) satisfies z.ZodType<TickBand>;

const priceLimitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('percent'),
    percent: decimalSchema,
    smallPriceBelow: decimalSchema.nullable(),
    smallPriceAbsolute: decimalSchema.nullable(),
  }),
  z.object({
    kind: z.literal('bands'),
    bands: z
      .array(z.object({ from: decimalSchema, limit: decimalSchema }))
      .min(1)
      .max(50),
  }),
]) satisfies z.ZodType<PriceLimitRule>;

const feeRuleSchema = z.object({
  name: z.enum(FEE_NAMES),
  sides: z.array(z.enum(ORDER_SIDES)).min(1).max(2),
  tiers: z
    .array(z.object({ from: decimalSchema, kind: z.enum(['fixed', 'percent']), value: decimalSchema }))
    .min(1)
    .max(20),
  minimum: decimalSchema.nullable(),
  cap: decimalSchema.nullable(),
  rounding: z.enum(FEE_ROUNDINGS),
  roundingStep: decimalSchema,
}) satisfies z.ZodType<FeeRule>;

const lockRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('days'), days: z.number().int() }),
  z.object({ kind: z.literal('minutes'), minutes: z.number().int() }),
]) satisfies z.ZodType<LockRule>;

/** Everything staff edit on a market but its holiday calendar (edited date by date). */
export const marketSettingsSchema = z.object({
  name: localizedNameSchema,
  currency: z.enum(CURRENCIES),
  timezone: z.string().min(1).max(64),
  sessions: z.array(sessionRangeSchema).max(50),
  halfDays: z.array(halfDaySchema).max(200),
  lotSize: decimalSchema,
  tickTable: z.array(tickBandSchema).min(1).max(50),
  priceLimit: priceLimitSchema,
  fees: z.array(feeRuleSchema).max(10),
  lock: lockRuleSchema,
  isShortSellingAllowed: z.boolean(),
  maxLeverage: z.number().int(),
  minOrderAmount: decimalSchema,
  settlementDays: z.number().int(),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

export const adminMarketSchema = marketSettingsSchema.extend({
  code: marketCodeSchema,
  /** The phase at the moment of the answer. */
  phaseNow: z.enum(PHASES),
  instrumentCount: z.number().int(),
  updatedAt: isoTimeSchema,
});
export type AdminMarket = z.infer<typeof adminMarketSchema>;

export const listMarkets = staffCall({
  path: 'markets/list',
  summary: 'Every market with its main settings',
  roles: STAFF_ROLES,
  request: z.object({}),
  response: z.array(adminMarketSchema),
});

export const getMarket = staffCall({
  path: 'markets/detail',
  summary: "One market's settings: sessions, lots, limits, fees, lock rule",
  roles: STAFF_ROLES,
  request: z.object({ code: marketCodeSchema }),
  response: adminMarketSchema,
});

export const updateMarket = staffCall({
  path: 'markets/update',
  summary: "Replace a market's settings",
  description:
    "Replaces a market's settings; refused with INVALID_INPUT {field} when a rule makes no " + 'sense.',
  roles: ['admin'],
  request: z.object({ code: marketCodeSchema, settings: marketSettingsSchema }),
  response: adminMarketSchema,
});

export const marketHolidaySchema = holidaySchema;
export type MarketHoliday = z.infer<typeof marketHolidaySchema>;

export const listMarketHolidays = staffCall({
  path: 'markets/holidays',
  summary: "One year of a market's holidays",
  description: "One year of a market's holidays (at most 366 days).",
  roles: STAFF_ROLES,
  request: z.object({ code: marketCodeSchema, year: z.number().int().min(2000).max(2100) }),
  response: z.array(marketHolidaySchema),
});

export const saveMarketHoliday = staffCall({
  path: 'markets/saveHoliday',
  summary: 'Add or rename a market holiday',
  description:
    'Adds a holiday or renames the one on that date. The MY calendar is also the withdrawal ' + 'calendar.',
  roles: ['admin'],
  request: z.object({ code: marketCodeSchema, date: dateSchema, name: z.string().max(100) }),
  response: marketHolidaySchema,
});

export const deleteMarketHoliday = staffCall({
  path: 'markets/deleteHoliday',
  summary: 'Delete a market holiday',
  roles: ['admin'],
  request: z.object({ code: marketCodeSchema, date: dateSchema }),
  response: nullSchema,
});

const corporateActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    exDate: dateSchema,
    payDate: dateSchema.nullable(),
    amount: decimalSchema,
  }),
  z.object({
    kind: z.literal('split'),
    exDate: dateSchema,
    from: z.number().int().min(1).max(1000),
    to: z.number().int().min(1).max(1000),
  }),
]) satisfies z.ZodType<CorporateAction>;

const profileSchema = z.object({
  sector: z.enum(SECTORS).nullable(),
  description: z.string().max(2000).nullable(),
  sharesOutstanding: z
    .string()
    .regex(/^\d{1,18}$/, 'whole shares')
    .nullable(),
  peRatio: decimalSchema.nullable(),
  dividendYield: decimalSchema.nullable(),
}) satisfies z.ZodType<InstrumentProfile>;

/** What staff enter for an instrument; market and code cannot change after it is added. */
export const instrumentInputSchema = z.object({
  names: localizedNameSchema,
  assetClass: z.enum(ASSET_CLASSES),
  tab: z.enum(INSTRUMENT_TABS),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO currency code'),
  lotSize: decimalSchema.nullable(),
  tickTable: z.array(tickBandSchema).min(1).max(50).nullable(),
  prevClose: decimalSchema,
  profile: profileSchema,
  corporateActions: z.array(corporateActionSchema).max(100),
});
export type InstrumentInput = z.infer<typeof instrumentInputSchema>;

export const adminInstrumentSchema = instrumentInputSchema.extend({
  id: z.number().int(),
  market: marketCodeSchema,
  code: z.string(),
  symbol: z.string(),
  status: z.enum(INSTRUMENT_STATUSES),
  statusReason: z.string().nullable(),
  /** prevClose × shares outstanding, whole units of the currency. */
  marketCap: z.string().nullable(),
  updatedAt: isoTimeSchema,
});
export type AdminInstrument = z.infer<typeof adminInstrumentSchema>;

export const listInstruments = staffCall({
  path: 'instruments/list',
  summary: 'Instruments of a market, filtered and paged',
  roles: STAFF_ROLES,
  request: z.object({
    page: pageSchema,
    /** Part of the code or of a name in any language. */
    search: z.string().max(100).optional(),
    market: marketCodeSchema.optional(),
    status: z.enum(INSTRUMENT_STATUSES).optional(),
  }),
  response: pagedSchema(adminInstrumentSchema),
});

export const createInstrument = staffCall({
  path: 'instruments/create',
  summary: 'Create an instrument in a market',
  description:
    'Code: 1–20 upper-case letters, digits, dots or hyphens, unique in its market ' + '(INSTRUMENT_EXISTS).',
  roles: ['admin'],
  request: instrumentInputSchema.extend({ market: marketCodeSchema, code: z.string().max(20) }),
  response: adminInstrumentSchema,
});

export const updateInstrument = staffCall({
  path: 'instruments/update',
  summary: "Update an instrument's names, lot and limits",
  roles: ['admin'],
  request: instrumentInputSchema.extend({ id: z.number().int() }),
  response: adminInstrumentSchema,
});

export const setInstrumentStatus = staffCall({
  path: 'instruments/setStatus',
  summary: 'List, unlist or suspend an instrument',
  description:
    'Lists, unlists or suspends an instrument; the reason goes to the audit log and the ' + 'instrument.',
  roles: ['admin'],
  request: z.object({
    id: z.number().int(),
    status: z.enum(INSTRUMENT_STATUSES),
    reason: z.string().max(500),
  }),
  response: adminInstrumentSchema,
});
