/**
 * The drill-down of a count (`getDetailByStatus`): the job orders at a status, paged by the server's
 * cursor (page sizes 10, 25, 50, 100). A status is chosen from the counts; the list shows each job
 * order's number, plate, garage and since when it is at the status.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  detailPageSizes,
  type JobOrderAtStatusRow,
  type StatusCountRow,
} from '@fleet/shared/reports/dashboard';
import { formatDate } from '../../../i18n/format.ts';
import { dashboardApi } from './api.ts';
import { pick } from './format.ts';
import { TableEmpty, jobOrderColumns } from './jobOrderColumns.tsx';
import { usePanel } from '../../../kit/charts/index.ts';
import { PickField } from '../../../kit/form/fields.tsx';

interface Paging {
  selection: string;
  cursors: (string | undefined)[];
  page: number;
}

export interface DetailByStatusProps {
  /** The statuses with job orders (the counts shown above), to choose from. */
  statuses: readonly StatusCountRow[];
  status: number | undefined;
  onStatusChange: (status: number) => void;
  garage?: string | undefined;
}

export function DetailByStatus({ statuses, status, onStatusChange, garage }: DetailByStatusProps) {
  const { t, i18n } = useTranslation();
  const columns = jobOrderColumns<JobOrderAtStatusRow>(t, i18n.language);
  const [pageSize, setPageSize] = useState<number>(detailPageSizes[0]);
  // Cursors of the pages seen: page n starts at cursors[n - 1] (page 1 at none). They belong to one
  // status, garage and page size: another choice starts again from page 1 in the same render.
  const selection = JSON.stringify({ status, garage, pageSize });
  const [stored, setPaging] = useState<Paging>({ selection, cursors: [undefined], page: 1 });
  const paging: Paging =
    stored.selection === selection ? stored : { selection, cursors: [undefined], page: 1 };
  const { cursors, page } = paging;
  const cursor = cursors[page - 1];
  const key = status === undefined ? null : JSON.stringify({ selection, cursor });
  const rows = usePanel(
    'detailByStatus',
    key,
    (signal) =>
      dashboardApi.detailByStatus(
        {
          Statuscde: status as number,
          limit: pageSize,
          ...(garage ? { garage } : {}),
          ...(cursor ? { cursor } : {}),
        },
        signal,
      ),
    ['status'],
  );
  const next = rows.data?.cursor;
  useEffect(() => {
    if (next && cursors.length === page && !rows.loading)
      setPaging({ ...paging, cursors: [...cursors, next] });
    // `paging` is rebuilt each render; its parts are the dependencies.
  }, [next, page, cursors, rows.loading, paging.selection]);

  const options = useMemo(
    () =>
      statuses.map((row) => ({
        value: String(row.statuscde),
        label: `${pick(i18n.language, row.statusName, row.statusNameAr)} (${row.count})`,
      })),
    [statuses, i18n.language],
  );

  return (
    <Container
      data-testid="detail-by-status"
      header={
        <Header variant="h2" description={t('dashboard:detail.description')}>
          {t('dashboard:detail.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween size="s" direction="horizontal" alignItems="end">
          <PickField
            label={t('dashboard:detail.status')}
            testId="detail-status"
            options={options}
            value={status === undefined ? '' : String(status)}
            placeholder={t('dashboard:detail.choose')}
            onChange={(value) => onStatusChange(Number(value))}
          />
          <PickField
            label={t('dashboard:detail.pageSize')}
            options={detailPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(value) => setPageSize(Number(value))}
          />
        </SpaceBetween>
        <Table
          variant="embedded"
          data-testid="detail-table"
          loading={rows.loading}
          loadingText={t('dashboard:chart.loading')}
          items={status === undefined ? [] : (rows.data?.items ?? [])}
          trackBy="jobordno"
          ariaLabels={{ tableLabel: t('dashboard:detail.title') }}
          columnDefinitions={[
            columns.jobordno,
            columns.column('joborddat', (row) => formatDate(row.joborddat)),
            columns.vehicleno,
            columns.column('vehmaknam', (row) => row.vehmaknam ?? ''),
            columns.garagnam,
            columns.status,
            columns.column('statusAt', (row) => (row.statusAt ? formatDate(row.statusAt) : '')),
          ]}
          empty={
            <TableEmpty
              read={rows}
              text={status === undefined ? t('dashboard:detail.choose') : t('dashboard:detail.empty')}
            />
          }
          pagination={
            <Pagination
              currentPageIndex={page}
              pagesCount={cursors.length}
              openEnd={Boolean(next)}
              onChange={({ detail }) => setPaging({ ...paging, page: detail.currentPageIndex })}
              ariaLabels={{
                nextPageLabel: t('dashboard:detail.nextPage'),
                previousPageLabel: t('dashboard:detail.previousPage'),
                pageLabel: (pageNumber) => t('dashboard:detail.page', { page: pageNumber }),
              }}
            />
          }
        />
      </SpaceBetween>
    </Container>
  );
}
