/**
 * The monthly trends of job orders (opened, completed, delivered), one line each by month: a panel of
 * both the Admin and the Management dashboard, from `getMonthlyJoborderTrends`.
 */
import { useTranslation } from 'react-i18next';
import type { MonthlyTrendRow } from '@fleet/shared/reports/dashboard';
import { ChartPanel, firstLoadProps, type PanelRead } from '../../../kit/charts/index.ts';
import { monthLabel } from './format.ts';

const trendSeries = ['opened', 'completed', 'delivered'] as const;

export function MonthlyTrendsChart({
  trends,
}: {
  trends: PanelRead & { data?: readonly MonthlyTrendRow[] };
}) {
  const { t, i18n } = useTranslation();
  const rows = trends.data ?? [];
  return (
    <ChartPanel
      testId="monthly-trends"
      title={t('dashboard:trends.title')}
      description={t('dashboard:trends.description')}
      kind="line"
      categoryTitle={t('dashboard:columns.month')}
      valueTitle={t('dashboard:series.jobOrders')}
      categories={rows.map((row) => ({ key: row.month, label: monthLabel(row.month, i18n.language) }))}
      series={trendSeries.map((id) => ({
        id,
        title: t(`dashboard:series.${id}`),
        values: rows.map((row) => row[id]),
      }))}
      {...firstLoadProps(trends)}
    />
  );
}
