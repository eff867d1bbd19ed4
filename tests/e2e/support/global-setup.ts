/**
 * Global setup of the `e2e` project: the SPA built (when stale) and copied into the folder the shared
 * local runtime serves, and one Chromium.
 * Specs get `inject('baseUrl')`, `inject('runtimeEnv')` (as in the integration project) and
 * `inject('browserEndpoint')`.
 */
import type { TestProject } from 'vitest/node';
import { acquireRuntime } from '../../support/shared-runtime.ts';
import { launchBrowserServer } from './browser.ts';
import { buildWeb, copyWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Playwright endpoint of the one Chromium of the run (`chromium.connect`). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The runtime is shared with the integration project (one per process: see shared-runtime.ts). The
  // SPA builds (when stale) while the runtime starts and seeds: one after the other took the build's
  // 20-30 s more before the first spec.
  const [started, built] = await Promise.allSettled([acquireRuntime(), buildWeb()]);
  if (started.status === 'rejected') throw started.reason;
  const { runtime, webDir, release } = started.value;
  try {
    if (built.status === 'rejected') throw built.reason;
    copyWebBuild(webDir);
  } catch (error) {
    await release();
    throw error;
  }
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await release();
    throw error;
  });
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await release();
  };
}
