// A call of the API: its path under /api/vue/ (members) or /api/admin/ (staff), who may make it,
// and the zod schemas of its request body and answer data. Server and clients share these. Every
// request schema refuses text with a NUL character or a lone surrogate (inputs.ts), whatever the call.
import type { z } from 'zod';
import { refuseUnsafeText } from './inputs.ts';

/** Who may make a member call: anyone, any session (visitor or member), or a member only. */
export type MemberAccess = 'public' | 'session' | 'member';
export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface MemberCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends MemberAccess = MemberAccess,
> {
  scope: 'member';
  path: string;
  access: A;
  request: Req;
  response: Res;
  /** Money-moving calls honour the Idempotency-Key header. */
  isMoneyMoving?: boolean;
}

export interface StaffCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  scope: 'staff';
  path: string;
  /** Roles allowed; `auth/login` is the only call with none (it is public). */
  roles: readonly StaffRole[];
  request: Req;
  response: Res;
}

export function memberCall<Req extends z.ZodType, Res extends z.ZodType, A extends MemberAccess>(
  def: Omit<MemberCall<Req, Res, A>, 'scope'>,
): MemberCall<Req, Res, A> {
  return { scope: 'member', ...def, request: def.request.superRefine(refuseUnsafeText) };
}

export function staffCall<Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<StaffCall<Req, Res>, 'scope'>,
): StaffCall<Req, Res> {
  return { scope: 'staff', ...def, request: def.request.superRefine(refuseUnsafeText) };
}

export type RequestOf<C extends { request: z.ZodType }> = z.input<C['request']>;
export type ParsedRequestOf<C extends { request: z.ZodType }> = z.output<C['request']>;
export type ResponseOf<C extends { response: z.ZodType }> = z.output<C['response']>;
