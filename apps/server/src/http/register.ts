// Registers contract calls as Fastify routes: POST /api/vue/<path> for members, /api/admin/<path> for
// staff. The route parses the body with the call's schema, resolves the session, checks access, calls
// one handler and wraps its answer in the envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberAccess, MemberCall, ParsedRequestOf, ResponseOf, StaffCall } from '@saham/contract/call';
import { hashToken } from './tokens.ts';
import { refuse } from './business-error.ts';
import { UnauthorizedError } from './unauthorized-error.ts';
import type {
  MemberOnlyContext,
  MemberRequestContext,
  RequestContext,
  Services,
  StaffRequestContext,
} from './context.ts';
import {
  findActiveMemberSession,
  findActiveStaffSession,
  touchMemberSession,
  touchStaffSession,
} from '../modules/sessions/service.ts';
import { isStaffRole } from './staff-roles.ts';
import { MAX_IDEMPOTENCY_KEY_LENGTH, runIdempotent } from './idempotency.ts';
import { memberRouteDocs, staffRouteDocs } from './openapi.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MILLISECONDS = 60_000;
const DAY_MILLISECONDS = 86_400_000;

type ContextFor<A extends MemberAccess> = A extends 'member' ? MemberOnlyContext : MemberRequestContext;

/** A business refusal is answered with HTTP 200 too, so the 200 answer is either envelope. */
const refusalSchema = z.object({
  status: z.literal(0),
  msg: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export function envelopeSchema(data: z.ZodType) {
  return z.union([z.object({ status: z.literal(1), msg: z.literal(''), data }), refusalSchema]);
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** The request's Idempotency-Key; a key too long to be stored is refused, never silently ignored. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || value.length === 0) return null;
  if (value.length > MAX_IDEMPOTENCY_KEY_LENGTH) refuse('INVALID_INPUT', { field: 'Idempotency-Key' });
  return value;
}

function baseContext(request: FastifyRequest, services: Services): RequestContext {
  const acceptLanguage = request.headers['accept-language'];
  return { services, ip: request.ip, requestId: request.id, acceptLanguage };
}

/** Resolves the member session of a request and checks access; also used by member uploads. */
export async function resolveMemberContext(
  request: FastifyRequest,
  services: Services,
  access: MemberAccess,
): Promise<MemberRequestContext> {
  const context: MemberRequestContext = { ...baseContext(request, services), session: null };
  const token = headerValue(request, 'token');
  const account = headerValue(request, 'account');
  if (access === 'public' && token === null) return context;
  if (token === null || account === null) throw new UnauthorizedError();
  const now = services.clock.now();
  const tokenHash = hashToken(token);
  const idleMilliseconds = services.config.sessionIdleDays * DAY_MILLISECONDS;
  let found = await findActiveMemberSession(services.db, tokenHash, now);
  // A cached session may hold an older last-seen time than another process wrote: idleness is
  // decided on the database's row.
  if (found && found.lastSeenAt.getTime() + idleMilliseconds <= now.getTime()) {
    found = await findActiveMemberSession(services.db, tokenHash, now, { fresh: true });
  }
  if (!found || found.account !== account) {
    if (access === 'public') return context;
    throw new UnauthorizedError();
  }
  if (found.lastSeenAt.getTime() + idleMilliseconds <= now.getTime()) throw new UnauthorizedError();
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MILLISECONDS) {
    await touchMemberSession(services.db, found.sessionId, now);
  }
  context.session = {
    sessionId: found.sessionId,
    memberId: found.memberId,
    account: found.account,
    isGuest: found.isGuest,
    tradeUnlockedUntil: found.tradeUnlockedUntil,
    trader: found.trader,
  };
  if (access === 'member') {
    if (found.isGuest || found.memberId === null) refuse('LOGIN_REQUIRED');
    if (found.isDisabled) refuse('ACCOUNT_DISABLED');
    if (found.isLoginBanned) refuse('ACCOUNT_LOGIN_BANNED');
    if (found.isFrozen) refuse('ACCOUNT_FROZEN');
  }
  return context;
}

function isMemberOnly(context: MemberRequestContext): context is MemberOnlyContext {
  return context.session !== null && context.session.memberId !== null && !context.session.isGuest;
}

export function registerMemberCall<Req extends z.ZodType, Res extends z.ZodType, A extends MemberAccess>(
  app: FastifyInstance,
  services: Services,
  call: MemberCall<Req, Res, A>,
  handler: (
    body: ParsedRequestOf<MemberCall<Req, Res, A>>,
    context: ContextFor<A>,
  ) => Promise<ResponseOf<MemberCall<Req, Res, A>>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api/vue/${call.path}`,
    schema: {
      ...memberRouteDocs(call),
      body: call.request,
      response: { 200: envelopeSchema(call.response) },
    },
    handler: async (request) => {
      const context = await resolveMemberContext(request, services, call.access);
      if (call.access === 'member' && !isMemberOnly(context)) throw new UnauthorizedError();
      // TypeScript cannot narrow a conditional type on a generic; the check above makes it true.
      const run = (callContext: MemberRequestContext) =>
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify validated the body with this call's request schema before the handler runs
        handler(request.body as ParsedRequestOf<MemberCall<Req, Res, A>>, callContext as ContextFor<A>);
      const idempotencyKey = call.isMoneyMoving ? idempotencyKeyOf(request) : null;
      const memberId = context.session?.memberId ?? null;
      if (idempotencyKey === null || memberId === null) {
        return { status: 1 as const, msg: '' as const, data: await run(context) };
      }
      const options = {
        scope: `member:${memberId}`,
        key: idempotencyKey,
        path: call.path,
        body: request.body,
        now: services.clock.now(),
      };
      // The handler's every query goes through the key's transaction: its answer commits with its effect.
      const answered = await runIdempotent(services.db, options, (tx) =>
        run({ ...context, services: { ...context.services, db: tx } }),
      );
      // A replay's data comes back from JSON; the call's own schema gives it its type again.
      const data: ResponseOf<MemberCall<Req, Res, A>> = call.response.parse(answered);
      return { status: 1 as const, msg: '' as const, data };
    },
  });
}

/**
 * A member call whose handler answers its `data` already serialised (a hot read kept as JSON text,
 * e.g. market/candles): the envelope is put around the text and sent as is, not validated and encoded
 * again per request; the handler's tests parse its answers with the call's response schema. Not for
 * money-moving calls (no idempotency keys).
 */
export function registerSerializedMemberCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  A extends MemberAccess,
>(
  app: FastifyInstance,
  services: Services,
  call: MemberCall<Req, Res, A>,
  handler: (body: ParsedRequestOf<MemberCall<Req, Res, A>>, context: ContextFor<A>) => Promise<string>,
): void {
  // Untyped reply: the answer is text, not the schema's object (the zod compilers still apply).
  app.route({
    method: 'POST',
    url: `/api/vue/${call.path}`,
    schema: {
      ...memberRouteDocs(call),
      body: call.request,
      response: { 200: envelopeSchema(call.response) },
    },
    handler: async (request, reply) => {
      const context = await resolveMemberContext(request, services, call.access);
      if (call.access === 'member' && !isMemberOnly(context)) throw new UnauthorizedError();
      const data = await handler(
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify validated the body with this call's request schema before the handler runs
        request.body as ParsedRequestOf<MemberCall<Req, Res, A>>,
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the access check above built the context this call's access level promises
        context as ContextFor<A>,
      );
      // A string with a JSON content type is sent as it is (Fastify skips the serializer).
      return reply.type('application/json; charset=utf-8').send(`{"status":1,"msg":"","data":${data}}`);
    },
  });
}

/** Resolves the staff session of a request and checks its role; also used by staff uploads. */
export async function resolveStaffContext(
  request: FastifyRequest,
  services: Services,
  call: Pick<StaffCall, 'path' | 'roles'>,
): Promise<StaffRequestContext> {
  const token = headerValue(request, 'token');
  const account = headerValue(request, 'account');
  if (token === null || account === null) throw new UnauthorizedError();
  const now = services.clock.now();
  const found = await findActiveStaffSession(services.db, hashToken(token), now);
  if (!found || found.username !== account || !found.isActive || !isStaffRole(found.role)) {
    throw new UnauthorizedError();
  }
  const idleLimit = found.lastSeenAt.getTime() + services.config.sessionIdleDays * DAY_MILLISECONDS;
  if (idleLimit <= now.getTime()) throw new UnauthorizedError();
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MILLISECONDS) {
    await touchStaffSession(services.db, found.sessionId, now);
  }
  if (!call.roles.includes(found.role)) refuse('ROLE_FORBIDDEN');
  // An admin in production must enrol TOTP before doing anything else.
  const mustEnrol = found.role === 'admin' && services.config.isProduction && !found.isOtpEnrolled;
  if (mustEnrol && call.path !== 'auth/enrolOtp' && call.path !== 'auth/logout' && call.path !== 'auth/me') {
    refuse('OTP_ENROLMENT_REQUIRED');
  }
  return {
    ...baseContext(request, services),
    staff: {
      sessionId: found.sessionId,
      staffId: found.staffId,
      username: found.username,
      role: found.role,
      isOtpEnrolled: found.isOtpEnrolled,
    },
  };
}

/** Staff calls; a call with no roles (auth/login) is public and its handler gets no staff session. */
export function registerStaffCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  services: Services,
  call: StaffCall<Req, Res>,
  handler: (body: z.output<Req>, context: StaffRequestContext) => Promise<z.output<Res>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api/admin/${call.path}`,
    schema: {
      ...staffRouteDocs(call),
      body: call.request,
      response: { 200: envelopeSchema(call.response) },
    },
    handler: async (request) => {
      const context = await resolveStaffContext(request, services, call);
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify validated the body with this call's request schema before the handler runs
      const data = await handler(request.body as z.output<Req>, context);
      return { status: 1 as const, msg: '' as const, data };
    },
  });
}

/** The public staff call (auth/login): no session yet. */
export function registerPublicStaffCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  services: Services,
  call: StaffCall<Req, Res>,
  handler: (body: z.output<Req>, context: RequestContext) => Promise<z.output<Res>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api/admin/${call.path}`,
    schema: { ...staffRouteDocs(call), body: call.request, response: { 200: envelopeSchema(call.response) } },
    handler: async (request) => {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- fastify validated the body with this call's request schema before the handler runs
      const data = await handler(request.body as z.output<Req>, baseContext(request, services));
      return { status: 1 as const, msg: '' as const, data };
    },
  });
}
