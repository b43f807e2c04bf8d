// One error handler: business refusals become the envelope, schema breaks an HTTP 400 naming the
// field, missing sessions a 401, a staff role the call does not allow a 403; anything unexpected is
// logged in full and answered without details.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@saham/contract/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BusinessError } from './business-error.ts';
import { UnauthorizedError } from './unauthorized-error.ts';

function fieldOf(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return path || 'body';
  }
  return 'body';
}

/** Refusals answered with another HTTP status than 200, in the same envelope (decision 0003). */
const REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = { ROLE_FORBIDDEN: 403 };

/** The refusals a route declares (its call's `refusals`, with those implied: http/openapi.ts), if any. */
function declaredRefusals(request: FastifyRequest): readonly string[] | undefined {
  const schema: unknown = request.routeOptions.schema;
  if (typeof schema !== 'object' || schema === null || !('x-refusals' in schema)) return undefined;
  const declared = schema['x-refusals'];
  return Array.isArray(declared) ? declared.filter((code) => typeof code === 'string') : undefined;
}

export interface ErrorHandlerOptions {
  /** Tests: a refusal its call does not declare is answered 500, so the call's list stays true. */
  strictRefusals?: boolean;
}

export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof BusinessError) {
      const status = REFUSAL_STATUS[error.code] ?? 200;
      const declared = declaredRefusals(request);
      if (status === 200 && declared !== undefined && !declared.includes(error.code)) {
        // The API document promises this call's refusals: one outside them is a bug in the contract.
        request.log.error({ code: error.code, url: request.url }, 'refusal not declared by the call');
        if (options.strictRefusals)
          return reply.status(500).send({ status: 0, msg: 'SYSTEM_BUSY', params: {} });
      }
      return reply.status(status).send({ status: 0, msg: error.code, params: error.params ?? {} });
    }
    if (error instanceof UnauthorizedError) {
      return reply.status(401).send({ status: 0, msg: 'LOGIN_REQUIRED', params: {} });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const field = fieldOf(error);
      request.log.info({ field }, 'request body broke the schema');
      return reply.status(400).send({ status: 0, msg: 'INVALID_INPUT', params: { field } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ status: 0, msg: 'SUBMIT_TOO_FREQUENT', params: {} });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large, bad multipart: the client's fault.
      request.log.info({ code: error.code }, error.message);
      const msg = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'UPLOAD_TOO_LARGE' : 'INVALID_INPUT';
      return reply.status(400).send({ status: 0, msg, params: { field: 'body' } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: 0, msg: 'SYSTEM_BUSY', params: {} });
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ status: 0, msg: 'NOT_FOUND', params: {} });
    return reply.status(404).type('text/plain').send('Not found');
  });
}
