// The SQL of price alerts: a member's alerts (with their instrument's identity and names), the active
// ones a process's book is built from, and the guarded update that fires an alert exactly once.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AlertKind } from '@saham/domain/alerts/price-alerts';
import type { LocalizedName, MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { priceAlerts } from '../../db/schema-alerts.ts';
import { instruments } from '../../db/schema-markets.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

export type AlertRow = typeof priceAlerts.$inferSelect;

/** An instrument as an alert names it. */
export interface AlertInstrument {
  id: number;
  symbol: string;
  market: MarketCode;
  code: string;
  names: LocalizedName;
  currency: string;
  status: string;
}

const instrumentColumns = {
  id: instruments.id,
  symbol: instruments.symbol,
  market: instruments.market,
  code: instruments.code,
  names: instruments.names,
  currency: instruments.currency,
  status: instruments.status,
};

export async function findAlertInstrument(db: Db, symbol: string): Promise<AlertInstrument | null> {
  const rows = await db
    .select(instrumentColumns)
    .from(instruments)
    .where(eq(instruments.symbol, symbol))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAlertInstruments(db: Db, ids: readonly number[]): Promise<AlertInstrument[]> {
  if (ids.length === 0) return [];
  return db
    .select(instrumentColumns)
    .from(instruments)
    .where(inArray(instruments.id, [...ids]));
}

/** Locks the member's row: the limit of active alerts is decided under it. */
export async function lockAlertOwner(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countActiveAlerts(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.memberId, memberId), isNull(priceAlerts.firedAt)));
  return row?.total ?? 0;
}

export async function insertAlert(
  tx: Db,
  alert: {
    memberId: number;
    instrumentId: number;
    symbol: string;
    kind: AlertKind;
    threshold: string;
    now: Date;
  },
): Promise<AlertRow> {
  const [row] = await tx
    .insert(priceAlerts)
    .values({
      memberId: alert.memberId,
      instrumentId: alert.instrumentId,
      symbol: alert.symbol,
      kind: alert.kind,
      threshold: alert.threshold,
      createdAt: alert.now,
    })
    .returning();
  if (!row) throw new Error('insert into price_alerts returned no row');
  return row;
}

/** A page of the member's alerts (of one instrument), newest first, with the total. */
export async function findAlertPage(db: Db, memberId: number, instrumentId: number | null, page: number) {
  const where = and(
    eq(priceAlerts.memberId, memberId),
    instrumentId === null ? undefined : eq(priceAlerts.instrumentId, instrumentId),
  );
  const rows = await db
    .select({ alert: priceAlerts, instrument: instrumentColumns })
    .from(priceAlerts)
    .innerJoin(instruments, eq(instruments.id, priceAlerts.instrumentId))
    .where(where)
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(priceAlerts).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Deletes one of the member's alerts; false when the member has no such alert. */
export async function deleteAlert(db: Db, memberId: number, alertId: number): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.memberId, memberId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Every active alert, for a book (id order). */
export async function findActiveAlerts(db: Db) {
  return db
    .select({
      id: priceAlerts.id,
      memberId: priceAlerts.memberId,
      symbol: priceAlerts.symbol,
      kind: priceAlerts.kind,
      threshold: priceAlerts.threshold,
    })
    .from(priceAlerts)
    .where(isNull(priceAlerts.firedAt))
    .orderBy(priceAlerts.id);
}

/**
 * Fires the alerts among `ids` that are still active, at `price`: one guarded update, so of two
 * rounds (two processes) racing for an alert exactly one gets it back. Answers the alerts it fired.
 */
export async function markAlertsFired(tx: Db, ids: readonly number[], price: string, now: Date) {
  if (ids.length === 0) return [];
  return tx
    .update(priceAlerts)
    .set({ firedAt: now, firedPrice: price })
    .where(and(inArray(priceAlerts.id, [...ids]), isNull(priceAlerts.firedAt)))
    .returning({
      id: priceAlerts.id,
      memberId: priceAlerts.memberId,
      instrumentId: priceAlerts.instrumentId,
      kind: priceAlerts.kind,
      threshold: priceAlerts.threshold,
    });
}
