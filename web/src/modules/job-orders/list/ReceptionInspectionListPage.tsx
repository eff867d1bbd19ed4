/**
 * Create Job Order (KJO) list (`/receptionInspectionList`, screen SGRK003; spec 000 section 2 "KPTC
 * Reception"): job orders filtered by plate, garage, status, kind and date (default last 7 days),
 * paged by the server; New opens the reception form; edit, view and delete by rights. A job order that
 * is invoiced or past completion cannot be deleted (the server says so too).
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { jobOrderKinds } from '@fleet/shared/job-orders';
import type { JobOrderRow } from '@fleet/shared/kptc-job-orders';
import { deletableStatus } from '@fleet/shared/workflow';
import { screenCodes } from '@fleet/shared';
import {
  DocumentList,
  FilterPanel,
  useFilters,
  useListData,
  useScreenRights,
  type FilterField,
  type FormStatus,
} from '../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../app/useMediaQuery.ts';
import { jobOrderApi } from '../api.ts';
import { useGarages } from '../lookups.ts';
import { statusOptions } from '../status/statusChoices.ts';
import { jobOrderColumns } from './columns.ts';
import { jobOrderFilterIds, jobOrderFilterQuery, jobOrderListRequest } from './filters.ts';
import { receptionFormTarget } from './navigation.ts';

const opens = (rights: Record<string, string>) =>
  (['adds', 'edits', 'deletes', 'views'] as const).some((action) => rights[action] === 'Y');

export function ReceptionInspectionListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.createJobOrder);
  const garages = useGarages();
  const wide = useMediaQuery(wideQuery);
  const arabic = i18n.language === 'ar';

  const fields: FilterField[] = [
    { kind: 'text', id: jobOrderFilterIds.vehicleno, label: t('jobOrders:fields.vehicleno') },
    {
      kind: 'select',
      id: jobOrderFilterIds.garage,
      label: t('jobOrders:fields.garagnam'),
      options: garages.options,
      loading: garages.loading,
    },
    {
      kind: 'select',
      id: jobOrderFilterIds.statuscde,
      label: t('jobOrders:fields.status'),
      options: statusOptions(arabic),
    },
    {
      kind: 'select',
      id: jobOrderFilterIds.kind,
      label: t('jobOrders:fields.kind'),
      options: jobOrderKinds.map((kind) => ({ value: kind, label: t(`jobOrders:kinds.${kind}`) })),
    },
    { kind: 'dateRange', id: jobOrderFilterIds.date, label: t('jobOrders:fields.dateRange') },
  ];
  const filters = useFilters(fields, 'last7Days');
  const list = useListData<JobOrderRow>({
    fetch: (page, signal) => jobOrderApi.list(jobOrderListRequest(filters.values, page), signal),
    queryKey: JSON.stringify(jobOrderFilterQuery(filters.values)),
    pageSizeKey: 'pageSize:receptionInspectionList',
  });
  const columns = useMemo(() => jobOrderColumns(t, arabic), [t, arabic]);

  if (!opens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, jobordno?: string) => {
    const target = receptionFormTarget(status, jobordno);
    navigate(target.url, { state: target.state });
  };
  const closed = (row: JobOrderRow) => (row.state !== 'open' ? t('kit:list.unableToEdit') : undefined);

  return (
    <DocumentList<JobOrderRow>
      id="reception-job-order-list"
      wrapLines
      title={t('jobOrders:list.title')}
      description={t('jobOrders:list.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.jobordno}
      onNew={() => open('ADD')}
      exportTitle="CreateJobOrderKJO"
      actions={{
        edit: { onClick: (row) => open('EDIT', row.jobordno), disabledReason: closed },
        delete: {
          onDelete: (row) => jobOrderApi.remove(row.jobordno),
          describe: (row) => row.jobordno,
          disabledReason: (row) =>
            deletableStatus(row.statuscde) ? undefined : t('errors:jobOrderCannotDelete'),
        },
        view: { onClick: (row) => open('VIEW', row.jobordno) },
      }}
      filter={
        <FilterPanel
          fields={fields}
          values={filters.values}
          initialValues={filters.initialValues}
          onChange={filters.setValues}
          onRefresh={list.reload}
          refreshing={list.loading}
          search={false}
          defaultExpanded={wide}
        />
      }
    />
  );
}

export default ReceptionInspectionListPage;
