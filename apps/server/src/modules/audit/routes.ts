// Staff call audit/list (admin): who did what, when, to what, from where.
import type { FastifyInstance } from 'fastify';
import { listAudit } from '@saham/contract/admin-staff';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { listAuditEntries } from './service.ts';

export function registerAuditRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, listAudit, (body, context) => listAuditEntries(context, body));
}
