// Staff work on trading (issue 5 §5): the desk's settings and members' margin permission, each change
// with a reason, audited in its transaction. The other staff calls of the module: the orders and
// positions searches (staff-search-service.ts), a manual close (staff-close-service.ts) and the
// broker's open exposure (staff-exposure-service.ts).
import type { DeskSettings, MemberTrading } from '@saham/contract/admin-trading';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import { readDeskSettings, setMarginEnabled, writeDeskSettings } from './repo.ts';
import {
  findDeskSettingsRow,
  findMemberTrading,
  lockDeskSettingsRow,
  lockMemberTrading,
} from './staff-repo.ts';

/** A staff change's reason, trimmed; refused when blank. */
export function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') refuse('REASON_REQUIRED');
  return trimmed;
}

// ——— Desk settings ———

async function deskSettingsAnswer(db: Db) {
  const [settings, row] = await Promise.all([readDeskSettings(db), findDeskSettingsRow(db)]);
  return { ...settings, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export function getDeskSettings(context: StaffRequestContext) {
  return deskSettingsAnswer(context.services.db);
}

/** Changes the spread and maintenance margin; the trading core reads them afresh on every order and round. */
export async function updateDeskSettings(
  context: StaffRequestContext,
  request: DeskSettings & { reason: string },
) {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  const next: DeskSettings = {
    marketSpreadBps: request.marketSpreadBps,
    maintenanceMarginPercent: request.maintenanceMarginPercent,
  };
  await inTransaction(services.db, async (tx) => {
    const current = await lockDeskSettingsRow(tx, now);
    await writeDeskSettings(tx, next, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/updateDeskSettings',
      targetType: 'trading_settings',
      targetId: 1,
      reason,
      before: {
        marketSpreadBps: current.marketSpreadBps,
        maintenanceMarginPercent: current.maintenanceMarginPercent,
      },
      after: { ...next },
      ip: context.ip,
      at: now,
    });
  });
  return deskSettingsAnswer(services.db);
}

// ——— Members' margin permission ———

export async function getMemberTrading(
  context: StaffRequestContext,
  memberId: number,
): Promise<MemberTrading> {
  const row = await findMemberTrading(context.services.db, memberId);
  if (!row) return refuse('MEMBER_NOT_FOUND');
  return {
    memberId: row.memberId,
    isMarginEnabled: row.isMarginEnabled ?? false,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function setMemberMargin(
  context: StaffRequestContext,
  request: { memberId: number; isMarginEnabled: boolean; reason: string },
): Promise<MemberTrading> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockMemberTrading(tx, request.memberId);
    if (!current) return refuse('MEMBER_NOT_FOUND');
    await setMarginEnabled(tx, request.memberId, request.isMarginEnabled, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/setMargin',
      targetType: 'member',
      targetId: request.memberId,
      reason,
      before: { isMarginEnabled: current.isMarginEnabled },
      after: { isMarginEnabled: request.isMarginEnabled },
      ip: context.ip,
      at: now,
    });
  });
  return getMemberTrading(context, request.memberId);
}
