// Staff review of real-name submissions: the queue by status, and approving or rejecting (with a
// reason) one pending submission — the member's status and name follow, the member gets a notice, and
// the decision is audited, all in one transaction.
import type { Paged } from '@saham/contract/envelope';
import type { RealNameRecord } from '@saham/contract/identity';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/service.ts';
import { insertNotice } from '../notices/service.ts';
import { APPROVED_NOTICE, rejectedNotice } from './decision-notices.ts';
import { toRecord } from './record-mapping.ts';
import {
  decideRealName,
  findRealNamePage,
  findRealNameRecord,
  isIdNumberVerifiedElsewhere,
  lockMemberRealName,
  setMemberRealNameStatus,
} from './repo.ts';

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
