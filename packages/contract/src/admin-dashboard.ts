// The back office's dashboard: how much work waits in each staff review queue, in one call. A queue is
// counted only for the roles that may open it (its list call's roles), so a role never sees a count it
// could not follow.
import { z } from 'zod';
import { staffCall, STAFF_ROLES, type StaffRole } from './call.ts';
import { listAdjustments } from './admin-ledger.ts';
import { staffDayTradingList } from './day-trading.ts';
import { listRealNames } from './identity.ts';
import { staffLoansList } from './loans.ts';
import { staffRechargeList } from './recharge.ts';
import { staffWithdrawList } from './withdraw.ts';

export const REVIEW_QUEUES = [
  'realName',
  'deposits',
  'withdrawals',
  'adjustments',
  'dayTrading',
  'loans',
] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** The call that opens each queue: whoever may make it sees the queue's count. */
const QUEUE_LIST_CALLS: Record<ReviewQueue, { roles: readonly StaffRole[] }> = {
  realName: listRealNames,
  deposits: staffRechargeList,
  withdrawals: staffWithdrawList,
  adjustments: listAdjustments,
  dayTrading: staffDayTradingList,
  loans: staffLoansList,
};

/** The queues a role may open, in the dashboard's order. */
export function reviewQueuesFor(role: StaffRole): ReviewQueue[] {
  return REVIEW_QUEUES.filter((queue) => QUEUE_LIST_CALLS[queue].roles.includes(role));
}

export const queueCountSchema = z.object({
  queue: z.enum(REVIEW_QUEUES),
  /** Items waiting for a decision (status pending). */
  pending: z.number().int().nonnegative(),
});
export type QueueCount = z.infer<typeof queueCountSchema>;

export const dashboardQueues = staffCall({
  path: 'dashboard/queues',
  summary: 'How many items wait in each review queue the staff member may open',
  description:
    'Pending identities, deposits (not past their payment deadline), withdrawals, balance adjustments and ' +
    'day-trading applications, counted in one round trip. A queue the role may not open is left out.',
  roles: STAFF_ROLES,
  request: z.object({}),
  response: z.object({ queues: z.array(queueCountSchema) }),
});
