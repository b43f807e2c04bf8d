// Registers a staff file upload: POST /api/admin/<path> as multipart with one field `file`. The staff
// session and role are checked exactly as for JSON staff calls before the file is read; a file larger
// than `maxBytes` is refused with UPLOAD_TOO_LARGE without being read in full.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { StaffRole } from '@saham/contract/call';
import { refuse } from './business-error.ts';
import type { Services, StaffRequestContext } from './context.ts';
import { envelopeSchema, resolveStaffContext } from './register.ts';

export interface StaffUpload<Res extends z.ZodType> {
  path: string;
  roles: readonly StaffRole[];
  maxBytes: number;
  response: Res;
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** The bytes of the one file in field `file`; UPLOAD_INVALID when there is none. */
async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!file || file.fieldname !== 'file') refuse('UPLOAD_INVALID');
  try {
    return await file.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) refuse('UPLOAD_TOO_LARGE');
    throw error;
  }
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
      tags: ['admin'],
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
