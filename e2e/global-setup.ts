// Starts the server the browser tests share (e2e/server.ts) and stops it after the run.
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // While writing tests: E2E_BASE_URL points at a server already running.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return async () => {};
  }
  // Monday 10:00 in Kuala Lumpur: inside the withdrawal window (Mon–Fri 09:30–17:00 MYT).
  const server = await startServer('shared', '2026-11-23T02:00:00Z');
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
