// Deposits: the channels a member sees, applying (real name, amount, window, channel password,
// voucher and hash, one pending at a time) and the sandbox payment of online banking; staff review is in
// staff-service.ts. Money moves only on approval (or sandbox payment): house clearing → the member's
// available balance (deposit-credit.ts).
// An online-banking payment left unpaid past its channel's expiry expires (no money moves): checked
// whenever deposits are applied for, paid, decided or listed, and by a periodic job (jobs/deposit-expiry.ts).
import type { Paged } from '@saham/contract/envelope';
import type { DepositChannel, DepositRecord } from '@saham/contract/recharge';
import { formatMinor } from '@saham/domain/money';
import { windowText } from '@saham/domain/malaysia-calendar';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Db } from '../../db/client.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { findLiveChannel, findLiveChannels, type ChannelRecord } from './channels-repo.ts';
import { isFundingWindowOpen } from './funding-calendar.ts';
import { checkChannelPassword } from './channel-password.ts';
import {
  decidePendingDeposit,
  expireOverdueDeposits,
  findDepositPage,
  findDepositView,
  findDepositViewOrThrow,
  findMemberUploadId,
  hasPendingDeposit,
  insertDeposit,
  setGatewayReference,
} from './deposits-repo.ts';
import { creditDeposit } from './deposit-credit.ts';
import { languageOfMember } from '../notices/service.ts';
import { parseAmountInput } from './amount-input.ts';
import { paymentGatewayOf } from './payment-gateway.ts';
import { currencyOf, kindOf, toChannel, toDepositRecord } from './record-mapping.ts';
import { newPaymentReference } from './payment-reference.ts';
import {
  findOpenPaymentReference,
  insertOpenPaymentReference,
  isPaymentReferenceUsed,
  takeOpenPaymentReference,
} from './payment-references-repo.ts';

const MINUTE_MS = 60_000;
/** Draws before giving up on a reference no deposit carries (a clash is about 1 in 10^11). */
const REFERENCE_ATTEMPTS = 5;

async function unusedPaymentReference(db: Db): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = newPaymentReference();
    if (!(await isPaymentReferenceUsed(db, reference))) return reference;
  }
  throw new Error('no unused payment reference found');
}

/**
 * recharge/paymentReference: the reference the member puts in a bank transfer, shown before paying.
 * The same one until a bank-transfer deposit carries it, so reopening the screen shows what was paid.
 */
export async function openPaymentReference(
  context: MemberOnlyContext,
): Promise<{ paymentReference: string }> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertRealNameVerified(db, memberId);
  const open = await findOpenPaymentReference(db, memberId);
  if (open !== null) return { paymentReference: open };
  const reference = await unusedPaymentReference(db);
  await insertOpenPaymentReference(db, { memberId, reference, issuedAt: clock.now() });
  // Another request of the same member may have issued one first: theirs stands.
  const issued = await findOpenPaymentReference(db, memberId);
  if (issued === null) throw new Error(`payment reference of member ${memberId} missing after insert`);
  return { paymentReference: issued };
}

/** The bank-transfer deposit takes the member's open reference, or a fresh one if none was shown. */
async function takePaymentReference(tx: Db, memberId: number): Promise<string> {
  return (await takeOpenPaymentReference(tx, memberId)) ?? (await unusedPaymentReference(tx));
}

/** The open channels, named in the member's language where staff gave a name in it. */
export async function listMemberChannels(context: MemberOnlyContext): Promise<DepositChannel[]> {
  const { db } = context.services;
  const [channels, language] = await Promise.all([
    findLiveChannels(db, true),
    languageOfMember(db, context.session.memberId),
  ]);
  return channels.map((channel) => toChannel(channel, language));
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
    depositId = await inTransaction(db, async (tx) =>
      insertDeposit(tx, {
        memberId,
        channelId: channel.id,
        currency: channel.currency,
        amountMinor: checked.amountMinor,
        voucherUploadId: checked.voucherUploadId,
        txHash: checked.txHash,
        paymentReference: channel.kind === 'bank_transfer' ? await takePaymentReference(tx, memberId) : null,
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
  return toDepositRecord(await findDepositViewOrThrow(db, depositId), await languageOfMember(db, memberId));
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
  return toDepositRecord(await findDepositViewOrThrow(db, orderId), await languageOfMember(db, memberId));
}

export async function listMemberDeposits(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<DepositRecord>> {
  await expireOverdueDeposits(context.services.db, context.services.clock.now(), context.session.memberId);
  const [{ rows, total }, language] = await Promise.all([
    findDepositPage(context.services.db, { memberId: context.session.memberId }, page),
    languageOfMember(context.services.db, context.session.memberId),
  ]);
  return toPaged(
    rows.map((row) => toDepositRecord(row, language)),
    page,
    total,
  );
}
