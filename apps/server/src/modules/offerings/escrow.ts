// The money of new shares (issue 17 §3), every movement one ledger entry referencing its application:
// - freeze (`subscription_freeze`): the member's available balance → the ipo_escrow (their shard);
// - refund (`subscription_refund`): escrow → available (cancellation, not won, the unallotted part,
//   the price difference when the final price is lower, a postponement or withdrawal);
// - fee (`subscription_win`, memo `fee`): escrow → fees, when a fee is kept without a conversion;
// - conversion (`subscription_win`): on listing, escrow → the member's margin bucket (the holding's
//   cost at the issue price, 1× leverage) and the fee to fees.
// The escrow of an offering is therefore the sum of its applications' `frozenMinor`, always.
import type { Currency } from '@saham/domain/currencies';
import type { Db } from '../../db/client.ts';
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
