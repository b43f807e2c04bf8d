// The answer envelope of every call (ARCHITECTURE, Wire contract).
import { z } from 'zod';
import type { ErrorCode, ErrorParams } from './errors.ts';

export type Ok<T> = { status: 1; msg: ''; data: T };
export type Refusal = { status: 0; msg: ErrorCode; params?: ErrorParams };
export type Envelope<T> = Ok<T> | Refusal;

/** Money on the wire: a decimal string such as "1234.50" or "-3.00". */
export const moneySchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');

/** An ISO 8601 UTC time. */
export const isoTimeSchema = z.string();

/** Page numbers start at 1; every list has 10 items a page. */
export const PAGE_SIZE = 10;
export const pageSchema = z.number().int().min(1).max(100000).default(1);

/** A page of a list: `hasMore` tells the app whether "load more" fetches anything. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });
}
export type Paged<T> = { items: T[]; page: number; total: number; hasMore: boolean };

export const emptySchema = z.object({}).strict();
export const nullSchema = z.null();
