/**
 * Bundles every Lambda with esbuild: one ESM file per function under dist/lambdas/<name>/index.mjs,
 * minified for Node.js 22, with the AWS SDK v3 left out (the Node.js 22 runtime provides it).
 * The CDK stacks deploy these folders with `Code.fromAsset`; `npm run bench` prints their sizes.
 *
 * Run as a script: `npx tsx infra/build-lambdas.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { busRules, scheduledTasks } from '@fleet/shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const lambdasDir = path.join(repoRoot, 'dist', 'lambdas');
const functionsDir = path.join(repoRoot, 'functions');

/** The WebSocket route keys, one handler file each (functions/ws/<route>.ts). */
export const webSocketRoutes = [
  { routeKey: '$connect', file: 'connect' },
  { routeKey: '$disconnect', file: 'disconnect' },
  { routeKey: '$default', file: 'default' },
] as const;

export interface LambdaEntry {
  /** Bundle name: the folder under dist/lambdas and part of the function's name. */
  name: string;
  /** The TypeScript file exporting `handler`. */
  entry: string;
}

/** Bundle names, so stacks and the build agree on them. */
export const bundleName = {
  module: (module: string) => `api-${module}`,
  webSocket: (file: string) => `ws-${file}`,
  subscriber: (subscriber: string) => `events-${subscriber}`,
  scheduled: (handler: string) => `scheduled-${handler}`,
};

/** The folder CDK deploys for a bundle. */
export function bundleDir(name: string): string {
  return path.join(lambdasDir, name);
}

/** Every Lambda of the product: one per API module (from the registry), WebSocket route and bus subscriber. */
export async function lambdaEntries(): Promise<LambdaEntry[]> {
  const { modules } = await import('@fleet/functions/registry');
  return [
    ...modules.map((module) => ({
      name: bundleName.module(module.name),
      entry: path.join(functionsDir, module.name, 'handler.ts'),
    })),
    ...webSocketRoutes.map((route) => ({
      name: bundleName.webSocket(route.file),
      entry: path.join(functionsDir, 'ws', `${route.file}.ts`),
    })),
    ...busRules.map((rule) => ({
      name: bundleName.subscriber(rule.subscriber),
      entry: path.join(functionsDir, 'events', `${rule.subscriber}.ts`),
    })),
    ...scheduledTasks.map((task) => ({
      name: bundleName.scheduled(task.handler),
      entry: path.join(functionsDir, 'events', `${task.handler}.ts`),
    })),
  ];
}

// Bundled CommonJS dependencies may call `require` for Node built-ins; ESM output has none of its own.
const requireShim =
  "import { createRequire as __fleetCreateRequire } from 'node:module'; const require = __fleetCreateRequire(import.meta.url);";

/**
 * zod's namespace export drags in every error-message locale (about 260 KB minified of a 500 KB
 * bundle). The product uses zod's English messages only; keep `en` and `ar` and drop the rest.
 */
const zodLocales: Plugin = {
  name: 'fleet-zod-locales',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: path.resolve(args.resolveDir, '../locales'), namespace: 'fleet-zod-locales' }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'fleet-zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';\nexport { default as ar } from './ar.js';\n",
      resolveDir: args.path,
      loader: 'js',
    }));
  },
};

let openApiSource: Promise<string> | undefined;

/** The module that stands in for functions/meta/document.ts in the bundle: the built document, gzipped. */
function openApiModule(): Promise<string> {
  openApiSource ??= (async () => {
    const { modules } = await import('../functions/registry.ts');
    const { buildOpenApi } = await import('../functions/meta/openapi.ts');
    const packed = gzipSync(JSON.stringify(buildOpenApi(modules))).toString('base64');
    return [
      "import { gunzipSync } from 'node:zlib';",
      `const packed = ${JSON.stringify(packed)};`,
      'let document;',
      'export async function openApiDocument() {',
      "  document ??= JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'));",
      '  return document;',
      '}',
    ].join('\n');
  })();
  return openApiSource;
}

/**
 * The OpenAPI document is built here, at build time, and the api-meta bundle gets it instead of the
 * registry of every module (which made it the largest bundle, 455 KiB).
 */
const openApiAtBuildTime: Plugin = {
  name: 'fleet-openapi',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/document\.ts$/ }, (args) =>
      /[\\/]functions[\\/]meta[\\/]routes\.ts$/.test(args.importer)
        ? { path: 'openapi-document', namespace: 'fleet-openapi' }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'fleet-openapi' }, async () => ({
      contents: await openApiModule(),
      loader: 'js',
    }));
  },
};

async function bundle(entry: LambdaEntry): Promise<Uint8Array> {
  if (!existsSync(entry.entry)) {
    throw new Error(`Lambda ${entry.name}: entry ${path.relative(repoRoot, entry.entry)} does not exist`);
  }
  const result = await build({
    entryPoints: [entry.entry],
    outfile: path.join(bundleDir(entry.name), 'index.mjs'),
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: requireShim },
    plugins: [zodLocales, openApiAtBuildTime],
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`Lambda ${entry.name}: esbuild produced no output`);
  return output.contents;
}

/**
 * Writes a bundle only when its content changed, through a rename, so parallel builds (vitest runs
 * test files in several workers) never expose a half-written file to CDK's asset hashing.
 */
async function writeIfChanged(name: string, contents: Uint8Array): Promise<void> {
  const target = path.join(bundleDir(name), 'index.mjs');
  if (existsSync(target)) {
    const current = await readFile(target);
    if (Buffer.compare(current, contents) === 0) return;
  }
  const scratch = path.join(lambdasDir, '.tmp');
  await mkdir(scratch, { recursive: true });
  await mkdir(bundleDir(name), { recursive: true });
  const temporary = path.join(scratch, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(temporary, contents);
  await rename(temporary, target);
}

/** Removes bundles of Lambdas that no longer exist (a module renamed or dropped). */
async function removeStaleBundles(names: Set<string>): Promise<void> {
  const folders = await readdir(lambdasDir, { withFileTypes: true });
  await Promise.all(
    folders
      .filter((folder) => folder.isDirectory() && !folder.name.startsWith('.') && !names.has(folder.name))
      .map((folder) => rm(path.join(lambdasDir, folder.name), { recursive: true, force: true })),
  );
}

/** Builds every bundle; returns each one's name and minified size in bytes. */
export async function buildLambdas(): Promise<{ name: string; bytes: number }[]> {
  const entries = await lambdaEntries();
  const built = await Promise.all(entries.map(async (entry) => ({ entry, contents: await bundle(entry) })));
  await mkdir(lambdasDir, { recursive: true });
  await Promise.all(built.map(({ entry, contents }) => writeIfChanged(entry.name, contents)));
  await removeStaleBundles(new Set(entries.map((entry) => entry.name)));
  return built.map(({ entry, contents }) => ({ name: entry.name, bytes: contents.byteLength }));
}

let once: Promise<{ name: string; bytes: number }[]> | undefined;

/** Builds the bundles at most once per process (CDK app and assertion tests). */
export function ensureLambdaBundles(): Promise<{ name: string; bytes: number }[]> {
  once ??= buildLambdas();
  return once;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const sizes = await buildLambdas();
  for (const { name, bytes } of sizes) {
    console.log(`${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB`);
  }
  console.log(`${sizes.length} bundles in ${Math.round(performance.now() - started)} ms -> ${lambdasDir}`);
}
