// Routes of the site-config module: the member call `common/config`; staff calls config/get,
// config/update and the multipart config/uploadLogo; and the public GET /uploads/<file> that serves
// uploaded logos to the apps.
import type { FastifyInstance } from 'fastify';
import {
  getSiteConfig as getSiteConfigCall,
  updateSiteConfig as updateSiteConfigCall,
  UPLOAD_LOGO_PATH,
  UPLOAD_LOGO_ROLES,
  uploadLogoResponseSchema,
} from '@saham/contract/admin-content';
import { config } from '@saham/contract/common';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { registerStaffUpload } from '../../http/register-upload.ts';
import { MAX_LOGO_BYTES, readUpload } from './logo-store.ts';
import { getSiteConfig } from './service.ts';
import { getSiteConfig as getSiteConfigForStaff, updateSiteConfig, uploadLogo } from './staff-service.ts';

export function registerSiteConfigRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, config, (_body, context) => getSiteConfig(context));
  registerStaffCall(app, services, getSiteConfigCall, (_body, context) => getSiteConfigForStaff(context));
  registerStaffCall(app, services, updateSiteConfigCall, (body, context) => updateSiteConfig(context, body));
  registerStaffUpload(
    app,
    services,
    {
      path: UPLOAD_LOGO_PATH,
      summary: 'Upload the site logo',
      roles: UPLOAD_LOGO_ROLES,
      maxBytes: MAX_LOGO_BYTES,
      response: uploadLogoResponseSchema,
    },
    (bytes, context) => uploadLogo(context, bytes),
  );
  registerUploadsRoute(app, services);
}

function registerUploadsRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>(
    '/uploads/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const upload = await readUpload(services.config.dataDir, request.params.file);
      if (!upload) return reply.status(404).type('text/plain').send('Not found');
      // Names are random and never reused, so the file can be cached for good.
      return reply
        .type(upload.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(upload.bytes);
    },
  );
}
