/**
 * Job card report (`/jobCardReport`, SGRR016): the job orders opened in the window at their current
 * status (`Reports/getJobOrderProgress`), and work orders beyond schedule (`/dashboardWorkOrderExceeding`,
 * SGRR039): the open ones opened more than `days` days ago (`Reports/getWorkOrdersBeyondSchedule`).
 * A row opens the job order's timeline.
 */
import type { TFunction } from 'i18next';
import { jobOrderStatuses, screenCodes } from '@fleet/shared';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import type { JobOrderProgressRow, WorkOrderBeyondScheduleRow } from '@fleet/shared/reports/reports';
import { wordedOptions, type DocumentColumn } from '../../../kit/index.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { statusGroupKey } from '../dashboard/format.ts';
import { reportsApi } from './api.ts';
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

function progressColumns<Row extends JobOrderProgressRow>(
  t: TFunction,
  arabic: boolean,
): DocumentColumn<Row>[] {
  return [
    col<Row>(t, 'jobordno', { minWidth: 150 }),
    col<Row>(t, 'joborddat'),
    { id: 'kind', header: t('reports:columns.kind'), value: (row) => t(`reports:kinds.${row.kind}`) },
    col<Row>(t, 'vehicleno'),
    col<Row>(t, 'vehmaknam'),
    col<Row>(t, 'garagnam', { minWidth: 140 }),
    statusColumn<Row>(t, arabic),
    col<Row>(t, 'ageDays'),
  ];
}

export function JobOrderProgressReport() {
  const { t, arabic, choices, timeline } = useReportPage();
  const config = generalReport<JobOrderProgressRow>({
    name: 'jobOrderProgress',
    screen: screenCodes.jobCardReport,
    fileStem: 'JobCardReport',
    fields: [
      ...scopeFields(t, choices),
      selectField(
        t,
        'statuscde',
        jobOrderStatuses.map((status) => ({
          value: String(status.code),
          label: `${status.code} ${arabic ? status.ar : status.en}`,
        })),
      ),
      selectField(
        t,
        'group',
        statusGroups.map((group) => ({ value: group, label: t(statusGroupKey(group)) })),
      ),
      selectField(t, 'kind', wordedOptions(t, 'reports:kinds', ['MOI', 'KPTC'])),
      textField(t, 'vehicleno'),
    ],
    read: reportsApi.jobOrderProgress,
    columns: progressColumns,
    trackBy: (row) => row.jobordno,
    actions: { view: timeline },
  });
  return <ReportPage config={config} />;
}

export function WorkOrdersBeyondScheduleReport() {
  const { t, choices, timeline } = useReportPage();
  const config = generalReport<WorkOrderBeyondScheduleRow>({
    name: 'workOrdersBeyondSchedule',
    screen: screenCodes.workOrderExceeding,
    fileStem: 'WorkOrdersBeyondSchedule',
    window: 'none',
    fields: [
      windowField(t),
      textField(t, 'days'),
      selectField(t, 'garage', choices.garages),
      selectField(t, 'vehmake', choices.makes),
    ],
    read: reportsApi.workOrdersBeyondSchedule,
    columns: (columnT, arabic) => [
      ...progressColumns<WorkOrderBeyondScheduleRow>(columnT, arabic),
      col<WorkOrderBeyondScheduleRow>(columnT, 'overdueDays'),
    ],
    trackBy: (row) => row.jobordno,
    actions: { view: timeline },
  });
  return <ReportPage config={config} />;
}
