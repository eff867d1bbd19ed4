/** Pages of reports/store-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

const storeReportPage = () => import('./StoreReportPage.tsx');

export const pages: ModulePage[] = [
  // Reports: the store reports (SGRR011, SGRR018-021).
  screenRoute('/currentStockReport', 'SGRR020', pageOf(storeReportPage, 'CurrentStockReport')),
  screenRoute('/stockQueryReport', 'SGRR019', pageOf(storeReportPage, 'StockQueryReport')),
  screenRoute('/storeDocumentsReport', 'SGRR021', pageOf(storeReportPage, 'StoreDocumentsReport')),
  screenRoute('/dailyTransactionReport', 'SGRR018', pageOf(storeReportPage, 'DailyTransactionReport')),
  screenRoute('/sparePartsOilConsumption', 'SGRR011', pageOf(storeReportPage, 'SparePartsConsumptionReport')),
];
