/**
 * Cost expenditure (`/costExpenditure`, screen SGRR032; spec 001 sections 3, 7, 8, 9): the budget card
 * with its utilization, the budget with its history, the year's expenditures (recent first, add, edit,
 * delete after confirmation), the monthly trend and the split by category, the sync from the product's
 * own money (default sources 3in1, labour, store items, maintenance) and the export (Excel or CSV).
 * A failed read shows the spec's fallback ('Failed to fetch cost expenditure data', ...) with retry.
 * Figures refresh when the money projection changes (a live push naming 'amounts').
 */
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import { kuwaitDay } from '@fleet/shared/platform/delegation';
import {
  expenditureCategories,
  recentTransactionsCap,
  type Expenditure,
} from '@fleet/shared/reports/cost-expenditure';
import { ChartPanel, StatCards, formatChartValue, tableColumns } from '../../../kit/charts/index.ts';
import { reportDate } from '../../../kit/report/index.ts';
import {
  DeleteConfirm,
  can,
  saveBlob,
  useErrorText,
  useGarageOptions,
  useQuery,
  useScreenRights,
  useSend,
  useToasts,
} from '../../../kit/index.ts';
import { listOpens } from '../../../kit/list/listPage.ts';
import { useProjectionsChanged } from '../../../kit/live/index.ts';
import { usePersonNames } from '../../../kit/personNames.ts';
import { costApi } from './api.ts';
import { BudgetModal, ExpenditureModal, SyncModal } from './CostModals.tsx';
import { CostFilters, RetryAlert } from './CostFilters.tsx';
import { expenditureTexts, trendSeries, yearWindow } from './costModel.ts';

const column = tableColumns('costExpenditure:columns');

export default function CostExpenditurePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toasts = useToasts();
  const rights = useScreenRights(screenCodes.costExpenditure);
  const garages = useGarageOptions().options;
  const today = kuwaitDay(new Date());
  const [year, setYear] = useState(today.slice(0, 4));
  const [category, setCategory] = useState('');
  const [garage, setGarage] = useState('');
  const [limit, setLimit] = useState(recentTransactionsCap);
  const [round, setRound] = useState(0);
  // The dialog open: the budget, a new expenditure, the sync, or the expenditure edited.
  const [dialog, setDialog] = useState<'budget' | 'add' | 'sync' | Expenditure>();
  const [deleting, setDeleting] = useState<Expenditure>();
  const removing = useSend();
  const exporting = useSend();
  const window = yearWindow(year);
  const query = { ...window, ...(category ? { category } : {}), ...(garage ? { garage } : {}) };
  const key = `${JSON.stringify(query)}#${limit}#${round}`;
  const main = useQuery(`cost:${key}`, (signal) => costApi.costExpenditure({ ...query, limit }, signal));
  const trends = useQuery(`trends:${key}`, (signal) =>
    costApi.trends({ year, ...(category ? { category } : {}), ...(garage ? { garage } : {}) }, signal),
  );
  const history = useQuery(dialog === 'budget' ? `history:${round}` : null, (signal) =>
    costApi.budgetHistory(signal),
  );
  const reload = () => setRound((value) => value + 1);
  useProjectionsChanged(['amounts'], reload);
  const categoryLabel = (value: string) => t(`costExpenditure:categories.${value}`, { defaultValue: value });
  const garageName = useMemo(() => new Map(garages.map((option) => [option.value, option.label])), [garages]);
  // Who entered an expenditure, by the employee's name in the reader's language (rows keep the code).
  const person = usePersonNames((main.data?.expenditures ?? []).map((row) => row.createdBy));

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const written = (result: unknown) => {
    toasts.written(result);
    setDialog(undefined);
    reload();
  };
  // A refused delete says so before the server's reason ('Failed to delete expenditure: ...').
  const deleteFailed = (error: unknown) => {
    throw new Error(`${t('errors:costDeleteFailed')}: ${errorText(error)}`);
  };
  const remove = async () => {
    if (!deleting) return;
    await removing.send(
      () => costApi.deleteExpenditure(deleting.id).catch(deleteFailed),
      () => {
        setDeleting(undefined);
        reload();
      },
    );
  };
  const exportAs = (format: 'xlsx' | 'csv') =>
    exporting.send(async () =>
      saveBlob(await costApi.exportData({ ...query, format }), `cost_expenditure_${year}.${format}`),
    );

  const data = main.data;
  const points = trends.data ?? [];
  const shownCategories = category ? [category] : [...expenditureCategories];
  const categoryChoices = [
    { value: '', label: t('costExpenditure:filters.allCategories') },
    ...expenditureCategories.map((value) => ({ value, label: categoryLabel(value) })),
  ];

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t('costExpenditure:description')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button data-testid="cost-budget" onClick={() => setDialog('budget')}>
              {t('costExpenditure:actions.budget')}
            </Button>
            <Button data-testid="cost-sync" disabled={!can(rights, 'adds')} onClick={() => setDialog('sync')}>
              {t('costExpenditure:actions.sync')}
            </Button>
            <ButtonDropdown
              data-testid="cost-export"
              items={[
                { id: 'xlsx', text: t('costExpenditure:actions.exportXlsx') },
                { id: 'csv', text: t('costExpenditure:actions.exportCsv') },
              ]}
              onItemClick={({ detail }) => void exportAs(detail.id === 'csv' ? 'csv' : 'xlsx')}
            >
              {t('costExpenditure:actions.export')}
            </ButtonDropdown>
            <Button
              variant="primary"
              data-testid="cost-add"
              disabled={!can(rights, 'adds')}
              onClick={() => setDialog('add')}
            >
              {t('costExpenditure:actions.add')}
            </Button>
          </SpaceBetween>
        }
      >
        {t('nav:screens.SGRR032')}
      </Header>

      <CostFilters
        yearTestId="cost-year"
        year={{ value: year, onChange: setYear }}
        category={{ value: category, onChange: setCategory, options: categoryChoices }}
        garage={{ value: garage, onChange: setGarage }}
        garages={garages}
      />

      {main.error ? (
        <RetryAlert header={t('errors:costFetchFailed')} onRetry={reload} testId="cost-error">
          {errorText(main.error)}
        </RetryAlert>
      ) : null}

      <StatCards
        testId="cost-budget-card"
        title={t('costExpenditure:budget.title')}
        loading={main.loading}
        items={(
          [
            ['budget', t('costExpenditure:budget.amount'), data?.budget.budgetAmount],
            ['spent', t('costExpenditure:budget.spent'), data?.totalExpenditure],
            ['remaining', t('costExpenditure:budget.remaining'), data?.remaining],
            ['window', t('costExpenditure:budget.windowTotal', { year }), data?.windowTotal],
          ] as const
        ).map(([key, label, value]) => ({ key, label, value: value ?? 0, kind: 'kwd' }))}
      />
      {data && (
        <Container>
          <ProgressBar
            data-testid="cost-utilization"
            value={Math.min(100, data.utilization)}
            label={t('costExpenditure:budget.utilization')}
            description={t('costExpenditure:budget.since', { date: reportDate(data.budget.effectiveDate) })}
            additionalInfo={`${data.utilization.toFixed(2)}%`}
            status={data.utilization > 100 ? 'error' : 'in-progress'}
          />
        </Container>
      )}

      <ColumnLayout columns={2}>
        <ChartPanel
          testId="cost-trend-chart"
          title={t('costExpenditure:charts.trend', { year })}
          kind="bar"
          stackedBars
          loading={trends.loading}
          error={trends.error ? new Error(t('errors:costTrendsFailed')) : undefined}
          onRetry={reload}
          categories={points.map((point) => ({ key: point.period, label: point.period }))}
          series={trendSeries(points, shownCategories).map((entry) => ({
            ...entry,
            title: categoryLabel(entry.id),
            kind: 'kwd' as const,
          }))}
          categoryTitle={t('costExpenditure:charts.month')}
          valueTitle={t('costExpenditure:charts.amount')}
        />
        <ChartPanel
          testId="cost-category-chart"
          title={t('costExpenditure:charts.byCategory', { year })}
          kind="pie"
          loading={main.loading}
          error={main.error ? new Error(t('errors:costFetchFailed')) : undefined}
          onRetry={reload}
          categories={(data?.byCategory ?? []).map((row) => ({
            key: row.category,
            label: categoryLabel(row.category),
          }))}
          series={[
            {
              id: 'amount',
              title: t('costExpenditure:charts.amount'),
              values: (data?.byCategory ?? []).map((row) => row.amount),
              kind: 'kwd',
            },
          ]}
          categoryTitle={t('costExpenditure:columns.category')}
        />
      </ColumnLayout>

      <Table<Expenditure>
        data-testid="cost-expenditures"
        header={
          <Header
            counter={data ? `(${data.expenditures.length})` : undefined}
            description={t('costExpenditure:expenditure.recentHint', { count: limit })}
          >
            {t('costExpenditure:expenditure.title')}
          </Header>
        }
        loading={main.loading && !data}
        loadingText={t('costExpenditure:loading')}
        items={data?.expenditures ?? []}
        trackBy="id"
        wrapLines
        empty={<Box textAlign="center">{t('costExpenditure:expenditure.empty')}</Box>}
        columnDefinitions={[
          column(t, 'date', (row) => reportDate(row.date)),
          column(t, 'category', (row) => categoryLabel(row.category)),
          column(t, 'description', (row) => expenditureTexts(row, t, person).description),
          column(t, 'reference', (row) => expenditureTexts(row, t, person).reference),
          column(t, 'garage', (row) => (row.garage ? (garageName.get(row.garage) ?? row.garage) : '')),
          column(t, 'jobOrderNumber', (row) => row.jobOrderNumber),
          column(t, 'source', (row) => t(`costExpenditure:sources.${row.source}`)),
          column(t, 'createdBy', (row) => expenditureTexts(row, t, person).createdBy),
          column(t, 'amount', (row) => <Box textAlign="right">{formatChartValue(row.amount, 'kwd')}</Box>),
          column(t, 'actions', (row) => (
            <SpaceBetween direction="horizontal" size="xxs">
              <Button
                variant="inline-link"
                disabled={!can(rights, 'edits')}
                ariaLabel={t('costExpenditure:actions.editOf', { id: row.id })}
                onClick={() => setDialog(row)}
              >
                {t('costExpenditure:actions.edit')}
              </Button>
              <Button
                variant="inline-link"
                disabled={!can(rights, 'deletes')}
                ariaLabel={t('costExpenditure:actions.deleteOf', { id: row.id })}
                onClick={() => setDeleting(row)}
              >
                {t('costExpenditure:actions.delete')}
              </Button>
            </SpaceBetween>
          )),
        ]}
        footer={
          data && data.expenditures.length >= limit ? (
            <Box textAlign="center">
              <Button variant="link" onClick={() => setLimit((value) => Math.min(200, value + 50))}>
                {t('costExpenditure:expenditure.more')}
              </Button>
            </Box>
          ) : undefined
        }
      />

      <BudgetModal
        visible={dialog === 'budget'}
        history={history.data}
        historyError={history.error}
        canEdit={can(rights, 'edits')}
        onClose={() => setDialog(undefined)}
        onSaved={written}
      />
      <ExpenditureModal
        visible={dialog === 'add' || typeof dialog === 'object'}
        editing={typeof dialog === 'object' ? dialog : undefined}
        today={today}
        garages={garages}
        onClose={() => setDialog(undefined)}
        onSaved={written}
      />
      <SyncModal
        visible={dialog === 'sync'}
        window={{ fromDate: window.fromDate, toDate: today < window.toDate ? today : window.toDate }}
        garages={garages}
        onClose={() => setDialog(undefined)}
        onSynced={written}
      />
      <DeleteConfirm
        visible={Boolean(deleting)}
        deleting={removing.busy}
        subject={deleting ? `${deleting.id} · ${formatChartValue(deleting.amount, 'kwd')}` : undefined}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
