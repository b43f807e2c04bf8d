// Liveness, readiness and Prometheus metrics for operators. /metrics tells how busy the server is and
// how it is built, so it answers only a scrape from this machine (loopback, not forwarded by a
// proxy) or one with the configured bearer token (METRICS_TOKEN), as Prometheus deployments do.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { TrustProxy } from '../config.ts';
import type { Services } from './context.ts';
import { registerRealtimeMetrics } from '../realtime/metrics.ts';
import { registerJobMetrics } from '../jobs/metrics.ts';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(?:::ffff:)?127\./.test(address ?? '');
}

/**
 * From this machine: the connection is from loopback and so is the client — behind a trusted proxy
 * the address it forwards; otherwise a request a local proxy forwarded (it says so) is not local.
 * With a hop count or a list of proxies, the forwarding counts only when Fastify believed it (the
 * connecting proxy is trusted, so `ips` holds the forwarded addresses too). Trusting every proxy
 * (`TRUST_PROXY=true`), Fastify takes the client from the header's first address, which the client
 * itself may have written ("X-Forwarded-For: 127.0.0.1" through a proxy on this machine): then every
 * address on the way must be loopback, the one the proxy appended included.
 */
function isLocalRequest(request: FastifyRequest, trustProxy: TrustProxy): boolean {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) return false;
  if (FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)) return true;
  if (trustProxy === true) return (request.ips ?? []).every(isLoopback);
  return trustProxy !== false && (request.ips?.length ?? 0) > 1;
}

function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
  if (given === undefined) return false;
  const givenBytes = Buffer.from(given);
  const tokenBytes = Buffer.from(token);
  return givenBytes.length === tokenBytes.length && timingSafeEqual(givenBytes, tokenBytes);
}

export function registerOperationalRoutes(app: FastifyInstance, services: Services): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerRealtimeMetrics(registry, services.realtime);
  registerJobMetrics(registry, services);
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
  const { metricsToken, trustProxy } = services.config;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const isAllowed =
      isLocalRequest(request, trustProxy) || (metricsToken !== null && hasBearerToken(request, metricsToken));
    if (!isAllowed) {
      if (metricsToken === null) return reply.status(403).type('text/plain').send('Forbidden');
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.status(401).type('text/plain').send('Unauthorized');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
