// Real-name verification (spec §5): a member submits name, ID and two photos of their own; the
// submission waits for a reviewer, who approves or rejects it with a reason. members.real_name_status
// follows the latest submission, and an approval sets the member's name to the verified one.
import type { Paged } from '@saham/contract/envelope';
import type { IdType, RealNameInfo, RealNameRecord } from '@saham/contract/identity';
import { maskTail, normalizeMyKad, normalizePassport } from '@saham/domain/mykad';
import { REAL_NAME_STATUSES } from '@saham/contract/user';
import type { MemberOnlyContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/repo.ts';
import { insertNotice } from '../notices/repo.ts';
import { findMemberUpload } from '../uploads/repo.ts';
import { APPROVED_NOTICE, rejectedNotice } from './decision-notices.ts';
import {
  decideRealName,
  findLatestRealName,
  findMemberRealNameStatus,
  findRealNamePage,
  findRealNameRecord,
  insertRealName,
  isIdNumberVerifiedElsewhere,
  lockMemberRealName,
  setMemberRealNameStatus,
  type RealNameListRow,
} from './repo.ts';

interface RealNameSubmission {
  name: string;
  idType: IdType;
  idNumber: string;
  frontImageId: string;
  backImageId: string;
}

function normalizeIdNumber(idType: IdType, idNumber: string): string {
  const normalized = idType === 'mykad' ? normalizeMyKad(idNumber) : normalizePassport(idNumber);
  if (normalized === null) return refuse('INVALID_INPUT', { field: 'idNumber' });
  return normalized;
}

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') refuse('FIELD_REQUIRED', { field });
  return trimmed;
}

export async function submitRealName(context: MemberOnlyContext, request: RealNameSubmission): Promise<null> {
  const { services } = context;
  const memberId = context.session.memberId;
  const name = required(request.name, 'name').replace(/\s+/g, ' ');
  const idNumber = normalizeIdNumber(request.idType, required(request.idNumber, 'idNumber'));
  const front = await findMemberUpload(services.db, memberId, required(request.frontImageId, 'frontImageId'));
  const back = await findMemberUpload(services.db, memberId, required(request.backImageId, 'backImageId'));
  if (!front || !back) refuse('UPLOAD_INVALID');
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const member = await lockMemberRealName(tx, memberId);
    if (member?.status === 'pending') refuse('REAL_NAME_UNDER_REVIEW');
    if (member?.status === 'verified') refuse('REAL_NAME_ALREADY_VERIFIED');
    if (await isIdNumberVerifiedElsewhere(tx, memberId, request.idType, idNumber)) refuse('ID_NUMBER_IN_USE');
    await insertRealName(tx, {
      memberId,
      name,
      idType: request.idType,
      idNumber,
      frontUploadId: front.id,
      backUploadId: back.id,
      status: 'pending',
      createdAt: now,
    });
    await setMemberRealNameStatus(tx, memberId, 'pending');
  });
  return null;
}

export async function realNameInfo(context: MemberOnlyContext): Promise<RealNameInfo> {
  const { db } = context.services;
  const memberId = context.session.memberId;
  const latest = await findLatestRealName(db, memberId);
  const status = await findMemberRealNameStatus(db, memberId);
  return {
    status: REAL_NAME_STATUSES.find((known) => known === status) ?? 'none',
    name: latest?.name ?? null,
    idType: latest ? toIdType(latest.idType) : null,
    idNumberMasked: latest ? maskTail(latest.idNumber) : null,
    rejectReason: latest?.status === 'rejected' ? latest.rejectReason : null,
    submittedAt: latest ? latest.createdAt.toISOString() : null,
  };
}

function toIdType(value: string): IdType {
  return value === 'passport' ? 'passport' : 'mykad';
}

function toDecidedStatus(value: string): RealNameRecord['status'] {
  return value === 'verified' || value === 'rejected' ? value : 'pending';
}

function toRecord(row: RealNameListRow): RealNameRecord {
  return {
    ...row,
    idType: toIdType(row.idType),
    status: toDecidedStatus(row.status),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRealNames(
  context: StaffRequestContext,
  request: { status: 'pending' | 'verified' | 'rejected'; page: number },
): Promise<Paged<RealNameRecord>> {
  const { rows, total } = await findRealNamePage(context.services.db, request.status, request.page);
  return toPaged(rows.map(toRecord), request.page, total);
}

async function recordOrRefuse(context: StaffRequestContext, id: number): Promise<RealNameRecord> {
  const row = await findRealNameRecord(context.services.db, id);
  if (!row) return refuse('NOT_FOUND');
  return toRecord(row);
}

async function decide(
  context: StaffRequestContext,
  request: { id: number; status: 'verified' | 'rejected'; reason: string | null },
): Promise<RealNameRecord> {
  const { services, staff } = context;
  const now = services.clock.now();
  const action = request.status === 'verified' ? 'realName/approve' : 'realName/reject';
  try {
    await inTransaction(services.db, async (tx) => {
      const decided = await decideRealName(tx, {
        id: request.id,
        status: request.status,
        reason: request.reason,
        reviewer: staff.username,
        now,
      });
      if (!decided) {
        const exists = await findRealNameRecord(tx, request.id);
        return refuse(exists ? 'REAL_NAME_NOT_PENDING' : 'NOT_FOUND');
      }
      await lockMemberRealName(tx, decided.memberId);
      if (request.status === 'verified') {
        const taken = await isIdNumberVerifiedElsewhere(
          tx,
          decided.memberId,
          decided.idType,
          decided.idNumber,
        );
        if (taken) refuse('ID_NUMBER_IN_USE');
        await setMemberRealNameStatus(tx, decided.memberId, 'verified', decided.name);
      } else {
        await setMemberRealNameStatus(tx, decided.memberId, 'rejected');
      }
      const notice = request.status === 'verified' ? APPROVED_NOTICE : rejectedNotice(request.reason ?? '');
      await insertNotice(tx, {
        memberId: decided.memberId,
        title: notice.title,
        content: notice.content,
        createdBy: staff.username,
        now,
      });
      await recordAudit(tx, {
        staff,
        action,
        targetType: 'realName',
        targetId: decided.id,
        reason: request.reason,
        before: { status: 'pending' },
        after: { status: request.status, memberId: decided.memberId, name: decided.name },
        ip: context.ip,
        at: now,
      });
    });
  } catch (error) {
    // Another member's identity with this number was verified at the same moment.
    if (uniqueViolationConstraint(error) !== null) refuse('ID_NUMBER_IN_USE');
    throw error;
  }
  return recordOrRefuse(context, request.id);
}

export function approveRealName(context: StaffRequestContext, request: { id: number }) {
  return decide(context, { id: request.id, status: 'verified', reason: null });
}

export function rejectRealName(context: StaffRequestContext, request: { id: number; reason: string }) {
  const reason = request.reason.trim();
  if (reason === '') refuse('REASON_REQUIRED');
  return decide(context, { id: request.id, status: 'rejected', reason });
}
