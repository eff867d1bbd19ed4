/**
 * The job-in-progress graph (`/dashboardJobInProgressgraph`, SGRR002): for a work-order group
 * (`jotype`), the moves into its statuses per day or month (`getJobOrderWOprogressGraph`) and its
 * current counts split by garage, make or status (`getJobOrderWOprogressstat`), for the dashboard
 * filters; both refresh when the projections change.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { workOrderGroupNames, type WorkOrderGroup } from '@fleet/shared/reports/workorder-reports';
import {
  ChartPanel,
  DashboardFilterBar,
  dashboardQuery,
  type DashboardFilterValues,
} from '../../../kit/charts/index.ts';
import { countChart } from '../../../kit/charts/countChart.ts';
import { hasAnyRight, statusLabel } from '@fleet/shared';
import { PickField, useQuery, useScreenRights, wordedOptions } from '../../../kit/index.ts';
import { useProjectionsChanged } from '../../../kit/live/index.ts';
import { useChoices } from './WorkOrderListPages.tsx';
import { workOrderReportsApi } from './api.ts';
import { statusGroupKey } from '../dashboard/format.ts';

const initialValues: DashboardFilterValues = { period: 'last30Days' };
const statTypes = ['garage', 'make', 'status'] as const;

/** The calls' query from the bar (a model choice carries its make: `<make>#<model>`). */
function callQueryOf(values: DashboardFilterValues): Record<string, string> {
  const { year: _year, ...query } = dashboardQuery(values);
  if (query['vehmodel']) query['vehmodel'] = query['vehmodel'].split('#').at(-1) ?? '';
  return query;
}

export default function ProgressGraphPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const rights = useScreenRights('SGRR002');
  const choices = useChoices();
  const [values, setValues] = useState<DashboardFilterValues>(initialValues);
  const [jotype, setJotype] = useState<WorkOrderGroup>('inProgress');
  const [bucket, setBucket] = useState<'day' | 'month'>('day');
  const [statType, setStatType] = useState<(typeof statTypes)[number]>('garage');
  const query = callQueryOf(values);
  const key = `${JSON.stringify(query)}:${jotype}`;
  const graph = useQuery(`workorderReports:graph:${key}:${bucket}`, (signal) =>
    workOrderReportsApi.graph({ ...query, type: bucket, jotype }, signal),
  );
  const stat = useQuery(`workorderReports:stat:${key}:${statType}`, (signal) =>
    workOrderReportsApi.stat({ ...query, type: statType, jotype }, signal),
  );
  const load = () => {
    graph.reload();
    stat.reload();
  };

  // A status move pushed by the projections subscriber refreshes both charts.
  useProjectionsChanged(['status', 'transitions'], load);

  if (!hasAnyRight(rights)) return <Navigate to="/404" replace />;

  const points = graph.data?.points ?? [];
  const statRows = stat.data?.rows ?? [];
  const names = new Map(
    (statType === 'garage' ? choices.garages : statType === 'make' ? choices.makes : []).map((option) => [
      option.value,
      option.label,
    ]),
  );
  const groupLabel = (group: string) =>
    statType === 'status' ? statusLabel(Number(group), arabic) : (names.get(group) ?? group);

  // A status group is labelled as on every page; `open` and `exceptional` are this page's own.
  const groupOptions = workOrderGroupNames.map((name) => ({
    value: name,
    label:
      name === 'open' || name === 'exceptional'
        ? t(`workorderReports:groups.${name}`)
        : t(statusGroupKey(name)),
  }));

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('workorderReports:descriptions.graph')}>
          {t('workorderReports:titles.graph')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DashboardFilterBar
          values={values}
          onChange={setValues}
          initialValues={initialValues}
          fields={['period', 'garage', 'vehmake', 'vehmodel']}
          onRefresh={load}
          refreshing={graph.loading || stat.loading}
        />
        <SpaceBetween size="m" direction="horizontal">
          <PickField
            label={t('workorderReports:filters.jotype')}
            testId="graph-jotype"
            options={groupOptions}
            value={jotype}
            onChange={(value) => setJotype(value as WorkOrderGroup)}
          />
          <PickField
            label={t('workorderReports:filters.bucket')}
            options={wordedOptions(t, 'workorderReports:buckets', ['day', 'month'])}
            value={bucket}
            onChange={(value) => setBucket(value as 'day' | 'month')}
          />
          <PickField
            label={t('workorderReports:filters.statType')}
            options={wordedOptions(t, 'workorderReports:statTypes', statTypes)}
            value={statType}
            onChange={(value) => setStatType(value as (typeof statTypes)[number])}
          />
        </SpaceBetween>
        <ChartPanel
          testId="progress-graph"
          title={t('workorderReports:charts.moves')}
          kind="line"
          {...countChart(
            points,
            (point) => ({ key: point.bucket, label: point.bucket }),
            t('workorderReports:charts.jobOrders'),
          )}
          categoryTitle={t(`workorderReports:buckets.${bucket}`)}
          loading={graph.loading}
          error={graph.error}
          onRetry={load}
        />
        <ChartPanel
          testId="progress-stat"
          title={t(`workorderReports:charts.by.${statType}`)}
          kind="bar"
          {...countChart(
            statRows,
            (row) => ({ key: row.group, label: groupLabel(row.group) }),
            t('workorderReports:charts.jobOrders'),
          )}
          categoryTitle={t(`workorderReports:statTypes.${statType}`)}
          loading={stat.loading}
          error={stat.error}
          onRetry={load}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
