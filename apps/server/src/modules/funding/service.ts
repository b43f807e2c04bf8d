// What other modules and jobs use of funding: the member row lock that serialises a withdrawal against
// an order (open-obligations-repo.ts), a member's deposit progress and the expiry of unpaid deposits.
// They never import funding's repositories (eslint.config.js).
export { expireOverdueDeposits, findDepositProgress } from './deposits-repo.ts';
export { lockMemberForOpenOrder } from './open-obligations-repo.ts';
