/** Pages of reports/cost-expenditure; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 15, cost and expenditure reports.
  screenRoute(
    '/costExpenditure',
    'SGRR032',
    pageOf(() => import('./CostExpenditurePage.tsx'), 'CostExpenditurePage'),
  ),
  screenRoute(
    '/labourCostSummary',
    'SGRR033',
    pageOf(() => import('./LabourCostSummaryPage.tsx'), 'LabourCostSummaryPage'),
  ),
  screenRoute(
    '/moiprojectmonthlyfinancialreport',
    'SGRR030',
    pageOf(() => import('./MonthlyFinancialReportPage.tsx'), 'MonthlyFinancialReportPage'),
  ),
];
