/**
 * MOI monthly financial report (`/moiprojectmonthlyfinancialreport`, screen SGRR030): per month of a
 * year, the job orders opened and the money of the month in KWD (maintenance invoices, parts issued,
 * labour, petty cash, their total), with the report kit's filter panel, Excel and bilingual PDF export
 * and the KWD total row; a bar chart of the month totals above the table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthlyFinancialRow } from '@fleet/shared/reports/cost-expenditure';
import { ChartPanel, yearOptions } from '../../../kit/charts/index.ts';
import { useGarageOptions } from '../../../kit/index.ts';
import type { FilterValues } from '../../../kit/filters/model.ts';
import { ReportPage, fieldColumns, type ReportConfig } from '../../../kit/report/index.ts';
import { costApi } from './api.ts';

type Query = { year: string; garage?: string };

/** A column of a month's figure titled `costExpenditure:monthly.<id>`. */
const col = fieldColumns('costExpenditure:monthly');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default function MonthlyFinancialReportPage() {
  const { t } = useTranslation();
  const garages = useGarageOptions().options;
  const [rows, setRows] = useState<MonthlyFinancialRow[]>([]);
  const thisYear = String(new Date().getFullYear());
  const money = ['invoices', 'parts', 'labour', 'pettyCash', 'total'] as const;
  const config: ReportConfig<MonthlyFinancialRow, Query> = {
    screen: 'SGRR030',
    title: 'nav:screens.SGRR030',
    description: 'costExpenditure:monthly.description',
    fileStem: 'MOIMonthlyFinancialReport',
    fields: [
      {
        kind: 'select',
        id: 'year',
        label: t('costExpenditure:filters.year'),
        options: yearOptions(new Date()).map((value) => ({ value, label: value })),
        placeholder: thisYear,
      },
      {
        kind: 'select',
        id: 'garage',
        label: t('costExpenditure:filters.garage'),
        options: garages,
        placeholder: t('costExpenditure:filters.allGarages'),
      },
    ],
    query: (values: FilterValues) => ({
      year: text(values['year']) || thisYear,
      ...(text(values['garage']) ? { garage: text(values['garage']) } : {}),
    }),
    notes: (query) => [`${t('costExpenditure:filters.year')}: ${query.year}`],
    fetch: async (query, _page, signal) => {
      const answer = await costApi.monthlyFinancial(query, signal);
      setRows(answer.items);
      return { items: answer.items, totalCount: answer.totalCount, totals: answer.totals };
    },
    columns: (tr) => [
      col(tr, 'month', { value: (row) => row.month.replace('-', '/') }),
      col(tr, 'jobOrders', { total: true }),
      ...money.map((id) => col<MonthlyFinancialRow>(tr, id, { amount: true, total: true })),
    ],
    trackBy: (row) => row.month,
  };
  return (
    <ReportPage config={config}>
      <ChartPanel
        testId="monthly-financial-chart"
        title={t('costExpenditure:monthly.chart')}
        kind="bar"
        stackedBars
        categories={rows.map((row) => ({ key: row.month, label: row.month }))}
        series={(['invoices', 'parts', 'labour', 'pettyCash'] as const).map((id) => ({
          id,
          title: t(`costExpenditure:monthly.${id}`),
          kind: 'kwd' as const,
          values: rows.map((row) => row[id]),
        }))}
        categoryTitle={t('costExpenditure:monthly.month')}
      />
    </ReportPage>
  );
}
