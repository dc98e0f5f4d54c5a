import { defineConfig } from 'vitest/config';

/**
 * The suites that start the server or a command-line tool as a child process and wait for it, and
 * the one that builds and fills a database at an older migration twice, and the one that seeds the
 * whole demo: each takes tens of seconds.
 * `npm run test:slow` runs them; `npm test` runs everything else.
 */
const PROCESS_SUITES = [
  'apps/server/test/platform/process.test.ts',
  'apps/server/test/platform/dev-script.test.ts',
  'apps/server/test/platform/broken-stdout.test.ts',
  'apps/server/test/platform/safe-defaults.test.ts',
  'apps/server/test/platform/log-sink.test.ts',
  'apps/server/test/storage/copy-to-s3.test.ts',
  'apps/server/test/jobs/reminder-process.test.ts',
  'apps/server/test/leads-submission/lead-model-migration.test.ts',
  'apps/server/test/platform/demo-story.test.ts',
  'apps/server/test/platform/ci-outcome.test.ts',
];

/**
 * Unit suites and the API suites, in two projects: `unit-and-api` (`npm test`) and `process`
 * (`npm run test:slow`). The database suites run on PGlite, or on the PostgreSQL server named by
 * DATABASE_URL when it is set (each test file gets its own database). `vitest run` runs both.
 */
export default defineConfig({
  test: {
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    setupFiles: ['apps/server/test/helpers/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-and-api',
          // The files share their test process's modules instead of importing the server's few hundred
          // modules again for each (docs/decisions/140): a file closes what it opens and puts back what
          // it changes, and the setup file fails one that does not (helpers/file-hygiene.ts).
          isolate: false,
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'bench/test/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...PROCESS_SUITES],
        },
      },
      { extends: true, test: { name: 'process', include: PROCESS_SUITES } },
    ],
  },
});
