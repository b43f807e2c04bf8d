// Routes of price alerts: alert/create, alert/list and alert/delete (member calls), each one line into
// service.ts. Firing is the job jobs/price-alerts.ts, after each market-engine round.
import type { FastifyInstance } from 'fastify';
import * as calls from '@saham/contract/alerts';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { createPriceAlert, deletePriceAlert, listPriceAlerts } from './service.ts';

export function registerAlertRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, calls.createPriceAlert, createPriceAlert);
  registerMemberCall(app, services, calls.listPriceAlerts, listPriceAlerts);
  registerMemberCall(app, services, calls.deletePriceAlert, deletePriceAlert);
}
