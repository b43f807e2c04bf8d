// Staff work on members: search, detail with the invitation tree, account flags and credit score.
// Every change needs a reason and is audited in the transaction that makes it.
import type { AccountFlag } from '@saham/domain/account-flags';
import type { z } from 'zod';
import type { memberDetailSchema, MemberRow } from '@saham/contract/admin-members';
import type { Paged } from '@saham/contract/envelope';
import { REAL_NAME_STATUSES } from '@saham/contract/user';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { revokeAllMemberSessions } from '../sessions/service.ts';
import { recordAudit } from '../audit/service.ts';
import {
  countInvitees,
  findInviteePage,
  findInviterOf,
  findMemberById,
  findMemberPage,
  lockMemberForChange,
  updateCreditScore,
  updateMemberFlag,
  type MemberRecord,
} from './staff-repo.ts';

type MemberDetail = z.infer<typeof memberDetailSchema>;
type RealNameStatus = (typeof REAL_NAME_STATUSES)[number];

const INVITER_CHAIN_LEVELS = 10;
/** Flags that end the member's sessions at once; frozen is refused on the next call instead. */
const FLAGS_ENDING_SESSIONS: readonly AccountFlag[] = ['loginBanned', 'disabled'];

function realNameStatusOf(value: string): RealNameStatus {
  return REAL_NAME_STATUSES.find((status) => status === value) ?? 'none';
}

function toMemberRow(record: MemberRecord): MemberRow {
  return {
    id: record.id,
    account: record.account,
    name: record.name,
    inviteCode: record.inviteCode,
    inviterAccount: record.inviterAccount,
    institutionName: record.institutionName,
    realNameStatus: realNameStatusOf(record.realNameStatus),
    creditScore: record.creditScore,
    flags: {
      frozen: record.isFrozen,
      loginBanned: record.isLoginBanned,
      disabled: record.isDisabled,
      tradeForbidden: record.isTradeForbidden,
      withdrawForbidden: record.isWithdrawForbidden,
    },
    createdAt: record.createdAt.toISOString(),
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
  };
}

async function memberOrRefuse(context: StaffRequestContext, memberId: number): Promise<MemberRecord> {
  const record = await findMemberById(context.services.db, memberId);
  if (!record) return refuse('MEMBER_NOT_FOUND');
  return record;
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') refuse('REASON_REQUIRED');
  return trimmed;
}

export async function listMembers(
  context: StaffRequestContext,
  request: { query?: string | undefined; page: number },
): Promise<Paged<MemberRow>> {
  const { rows, total } = await findMemberPage(
    context.services.db,
    request.query?.trim() ?? '',
    request.page,
  );
  return toPaged(rows.map(toMemberRow), request.page, total);
}

/** Inviters upwards, nearest first; stops at 10 levels or at a loop in bad data. */
async function inviterChainOf(context: StaffRequestContext, memberId: number) {
  const chain: { account: string; name: string | null }[] = [];
  const seen = new Set([memberId]);
  let currentId = memberId;
  while (chain.length < INVITER_CHAIN_LEVELS) {
    const next = await findInviterOf(context.services.db, currentId);
    if (!next || seen.has(next.id)) break;
    chain.push({ account: next.account, name: next.name });
    seen.add(next.id);
    currentId = next.id;
  }
  return chain;
}

export async function describeMember(
  context: StaffRequestContext,
  request: { id: number },
): Promise<MemberDetail> {
  const record = await memberOrRefuse(context, request.id);
  return {
    ...toMemberRow(record),
    language: record.language,
    fontSize: record.fontSize,
    hasFundPassword: record.hasFundPassword !== null,
    inviterChain: await inviterChainOf(context, record.id),
    inviteeCount: await countInvitees(context.services.db, record.id),
  };
}

export async function listInvitees(
  context: StaffRequestContext,
  request: { id: number; page: number },
): Promise<Paged<MemberRow>> {
  await memberOrRefuse(context, request.id);
  const { rows, total } = await findInviteePage(context.services.db, request.id, request.page);
  return toPaged(rows.map(toMemberRow), request.page, total);
}

export async function setMemberFlag(
  context: StaffRequestContext,
  request: { id: number; flag: AccountFlag; value: boolean; reason: string },
): Promise<MemberRow> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockMemberForChange(tx, request.id);
    if (!current) return refuse('MEMBER_NOT_FOUND');
    await updateMemberFlag(tx, request.id, request.flag, request.value);
    if (request.value && FLAGS_ENDING_SESSIONS.includes(request.flag)) {
      await revokeAllMemberSessions(tx, request.id, now);
    }
    await recordAudit(tx, {
      staff,
      action: 'members/setFlag',
      targetType: 'member',
      targetId: request.id,
      reason,
      before: { [request.flag]: current.flags[request.flag] },
      after: { [request.flag]: request.value },
      ip: context.ip,
      at: now,
    });
  });
  return toMemberRow(await memberOrRefuse(context, request.id));
}

/** The most a credit score may be (the staff set-score action's bound too). */
export const MAX_CREDIT_SCORE = 1000;

/**
 * Adds credit to a member's score (spec §5: "added credit must be a positive integer"), beside setting
 * it; the score stays at most MAX_CREDIT_SCORE. Decided under the member's lock, audited.
 */
export async function addMemberCredit(
  context: StaffRequestContext,
  request: { id: number; credit: number; reason: string },
): Promise<MemberRow> {
  if (!Number.isInteger(request.credit) || request.credit <= 0) refuse('ADDED_CREDIT_INVALID');
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockMemberForChange(tx, request.id);
    if (!current) return refuse('MEMBER_NOT_FOUND');
    const creditScore = Math.min(MAX_CREDIT_SCORE, current.creditScore + request.credit);
    await updateCreditScore(tx, request.id, creditScore);
    await recordAudit(tx, {
      staff,
      action: 'members/addCredit',
      targetType: 'member',
      targetId: request.id,
      reason,
      before: { creditScore: current.creditScore },
      after: { creditScore, added: request.credit },
      ip: context.ip,
      at: now,
    });
  });
  return toMemberRow(await memberOrRefuse(context, request.id));
}

export async function setMemberCreditScore(
  context: StaffRequestContext,
  request: { id: number; creditScore: number; reason: string },
): Promise<MemberRow> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockMemberForChange(tx, request.id);
    if (!current) return refuse('MEMBER_NOT_FOUND');
    await updateCreditScore(tx, request.id, request.creditScore);
    await recordAudit(tx, {
      staff,
      action: 'members/setCreditScore',
      targetType: 'member',
      targetId: request.id,
      reason,
      before: { creditScore: current.creditScore },
      after: { creditScore: request.creditScore },
      ip: context.ip,
      at: now,
    });
  });
  return toMemberRow(await memberOrRefuse(context, request.id));
}
