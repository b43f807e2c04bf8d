// Staff sign-in: password (argon2id), then TOTP once enrolled; a session of 12 hours at most.
// Password guesses are throttled like member logins, one-time codes like a member's fund password
// (guess-throttle.ts); every sign-in, failed sign-in, enrolment and sign-out is audited.
import type { StaffSession as StaffSessionAnswer } from '@saham/contract/admin-auth';
import type { StaffRole } from '@saham/contract/call';
import type { RequestContext, StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { isStaffRole } from '../../http/staff-roles.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords/password-hash.ts';
import { insertStaffSession, revokeStaffSession } from '../sessions/service.ts';
import { recordAudit } from '../audit/service.ts';
import { checkGuess } from '../passwords/guess-throttle.ts';
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

/** Audits the failure when the username exists, then refuses with `code` (its guess stays counted). */
async function failLogin(
  context: RequestContext,
  found: StaffRecord | null,
  code: 'WRONG_CREDENTIALS' | 'OTP_INVALID',
  now: Date,
): Promise<never> {
  if (found) {
    await recordAudit(context.services.db, {
      staff: { staffId: found.id, username: found.username },
      action: 'auth/loginFailed',
      targetType: 'staff',
      targetId: found.id,
      reason: code,
      ip: context.ip,
      at: now,
    });
  }
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

/**
 * Whether `otp` is the staff member's current code, as one guess under the one-time-code throttle
 * (scope staffOtp, shared by login and enrolment): refused with SUBMIT_TOO_FREQUENT, unchecked, once
 * the failures reach the limit. A code already used (or older than one used) is wrong: no replay.
 */
function isOtpRight(
  context: RequestContext,
  found: StaffRecord,
  totpSecret: string | null,
  otp: string,
  now: Date,
): Promise<boolean> {
  const guess = { scope: 'staffOtp', account: found.username.toLowerCase(), address: context.ip } as const;
  return checkGuess(context.services, guess, async () => {
    const step = totpSecret === null ? null : matchTotpStep(totpSecret, otp, now);
    return step !== null && (await consumeTotpStep(context.services.db, found.id, step));
  });
}

async function checkOtp(
  context: RequestContext,
  found: StaffRecord,
  totpSecret: string,
  given: string,
  now: Date,
): Promise<void> {
  const otp = given.trim();
  if (otp === '') refuse('OTP_REQUIRED');
  if (!(await isOtpRight(context, found, totpSecret, otp, now)))
    await failLogin(context, found, 'OTP_INVALID', now);
}

export async function loginStaff(
  context: RequestContext,
  request: { username: string; password: string; otp?: string | undefined },
): Promise<StaffSessionAnswer> {
  const { services } = context;
  const now = services.clock.now();
  const found = await findStaffByUsername(services.db, request.username);
  const storedHash = found?.passwordHash ?? (await decoyPasswordHash(services.config.passwordHashCost));
  const guess = { scope: 'staff', account: request.username.toLowerCase(), address: context.ip } as const;
  const isPasswordRight = await checkGuess(
    services,
    guess,
    async () => (await verifyPassword(storedHash, request.password)) && found !== null,
  );
  if (!found || !isPasswordRight) return failLogin(context, found, 'WRONG_CREDENTIALS', now);
  if (!found.isActive || !isStaffRole(found.role)) refuse('ACCOUNT_DISABLED');
  if (found.totpEnrolledAt !== null && found.totpSecret !== null) {
    await checkOtp(context, found, found.totpSecret, request.otp ?? '', now);
  }
  return startSession(context, found, found.role, now);
}

async function currentStaff(context: StaffRequestContext): Promise<StaffRecord> {
  const record = await findStaffById(context.services.db, context.staff.staffId);
  // The session lookup has just found this staff member; a row gone since ends the session.
  if (!record) throw new UnauthorizedError();
  return record;
}

/**
 * Confirms the pending secret with a code from the authenticator app. Wrong codes are throttled like
 * the login's (5 per window per staff member), so a stolen session cannot run through the codes.
 */
export async function enrolOtp(context: StaffRequestContext, request: { otp: string }): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  const record = await currentStaff(context);
  if (!(await isOtpRight(context, record, record.totpSecret, request.otp.trim(), now))) refuse('OTP_INVALID');
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
