/** Pages of masters/tender-price; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: tender prices (SGRM002), the suppliers' contracted prices of items.
  {
    path: '/Tenderpricemaster',
    screen: 'SGRM002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM002',
    component: lazyComponent(() => import('./TenderPriceListPage.tsx')),
  },
  {
    path: '/CreateTenderPrice',
    screen: 'SGRM002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'tenderPrice:form.title',
    component: lazyComponent(() => import('./TenderPriceFormPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/CreateTenderPricelist', to: '/Tenderpricemaster' }];
