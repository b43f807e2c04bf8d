import { defineConfig } from 'vitest/config';

// Browser tests: one server (built front ends, fresh PGlite with demo data) for the whole run,
// Debian's Chromium driven by playwright-core. Files run one after another: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
