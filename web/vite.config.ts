import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { landingPath } from './src/app/paths.ts';
import { signedInPreloadScript, type SignedInFiles } from './src/app/signed-in-preload.ts';
import { localeChunk } from './src/i18n/namespaces.ts';

/**
 * Cloudscape's global styles embed Open Sans as base64 fonts (about 140 kB gzipped on the sign-in
 * page). The theme sets IBM Plex Sans Arabic, which covers Latin too, so those faces are never used.
 */
function dropOpenSans(): Plugin {
  return {
    name: 'fleet-drop-open-sans',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@cloudscape-design/global-styles/index.css')) return undefined;
      return { code: code.replace(/@font-face\s*\{[^}]*'Open Sans'[^}]*\}/g, ''), map: null };
    },
  };
}

/**
 * `virtual:brand-theme.css`: the brand theme (src/app/brand-theme.ts) as the stylesheet Cloudscape's
 * `applyTheme` would inject at run time, generated here with `generateThemeStylesheet`, plus the base
 * font on the body (text outside Cloudscape components). The sign-in page so loads neither the theming
 * runtime nor its token table.
 */
function brandThemeStylesheet(): Plugin {
  const id = 'virtual:brand-theme.css';
  const resolved = `\0${id}`;
  const source = join(import.meta.dirname, 'src', 'app', 'brand-theme.ts');
  return {
    name: 'fleet-brand-theme',
    resolveId: (request) => (request === id ? resolved : undefined),
    async load(loadId) {
      if (loadId !== resolved) return undefined;
      this.addWatchFile(source);
      const result = await build({
        stdin: {
          contents: [
            "import { generateThemeStylesheet } from '@cloudscape-design/components/theming';",
            "import { fontFamilyBase } from '@cloudscape-design/design-tokens';",
            `import { brandTheme } from ${JSON.stringify(source)};`,
            'export default `${generateThemeStylesheet({ theme: brandTheme })}\\nbody { font-family: ${fontFamilyBase}; }\\n`;',
          ].join('\n'),
          resolveDir: import.meta.dirname,
          loader: 'ts',
        },
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]?.text ?? '';
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as {
        default: string;
      };
      return module.default;
    },
  };
}

/**
 * The code a signed-in start needs, in a few chunks instead of ~90 files (about one per Cloudscape
 * component and its stylesheet): `frame` is what the signed-in frame (AppShell.tsx) adds to the entry
 * (the sign-in page), `landing` the landing page and `admin-dashboard` the Admin dashboard most users
 * land on (its charts also serve the other dashboards). Each group takes only modules neither the
 * entry nor an earlier group imports, so the sign-in page loads no more than before, and every module
 * page, being inside the frame, finds its shared parts loaded. A signed-in start fetched ~90 files in
 * ~400 ms before (six connections per host over HTTP/1.1, and scripts held back while stylesheets
 * load); now about 15 in ~50 ms.
 */
const signedInGroups: { chunk: string; roots: string[] }[] = [
  // limits.ts (the input lengths, 55 bytes) came with the landing's approval rules; since they dropped
  // their request schema (approval-requests.ts) it would be a one-file chunk of its own, one request more
  // for the pages after the landing (loading.test.ts counts them).
  { chunk: 'frame', roots: ['src/app/AppShell.tsx', '../shared/src/platform/limits.ts'] },
  { chunk: 'landing', roots: ['src/app/landing/LandingPage.tsx'] },
  { chunk: 'admin-dashboard', roots: ['src/modules/reports/dashboard/AdminDashboardPage.tsx'] },
];

function staticClosure(roots: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * `chunk` is the manualChunks function for the groups (computed on its first call of a build, when
 * Rollup's module graph is complete); the plugin forgets that result at the start of every build.
 */
function signedInChunks(): {
  chunk: (id: string, meta: Rollup.ManualChunkMeta) => string | undefined;
  plugin: Plugin;
} {
  let chunkOf: Map<string, string> | undefined;
  const chunk = (id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) => {
    if (!chunkOf) {
      const entries = [...getModuleIds()].filter((module) => getModuleInfo(module)?.isEntry);
      const taken = staticClosure(entries, getModuleInfo);
      chunkOf = new Map();
      for (const group of signedInGroups) {
        const roots = group.roots.map((root) => join(import.meta.dirname, root));
        for (const module of staticClosure(roots, getModuleInfo)) {
          if (taken.has(module)) continue;
          taken.add(module);
          chunkOf.set(module, group.chunk);
        }
      }
    }
    return chunkOf.get(id);
  };
  return { chunk, plugin: { name: 'fleet-signed-in-chunks', buildStart: () => void (chunkOf = undefined) } };
}

/**
 * `assets/signed-in-preload-<hash>.js`, loaded `async` by index.html (src/app/signed-in-preload.ts):
 * with a stored session it preloads the signed-in start's chunks (`frame`, `landing`, the
 * language's texts) and stylesheets while the entry downloads, instead of after the entry has run.
 */
function signedInPreload(): Plugin {
  let base = '/';
  let script: string | undefined;
  return {
    name: 'fleet-signed-in-preload',
    apply: 'build',
    // Before Vite's HTML plugin, whose generateBundle writes index.html (transformIndexHtml below).
    enforce: 'pre',
    configResolved: (config) => void (base = config.base),
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: Rollup.OutputChunk[], known: Set<string>) => {
        const found: Rollup.OutputChunk[] = [];
        const queue = [...roots];
        for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
          if (known.has(chunk.fileName)) continue;
          known.add(chunk.fileName);
          found.push(chunk);
          queue.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
        }
        return found;
      };
      const named = (...names: string[]) => chunks.filter((chunk) => names.includes(chunk.name));
      const files = (list: Rollup.OutputChunk[]) => ({
        js: list.map((chunk) => base + chunk.fileName),
        css: list.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => base + file)),
      });
      const loaded = new Set<string>();
      closure(
        chunks.filter((chunk) => chunk.isEntry),
        loaded,
      );
      const frame = closure(named('frame'), loaded);
      const landing = closure(named('landing'), loaded);
      if (!frame.length || !landing.length) this.error('signed-in preload: no frame or landing chunk');
      const texts: SignedInFiles['texts'] = {};
      for (const chunk of chunks) {
        const language = /^locales-(\w+)-(core|app)$/.exec(chunk.name)?.[1];
        if (language) (texts[language] ??= []).push(base + chunk.fileName);
      }
      // The faces the first paint uses: regular and bold Latin in both languages, the Arabic ones in
      // Arabic, and the Arabic bold in English too (the language toggle's label).
      const fonts: SignedInFiles['fonts'] = {};
      for (const file of Object.keys(bundle)) {
        const face = /ibm-plex-sans-arabic-(latin|arabic)-(400|700)-normal-[\w-]+\.woff2$/.exec(file);
        if (!face) continue;
        const languages = face[1] === 'latin' || face[2] === '700' ? ['en', 'ar'] : ['ar'];
        for (const language of languages) (fonts[language] ??= []).push(base + file);
      }
      const source = signedInPreloadScript(
        { frame: files(frame), landing: files(landing), texts, fonts },
        landingPath,
      );
      script = `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: script, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script
          ? [{ tag: 'script', attrs: { async: true, src: base + script }, injectTo: 'head-prepend' }]
          : [],
    },
  };
}

/**
 * The PDF engine (@react-pdf/renderer and the libraries only it uses: about 450 KiB gzipped) loads when
 * a document or report is first printed, never with a page. In two chunks fetched side by side instead
 * of one, so that no lazy chunk passes 300 KiB: react-pdf's own packages, and the font, layout and
 * compression libraries they use (which never import react-pdf: the two chunks import one way only,
 * as chunks that import each other could run a module before what it needs).
 */
const pdfLibraries = new Set([
  'fontkit',
  'brotli',
  'restructure',
  'unicode-properties',
  'unicode-trie',
  'tiny-inflate',
  'dfa',
  'clone',
  'yoga-layout',
  'hyphen',
  'linebreak',
  'bidi-js',
  'fflate',
  '@noble/ciphers',
  'jay-peg',
  'png-js',
  'color-string',
  'color-name',
  'simple-swizzle',
  'postcss-value-parser',
  'media-engine',
  'svg-arc-to-cubic-bezier',
  'normalize-svg-path',
  'parse-svg-path',
  'abs-svg-path',
]);

function pdfEngineChunk(id: string): string | undefined {
  const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (!name) return undefined;
  if (name.startsWith('@react-pdf/')) return 'pdf-engine';
  return pdfLibraries.has(name) ? 'pdf-libraries' : undefined;
}

const signedIn = signedInChunks();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [dropOpenSans(), brandThemeStylesheet(), signedIn.plugin, signedInPreload()],
  // Every JSON module (the locale files above all) as `JSON.parse('…')` instead of an object literal
  // with named exports (Vite's default; no code imports a JSON file's keys by name): a signed-in start
  // compiles its language's texts (about 200 kB) before the first render, and V8 reads a JSON string
  // several times faster than the same object literal. The landing's LCP, 11 pairs: 1.60x -> 1.28x.
  json: { stringify: true, namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they took a fifth of the build time; `npx vite build --sourcemap` for bundle analysis.
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      // Each language's locale files in two chunks (public pages, the rest): one request per group; the
      // signed-in start's code by group (signedInGroups). (Merging small chunks by size,
      // `experimentalMinChunkSize`, was tried first: shared modules landed in other pages' chunks and a
      // signed-in start downloaded those pages too.)
      output: {
        manualChunks: (id, meta) => localeChunk(id) ?? pdfEngineChunk(id) ?? signedIn.chunk(id, meta),
        // Only the modules named go to a group: Rollup would otherwise pull a group's other imports in,
        // the entry's (sign-in page's) among them.
        onlyExplicitManualChunks: true,
      },
      onwarn(warning, warn) {
        // Cloudscape and react-router mark modules "use client" (for React Server Components); meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
  esbuild: { jsx: 'automatic' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } } },
});
