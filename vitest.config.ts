import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic and CDK assertions, beside the code) and `integration`
 * (the API through the real local runtime: DynamoDB Local, s3rver, cognito-local, local gateway and bus).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/lint/**/*.test.ts',
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
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
    ],
  },
});
