/**
 * Labour cost summary (`/labourCostSummary`, screen SGRR033; spec 001 sections 3, 7, 8, 9): summary
 * cards (cost, hours, job orders, average per job, workshops, garages), the workshop and garage
 * breakdowns, the monthly trend and the top workshops, from `getLaborCostSummary`.
 *
 * When the labour cost source has nothing for the filters, or fails, the screen shows the spec's
 * demonstration data (about 125000 KWD, 8500 hours, 342 job orders, after 500 ms), with a banner that
 * says so in the user's language; a failure also shows 'Failed to fetch labour cost summary'.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { LabourBreakdownRow, LabourCostSummary } from '@fleet/shared/reports/cost-expenditure';
import {
  ChartPanel,
  DashboardTable,
  StatCards,
  formatChartValue,
  tableColumns,
} from '../../../kit/charts/index.ts';
import { useErrorText, useGarageOptions, useQuery, useScreenRights } from '../../../kit/index.ts';
import { listOpens } from '../../../kit/list/listPage.ts';
import { costApi } from './api.ts';
import { CostFilters, RetryAlert } from './CostFilters.tsx';
import { demonstrationDelayMs, demonstrationLabourSummary, labourIsEmpty, yearWindow } from './costModel.ts';

const column = tableColumns('costExpenditure:labour');

type Shown = { summary: LabourCostSummary; failure?: unknown };

export default function LabourCostSummaryPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rights = useScreenRights(screenCodes.labourCostSummary);
  const garages = useGarageOptions().options;
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [garage, setGarage] = useState('');
  const window = yearWindow(year);
  const answer = useQuery(`labour:${year}:${garage}`, (signal) =>
    costApi.labourSummary({ ...window, ...(garage ? { garage } : {}) }, signal),
  );
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    if (answer.loading) return undefined;
    if (answer.data && !labourIsEmpty(answer.data)) {
      setShown({ summary: answer.data });
      return undefined;
    }
    // Nothing (or a failure): the spec's demonstration data, after its delay, clearly labelled.
    const timer = setTimeout(
      () => setShown({ summary: demonstrationLabourSummary(year), failure: answer.error }),
      demonstrationDelayMs,
    );
    return () => clearTimeout(timer);
  }, [answer.loading, answer.data, answer.error, year]);

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const summary = shown?.summary;
  const demonstration = Boolean(summary?.demonstration);
  const nameOf = (kind: 'workshops' | 'garages', row: LabourBreakdownRow) =>
    demonstration
      ? t(`costExpenditure:demo.${kind}.${row.id}`)
      : kind === 'garages'
        ? (garages.find((option) => option.value === row.id)?.label ?? row.name)
        : row.name;
  const breakdownTable = (kind: 'workshops' | 'garages', rows: LabourBreakdownRow[], testId: string) => (
    <DashboardTable<LabourBreakdownRow>
      testId={testId}
      title={t(`costExpenditure:labour.${kind}`)}
      panel={{ data: summary && rows, loading: !summary }}
      trackBy="id"
      loadingText={t('costExpenditure:loading')}
      emptyText={t('costExpenditure:labour.empty')}
      columns={[
        column(t, 'name', (row) => nameOf(kind, row), `${kind}Name`),
        column(t, 'labourCost', (row) => formatChartValue(row.labourCost, 'kwd'), 'cost'),
        column(t, 'labourHours', (row) => row.labourHours.toFixed(2), 'hours'),
        column(t, 'jobOrders', (row) => row.jobOrders),
      ]}
    />
  );

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t('costExpenditure:labour.description')}
        info={demonstration ? <Badge color="red">{t('costExpenditure:demo.badge')}</Badge> : undefined}
      >
        {t('nav:screens.SGRR033')}
      </Header>
      <CostFilters
        yearTestId="labour-year"
        year={{ value: year, onChange: setYear }}
        garage={{ value: garage, onChange: setGarage }}
        garages={garages}
      />
      {shown?.failure ? (
        <RetryAlert header={t('errors:costLabourSummaryFailed')} onRetry={answer.reload}>
          {errorText(shown.failure)}
        </RetryAlert>
      ) : null}
      {demonstration && (
        <Alert type="warning" header={t('costExpenditure:demo.title')} data-testid="labour-demonstration">
          {t('costExpenditure:demo.body')}
        </Alert>
      )}
      <StatCards
        testId="labour-summary"
        loading={!summary}
        items={
          summary
            ? (
                [
                  ['cost', 'totalCost', summary.totalLabourCost, 'kwd'],
                  ['hours', 'totalHours', summary.totalLabourHours],
                  ['jobs', 'totalJobOrders', summary.totalJobOrders],
                  ['average', 'averagePerJob', summary.averageLabourCostPerJob, 'kwd'],
                  ['workshops', 'totalWorkshops', summary.totalWorkshops],
                  ['garages', 'totalGarages', summary.totalGarages],
                ] as const
              ).map(([key, label, value, kind]) => ({
                key,
                label: t(`costExpenditure:labour.${label}`),
                value,
                kind,
              }))
            : []
        }
        columns={3}
      />
      <ColumnLayout columns={2}>
        <ChartPanel
          testId="labour-trend"
          title={t('costExpenditure:labour.monthlyTrend')}
          kind="mixed"
          loading={!summary}
          categories={(summary?.monthlyTrend ?? []).map((row) => ({ key: row.month, label: row.month }))}
          series={[
            {
              id: 'cost',
              title: t('costExpenditure:labour.cost'),
              type: 'bar',
              kind: 'kwd',
              values: (summary?.monthlyTrend ?? []).map((row) => row.labourCost),
            },
            {
              id: 'jobs',
              title: t('costExpenditure:labour.jobOrders'),
              type: 'line',
              values: (summary?.monthlyTrend ?? []).map((row) => row.jobOrders),
            },
          ]}
          categoryTitle={t('costExpenditure:charts.month')}
        />
        <ChartPanel
          testId="labour-top-workshops"
          title={t('costExpenditure:labour.topWorkshops')}
          kind="bar"
          horizontalBars
          loading={!summary}
          categories={(summary?.topWorkshops ?? []).map((row) => ({
            key: row.id,
            label: nameOf('workshops', row),
          }))}
          series={[
            {
              id: 'cost',
              title: t('costExpenditure:labour.cost'),
              kind: 'kwd',
              values: (summary?.topWorkshops ?? []).map((row) => row.labourCost),
            },
          ]}
          categoryTitle={t('costExpenditure:labour.workshopsName')}
        />
      </ColumnLayout>
      <ColumnLayout columns={2}>
        {breakdownTable('workshops', summary?.workshopBreakdown ?? [], 'labour-workshops')}
        {breakdownTable('garages', summary?.garageBreakdown ?? [], 'labour-garages')}
      </ColumnLayout>
    </SpaceBetween>
  );
}
