// What other modules read of the ledger: a member's balances by currency and bucket. Money moves only
// through post-entry.ts; no module imports the ledger's repositories (eslint.config.js).
export { readMemberBuckets, type BucketBalance } from './balances-repo.ts';
export { countPendingAdjustments } from './adjustments-repo.ts';
