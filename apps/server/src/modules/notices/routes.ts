// Routes of the notices module: the member's (or visitor's) notice list.
import type { FastifyInstance } from 'fastify';
import { notice } from '@saham/contract/common';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { listNotices } from './service.ts';

export function registerNoticeRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, notice, listNotices);
}
