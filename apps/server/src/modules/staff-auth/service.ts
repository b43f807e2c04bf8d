// Staff sign-in: password (argon2id), then TOTP once enrolled; a session of 12 hours at most.
// Failures are throttled per username and per address; every sign-in, enrolment and sign-out is
// audited.
import type { StaffSession as StaffSessionAnswer } from '@saham/contract/admin-auth';
import type { StaffRole } from '@saham/contract/call';
import type { RequestContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { isStaffRole } from '../../http/staff-roles.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords/password-hash.ts';
import { insertStaffSession, revokeStaffSession } from '../sessions/staff-session-repo.ts';
import { recordAudit } from '../audit/repo.ts';
import { addFailure, clearFailures, countFailuresSince } from './login-throttle-repo.ts';
import {
  consumeTotpStep,
  ensurePendingTotpSecret,
  findStaffById,
  findStaffByUsername,
  markTotpEnrolled,
  recordStaffLogin,
  type StaffRecord,
} from './repo.ts';
import { generateTotpSecret, matchTotpStep, totpUri } from './totp.ts';

const SESSION_MILLISECONDS = 12 * 3_600_000;
const THROTTLE_WINDOW_MILLISECONDS = 15 * 60_000;
const FAILURES_PER_USERNAME = 5;
/** Higher than per username so that one office behind one address can still sign in. */
const FAILURES_PER_ADDRESS = 20;

interface ThrottleKeys {
  username: string;
  address: string;
}

function throttleKeysOf(username: string, ip: string): ThrottleKeys {
  return { username: `staff:${username.toLowerCase()}`, address: `staffip:${ip}` };
}

function throttleWindowStart(now: Date): Date {
  return new Date(now.getTime() - THROTTLE_WINDOW_MILLISECONDS);
}

async function refuseWhenThrottled(context: RequestContext, keys: ThrottleKeys, now: Date): Promise<void> {
  const { db } = context.services;
  const since = throttleWindowStart(now);
  const byUsername = await countFailuresSince(db, keys.username, since);
  const byAddress = await countFailuresSince(db, keys.address, since);
  if (byUsername >= FAILURES_PER_USERNAME || byAddress >= FAILURES_PER_ADDRESS) refuse('SUBMIT_TOO_FREQUENT');
}

/** Counts the failure (and audits it when the username exists), then refuses with `code`. */
async function failLogin(
  context: RequestContext,
  keys: ThrottleKeys,
  found: StaffRecord | null,
  code: 'WRONG_CREDENTIALS' | 'OTP_INVALID',
  now: Date,
): Promise<never> {
  const since = throttleWindowStart(now);
  await context.services.db.transaction(async (tx) => {
    await addFailure(tx, keys.username, now, since);
    await addFailure(tx, keys.address, now, since);
    if (found) {
      await recordAudit(tx, {
        staff: { staffId: found.id, username: found.username },
        action: 'auth/loginFailed',
        targetType: 'staff',
        targetId: found.id,
        reason: code,
        ip: context.ip,
        at: now,
      });
    }
  });
  return refuse(code);
}

function mustEnrolOtp(role: StaffRole, isOtpEnrolled: boolean, context: RequestContext): boolean {
  return role === 'admin' && context.services.config.isProduction && !isOtpEnrolled;
}

function sessionView(
  record: StaffRecord,
  role: StaffRole,
  context: RequestContext,
): Omit<StaffSessionAnswer, 'token'> {
  const isOtpEnrolled = record.totpEnrolledAt !== null;
  const pendingSecret = isOtpEnrolled ? null : record.totpSecret;
  return {
    username: record.username,
    role,
    isOtpEnrolled,
    mustEnrolOtp: mustEnrolOtp(role, isOtpEnrolled, context),
    otpEnrolment: pendingSecret
      ? { secret: pendingSecret, uri: totpUri(pendingSecret, record.username) }
      : null,
  };
}

async function startSession(
  context: RequestContext,
  record: StaffRecord,
  role: StaffRole,
  keys: ThrottleKeys,
  now: Date,
): Promise<StaffSessionAnswer> {
  const token = newToken();
  const totpSecret = await context.services.db.transaction(async (tx) => {
    const secret =
      record.totpEnrolledAt === null
        ? await ensurePendingTotpSecret(tx, record.id, generateTotpSecret())
        : record.totpSecret;
    await insertStaffSession(tx, {
      tokenHash: hashToken(token),
      staffId: record.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_MILLISECONDS),
    });
    await recordStaffLogin(tx, record.id, now);
    await clearFailures(tx, keys.username);
    await recordAudit(tx, {
      staff: { staffId: record.id, username: record.username },
      action: 'auth/login',
      targetType: 'staff',
      targetId: record.id,
      ip: context.ip,
      at: now,
    });
    return secret;
  });
  return { token, ...sessionView({ ...record, totpSecret, lastLoginAt: now }, role, context) };
}

export async function loginStaff(
  context: RequestContext,
  request: { username: string; password: string; otp?: string | undefined },
): Promise<StaffSessionAnswer> {
  const { services } = context;
  const now = services.clock.now();
  const keys = throttleKeysOf(request.username, context.ip);
  await refuseWhenThrottled(context, keys, now);
  const found = await findStaffByUsername(services.db, request.username);
  const storedHash = found?.passwordHash ?? (await decoyPasswordHash(services.config.passwordHashCost));
  const isPasswordRight = await verifyPassword(storedHash, request.password);
  if (!found || !isPasswordRight) return failLogin(context, keys, found, 'WRONG_CREDENTIALS', now);
  if (!found.isActive || !isStaffRole(found.role)) refuse('ACCOUNT_DISABLED');
  if (found.totpEnrolledAt !== null && found.totpSecret !== null) {
    const otp = request.otp?.trim() ?? '';
    if (otp === '') refuse('OTP_REQUIRED');
    const step = matchTotpStep(found.totpSecret, otp, now);
    // A code already used (or older than one used) is refused like a wrong one: no replay.
    if (step === null || !(await consumeTotpStep(services.db, found.id, step))) {
      return failLogin(context, keys, found, 'OTP_INVALID', now);
    }
  }
  return startSession(context, found, found.role, keys, now);
}

async function currentStaff(context: StaffRequestContext): Promise<StaffRecord> {
  const record = await findStaffById(context.services.db, context.staff.staffId);
  // The session lookup has just found this staff member; a row gone since ends the session.
  if (!record) throw new UnauthorizedError();
  return record;
}

/** Confirms the pending secret with a code from the authenticator app. */
export async function enrolOtp(context: StaffRequestContext, request: { otp: string }): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  const record = await currentStaff(context);
  const step = record.totpSecret === null ? null : matchTotpStep(record.totpSecret, request.otp.trim(), now);
  if (step === null || !(await consumeTotpStep(services.db, staff.staffId, step))) refuse('OTP_INVALID');
  if (record.totpEnrolledAt !== null) return null;
  await services.db.transaction(async (tx) => {
    await markTotpEnrolled(tx, staff.staffId, now);
    await recordAudit(tx, {
      staff,
      action: 'auth/enrolOtp',
      targetType: 'staff',
      targetId: staff.staffId,
      before: { isOtpEnrolled: false },
      after: { isOtpEnrolled: true },
      ip: context.ip,
      at: now,
    });
  });
  return null;
}

export async function describeStaffSession(
  context: StaffRequestContext,
): Promise<Omit<StaffSessionAnswer, 'token'>> {
  const record = await currentStaff(context);
  return sessionView(record, context.staff.role, context);
}

export async function logoutStaff(context: StaffRequestContext): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await revokeStaffSession(tx, staff.sessionId, now);
    await recordAudit(tx, {
      staff,
      action: 'auth/logout',
      targetType: 'staff',
      targetId: staff.staffId,
      ip: context.ip,
      at: now,
    });
  });
  return null;
}
