import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC', NODE_ENV: 'test' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      { test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
