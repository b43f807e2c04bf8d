// House account shards (docs/decisions/0010-house-account-shards.md). A house account is one row per
// currency and bucket; an account every member's entries move (the FX desk) would make entries of
// different members queue on that row. Such postings name the member they are made for, and go to one
// of HOUSE_SHARDS sub-accounts chosen by member id: bucket 'main' (shard 0, where every house account
// started) or 'main-<n>'. The house account's balance is the sum of its shards; the ledger's
// invariants hold per row, so they hold for the shards as they do for any account.

/** Sub-accounts per sharded house account and currency. */
export const HOUSE_SHARDS = 16;

/** The bucket of the house sub-account a posting for `memberId` uses (shard 0 without a member). */
export function houseBucketOf(memberId?: number): string {
  if (memberId === undefined) return 'main';
  const shard = ((memberId % HOUSE_SHARDS) + HOUSE_SHARDS) % HOUSE_SHARDS;
  return shard === 0 ? 'main' : `main-${shard}`;
}
