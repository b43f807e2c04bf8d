// The one place that composes every module's routes into the app.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context.ts';

export async function registerModules(_app: FastifyInstance, _services: Services): Promise<void> {
  // Modules add their `registerXRoutes(app, services)` here.
}
