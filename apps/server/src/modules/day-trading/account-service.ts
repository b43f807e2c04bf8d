// Day-trading accounts (issue 5 §3): the member applies with an amount within the staff's limits
// (frozen at once: "day-trade application"); staff approve (the amount stays frozen as the account's
// allocation, the buying power of day positions) or reject with a reason (released: "day-trade
// review"); the member may end an account with no open day positions (the allocation is released).
import type { DayTradeApplication, DayTradeLimits, StaffDayTradeRow } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import { parseMinor } from '@saham/domain/money';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { refuse } from '../../http/business-error.ts';
import type { MemberOnlyContext, StaffRequestContext } from '../../http/context.ts';
import { recordAudit } from '../audit/repo.ts';
import { parseAmountInput } from '../funding/amount-input.ts';
import { lockMemberForOpenOrder } from '../funding/open-obligations-repo.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { availableMinorOf, readTraderFacts } from '../trading/repo.ts';
import { insertDayTradeNotice } from './notices.ts';
import { DAY_TRADE_CURRENCY, money, moveAllocation, toApplication, toStaffRow } from './mapping.ts';
import {
  countOpenDayPositions,
  decidePending,
  findApplicationPage,
  findApplicationView,
  findCurrentApplication,
  insertApplication,
  lockApprovedAccount,
  readLimits,
  updateApplication,
  writeLimits,
} from './repo.ts';

async function limitsOf(db: Db): Promise<DayTradeLimits> {
  const limits = await readLimits(db);
  return { minAmount: money(limits.minMinor), maxAmount: money(limits.maxMinor) };
}

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

// Staff

export async function listApplications(
  context: StaffRequestContext,
  request: { status?: string | undefined; page: number },
): Promise<Paged<StaffDayTradeRow>> {
  const filter = request.status === undefined ? {} : { status: request.status };
  const { rows, total } = await findApplicationPage(context.services.db, filter, request.page);
  return toPaged(rows.map(toStaffRow), request.page, total);
}

export async function decide(
  context: StaffRequestContext,
  request: { id: number; approve: boolean; reason?: string },
): Promise<StaffDayTradeRow> {
  const { db, clock } = context.services;
  const reason = request.reason?.trim() ?? '';
  if (!request.approve && reason === '') refuse('REASON_REQUIRED');
  if (!(await findApplicationView(db, request.id))) refuse('ORDER_NOT_FOUND');
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const pending = await findApplicationView(tx, request.id);
    const decided = await decidePending(tx, request.id, {
      status: request.approve ? 'approved' : 'rejected',
      allocationMinor: request.approve ? (pending?.application.amountMinor ?? 0n) : 0n,
      reviewedBy: context.staff.username,
      rejectReason: request.approve ? null : reason,
      now,
    });
    if (!decided) refuse('ORDER_STATE_INVALID');
    // Approved, the amount stays frozen as the allocation; rejected, it returns to available.
    if (!request.approve) {
      await moveAllocation(
        tx,
        {
          type: 'day_trade_review',
          memberId: decided.memberId,
          applicationId: decided.id,
          amountMinor: decided.amountMinor,
          direction: 'release',
        },
        now,
      );
    }
    await insertDayTradeNotice(tx, decided, request.approve ? null : reason, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: request.approve ? 'dayTrading/approve' : 'dayTrading/reject',
      targetType: 'day_trade_application',
      targetId: request.id,
      reason: request.approve ? null : reason,
      before: { status: 'pending' },
      after: { status: decided.status, allocation: money(decided.allocationMinor) },
      ip: context.ip,
      at: now,
    });
  });
  const view = await findApplicationView(db, request.id);
  if (!view) throw new Error(`day-trade application ${request.id} vanished`);
  return toStaffRow(view);
}

export async function readSettings(context: StaffRequestContext): Promise<DayTradeLimits> {
  return limitsOf(context.services.db);
}

export async function saveSettings(
  context: StaffRequestContext,
  request: { minAmount: string; maxAmount: string },
): Promise<DayTradeLimits> {
  const { db, clock } = context.services;
  const minMinor = parseMinor(request.minAmount, DAY_TRADE_CURRENCY);
  if (minMinor === null || minMinor <= 0n) refuse('INVALID_INPUT', { field: 'minAmount' });
  const maxMinor = parseMinor(request.maxAmount, DAY_TRADE_CURRENCY);
  if (maxMinor === null || maxMinor <= 0n) refuse('INVALID_INPUT', { field: 'maxAmount' });
  if (minMinor > maxMinor) refuse('DAY_TRADE_LIMITS_INVALID');
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const before = await limitsOf(tx);
    await writeLimits(tx, { minMinor, maxMinor }, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'dayTrading/saveSettings',
      targetType: 'day_trade_settings',
      targetId: 1,
      before,
      after: { minAmount: money(minMinor), maxAmount: money(maxMinor) },
      ip: context.ip,
      at: now,
    });
  });
  return limitsOf(db);
}
