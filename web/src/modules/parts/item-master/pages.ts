/** Pages of parts/item-master; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: item master open requests and the item master (SGRM009).
  {
    path: '/itemmasteropenrequestlist',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM009',
    component: lazyComponent(() => import('./ItemOpenRequestListPage.tsx')),
  },
  {
    path: '/itemmasteropenrequest',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemMaster:request.title',
    component: lazyComponent(() =>
      import('./forms.tsx').then((module) => ({
        default: module.OpenRequestForm,
      })),
    ),
  },
  {
    path: '/itemmaster',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemMaster:item.title',
    component: lazyComponent(() => import('./forms.tsx').then((module) => ({ default: module.ItemForm }))),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/itemmasterlist', to: '/itemmasteropenrequestlist' }];
