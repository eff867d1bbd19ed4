/** Pages of reports/cost-expenditure; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 15, cost and expenditure reports.
  {
    path: '/costExpenditure',
    screen: 'SGRR032',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR032',
    component: lazyComponent(() =>
      import('./CostExpenditurePage.tsx').then((module) => ({
        default: module.CostExpenditurePage,
      })),
    ),
  },
  {
    path: '/labourCostSummary',
    screen: 'SGRR033',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR033',
    component: lazyComponent(() =>
      import('./LabourCostSummaryPage.tsx').then((module) => ({
        default: module.LabourCostSummaryPage,
      })),
    ),
  },
  {
    path: '/moiprojectmonthlyfinancialreport',
    screen: 'SGRR030',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR030',
    component: lazyComponent(() =>
      import('./MonthlyFinancialReportPage.tsx').then((module) => ({
        default: module.MonthlyFinancialReportPage,
      })),
    ),
  },
];
