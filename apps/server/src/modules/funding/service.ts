// What other modules and jobs use of funding: the member row lock that serialises a withdrawal against
// an order (open-obligations-repo.ts), a member's deposit progress and the expiry of unpaid deposits,
// and how many deposits and withdrawals wait for review (the back office's dashboard).
// They never import funding's repositories (eslint.config.js).
export { countPendingDeposits, expireOverdueDeposits, findDepositProgress } from './deposits-repo.ts';
export { countPendingWithdrawals } from './withdrawals-repo.ts';
export { lockMemberForOpenOrder } from './open-obligations-repo.ts';
