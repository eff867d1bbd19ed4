/**
 * Average time for exceed (`/dashboardaveragtimeforexceed`, SGRR014): the average time to complete
 * each status (`Reports/getAverageTimeToComplete`) and the average job card time per garage, make or
 * month (`Reports/getAverageJobCardTime`, page 1 of 10 rows by default), both from the stage durations
 * the projections keep (stays that ended in the window).
 */
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { AverageJobCardTimeRow, AverageStageRow } from '@fleet/shared/reports/reports';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi } from './api.ts';
import { col, generalReport, scopeFields, statusColumn, useReportChoices, wordedField } from './shared.tsx';

export default function AverageTimeReport() {
  const { t } = useTranslation();
  const choices = useReportChoices();
  const common = scopeFields(t, choices);
  const stages = generalReport<AverageStageRow>({
    name: 'averageTimeToComplete',
    screen: screenCodes.averageTimeExceed,
    fileStem: 'AverageTimeToComplete',
    fields: common,
    read: reportsApi.averageTimeToComplete,
    whole: true,
    columns: (columnT, arabic) => [
      col<AverageStageRow>(columnT, 'status'),
      statusColumn<AverageStageRow>(columnT, arabic, 'statusName'),
      col<AverageStageRow>(columnT, 'stays', { total: true }),
      col<AverageStageRow>(columnT, 'averageHours'),
      col<AverageStageRow>(columnT, 'totalDays', { total: true }),
    ],
    trackBy: (row) => String(row.status),
    id: 'report-average-stages',
  });
  const jobCards = generalReport<AverageJobCardTimeRow>({
    name: 'averageJobCardTime',
    screen: screenCodes.averageTimeExceed,
    fileStem: 'AverageJobCardTime',
    fields: [...common, wordedField(t, 'groupBy', ['garage', 'make', 'month'])],
    read: reportsApi.averageJobCardTime,
    columns: (columnT) => [
      col<AverageJobCardTimeRow>(columnT, 'group', { minWidth: 140 }),
      col<AverageJobCardTimeRow>(columnT, 'jobCards', { total: true }),
      col<AverageJobCardTimeRow>(columnT, 'stays', { total: true }),
      col<AverageJobCardTimeRow>(columnT, 'averageHours'),
      col<AverageJobCardTimeRow>(columnT, 'totalDays', { total: true }),
    ],
    trackBy: (row) => row.group,
    id: 'report-average-job-cards',
  });
  return (
    <SpaceBetween size="xxl">
      <ReportPage config={stages} />
      <ReportPage config={jobCards} />
    </SpaceBetween>
  );
}
