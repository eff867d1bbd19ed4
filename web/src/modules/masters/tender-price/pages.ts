/** Pages of masters/tender-price; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Master: tender prices (SGRM002), the suppliers' contracted prices of items.
  screenRoute('/Tenderpricemaster', 'SGRM002', () => import('./TenderPriceListPage.tsx')),
  formRoute(
    '/CreateTenderPrice',
    'SGRM002',
    'tenderPrice:form.title',
    () => import('./TenderPriceFormPage.tsx'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/CreateTenderPricelist', to: '/Tenderpricemaster' }];
