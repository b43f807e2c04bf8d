// Dividends and splits of the market data (corporate_actions) applied to open positions (issue 5 §2),
// automatically, when an action's ex-date arrives in its market's calendar:
// - who is entitled: a position still open (holding or preparing to close) that was opened before the
//   ex-date began (local midnight of the ex-date in the market's timezone);
// - a cash dividend moves money through the ledger (entry type `dividend`, against the desk's
//   broker_pnl account): a long receives per-share amount × quantity, a short pays it. The amount is
//   rounded half up to the currency's minor unit (like a notional). A short pays from its available
//   balance, then from the position's margin; whatever neither covers is absorbed by the desk (and
//   recorded), so no balance ever goes negative;
// - a split (`from` old shares become `to` new ones) multiplies the quantity by to/from and divides the
//   entry price by it, so the position's cost (quantity × entry price) is unchanged; no money moves.
//   A queued close of the position is scaled the same way. The entry price is exact whenever the
//   division is (a 1-for-10 split of 2.5 is 0.25); otherwise it is rounded half up at eight decimals;
// - exactly once: each application is a row of trade_corporate_actions, unique per (position, kind,
//   ex-date), inserted in the same transaction as the money it moves, with the position row locked.
//   A rerun, a second process or a race inserts nothing and moves nothing.
// Work runs from a tick-round hook whenever a market's local date changes (and at the first round after
// a start, which also catches up anything missed while the server was down).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { PAGE_SIZE, type Paged } from '@saham/contract/envelope';
import type { TradeDividend } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import { decimal, divideRounded, formatDecimal } from '@saham/domain/markets/decimal';
import { notionalMinor } from '@saham/domain/markets/fees';
import { marketMoment, zonedInstant } from '@saham/domain/markets/sessions';
import type { MarketCode } from '@saham/domain/markets/types';
import { formatMinor } from '@saham/domain/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { pageOffset, toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notices } from '../../db/schema.ts';
import { tradeCorporateActions } from '../../db/schema-corporate-actions.ts';
import { corporateActions } from '../../db/schema-markets.ts';
import { tradeOrders, tradePositions } from '../../db/schema-trading.ts';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';
import type { MemberOnlyContext, Services } from '../../http/context.ts';
import { postEntry, type PostingInput } from '../ledger/post-entry.ts';
import { findMarketRows } from '../markets/repo.ts';
import { registerTickRoundHook } from '../market-data/tick-round-hooks.ts';
import { availableMinorOf, lockPosition, type PositionRow } from './repo.ts';

const DAY = 86_400_000;
/** After a run with failures, the hook tries again this much later (not every second). */
const RETRY_MILLISECONDS = 60_000;

export interface MarketZone {
  code: string;
  timezone: string;
}

/** One corporate action due on one position, as read before the position is locked. */
export interface DueAction {
  positionId: number;
  market: string;
  openedAt: Date;
  actionId: number;
  kind: 'dividend' | 'split';
  exDate: string;
  payDate: string | null;
  amount: string | null;
  splitFrom: number | null;
  splitTo: number | null;
}

export interface CorporateActionsOutcome {
  dividends: number;
  splits: number;
  failed: number;
}

/** Whether a position opened at `openedAt` is entitled to an action of `exDate` in `timezone`. */
export function isEntitled(openedAt: Date, exDate: string, timezone: string): boolean {
  return openedAt.getTime() < zonedInstant(timezone, exDate, 0).getTime();
}

/** The dividend of `quantity` shares at `perShare`, in minor units of the currency (half up). */
export function dividendMinor(currency: Currency, perShare: string, quantity: string): bigint {
  return notionalMinor(currency, perShare, quantity);
}

/** Quantity and entry price after a split of `from` old shares into `to` new ones. */
export function splitPosition(
  quantity: string,
  entryPrice: string,
  from: number,
  to: number,
): { quantity: string; entryPrice: string } {
  const scaledQuantity = (decimal(quantity) * BigInt(to)) / BigInt(from);
  const scaledPrice = divideRounded(decimal(entryPrice) * BigInt(from), BigInt(to), 'half_up');
  return {
    // Whole shares stay whole for every split (to/from ≥ 1); a reverse split keeps eight decimals.
    quantity: formatDecimal(scaledQuantity > 0n ? scaledQuantity : 1n),
    entryPrice: formatDecimal(scaledPrice > 0n ? scaledPrice : 1n),
  };
}

async function loadZones(db: Db): Promise<MarketZone[]> {
  const rows = await findMarketRows(db);
  return rows.map((row) => ({ code: row.code, timezone: row.timezone }));
}

/** Actions whose ex-date has arrived, on open positions not yet given them (entitlement checked later). */
export async function findDueActions(db: Db, zones: readonly MarketZone[], now: Date): Promise<DueAction[]> {
  if (zones.length === 0) return [];
  const todayOf = new Map(zones.map((zone) => [zone.code, marketMoment(zone, now).date]));
  const latest = [...todayOf.values()].sort().at(-1) ?? now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      positionId: tradePositions.id,
      market: tradePositions.market,
      openedAt: tradePositions.openedAt,
      actionId: corporateActions.id,
      kind: corporateActions.kind,
      exDate: corporateActions.exDate,
      payDate: corporateActions.payDate,
      amount: corporateActions.amount,
      splitFrom: corporateActions.splitFrom,
      splitTo: corporateActions.splitTo,
    })
    .from(tradePositions)
    .innerJoin(corporateActions, eq(corporateActions.instrumentId, tradePositions.instrumentId))
    .where(
      and(
        ne(tradePositions.status, 'closed'),
        sql`${corporateActions.exDate} <= ${latest}`,
        // A coarse bound (time zones are within a day of UTC); isEntitled decides exactly.
        sql`${corporateActions.exDate} >= ${tradePositions.openedAt}::date - 1`,
        sql`not exists (select 1 from ${tradeCorporateActions} where ${tradeCorporateActions.positionId} = ${tradePositions.id} and ${tradeCorporateActions.kind} = ${corporateActions.kind} and ${tradeCorporateActions.exDate} = ${corporateActions.exDate})`,
      ),
    )
    .orderBy(corporateActions.exDate, corporateActions.id, tradePositions.id);
  const zoneOf = new Map(zones.map((zone) => [zone.code, zone.timezone]));
  const due: DueAction[] = [];
  for (const row of rows) {
    const timezone = zoneOf.get(row.market);
    const today = todayOf.get(row.market);
    if (timezone === undefined || today === undefined || row.exDate > today) continue;
    if (!isEntitled(row.openedAt, row.exDate, timezone)) continue;
    if (row.kind !== 'dividend' && row.kind !== 'split') continue;
    due.push({ ...row, kind: row.kind });
  }
  return due;
}

type Applied = 'dividend' | 'split' | null;

/** Applies one due action to its position in one transaction; null when already applied or not due. */
export async function applyAction(db: Db, action: DueAction, now: Date): Promise<Applied> {
  return inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, action.positionId);
    if (!position || position.status === 'closed') return null;
    if (action.kind === 'dividend')
      return (await applyDividend(tx, position, action, now)) ? 'dividend' : null;
    return (await applySplit(tx, position, action, now)) ? 'split' : null;
  });
}

type Application = typeof tradeCorporateActions.$inferInsert;

async function insertApplication(tx: Db, values: Application): Promise<number | null> {
  const [row] = await tx
    .insert(tradeCorporateActions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: tradeCorporateActions.id });
  return row?.id ?? null;
}

function applicationBase(position: PositionRow, action: DueAction, now: Date) {
  return {
    positionId: position.id,
    memberId: position.memberId,
    instrumentId: position.instrumentId,
    symbol: position.symbol,
    market: position.market,
    currency: position.currency,
    direction: position.direction,
    kind: action.kind,
    exDate: action.exDate,
    payDate: action.payDate,
    sourceActionId: action.actionId,
    quantity: position.quantity,
    entryPrice: position.entryPrice,
    appliedAt: now,
  };
}

async function applyDividend(tx: Db, position: PositionRow, action: DueAction, now: Date): Promise<boolean> {
  const currency = position.currency as Currency;
  const perShare = action.amount ?? '0';
  const due = dividendMinor(currency, perShare, position.quantity);
  const isLong = (position.direction as Direction) === 'long';
  let fromAvailable = 0n;
  let fromMargin = 0n;
  let absorbed = 0n;
  if (!isLong && due > 0n) {
    const available = await availableMinorOf(tx, position.memberId, currency);
    fromAvailable = due < available ? due : available > 0n ? available : 0n;
    const rest = due - fromAvailable;
    fromMargin = rest < position.marginMinor ? rest : position.marginMinor;
    absorbed = rest - fromMargin;
  }
  const id = await insertApplication(tx, {
    ...applicationBase(position, action, now),
    perShare: formatDecimal(decimal(perShare)),
    quantityAfter: position.quantity,
    entryPriceAfter: position.entryPrice,
    amountMinor: isLong ? due : -due,
    fromMarginMinor: fromMargin,
    absorbedMinor: absorbed,
  });
  if (id === null) return false;
  const memberId = position.memberId;
  const house = { house: 'broker_pnl', shardFor: memberId } as const;
  const postings: PostingInput[] = [];
  if (isLong && due > 0n) {
    postings.push(
      { account: house, currency, amountMinor: -due },
      { account: { memberId, bucket: 'available' }, currency, amountMinor: due },
    );
  } else if (fromAvailable + fromMargin > 0n) {
    if (fromAvailable > 0n)
      postings.push({ account: { memberId, bucket: 'available' }, currency, amountMinor: -fromAvailable });
    if (fromMargin > 0n)
      postings.push({ account: { memberId, bucket: 'margin' }, currency, amountMinor: -fromMargin });
    postings.push({ account: house, currency, amountMinor: fromAvailable + fromMargin });
  }
  if (fromMargin > 0n) {
    await tx
      .update(tradePositions)
      .set({ marginMinor: position.marginMinor - fromMargin })
      .where(eq(tradePositions.id, position.id));
  }
  if (postings.length > 0) {
    await postEntry(
      tx,
      {
        type: 'dividend',
        memberId,
        referenceType: 'trade_corporate_action',
        referenceId: String(id),
        memo: `${position.symbol} ${action.exDate} ${perShare}`,
        postings,
        insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
      },
      now,
    );
  } else {
    await invalidateCached(tx, [balancesTag(memberId)]);
  }
  return true;
}

async function applySplit(tx: Db, position: PositionRow, action: DueAction, now: Date): Promise<boolean> {
  const from = action.splitFrom ?? 1;
  const to = action.splitTo ?? 1;
  if (from <= 0 || to <= 0) return false;
  const after = splitPosition(position.quantity, position.entryPrice, from, to);
  const id = await insertApplication(tx, {
    ...applicationBase(position, action, now),
    splitFrom: from,
    splitTo: to,
    quantityAfter: after.quantity,
    entryPriceAfter: after.entryPrice,
    amountMinor: 0n,
  });
  if (id === null) return false;
  await tx
    .update(tradePositions)
    .set({ quantity: after.quantity, entryPrice: after.entryPrice })
    .where(eq(tradePositions.id, position.id));
  // A close queued for the position closes the same share of it after the split.
  await tx
    .update(tradeOrders)
    .set({ quantity: sql`trunc(${tradeOrders.quantity} * ${to} / ${from}, 8)` })
    .where(
      and(
        eq(tradeOrders.positionId, position.id),
        eq(tradeOrders.kind, 'close'),
        eq(tradeOrders.status, 'pending'),
      ),
    );
  await insertSplitNotice(tx, position, after, from, to, now);
  // No money moves, but "my account" caches the member's positions with the ledger buckets.
  await invalidateCached(tx, [balancesTag(position.memberId)]);
  return true;
}

async function insertSplitNotice(
  tx: Db,
  position: PositionRow,
  after: { quantity: string; entryPrice: string },
  from: number,
  to: number,
  now: Date,
): Promise<void> {
  const ratio = `${from}:${to}`;
  const what = `${position.symbol} ${formatDecimal(decimal(position.quantity))} → ${after.quantity} @ ${after.entryPrice}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Share split applied to your position',
      zh: '股份拆細已套用至您的持倉',
      ch: '股份拆分已应用到您的持仓',
      ml: 'Pecahan saham dikenakan pada posisi anda',
      ja: '株式分割がポジションに適用されました',
      ko: '주식 분할이 포지션에 적용되었습니다',
    },
    content: {
      en: `A ${ratio} split took effect: ${what}. The position's cost is unchanged.`,
      zh: `${ratio} 拆細已生效：${what}。持倉成本不變。`,
      ch: `${ratio} 拆分已生效：${what}。持仓成本不变。`,
      ml: `Pecahan ${ratio} berkuat kuasa: ${what}. Kos posisi tidak berubah.`,
      ja: `${ratio} の株式分割が適用されました：${what}。ポジションの取得金額は変わりません。`,
      ko: `${ratio} 분할이 적용되었습니다: ${what}. 포지션 원가는 변하지 않습니다.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}

/** Applies every due action; one failure never stops the others. */
export async function applyDueCorporateActions(
  db: Db,
  now: Date,
  zones?: readonly MarketZone[],
): Promise<CorporateActionsOutcome> {
  const outcome: CorporateActionsOutcome = { dividends: 0, splits: 0, failed: 0 };
  const due = await findDueActions(db, zones ?? (await loadZones(db)), now);
  for (const action of due) {
    try {
      const applied = await applyAction(db, action, now);
      if (applied === 'dividend') outcome.dividends += 1;
      if (applied === 'split') outcome.splits += 1;
    } catch (error) {
      outcome.failed += 1;
      console.error('corporate actions: applying failed', action, error);
    }
  }
  return outcome;
}

/**
 * Runs applyDueCorporateActions after an engine round whenever some market's local date differs from
 * the last run (the day roll), and at the first round. Market time zones are reread hourly.
 */
export function registerCorporateActionsHook(services: Services): void {
  let zones: MarketZone[] | null = null;
  let zonesReadAt = 0;
  let lastDates: string | null = null;
  let retryAt = Number.POSITIVE_INFINITY;
  let isRunning = false;
  registerTickRoundHook(services, async (round) => {
    if (isRunning) return;
    isRunning = true;
    try {
      if (zones === null || Math.abs(round.instant - zonesReadAt) > DAY / 24) {
        zones = await loadZones(services.db);
        zonesReadAt = round.instant;
      }
      const now = new Date(round.instant);
      const dates = zones.map((zone) => `${zone.code}=${marketMoment(zone, now).date}`).join(' ');
      if (dates === lastDates && round.instant < retryAt) return;
      const outcome = await applyDueCorporateActions(services.db, now, zones);
      lastDates = dates;
      retryAt = outcome.failed > 0 ? round.instant + RETRY_MILLISECONDS : Number.POSITIVE_INFINITY;
    } finally {
      isRunning = false;
    }
  });
}

/** trade/dividends: the member's applied dividends and splits, newest first, ten a page. */
export async function listDividends(context: MemberOnlyContext, page: number): Promise<Paged<TradeDividend>> {
  const { db } = context.services;
  const memberId = context.session.memberId;
  const where = eq(tradeCorporateActions.memberId, memberId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(tradeCorporateActions)
      .where(where)
      .orderBy(desc(tradeCorporateActions.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tradeCorporateActions)
      .where(where),
  ]);
  return toPaged(rows.map(toDividend), page, count?.total ?? 0);
}

const exact = (text: string) => formatDecimal(decimal(text));

function toDividend(row: typeof tradeCorporateActions.$inferSelect): TradeDividend {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    kind: row.kind === 'split' ? 'split' : 'dividend',
    positionId: row.positionId,
    symbol: row.symbol,
    code: row.symbol.slice(row.symbol.indexOf(':') + 1),
    market: row.market as MarketCode,
    currency,
    direction: row.direction as Direction,
    exDate: row.exDate,
    payDate: row.payDate,
    perShare: row.perShare === null ? null : exact(row.perShare),
    splitFrom: row.splitFrom,
    splitTo: row.splitTo,
    quantity: exact(row.quantity),
    quantityAfter: exact(row.quantityAfter),
    entryPrice: exact(row.entryPrice),
    entryPriceAfter: exact(row.entryPriceAfter),
    amount: formatMinor(row.amountMinor, currency),
    appliedAt: row.appliedAt.toISOString(),
  };
}
