/**
 * Bundles every Lambda with esbuild: ESM under dist/lambdas/<name>/, the handler in index.mjs, code
 * behind a dynamic `import()` in chunk files beside it, minified for Node.js 24 (the functions'
 * runtime, constructs/fleet-function.ts), with the AWS SDK v3 left out (the runtime provides it). The CDK stacks deploy these folders with
 * `Code.fromAsset`; `npm run bench` prints their sizes (what index.mjs loads at start, lazy chunks apart).
 *
 * Run as a script: `npx tsx infra/build-lambdas.ts`; `--analyze [name ...]` prints what weighs in each
 * bundle (esbuild's analyzeMetafile) without writing anything.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  analyzeMetafile,
  build,
  version as esbuildVersion,
  type BuildOptions,
  type Metafile,
  type Plugin,
} from 'esbuild';
import { busRules, scheduledTasks } from '@fleet/shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const lambdasDir = path.join(repoRoot, 'dist', 'lambdas');
const functionsDir = path.join(repoRoot, 'functions');

/** The WebSocket route keys, one handler file each (functions/platform/ws/<route>.ts). */
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
  const { modules, folderOf, lambdaFolders } = await import('@fleet/functions/registry');
  return [
    ...modules.map((module) => ({
      name: bundleName.module(module.name),
      entry: path.join(functionsDir, folderOf(module), 'handler.ts'),
    })),
    ...webSocketRoutes.map((route) => ({
      name: bundleName.webSocket(route.file),
      entry: path.join(functionsDir, lambdaFolders.webSocket, `${route.file}.ts`),
    })),
    ...busRules.map((rule) => ({
      name: bundleName.subscriber(rule.subscriber),
      entry: path.join(functionsDir, lambdaFolders.events, `${rule.subscriber}.ts`),
    })),
    ...scheduledTasks.map((task) => ({
      name: bundleName.scheduled(task.handler),
      entry: path.join(functionsDir, lambdaFolders.events, `${task.handler}.ts`),
    })),
  ];
}

// Bundled CommonJS dependencies may call `require` for Node built-ins; ESM output has none of its own.
const requireShim =
  "import { createRequire as __fleetCreateRequire } from 'node:module'; const require = __fleetCreateRequire(import.meta.url);";

/**
 * zod's namespace export drags in every error-message locale (about 260 KB minified of a 500 KB
 * bundle) wherever the namespace is kept whole. The product uses zod's English messages only; keep
 * `en` and `ar` and drop the rest. Since `fleet-zod-namespace` (below) no locale but `en` is bundled;
 * this stays as the guard for an import that keeps the namespace whole.
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

/**
 * `import { z } from 'zod'` takes zod's namespace as a value (zod's index re-exports it as `z`), and
 * esbuild keeps a namespace used as a value whole: every schema type, the JSON Schema converters in
 * both directions, the JIT compiler and every locale, about 190 KiB minified in each bundle. The same
 * code written `import * as z from 'zod'` (zod's own documented form) lets esbuild keep only the
 * members the bundle reads (`z.object`, `z.string` ...), and zod still registers its English messages
 * on the first schema built. This plugin reads our sources that way; what the code does is unchanged.
 * Writing the sources that way would make it unnecessary.
 */
const zodNamespaceImport = /^import \{ z \} from 'zod';$/gm;
const zodImports: Plugin = {
  name: 'fleet-zod-namespace',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/](functions|shared)[\\/].*\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!zodNamespaceImport.test(source)) return undefined;
      zodNamespaceImport.lastIndex = 0;
      return { contents: source.replace(zodNamespaceImport, "import * as z from 'zod';"), loader: 'ts' };
    });
  },
};

let openApiSource: Promise<string> | undefined;

/** The module that stands in for functions/platform/meta/document.ts in the bundle: the built document, gzipped. */
function openApiModule(): Promise<string> {
  openApiSource ??= (async () => {
    const { modules } = await import('../functions/registry.ts');
    const { buildOpenApi } = await import('../functions/platform/meta/openapi.ts');
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
      /[\\/]functions[\\/]platform[\\/]meta[\\/]routes\.ts$/.test(args.importer)
        ? { path: 'openapi-document', namespace: 'fleet-openapi' }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'fleet-openapi' }, async () => ({
      contents: await openApiModule(),
      loader: 'js',
    }));
  },
};

/** The esbuild options of one Lambda: ESM split into the bundle's folder, `index.mjs` the entry. */
function buildOptions(entry: LambdaEntry): BuildOptions & { metafile: true; write: false } {
  return {
    entryPoints: { index: entry.entry },
    outdir: bundleDir(entry.name),
    outExtension: { '.js': '.mjs' },
    // A dynamic import() becomes a chunk file beside index.mjs, loaded and parsed only when that code
    // path runs (exceljs for the cost expenditure's Excel export); code shared by the entry and a lazy
    // chunk goes to a chunk the entry imports statically.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: requireShim },
    plugins: [zodLocales, zodImports, openApiAtBuildTime],
    logLevel: 'silent',
  };
}

interface BuiltBundle {
  entry: LambdaEntry;
  files: { name: string; contents: Uint8Array }[];
  metafile: Metafile;
}

async function bundle(entry: LambdaEntry): Promise<BuiltBundle> {
  if (!existsSync(entry.entry)) {
    throw new Error(`Lambda ${entry.name}: entry ${path.relative(repoRoot, entry.entry)} does not exist`);
  }
  const result = await build(buildOptions(entry));
  const files = result.outputFiles.map((file) => ({
    name: path.relative(bundleDir(entry.name), file.path),
    contents: file.contents,
  }));
  if (!files.some((file) => file.name === 'index.mjs'))
    throw new Error(`Lambda ${entry.name}: esbuild produced no index.mjs`);
  return { entry, files, metafile: result.metafile };
}

/** What a bundle weighs, from its metafile. */
export interface BundleSize {
  name: string;
  /**
   * What a cold start loads and parses: `index.mjs` plus the chunks it imports statically (transitively).
   * This is the bundle's size the issue's target is about.
   */
  bytes: number;
  /** Chunks loaded only through a dynamic `import()`, when their code path runs; not in `bytes`. */
  lazy: { file: string; bytes: number }[];
}

/** Splits a bundle's outputs into what the entry loads at start and what loads lazily. */
export function bundleSize(name: string, metafile: Metafile): BundleSize {
  const outputs = metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => outputs[key]?.entryPoint !== undefined);
  if (!entryKey) throw new Error(`Lambda ${name}: no entry output in the metafile`);
  const eager = new Set<string>();
  const visit = (key: string) => {
    if (eager.has(key) || !outputs[key]) return;
    eager.add(key);
    for (const imported of outputs[key].imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryKey);
  const size = (key: string) => outputs[key]?.bytes ?? 0;
  return {
    name,
    bytes: [...eager].reduce((total, key) => total + size(key), 0),
    lazy: Object.keys(outputs)
      .filter((key) => !eager.has(key))
      .map((key) => ({ file: path.basename(key), bytes: size(key) })),
  };
}

/**
 * Writes a file only when its content changed, through a rename, so parallel builds (vitest runs test
 * files in several workers) never expose a half-written file to CDK's asset hashing.
 */
async function writeIfChanged(target: string, contents: Uint8Array): Promise<void> {
  if (existsSync(target)) {
    const current = await readFile(target);
    if (Buffer.compare(current, contents) === 0) return;
  }
  const scratch = path.join(lambdasDir, '.tmp');
  await mkdir(scratch, { recursive: true });
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = path.join(
    scratch,
    `${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}`,
  );
  await writeFile(temporary, contents);
  await rename(temporary, target);
}

/** Writes a bundle's files and removes the chunks of an earlier build it no longer has. */
async function writeBundle({ entry, files }: BuiltBundle): Promise<void> {
  const folder = bundleDir(entry.name);
  await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => writeIfChanged(path.join(folder, file.name), file.contents)));
  const current = new Set(files.map((file) => file.name));
  const present = await readdir(folder, { withFileTypes: true });
  await Promise.all(
    present
      .filter((file) => file.isFile() && !current.has(file.name))
      .map((file) => rm(path.join(folder, file.name), { force: true })),
  );
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

/** Builds every bundle; returns each one's size at start and its lazily loaded chunks. */
export async function buildLambdas(): Promise<BundleSize[]> {
  const built = await buildBundles(await lambdaEntries());
  return built.map(({ entry, metafile }) => bundleSize(entry.name, metafile));
}

/** Bundles and writes every entry, and removes the bundles of entries that are gone. */
async function buildBundles(entries: LambdaEntry[]): Promise<BuiltBundle[]> {
  const built = await Promise.all(entries.map(bundle));
  await mkdir(lambdasDir, { recursive: true });
  await Promise.all(built.map(writeBundle));
  await removeStaleBundles(new Set(entries.map((entry) => entry.name)));
  return built;
}

/**
 * What the last build was made of (dist/lambdas/.build.json): every test file that synthesizes the
 * app asks for the bundles, and each runs in a process of its own, so without this every one of them
 * bundled all the Lambdas again (about 10 s of CPU each, nine files).
 */
const manifestFile = path.join(lambdasDir, '.build.json');

interface BuildManifest {
  /** Hash of the build's recipe and of every file it read (see `inputsHash`). */
  hash: string;
  /** The files the bundles were made of, relative to the repository (esbuild's metafile inputs). */
  inputs: string[];
  sizes: BundleSize[];
}

/** The sources the build may read without esbuild naming them (the OpenAPI plugin reads the registry). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * One hash of the recipe (this file, esbuild's version, the entries) and of the content of every
 * input: a changed handler, a dependency upgraded or a module added all make it differ.
 */
function inputsHash(entries: LambdaEntry[], inputs: string[]): string {
  const hash = createHash('sha256').update(esbuildVersion).update(JSON.stringify(entries));
  const files = new Set([
    fileURLToPath(import.meta.url),
    ...inputs.map((input) => path.resolve(repoRoot, input)),
    ...sourceFiles(functionsDir),
    ...sourceFiles(path.join(repoRoot, 'shared', 'src')),
  ]);
  for (const file of [...files].sort()) {
    hash.update(path.relative(repoRoot, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** The previous build's sizes when nothing it was made of has changed and its bundles are all there. */
function currentBuild(entries: LambdaEntry[]): BundleSize[] | undefined {
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const complete = entries.every((entry) => existsSync(path.join(bundleDir(entry.name), 'index.mjs')));
  return complete && manifest.hash === inputsHash(entries, manifest.inputs) ? manifest.sizes : undefined;
}

/** Builds the bundles unless the last build is current; returns their sizes. */
async function buildWhenChanged(): Promise<BundleSize[]> {
  const entries = await lambdaEntries();
  const current = currentBuild(entries);
  if (current) return current;
  const built = await buildBundles(entries);
  const inputs = [
    ...new Set(
      built.flatMap(({ metafile }) =>
        // Inputs of a plugin's namespace (`fleet-openapi:...`) are not files.
        Object.keys(metafile.inputs).filter((input) => !/^[\w-]+:/.test(input)),
      ),
    ),
  ]
    .map((input) => path.relative(repoRoot, path.resolve(input)))
    .sort();
  const sizes = built.map(({ entry, metafile }) => bundleSize(entry.name, metafile));
  const manifest: BuildManifest = { hash: inputsHash(entries, inputs), inputs, sizes };
  await writeIfChanged(manifestFile, Buffer.from(JSON.stringify(manifest)));
  return sizes;
}

let once: Promise<BundleSize[]> | undefined;

/**
 * The bundles as the sources are now, built at most once per process and only when an input changed
 * since the last build (CDK app and assertion tests).
 */
export function ensureLambdaBundles(): Promise<BundleSize[]> {
  once ??= buildWhenChanged();
  return once;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;

/** One line per bundle: the size at start, then any lazily loaded chunks apart. */
export function formatBundleSize(size: BundleSize): string {
  const lazy = size.lazy.length
    ? ` (+ lazy: ${size.lazy.map((chunk) => `${chunk.file} ${kib(chunk.bytes).trim()}`).join(', ')})`
    : '';
  return `${size.name.padEnd(28)} ${kib(size.bytes)}${lazy}`;
}

/** `--analyze [name...]`: what weighs in each bundle (esbuild's analyzeMetafile), nothing written. */
async function analyze(names: string[]): Promise<void> {
  const entries = (await lambdaEntries()).filter((entry) => names.length === 0 || names.includes(entry.name));
  for (const entry of entries) {
    const { metafile } = await bundle(entry);
    console.log(`\n${formatBundleSize(bundleSize(entry.name, metafile))}`);
    console.log(await analyzeMetafile(metafile));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [flag, ...names] = process.argv.slice(2);
  if (flag === '--analyze') {
    await analyze(names);
  } else {
    const started = performance.now();
    const sizes = await buildLambdas();
    for (const size of sizes) console.log(formatBundleSize(size));
    console.log(`${sizes.length} bundles in ${Math.round(performance.now() - started)} ms -> ${lambdasDir}`);
  }
}
