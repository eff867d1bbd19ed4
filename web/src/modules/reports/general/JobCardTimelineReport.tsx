/**
 * Job card timeline (`/jobcardtimeline`, SGRR003): the status history of one job order, oldest first,
 * over the existing `DashBoard/getJobCardTimeline?jobordno`. Reports open it with `?jobordno=`.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes, statusByCode, statusLabel } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi } from './api.ts';
import { col, generalReport, textField } from './shared.tsx';
import { reportMoment } from './time.ts';

const statusText = (code: number | null, arabic: boolean) =>
  code === null ? '' : statusByCode.has(code) ? `${code} ${statusLabel(code, arabic)}` : String(code);

export default function JobCardTimelineReport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromUrl = params.get('jobordno') ?? '';
  const preset = useMemo(() => (fromUrl ? { jobordno: fromUrl } : undefined), [fromUrl]);
  const config = generalReport<JobOrderHistoryEntry>({
    name: 'timeline',
    screen: screenCodes.jobCardTimeline,
    fileStem: 'JobCardTimeline',
    fields: [textField(t, 'jobordno')],
    window: 'none',
    ...(preset ? { preset } : {}),
    ready: (query) => Boolean(query['jobordno']),
    hint: t('reports:hints.jobOrder'),
    read: (query, signal) => reportsApi.timeline(query['jobordno'] ?? '', signal),
    whole: true,
    columns: (columnT, arabic) => [
      col(columnT, 'at', { value: (row) => reportMoment(row.at), minWidth: 150 }),
      col(columnT, 'fromStatus', { value: (row) => statusText(row.fromStatus, arabic), minWidth: 160 }),
      col(columnT, 'toStatus', { value: (row) => statusText(row.toStatus, arabic), minWidth: 160 }),
      col(columnT, 'action', { value: (row) => columnT(`reports:actions.${row.action}`) }),
      col(columnT, 'user'),
      col(columnT, 'remarks', { minWidth: 160 }),
    ],
    trackBy: (row) => `${row.at}#${row.eventId}`,
  });
  return <ReportPage config={config} />;
}
