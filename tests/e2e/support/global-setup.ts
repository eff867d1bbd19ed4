/**
 * Global setup of the `e2e` project: the SPA built (when stale) and copied aside, one local runtime on
 * a free port with a fresh data directory and the demo seed serving that copy, and one Chromium.
 * Specs get `inject('baseUrl')`, `inject('runtimeEnv')` (as in the integration project) and
 * `inject('browserEndpoint')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '../../../infra/local/runtime.ts';
import { launchBrowserServer } from './browser.ts';
import { prepareWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Playwright endpoint of the one Chromium of the run (`chromium.connect`). */
    browserEndpoint: string;
  }
}

/** Every runtime line with FLEET_RUNTIME_LOG=1; otherwise only failures of handlers and deliveries. */
function log(line: string) {
  if (process.env.FLEET_RUNTIME_LOG || /\bfailed\b|dead-letter/.test(line)) console.log(line);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'fleet-e2e-'));
  const webDir = prepareWebBuild(join(workDir, 'web'));
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir: join(workDir, 'data'),
    fresh: true,
    seed: true,
    webDir,
    log,
  });
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await runtime.stop();
    throw error;
  });
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await runtime.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
