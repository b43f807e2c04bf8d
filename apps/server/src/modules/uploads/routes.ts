// Member upload `POST /api/vue/common/upload` (multipart, field `file`) and the two ways to read a file
// back: `GET /api/vue/common/file/:id` for its owner and `GET /api/admin/files/:id` for staff. Both
// GETs take the token/account headers, so the apps fetch them and show the image from a blob URL.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@saham/contract/call';
import {
  MEMBER_FILE_PATH,
  STAFF_FILE_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_PATH,
  uploadResultSchema,
} from '@saham/contract/identity';
import { refuse } from '../../http/business-error.ts';
import type { Services } from '../../http/context.ts';
import { memberRouteDocs, staffRouteDocs } from '../../http/openapi.ts';
import { envelopeSchema, resolveMemberContext, resolveStaffContext } from '../../http/register.ts';
import { readUploadedFile } from '../../http/register-upload.ts';
import { UnauthorizedError } from '../../http/unauthorized-error.ts';
import { readFileForStaff, readMemberFile, saveMemberUpload, type StoredFile } from './service.ts';

function sendFile(reply: FastifyReply, file: StoredFile | null) {
  if (!file) return reply.code(404).send({ status: 0, msg: 'NOT_FOUND', params: {} });
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

const fileParams = z.object({ id: z.string().max(64) });

export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    method: 'POST',
    url: `/api/vue/${UPLOAD_PATH}`,
    schema: {
      ...memberRouteDocs({
        path: UPLOAD_PATH,
        access: 'member',
        summary: 'Upload an image (an identity document, a deposit voucher) for a later call',
        description:
          'A multipart/form-data body with one JPEG, PNG or WebP image in the field `file`; the answer ' +
          'names the upload for the call that uses it (user/realName, recharge/apply).',
      }),
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(uploadResultSchema) },
    },
    handler: async (request) => {
      const context = await resolveMemberContext(request, services, 'member');
      const memberId = context.session?.memberId;
      if (memberId === null || memberId === undefined) throw new UnauthorizedError();
      if (!request.isMultipart()) refuse('UPLOAD_INVALID');
      const bytes = await readUploadedFile(request, UPLOAD_MAX_BYTES);
      const data = await saveMemberUpload(services, memberId, bytes);
      return { status: 1 as const, msg: '' as const, data };
    },
  });
  typed.route({
    method: 'GET',
    url: `/api/vue/${MEMBER_FILE_PATH}/:id`,
    schema: {
      ...memberRouteDocs({
        path: MEMBER_FILE_PATH,
        access: 'member',
        summary: 'One of the member’s uploaded files',
      }),
      params: fileParams,
    },
    handler: async (request, reply) => {
      const context = await resolveMemberContext(request, services, 'member');
      const memberId = context.session?.memberId;
      if (memberId === null || memberId === undefined) throw new UnauthorizedError();
      return sendFile(reply, await readMemberFile(services, memberId, request.params.id));
    },
  });
  typed.route({
    method: 'GET',
    url: `/api/admin/${STAFF_FILE_PATH}/:id`,
    schema: {
      ...staffRouteDocs({ path: STAFF_FILE_PATH, roles: STAFF_ROLES, summary: 'A file a member uploaded' }),
      params: fileParams,
    },
    handler: async (request, reply) => {
      await resolveStaffContext(request, services, { path: STAFF_FILE_PATH, roles: STAFF_ROLES });
      return sendFile(reply, await readFileForStaff(services, request.params.id));
    },
  });
}
