// Liveness, readiness and Prometheus metrics for operators.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Services } from './context.ts';
import { registerRealtimeMetrics } from '../realtime/metrics.ts';

export function registerOperationalRoutes(app: FastifyInstance, services: Services): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerRealtimeMetrics(registry, services.realtime);
  const duration = new Histogram({
    name: 'saham_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await services.db.execute(sql`select 1`);
      return { status: 'ready', database: services.dbKind };
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'not ready' });
    }
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
