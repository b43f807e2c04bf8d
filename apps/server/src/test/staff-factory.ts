// Factories for back-office tests: a staff user of a role inserted directly (optionally with TOTP
// enrolled), logged in through auth/login, and a staff call helper that can set the client address.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { StaffRole } from '@saham/contract/call';
import { auditLog, staff } from '../db/schema.ts';
import { hashPassword } from '../modules/passwords/password-hash.ts';
import { generateTotpSecret, totpCodeAt } from '../modules/staff-auth/totp.ts';
import type { TestApp } from './harness.ts';
import type { CallAnswer, SessionHeaders } from './member-factory.ts';

export const STAFF_PASSWORD = 'Staff1234x';

export interface TestStaff {
  staffId: number;
  username: string;
  password: string;
  role: StaffRole;
  /** The enrolled TOTP secret, or null when not enrolled. */
  totpSecret: string | null;
}

export interface LoggedInStaff extends TestStaff {
  session: SessionHeaders;
}

let usernameSequence = 0;

export function nextStaffUsername(role: StaffRole): string {
  usernameSequence += 1;
  return `${role}.${usernameSequence}`;
}

/** POSTs a staff call with optional session and client address. */
export async function postStaff(
  app: FastifyInstance,
  path: string,
  body: object,
  options: { session?: SessionHeaders; remoteAddress?: string } = {},
): Promise<CallAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    payload: body,
    headers: options.session ?? {},
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Inserts a staff user directly. */
export async function insertStaff(
  testApp: TestApp,
  options: { role: StaffRole; username?: string; isOtpEnrolled?: boolean; isActive?: boolean },
): Promise<TestStaff> {
  const username = options.username ?? nextStaffUsername(options.role);
  const totpSecret = options.isOtpEnrolled ? generateTotpSecret() : null;
  const [row] = await testApp.services.db
    .insert(staff)
    .values({
      username,
      passwordHash: await hashPassword(STAFF_PASSWORD, 'test'),
      role: options.role,
      isActive: options.isActive ?? true,
      totpSecret,
      totpEnrolledAt: totpSecret === null ? null : testApp.clock.now(),
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  return { staffId: row.id, username, password: STAFF_PASSWORD, role: options.role, totpSecret };
}

/** Logs a staff user in (with a current TOTP code when enrolled) and returns the session headers. */
export async function logInStaff(testApp: TestApp, user: TestStaff): Promise<SessionHeaders> {
  const otp = user.totpSecret === null ? undefined : totpCodeAt(user.totpSecret, testApp.clock.now());
  const answer = await postStaff(testApp.app, 'auth/login', {
    username: user.username,
    password: user.password,
    ...(otp === undefined ? {} : { otp }),
  });
  const data = answer.body.data;
  if (answer.body.status !== 1 || typeof data !== 'object' || data === null) {
    throw new Error(`staff login failed: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  }
  const token: unknown = Reflect.get(data, 'token');
  if (typeof token !== 'string') throw new Error('staff login answered no token');
  return { token, account: user.username };
}

/** A staff user of `role`, inserted and logged in. */
export async function createLoggedInStaff(
  testApp: TestApp,
  role: StaffRole,
  options: { username?: string; isOtpEnrolled?: boolean } = {},
): Promise<LoggedInStaff> {
  const user = await insertStaff(testApp, { role, ...options });
  return { ...user, session: await logInStaff(testApp, user) };
}

/** Audit entries of one action, oldest first, read straight from the table. */
export async function findAuditEntries(testApp: TestApp, action: string) {
  return testApp.services.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(asc(auditLog.id));
}

/** The answer's data parsed with the call's contract schema; throws on a refusal. */
export function dataOf<T extends z.ZodType>(answer: CallAnswer, call: { response: T }): z.output<T> {
  if (answer.body.status !== 1) {
    throw new Error(`expected success, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  }
  return call.response.parse(answer.body.data);
}
