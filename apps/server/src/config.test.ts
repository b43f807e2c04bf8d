import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
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
