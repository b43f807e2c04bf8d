// Reads and writes withdrawal settings, per-currency limits and the market holiday calendar.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import type { Db } from '../../db/client.ts';
import { invalidateCached, MARKETS_TAG } from '../../cache/read-caches.ts';
import { marketHolidays, withdrawalLimits, withdrawalSettings } from '../../db/schema-funding.ts';

const SETTINGS_ROW_ID = 1;

export async function findWithdrawalSettings(db: Db) {
  const [row] = await db
    .select()
    .from(withdrawalSettings)
    .where(eq(withdrawalSettings.id, SETTINGS_ROW_ID))
    .limit(1);
  return row ?? null;
}

export async function findWithdrawalLimits(db: Db) {
  return db.select().from(withdrawalLimits).orderBy(asc(withdrawalLimits.currency));
}

export async function saveWithdrawalSettings(
  tx: Db,
  settings: { windowStart: string; windowEnd: string; creditScoreMinimum: number; now: Date },
): Promise<void> {
  const values = {
    windowStart: settings.windowStart,
    windowEnd: settings.windowEnd,
    creditScoreMinimum: settings.creditScoreMinimum,
    updatedAt: settings.now,
  };
  await tx
    .insert(withdrawalSettings)
    .values({ id: SETTINGS_ROW_ID, ...values })
    .onConflictDoUpdate({ target: withdrawalSettings.id, set: values });
}

export async function saveWithdrawalLimit(
  tx: Db,
  limit: { currency: Currency; minMinor: bigint; maxMinor: bigint },
): Promise<void> {
  await tx
    .insert(withdrawalLimits)
    .values(limit)
    .onConflictDoUpdate({
      target: withdrawalLimits.currency,
      set: { minMinor: limit.minMinor, maxMinor: limit.maxMinor },
    });
}

export async function findHolidays(db: Db, range?: { from: string; to: string }) {
  const market = eq(marketHolidays.market, 'MY');
  return db
    .select()
    .from(marketHolidays)
    .where(
      range ? and(market, gte(marketHolidays.date, range.from), lte(marketHolidays.date, range.to)) : market,
    )
    .orderBy(asc(marketHolidays.date));
}

export async function upsertHoliday(tx: Db, holiday: { date: string; name: string }): Promise<void> {
  await tx
    .insert(marketHolidays)
    .values({ market: 'MY', ...holiday })
    .onConflictDoUpdate({
      target: [marketHolidays.market, marketHolidays.date],
      set: { name: holiday.name },
    });
  await invalidateCached(tx, [MARKETS_TAG]);
}

export async function deleteHoliday(tx: Db, date: string): Promise<boolean> {
  const rows = await tx
    .delete(marketHolidays)
    .where(and(eq(marketHolidays.market, 'MY'), eq(marketHolidays.date, date)))
    .returning({ date: marketHolidays.date });
  await invalidateCached(tx, [MARKETS_TAG]);
  return rows.length > 0;
}
