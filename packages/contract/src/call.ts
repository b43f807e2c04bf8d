// A call of the API: its path under /api/vue/ (members) or /api/admin/ (staff), who may make it,
// what it does (a summary and a description for the OpenAPI document), and the zod schemas of its
// request body and answer data. Server and clients share these. Every request schema refuses text
// with a NUL character or a lone surrogate (inputs.ts), whatever the call.
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { refuseUnsafeText } from './inputs.ts';

/** Who may make a member call: anyone, any session (visitor or member), or a member only. */
export type MemberAccess = 'public' | 'session' | 'member';
export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a call does, for the API document (/api/docs): required of every call, so none goes undocumented. */
export interface CallDocs {
  /** One line, an imperative or a noun phrase: "Apply for a withdrawal to a bound bank card". */
  summary: string;
  /** More when it helps an integrator: rules, order, paging, the refusals worth knowing. */
  description?: string;
  /**
   * Where known: every refusal code the call's own rules can answer. Those its access, roles and
   * Idempotency-Key imply are added by the server; the document then lists exactly these for the
   * call (else the whole catalogue), and the server's tests fail on a refusal missing here.
   */
  refusals?: readonly ErrorCode[];
}

export interface MemberCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends MemberAccess = MemberAccess,
  P extends string = string,
  M extends boolean = boolean,
> extends CallDocs {
  scope: 'member';
  /** A literal type (`'withdraw/rules'`), so a client naming a call by its path is checked by tsc. */
  path: P;
  access: A;
  request: Req;
  response: Res;
  /** Money-moving calls honour the Idempotency-Key header; a literal type too (absent = false). */
  isMoneyMoving?: M;
}

export interface StaffCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  P extends string = string,
> extends CallDocs {
  scope: 'staff';
  /** A literal type, as for member calls. */
  path: P;
  /** Roles allowed; `auth/login` is the only call with none (it is public). */
  roles: readonly StaffRole[];
  request: Req;
  response: Res;
}

export function memberCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  A extends MemberAccess,
  P extends string,
  M extends boolean = false,
>(def: Omit<MemberCall<Req, Res, A, P, M>, 'scope'>): MemberCall<Req, Res, A, P, M> {
  return { scope: 'member', ...def, request: def.request.superRefine(refuseUnsafeText) };
}

export function staffCall<Req extends z.ZodType, Res extends z.ZodType, P extends string>(
  def: Omit<StaffCall<Req, Res, P>, 'scope'>,
): StaffCall<Req, Res, P> {
  return { scope: 'staff', ...def, request: def.request.superRefine(refuseUnsafeText) };
}

/**
 * The call's stable OpenAPI `operationId`, from its path: `trade/buy` → `tradeBuy`; a staff call is
 * prefixed with `admin`: `withdraw/approve` → `adminWithdrawApprove`. Generated clients name their
 * functions by it, so a call keeps it as long as it keeps its path.
 */
export function operationIdOf(call: Pick<MemberCall | StaffCall, 'scope' | 'path'>): string {
  const words = [...(call.scope === 'staff' ? ['admin'] : []), ...call.path.split(/[/_-]/)];
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * The area a call belongs to, its tag in the API document: the first part of its path (`trade`,
 * `withdraw`), under `admin/` for staff calls (`admin/withdraw`). `API_AREAS` (areas.ts) describes each.
 */
export function areaOf(call: Pick<MemberCall | StaffCall, 'scope' | 'path'>): string {
  const first = call.path.split('/')[0] ?? call.path;
  return call.scope === 'staff' ? `admin/${first}` : first;
}

/** Whether a call is money-moving, as a type: `true`, or `false` where the call does not say so. */
export type IsMoneyMovingOf<C extends { isMoneyMoving?: boolean }> =
  NonNullable<C['isMoneyMoving']> extends true ? true : false;

export type RequestOf<C extends { request: z.ZodType }> = z.input<C['request']>;
export type ParsedRequestOf<C extends { request: z.ZodType }> = z.output<C['request']>;
export type ResponseOf<C extends { response: z.ZodType }> = z.output<C['response']>;
