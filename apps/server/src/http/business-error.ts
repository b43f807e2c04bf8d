// A business refusal: answered as HTTP 200 `{status: 0, msg: CODE, params}` and translated by the client.
import type { ErrorCode, ErrorParams } from '@saham/contract/errors';

export class BusinessError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, params?: ErrorParams) {
    super(code);
    this.name = 'BusinessError';
    this.code = code;
    this.params = params;
  }
}

/** Throws the refusal; reads as a statement at the call site: `if (!ok) refuse('WRONG_CREDENTIALS')`. */
export function refuse(code: ErrorCode, params?: ErrorParams): never {
  throw new BusinessError(code, params);
}
