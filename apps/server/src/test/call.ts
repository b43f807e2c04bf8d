// The typed test client: a test names a call by its contract object (`call(testApp, withdrawApply,
// body, member)`), so tsc checks the body as it checks the apps' calls and no path is typed by hand,
// and `callData` reads a success through the call's own answer schema. Member calls go through
// postMember, so a money-moving one carries a fresh Idempotency-Key as the apps send it. Tests that
// still post by path string (postMember, postStaff, callMember) move here as they are touched.
import type { MemberCall, RequestOf, ResponseOf, StaffCall } from '@saham/contract/call';
import type { TestApp } from './harness.ts';
import { postMember, type CallAnswer, type SessionHeaders } from './member-factory.ts';
import { dataOf, postStaff } from './staff-factory.ts';

/** Who calls: nobody (a public call), a session's headers, or a logged-in member or staff user. */
export type Caller = SessionHeaders | { session: SessionHeaders } | undefined;

export interface CallOptions {
  /** Extra headers (member calls): a test's own Idempotency-Key, a language. */
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** Send a money-moving member call without an Idempotency-Key. */
  idempotencyKey?: null;
}

function sessionOf(who: Caller): SessionHeaders | undefined {
  if (who === undefined) return undefined;
  return 'session' in who ? who.session : who;
}

/** POSTs a contract call, member or staff, and returns the status code and envelope. */
export function call<C extends MemberCall | StaffCall>(
  testApp: TestApp,
  contractCall: C,
  body: RequestOf<C>,
  who?: Caller,
  options: CallOptions = {},
): Promise<CallAnswer> {
  const session = sessionOf(who);
  const payload: object = typeof body === 'object' && body !== null ? body : {};
  if (contractCall.scope === 'member') {
    return postMember(testApp.app, contractCall.path, payload, { ...options, session });
  }
  return postStaff(testApp.app, contractCall.path, payload, {
    session,
    remoteAddress: options.remoteAddress,
  });
}

/** A contract call that must succeed: its data, read with the call's answer schema. */
export async function callData<C extends MemberCall | StaffCall>(
  testApp: TestApp,
  contractCall: C,
  body: RequestOf<C>,
  who?: Caller,
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  return dataOf<C['response']>(await call(testApp, contractCall, body, who, options), contractCall);
}
