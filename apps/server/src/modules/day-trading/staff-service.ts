// Staff calls of day trading: the application queue; approving (the amount stays frozen as the
// account's allocation, the buying power of day positions) or rejecting with a reason (released:
// "day-trade review"), with the member's notice and an audit record; and the limits on an application.
import type { DayTradeLimits, DayTradeStatus, StaffDayTradeRow } from '@saham/contract/day-trading';
import type { Paged } from '@saham/contract/envelope';
import { parseMinor } from '@saham/domain/money';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../http/business-error.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { recordAudit } from '../audit/service.ts';
import { insertDayTradeNotice } from './notices.ts';
import { DAY_TRADE_CURRENCY, limitsOf, money, moveAllocation, toStaffRow } from './mapping.ts';
import { decidePending, findApplicationPage, findApplicationView, writeLimits } from './repo.ts';

export async function listApplications(
  context: StaffRequestContext,
  request: { status?: DayTradeStatus | undefined; page: number },
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
