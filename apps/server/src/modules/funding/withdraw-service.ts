// Withdrawals: the member applies (every rule of spec §5/§9 with its own refusal) and the amount is
// frozen at once; staff approve (frozen → bank clearing, settlement T+2 working days) or reject
// (frozen → available). Each decision is one guarded update with its entry, notice and audit record.
import type { Paged } from '@saham/contract/envelope';
import type { StaffWithdrawRow, WithdrawRecord, WithdrawRules } from '@saham/contract/withdraw';
import type { Currency } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import { addWorkingDays, malaysiaMoment, windowText } from '@saham/domain/malaysia-calendar';
import type { MemberOnlyContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import type { Db } from '../../db/client.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { requireMember } from '../account/current-member.ts';
import { accountFlagsOf, assertCanWithdraw } from '../account/account-flags.ts';
import { verifyFundPassword } from '../account/password-service.ts';
import { findMemberBankCard } from '../banking/repo.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { readMemberBuckets } from '../ledger/balances-repo.ts';
import { recordAudit } from '../audit/repo.ts';
import { parseAmountInput } from './amount-input.ts';
import { insertFundingNotice } from './funding-notices.ts';
import { hasOpenObligations, lockMemberForWithdrawal } from './open-obligations-repo.ts';
import { currencyOf, toStaffWithdrawRow, toWithdrawRecord } from './record-mapping.ts';
import { holidaysAround, isFundingWindowOpen } from './funding-calendar.ts';
import {
  loadWithdrawalRules,
  SETTLEMENT_WORKING_DAYS,
  toWithdrawRules,
  WITHDRAWAL_DAYS,
} from './withdrawal-rules.ts';
import {
  decidePendingWithdrawal,
  findWithdrawalPage,
  findWithdrawalView,
  insertWithdrawal,
} from './withdrawals-repo.ts';

export async function readWithdrawRules(
  context: MemberOnlyContext | StaffRequestContext,
): Promise<WithdrawRules> {
  return toWithdrawRules(await loadWithdrawalRules(context.services.db));
}

interface ApplyRequest {
  amount: string;
  currency: Currency;
  bankCardId: number;
  fundPassword: string;
}

async function checkWithdrawalRules(context: MemberOnlyContext, request: ApplyRequest, amountMinor: bigint) {
  const { db, clock } = context.services;
  const rules = await loadWithdrawalRules(db);
  const limit = rules.limits[request.currency];
  if (amountMinor < limit.minMinor) {
    refuse('WITHDRAW_MINIMUM', { amount: formatMinor(limit.minMinor, request.currency) });
  }
  if (amountMinor > limit.maxMinor) {
    refuse('WITHDRAW_AMOUNT_RANGE', {
      min: formatMinor(limit.minMinor, request.currency),
      max: formatMinor(limit.maxMinor, request.currency),
    });
  }
  const now = clock.now();
  const window = { days: WITHDRAWAL_DAYS, start: rules.windowStart, end: rules.windowEnd };
  if (!(await isFundingWindowOpen(db, now, window))) {
    refuse('WITHDRAW_TIME_WINDOW', { window: windowText(window) });
  }
  return rules;
}

export async function applyWithdrawal(
  context: MemberOnlyContext,
  request: ApplyRequest,
): Promise<WithdrawRecord> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  await assertRealNameVerified(db, memberId);
  const member = await requireMember(context.services, memberId);
  assertCanWithdraw(accountFlagsOf(member));
  const amountMinor = parseAmountInput(request.amount, request.currency);
  if (request.fundPassword === '') refuse('FIELD_REQUIRED', { field: 'fundPassword' });
  await verifyFundPassword(context, request.fundPassword);
  const card = await findMemberBankCard(db, memberId, request.bankCardId);
  if (!card) return refuse('BANK_CARD_NOT_FOUND');
  const rules = await checkWithdrawalRules(context, request, amountMinor);
  if (member.creditScore < rules.creditScoreMinimum) refuse('CREDIT_SCORE_INSUFFICIENT');
  const now = clock.now();
  const withdrawalId = await inTransaction(db, async (tx) => {
    // Open orders block a withdrawal (spec §5); the lock keeps one from being placed meanwhile.
    await lockMemberForWithdrawal(tx, memberId);
    if (await hasOpenObligations(tx, memberId)) refuse('PENDING_ORDER_OR_LOAN');
    const id = await insertWithdrawal(tx, {
      memberId,
      currency: request.currency,
      amountMinor,
      bankCardId: card.id,
      holder: card.holder,
      bankName: card.bankName,
      accountNumber: card.accountNumber,
      createdAt: now,
    });
    await postEntry(
      tx,
      {
        type: 'withdrawal_request',
        memberId,
        referenceType: 'withdrawal',
        referenceId: String(id),
        postings: [
          {
            account: { memberId, bucket: 'available' },
            currency: request.currency,
            amountMinor: -amountMinor,
          },
          { account: { memberId, bucket: 'frozen' }, currency: request.currency, amountMinor },
        ],
        insufficientCode: 'WITHDRAWABLE_INSUFFICIENT',
      },
      now,
    );
    return id;
  });
  return toWithdrawRecord(await viewOrThrow(db, withdrawalId));
}

async function viewOrThrow(db: Db, withdrawalId: number) {
  const view = await findWithdrawalView(db, withdrawalId);
  if (!view) throw new Error(`withdrawal ${withdrawalId} vanished`);
  return view;
}

export async function listMemberWithdrawals(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<WithdrawRecord>> {
  const { rows, total } = await findWithdrawalPage(
    context.services.db,
    { memberId: context.session.memberId },
    page,
  );
  return toPaged(rows.map(toWithdrawRecord), page, total);
}

async function toStaffRow(db: Db, view: Awaited<ReturnType<typeof viewOrThrow>>): Promise<StaffWithdrawRow> {
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
  request: { status?: string | undefined; page: number },
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
  return toStaffRow(db, await viewOrThrow(db, request.id));
}
