/**
 * Issue 27: each module declares its pages in its own pages.ts and app/pages.ts only collects them.
 * A page's component lives in the folder of the module that declares it, no two pages share a route,
 * and the collected order keeps a screen's own pages ahead of pages other modules add to it.
 */
import { describe, expect, it } from 'vitest';
import { routePath } from './breadcrumbs.ts';
import type { ModulePage } from './module-page.ts';
import collectorSource from './pages.ts?raw';
import { collectPages, modulePages, pagesByModule } from './pages.ts';

const sources = import.meta.glob<string>('../modules/**/pages.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Every source file of the modules (loaders only; nothing is imported). */
const moduleFiles = new Set(Object.keys(import.meta.glob('../modules/**/*.{ts,tsx}')));

const lazyImports = (source: string) =>
  [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map(([, specifier]) => specifier!);

describe('unit: module pages', () => {
  it('collects the pages.ts of every module, each in its module folder', () => {
    const files = Object.keys(sources).sort();
    expect(Object.keys(pagesByModule).sort()).toEqual(files);
    for (const file of files) expect(file).toMatch(/^\.\.\/modules\/(stickers|[a-z-]+\/[a-z-]+)\/pages\.ts$/);
    expect(modulePages).toHaveLength(Object.values(pagesByModule).flat().length);
  });

  it('loads each page from the folder of the module that declares it', () => {
    for (const [file, source] of Object.entries(sources)) {
      const folder = file.slice(0, -'pages.ts'.length);
      const specifiers = lazyImports(source);
      // A file exporting several pages may have one loader that its pages share.
      expect(specifiers.length, file).toBeGreaterThan(0);
      expect(specifiers.length, file).toBeLessThanOrEqual(pagesByModule[file]!.length);
      for (const specifier of specifiers) {
        expect(specifier, file).toMatch(/^\.\/(?!.*\.\.\/)/);
        expect(moduleFiles.has(folder + specifier.slice(2)), `${file}: ${specifier}`).toBe(true);
      }
    }
    // The collector names no module: a new module's pages.ts is picked up without editing it.
    expect(lazyImports(collectorSource)).toEqual([]);
    expect(collectorSource).not.toMatch(/from '\.\.\/modules\//);
  });

  it('gives every page a route of its own', () => {
    const paths = modulePages.map((page) => routePath(page.path));
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("puts the modules in file order and a screen's own pages before pages another module adds", () => {
    const page = (path: string, screen: string, inNavigation: boolean) =>
      ({ path, screen, needs: 'any', inNavigation, titleKey: path }) as ModulePage;
    const collected = collectPages({
      '../modules/platform/rights/pages.ts': [
        page('/rightsList', 'S10', true),
        page('/rights', 'S10', false),
      ],
      '../modules/platform/approval-admin/pages.ts': [
        page('/limits', 'S10', false),
        page('/delegate', 'S13', false),
      ],
      '../modules/platform/account/pages.ts': [page('/password', 'S13', true)],
    });
    expect(collected.map((entry) => entry.path)).toEqual([
      '/password',
      '/rightsList',
      '/rights',
      '/limits',
      '/delegate',
    ]);
  });
});
