/**
 * Breadcrumbs from the route: Home, then the list screen a form belongs to, then the page itself.
 * Titles are i18n keys; the shell translates them.
 */
import { guidePath, helpPath, landingPath } from './paths.ts';
import type { ModulePage } from './pages.ts';

export interface Crumb {
  titleKey: string;
  href: string;
}

/** Route path of a page (the spec's links may carry a query, e.g. `/messages?tab=inbox`). */
export function routePath(path: string): string {
  return path.split('?')[0] ?? path;
}

const fixedPages: Record<string, string> = {
  [helpPath]: 'nav:helpfile',
  [guidePath]: 'nav:guide',
  '/404': 'shell:notFound.title',
};

export function breadcrumbTrail(
  pathname: string,
  pages: readonly Pick<ModulePage, 'path' | 'screen' | 'inNavigation' | 'titleKey'>[],
): Crumb[] {
  const home: Crumb = { titleKey: 'nav:home', href: landingPath };
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === landingPath) return [home];
  const fixed = fixedPages[path];
  if (fixed) return [home, { titleKey: fixed, href: path }];
  const page = pages.find((candidate) => routePath(candidate.path) === path);
  if (!page) return [home];
  const trail = [home];
  if (!page.inNavigation) {
    const list = pages.find((candidate) => candidate.inNavigation && candidate.screen === page.screen);
    if (list) trail.push({ titleKey: list.titleKey, href: list.path });
  }
  trail.push({ titleKey: page.titleKey, href: path });
  return trail;
}
