import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const REMOTE = '203.0.113.7';
const TOKEN = 'scrape-3f9a1c7e5b';

describe('who may read /metrics', () => {
  let open: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    withToken = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await withToken.close();
  });

  const scrape = (testApp: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers a scrape from this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await scrape(open, address);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('saham_http_request_duration_seconds');
    }
  });

  it('refuses any other address when no token is configured, and a request a local proxy forwarded', async () => {
    const remote = await scrape(open, REMOTE);
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('process_cpu');
    expect((await scrape(open, REMOTE, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(403);
    expect((await scrape(open, '127.0.0.1', { 'x-forwarded-for': REMOTE })).statusCode).toBe(403);
  });

  it('answers another address with the configured bearer token only', async () => {
    const answer = await scrape(withToken, REMOTE, { authorization: `Bearer ${TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const refused = await scrape(withToken, REMOTE, authorization === undefined ? {} : { authorization });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('process_cpu');
    }
    expect((await scrape(withToken, '127.0.0.1')).statusCode).toBe(200);
  });

  it('trusting every proxy, refuses a client that wrote a loopback address into X-Forwarded-For', async () => {
    const behindProxy = await createTestApp({ trustProxy: true });
    try {
      // A proxy on this machine appends the address it saw: the client's own "127.0.0.1" is first.
      const spoofed = await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` });
      expect(spoofed.statusCode).toBe(403);
      expect(spoofed.body).not.toContain('process_cpu');
      // A scrape from this machine through the same proxy.
      const local = await scrape(behindProxy, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps the API documentation and the health checks public', async () => {
    for (const url of ['/api/docs/json', '/healthz', '/readyz']) {
      expect((await open.app.inject({ method: 'GET', url, remoteAddress: REMOTE })).statusCode).toBe(200);
    }
  });
});
