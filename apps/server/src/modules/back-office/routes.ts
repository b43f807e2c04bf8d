// Routes of the back office's own screens: the dashboard's queue counts (staff call dashboard/queues).
import type { FastifyInstance } from 'fastify';
import { dashboardQueues as dashboardQueuesCall } from '@saham/contract/admin-dashboard';
import type { Services } from '../../http/context.ts';
import { registerStaffCall } from '../../http/register.ts';
import { dashboardQueues } from './staff-service.ts';

export function registerBackOfficeRoutes(app: FastifyInstance, services: Services): void {
  registerStaffCall(app, services, dashboardQueuesCall, (_body, context) => dashboardQueues(context));
}
