// Factories for member tests: an institution to register with, registered and logged-in members,
// account flags set directly, and a call helper that can set headers and the client address.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { institutions, members } from '../db/schema.ts';
import type { TestApp } from './harness.ts';
import { invalidateCached, memberTag } from '../cache/read-caches.ts';
import { MONEY_MOVING_PATHS } from './money-moving-paths.ts';

export const TEST_INSTITUTION_CODE = 'TESTINST';
export const TEST_PASSWORD = 'Passw0rdA';

/** A type, not an interface, so it passes as plain headers (`Record<string, string>`). */
export type SessionHeaders = { token: string; account: string };

export interface TestMember {
  memberId: number;
  account: string;
  password: string;
  session: SessionHeaders;
}

export interface CallAnswer {
  statusCode: number;
  body: { status: number; msg: string; params?: Record<string, unknown>; data?: unknown };
}

let accountSequence = 0;

/** A fresh 12-digit account, unique within the test file. */
export function nextAccount(): string {
  accountSequence += 1;
  return `6019${String(accountSequence).padStart(8, '0')}`;
}

/**
 * POSTs a member call with optional session, extra headers and client address. A money-moving call is
 * sent as the apps send it, with a fresh Idempotency-Key, unless the test gives its own key in
 * `headers` or asks for none (`idempotencyKey: null`).
 */
export async function postMember(
  app: FastifyInstance,
  path: string,
  body: object,
  options: {
    session?: SessionHeaders;
    headers?: Record<string, string>;
    remoteAddress?: string;
    idempotencyKey?: null;
  } = {},
): Promise<CallAnswer> {
  const headers: Record<string, string> = { ...(options.session ?? {}), ...(options.headers ?? {}) };
  const hasKey = Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  if (MONEY_MOVING_PATHS.has(path) && !hasKey && options.idempotencyKey !== null) {
    headers['idempotency-key'] = `test-${randomUUID()}`;
  }
  const response = await app.inject({
    method: 'POST',
    url: `/api/vue/${path}`,
    payload: body,
    headers,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** The institution members register with in tests; inserted directly, once per database. */
export async function ensureInstitution(
  testApp: TestApp,
  inviteCode = TEST_INSTITUTION_CODE,
  isActive = true,
): Promise<number> {
  const { db } = testApp.services;
  await db
    .insert(institutions)
    .values({ name: `Institution ${inviteCode}`, inviteCode, isActive })
    .onConflictDoNothing({ target: institutions.inviteCode });
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.inviteCode, inviteCode));
  if (!row) throw new Error(`institution ${inviteCode} missing`);
  return row.id;
}

function sessionOf(answer: CallAnswer, what: string): SessionHeaders {
  const data = answer.body.data;
  if (answer.body.status !== 1 || typeof data !== 'object' || data === null) {
    throw new Error(`${what} failed: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  }
  const token: unknown = Reflect.get(data, 'token');
  const account: unknown = Reflect.get(data, 'account');
  if (typeof token !== 'string' || typeof account !== 'string') throw new Error(`${what}: no session`);
  return { token, account };
}

/** Registers a member through the API (with the test institution's code unless overridden). */
export async function registerMember(
  testApp: TestApp,
  overrides: { account?: string; password?: string; inviteCode?: string } = {},
): Promise<TestMember> {
  if (overrides.inviteCode === undefined) await ensureInstitution(testApp);
  const account = overrides.account ?? nextAccount();
  const password = overrides.password ?? TEST_PASSWORD;
  const answer = await postMember(testApp.app, 'user/register', {
    account,
    password,
    confirmPassword: password,
    inviteCode: overrides.inviteCode ?? TEST_INSTITUTION_CODE,
    agree: true,
  });
  const session = sessionOf(answer, 'register');
  const [row] = await testApp.services.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!row) throw new Error(`member ${account} missing after registration`);
  return { memberId: row.id, account, password, session };
}

export async function logInMember(
  testApp: TestApp,
  account: string,
  password: string,
): Promise<SessionHeaders> {
  return sessionOf(await postMember(testApp.app, 'user/login', { account, password }), 'login');
}

export async function logInGuest(testApp: TestApp): Promise<SessionHeaders> {
  return sessionOf(await postMember(testApp.app, 'user/guestLogin', {}), 'guest login');
}

export async function setMemberFlags(
  testApp: TestApp,
  memberId: number,
  flags: Partial<
    Pick<
      typeof members.$inferInsert,
      'isFrozen' | 'isLoginBanned' | 'isDisabled' | 'isTradeForbidden' | 'isWithdrawForbidden'
    >
  >,
): Promise<void> {
  await testApp.services.db.update(members).set(flags).where(eq(members.id, memberId));
  // Written straight to the table, past the repository that would drop the cached account states.
  await invalidateCached(testApp.services.db, [memberTag(memberId)]);
}
