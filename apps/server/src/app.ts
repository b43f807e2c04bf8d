// Builds the Fastify application: external plugins first (helmet, rate limit, multipart), then the
// error handler and the envelope, then every module's routes, then the built front ends.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { TrustProxy } from './config.ts';
import type { Services } from './http/context.ts';
import { errorForLog } from './db/query-error-log.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { completeDocument, DOCUMENT_INFO, SECURITY_SCHEMES, withServer } from './http/openapi.ts';
import { registerOperationalRoutes } from './http/operational-routes.ts';
import { registerModules } from './modules/register-modules.ts';
import { openSessionTouches } from './modules/sessions/service.ts';
import { openReadCaches } from './cache/open-read-caches.ts';
import { registerRealtime } from './realtime/routes.ts';

/**
 * Powerful features no page of ours uses, denied to every frame. An identity document photo is taken
 * through a file input (the system's picker or camera app), which needs no `camera` permission.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes a function: Fastify 5.12 refuses a bare number
 * (it trusts nothing then), since a hop count believes whoever connects directly — so with a count the
 * server must be reachable only through its proxies; a list of their addresses checks the peer too.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

export interface BuildAppOptions {
  services: Services;
  /** Pino logger options; false silences logs (tests); `stream` receives the lines (a test's, say). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Serve the built front ends (off in API tests). */
  serveFrontEnds?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const logger = options.logger ?? { level: services.config.logLevel };
  const app = Fastify({
    // Errors logged without a failed query's values (db/query-error-log.ts).
    logger:
      logger === false ? false : { ...(logger === true ? {} : logger), serializers: { err: errorForLog } },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    // Fastify's default (0) lets a client that sends half a request keep its connection (slowloris).
    requestTimeout: services.config.requestTimeoutSeconds * 1000,
    trustProxy: fastifyTrustProxy(services.config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Helmet's security headers on every answer. Its middleware is built once here: @fastify/helmet
  // rebuilds it (parsing the CSP again) on every request, a tenth of a cached call's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // 'self' covers the page's own ws:/wss: origin too (CSP3; Chromium 71+, Safari 16+, Firefox).
        connectSrc: ["'self'"],
      },
    },
  });
  // With the request id on every answer: set here, synchronously, rather than in an (async) onSend
  // hook, which costs every call a promise and a turn of the hook chain.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(rateLimit, {
    max: services.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, status: 0, msg: 'SUBMIT_TOO_FREQUENT' }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  installErrorHandler(app, { strictRefusals: services.config.isTest });

  // The OpenAPI document (http/openapi.ts): built once from the routes, its `servers` set per request.
  await app.register(swagger, {
    openapi: { info: DOCUMENT_INFO, components: { securitySchemes: SECURITY_SCHEMES } },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none', filter: true, displayOperationId: true },
    transformSpecification: (document, request) =>
      withServer(document, request, services.config.publicBaseUrl),
  });

  // This process's read caches (sessions, profiles, balances, rates), closed with the app.
  const readCaches = await openReadCaches(services.db, services.dbKind);
  app.addHook('onClose', () => readCaches.close());
  // Member sessions' last-seen times, written behind once a second, the rest written on close.
  const sessionTouches = openSessionTouches(services.db);
  app.addHook('onClose', () => sessionTouches.close());

  registerOperationalRoutes(app, services);
  await registerRealtime(app, services);
  // Routes only: scheduled work starts with startJobs (src/jobs/), from server.ts once it listens.
  await registerModules(app, services);

  if (options.serveFrontEnds) await serveFrontEnds(app, services);
  return app;
}

async function serveFrontEnds(app: FastifyInstance, services: Services): Promise<void> {
  const { webDist, adminDist } = services.config;
  for (const [root, prefix] of [
    [webDist, '/'],
    [adminDist, '/admin/'],
  ] as const) {
    if (!fs.existsSync(root)) {
      app.log.warn({ root }, 'front end not built; run `npm run build`');
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: prefix === '/',
      wildcard: true,
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (response, filePath) => {
        response.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/'));
}
