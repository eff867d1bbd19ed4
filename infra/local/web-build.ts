/**
 * The built SPA (web/dist), cached by a hash of its inputs: `npm start`, the browser tests and the web
 * benchmark build it only when a source, the Vite config or a dependency version changed since the
 * last build. The hash is written to web/dist/.inputs-hash after a successful build (Vite empties
 * web/dist first, so an interrupted build leaves no hash and builds again next time).
 *
 * web/public is not part of the hash: Vite copies it as is, so on a cache hit its files are copied
 * into web/dist instead (the help-image test rewrites them; that should not cost a 20 s build).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './runtime.ts';

export const webDist = join(repoRoot, 'web', 'dist');
const hashFile = join(webDist, '.inputs-hash');
const publicDir = join(repoRoot, 'web', 'public');

/** Files and folders whose content decides the build. */
const inputs = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** Test files and snapshots do not reach the bundle. */
const ignored = (name: string) => /\.test\.tsx?$/.test(name) || name === '__snapshots__';

function addFiles(root: string, path: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort())
      if (!ignored(entry)) addFiles(root, join(path, entry), hash);
    return;
  }
  hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
}

/** SHA-256 over the paths and contents of every build input under `root` (the repository). */
export function webInputsHash(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const input of inputs) addFiles(root, join(root, input), hash);
  return hash.digest('hex');
}

/** Whether web/dist was built from the current inputs. */
export function webBuildIsCurrent(hash = webInputsHash()): boolean {
  return (
    existsSync(join(webDist, 'index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash
  );
}

function runViteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // NODE_ENV=production whoever asks: Vite keeps an inherited NODE_ENV (vitest sets `test`), and React
    // then bundles its development build (slower, larger) into what the browser tests and the bench load.
    const child = spawn('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Rollup's tree-shaking allocates a lot of short-lived objects: a larger young generation
        // spends less of the build in the garbage collector (about 0.7 s of 20 s here).
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim(),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build -w web failed (exit ${code}):\n${output}`)),
    );
  });
}

let building: Promise<'cached' | 'built'> | undefined;

/**
 * Builds web/dist unless it is current; resolves to what happened. One build at a time per process.
 */
export function ensureWebBuild(log: (line: string) => void = () => {}): Promise<'cached' | 'built'> {
  building ??= (async () => {
    const hash = webInputsHash();
    if (webBuildIsCurrent(hash)) {
      if (existsSync(publicDir)) cpSync(publicDir, webDist, { recursive: true });
      return 'cached' as const;
    }
    log('[web] sources changed since the last build: building the SPA (vite build)');
    await runViteBuild();
    writeFileSync(hashFile, hash);
    return 'built' as const;
  })().finally(() => {
    building = undefined;
  });
  return building;
}
