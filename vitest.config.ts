import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure logic and CDK assertions, beside the code), `integration`
 * (the API through the real local runtime: DynamoDB Local, s3rver, cognito-local, local gateway and bus)
 * and `e2e` (the built SPA in Debian's Chromium against its own local runtime).
 */
export default defineConfig({
  test: {
    // Vitest takes one worker less than the cores: one on this 2-core machine, so the three projects ran
    // one file after another (43 min). Two workers let the unit files run beside the browser and
    // integration files, which mostly wait on Chromium and the local runtime (each project still runs
    // its own files one at a time where it says so).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/lint/**/*.test.ts',
            'tests/pdf/**/*.test.ts',
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 180_000,
          // CDK synthesis in the infra tests' beforeAll takes seconds; over a minute on a busy 2-core
          // machine with two workers.
          hookTimeout: 180_000,
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
