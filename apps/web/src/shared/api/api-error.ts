// The one error type of the API client. `refusal` carries a business code of the contract's
// catalogue (or whatever the server sent); the others are transport failures.
import type { ErrorParams } from '@saham/contract/errors';

export type ApiErrorKind = 'refusal' | 'unauthorized' | 'network' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly params: ErrorParams;
  readonly httpStatus: number | undefined;

  constructor(kind: ApiErrorKind, code: string, params: ErrorParams = {}, httpStatus?: number) {
    super(`${kind}: ${code}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.params = params;
    this.httpStatus = httpStatus;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the answer says the call needs a member and a visitor (or nobody) made it. */
export function isLoginRequired(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refusal' && error.code === 'LOGIN_REQUIRED';
}
