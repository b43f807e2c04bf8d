// What trading uses of the check-in: fee vouchers taken off the fee of a fill (decision 0025). Kept
// apart from service.ts so trading imports only this. The fee is charged in full by the fill as
// before; what the member's vouchers cover of it is then credited back from the marketing account as a
// `fee_voucher` entry, in the fill's transaction, with the vouchers' rows locked: a voucher is used
// once whatever fills race for it, and the fees account keeps the whole fee. Whether a member holds a
// voucher at all is read through the process's read caches (the latest expiry, dropped when a voucher
// is redeemed or used), so a market order of a member without one costs no statement more.
import type { Currency } from '@saham/domain/currencies';
import { voucherPlan } from '@saham/domain/check-in/rules';
import { feeVouchersTag, invalidateCached, readCachesOf, readThrough } from '../../cache/read-caches.ts';
import type { Db } from '../../db/client.ts';
import { postEntry } from '../ledger/post-entry.ts';
import {
  findLatestFeeVoucherExpiry,
  findLiveFeeVouchers,
  insertFeeVoucherUse,
  spendFromFeeVoucher,
} from './repo.ts';

/** Whether the member holds a voucher with value left at `now` (through the read caches). */
export async function hasLiveFeeVoucher(db: Db, memberId: number, now: Date): Promise<boolean> {
  const found = await readThrough(
    readCachesOf(db),
    (caches) => caches.feeVoucherExpiries,
    String(memberId),
    async () => ({
      latestExpiryMilliseconds: (await findLatestFeeVoucherExpiry(db, memberId))?.getTime() ?? null,
    }),
    () => [feeVouchersTag(memberId)],
  );
  const latest = found?.latestExpiryMilliseconds ?? null;
  return latest !== null && latest > now.getTime();
}

export type VoucherFill = { kind: 'open'; orderId: number } | { kind: 'close'; positionId: number };

/**
 * Covers `feeMinor` of one fill with the member's live vouchers (soonest expiry first), inside the
 * caller's transaction; answers the amount covered (0 when none, or for a trade not in MYR).
 */
export async function useFeeVouchers(
  tx: Db,
  charge: { memberId: number; currency: Currency; feeMinor: bigint; fill: VoucherFill },
  now: Date,
): Promise<bigint> {
  const { memberId, currency, feeMinor, fill } = charge;
  if (currency !== 'MYR' || feeMinor <= 0n) return 0n;
  const vouchers = await findLiveFeeVouchers(tx, memberId, now, { lock: true });
  const plan = voucherPlan(vouchers, feeMinor);
  if (plan.length === 0) return 0n;
  const coveredMinor = plan.reduce((sum, step) => sum + step.amountMinor, 0n);
  const reference =
    fill.kind === 'open'
      ? { referenceType: 'trade_order', referenceId: String(fill.orderId) }
      : { referenceType: 'trade_position', referenceId: String(fill.positionId) };
  const entryId = await postEntry(
    tx,
    {
      type: 'fee_voucher',
      memberId,
      ...reference,
      postings: [
        { account: { memberId, bucket: 'available' }, currency, amountMinor: coveredMinor },
        { account: { house: 'marketing', shardFor: memberId }, currency, amountMinor: -coveredMinor },
      ],
    },
    now,
  );
  for (const step of plan) {
    await spendFromFeeVoucher(tx, step.id, step.amountMinor);
    await insertFeeVoucherUse(tx, {
      voucherId: step.id,
      memberId,
      fillKind: fill.kind,
      orderId: fill.kind === 'open' ? fill.orderId : null,
      positionId: fill.kind === 'close' ? fill.positionId : null,
      feeMinor,
      amountMinor: step.amountMinor,
      entryId,
      createdAt: now,
    });
  }
  await invalidateCached(tx, [feeVouchersTag(memberId)]);
  return coveredMinor;
}

// For other modules, which never import this module's repository (eslint.config.js).
export { findFeeVoucherUses } from './repo.ts';
