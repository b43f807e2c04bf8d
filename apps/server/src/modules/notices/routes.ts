// Routes of the notices module: the member's (or visitor's) notice list; staff calls notices/list,
// notices/create and notices/delete.
import type { FastifyInstance } from 'fastify';
import {
  createNotice as createNoticeCall,
  deleteNotice as deleteNoticeCall,
  listNotices as listNoticesCall,
} from '@saham/contract/admin-content';
import { notice } from '@saham/contract/common';
import type { Services } from '../../http/context.ts';
import { registerMemberCall, registerStaffCall } from '../../http/register.ts';
import { listNotices } from './service.ts';
import { createNotice, deleteNotice, listNotices as listNoticesForStaff } from './staff-service.ts';

export function registerNoticeRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, notice, listNotices);
  registerStaffCall(app, services, listNoticesCall, (body, context) => listNoticesForStaff(context, body));
  registerStaffCall(app, services, createNoticeCall, (body, context) => createNotice(context, body));
  registerStaffCall(app, services, deleteNoticeCall, (body, context) => deleteNotice(context, body));
}
