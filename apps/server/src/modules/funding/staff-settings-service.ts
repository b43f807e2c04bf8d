// Staff settings of funding: deposit channels (create, edit, switch, delete), withdrawal rules and
// the market holiday calendar. Every change is audited in the transaction that makes it.
import { cleanLocalizedNames } from '@saham/contract/localized-names';
import type { ChannelInput, StaffChannel } from '@saham/contract/recharge';
import type { Holiday, WithdrawRules } from '@saham/contract/withdraw';
import { isCurrency } from '@saham/domain/currencies';
import { parseMinor } from '@saham/domain/money';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findChannelById,
  findLiveChannels,
  insertChannel,
  softDeleteChannel,
  updateChannel,
  type ChannelValues,
} from './channels-repo.ts';
import { toStaffChannel } from './record-mapping.ts';
import {
  deleteHoliday,
  findHolidays,
  saveWithdrawalLimit,
  saveWithdrawalSettings,
  upsertHoliday,
} from './settings-repo.ts';
import { loadWithdrawalRules, toWithdrawRules } from './withdrawal-rules.ts';

export async function listChannels(context: StaffRequestContext): Promise<StaffChannel[]> {
  return (await findLiveChannels(context.services.db, false)).map(toStaffChannel);
}

function rangeOf(currency: ChannelInput['currency'], minText: string, maxText: string) {
  const minMinor = parseMinor(minText, currency);
  const maxMinor = parseMinor(maxText, currency);
  if (minMinor === null || minMinor <= 0n) return refuse('INVALID_INPUT', { field: 'minAmount' });
  if (maxMinor === null || maxMinor < minMinor) return refuse('INVALID_INPUT', { field: 'maxAmount' });
  return { minMinor, maxMinor };
}

async function channelValuesOf(context: StaffRequestContext, input: ChannelInput) {
  const { minMinor, maxMinor } = rangeOf(input.currency, input.minAmount, input.maxAmount);
  if (input.window.start > input.window.end) refuse('INVALID_INPUT', { field: 'window' });
  const values: Omit<ChannelValues, 'passwordHash'> = {
    kind: input.kind,
    name: input.name.trim(),
    currency: input.currency,
    minMinor,
    maxMinor,
    windowDays: [...new Set(input.window.days)].sort((a, b) => a - b),
    windowStart: input.window.start,
    windowEnd: input.window.end,
    bankName: input.bankName,
    accountName: input.accountName,
    accountNumber: input.accountNumber,
    cryptoAddress: input.cryptoAddress,
    qrImageUrl: input.qrImageUrl,
    gateway: input.kind === 'online_banking' ? (input.gateway ?? 'fpx') : null,
    isEnabled: input.isEnabled,
    sortOrder: input.sortOrder,
    ...(input.paymentExpiryMinutes === undefined ? {} : { paymentExpiryMinutes: input.paymentExpiryMinutes }),
    ...(input.names === undefined ? {} : { names: cleanLocalizedNames(input.names) }),
    ...(input.bankNames === undefined ? {} : { bankNames: cleanLocalizedNames(input.bankNames) }),
  };
  if (input.password === undefined) return values;
  const passwordHash =
    input.password === null
      ? null
      : await hashPassword(input.password, context.services.config.passwordHashCost);
  return { ...values, passwordHash };
}

export async function saveChannel(
  context: StaffRequestContext,
  request: ChannelInput & { id?: number | undefined },
): Promise<StaffChannel> {
  const { db, clock } = context.services;
  const values = await channelValuesOf(context, request);
  const now = clock.now();
  const before = request.id === undefined ? null : await findChannelById(db, request.id);
  if (request.id !== undefined && (!before || before.deletedAt !== null)) refuse('NOT_FOUND');
  return inTransaction(db, async (tx) => {
    const saved =
      request.id === undefined
        ? await insertChannel(tx, { passwordHash: null, ...values }, now)
        : await updateChannel(tx, request.id, values);
    if (!saved) return refuse('NOT_FOUND');
    const after = toStaffChannel(saved);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'recharge/saveChannel',
      targetType: 'deposit_channel',
      targetId: saved.id,
      before: before ? toStaffChannel(before) : null,
      after,
      ip: context.ip,
      at: now,
    });
    return after;
  });
}

export async function deleteChannel(context: StaffRequestContext, channelId: number): Promise<null> {
  const { db, clock } = context.services;
  const before = await findChannelById(db, channelId);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    if (!before || !(await softDeleteChannel(tx, channelId, now))) refuse('NOT_FOUND');
    await recordAudit(tx, {
      staff: context.staff,
      action: 'recharge/deleteChannel',
      targetType: 'deposit_channel',
      targetId: channelId,
      before: toStaffChannel(before),
      after: null,
      ip: context.ip,
      at: now,
    });
  });
  return null;
}

export async function saveWithdrawRules(
  context: StaffRequestContext,
  request: Omit<WithdrawRules, 'settlementWorkingDays'>,
): Promise<WithdrawRules> {
  const { db, clock } = context.services;
  if (request.windowStart >= request.windowEnd) refuse('INVALID_INPUT', { field: 'window' });
  const limits = request.limits.map((limit) => {
    if (!isCurrency(limit.currency)) return refuse('INVALID_INPUT', { field: 'currency' });
    return { currency: limit.currency, ...rangeOf(limit.currency, limit.minAmount, limit.maxAmount) };
  });
  const before = toWithdrawRules(await loadWithdrawalRules(db));
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    await saveWithdrawalSettings(tx, {
      windowStart: request.windowStart,
      windowEnd: request.windowEnd,
      creditScoreMinimum: request.creditScoreMinimum,
      now,
    });
    for (const limit of limits) await saveWithdrawalLimit(tx, limit);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'withdraw/saveSettings',
      targetType: 'withdrawal_settings',
      targetId: null,
      before,
      after: request,
      ip: context.ip,
      at: now,
    });
  });
  return toWithdrawRules(await loadWithdrawalRules(db));
}

export async function listHolidays(context: StaffRequestContext, year?: number): Promise<Holiday[]> {
  const range = year === undefined ? undefined : { from: `${year}-01-01`, to: `${year}-12-31` };
  const rows = await findHolidays(context.services.db, range);
  return rows.map((row) => ({ market: 'MY', date: row.date, name: row.name }));
}

export async function saveHoliday(
  context: StaffRequestContext,
  request: { date: string; name: string },
): Promise<Holiday> {
  const name = request.name.trim();
  if (name === '') refuse('FIELD_REQUIRED', { field: 'name' });
  const now = context.services.clock.now();
  await inTransaction(context.services.db, async (tx) => {
    await upsertHoliday(tx, { date: request.date, name });
    await recordAudit(tx, {
      staff: context.staff,
      action: 'holidays/save',
      targetType: 'market_holiday',
      targetId: `MY:${request.date}`,
      after: { date: request.date, name },
      ip: context.ip,
      at: now,
    });
  });
  return { market: 'MY', date: request.date, name };
}

export async function removeHoliday(context: StaffRequestContext, date: string): Promise<null> {
  const now = context.services.clock.now();
  await inTransaction(context.services.db, async (tx) => {
    if (!(await deleteHoliday(tx, date))) refuse('NOT_FOUND');
    await recordAudit(tx, {
      staff: context.staff,
      action: 'holidays/delete',
      targetType: 'market_holiday',
      targetId: `MY:${date}`,
      before: { date },
      ip: context.ip,
      at: now,
    });
  });
  return null;
}
