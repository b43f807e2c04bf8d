// The search form's values as a request: blanks dropped, text trimmed, a day range in order.
import type { MarketCode } from '@saham/domain/markets/types';
import type { Direction } from '@saham/domain/trading/orders';

export interface SearchValues<S extends string> {
  account?: string;
  symbol?: string;
  market?: MarketCode | '';
  status?: S | '';
  direction?: Direction | '';
  from?: string;
  to?: string;
}

export interface SearchRequest<S extends string> {
  page: number;
  account?: string;
  symbol?: string;
  market?: MarketCode;
  status?: S;
  direction?: Direction;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PICKED_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** The back office's date format, which the filters' date pickers show and take. */
export const DAY_FORMAT = 'DD-MM-YYYY';

/** A day the date picker gives (DD-MM-YYYY) as the request's day (YYYY-MM-DD); cleared: none. */
export function dayFromPicker(picked: unknown): string | undefined {
  if (typeof picked !== 'string') return undefined;
  const match = PICKED_DAY.exec(picked);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

export function toSearchRequest<S extends string>(values: SearchValues<S>, page: number): SearchRequest<S> {
  const request: SearchRequest<S> = { page };
  const account = values.account?.trim();
  const symbol = values.symbol?.trim();
  if (account) request.account = account;
  if (symbol) request.symbol = symbol.toUpperCase();
  if (values.market) request.market = values.market;
  if (values.status) request.status = values.status;
  if (values.direction) request.direction = values.direction;
  let from = values.from && DAY.test(values.from) ? values.from : undefined;
  let to = values.to && DAY.test(values.to) ? values.to : undefined;
  // A range typed backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  if (from) request.from = from;
  if (to) request.to = to;
  return request;
}
