/**
 * The work-order list screens on the report kit: in progress (SGRR001, with its counts by garage),
 * on hold (SGRR034), waiting for spare parts (SGRR035), completed (SGRR036), cancelled (SGRR037),
 * rejected (SGRR029), pending (SGRR013), exceptional (SGRR004, SGRR015), and the query screens
 * over job order rows: job order list (SGRR022), in the workshop (SGRR024), delayed (SGRR026). Each
 * row opens the vehicle workflow of its job order.
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { statusGroups } from '@fleet/shared/engines/status-groups';
import { inWorkshopGroups, type WorkOrderRow } from '@fleet/shared/reports/workorder-reports';
import { ChartPanel } from '../../../kit/charts/index.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { useProjectionsChanged } from '../../../kit/live/index.ts';
import type { FilterField } from '../../../kit/filters/model.ts';
import { pageParams } from '../../../kit/list/listPage.ts';
import { ReportPage, type ReportConfig } from '../../../kit/report/index.ts';
import { useGarageOptions, useMakeOptions } from '../../../kit/useLookupOptions.ts';
import { workOrderLists, workOrderReportsApi, type StatAnswer, type WorkOrderListName } from './api.ts';
import {
  garageField,
  groupField,
  makeField,
  textField,
  windowField,
  workOrderColumns,
  workOrderReport,
  workflowLink,
  type Choices,
} from './columns.ts';

interface ListScreen {
  list: WorkOrderListName;
  screen: string;
  /** Key under `workorderReports:titles`. */
  title: string;
  fileStem: string;
  /** Filter fields beside the garage (default: window, garage, make). */
  fields?: (t: TFunction, choices: Choices) => FilterField[];
  atStatus?: boolean;
  /** The first window (default the last 30 days; `none` for lists of what is open now). */
  window?: 'last30Days' | 'none';
}

const standardFields = (t: TFunction, choices: Choices) => [
  windowField(t),
  garageField(t, choices),
  makeField(t, choices),
];

/** A list of what is open now: rows at their status, no first window; its title the list's name. */
const openNow = (
  list: WorkOrderListName,
  screen: string,
  fileStem: string,
  more: Partial<ListScreen> = {},
): ListScreen => ({ list, screen, title: list, fileStem, atStatus: true, window: 'none', ...more });

const listScreens = {
  inProgress: openNow('inProgress', 'SGRR001', 'JobsInProgress'),
  onHold: openNow('onHold', 'SGRR034', 'JobsOnHold'),
  waitingParts: openNow('waitingParts', 'SGRR035', 'JobsWaitingSpareParts'),
  completed: { list: 'completed', screen: 'SGRR036', title: 'completed', fileStem: 'JobsCompleted' },
  cancelled: { list: 'cancelled', screen: 'SGRR037', title: 'cancelled', fileStem: 'JobsCancelled' },
  rejected: { list: 'rejected', screen: 'SGRR029', title: 'rejected', fileStem: 'RejectedJobOrders' },
  pending: openNow('pending', 'SGRR013', 'PendingWorkOrders'),
  exceptionalOrders: openNow('exceptional', 'SGRR004', 'ExceptionalOrders', { title: 'exceptionalOrders' }),
  exceptionalWorkOrders: openNow('exceptional', 'SGRR015', 'ExceptionalWorkOrders', {
    title: 'exceptionalWorkOrders',
  }),
  jobOrderList: {
    list: 'jobOrderList',
    screen: 'SGRR022',
    title: 'jobOrderList',
    fileStem: 'JobOrderList',
    fields: (t, choices) => [
      ...standardFields(t, choices),
      textField(t, 'vehicleno'),
      textField(t, 'statuscde'),
      groupField(t, statusGroups),
    ],
  },
  inWorkshop: openNow('inWorkshop', 'SGRR024', 'JobOrdersInWorkshop', {
    fields: (t, choices) => [garageField(t, choices), groupField(t, inWorkshopGroups)],
  }),
  delayed: openNow('delayed', 'SGRR026', 'DelayedJobOrders', {
    fields: (t, choices) => [garageField(t, choices)],
  }),
} satisfies Record<string, ListScreen>;
export type ListScreenKey = keyof typeof listScreens;

/** The choice lists of the filter panels (master data, read once per project). */
export function useChoices(): Choices {
  return { garages: useGarageOptions().options, makes: useMakeOptions().options };
}

/** A list screen's report configuration. */
function listConfig(
  t: TFunction,
  screen: ListScreen,
  choices: Choices,
  open: (row: WorkOrderRow) => void,
  onFirstPage?: (query: Record<string, string>) => void,
): ReportConfig<WorkOrderRow, Record<string, string>> {
  const fetchList = workOrderLists[screen.list];
  return workOrderReport({
    name: screen.title,
    screen: screen.screen,
    fileStem: screen.fileStem,
    fields: (screen.fields ?? standardFields)(t, choices),
    window: screen.window ?? 'last30Days',
    fetch: (query, page, signal) => {
      if (!page.cursor) onFirstPage?.(query);
      return fetchList({ ...query, ...pageParams(page) }, signal);
    },
    columns: (tr, arabic) => workOrderColumns(tr, arabic, { atStatus: screen.atStatus ?? false }),
    trackBy: (row) => row.jobordno,
    actions: { view: { onClick: open } },
  });
}

/** A work-order list screen. */
export function WorkOrderListPage({ screen }: { screen: ListScreenKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useChoices();
  const config = listConfig(t, listScreens[screen], choices, (row) => navigate(workflowLink(row.jobordno)));
  return <ReportPage config={config} />;
}

/** SGRR001: the jobs in progress, with their counts by garage for the same filters above the list. */
export function InProgressPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useChoices();
  const [stat, setStat] = useState<{ answer?: StatAnswer; loading: boolean; error?: unknown }>({
    loading: true,
  });
  const lastQuery = useRef<Record<string, string>>();
  const readStat = (query: Record<string, string>) => {
    lastQuery.current = query;
    setStat((previous) => ({ ...previous, loading: true }));
    workOrderReportsApi
      .stat({ ...query, type: 'garage', jotype: 'inProgress' })
      .then((answer) => setStat({ answer, loading: false }))
      .catch((error: unknown) => setStat({ loading: false, error }));
  };
  // The counts follow status moves live (the list itself reloads with its filters).
  useProjectionsChanged(['status'], () => {
    if (lastQuery.current) readStat(lastQuery.current);
  });
  const config = listConfig(
    t,
    listScreens.inProgress,
    choices,
    (row) => navigate(workflowLink(row.jobordno)),
    readStat,
  );
  const names = new Map(choices.garages.map((option) => [option.value, option.label]));
  const rows = stat.answer?.rows ?? [];
  return (
    <ReportPage config={config}>
      <ChartPanel
        testId="in-progress-by-garage"
        title={t('workorderReports:charts.byGarage')}
        kind="bar"
        {...countChart(
          rows,
          (row) => ({ key: row.group, label: names.get(row.group) ?? row.group }),
          t('workorderReports:charts.jobOrders'),
        )}
        categoryTitle={t('workorderReports:columns.garagnam')}
        loading={stat.loading}
        error={stat.error}
      />
    </ReportPage>
  );
}

export const OnHoldPage = () => <WorkOrderListPage screen="onHold" />;
export const WaitingPartsPage = () => <WorkOrderListPage screen="waitingParts" />;
export const CompletedPage = () => <WorkOrderListPage screen="completed" />;
export const CancelledPage = () => <WorkOrderListPage screen="cancelled" />;
export const RejectedPage = () => <WorkOrderListPage screen="rejected" />;
export const PendingPage = () => <WorkOrderListPage screen="pending" />;
export const ExceptionalOrdersPage = () => <WorkOrderListPage screen="exceptionalOrders" />;
export const ExceptionalWorkOrdersPage = () => <WorkOrderListPage screen="exceptionalWorkOrders" />;
export const JobOrderListQueryPage = () => <WorkOrderListPage screen="jobOrderList" />;
export const InWorkshopPage = () => <WorkOrderListPage screen="inWorkshop" />;
export const DelayedPage = () => <WorkOrderListPage screen="delayed" />;
