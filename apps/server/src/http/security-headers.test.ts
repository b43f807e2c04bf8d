import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends helmet’s headers, with the app’s content security policy, on every answer', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/healthz' },
      { method: 'POST' as const, url: '/api/vue/user/getUserinfo', payload: {} },
    ]) {
      const response = await testApp.app.inject(request);
      const policy = String(response.headers['content-security-policy']);
      // Connections (fetch and the WebSocket) to the page's own origin only: no ws:/wss: to any host.
      expect(policy.split(';')).toContain("connect-src 'self'");
      expect(policy).not.toMatch(/\bwss?:/);
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const permissions = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions).toContain(`${feature}=()`);
      }
    }
  });
});
