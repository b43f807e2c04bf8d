// Routes of the site-config module: `common/config`.
import type { FastifyInstance } from 'fastify';
import { config } from '@saham/contract/common';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { getSiteConfig } from './service.ts';

export function registerSiteConfigRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, config, (_body, context) => getSiteConfig(context));
}
