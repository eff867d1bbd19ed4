/** Pages of garage/scrap-spares; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, scrap spares.
  {
    path: '/scrapSpareslist',
    screen: 'SGRG017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG017',
    component: lazyComponent(() =>
      import('./ScrapSparesPages.tsx').then((module) => ({
        default: module.ScrapListPage,
      })),
    ),
  },
  {
    path: '/scrapSpares',
    screen: 'SGRG017',
    needs: 'any',
    inNavigation: false,
    titleKey: 'scrapSpares:formTitle',
    component: lazyComponent(() =>
      import('./ScrapSparesPages.tsx').then((module) => ({
        default: module.ScrapFormPage,
      })),
    ),
  },
];
