import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('the request timeout (REQUEST_TIMEOUT_SECONDS)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ requestTimeoutSeconds: 45 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is 120 seconds by default, and whole seconds when set', () => {
    expect(loadConfig({}).requestTimeoutSeconds).toBe(120);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '' }).requestTimeoutSeconds).toBe(120);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '300' }).requestTimeoutSeconds).toBe(300);
  });

  it('refuses to start without a positive whole number of seconds (0 would turn the timeout off)', () => {
    for (const raw of ['0', '-5', '1.5', 'ten', '120s']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: raw })).toThrow(
        `REQUEST_TIMEOUT_SECONDS must be a positive integer, got "${raw}"`,
      );
    }
  });

  it("is set on the app's HTTP server in milliseconds, so a half-sent request ends", () => {
    expect(testApp.app.server.requestTimeout).toBe(45_000);
  });
});

describe('whose X-Forwarded-For is believed (TRUST_PROXY)', () => {
  let oneHop: TestApp;
  let listed: TestApp;
  let everyHop: TestApp;
  /** The app with a route answering the client address Fastify settled on. */
  const appTrusting = (trustProxy: ServerConfig['trustProxy']) =>
    createTestApp(
      { trustProxy },
      {
        registerRoutes: (app: FastifyInstance) => {
          app.get('/test/client-address', { schema: { hide: true } }, async (request) => ({
            ip: request.ip,
          }));
        },
      },
    );
  beforeAll(async () => {
    [oneHop, listed, everyHop] = await Promise.all([
      appTrusting(1),
      appTrusting(['10.0.0.0/8']),
      appTrusting(true),
    ]);
  });
  afterAll(async () => {
    await Promise.all([oneHop.close(), listed.close(), everyHop.close()]);
  });

  const clientAddress = async (testApp: TestApp, remoteAddress: string, forwardedFor?: string) => {
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/test/client-address',
      remoteAddress,
      headers,
    });
    return answer.json<{ ip: string }>().ip;
  };
  const scrapeMetrics = (testApp: TestApp, remoteAddress: string, forwardedFor: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('reads true, false, a hop count and a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '192.0.2.7, fd00::/8, loopback' }).trustProxy).toEqual([
      '192.0.2.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const raw of [
      'yes',
      'TRUE',
      '0',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '10.0.0',
      '10.0.0.0/8,',
      'proxy.local',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: raw }), raw).toThrow(`TRUST_PROXY must be true, false,`);
    }
  });

  it('with one hop trusted, takes the address the load balancer saw, not the one a client put first', async () => {
    expect(await clientAddress(oneHop, '10.0.0.2', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientAddress(oneHop, '10.0.0.2', '5.6.7.8')).toBe('5.6.7.8');
    expect(await clientAddress(oneHop, '10.0.0.2')).toBe('10.0.0.2');
    // Every hop trusted (true, as before): the first address, whoever wrote it.
    expect(await clientAddress(everyHop, '10.0.0.2', '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
  });

  it('with a list of proxies, believes only what a listed proxy forwards', async () => {
    expect(await clientAddress(listed, '10.1.2.3', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientAddress(listed, '10.1.2.3', '1.2.3.4, 10.9.9.9')).toBe('1.2.3.4');
    expect(await clientAddress(listed, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
  });

  it('answers /metrics to a forwarded request only when a trusted proxy forwarded it from this machine', async () => {
    expect((await scrapeMetrics(oneHop, '127.0.0.1', '127.0.0.1')).statusCode).toBe(200);
    expect((await scrapeMetrics(oneHop, '127.0.0.1', '203.0.113.7')).statusCode).toBe(403);
    expect((await scrapeMetrics(oneHop, '127.0.0.1', '127.0.0.1, 203.0.113.7')).statusCode).toBe(403);
    // Loopback is not a listed proxy: what it forwards is not believed, so it is not a local request.
    expect((await scrapeMetrics(listed, '127.0.0.1', '127.0.0.1')).statusCode).toBe(403);
  });
});
