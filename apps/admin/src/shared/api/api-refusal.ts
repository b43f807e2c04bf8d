// A refused staff call: the server's error code and its params, or a transport failure mapped to a
// code of the catalogue so that every error the user sees is translated.
import { isErrorCode } from '@saham/contract/errors';
import type { ErrorCode, ErrorParams } from '@saham/contract/errors';

export class ApiRefusal extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params: ErrorParams = {}) {
    super(code);
    this.name = 'ApiRefusal';
    this.code = code;
    this.params = params;
  }
}

/** The session ended (HTTP 401): the app goes back to the login screen without a toast. */
export class SessionExpired extends Error {
  constructor() {
    super('LOGIN_REQUIRED');
    this.name = 'SessionExpired';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readParams(value: unknown): ErrorParams {
  if (!isRecord(value)) return {};
  const params: ErrorParams = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

export type ParsedEnvelope = { isOk: true; data: unknown } | { isOk: false; refusal: ApiRefusal };

/** Reads `{status: 1, data}` or `{status: 0, msg, params}`; anything else is a system error. */
export function parseEnvelope(body: unknown): ParsedEnvelope {
  if (isRecord(body) && body.status === 1) return { isOk: true, data: body.data ?? null };
  if (isRecord(body) && body.status === 0) {
    const code = isErrorCode(body.msg) ? body.msg : 'SYSTEM_BUSY';
    return { isOk: false, refusal: new ApiRefusal(code, readParams(body.params)) };
  }
  return { isOk: false, refusal: new ApiRefusal('SYSTEM_BUSY') };
}
