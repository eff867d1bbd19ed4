/**
 * Module pages of the SPA: each list screen of spec 000 section 2 that exists in the product, with the
 * screen code its rights live under. The navigation shows a screen only when it is listed here (no
 * placeholder pages) and the router mounts these as lazy routes behind the rights guard.
 *
 * Each module declares its pages in its own `pages.ts`, beside its code; they are collected here by a
 * glob, so a new module adds its pages without editing a central list (a page's component stays in its
 * module's folder: pages.test.ts).
 */
import type { ModulePage, RouteAlias } from './module-page.ts';

export type { ModulePage, RouteAlias } from './module-page.ts';

/** What a module's pages.ts exports: its pages and, where the spec names other routes for them, aliases. */
interface PagesModule {
  pages: ModulePage[];
  aliases?: RouteAlias[];
}

// The whole module, not `import: 'aliases'`: the build refuses a named import a module does not export.
const pagesModules = import.meta.glob<PagesModule>('../modules/**/pages.ts', { eager: true });

/** Each module's pages by file (`../modules/<domain>/<module>/pages.ts`), in that file's order. */
export const pagesByModule: Readonly<Record<string, readonly ModulePage[]>> = Object.fromEntries(
  Object.entries(pagesModules).map(([file, module]) => [file, module.pages]),
);

/**
 * Every page, modules in file-path order (sorted here, not left to the bundler). Several lookups take
 * the first match of a screen (the navigation its first listed page, a notification its first form),
 * so a page a module adds to another module's screen (the approval limits on the role rights' SGRM010)
 * comes after that screen's own pages, whatever the two modules are called.
 */
export function collectPages(byModule: Readonly<Record<string, readonly ModulePage[]>>): ModulePage[] {
  const modules = Object.keys(byModule).sort();
  const listModule = new Map<string, string>();
  for (const module of modules)
    for (const page of byModule[module] ?? [])
      if (page.inNavigation && !listModule.has(page.screen)) listModule.set(page.screen, module);
  const own: ModulePage[] = [];
  const added: ModulePage[] = [];
  for (const module of modules)
    for (const page of byModule[module] ?? [])
      ((listModule.get(page.screen) ?? module) === module ? own : added).push(page);
  return [...own, ...added];
}

export const modulePages: ModulePage[] = collectPages(pagesByModule);

/** Every spec route another page answers (the `aliases` of the pages.ts files), modules in file-path order. */
export const moduleAliases: RouteAlias[] = Object.keys(pagesModules)
  .sort()
  .flatMap((module) => pagesModules[module]?.aliases ?? []);
