// What trading uses of securities lending, kept apart from service.ts (which imports trading's service,
// so trading importing it would make a cycle): ending a position's loans before it is sold or closed,
// and the quantities lent out of positions (shown on them, and paid in lieu of a dividend).
import type { Db } from '../../db/client.ts';
import { endLoan } from './accrual.ts';
import { lockActiveLoansOfPosition } from './repo.ts';

/**
 * Ends every loan in progress of a position that is being sold or closed (its row locked by the
 * caller), in the caller's transaction: each is accrued to date, its rebate paid, its capacity freed.
 * Any sale of the position ends its loans, a partial one too: the shares are recalled first.
 */
export async function endLoansForSale(tx: Db, positionId: number, now: Date): Promise<number> {
  const loans = await lockActiveLoansOfPosition(tx, positionId);
  for (const loan of loans) await endLoan(tx, loan, 'sale', now);
  return loans.length;
}

// For other modules, which never import this module's repository (eslint.config.js).
export { lentQuantities, lentQuantityAt } from './repo.ts';
