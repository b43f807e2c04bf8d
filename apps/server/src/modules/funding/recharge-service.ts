// Deposits: the channels a member sees, applying (real name, amount, window, channel password,
// voucher and hash, one pending at a time), the sandbox payment of online banking, and staff review.
// Money moves only on approval (or sandbox payment): house clearing → the member's available balance.
// An online-banking payment left unpaid past its channel's expiry expires (no money moves): checked
// whenever deposits are applied for, paid, decided or listed, and by a periodic job (jobs/deposit-expiry.ts).
import type { Paged } from '@saham/contract/envelope';
import type { DepositChannel, DepositRecord, StaffDepositRow } from '@saham/contract/recharge';
import type { HouseAccount } from '@saham/contract/ledger';
import { formatMinor } from '@saham/domain/money';
import { windowText } from '@saham/domain/malaysia-calendar';
import type { MemberOnlyContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Db } from '../../db/client.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { recordAudit } from '../audit/repo.ts';
import { findLiveChannel, findLiveChannels, type ChannelRecord } from './channels-repo.ts';
import { isFundingWindowOpen } from './funding-calendar.ts';
import { checkChannelPassword } from './channel-password.ts';
import {
  decidePendingDeposit,
  expireOverdueDeposits,
  findDepositPage,
  findDepositView,
  findMemberUploadId,
  hasPendingDeposit,
  insertDeposit,
  setDepositEntry,
  setGatewayReference,
} from './deposits-repo.ts';
import { parseAmountInput } from './amount-input.ts';
import { insertFundingNotice } from './funding-notices.ts';
import { paymentGatewayOf } from './payment-gateway.ts';
import { currencyOf, kindOf, toChannel, toDepositRecord, toStaffDepositRow } from './record-mapping.ts';

const MINUTE_MS = 60_000;

export async function listMemberChannels(context: MemberOnlyContext): Promise<DepositChannel[]> {
  return (await findLiveChannels(context.services.db, true)).map(toChannel);
}

interface ApplyRequest {
  channelId: number;
  amount: string;
  voucherImageId?: string | undefined;
  txHash?: string | undefined;
  channelPassword?: string | undefined;
}

async function checkChannelRules(
  context: MemberOnlyContext,
  channel: ChannelRecord,
  request: ApplyRequest,
): Promise<{ amountMinor: bigint; voucherUploadId: number | null; txHash: string | null }> {
  const currency = currencyOf(channel.currency);
  const amountMinor = parseAmountInput(request.amount, currency);
  if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
    refuse('DEPOSIT_AMOUNT_RANGE', {
      min: formatMinor(channel.minMinor, currency),
      max: formatMinor(channel.maxMinor, currency),
    });
  }
  const window = { days: channel.windowDays, start: channel.windowStart, end: channel.windowEnd };
  if (!(await isFundingWindowOpen(context.services.db, context.services.clock.now(), window))) {
    refuse('DEPOSIT_TIME_WINDOW', { window: windowText(window) });
  }
  if (channel.passwordHash !== null) {
    await checkChannelPassword(context, channel.passwordHash, request.channelPassword ?? '');
  }
  const kind = kindOf(channel.kind);
  let voucherUploadId: number | null = null;
  if (kind !== 'online_banking') {
    const publicId = request.voucherImageId?.trim() ?? '';
    if (publicId === '') refuse('FIELD_REQUIRED', { field: 'voucherImageId' });
    voucherUploadId = await findMemberUploadId(context.services.db, context.session.memberId, publicId);
    if (voucherUploadId === null) refuse('UPLOAD_INVALID');
  }
  const txHash = request.txHash?.trim() ?? '';
  if (kind === 'crypto' && txHash === '') refuse('FIELD_REQUIRED', { field: 'txHash' });
  return { amountMinor, voucherUploadId, txHash: txHash === '' ? null : txHash };
}

export async function applyDeposit(
  context: MemberOnlyContext,
  request: ApplyRequest,
): Promise<DepositRecord> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertRealNameVerified(db, memberId);
  const channel = await findLiveChannel(db, request.channelId);
  if (!channel || !channel.isEnabled) return refuse('NOT_FOUND');
  const isOnline = channel.kind === 'online_banking';
  const gateway = isOnline ? paymentGatewayOf(context.services.config) : null;
  if (isOnline && !gateway) refuse('PAYMENT_GATEWAY_UNAVAILABLE');
  const checked = await checkChannelRules(context, channel, request);
  const now = clock.now();
  // An overdue unpaid payment no longer blocks a new deposit.
  await expireOverdueDeposits(db, now, memberId);
  if (await hasPendingDeposit(db, memberId)) refuse('DEPOSIT_PENDING');
  let depositId: number;
  try {
    depositId = await inTransaction(db, (tx) =>
      insertDeposit(tx, {
        memberId,
        channelId: channel.id,
        currency: channel.currency,
        amountMinor: checked.amountMinor,
        voucherUploadId: checked.voucherUploadId,
        txHash: checked.txHash,
        createdAt: now,
        expiresAt: isOnline ? new Date(now.getTime() + channel.paymentExpiryMinutes * MINUTE_MS) : null,
      }),
    );
  } catch (error) {
    // Two applications racing: the partial unique index keeps one pending deposit per member.
    if (uniqueViolationConstraint(error) !== null) refuse('DEPOSIT_PENDING');
    throw error;
  }
  if (gateway) {
    const payment = await gateway.createPayment({
      orderId: depositId,
      gateway: channel.gateway ?? 'fpx',
      currency: channel.currency,
      amountMinor: checked.amountMinor,
    });
    await setGatewayReference(db, depositId, payment.reference);
  }
  return toDepositRecord(await viewOrThrow(db, depositId));
}

async function viewOrThrow(db: Db, depositId: number) {
  const view = await findDepositView(db, depositId);
  if (!view) throw new Error(`deposit ${depositId} vanished`);
  return view;
}

function clearingAccountOf(kind: string): HouseAccount {
  switch (kindOf(kind)) {
    case 'bank_transfer':
      return 'bank_clearing';
    case 'crypto':
      return 'crypto_clearing';
    case 'online_banking':
      return 'gateway_clearing';
  }
}

/** Credits an approved deposit: clearing → available, in the transaction that approved it. */
async function creditDeposit(
  tx: Db,
  deposit: { id: number; memberId: number; currency: string; amountMinor: bigint },
  kind: string,
  now: Date,
): Promise<void> {
  const currency = currencyOf(deposit.currency);
  const entryId = await postEntry(
    tx,
    {
      type: 'deposit',
      memberId: deposit.memberId,
      referenceType: 'deposit',
      referenceId: String(deposit.id),
      postings: [
        { account: { house: clearingAccountOf(kind) }, currency, amountMinor: -deposit.amountMinor },
        {
          account: { memberId: deposit.memberId, bucket: 'available' },
          currency,
          amountMinor: deposit.amountMinor,
        },
      ],
    },
    now,
  );
  await setDepositEntry(tx, deposit.id, entryId);
}

/**
 * The gateway's confirmation that the member's online-banking deposit was paid: credits it once. A
 * confirmation arriving after the payment expired credits nothing and is refused with DEPOSIT_EXPIRED
 * (the gateway then returns the money to the payer); the deposit stays expired.
 */
async function completeGatewayPayment(db: Db, orderId: number, memberId: number, now: Date): Promise<void> {
  const isCredited = await inTransaction(db, async (tx) => {
    const decided = await decidePendingDeposit(
      tx,
      orderId,
      { status: 'approved', reviewedBy: 'gateway', rejectReason: null, now },
      memberId,
    );
    if (!decided) return false;
    await creditDeposit(tx, decided, 'online_banking', now);
    return true;
  });
  if (isCredited) return;
  await expireOverdueDeposits(db, now, memberId);
  if ((await findDepositView(db, orderId))?.status === 'expired') refuse('DEPOSIT_EXPIRED');
  refuse('ORDER_STATE_INVALID');
}

/** The sandbox gateway's "pay" step: completes the member's own pending online-banking deposit. */
export async function sandboxPay(context: MemberOnlyContext, orderId: number): Promise<DepositRecord> {
  const { db, clock, config } = context.services;
  const memberId = context.session.memberId;
  if (config.paymentGateway !== 'sandbox') refuse('PAYMENT_GATEWAY_UNAVAILABLE');
  const view = await findDepositView(db, orderId);
  if (!view || view.memberId !== memberId || view.kind !== 'online_banking') return refuse('ORDER_NOT_FOUND');
  await completeGatewayPayment(db, orderId, memberId, clock.now());
  return toDepositRecord(await viewOrThrow(db, orderId));
}

export async function listMemberDeposits(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<DepositRecord>> {
  await expireOverdueDeposits(context.services.db, context.services.clock.now(), context.session.memberId);
  const { rows, total } = await findDepositPage(
    context.services.db,
    { memberId: context.session.memberId },
    page,
  );
  return toPaged(rows.map(toDepositRecord), page, total);
}

export async function listDeposits(
  context: StaffRequestContext,
  request: { status?: string | undefined; page: number },
): Promise<Paged<StaffDepositRow>> {
  const filter = request.status === undefined ? {} : { status: request.status };
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
  return toStaffDepositRow(await viewOrThrow(db, request.id));
}
