import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const unitFiles = /\.test\.tsx?$/;
/**
 * What a unit file may do that must not reach the files after it in the `unit` worker, which keeps its
 * modules: mock a module (an earlier file may already have loaded the real one, and the mock would
 * stay), stub a global or the environment, turn the clock fake, set a property of window or globalThis.
 * Such files run in `unit-mocking`, whose files start from fresh modules and give back their stubs and
 * clock (a property set directly, each file puts back itself).
 */
const changesWhatOthersSee =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\b(window|globalThis)\.\w+ = |defineProperty\((window|globalThis)\b/;

/** The unit test files under `folder` (relative to the repository) whose text matches `pattern`. */
function unitFilesMatching(folder: string, pattern: RegExp): string[] {
  return readdirSync(fileURLToPath(new URL(folder, import.meta.url)), { withFileTypes: true }).flatMap(
    (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : unitFilesMatching(path, pattern);
      return unitFiles.test(entry.name) && pattern.test(readFileSync(path, 'utf8')) ? [path] : [];
    },
  );
}

const unitFolders = ['tests/lint', 'tests/pdf', 'shared', 'functions', 'infra', 'web/src'];
/**
 * Unit files that need a fresh worker: the i18n loading starts from no text loaded in i18next, a
 * dependency, which stays loaded in a worker (`unit-isolated`).
 */
const isolatedUnitFiles = ['web/src/i18n/loading.test.ts'];
/** The unit files that change what the files after them would see (`unit-mocking`). */
const mockingUnitFiles = unitFolders
  .flatMap((folder) => unitFilesMatching(folder, changesWhatOthersSee))
  .filter((file) => !isolatedUnitFiles.includes(file));

const unitProject = {
  include: [
    'tests/lint/**/*.test.ts',
    'tests/pdf/**/*.test.ts',
    'shared/**/*.test.ts',
    'functions/**/*.test.ts',
    'infra/**/*.test.ts',
    'web/src/**/*.test.{ts,tsx}',
  ],
  exclude: ['**/node_modules/**', 'infra/lib/**'],
  testTimeout: 180_000,
  // CDK synthesis in the infra tests' beforeAll takes seconds; over a minute on a busy 2-core
  // machine with two workers.
  hookTimeout: 180_000,
  env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
  setupFiles: ['web/src/test/setup.ts'],
};

/**
 * Six projects: `unit`, `unit-mocking` and `unit-isolated` (pure logic beside the code), `infra` (the
 * CDK assertions), `integration` (the API through the real local runtime: DynamoDB Local, s3rver,
 * cognito-local, local gateway and bus) and `e2e` (the built SPA in Debian's Chromium against its own
 * local runtime).
 */
export default defineConfig({
  test: {
    // Vitest takes one worker less than the cores: one on this 2-core machine. Two let the unit files run
    // two at a time. Vitest puts every file of the projects that run one file at a time (integration and
    // e2e) into ONE sequential queue after the parallel ones, so `npm test` runs the browser project in
    // a process of its own (`test:browser`, package.json) beside the checks followed by unit + integration
    // (`test:rest`): the suite takes the longer of the two, not their sum (40 min on CI before). The checks
    // (lint, format, types: about 3 min) ran before both; in the second lane they end before the browser.
    maxWorkers: 2,
    projects: [
      {
        test: {
          // The unit files run in workers that keep their modules (React, Cloudscape, the AWS SDK, the
          // kit) from one file to the next instead of importing them again per file (measured on
          // web/src/kit, 95 files, one worker: 591 s with a fresh worker per file, 201 s kept). The
          // setup file still runs per file (its cleanup after each file's tests).
          ...unitProject,
          name: 'unit',
          exclude: [...unitProject.exclude, ...mockingUnitFiles, ...isolatedUnitFiles],
          isolate: false,
        },
      },
      {
        // The unit files that change what the files after them would see (`changesWhatOthersSee`): one
        // worker too, each file starting from the repository's modules evaluated again
        // (web/src/test/fresh-modules.ts: a mock reaches every importer) and giving back its stubs and
        // clock (web/src/test/setup.ts). Measured on their 65 files, one worker: 241 s with a fresh
        // worker per file, 114 s with 64 of them shared and the i18n loading file still fresh.
        test: {
          ...unitProject,
          name: 'unit-mocking',
          include: mockingUnitFiles,
          isolate: false,
          setupFiles: [...unitProject.setupFiles, 'web/src/test/fresh-modules.ts'],
        },
      },
      { test: { ...unitProject, name: 'unit-isolated', include: isolatedUnitFiles } },
      {
        test: {
          // The CDK assertion files, one per stack: they run in one worker that keeps its modules, so the
          // default app (infra/lib/test/testing.ts `testStacks`) and aws-cdk-lib are built and imported once for
          // all of them instead of once per file. They mock nothing and change no global state.
          name: 'infra',
          include: ['infra/lib/**/*.test.ts'],
          globalSetup: ['infra/lib/test/global-setup.ts'],
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // The files run one after another in one worker that keeps its modules (the AWS SDK, the
          // functions they call in-process, the support helpers) instead of a new process importing them
          // again per file. What a file changes it gives back: the fake clock (workorder-reports) and
          // process.env (job-order-engine, access-cache) in a `finally` or after hook; the two files that
          // start runtimes of their own (faults, runtime) take fresh modules and give back the shared
          // runtime's environment (tests/support/own-runtime.ts). No file mocks a module.
          isolate: false,
          testTimeout: 60_000,
          // The authorization matrix signs in a user per right set in its beforeAll: past 2 min beside
          // the browser project on a busy 2-core machine.
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // The spec files run one after another in one worker that keeps its modules (playwright-core,
          // axe-core, Cloudscape's test utilities, the page objects) instead of a new process importing
          // them again per file. The specs mock no module (the one fake clock, in workorder-reports, is given
          // back in a `finally`) and keep their state in their own modules.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A poll waits for the page to show what a call wrote: vitest's 1 s default is short on a busy
          // 2-core machine (the workshop load of the technician assignment once took longer beside the
          // integration project). A poll that holds answers as soon as it holds; only a failure waits longer.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
