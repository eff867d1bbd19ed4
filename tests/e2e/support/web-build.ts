/**
 * The built SPA the browser tests and the web benchmark load: `npm run build -w web` when web/dist is
 * missing or older than its sources, then a private copy, so a rebuild by someone else meanwhile
 * cannot pull files from under a running test.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../infra/local/runtime.ts';

export const webDist = join(repoRoot, 'web', 'dist');

/** Sources whose change makes web/dist stale (web/public is left out: the tests write help images there). */
const webSources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared/src'].map((path) =>
  join(repoRoot, path),
);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return webSources.some((source) => newestChange(source) > built);
}

/** Builds the SPA when stale and copies web/dist to `target`; returns `target`. */
export function prepareWebBuild(target: string, log: (line: string) => void = console.log): string {
  if (webBuildIsStale()) {
    log('[e2e] web/dist is missing or stale: npm run build -w web');
    try {
      execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`npm run build -w web failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`);
    }
  }
  cpSync(webDist, target, { recursive: true });
  return target;
}
