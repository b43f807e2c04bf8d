import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('envelope and operational routes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown API path with NOT_FOUND in the envelope', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/vue/nope/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, msg: 'NOT_FOUND' });
  });

  it('reports ready with the database kind', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });

  it('serves Prometheus metrics and the OpenAPI document', async () => {
    const metrics = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('sends security headers and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
