// Reads and writes mid rates, spreads and exchange records.
import { and, count, desc, eq, getTableName, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { exchanges, fxRates, fxSpreads } from '../../db/schema-exchange.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { invalidateCached, RATES_TAG } from '../../cache/read-caches.ts';

/** The pair key of the global spread row. */
export const GLOBAL_PAIR = '*' as const;

export async function findMidRates(db: Db) {
  return db
    .select({ currency: fxRates.currency, midRate: fxRates.midRate, updatedAt: fxRates.updatedAt })
    .from(fxRates);
}

export async function findSpreads(db: Db) {
  return db
    .select({ from: fxSpreads.fromCurrency, to: fxSpreads.toCurrency, spreadBps: fxSpreads.spreadBps })
    .from(fxSpreads);
}

export async function upsertMidRate(
  tx: Db,
  values: { currency: Currency; midRate: string; staffId: number; at: Date },
): Promise<void> {
  const row = {
    currency: values.currency,
    midRate: values.midRate,
    updatedAt: values.at,
    updatedByStaffId: values.staffId,
  };
  await tx.insert(fxRates).values(row).onConflictDoUpdate({ target: fxRates.currency, set: row });
  await invalidateCached(tx, [RATES_TAG]);
}

/** Replaces every spread row: the global one and the list of pairs. */
export async function replaceSpreads(
  tx: Db,
  globalSpreadBps: number,
  pairs: readonly { from: Currency; to: Currency; spreadBps: number }[],
  at: Date,
): Promise<void> {
  await tx
    .delete(fxSpreads)
    .where(or(ne(fxSpreads.fromCurrency, GLOBAL_PAIR), ne(fxSpreads.toCurrency, GLOBAL_PAIR)));
  const global = {
    fromCurrency: GLOBAL_PAIR,
    toCurrency: GLOBAL_PAIR,
    spreadBps: globalSpreadBps,
    updatedAt: at,
  };
  await tx
    .insert(fxSpreads)
    .values(global)
    .onConflictDoUpdate({ target: [fxSpreads.fromCurrency, fxSpreads.toCurrency], set: global });
  await invalidateCached(tx, [RATES_TAG]);
  if (pairs.length === 0) return;
  await tx.insert(fxSpreads).values(
    pairs.map((pair) => ({
      fromCurrency: pair.from,
      toCurrency: pair.to,
      spreadBps: pair.spreadBps,
      updatedAt: at,
    })),
  );
}

export type NewExchange = typeof exchanges.$inferInsert;
export type ExchangeRow = typeof exchanges.$inferSelect;

/** `exchanges (order_no, …, entry_id)`: the column list of `exchangeInsert`, from the schema. */
const EXCHANGE_INSERT_TARGET = sql.raw(
  `${getTableName(exchanges)} (${[
    exchanges.orderNo,
    exchanges.memberId,
    exchanges.fromCurrency,
    exchanges.toCurrency,
    exchanges.fromAmountMinor,
    exchanges.toAmountMinor,
    exchanges.rate,
    exchanges.spreadBps,
    exchanges.createdAt,
    exchanges.entryId,
  ]
    .map((column) => `"${column.name}"`)
    .join(', ')})`,
);

/**
 * The exchange row's INSERT … RETURNING id, written in its journal entry's statement (`postEntryWith`).
 * One template rather than drizzle's insert builder: building the builder's SQL for every exchange
 * was a tenth of the server's time on PostgreSQL, for a text that never changes.
 */
export function exchangeInsert(
  values: Omit<NewExchange, 'entryId' | 'createdAt'> & { createdAt: Date },
  entryId: SQL,
): SQL {
  return sql`insert into ${EXCHANGE_INSERT_TARGET} values (${values.orderNo}::text, ${values.memberId}::integer,
  ${values.fromCurrency}::text, ${values.toCurrency}::text, ${values.fromAmountMinor.toString()}::bigint,
  ${values.toAmountMinor.toString()}::bigint, ${values.rate}::numeric, ${values.spreadBps}::integer,
  ${values.createdAt.toISOString()}::timestamptz, ${entryId}) returning id`;
}

export async function findMemberExchangePage(db: Db, memberId: number, page: number) {
  const where = eq(exchanges.memberId, memberId);
  const rows = await db
    .select()
    .from(exchanges)
    .where(where)
    .orderBy(desc(exchanges.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(exchanges).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findExchangePageForStaff(db: Db, filter: { account?: string }, page: number) {
  const conditions: SQL[] = [];
  if (filter.account) conditions.push(eq(members.account, filter.account));
  const where = and(...conditions);
  const rows = await db
    .select({ exchange: exchanges, account: members.account })
    .from(exchanges)
    .innerJoin(members, eq(members.id, exchanges.memberId))
    .where(where)
    .orderBy(desc(exchanges.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db
    .select({ total: count() })
    .from(exchanges)
    .innerJoin(members, eq(members.id, exchanges.memberId))
    .where(where);
  return { rows, total: totalRow?.total ?? 0 };
}
