// Day-trading accounts (issue 5 §3): the member applies with an amount within the staff's limits
// (frozen at once: "day-trade application"); staff approve or reject it (staff-service.ts); the member
// may end an account with no open day positions (the allocation is released).
import type { DayTradeApplication } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext } from '../../http/context.ts';
import { parseAmountInput } from '../funding/amount-input.ts';
import { lockMemberForOpenOrder } from '../funding/service.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { availableMinorOf, readTraderFacts } from '../trading/for-other-modules.ts';
import { DAY_TRADE_CURRENCY, limitsOf, money, moveAllocation, toApplication } from './mapping.ts';
import {
  countOpenDayPositions,
  findApplicationPage,
  findCurrentApplication,
  insertApplication,
  lockApprovedAccount,
  readLimits,
  updateApplication,
} from './repo.ts';

export async function overview(context: MemberOnlyContext) {
  const { db } = context.services;
  const memberId = context.session.memberId;
  const current = await findCurrentApplication(db, memberId);
  return {
    limits: await limitsOf(db),
    available: money(await availableMinorOf(db, memberId, DAY_TRADE_CURRENCY)),
    current: current ? toApplication(current) : null,
  };
}

export async function listMemberApplications(
  context: MemberOnlyContext,
  page: number,
): Promise<Paged<DayTradeApplication>> {
  const { db } = context.services;
  const { rows, total } = await findApplicationPage(db, { memberId: context.session.memberId }, page);
  return toPaged(
    rows.map((row) => toApplication(row.application)),
    page,
    total,
  );
}

export async function apply(context: MemberOnlyContext, amount: string): Promise<DayTradeApplication> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  if ((await readTraderFacts(db, memberId)).isTradeForbidden) refuse('TRADE_FORBIDDEN');
  await assertRealNameVerified(db, memberId);
  const amountMinor = parseAmountInput(amount, DAY_TRADE_CURRENCY);
  const limits = await readLimits(db);
  if (amountMinor < limits.minMinor || amountMinor > limits.maxMinor) {
    refuse('DAY_TRADE_AMOUNT_RANGE', { min: money(limits.minMinor), max: money(limits.maxMinor) });
  }
  const current = await findCurrentApplication(db, memberId);
  if (current?.status === 'pending' || current?.status === 'approved') refuse('DAY_TRADE_APPLICATION_EXISTS');
  const now = clock.now();
  const application = await inTransaction(db, async (tx) => {
    // A pending application blocks a withdrawal: taken before it is written (open-obligations-repo.ts).
    await lockMemberForOpenOrder(tx, memberId);
    let inserted;
    try {
      inserted = await insertApplication(tx, {
        memberId,
        currency: DAY_TRADE_CURRENCY,
        amountMinor,
        createdAt: now,
      });
    } catch (error) {
      // Two applications raced: the partial unique index lets one through.
      if (uniqueViolationConstraint(error) !== null) refuse('DAY_TRADE_APPLICATION_EXISTS');
      throw error;
    }
    await moveAllocation(
      tx,
      {
        type: 'day_trade_application',
        memberId,
        applicationId: inserted.id,
        amountMinor,
        direction: 'freeze',
      },
      now,
    );
    return inserted;
  });
  return toApplication(application);
}

/** Ends the member's approved account: no open day positions; the allocation returns to available. */
export async function endAccount(context: MemberOnlyContext): Promise<DayTradeApplication> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const now = clock.now();
  const ended = await inTransaction(db, async (tx) => {
    const account = await lockApprovedAccount(tx, memberId);
    if (!account) refuse('DAY_TRADE_NOT_APPROVED');
    if ((await countOpenDayPositions(tx, account.id)) > 0) refuse('DAY_TRADE_OPEN_POSITIONS');
    await moveAllocation(
      tx,
      {
        type: 'trade_freeze',
        memberId,
        applicationId: account.id,
        amountMinor: account.allocationMinor - account.usedMinor,
        direction: 'release',
      },
      now,
    );
    return updateApplication(tx, account.id, { status: 'ended', usedMinor: 0n, endedAt: now });
  });
  return toApplication(ended);
}
