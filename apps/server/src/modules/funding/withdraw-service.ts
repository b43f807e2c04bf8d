// Withdrawals as the member makes them: the rules, applying (every rule of spec §5/§9 with its own
// refusal; the amount is frozen at once) and the member's list. Staff approve or reject them in
// staff-service.ts.
import type { Paged } from '@saham/contract/envelope';
import type { WithdrawRecord, WithdrawRules } from '@saham/contract/withdraw';
import type { Currency } from '@saham/domain/currencies';
import { formatMinor } from '@saham/domain/money';
import { windowText } from '@saham/domain/malaysia-calendar';
import type { MemberOnlyContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { requireMember } from '../account/current-member.ts';
import { accountFlagsOf, assertCanWithdraw } from '../account/account-flags.ts';
import { verifyFundPassword } from '../account/password-service.ts';
import { findMemberBankCard } from '../banking/service.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { parseAmountInput } from './amount-input.ts';
import { hasOpenObligations, lockMemberForWithdrawal } from './open-obligations-repo.ts';
import { toWithdrawRecord } from './record-mapping.ts';
import { isFundingWindowOpen } from './funding-calendar.ts';
import { loadWithdrawalRules, toWithdrawRules, WITHDRAWAL_DAYS } from './withdrawal-rules.ts';
import { findWithdrawalPage, findWithdrawalViewOrThrow, insertWithdrawal } from './withdrawals-repo.ts';

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
  return toWithdrawRecord(await findWithdrawalViewOrThrow(db, withdrawalId));
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
