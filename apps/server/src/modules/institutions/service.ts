// Institutions (seat accounts): their invitation codes are unique across institutions and members,
// because a member registers with either kind in the same field. Changes are audited.
import type { Institution } from '@saham/contract/admin-institutions';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findInstitutionById,
  findInstitutionPage,
  insertInstitution,
  isInviteCodeInUse,
  lockInstitution,
  updateInstitutionActive,
  type InstitutionRecord,
} from './repo.ts';

const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

function toInstitution(record: InstitutionRecord): Institution {
  return { ...record, createdAt: record.createdAt.toISOString() };
}

async function institutionOrRefuse(context: StaffRequestContext, institutionId: number) {
  const record = await findInstitutionById(context.services.db, institutionId);
  if (!record) return refuse('NOT_FOUND');
  return toInstitution(record);
}

export async function listInstitutions(
  context: StaffRequestContext,
  request: { page: number },
): Promise<Paged<Institution>> {
  const { rows, total } = await findInstitutionPage(context.services.db, request.page);
  return toPaged(rows.map(toInstitution), request.page, total);
}

function checkNewInstitution(request: { name: string; inviteCode: string }) {
  const name = request.name.trim();
  const inviteCode = request.inviteCode.trim();
  if (name === '') refuse('FIELD_REQUIRED', { field: 'name' });
  if (inviteCode === '') refuse('FIELD_REQUIRED', { field: 'inviteCode' });
  if (!INVITE_CODE_PATTERN.test(inviteCode)) refuse('INVALID_INPUT', { field: 'inviteCode' });
  return { name, inviteCode };
}

export async function createInstitution(
  context: StaffRequestContext,
  request: { name: string; inviteCode: string },
): Promise<Institution> {
  const { name, inviteCode } = checkNewInstitution(request);
  const { services, staff } = context;
  const now = services.clock.now();
  let institutionId: number;
  try {
    institutionId = await services.db.transaction(async (tx) => {
      if (await isInviteCodeInUse(tx, inviteCode)) refuse('INSTITUTION_CODE_EXISTS');
      const id = await insertInstitution(tx, { name, inviteCode, now });
      await recordAudit(tx, {
        staff,
        action: 'institutions/create',
        targetType: 'institution',
        targetId: id,
        after: { name, inviteCode, isActive: true },
        ip: context.ip,
        at: now,
      });
      return id;
    });
  } catch (error) {
    // Two staff creating the same code at once: the unique index decides.
    if (uniqueViolationConstraint(error) !== null) refuse('INSTITUTION_CODE_EXISTS');
    throw error;
  }
  return institutionOrRefuse(context, institutionId);
}

export async function setInstitutionActive(
  context: StaffRequestContext,
  request: { id: number; isActive: boolean; reason: string },
): Promise<Institution> {
  const reason = request.reason.trim();
  if (reason === '') refuse('REASON_REQUIRED');
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const current = await lockInstitution(tx, request.id);
    if (!current) return refuse('NOT_FOUND');
    await updateInstitutionActive(tx, request.id, request.isActive);
    await recordAudit(tx, {
      staff,
      action: 'institutions/setActive',
      targetType: 'institution',
      targetId: request.id,
      reason,
      before: { isActive: current.isActive },
      after: { isActive: request.isActive },
      ip: context.ip,
      at: now,
    });
  });
  return institutionOrRefuse(context, request.id);
}
