// Staff calls news/list, news/get, news/create, news/update, news/publish, news/unpublish, news/delete
// and the multipart news/uploadImage.
import type { FastifyInstance } from 'fastify';
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
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { registerStaffUpload } from '../../http/register-upload.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  publishNews,
  unpublishNews,
  updateNews,
  uploadNewsImage,
} from './service.ts';

export function registerAdminNewsRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listNewsCall, (body, context) => listNews(context, body));
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
      roles: UPLOAD_NEWS_IMAGE_ROLES,
      maxBytes: NEWS_IMAGE_MAX_BYTES,
      response: uploadNewsImageResponseSchema,
    },
    (bytes, context) => uploadNewsImage(context, bytes),
  );
}
