// The OpenAPI document at /api/docs/json, generated from the routes (@fastify/swagger with the zod
// schemas of the contract). Each route names its summary, description, operationId, tag and security
// here (`memberRouteDocs`, `staffRouteDocs`); `completeDocument` then adds what every operation shares,
// once, as components: the refusal envelope with the error catalogue and each code's params, the
// 400/401/403/429/500 answers and the Idempotency-Key header. `servers` is filled per request
// (PUBLIC_BASE_URL, or the request's own origin). The Redocly lint test keeps it clean.
import type { FastifyRequest } from 'fastify';
import { API_AREAS } from '@saham/contract/areas';
import {
  areaOf,
  operationIdOf,
  type CallDocs,
  type MemberAccess,
  type StaffCall,
} from '@saham/contract/call';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  isErrorCode,
  type ErrorCode,
  type ParamKind,
} from '@saham/contract/errors';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency.ts';

type Json = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;

const MEMBER_SESSION: SecurityRequirement = { memberToken: [], memberAccount: [] };
const STAFF_SESSION: SecurityRequirement = { staffToken: [], staffAccount: [] };

/** The `token` and `account` headers, twice: member sessions and staff sessions are separate. */
export const SECURITY_SCHEMES = {
  memberToken: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'Member session: the `token` of user/login, user/register or user/guestLogin.',
  },
  memberAccount: {
    type: 'apiKey',
    in: 'header',
    name: 'account',
    description: 'Member session: the `account` answered with the token. Both headers go together.',
  },
  staffToken: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'Staff session: the `token` of auth/login (/api/admin/auth/login).',
  },
  staffAccount: {
    type: 'apiKey',
    in: 'header',
    name: 'account',
    description: 'Staff session: the staff `username`. Both headers go together.',
  },
} as const;

const INFO_DESCRIPTION = [
  'Member calls are `POST /api/vue/<path>`, staff (back office) calls `POST /api/admin/<path>`, each with',
  'a JSON body. A session is two headers, `token` and `account`: a member gets them from `user/login`',
  '(or `user/guestLogin` for a visitor), staff from `auth/login` (`account` is then the username).',
  '',
  'Every answer is an envelope. Success: HTTP 200 `{"status": 1, "msg": "", "data": …}`. A business',
  'refusal is HTTP 200 too: `{"status": 0, "msg": CODE, "params": {…}}` with `CODE` from the error',
  'catalogue (the `Refusal` schema lists every code with its params) — the client translates `msg`.',
  'Other statuses carry the same envelope: 400 `INVALID_INPUT` {field} for a body that breaks the',
  'schema, 401 `LOGIN_REQUIRED` for a missing, expired or revoked session, 403 `ROLE_FORBIDDEN` for a',
  'staff role the call does not allow, 429 `SUBMIT_TOO_FREQUENT` beyond the rate limit, 500',
  '`SYSTEM_BUSY`. Money is a decimal string, times are ISO 8601 UTC.',
  '',
  'Money-moving calls accept an `Idempotency-Key` header: a replay with the same key answers the first',
  'answer again; the same key with another body is refused with `IDEMPOTENCY_KEY_REUSED`.',
].join('\n');

export const DOCUMENT_INFO = {
  title: 'Saham API',
  version: '1.0.0',
  description: INFO_DESCRIPTION,
};

/** The OpenAPI fields a route's schema carries (@fastify/swagger copies them to its operation). */
export interface RouteDocs {
  summary: string;
  description?: string;
  operationId: string;
  tags: string[];
  security: SecurityRequirement[];
  /** Read and removed by completeDocument: the route honours an Idempotency-Key header. */
  'x-idempotent'?: true;
  /** Read and removed by completeDocument: the route may answer 403 ROLE_FORBIDDEN. */
  'x-staff-roles'?: true;
  /**
   * Every refusal the route answers, where its call lists its own (`refusals`): the document names
   * these; the error handler holds refusals to them in tests (error-handler.ts). Removed from the
   * document by completeDocument.
   */
  'x-refusals'?: readonly ErrorCode[];
}

/** The refusals a member call's access and Idempotency-Key imply (register.ts, idempotency.ts). */
function impliedMemberRefusals(access: MemberAccess | 'none', isMoneyMoving: boolean): ErrorCode[] {
  return [
    ...(access === 'member'
      ? (['LOGIN_REQUIRED', 'ACCOUNT_DISABLED', 'ACCOUNT_LOGIN_BANNED', 'ACCOUNT_FROZEN'] as const)
      : []),
    ...(isMoneyMoving ? (['IDEMPOTENCY_KEY_REUSED', 'INVALID_INPUT'] as const) : []),
  ];
}

function refusalsDocs(implied: readonly ErrorCode[], declared: readonly ErrorCode[] | undefined) {
  if (declared === undefined) return {};
  return { 'x-refusals': ERROR_CODES.filter((code) => implied.includes(code) || declared.includes(code)) };
}

function withDocs(docs: CallDocs, scope: 'member' | 'staff', path: string) {
  return {
    summary: docs.summary,
    ...(docs.description === undefined ? {} : { description: docs.description }),
    operationId: operationIdOf({ scope, path }),
    tags: [areaOf({ scope, path })],
  };
}

/**
 * The docs of a member route: a contract call, or a route outside the contract (an upload, a file)
 * described the same way. A public call needs no session but takes one if sent.
 */
export function memberRouteDocs(
  call: CallDocs & { path: string; access: MemberAccess | 'none'; isMoneyMoving?: boolean },
): RouteDocs {
  const security =
    call.access === 'none' ? [] : call.access === 'public' ? [{}, MEMBER_SESSION] : [MEMBER_SESSION];
  const implied = impliedMemberRefusals(call.access, call.isMoneyMoving ?? false);
  return {
    ...withDocs(call, 'member', call.path),
    security,
    ...(call.isMoneyMoving ? { 'x-idempotent': true as const } : {}),
    ...refusalsDocs(implied, call.refusals),
  };
}

/** The docs of a staff route; a call with no roles (auth/login) needs no session. */
export function staffRouteDocs(call: CallDocs & Pick<StaffCall, 'path' | 'roles'>): RouteDocs {
  if (call.roles.length === 0) {
    return { ...withDocs(call, 'staff', call.path), security: [], ...refusalsDocs([], call.refusals) };
  }
  return {
    ...withDocs(call, 'staff', call.path),
    security: [STAFF_SESSION],
    'x-staff-roles': true,
    // An admin who must enrol TOTP first is refused everything else (register.ts).
    ...refusalsDocs(['OTP_ENROLMENT_REQUIRED'], call.refusals),
  };
}

const PARAM_SCHEMAS: Record<ParamKind, Json> = {
  money: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', description: 'An amount, a decimal string' },
  timeRange: {
    type: 'string',
    pattern: '^\\d{2}:\\d{2}:\\d{2}-\\d{2}:\\d{2}:\\d{2}$',
    description: 'A time range hh:mm:ss-hh:mm:ss',
  },
  count: { type: 'integer' },
  text: { type: 'string' },
};

function envelopeOf(msg: Json, params: Json, description?: string): Json {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    required: ['status', 'msg', 'params'],
    additionalProperties: false,
    properties: { status: { type: 'number', enum: [0] }, msg, params },
  };
}

const NO_PARAMS: Json = { type: 'object', additionalProperties: false, maxProperties: 0 };

const CODES_WITHOUT_PARAMS = ERROR_CODES.filter((code) => Object.keys(ERROR_CATALOGUE[code]).length === 0);
const CODES_WITH_PARAMS = ERROR_CODES.filter((code) => Object.keys(ERROR_CATALOGUE[code]).length > 0);

/** The refusal of one code with params, as a component `Refusal.<CODE>`. */
function refusalWithParams(code: ErrorCode): Json {
  const kinds: Record<string, ParamKind> = ERROR_CATALOGUE[code];
  const names = Object.keys(kinds);
  const params = {
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((name) => [name, PARAM_SCHEMAS[kinds[name] ?? 'text']])),
  };
  return envelopeOf({ type: 'string', enum: [code] }, params);
}

/**
 * A refusal among `codes`: one shape for those without params, a reference per code with params.
 * The whole catalogue is the shared `Refusal` schema.
 */
function refusalAmong(codes: readonly ErrorCode[], description?: string): Json {
  const withoutParams = CODES_WITHOUT_PARAMS.filter((code) => codes.includes(code));
  const alternatives: Json[] = [
    ...(withoutParams.length > 0 ? [envelopeOf({ type: 'string', enum: withoutParams }, NO_PARAMS)] : []),
    ...CODES_WITH_PARAMS.filter((code) => codes.includes(code)).map((code) => ({
      $ref: `#/components/schemas/Refusal.${code}`,
    })),
  ];
  const schema = alternatives.length === 1 && alternatives[0] ? alternatives[0] : { oneOf: alternatives };
  return description === undefined ? schema : { description, ...schema };
}

function refusalSchemas(): Json {
  return {
    Refusal: refusalAmong(
      ERROR_CODES,
      'A business refusal (HTTP 200): `msg` is an error code of the catalogue, `params` the values ' +
        'its translated message shows (money, a time range, a count, a text), by code.',
    ),
    ...Object.fromEntries(CODES_WITH_PARAMS.map((code) => [`Refusal.${code}`, refusalWithParams(code)])),
  };
}

function answerOf(description: string, codes: readonly string[], params: Json): Json {
  return {
    description,
    content: {
      'application/json': { schema: envelopeOf({ type: 'string', enum: [...codes] }, params) },
    },
  };
}

const FIELD_PARAMS: Json = {
  type: 'object',
  required: ['field'],
  additionalProperties: false,
  properties: { field: { type: 'string', description: 'The field that broke the schema, or `body`' } },
};

const SHARED_RESPONSES = {
  BadRequest: answerOf(
    'The body (or a path parameter) breaks the schema, or is no JSON (an upload too large: UPLOAD_TOO_LARGE)',
    ['INVALID_INPUT', 'UPLOAD_TOO_LARGE'],
    FIELD_PARAMS,
  ),
  Unauthorized: answerOf(
    'The session is missing, expired or revoked (for a call open to anyone: a `token` sent without its `account`)',
    ['LOGIN_REQUIRED'],
    NO_PARAMS,
  ),
  Forbidden: answerOf('The staff member’s role may not make this call', ['ROLE_FORBIDDEN'], NO_PARAMS),
  NotFound: answerOf('No such file', ['NOT_FOUND'], NO_PARAMS),
  TooManyRequests: answerOf(
    'Too many requests from this address in the last minute (RATE_LIMIT_PER_MINUTE)',
    ['SUBMIT_TOO_FREQUENT'],
    NO_PARAMS,
  ),
  InternalError: answerOf('An unexpected error, logged by the server', ['SYSTEM_BUSY'], NO_PARAMS),
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A fresh key per submission (a UUID): a replay with the same key answers the first answer again ' +
    'without doing anything twice; the same key with another body is refused with IDEMPOTENCY_KEY_REUSED.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
};

const REFUSAL_REF = '#/components/schemas/Refusal';

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value[key]` when both are objects. */
function recordAt(value: unknown, key: string): Json | undefined {
  const inner = isRecord(value) ? value[key] : undefined;
  return isRecord(inner) ? inner : undefined;
}

function isRefusalShape(schema: unknown): boolean {
  const values = recordAt(recordAt(schema, 'properties'), 'status')?.enum;
  return Array.isArray(values) && values.length === 1 && values[0] === 0;
}

/**
 * The generated 200 answer is `anyOf: [success, refusal]`: the refusal becomes the shared schema, or
 * the call's own codes where it lists them.
 */
function shareRefusal(responses: Json, refusals: readonly ErrorCode[] | undefined): void {
  const answer = recordAt(responses, '200');
  const content = recordAt(recordAt(answer, 'content'), 'application/json');
  const schema = recordAt(content, 'schema');
  if (!answer || !content || !schema) return;
  const alternatives: unknown = schema.anyOf;
  if (Array.isArray(alternatives)) {
    const success: unknown[] = alternatives.filter((alternative) => !isRefusalShape(alternative));
    const refusal = refusals === undefined ? { $ref: REFUSAL_REF } : refusalAmong(refusals);
    content.schema = { oneOf: [...success, refusal] };
  }
  responses['200'] = {
    ...answer,
    description: 'Success (`status: 1`, `data`) or a business refusal (`status: 0`, `msg`, `params`)',
  };
}

const UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'The one file' } },
      },
    },
  },
};

const FILE_ANSWER = {
  description: 'The file, with its content type',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

function completeOperation(operation: Json, method: string): void {
  const responses = isRecord(operation.responses) ? operation.responses : {};
  operation.responses = responses;
  const declared = operation['x-refusals'];
  shareRefusal(responses, Array.isArray(declared) ? declared.filter(isErrorCode) : undefined);
  // Every contract call has a JSON body: a POST without one is an upload (register-upload.ts,
  // modules/uploads), multipart with one file; a GET answers a file's bytes.
  if (method === 'post' && operation.requestBody === undefined) operation.requestBody = UPLOAD_BODY;
  if (method === 'get') responses['200'] = FILE_ANSWER;
  const security: unknown[] = Array.isArray(operation.security) ? operation.security : [];
  const needsSession = security.some(
    (requirement) => isRecord(requirement) && Object.keys(requirement).length > 0,
  );
  responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (needsSession) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (operation['x-staff-roles']) responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (method === 'get') responses['404'] = { $ref: '#/components/responses/NotFound' };
  responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  responses['500'] = { $ref: '#/components/responses/InternalError' };
  if (operation['x-idempotent']) {
    const parameters: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : [];
    operation.parameters = [...parameters, { $ref: '#/components/parameters/IdempotencyKey' }];
  }
  delete operation['x-idempotent'];
  delete operation['x-staff-roles'];
  delete operation['x-refusals'];
}

/**
 * Completes the document @fastify/swagger built from the routes (its `transformObject`, run once; the
 * result is cached): the shared components, every operation's error answers, the tags' descriptions.
 */
export function completeDocument(document: Json): Json {
  const usedTags = new Set<string>();
  for (const item of Object.values(isRecord(document.paths) ? document.paths : {})) {
    for (const [method, operation] of Object.entries(isRecord(item) ? item : {})) {
      if (!isRecord(operation)) continue;
      completeOperation(operation, method);
      const tags: unknown[] = Array.isArray(operation.tags) ? operation.tags : [];
      for (const tag of tags) if (typeof tag === 'string') usedTags.add(tag);
    }
  }
  const components = isRecord(document.components) ? document.components : {};
  document.components = {
    ...components,
    schemas: { ...recordAt(components, 'schemas'), ...refusalSchemas() },
    responses: SHARED_RESPONSES,
    parameters: { IdempotencyKey: IDEMPOTENCY_KEY },
  };
  document.tags = Object.keys(API_AREAS)
    .filter((area) => usedTags.has(area))
    .map((area) => ({ name: area, description: API_AREAS[area] }));
  return document;
}

/**
 * The `servers` entry of the served document: PUBLIC_BASE_URL when configured, otherwise the origin
 * the request came to (behind a trusted proxy, the one it forwarded), so "Try it out" in /api/docs and
 * a client generated from the document call the server that served it.
 */
export function withServer(document: Json, request: FastifyRequest, publicBaseUrl: string | null): Json {
  const url = publicBaseUrl ?? `${request.protocol}://${request.host}`;
  return { ...document, servers: [{ url, description: 'This server' }] };
}
