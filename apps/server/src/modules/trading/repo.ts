// SQL of trading's desk: its settings, members' trading permissions and their available balance.
// Orders are in orders-repo.ts, positions and fills in positions-repo.ts, instruments and prices as a
// trade reads them in listings-repo.ts; the row shapes in rows.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { DESK_TAG, invalidateCached, memberTag, readCachesOf, readThrough } from '../../cache/read-caches.ts';
import { ledgerAccounts, members } from '../../db/schema.ts';
import { memberTradingSettings, tradingSettings } from '../../db/schema-trading.ts';
import type { DeskSettings, TraderFacts, TraderPermissions } from './rows.ts';

const DEFAULT_DESK_SETTINGS: DeskSettings = { marketSpreadBps: 0, maintenanceMarginPercent: 50 };

/** The desk's settings through the read caches (`desk`, dropped when staff change them). */
export async function readDeskSettings(db: Db): Promise<DeskSettings> {
  const found = await readThrough(
    readCachesOf(db),
    (caches) => caches.deskSettings,
    'desk',
    async () => {
      const [row] = await db.select().from(tradingSettings).where(eq(tradingSettings.id, 1));
      return row
        ? { marketSpreadBps: row.marketSpreadBps, maintenanceMarginPercent: row.maintenanceMarginPercent }
        : DEFAULT_DESK_SETTINGS;
    },
    () => [DESK_TAG],
  );
  return found ?? DEFAULT_DESK_SETTINGS;
}

export async function writeDeskSettings(db: Db, settings: DeskSettings, now: Date): Promise<void> {
  await db
    .insert(tradingSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: tradingSettings.id, set: { ...settings, updatedAt: now } });
  await invalidateCached(db, [DESK_TAG]);
}

export async function setMarginEnabled(db: Db, memberId: number, isMarginEnabled: boolean, now: Date) {
  await db
    .insert(memberTradingSettings)
    .values({ memberId, isMarginEnabled, updatedAt: now })
    .onConflictDoUpdate({ target: memberTradingSettings.memberId, set: { isMarginEnabled, updatedAt: now } });
  await invalidateCached(db, [memberTag(memberId)]);
}

function traderQuery(db: Db) {
  return preparedOn(db, 'trade_trader', (root, name) =>
    root
      .select({
        isTradeForbidden: members.isTradeForbidden,
        realNameStatus: members.realNameStatus,
        hasFundPassword: sql<boolean>`${members.fundPasswordHash} is not null`,
        isMarginEnabled: memberTradingSettings.isMarginEnabled,
      })
      .from(members)
      .leftJoin(memberTradingSettings, eq(memberTradingSettings.memberId, members.id))
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare(name),
  );
}

/**
 * The member's trading permissions through the read caches (`member:<id>`: every write of the member's
 * row drops it, and so does a change of their margin permission); null for an unknown member.
 */
export async function readTraderPermissions(db: Db, memberId: number): Promise<TraderPermissions | null> {
  return readThrough(
    readCachesOf(db),
    (caches) => caches.traders,
    String(memberId),
    async () => {
      const [row] = await traderQuery(db).execute({ memberId });
      return row
        ? {
            isTradeForbidden: row.isTradeForbidden,
            realNameStatus: row.realNameStatus,
            hasFundPassword: row.hasFundPassword === true,
            isMarginEnabled: row.isMarginEnabled ?? false,
          }
        : null;
    },
    () => [memberTag(memberId)],
  );
}

export async function readTraderFacts(db: Db, memberId: number): Promise<TraderFacts> {
  const found = await readTraderPermissions(db, memberId);
  return {
    isTradeForbidden: found?.isTradeForbidden ?? true,
    isMarginEnabled: found?.isMarginEnabled ?? false,
  };
}

export async function availableMinorOf(db: Db, memberId: number, currency: Currency): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKey, `member:${memberId}`),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.bucket, 'available'),
      ),
    );
  return row?.balance ?? 0n;
}
