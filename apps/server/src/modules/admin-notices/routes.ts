// Staff calls notices/list, notices/create and notices/delete.
import type { FastifyInstance } from 'fastify';
import {
  createNotice as createNoticeCall,
  deleteNotice as deleteNoticeCall,
  listNotices as listNoticesCall,
} from '@saham/contract/admin-content';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { createNotice, deleteNotice, listNotices } from './service.ts';

export function registerAdminNoticeRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listNoticesCall, (body, context) => listNotices(context, body));
  registerStaffCall(app, services, createNoticeCall, (body, context) => createNotice(context, body));
  registerStaffCall(app, services, deleteNoticeCall, (body, context) => deleteNotice(context, body));
}
