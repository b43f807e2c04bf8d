// Real-name verification (spec §5): a member submits name, ID and two photos of their own; the
// submission waits for a reviewer, who approves or rejects it with a reason (staff-service.ts).
// members.real_name_status follows the latest submission, and an approval sets the member's name to
// the verified one.
import type { IdType, RealNameInfo } from '@saham/contract/identity';
import { maskTail, normalizeMyKad, normalizePassport } from '@saham/domain/mykad';
import { REAL_NAME_STATUSES } from '@saham/contract/user';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findMemberUpload } from '../uploads/service.ts';
import { toIdType } from './record-mapping.ts';
import {
  findLatestRealName,
  findMemberRealNameStatus,
  insertRealName,
  isIdNumberVerifiedElsewhere,
  lockMemberRealName,
  setMemberRealNameStatus,
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

// For other modules, which never import this module's repositories (eslint.config.js).
export {
  countPendingRealNames,
  findLatestRealName,
  insertRealName,
  setMemberRealNameStatus,
} from './repo.ts';
