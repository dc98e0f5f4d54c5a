import { defineConfig } from 'vitest/config';

/**
 * `npm test`: unit suites and the API suites. The database suites run on PGlite, or on the
 * PostgreSQL server named by DATABASE_URL when it is set (each test file gets its own database).
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'bench/test/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    setupFiles: ['apps/server/test/helpers/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
