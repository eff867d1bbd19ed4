/** Pages of reports/cost-expenditure; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 15, cost and expenditure reports.
  screenRoute('/costExpenditure', 'SGRR032', () => import('./CostExpenditurePage.tsx')),
  screenRoute('/labourCostSummary', 'SGRR033', () => import('./LabourCostSummaryPage.tsx')),
  screenRoute(
    '/moiprojectmonthlyfinancialreport',
    'SGRR030',
    () => import('./MonthlyFinancialReportPage.tsx'),
  ),
];
