/** Pages of reports/store-reports; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Reports: the store reports (SGRR011, SGRR018-021).
  {
    path: '/currentStockReport',
    screen: 'SGRR020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR020',
    component: lazyComponent(() =>
      import('./StoreReportPage.tsx').then((m) => ({
        default: m.CurrentStockReport,
      })),
    ),
  },
  {
    path: '/stockQueryReport',
    screen: 'SGRR019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR019',
    component: lazyComponent(() =>
      import('./StoreReportPage.tsx').then((m) => ({
        default: m.StockQueryReport,
      })),
    ),
  },
  {
    path: '/storeDocumentsReport',
    screen: 'SGRR021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR021',
    component: lazyComponent(() =>
      import('./StoreReportPage.tsx').then((m) => ({
        default: m.StoreDocumentsReport,
      })),
    ),
  },
  {
    path: '/dailyTransactionReport',
    screen: 'SGRR018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR018',
    component: lazyComponent(() =>
      import('./StoreReportPage.tsx').then((m) => ({
        default: m.DailyTransactionReport,
      })),
    ),
  },
  {
    path: '/sparePartsOilConsumption',
    screen: 'SGRR011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR011',
    component: lazyComponent(() =>
      import('./StoreReportPage.tsx').then((m) => ({
        default: m.SparePartsConsumptionReport,
      })),
    ),
  },
];
