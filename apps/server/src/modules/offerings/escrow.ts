// The money of new shares (issue 17 §3), every movement one ledger entry referencing its application:
// - freeze (`subscription_freeze`): the member's available balance → the ipo_escrow (their shard);
// - refund (`subscription_refund`): escrow → available (cancellation, not won, the unallotted part,
//   the price difference when the final price is lower, a postponement or withdrawal);
// - fee (`subscription_win`, memo `fee`): escrow → fees, when a fee is kept without a conversion;
// - conversion (`subscription_win`): on listing, escrow → the member's margin bucket (the holding's
//   cost at the issue price, 1× leverage) and the fee to fees.
// The escrow of an offering is therefore the sum of its applications' `frozenMinor`, always.
import { sql } from 'drizzle-orm';
import type { Currency } from '@saham/domain/currencies';
import { balancesTag, invalidateCached } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { houseBucketOf } from '../ledger/house-shards.ts';
import { postEntry, type AccountRef } from '../ledger/post-entry.ts';
import { APPLICATION_REFERENCE } from './repo.ts';

const escrowOf = (memberId: number): AccountRef => ({ house: 'ipo_escrow', shardFor: memberId });

interface Target {
  id: number;
  memberId: number;
}

export async function freezeIntoEscrow(
  tx: Db,
  application: Target,
  currency: Currency,
  amountMinor: bigint,
  now: Date,
): Promise<void> {
  if (amountMinor <= 0n) return;
  await postEntry(
    tx,
    {
      type: 'subscription_freeze',
      memberId: application.memberId,
      referenceType: APPLICATION_REFERENCE,
      referenceId: String(application.id),
      postings: [
        {
          account: { memberId: application.memberId, bucket: 'available' },
          currency,
          amountMinor: -amountMinor,
        },
        { account: escrowOf(application.memberId), currency, amountMinor },
      ],
      insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
    },
    now,
  );
}

export type RefundReason =
  'cancelled' | 'not_won' | 'unallotted' | 'price_difference' | 'postponed' | 'withdrawn';

export async function refundFromEscrow(
  tx: Db,
  application: Target,
  currency: Currency,
  amountMinor: bigint,
  reason: RefundReason,
  now: Date,
): Promise<void> {
  if (amountMinor <= 0n) return;
  await postEntry(
    tx,
    {
      type: 'subscription_refund',
      memberId: application.memberId,
      referenceType: APPLICATION_REFERENCE,
      referenceId: String(application.id),
      memo: reason,
      postings: [
        { account: escrowOf(application.memberId), currency, amountMinor: -amountMinor },
        { account: { memberId: application.memberId, bucket: 'available' }, currency, amountMinor },
      ],
    },
    now,
  );
}

export async function chargeFeeFromEscrow(
  tx: Db,
  application: Target,
  currency: Currency,
  feeMinor: bigint,
  now: Date,
): Promise<void> {
  if (feeMinor <= 0n) return;
  await postEntry(
    tx,
    {
      type: 'subscription_win',
      memberId: application.memberId,
      referenceType: APPLICATION_REFERENCE,
      referenceId: String(application.id),
      memo: 'fee',
      postings: [
        { account: escrowOf(application.memberId), currency, amountMinor: -feeMinor },
        { account: { house: 'fees', shardFor: application.memberId }, currency, amountMinor: feeMinor },
      ],
    },
    now,
  );
}

/** On listing: the holding's cost into the member's margin bucket, the fee to fees. */
export async function convertToHolding(
  tx: Db,
  application: Target,
  currency: Currency,
  costMinor: bigint,
  feeMinor: bigint,
  now: Date,
): Promise<void> {
  const postings = [
    { account: escrowOf(application.memberId), currency, amountMinor: -(costMinor + feeMinor) },
    {
      account: { memberId: application.memberId, bucket: 'margin' as const },
      currency,
      amountMinor: costMinor,
    },
    ...(feeMinor > 0n
      ? [
          {
            account: { house: 'fees' as const, shardFor: application.memberId },
            currency,
            amountMinor: feeMinor,
          },
        ]
      : []),
  ];
  await postEntry(
    tx,
    {
      type: 'subscription_win',
      memberId: application.memberId,
      referenceType: APPLICATION_REFERENCE,
      referenceId: String(application.id),
      postings,
    },
    now,
  );
}

export interface BatchRefund {
  id: number;
  memberId: number;
  amountMinor: bigint;
  reason: RefundReason;
}

const REFUND_BATCH = 5_000;

/**
 * Many refunds at once (the results of a large offering): the same `subscription_refund` entries,
 * postings and journal counters `refundFromEscrow` writes, one entry per application, but a batch in
 * four statements: the accounts locked in id order, every balance moved by its summed change (an escrow
 * shard once, not once per entry: many updates of one row in one transaction each walk its earlier
 * versions), the entries with their postings, and the counters. The accounts exist: each member's
 * available bucket and escrow shard were written when the money was frozen. The ledger's invariants
 * (balances equal to their postings, balanced entries, counters) hold exactly as for single entries.
 */
export async function refundManyFromEscrow(
  tx: Db,
  currency: Currency,
  refunds: readonly BatchRefund[],
  now: Date,
): Promise<void> {
  const due = refunds.filter((refund) => refund.amountMinor > 0n);
  for (let start = 0; start < due.length; start += REFUND_BATCH) {
    const batch = due.slice(start, start + REFUND_BATCH);
    const ids = sql.param(batch.map((refund) => String(refund.id)));
    const memberIds = sql.param(batch.map((refund) => refund.memberId));
    const amounts = sql.param(batch.map((refund) => refund.amountMinor.toString()));
    const buckets = sql.param(batch.map((refund) => houseBucketOf(refund.memberId)));
    const reasons = sql.param(batch.map((refund) => refund.reason));
    const rows = sql`unnest(${ids}::text[], ${memberIds}::integer[], ${amounts}::bigint[], ${buckets}::text[], ${reasons}::text[])
      as r (reference_id, member_id, amount, escrow_bucket, reason)`;
    // By the owner index, one lookup an account (an OR of the two kinds read the whole table: a
    // ballot's settlement runs this once per short transaction).
    await tx.execute(sql`
      select a.id from ledger_accounts a
       where (a.owner_key, a.currency, a.bucket) in (
               select 'member:' || r.member_id, ${currency}, 'available' from ${rows}
               union
               select 'house:ipo_escrow', ${currency}, r.escrow_bucket from ${rows})
       order by a.id
         for update`);
    const moved = await tx.execute(sql`
      update ledger_accounts a set balance_minor = a.balance_minor + d.delta
        from (select 'member:' || r.member_id as owner_key, 'available' as bucket, sum(r.amount) as delta
                from ${rows} group by r.member_id
              union all
              select 'house:ipo_escrow', r.escrow_bucket, -sum(r.amount) from ${rows} group by r.escrow_bucket) d
       where a.owner_key = d.owner_key and a.bucket = d.bucket and a.currency = ${currency}
      returning a.id`);
    const written = await tx.execute(sql`
      with r as (select * from ${rows}),
      e as (
        insert into journal_entries (type, member_id, reference_type, reference_id, memo, created_at)
        select 'subscription_refund', r.member_id, ${APPLICATION_REFERENCE}, r.reference_id, r.reason,
               ${now.toISOString()}::timestamptz
          from r order by r.reference_id::bigint
        returning id, member_id, reference_id),
      p as (
        insert into postings (entry_id, account_id, currency, amount_minor)
        select e.id, x.account_id, ${currency}, x.amount
          from e join r on r.reference_id = e.reference_id
          cross join lateral (
            select h.id as account_id, -r.amount as amount from ledger_accounts h
             where h.owner_key = 'house:ipo_escrow' and h.currency = ${currency} and h.bucket = r.escrow_bucket
            union all
            select m.id, r.amount from ledger_accounts m
             where m.owner_key = 'member:' || r.member_id and m.currency = ${currency} and m.bucket = 'available'
          ) x
        returning entry_id)
      select (select count(*) from e)::int as entries, (select count(*) from p)::int as lines`);
    const [counts] = rowsOf<{ entries: number; lines: number }>(written);
    const groups =
      new Set(batch.map((refund) => refund.memberId)).size +
      new Set(batch.map((refund) => houseBucketOf(refund.memberId))).size;
    if (
      rowsOf(moved).length !== groups ||
      counts?.entries !== batch.length ||
      counts.lines !== 2 * batch.length
    ) {
      throw new Error(`refunds not written whole: ${JSON.stringify(counts)} of ${batch.length}`);
    }
    await tx.execute(sql`
      insert into member_journal_counts as c (member_id, type, currency, entries)
      select r.member_id, 'subscription_refund', k.currency, count(*)
        from ${rows} cross join (values ('*'), (${currency}::text)) as k (currency)
       group by r.member_id, k.currency
       order by r.member_id, k.currency
      on conflict (member_id, currency, type) do update set entries = c.entries + excluded.entries`);
    await invalidateCached(tx, [...new Set(batch.map((refund) => refund.memberId))].map(balancesTag));
  }
}
