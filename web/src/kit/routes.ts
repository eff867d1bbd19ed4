/**
 * The two kinds of module page (app/module-page.ts) a module's pages.ts declares: a screen in the
 * navigation, titled by its screen's name and open to any right on the screen (spec section 6), and a
 * page reached from it (a form), which checks the right of its mode (ADD, EDIT, VIEW) itself unless its
 * route asks for one. Both load their code lazily (kit/lazy.ts).
 */
import type { ComponentType } from 'react';
import type { ModulePage } from '../app/module-page.ts';
import { lazyComponent } from './lazy.ts';

/** Loads a page's code: its file's default export (`() => import('./ListPage.tsx')`), or `pageOf`. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A screen in the navigation, e.g. a list: `screenRoute('/userMasterlist', 'SGRM011', load)`. */
export const screenRoute = (path: string, screen: string, load: PageLoader): ModulePage => ({
  path,
  screen,
  needs: 'any',
  inNavigation: true,
  titleKey: `nav:screens.${screen}`,
  component: lazyComponent(load),
});

/** A page reached from its screen (a form), titled by `titleKey`; `needs` a right only where the route asks. */
export const formRoute = (
  path: string,
  screen: string,
  titleKey: string,
  load: PageLoader,
  needs: ModulePage['needs'] = 'any',
): ModulePage => ({ path, screen, needs, inNavigation: false, titleKey, component: lazyComponent(load) });

/** One of the pages a file exports, by name: `pageOf(() => import('./RepairPages.tsx'), 'RepairListPage')`. */
export const pageOf =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): PageLoader =>
  () =>
    load().then((module) => ({ default: module[name] }));

/** The names of the pages a file exports. */
type PageNames<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;

/**
 * The pages one file exports for one screen, by name: its `list` (a screen route) and the `form`s reached
 * from it (form routes), e.g. `const repair = screenPagesOf(() => import('./RepairPages.tsx'), 'SGRG007')`
 * then `repair.list('/repairjobcompletionlist', 'RepairListPage')`.
 */
export const screenPagesOf = <M extends object>(load: () => Promise<M>, screen: string) => {
  const page = (name: PageNames<M>): PageLoader =>
    pageOf(load as () => Promise<Record<string, ComponentType>>, name);
  return {
    list: (path: string, name: PageNames<M>) => screenRoute(path, screen, page(name)),
    form: (path: string, titleKey: string, name: PageNames<M>, needs?: ModulePage['needs']) =>
      formRoute(path, screen, titleKey, page(name), needs),
  };
};
