// Staff accounts, managed by admins: create with a role, activate or deactivate, reset TOTP.
// Deactivation and TOTP reset end the account's sessions. Every change is audited.
import type { StaffRole } from '@saham/contract/call';
import type { StaffRow } from '@saham/contract/admin-staff';
import type { Paged } from '@saham/contract/envelope';
import { isStrongPassword } from '@saham/domain/credentials';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { isStaffRole } from '../../http/staff-roles.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { revokeAllStaffSessions } from '../sessions/service.ts';
import { recordAudit } from '../audit/service.ts';
import {
  clearStaffTotp,
  findStaffAccountById,
  findStaffAccountPage,
  insertStaffAccount,
  isUsernameTaken,
  lockStaffAccount,
  updateStaffActive,
  type StaffAccountRecord,
} from './repo.ts';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

function toStaffRow(record: StaffAccountRecord): StaffRow {
  if (!isStaffRole(record.role)) {
    throw new Error(`staff ${record.id} has an unknown role "${String(record.role)}"`);
  }
  return {
    id: record.id,
    username: record.username,
    role: record.role,
    isActive: record.isActive,
    isOtpEnrolled: record.totpEnrolledAt !== null,
    createdAt: record.createdAt.toISOString(),
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
  };
}

async function staffRowOrRefuse(context: StaffRequestContext, staffId: number): Promise<StaffRow> {
  const record = await findStaffAccountById(context.services.db, staffId);
  if (!record) return refuse('NOT_FOUND');
  return toStaffRow(record);
}

export async function listStaffAccounts(
  context: StaffRequestContext,
  request: { page: number },
): Promise<Paged<StaffRow>> {
  const { rows, total } = await findStaffAccountPage(context.services.db, request.page);
  return toPaged(rows.map(toStaffRow), request.page, total);
}

export async function createStaffAccount(
  context: StaffRequestContext,
  request: { username: string; password: string; role: StaffRole },
): Promise<StaffRow> {
  const username = request.username.trim();
  if (!USERNAME_PATTERN.test(username)) refuse('INVALID_INPUT', { field: 'username' });
  if (!isStrongPassword(request.password)) refuse('PASSWORD_TOO_WEAK');
  const { services, staff } = context;
  const now = services.clock.now();
  const passwordHash = await hashPassword(request.password, services.config.passwordHashCost);
  let staffId: number;
  try {
    staffId = await services.db.transaction(async (tx) => {
      if (await isUsernameTaken(tx, username)) refuse('STAFF_EXISTS');
      const id = await insertStaffAccount(tx, { username, passwordHash, role: request.role, now });
      await recordAudit(tx, {
        staff,
        action: 'staff/create',
        targetType: 'staff',
        targetId: id,
        after: { username, role: request.role, isActive: true },
        ip: context.ip,
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) refuse('STAFF_EXISTS');
    throw error;
  }
  return staffRowOrRefuse(context, staffId);
}

export async function setStaffActive(
  context: StaffRequestContext,
  request: { id: number; isActive: boolean; reason: string },
): Promise<StaffRow> {
  const { services, staff } = context;
  const reason = request.reason.trim();
  if (reason === '') refuse('REASON_REQUIRED');
  // Locking oneself out would leave no one to undo it.
  if (request.id === staff.staffId && !request.isActive) refuse('STAFF_SELF_DEACTIVATION');
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const current = await lockStaffAccount(tx, request.id);
    if (!current) return refuse('NOT_FOUND');
    await updateStaffActive(tx, request.id, request.isActive);
    if (!request.isActive) await revokeAllStaffSessions(tx, request.id, now);
    await recordAudit(tx, {
      staff,
      action: 'staff/setActive',
      targetType: 'staff',
      targetId: request.id,
      before: { isActive: current.isActive },
      after: { isActive: request.isActive },
      reason,
      ip: context.ip,
      at: now,
    });
  });
  return staffRowOrRefuse(context, request.id);
}

/** Forgets the TOTP secret and ends the account's sessions; the next login offers enrolment again. */
export async function resetStaffOtp(context: StaffRequestContext, request: { id: number }): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const current = await lockStaffAccount(tx, request.id);
    if (!current) return refuse('NOT_FOUND');
    await clearStaffTotp(tx, request.id);
    await revokeAllStaffSessions(tx, request.id, now);
    await recordAudit(tx, {
      staff,
      action: 'staff/resetOtp',
      targetType: 'staff',
      targetId: request.id,
      before: { isOtpEnrolled: current.totpEnrolledAt !== null },
      after: { isOtpEnrolled: false },
      ip: context.ip,
      at: now,
    });
  });
  return null;
}
