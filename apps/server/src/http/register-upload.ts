// Registers a staff file upload: POST /api/admin/<path> as multipart with one field `file`. The staff
// session and role are checked exactly as for JSON staff calls before the file is read; a file larger
// than `maxBytes` is refused with UPLOAD_TOO_LARGE without being read in full. Reading the file is
// shared with the member upload (modules/uploads): a body that is no well-formed multipart (cut short,
// another boundary, none at all) is the client's fault, answered 400 INVALID_INPUT.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { StaffRole } from '@saham/contract/call';
import { BusinessError, refuse } from './business-error.ts';
import type { Services, StaffRequestContext } from './context.ts';
import { envelopeSchema, resolveStaffContext } from './register.ts';
import { staffRouteDocs } from './openapi.ts';

export interface StaffUpload<Res extends z.ZodType> {
  path: string;
  /** One line for the API document, as a contract call's. */
  summary: string;
  roles: readonly StaffRole[];
  maxBytes: number;
  response: Res;
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** A multipart body the parser could not read: HTTP 400 INVALID_INPUT {field: body} (error-handler.ts). */
export class MalformedMultipartError extends Error {
  readonly statusCode = 400;
  readonly code = 'MALFORMED_MULTIPART';

  constructor(cause: unknown) {
    super(`malformed multipart body: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MalformedMultipartError';
  }
}

/** Runs a step of reading the upload, turning the parser's errors into refusals of the body. */
async function parsing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    if (isFileTooLarge(error)) refuse('UPLOAD_TOO_LARGE');
    throw new MalformedMultipartError(error);
  }
}

/** The bytes of the one file in field `file`; UPLOAD_INVALID when there is none. */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await parsing(() => request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } }));
  if (!file || file.fieldname !== 'file') refuse('UPLOAD_INVALID');
  const bytes = await parsing(() => file.toBuffer());
  // Without throwOnLimit the stream is cut at the limit and marked truncated.
  if (file.file.truncated) refuse('UPLOAD_TOO_LARGE');
  return bytes;
}

export function registerStaffUpload<Res extends z.ZodType>(
  app: FastifyInstance,
  services: Services,
  upload: StaffUpload<Res>,
  handler: (bytes: Buffer, context: StaffRequestContext) => Promise<z.output<Res>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api/admin/${upload.path}`,
    schema: {
      ...staffRouteDocs(upload),
      description: 'A multipart/form-data body with one file in the field `file`.',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(upload.response) },
    },
    handler: async (request) => {
      const context = await resolveStaffContext(request, services, upload);
      if (!request.isMultipart()) refuse('UPLOAD_INVALID');
      const bytes = await readUploadedFile(request, upload.maxBytes);
      const data = await handler(bytes, context);
      return { status: 1 as const, msg: '' as const, data };
    },
  });
}
