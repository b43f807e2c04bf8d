// Whether a market's rules make sense before staff save them: the first field that does not, by name
// (the server refuses with INVALID_INPUT {field}); null when all do.
import { CURRENCY_SCALE, isCurrency } from '../currencies.ts';
import { parseMinor } from '../money.ts';
import { DECIMAL_SCALE, decimal, decimalsOf, parseDecimal } from './decimal.ts';
import { isValidTimezone, minuteOfDay } from './sessions.ts';
import type { Instrument } from './instrument.ts';
import { isOnTickGrid } from './ticks.ts';
import type { MarketRules, TickBand } from './types.ts';

export const MAX_LEVERAGE = 500;
export const MAX_SETTLEMENT_DAYS = 10;
export const MAX_LOCK_DAYS = 30;
export const MAX_LOCK_MINUTES = 7 * 24 * 60;

const TIME_PATTERN = /^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

function isPositiveDecimal(text: string): boolean {
  const value = parseDecimal(text);
  return value !== null && value > 0n;
}

/** Ascending `from` values starting at zero, each a decimal. */
function isBandStart(froms: readonly string[]): boolean {
  const values = froms.map(parseDecimal);
  if (values.length === 0 || values[0] !== 0n) return false;
  for (let index = 1; index < values.length; index += 1) {
    const previous = values[index - 1];
    const current = values[index];
    if (previous === null || previous === undefined || current === null || current === undefined)
      return false;
    if (current <= previous) return false;
  }
  return true;
}

/**
 * Decimals a tick may have in a currency: as many as the engine keeps (eight) — ticks finer than the
 * minor unit are real (US stocks under $1 trade in 0.0001, Hong Kong's cheapest in 0.001, forex in
 * 0.00001) — but one for a currency without minor units (JPY, KRW, VND; the finest real yen tick
 * is TOPIX 100 stocks' 0.1). An ISO code outside the nine balances currencies counts as two-decimal;
 * null (an index: its level is points, not money — the Nikkei 225 moves by 0.01) sets no limit.
 */
export function maxTickDecimals(currency: string | null): number {
  if (currency === null) return DECIMAL_SCALE;
  const scale = isCurrency(currency) ? CURRENCY_SCALE[currency] : 2;
  return scale === 0 ? 1 : DECIMAL_SCALE;
}

/**
 * Bands from zero upwards, each tick positive with the decimals its currency allows, and each band
 * starting on the grid of the band below it (so a price walks into the next band tick by tick).
 */
function isTickTable(tickTable: readonly TickBand[], currency: string | null): boolean {
  if (!isBandStart(tickTable.map((band) => band.from))) return false;
  const ticks = tickTable.map((band) => parseDecimal(band.tick));
  return tickTable.every((band, index) => {
    const tick = ticks[index];
    if (tick === null || tick === undefined || tick <= 0n || decimalsOf(tick) > maxTickDecimals(currency))
      return false;
    const below = ticks[index - 1];
    return below === undefined || below === null || decimal(band.from) % below === 0n;
  });
}

function sessionsProblem(rules: MarketRules): string | null {
  for (const range of rules.sessions) {
    if (!TIME_PATTERN.test(range.start) || !TIME_PATTERN.test(range.end)) return 'sessions';
    if (minuteOfDay(range.start) >= minuteOfDay(range.end)) return 'sessions';
    if (range.days.length === 0) return 'sessions';
  }
  for (let day = 1; day <= 7; day += 1) {
    const ranges = rules.sessions
      .filter((range) => range.days.some((candidate) => candidate === day))
      .map((range) => [minuteOfDay(range.start), minuteOfDay(range.end)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < ranges.length; index += 1) {
      const previous = ranges[index - 1];
      const current = ranges[index];
      if (previous && current && current[0] < previous[1]) return 'sessions';
    }
  }
  return null;
}

function calendarProblem(rules: MarketRules): string | null {
  const holidayDates = rules.holidays.map((holiday) => holiday.date);
  if (rules.holidays.some((holiday) => !isDate(holiday.date) || holiday.name.trim() === ''))
    return 'holidays';
  if (new Set(holidayDates).size !== holidayDates.length) return 'holidays';
  const halfDates = rules.halfDays.map((day) => day.date);
  for (const day of rules.halfDays) {
    if (!isDate(day.date) || day.name.trim() === '' || !TIME_PATTERN.test(day.closesAt)) return 'halfDays';
    if (holidayDates.includes(day.date)) return 'halfDays';
  }
  if (new Set(halfDates).size !== halfDates.length) return 'halfDays';
  return null;
}

function priceLimitProblem(rules: MarketRules): string | null {
  const rule = rules.priceLimit;
  if (rule.kind === 'percent') {
    const percent = parseDecimal(rule.percent);
    if (percent === null || percent <= 0n || percent > decimal('1000')) return 'priceLimit';
    if ((rule.smallPriceBelow === null) !== (rule.smallPriceAbsolute === null)) return 'priceLimit';
    if (rule.smallPriceBelow !== null && !isPositiveDecimal(rule.smallPriceBelow)) return 'priceLimit';
    if (rule.smallPriceAbsolute !== null && !isPositiveDecimal(rule.smallPriceAbsolute)) return 'priceLimit';
  } else if (rule.kind === 'bands') {
    if (!isBandStart(rule.bands.map((band) => band.from))) return 'priceLimit';
    if (!rule.bands.every((band) => isPositiveDecimal(band.limit))) return 'priceLimit';
  }
  return null;
}

function feesProblem(rules: MarketRules): string | null {
  const names = rules.fees.map((fee) => fee.name);
  if (new Set(names).size !== names.length) return 'fees';
  const money = (text: string) => parseMinor(text, rules.currency);
  for (const fee of rules.fees) {
    if (fee.sides.length === 0 || fee.tiers.length === 0) return 'fees';
    const froms = fee.tiers.map((tier) => money(tier.from));
    if (froms[0] !== 0n) return 'fees';
    for (let index = 1; index < froms.length; index += 1) {
      const previous = froms[index - 1];
      const current = froms[index];
      if (previous === null || previous === undefined || current === null || current === undefined)
        return 'fees';
      if (current <= previous) return 'fees';
    }
    for (const tier of fee.tiers) {
      const value = tier.kind === 'fixed' ? money(tier.value) : parseDecimal(tier.value);
      if (value === null || value < 0n) return 'fees';
      if (tier.kind === 'percent' && value > decimal('100')) return 'fees';
    }
    const step = money(fee.roundingStep);
    if (step === null || step <= 0n) return 'fees';
    const minimum = fee.minimum === null ? null : money(fee.minimum);
    const cap = fee.cap === null ? null : money(fee.cap);
    if (
      (fee.minimum !== null && (minimum === null || minimum < 0n)) ||
      (fee.cap !== null && (cap === null || cap < 0n))
    ) {
      return 'fees';
    }
    if (minimum !== null && cap !== null && minimum > cap) return 'fees';
  }
  return null;
}

/** The name of the first field that breaks a rule, or null. */
export function marketRulesProblem(rules: MarketRules): string | null {
  if (!isValidTimezone(rules.timezone)) return 'timezone';
  const sessions = sessionsProblem(rules);
  if (sessions) return sessions;
  const calendar = calendarProblem(rules);
  if (calendar) return calendar;
  if (!isPositiveDecimal(rules.lotSize)) return 'lotSize';
  if (!isTickTable(rules.tickTable, rules.currency)) return 'tickTable';
  const limit = priceLimitProblem(rules);
  if (limit) return limit;
  const fees = feesProblem(rules);
  if (fees) return fees;
  const lock = rules.lock;
  if (lock.kind === 'days' && !(Number.isInteger(lock.days) && lock.days >= 0 && lock.days <= MAX_LOCK_DAYS))
    return 'lock';
  if (
    lock.kind === 'minutes' &&
    !(Number.isInteger(lock.minutes) && lock.minutes >= 0 && lock.minutes <= MAX_LOCK_MINUTES)
  ) {
    return 'lock';
  }
  if (!Number.isInteger(rules.maxLeverage) || rules.maxLeverage < 1 || rules.maxLeverage > MAX_LEVERAGE)
    return 'maxLeverage';
  const minimum = parseMinor(rules.minOrderAmount, rules.currency);
  if (minimum === null || minimum < 0n) return 'minOrderAmount';
  if (
    !Number.isInteger(rules.settlementDays) ||
    rules.settlementDays < 0 ||
    rules.settlementDays > MAX_SETTLEMENT_DAYS
  ) {
    return 'settlementDays';
  }
  return null;
}

export const INSTRUMENT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9.-]{0,19}$/;

type InstrumentFields = Pick<
  Instrument,
  'assetClass' | 'currency' | 'lotSize' | 'tickTable' | 'prevClose' | 'profile' | 'corporateActions'
>;

/**
 * The first field of an instrument that breaks a rule, or null: a positive lot, a valid own tick
 * table (in the instrument's currency, an index's in points), a previous close on the tick grid that prices it, sensible fundamentals and corporate actions.
 */
export function instrumentProblem(
  market: Pick<MarketRules, 'tickTable'>,
  instrument: InstrumentFields,
): string | null {
  if (instrument.lotSize !== null && !isPositiveDecimal(instrument.lotSize)) return 'lotSize';
  const priceCurrency = instrument.assetClass === 'index' ? null : instrument.currency;
  if (instrument.tickTable !== null && !isTickTable(instrument.tickTable, priceCurrency)) return 'tickTable';
  const grid = { tickTable: instrument.tickTable ?? market.tickTable };
  if (!isPositiveDecimal(instrument.prevClose) || !isOnTickGrid(grid, instrument.prevClose))
    return 'prevClose';
  const { profile } = instrument;
  if (profile.sharesOutstanding !== null && !isPositiveDecimal(profile.sharesOutstanding))
    return 'sharesOutstanding';
  if (profile.peRatio !== null && parseDecimal(profile.peRatio) === null) return 'peRatio';
  if (profile.dividendYield !== null && parseDecimal(profile.dividendYield) === null) return 'dividendYield';
  for (const action of instrument.corporateActions) {
    if (!isDate(action.exDate)) return 'corporateActions';
    if (action.kind === 'dividend') {
      if (!isPositiveDecimal(action.amount)) return 'corporateActions';
      if (action.payDate !== null && (!isDate(action.payDate) || action.payDate < action.exDate))
        return 'corporateActions';
    } else if (!(
      Number.isInteger(action.from) &&
      Number.isInteger(action.to) &&
      action.from > 0 &&
      action.to > 0 &&
      action.from !== action.to
    )) {
      return 'corporateActions';
    }
  }
  return null;
}
