// The trading figures of "my account" (balances.ts explains each): a member's open positions and the
// realised P&L of the closed ones, read from trade_positions, and their valuation at the latest stored
// quotes. The positions are cacheable (they change only with a ledger posting or a split); the
// valuation is not, and is done at every read.
import { and, eq, ne, sql } from 'drizzle-orm';
import { isCurrency, type Currency } from '@saham/domain/currencies';
import { notionalMinor } from '@saham/domain/markets/fees';
import { grossPnlMinor } from '@saham/domain/trading/money';
import type { Direction } from '@saham/domain/trading/orders';
import type { Db } from '../../db/client.ts';
import { tradePositions } from '../../db/schema-trading.ts';
import { findPrices } from '../trading/for-other-modules.ts';

export interface OpenPosition {
  instrumentId: number;
  currency: Currency;
  direction: Direction;
  quantity: string;
  entryPrice: string;
}

export interface MemberPositions {
  open: readonly OpenPosition[];
  /** Realised P&L of closed positions per currency: gross less every fee and tax. */
  historicalPnl: ReadonlyMap<Currency, bigint>;
}

export interface PositionFigures {
  profit: Map<Currency, bigint>;
  marketValue: Map<Currency, bigint>;
  historicalPnl: ReadonlyMap<Currency, bigint>;
}

export async function readMemberPositions(db: Db, memberId: number): Promise<MemberPositions> {
  const [openRows, closedRows] = await Promise.all([
    db
      .select({
        instrumentId: tradePositions.instrumentId,
        currency: tradePositions.currency,
        direction: tradePositions.direction,
        quantity: tradePositions.quantity,
        entryPrice: tradePositions.entryPrice,
      })
      .from(tradePositions)
      .where(and(eq(tradePositions.memberId, memberId), ne(tradePositions.status, 'closed'))),
    db
      .select({
        currency: tradePositions.currency,
        net: sql<string>`sum(coalesce(${tradePositions.grossPnlMinor}, 0) - ${tradePositions.openFeeMinor} - ${tradePositions.openTaxMinor} - coalesce(${tradePositions.closeFeeMinor}, 0) - coalesce(${tradePositions.closeTaxMinor}, 0))::text`,
      })
      .from(tradePositions)
      .where(and(eq(tradePositions.memberId, memberId), eq(tradePositions.status, 'closed')))
      .groupBy(tradePositions.currency),
  ]);
  const open: OpenPosition[] = [];
  for (const row of openRows) {
    if (!isCurrency(row.currency)) continue;
    const direction: Direction = row.direction === 'short' ? 'short' : 'long';
    open.push({ ...row, currency: row.currency, direction });
  }
  const historicalPnl = new Map<Currency, bigint>();
  for (const row of closedRows) {
    if (isCurrency(row.currency) && row.net !== null) historicalPnl.set(row.currency, BigInt(row.net));
  }
  return { open, historicalPnl };
}

function add(map: Map<Currency, bigint>, currency: Currency, amount: bigint): void {
  map.set(currency, (map.get(currency) ?? 0n) + amount);
}

/** Floating P&L and market value per currency at `lastOf` (a position without a quote counts at its entry price). */
export function figuresAt(
  positions: MemberPositions,
  lastOf: (instrumentId: number) => string | undefined,
): PositionFigures {
  const profit = new Map<Currency, bigint>();
  const marketValue = new Map<Currency, bigint>();
  for (const position of positions.open) {
    const last = lastOf(position.instrumentId) ?? position.entryPrice;
    const { currency, direction, entryPrice, quantity } = position;
    add(profit, currency, grossPnlMinor(currency, direction, entryPrice, last, quantity));
    add(marketValue, currency, notionalMinor(currency, last, quantity));
  }
  return { profit, marketValue, historicalPnl: positions.historicalPnl };
}

/** The positions valued at the latest stored quotes (no query when nothing is open). */
export async function valuePositions(db: Db, positions: MemberPositions): Promise<PositionFigures> {
  if (positions.open.length === 0) return figuresAt(positions, () => undefined);
  const prices = await findPrices(db, [...new Set(positions.open.map((position) => position.instrumentId))]);
  return figuresAt(positions, (instrumentId) => prices.get(instrumentId));
}
