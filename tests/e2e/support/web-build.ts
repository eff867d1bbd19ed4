/**
 * The built SPA the browser tests and the web benchmark load: web/dist, rebuilt only when its inputs
 * changed (infra/local/web-build.ts, the same cache `npm start` uses), then a private copy, so a
 * rebuild by someone else meanwhile cannot pull files from under a running test.
 */
import { cpSync } from 'node:fs';
import { ensureWebBuild, webDist } from '../../../infra/local/web-build.ts';

export { webDist };

/** Builds the SPA into web/dist when its inputs changed (the build of `prepareWebBuild`). */
export async function buildWeb(log: (line: string) => void = console.log): Promise<void> {
  await ensureWebBuild((line) => log(line.replace(/^\[web\]/, '[e2e]')));
}

/** Copies web/dist to `target` (after `buildWeb`); returns `target`. */
export function copyWebBuild(target: string): string {
  cpSync(webDist, target, { recursive: true });
  return target;
}

/** Builds the SPA when its inputs changed and copies web/dist to `target`; returns `target`. */
export async function prepareWebBuild(
  target: string,
  log: (line: string) => void = console.log,
): Promise<string> {
  await buildWeb(log);
  return copyWebBuild(target);
}
