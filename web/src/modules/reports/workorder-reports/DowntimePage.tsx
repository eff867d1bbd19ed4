/**
 * Downtime by cause (`/downtimeReport`, SGRR031; issue 15 item 4): for each garage, workshop, supplier
 * or make, the vehicle-days lost per cause (waiting for approval, for parts, on hold, in repair, washing,
 * waiting for pickup, at reception), largest total first, as a stacked bar chart and the table with
 * its Excel and PDF export. The approval columns per level answer "which approval level costs us most".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downtimeCauses,
  downtimeDimensions,
  type DowntimeRow,
} from '@fleet/shared/reports/workorder-reports';
import { ChartPanel } from '../../../kit/charts/index.ts';
import { matchesSearch } from '../../../kit/filters/model.ts';
import { valueColumn } from '../../../kit/list/valueColumns.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { workOrderReportsApi } from './api.ts';
import { col, garageField, makeField, windowField, workOrderReport } from './columns.ts';
import { useChoices } from './WorkOrderListPages.tsx';
import { wordedOptions } from '../../../kit/index.ts';

/** Approval statuses whose days are shown apart: 1235 the MOI approval, 1256 the KD250 tier. */
const approvalLevels = ['1235', '1256'] as const;

export function DowntimePage() {
  const { t } = useTranslation();
  const choices = useChoices();
  const [rows, setRows] = useState<DowntimeRow[]>([]);
  const [groupBy, setGroupBy] = useState('garage');
  const names = new Map(
    [...(groupBy === 'make' ? choices.makes : groupBy === 'garage' ? choices.garages : [])].map((option) => [
      option.value,
      option.label,
    ]),
  );
  const groupName = (group: string) => names.get(group) ?? group;
  const config = workOrderReport<DowntimeRow>({
    name: 'downtime',
    screen: 'SGRR031',
    fileStem: 'DowntimeByCause',
    fields: [
      // The durations projection books a stay on the day it ended (functions/engines/projections/layout.ts).
      { ...windowField(t), label: t('workorderReports:filters.stayEnded') },
      {
        kind: 'select',
        id: 'groupBy',
        label: t('workorderReports:filters.groupBy'),
        options: wordedOptions(t, 'workorderReports:dimensions', downtimeDimensions),
        placeholder: t('workorderReports:dimensions.garage'),
      },
      garageField(t, choices),
      makeField(t, choices),
    ],
    fetch: async (query, _page, signal) => {
      const answer = await workOrderReportsApi.downtime(query, signal);
      setGroupBy(answer.groupBy);
      setRows(answer.rows);
      return answer.rows;
    },
    columns: (tr) => [
      valueColumn<DowntimeRow>('group', tr(`workorderReports:dimensions.${groupBy}`), (row) =>
        groupName(row.group),
      ),
      ...downtimeCauses.map((cause) => ({
        ...valueColumn<DowntimeRow>(cause, tr(`workorderReports:causes.${cause}`), (row) => row.days[cause]),
        total: true,
      })),
      ...approvalLevels.map((level) => ({
        ...valueColumn<DowntimeRow>(
          `level${level}`,
          tr(`workorderReports:approvalLevels.${level}`),
          (row) => row.approvalLevels[level] ?? 0,
        ),
        total: true,
      })),
      col(tr, 'totalDays', { total: true }),
      col(tr, 'stays', { total: true }),
    ],
    trackBy: (row) => row.group,
    searchPlaceholder: t('workorderReports:filters.searchGroup'),
    filter: (row, values) => matchesSearch(values['search'], [row.group, groupName(row.group)]),
  });
  return (
    <ReportPage config={config}>
      <ChartPanel
        testId="downtime-chart"
        title={t('workorderReports:charts.downtime')}
        kind="bar"
        stackedBars
        horizontalBars
        categories={rows.map((row) => ({ key: row.group, label: groupName(row.group) }))}
        series={downtimeCauses.map((cause) => ({
          id: cause,
          title: t(`workorderReports:causes.${cause}`),
          values: rows.map((row) => row.days[cause]),
          kind: 'days' as const,
        }))}
        categoryTitle={t(`workorderReports:dimensions.${groupBy}`)}
        valueTitle={t('workorderReports:charts.vehicleDays')}
      />
    </ReportPage>
  );
}

export default DowntimePage;
