// Staff calls of the daily check-in: the rewards (names in six languages, points, stock, kind,
// amount and a fee voucher's validity), the bonus schedule with the points expiry, and members' redemptions. Changes are audited
// with their before and after.
import type { Paged } from '@saham/contract/envelope';
import type {
  AdminCheckInReward,
  AdminRedemption,
  CheckInSchedule,
  RewardNames,
} from '@saham/contract/check-in';
import { DEFAULT_FEE_VOUCHER_VALID_DAYS, type CheckInRewardKind } from '@saham/domain/check-in/rules';
import { parseMinor } from '@saham/domain/money';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import {
  countRedemptionsByReward,
  findRedemptionPageForStaff,
  findReward,
  findRewardPage,
  insertReward,
  replaceSchedule,
  saveExpiryMonths,
  updateReward,
  type RewardRow,
} from './repo.ts';
import { expiryMonthsOf, scheduleOf, toRedemption, toReward } from './service.ts';

async function toAdminRewards(db: Db, rows: readonly RewardRow[]): Promise<AdminCheckInReward[]> {
  const counts = await countRedemptionsByReward(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toReward(row),
    isEnabled: row.isEnabled,
    redeemedCount: counts.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listRewards(
  context: StaffRequestContext,
  page: number,
): Promise<Paged<AdminCheckInReward>> {
  const { rows, total } = await findRewardPage(context.services.db, page);
  return toPaged(await toAdminRewards(context.services.db, rows), page, total);
}

export interface RewardInput {
  id?: number | undefined;
  names: RewardNames;
  kind: CheckInRewardKind;
  amount: string;
  pointsNeeded: number;
  stock: number;
  validDays?: number | undefined;
  isEnabled: boolean;
}

/** An amount of MYR greater than zero, else INVALID_INPUT on `amount`. */
function amountMinorOf(text: string): bigint {
  const amountMinor = parseMinor(text.trim(), 'MYR');
  if (amountMinor === null || amountMinor <= 0n) refuse('INVALID_INPUT', { field: 'amount' });
  return amountMinor;
}

export async function saveReward(
  context: StaffRequestContext,
  input: RewardInput,
): Promise<AdminCheckInReward> {
  const { services, staff } = context;
  const now = services.clock.now();
  const values = {
    names: input.names,
    kind: input.kind,
    amountMinor: amountMinorOf(input.amount),
    pointsNeeded: input.pointsNeeded,
    stock: input.stock,
    validDays: input.kind === 'fee_voucher' ? (input.validDays ?? DEFAULT_FEE_VOUCHER_VALID_DAYS) : null,
    isEnabled: input.isEnabled,
    updatedAt: now,
  };
  const row = await inTransaction(services.db, async (tx) => {
    const before = input.id === undefined ? null : await findReward(tx, input.id, { lock: true });
    if (input.id !== undefined && !before) refuse('PRODUCT_NOT_FOUND');
    const saved =
      input.id === undefined
        ? await insertReward(tx, { ...values, createdAt: now })
        : await updateReward(tx, input.id, values);
    if (!saved) refuse('PRODUCT_NOT_FOUND');
    await recordAudit(tx, {
      staff,
      action: input.id === undefined ? 'checkIn/createReward' : 'checkIn/updateReward',
      targetType: 'check_in_reward',
      targetId: saved.id,
      before: before ? auditView(before) : null,
      after: auditView(saved),
      ip: context.ip,
      at: now,
    });
    return saved;
  });
  const [answer] = await toAdminRewards(services.db, [row]);
  if (!answer) throw new Error(`reward ${row.id} not mapped`);
  return answer;
}

/** The audit log stores JSON: the amount as a string of minor units. */
function auditView(row: RewardRow) {
  return { ...row, amountMinor: row.amountMinor.toString() };
}

export async function getSchedule(context: StaffRequestContext): Promise<CheckInSchedule> {
  const { db } = context.services;
  const [points, expiryMonths] = await Promise.all([scheduleOf(db), expiryMonthsOf(db)]);
  return { points, expiryMonths };
}

export async function saveSchedule(
  context: StaffRequestContext,
  input: CheckInSchedule,
): Promise<CheckInSchedule> {
  const { services, staff } = context;
  if (input.points.some((points) => points < 1)) refuse('INVALID_INPUT', { field: 'points' });
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const before = { points: await scheduleOf(tx), expiryMonths: await expiryMonthsOf(tx) };
    await replaceSchedule(tx, input.points);
    await saveExpiryMonths(tx, input.expiryMonths, now);
    await recordAudit(tx, {
      staff,
      action: 'checkIn/saveBonusSchedule',
      targetType: 'check_in_schedule',
      targetId: null,
      before,
      after: input,
      ip: context.ip,
      at: now,
    });
  });
  return getSchedule(context);
}

export async function listRedemptions(
  context: StaffRequestContext,
  request: { account?: string | undefined; page: number },
): Promise<Paged<AdminRedemption>> {
  const account = request.account?.trim() === '' ? undefined : request.account?.trim();
  const { rows, total } = await findRedemptionPageForStaff(context.services.db, account, request.page);
  const items = rows.map(({ redemption, account: memberAccount }) => ({
    ...toRedemption(redemption),
    memberId: redemption.memberId,
    account: memberAccount,
  }));
  return toPaged(items, request.page, total);
}
