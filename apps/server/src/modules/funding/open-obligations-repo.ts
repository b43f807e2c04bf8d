// What blocks a withdrawal (spec §5: "not allowed with open orders or unpaid credit loans"), and the
// lock that keeps the check honest. A withdrawal and a new open order meet on the member's row: the
// withdrawal takes it FOR UPDATE before it looks for open orders, and every call that leaves an order
// pending (a limit order, a queued close, a day-trade application) takes it FOR KEY SHARE before it
// writes one. The two locks conflict, so on PostgreSQL (READ COMMITTED: each statement reads what has
// committed when it starts) either the order commits first and the withdrawal's check, run once it has
// the lock, sees it, or the order waits until the withdrawal has committed. KEY SHARE locks conflict
// with nothing else, so orders never queue behind one another or behind ordinary updates of the member.
// Both take the member's row first in their transaction, before any ledger account: one lock order.
// On PGlite every transaction is exclusive anyway (transaction.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { tradeOrders } from '../../db/schema-trading.ts';
import { dayTradeApplications } from '../../db/schema-day-trading.ts';
import { unpaidLoanClause } from '../loans/obligations.ts';

/** Taken by a withdrawal before `hasOpenObligations`; held until its transaction ends. */
export async function lockMemberForWithdrawal(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** Taken by a call that leaves an order pending, before it writes it; held until its transaction ends. */
export async function lockMemberForOpenOrder(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('key share');
}

/**
 * One clause per kind of obligation that blocks a withdrawal; the loans module says what an unpaid
 * credit loan is. A loan application takes the same member lock FOR UPDATE (loans/repo.ts).
 */
function openObligationClauses(memberId: number): SQL[] {
  return [
    // Pending limit orders, queued closes (the position is "preparing to close" until its close order
    // fills or is withdrawn) and block-trade purchases are all trading orders.
    sql`exists (select 1 from ${tradeOrders}
      where ${tradeOrders.memberId} = ${memberId} and ${tradeOrders.status} = 'pending')`,
    // A day-trade application awaiting review.
    sql`exists (select 1 from ${dayTradeApplications}
      where ${dayTradeApplications.memberId} = ${memberId} and ${dayTradeApplications.status} = 'pending')`,
    // A credit loan under review, or borrowed and not repaid.
    unpaidLoanClause(memberId),
  ];
}

/**
 * Whether the member has an open order or another obligation that blocks a withdrawal. A statement of
 * its own after `lockMemberForWithdrawal`: a statement that waited for a lock still reads with the
 * snapshot it started with, so checking in the locking statement would miss the order it waited for.
 */
export async function hasOpenObligations(tx: Db, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ isBlocked: sql<boolean>`${sql.join(openObligationClauses(memberId), sql` or `)}` })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.isBlocked === true;
}
