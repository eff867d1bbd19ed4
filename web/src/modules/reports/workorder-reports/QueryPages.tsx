/**
 * Query screens on the report kit whose rows are not job orders: garage turnover (SGRR023), invoices
 * (SGRR025), frequent vehicles (SGRR027), a job order's status and history (SGRR028), and the submitted
 * job order summary (SGRR012, with the KWD total row).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { statusLabel } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { ChartPanel } from '../../../kit/charts/index.ts';
import { pageParams } from '../../../kit/list/listPage.ts';
import { ReportPage, reportDate } from '../../../kit/report/index.ts';
import type { VehicleWorkflowAnswer } from '@fleet/shared/garage/vehicle-workflow';
import {
  workOrderReportsApi,
  type FrequentVehicleRow,
  type InvoiceRow,
  type SubmitSummary,
  type SubmitSummaryRow,
  type TurnoverRow,
} from './api.ts';
import { col, garageField, textField, windowField, workOrderReport, workflowLink } from './columns.ts';
import { useChoices } from './WorkOrderListPages.tsx';
import { valueColumn } from '../../../kit/list/valueColumns.ts';
import { wordedOptions } from '../../../kit/wordedOptions.ts';

/** The counts of a garage's turnover, its columns and its chart's series. */
const counts = ['opened', 'delivered', 'inProgress'] as const;

/** SGRR023: per garage, job orders opened, delivered and still in progress in the window. */
export function TurnoverPage() {
  const { t } = useTranslation();
  const choices = useChoices();
  const [rows, setRows] = useState<TurnoverRow[]>([]);
  const names = new Map(choices.garages.map((option) => [option.value, option.label]));
  const config = workOrderReport<TurnoverRow>({
    name: 'turnover',
    screen: 'SGRR023',
    fileStem: 'GarageTurnover',
    fields: [windowField(t)],
    fetch: async (query, _page, signal) => {
      const answer = await workOrderReportsApi.turnover(query, signal);
      setRows(answer);
      return answer;
    },
    columns: (tr) => [
      valueColumn(
        'garage',
        tr('workorderReports:columns.garagnam'),
        (row) => names.get(row.garage) ?? row.garage,
      ),
      ...counts.map((id) => col<TurnoverRow>(tr, id, { total: true })),
    ],
    trackBy: (row) => row.garage,
  });
  return (
    <ReportPage config={config}>
      <ChartPanel
        testId="turnover-chart"
        title={t('workorderReports:titles.turnover')}
        kind="bar"
        categories={rows.map((row) => ({ key: row.garage, label: names.get(row.garage) ?? row.garage }))}
        series={counts.map((id) => ({
          id,
          title: t(`workorderReports:columns.${id}`),
          values: rows.map((row) => row[id]),
        }))}
        categoryTitle={t('workorderReports:columns.garagnam')}
      />
    </ReportPage>
  );
}

/** SGRR025: maintenance or final invoices by number, plate, job order, garage and date. */
export function InvoiceQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useChoices();
  const config = workOrderReport<InvoiceRow>({
    name: 'invoices',
    screen: 'SGRR025',
    fileStem: 'InvoiceQuery',
    fields: [
      windowField(t),
      {
        kind: 'select',
        id: 'kind',
        label: t('workorderReports:filters.invoiceKind'),
        options: wordedOptions(t, 'workorderReports:invoiceKinds', ['maintenance', 'final']),
        placeholder: t('workorderReports:invoiceKinds.maintenance'),
      },
      textField(t, 'invoiceno'),
      textField(t, 'vehicleno'),
      textField(t, 'jobordno'),
      garageField(t, choices),
    ],
    fetch: (query, page, signal) => workOrderReportsApi.invoices({ ...query, ...pageParams(page) }, signal),
    columns: (tr) => [
      valueColumn('kind', tr('workorderReports:filters.invoiceKind'), (row) =>
        tr(`workorderReports:invoiceKinds.${row.kind}`),
      ),
      col(tr, 'invoiceno'),
      col(tr, 'invdate', { value: (row) => reportDate(row.invdate) }),
      col(tr, 'jobordno'),
      col(tr, 'vehicleno'),
      col(tr, 'garagnam'),
      col(tr, 'amount', { amount: true, total: true }),
    ],
    trackBy: (row) => `${row.kind}#${row.invoiceno}`,
    actions: { view: { onClick: (row) => navigate(workflowLink(row.jobordno)) } },
  });
  return <ReportPage config={config} />;
}

/** SGRR027: vehicles with at least `minimum` job orders opened in the months of the window. */
export function FrequentVehiclesPage() {
  const { t } = useTranslation();
  const choices = useChoices();
  const config = workOrderReport<FrequentVehicleRow>({
    name: 'frequentVehicles',
    screen: 'SGRR027',
    fileStem: 'FrequentVehicles',
    window: 'last30Days',
    fields: [windowField(t), garageField(t, choices), textField(t, 'minimum')],
    fetch: async (query, _page, signal) => (await workOrderReportsApi.frequentVehicles(query, signal)).items,
    columns: (tr) => [
      col(tr, 'vehicleno'),
      col(tr, 'count', { total: true }),
      valueColumn('months', tr('workorderReports:columns.months'), (row) =>
        Object.entries(row.months)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, count]) => `${month.replace('-', '/')}: ${count}`)
          .join(', '),
      ),
    ],
    trackBy: (row) => row.vehicleno,
  });
  return <ReportPage config={config} />;
}

/** SGRR028: a job order's status and its history, by number or plate. */
export function JobOrderStatusPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const arabic = i18n.language === 'ar';
  const [answer, setAnswer] = useState<VehicleWorkflowAnswer>();
  const config = workOrderReport<JobOrderHistoryEntry>({
    name: 'jobOrderStatus',
    screen: 'SGRR028',
    fileStem: 'JobOrderStatus',
    window: 'none',
    fields: [textField(t, 'jobordno'), textField(t, 'vehicleno')],
    ready: (query) => Boolean(query['jobordno'] || query['vehicleno']),
    hint: t('workorderReports:hints.jobOrderOrPlate'),
    fetch: async (query, _page, signal) => {
      const found = await workOrderReportsApi.jobOrderStatus(query, signal);
      setAnswer(found);
      return found.history;
    },
    columns: (tr, inArabic) => [
      col(tr, 'at', { value: (row) => `${reportDate(row.at)} ${row.at.slice(11, 16)}` }),
      valueColumn('status', tr('workorderReports:columns.status'), (row) =>
        statusLabel(row.toStatus, inArabic),
      ),
      col(tr, 'action', { value: (row) => tr(`workorderReports:actions.${row.action}`) }),
      col(tr, 'user'),
      col(tr, 'remarks'),
    ],
    trackBy: (row) => row.eventId,
    actions: { view: { onClick: (row) => navigate(workflowLink(row.jobordno)) } },
  });
  const jobOrder = answer?.jobOrder;
  return (
    <ReportPage config={config}>
      {jobOrder && (
        <Container data-testid="job-order-status">
          <KeyValuePairs
            columns={4}
            items={[
              { label: t('workorderReports:columns.jobordno'), value: jobOrder.jobordno },
              { label: t('workorderReports:columns.vehicleno'), value: jobOrder.vehicleno },
              { label: t('workorderReports:columns.garagnam'), value: jobOrder.garagnam },
              { label: t('workorderReports:columns.status'), value: statusLabel(jobOrder.statuscde, arabic) },
            ]}
          />
        </Container>
      )}
    </ReportPage>
  );
}

/** SGRR012: job orders submitted for payment, per garage and each submission, with the KWD total. */
export function SubmittedSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useChoices();
  const [garages, setGarages] = useState<SubmitSummary['garages']>([]);
  const config = workOrderReport<SubmitSummaryRow>({
    name: 'submitted',
    screen: 'SGRR012',
    fileStem: 'SubmittedJobOrders',
    fields: [windowField(t), garageField(t, choices)],
    fetch: async (query, _page, signal) => {
      const answer = await workOrderReportsApi.submitSummary(query, signal);
      setGarages(answer.garages);
      return answer.rows;
    },
    columns: (tr) => [
      valueColumn('docnumbr', tr('workorderReports:columns.submitno'), (row) => row.docnumbr),
      valueColumn('docdate', tr('workorderReports:columns.invdate'), (row) => reportDate(row.docdate)),
      col(tr, 'jobordno'),
      col(tr, 'vehicleno'),
      col(tr, 'garagnam'),
      valueColumn('fininvno', tr('workorderReports:columns.invoiceno'), (row) => row.fininvno),
      {
        ...valueColumn('totalval', tr('workorderReports:columns.amount'), (row) => row.totalval),
        amount: true,
        total: true,
      },
    ],
    trackBy: (row) => row.docnumbr,
    actions: { view: { onClick: (row) => navigate(workflowLink(row.jobordno)) } },
  });
  return (
    <ReportPage config={config}>
      <ChartPanel
        testId="submitted-by-garage"
        title={t('workorderReports:charts.submittedByGarage')}
        kind="bar"
        categories={garages.map((row) => ({ key: row.garage, label: row.garagnam }))}
        series={[
          {
            id: 'totalval',
            title: t('workorderReports:columns.amount'),
            values: garages.map((row) => row.totalval),
            kind: 'kwd',
          },
        ]}
        categoryTitle={t('workorderReports:columns.garagnam')}
      />
    </ReportPage>
  );
}
