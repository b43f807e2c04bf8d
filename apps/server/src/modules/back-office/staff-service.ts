// The back office's dashboard: how many items wait in each review queue the staff member may open.
// Each count comes from the module that owns the queue (its service, never its repository).
import { reviewQueuesFor, type QueueCount, type ReviewQueue } from '@saham/contract/admin-dashboard';
import type { StaffRequestContext } from '../../http/context.ts';
import { countPendingRealNames } from '../identity/service.ts';
import { countPendingDeposits, countPendingWithdrawals } from '../funding/service.ts';
import { countPendingAdjustments } from '../ledger/service.ts';
import { countPendingDayTradingApplications } from '../day-trading/service.ts';
import { countPendingLoans } from '../loans/service.ts';

function countPending(context: StaffRequestContext, queue: ReviewQueue): Promise<number> {
  const { db, clock } = context.services;
  switch (queue) {
    case 'realName':
      return countPendingRealNames(db);
    case 'deposits':
      return countPendingDeposits(db, clock.now());
    case 'withdrawals':
      return countPendingWithdrawals(db);
    case 'adjustments':
      return countPendingAdjustments(db);
    case 'dayTrading':
      return countPendingDayTradingApplications(db);
    case 'loans':
      return countPendingLoans(db);
    default: {
      const unknown: never = queue;
      throw new Error(`no count for queue ${String(unknown)}`);
    }
  }
}

export async function dashboardQueues(context: StaffRequestContext): Promise<{ queues: QueueCount[] }> {
  const queues = reviewQueuesFor(context.staff.role);
  const counts = await Promise.all(queues.map((queue) => countPending(context, queue)));
  return { queues: queues.map((queue, index) => ({ queue, pending: counts[index] ?? 0 })) };
}
