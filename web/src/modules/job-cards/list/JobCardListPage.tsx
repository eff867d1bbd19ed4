/**
 * MOI job card list (`/jobCardQslist`, screen SGRJ001; spec 000 section 2): job cards of the date
 * window (default last 7 days) filtered by job card or plate number, make, garage, inspector or user;
 * status by name in the user's language. New, edit and view open `jobCardQs`; delete only while the
 * job card waits for or has its inspector (1195, 1196); cancel for administrators only.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { jobCardDeletable, jobCardInReception, type JobCardListRow } from '@fleet/shared/job-cards';
import { useSession } from '../../../auth/session.ts';
import {
  DocumentList,
  FilterPanel,
  documentFormUrl,
  useListData,
  useScreenRights,
  useToasts,
  type FormStatus,
} from '../../../kit/index.ts';
import { jobCardApi } from '../api.ts';
import { jobCardColumns, jobCardListQuery, jobCardPaths, jobCardScreens, listOpens } from '../lists.ts';
import { useJobCardFilters } from '../useJobCardFilters.ts';

export function JobCardListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const session = useSession();
  const rights = useScreenRights(jobCardScreens.jobCard);
  const { fields, filters } = useJobCardFilters();
  const query = jobCardListQuery(filters.values);
  const list = useListData<JobCardListRow>({
    fetch: (_page, signal) => jobCardApi.list(query, signal),
    queryKey: JSON.stringify(query),
    pageSizeKey: 'pageSize:jobCardQslist',
  });
  const arabic = i18n.language === 'ar';
  const columns = useMemo(() => jobCardColumns(t, arabic), [t, arabic]);

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, row?: JobCardListRow) =>
    navigate(documentFormUrl(jobCardPaths.form, status, row?.jobordno));
  const open_ = (row: JobCardListRow) => row.state === 'open';
  // The session carries no roles: superusers see Cancel; the server also lets ADMIN-role users cancel.
  const administrator = Boolean(session?.superuser);

  const cancel = async (row: JobCardListRow) => {
    try {
      toasts.written(await jobCardApi.cancel(row.jobordno, row.version));
      list.reload();
    } catch (failure) {
      toasts.error(failure);
    }
  };

  return (
    <DocumentList<JobCardListRow>
      id="job-card-list"
      wrapLines
      title={t('jobCards:list.title')}
      description={t('jobCards:list.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.jobordno}
      onNew={() => open('ADD')}
      exportTitle="JobCard"
      actions={{
        edit: {
          onClick: (row) => open('EDIT', row),
          disabledReason: (row) =>
            open_(row) && jobCardInReception(row.statuscde) ? undefined : t('kit:list.unableToEdit'),
        },
        delete: {
          onDelete: (row) => jobCardApi.remove(row.jobordno),
          describe: (row) => `${row.jobordno} · ${row.vehicleno}`,
          disabledReason: (row) =>
            open_(row) && jobCardDeletable(row.statuscde) ? undefined : t('kit:list.unableToDelete'),
        },
        view: { onClick: (row) => open('VIEW', row) },
        extra: administrator
          ? [
              {
                id: 'cancel',
                text: t('jobCards:list.cancel'),
                iconName: 'close',
                right: 'edits',
                visible: open_,
                onClick: cancel,
              },
            ]
          : [],
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
        />
      }
    />
  );
}

export default JobCardListPage;
