/**
 * History of repair jobs (`/historyofrepairjobs`, SGRR006): a plate's job orders (or the window's),
 * within the signed-in user's garages, with the spare parts issued to each and their KWD value
 * (`Reports/getDetailedRepairHistory`). A row opens the job order's timeline. Below, the most used
 * repairs of the window (`Reports/getSubRepairSummary`, page 1 of 50 rows) with the graph of the top 10
 * (`Reports/getSubRepairGraph`), both from the projections.
 */
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { SubRepairSummaryRow } from '@fleet/shared/reports/reports';
import { ChartPanel } from '../../../kit/charts/index.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { useQuery } from '../../../kit/index.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi, type ReportQuery } from './api.ts';
import { repairHistoryRows, type RepairHistoryRow } from './repairHistory.ts';
import {
  col,
  generalReport,
  scopeFields,
  selectField,
  statusColumn,
  textField,
  useReportPage,
  windowField,
} from './shared.tsx';

export default function RepairHistoryReport() {
  const { t, choices, timeline } = useReportPage();
  const config = generalReport<RepairHistoryRow>({
    name: 'repairHistory',
    screen: screenCodes.historyOfRepairJobs,
    fileStem: 'RepairHistory',
    fields: [windowField(t), textField(t, 'vehicleno'), selectField(t, 'garageid', choices.garages)],
    read: async (query, signal) => repairHistoryRows(await reportsApi.repairHistory(query, signal)),
    columns: (columnT, arabic) => [
      col<RepairHistoryRow>(columnT, 'jobordno', { minWidth: 150 }),
      col<RepairHistoryRow>(columnT, 'joborddat'),
      col<RepairHistoryRow>(columnT, 'vehicleno'),
      col<RepairHistoryRow>(columnT, 'vehmaknam'),
      col<RepairHistoryRow>(columnT, 'garagnam', { minWidth: 140 }),
      statusColumn<RepairHistoryRow>(columnT, arabic),
      col<RepairHistoryRow>(columnT, 'parts', { total: true }),
      col<RepairHistoryRow>(columnT, 'partsValue', { amount: true, total: true }),
    ],
    trackBy: (row) => row.jobordno,
    actions: { view: timeline },
  });
  const repairs = generalReport<SubRepairSummaryRow>({
    name: 'subRepairSummary',
    screen: screenCodes.historyOfRepairJobs,
    fileStem: 'RepairSummary',
    fields: scopeFields(t, choices),
    read: reportsApi.subRepairSummary,
    columns: (columnT, arabic) => [
      col<SubRepairSummaryRow>(columnT, 'wrkshpid'),
      col<SubRepairSummaryRow>(columnT, 'mainrepid'),
      col<SubRepairSummaryRow>(columnT, 'subrepid'),
      col(columnT, 'subrepnam', {
        value: (row) => (arabic ? row.subrepnamar : row.subrepnam),
        minWidth: 180,
      }),
      col<SubRepairSummaryRow>(columnT, 'count', { total: true }),
    ],
    trackBy: (row) => `${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`,
    id: 'report-RepairSummary',
  });
  return (
    <SpaceBetween size="xxl">
      <ReportPage config={config} />
      <ReportPage config={repairs}>{(query) => <RepairGraph query={query} />}</ReportPage>
    </SpaceBetween>
  );
}

function RepairGraph({ query }: { query: ReportQuery }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const answer = useQuery(`subRepairGraph:${JSON.stringify(query)}`, (signal) =>
    reportsApi.subRepairGraph(query, signal),
  );
  const rows = answer.data?.items ?? [];
  return (
    <ChartPanel
      title={t('reports:chart.repairs')}
      kind="bar"
      horizontalBars
      {...countChart(
        rows,
        (row) => ({
          key: `${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`,
          label: arabic ? row.subrepnamar : row.subrepnam,
        }),
        t('reports:columns.count'),
      )}
      categoryTitle={t('reports:columns.subrepnam')}
      loading={answer.loading}
      error={answer.error}
      onRetry={answer.reload}
      testId="repair-graph"
    />
  );
}
