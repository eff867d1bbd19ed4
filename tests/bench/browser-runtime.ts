/**
 * The frame of the benchmarks that drive the built SPA in Chromium (web.ts, browser-cpu.ts): a copy of
 * the SPA, a fresh local runtime serving it from a temporary folder, Debian's Chromium; all closed and
 * removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { prepareWebBuild } from '../e2e/support/web-build.ts';

export async function withBrowserRuntime<T>(
  name: string,
  bench: (browser: Browser, runtime: LocalRuntime, webDir: string) => Promise<T>,
  options: { log?: (line: string) => void; prepare?: (webDir: string) => Promise<void> } = {},
): Promise<T> {
  const workDir = mkdtempSync(join(tmpdir(), `fleet-bench-${name}-`));
  try {
    const webDir = await prepareWebBuild(join(workDir, 'web'), options.log);
    await options.prepare?.(webDir);
    const runtime = await startLocalRuntime({
      port: 0,
      dataDir: join(workDir, 'data'),
      fresh: true,
      webDir,
      log: () => {},
    });
    try {
      const browser = await launchBrowser();
      try {
        return await bench(browser, runtime, webDir);
      } finally {
        await browser.close();
      }
    } finally {
      await runtime.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
