/** Pages of reports/store-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Reports: the store reports (SGRR011, SGRR018-021).
  screenRoute(
    '/currentStockReport',
    'SGRR020',
    pageOf(() => import('./StoreReportPage.tsx'), 'CurrentStockReport'),
  ),
  screenRoute(
    '/stockQueryReport',
    'SGRR019',
    pageOf(() => import('./StoreReportPage.tsx'), 'StockQueryReport'),
  ),
  screenRoute(
    '/storeDocumentsReport',
    'SGRR021',
    pageOf(() => import('./StoreReportPage.tsx'), 'StoreDocumentsReport'),
  ),
  screenRoute(
    '/dailyTransactionReport',
    'SGRR018',
    pageOf(() => import('./StoreReportPage.tsx'), 'DailyTransactionReport'),
  ),
  screenRoute(
    '/sparePartsOilConsumption',
    'SGRR011',
    pageOf(() => import('./StoreReportPage.tsx'), 'SparePartsConsumptionReport'),
  ),
];
