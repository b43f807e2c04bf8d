// Routes of the news module. Member calls: news/list and news/detail (public) and the public image
// GET /api/vue/news/image/<id> (see images.ts for why news images are public). Staff calls: news/list,
// news/get, news/create, news/update, news/publish, news/unpublish, news/delete and the multipart
// news/uploadImage.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNews as createNewsCall,
  deleteNews as deleteNewsCall,
  getNews as getNewsCall,
  listNews as listNewsCall,
  NEWS_IMAGE_MAX_BYTES,
  publishNews as publishNewsCall,
  unpublishNews as unpublishNewsCall,
  updateNews as updateNewsCall,
  UPLOAD_NEWS_IMAGE_PATH,
  UPLOAD_NEWS_IMAGE_ROLES,
  uploadNewsImageResponseSchema,
} from '@saham/contract/admin-news';
import { NEWS_IMAGE_PATH, newsDetail, newsList } from '@saham/contract/news';
import type { Services } from '../../http/context.ts';
import { memberRouteDocs } from '../../http/openapi.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { registerStaffUpload } from '../../http/register-upload.ts';
import { readNewsImage } from './images.ts';
import { listNews, readNews } from './service.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews as listNewsForStaff,
  publishNews,
  unpublishNews,
  updateNews,
  uploadNewsImage,
} from './staff-service.ts';

export function registerNewsRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, newsList, listNews);
  registerMemberCall(app, services, newsDetail, readNews);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: `/api/vue/${NEWS_IMAGE_PATH}/:id`,
    schema: {
      ...memberRouteDocs({ path: NEWS_IMAGE_PATH, access: 'none', summary: 'An image of a news article' }),
      params: z.object({ id: z.string().max(64) }),
    },
    handler: async (request, reply) => {
      const image = await readNewsImage(services, request.params.id);
      if (!image) return reply.code(404).send({ status: 0, msg: 'NOT_FOUND', params: {} });
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  });
  registerNewsStaffRoutes(app, services);
}

function registerNewsStaffRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listNewsCall, (body, context) => listNewsForStaff(context, body));
  registerStaffCall(app, services, getNewsCall, (body, context) => getNews(context, body));
  registerStaffCall(app, services, createNewsCall, (body, context) => createNews(context, body));
  registerStaffCall(app, services, updateNewsCall, (body, context) => updateNews(context, body));
  registerStaffCall(app, services, publishNewsCall, (body, context) => publishNews(context, body));
  registerStaffCall(app, services, unpublishNewsCall, (body, context) => unpublishNews(context, body));
  registerStaffCall(app, services, deleteNewsCall, (body, context) => deleteNews(context, body));
  registerStaffUpload(
    app,
    services,
    {
      path: UPLOAD_NEWS_IMAGE_PATH,
      summary: 'Upload an image for news articles',
      roles: UPLOAD_NEWS_IMAGE_ROLES,
      maxBytes: NEWS_IMAGE_MAX_BYTES,
      response: uploadNewsImageResponseSchema,
    },
    (bytes, context) => uploadNewsImage(context, bytes),
  );
}
