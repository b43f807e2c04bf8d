// Member call user/fundRecords.
import type { FastifyInstance } from 'fastify';
import { fundRecords } from '@saham/contract/fund-records';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { listFundRecords } from './fund-records-service.ts';

export function registerLedgerRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, fundRecords, (body, context) => listFundRecords(context, body));
}
