/**
 * Create Job Order (KJO) list (`/receptionInspectionList`, screen SGRK003; spec 000 section 2 "KPTC
 * Reception"): job orders filtered by plate, garage, status, kind and date (default: the open ones of
 * any age, issue 25), paged by the server; New opens the reception form; edit, view and delete by
 * rights. A job order that is invoiced or past completion cannot be deleted (the server says so too).
 */
import { useTranslation } from 'react-i18next';
import { jobOrderKinds } from '@fleet/shared/reception/job-orders';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { deletableStatus } from '@fleet/shared/engines/workflow';
import { screenCodes } from '@fleet/shared';
import { useDocumentListPage, useGarageOptions, type FilterField } from '../../../../kit/index.ts';
import { wordedOptions } from '../../../../kit/wordedOptions.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import { filterQuery } from '../../../../kit/filters/model.ts';
import { jobOrderApi } from '../api.ts';
import { statusOptions } from '../status/statusChoices.ts';
import { jobOrderColumns } from './columns.ts';
import { jobOrderListRequest } from './filters.ts';
import { receptionFormTarget } from './navigation.ts';

export function ReceptionInspectionListPage() {
  const { t, i18n } = useTranslation();
  const garages = useGarageOptions();
  // The job order print, rendered in the browser.
  const rowPdf = useRowPdf(async (row: JobOrderRow) => {
    const { jobOrderPdfSource } = await import('../pdf/index.ts');
    return jobOrderPdfSource(t, row.jobordno, () => jobOrderApi.print(row.jobordno));
  });

  const fields: FilterField[] = [
    { kind: 'text', id: 'vehicleno', label: t('jobOrders:fields.vehicleno') },
    lookupFilter('garage', t('jobOrders:fields.garagnam'), garages),
    {
      kind: 'select',
      id: 'statuscde',
      label: t('jobOrders:fields.status'),
      options: statusOptions(i18n.language === 'ar'),
    },
    {
      kind: 'select',
      id: 'kind',
      label: t('jobOrders:fields.kind'),
      options: wordedOptions(t, 'jobOrders:kinds', jobOrderKinds),
    },
    { kind: 'dateRange', id: 'joborddat', label: t('jobOrders:fields.dateRange') },
  ];
  const page = useDocumentListPage({
    screen: screenCodes.createJobOrder,
    fields,
    query: filterQuery,
    fetch: (query, page, signal) => jobOrderApi.list(jobOrderListRequest(query, page), signal),
    pageSizeKey: 'pageSize:receptionInspectionList',
    // Open work is never hidden by its age (issue 25): open ones by default, a date range lists all.
    window: 'open',
    columns: jobOrderColumns,
    form: (status, row?: JobOrderRow) => receptionFormTarget(status, row?.jobordno),
    filtersExpanded: 'wide',
  });

  const closed = (row: JobOrderRow) => (row.state !== 'open' ? t('kit:list.unableToEdit') : undefined);

  return (
    <PageDocumentList<JobOrderRow>
      page={page}
      id="reception-job-order-list"
      texts="jobOrders:list"
      trackBy="jobordno"
      adds
      exportTitle="CreateJobOrderKJO"
      views
      pdf={rowPdf}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row), disabledReason: closed },
        delete: {
          onDelete: (row) => jobOrderApi.remove(row.jobordno),
          describe: (row) => row.jobordno,
          disabledReason: (row) =>
            deletableStatus(row.statuscde) ? undefined : t('errors:jobOrderCannotDelete'),
        },
      }}
    />
  );
}

export default ReceptionInspectionListPage;
