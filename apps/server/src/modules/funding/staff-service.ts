// Staff decisions on funding: the deposit and withdrawal queues and their review. A deposit approved
// moves its money (house clearing → available, deposit-credit.ts); a withdrawal approved is paid
// (frozen → bank clearing, settlement T+2 working days) and one rejected is released (frozen →
// available). Each decision is one guarded update with its entry, notice and audit record. Channels,
// withdrawal rules and the funding calendar are in staff-settings-service.ts.
import type { Paged } from '@saham/contract/envelope';
import type { DepositStatus, FundingStatus, StaffDepositRow } from '@saham/contract/recharge';
import type { StaffWithdrawRow } from '@saham/contract/withdraw';
import { addWorkingDays, malaysiaMoment } from '@saham/domain/malaysia-calendar';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { normalizePaymentReference } from './payment-reference.ts';
import { toPaged } from '../../db/paging.ts';
import type { Db } from '../../db/client.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { readMemberBuckets } from '../ledger/service.ts';
import { recordAudit } from '../audit/service.ts';
import { creditDeposit } from './deposit-credit.ts';
import {
  decidePendingDeposit,
  expireOverdueDeposits,
  findDepositPage,
  findDepositView,
  findDepositViewOrThrow,
} from './deposits-repo.ts';
import { holidaysAround } from './funding-calendar.ts';
import { insertFundingNotice } from './funding-notices.ts';
import { currencyOf, toStaffDepositRow, toStaffWithdrawRow } from './record-mapping.ts';
import { SETTLEMENT_WORKING_DAYS } from './withdrawal-rules.ts';
import {
  decidePendingWithdrawal,
  findWithdrawalPage,
  findWithdrawalView,
  findWithdrawalViewOrThrow,
  type WithdrawalView,
} from './withdrawals-repo.ts';

export async function listDeposits(
  context: StaffRequestContext,
  request: { status?: DepositStatus | undefined; paymentReference?: string | undefined; page: number },
): Promise<Paged<StaffDepositRow>> {
  const reference = normalizePaymentReference(request.paymentReference ?? '');
  const filter = {
    ...(request.status === undefined ? {} : { status: request.status }),
    ...(reference === '' ? {} : { paymentReference: reference }),
  };
  await expireOverdueDeposits(context.services.db, context.services.clock.now());
  const { rows, total } = await findDepositPage(context.services.db, filter, request.page);
  return toPaged(rows.map(toStaffDepositRow), request.page, total);
}

export async function decideDeposit(
  context: StaffRequestContext,
  request: { id: number; approve: boolean; reason?: string },
): Promise<StaffDepositRow> {
  const { db, clock } = context.services;
  const reason = request.reason?.trim() ?? '';
  if (!request.approve && reason === '') refuse('REASON_REQUIRED');
  const before = await findDepositView(db, request.id);
  if (!before) return refuse('ORDER_NOT_FOUND');
  const now = clock.now();
  const isDecided = await inTransaction(db, async (tx) => {
    const decided = await decidePendingDeposit(tx, request.id, {
      status: request.approve ? 'approved' : 'rejected',
      reviewedBy: context.staff.username,
      rejectReason: request.approve ? null : reason,
      now,
    });
    if (!decided) return false;
    if (request.approve) await creditDeposit(tx, decided, before.kind, now);
    await insertFundingNotice(tx, {
      memberId: decided.memberId,
      currency: currencyOf(decided.currency),
      amountMinor: decided.amountMinor,
      decision: request.approve ? { kind: 'deposit_approved' } : { kind: 'deposit_rejected', reason },
      now,
    });
    await recordAudit(tx, {
      staff: context.staff,
      action: request.approve ? 'recharge/approve' : 'recharge/reject',
      targetType: 'deposit',
      targetId: request.id,
      reason: request.approve ? null : reason,
      before: { status: 'pending' },
      after: {
        status: request.approve ? 'approved' : 'rejected',
        amountMinor: decided.amountMinor.toString(),
      },
      ip: context.ip,
      at: now,
    });
    return true;
  });
  if (!isDecided) {
    // An overdue online payment can only expire; staff cannot credit it either.
    await expireOverdueDeposits(db, now, before.memberId);
    if ((await findDepositView(db, request.id))?.status === 'expired') refuse('DEPOSIT_EXPIRED');
    refuse('ORDER_STATE_INVALID');
  }
  return toStaffDepositRow(await findDepositViewOrThrow(db, request.id));
}

async function toStaffRow(db: Db, view: WithdrawalView): Promise<StaffWithdrawRow> {
  const buckets = await readMemberBuckets(db, view.memberId);
  const balanceOf = (bucket: string) =>
    buckets.find((row) => row.currency === view.currency && row.bucket === bucket)?.balanceMinor ?? 0n;
  return toStaffWithdrawRow(view, {
    availableMinor: balanceOf('available'),
    frozenMinor: balanceOf('frozen'),
  });
}

export async function listWithdrawals(
  context: StaffRequestContext,
  request: { status?: FundingStatus | undefined; page: number },
): Promise<Paged<StaffWithdrawRow>> {
  const { db } = context.services;
  const filter = request.status === undefined ? {} : { status: request.status };
  const { rows, total } = await findWithdrawalPage(db, filter, request.page);
  const items: StaffWithdrawRow[] = [];
  for (const row of rows) items.push(await toStaffRow(db, row));
  return toPaged(items, request.page, total);
}

export async function decideWithdrawal(
  context: StaffRequestContext,
  request: { id: number; approve: boolean; reason?: string },
): Promise<StaffWithdrawRow> {
  const { db, clock } = context.services;
  const reason = request.reason?.trim() ?? '';
  if (!request.approve && reason === '') refuse('REASON_REQUIRED');
  if (!(await findWithdrawalView(db, request.id))) return refuse('ORDER_NOT_FOUND');
  const now = clock.now();
  const today = malaysiaMoment(now).date;
  const settlementDate = request.approve
    ? addWorkingDays(today, SETTLEMENT_WORKING_DAYS, await holidaysAround(db, today))
    : null;
  await inTransaction(db, async (tx) => {
    const decided = await decidePendingWithdrawal(tx, request.id, {
      status: request.approve ? 'approved' : 'rejected',
      reviewedBy: context.staff.username,
      rejectReason: request.approve ? null : reason,
      expectedSettlementDate: settlementDate,
      now,
    });
    if (!decided) refuse('ORDER_STATE_INVALID');
    const currency = currencyOf(decided.currency);
    const frozen = { memberId: decided.memberId, bucket: 'frozen' as const };
    await postEntry(
      tx,
      {
        type: request.approve ? 'withdrawal_paid' : 'withdrawal_rejection',
        memberId: decided.memberId,
        referenceType: 'withdrawal',
        referenceId: String(decided.id),
        postings: [
          { account: frozen, currency, amountMinor: -decided.amountMinor },
          {
            account: request.approve
              ? { house: 'bank_clearing' }
              : { memberId: decided.memberId, bucket: 'available' },
            currency,
            amountMinor: decided.amountMinor,
          },
        ],
      },
      now,
    );
    await insertFundingNotice(tx, {
      memberId: decided.memberId,
      currency,
      amountMinor: decided.amountMinor,
      decision:
        settlementDate === null
          ? { kind: 'withdrawal_rejected', reason }
          : { kind: 'withdrawal_approved', settlementDate },
      now,
    });
    await recordAudit(tx, {
      staff: context.staff,
      action: request.approve ? 'withdraw/approve' : 'withdraw/reject',
      targetType: 'withdrawal',
      targetId: request.id,
      reason: request.approve ? null : reason,
      before: { status: 'pending' },
      after: { status: request.approve ? 'approved' : 'rejected', expectedSettlementDate: settlementDate },
      ip: context.ip,
      at: now,
    });
  });
  return toStaffRow(db, await findWithdrawalViewOrThrow(db, request.id));
}
