/**
 * Movement report (`/movementreport`, SGRR010): the moves into each status in the window
 * (`Reports/getMovementGraph`, the same figures as `DashBoard/getMovementReport`), read from the
 * projections' transitions, in total or per day or month, with the movement graph above the table
 * (redrawn when the projections push a change of the transitions).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { MovementRow } from '@fleet/shared/reports/reports';
import { ChartPanel } from '../../../kit/charts/index.ts';
import { useQuery } from '../../../kit/index.ts';
import { useProjectionsChanged } from '../../../kit/live/index.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi, type ReportQuery } from './api.ts';
import { movementChart } from './movementChart.ts';
import { col, generalReport, scopeFields, statusColumn, useReportChoices, wordedField } from './shared.tsx';

function MovementGraph({ query }: { query: ReportQuery }) {
  const { t, i18n } = useTranslation();
  const key = JSON.stringify(query);
  const answer = useQuery(`movementGraph:${key}`, (signal) => reportsApi.movementGraph(query, signal));
  // A status event moved a job order: the graph reads the new transitions (the table on Refresh).
  useProjectionsChanged(['transitions'], answer.reload);
  const chart = movementChart(answer.data?.items ?? [], i18n.language === 'ar', t('reports:chart.moves'));
  return (
    <ChartPanel
      title={t('reports:chart.title')}
      kind={chart.kind}
      categories={chart.categories}
      series={chart.series}
      categoryTitle={t(chart.bucketed ? 'reports:columns.bucket' : 'reports:columns.statusName')}
      valueTitle={t('reports:chart.moves')}
      loading={answer.loading}
      error={answer.error}
      onRetry={answer.reload}
      testId="movement-graph"
    />
  );
}

export default function MovementReport() {
  const { t } = useTranslation();
  const choices = useReportChoices();
  const config = generalReport<MovementRow>({
    name: 'movement',
    screen: screenCodes.movementReport,
    fileStem: 'MovementReport',
    fields: [...scopeFields(t, choices), wordedField(t, 'by', ['total', 'month', 'day'])],
    read: reportsApi.movementGraph,
    whole: true,
    columns: (columnT, arabic) => [
      col<MovementRow>(columnT, 'bucket'),
      col<MovementRow>(columnT, 'status'),
      statusColumn<MovementRow>(columnT, arabic, 'statusName'),
      col<MovementRow>(columnT, 'count', { total: true }),
    ],
    trackBy: (row) => `${row.bucket}#${row.status}`,
  });
  return <ReportPage config={config}>{(query) => <MovementGraph query={query} />}</ReportPage>;
}
