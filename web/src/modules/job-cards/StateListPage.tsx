/**
 * The reopen list (`/jobCardReOpenlist`, screen SGRJ004: delivered or closed job cards, Reopen opens
 * `jobCardReOpen`) and the rejected job cards (`/rejectJobCardList`, screen SGRG020: New opens
 * `rejectJobCard`), filtered like every job card list.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobCardListRow } from '@fleet/shared/job-cards';
import {
  DocumentList,
  FilterPanel,
  useListData,
  useScreenRights,
  type DocumentColumn,
} from '../../kit/index.ts';
import { jobCardApi } from './api.ts';
import { jobCardColumns, jobCardListQuery, jobCardPaths, jobCardScreens, listOpens } from './lists.ts';
import { useJobCardFilters } from './useJobCardFilters.ts';

type Kind = 'reopen' | 'reject';

function StateListPage({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(kind === 'reopen' ? jobCardScreens.reopen : jobCardScreens.rejected);
  const { fields, filters } = useJobCardFilters();
  const query = jobCardListQuery(filters.values);
  const list = useListData<JobCardListRow>({
    fetch: (_page, signal) =>
      kind === 'reopen' ? jobCardApi.reopenList(query, signal) : jobCardApi.rejectList(query, signal),
    queryKey: JSON.stringify(query),
    pageSizeKey: `pageSize:${kind}JobCards`,
  });
  const arabic = i18n.language === 'ar';
  const columns = useMemo<DocumentColumn<JobCardListRow>[]>(
    () => [
      ...jobCardColumns(t, arabic),
      kind === 'reopen'
        ? {
            id: 'reopencount',
            header: t('jobCards:fields.reopencount'),
            value: (row: JobCardListRow) => String(row.reopencount ?? 0),
          }
        : {
            id: 'rejectremarks',
            header: t('jobCards:reject.remarks'),
            value: (row: JobCardListRow) => row.rejectremarks ?? '',
          },
    ],
    [t, arabic, kind],
  );

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const form = kind === 'reopen' ? jobCardPaths.reopenForm : jobCardPaths.rejectForm;
  const openForm = (jobordno?: string) =>
    navigate(`${form}?mod=false&status=ADD${jobordno ? `&jobordno=${encodeURIComponent(jobordno)}` : ''}`);

  return (
    <DocumentList<JobCardListRow>
      id={`${kind}-job-card-list`}
      wrapLines
      title={t(`jobCards:${kind}.listTitle`)}
      description={t(`jobCards:${kind}.listDescription`)}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.jobordno}
      onNew={() => openForm()}
      exportTitle={kind === 'reopen' ? 'JobCardReopen' : 'RejectedJobCards'}
      actions={{
        view: {
          onClick: (row) => navigate(`${jobCardPaths.form}?jobordno=${encodeURIComponent(row.jobordno)}`),
        },
        ...(kind === 'reopen'
          ? {
              extra: [
                {
                  id: 'reopen',
                  text: t('jobCards:reopen.action'),
                  iconName: 'redo' as const,
                  right: 'edits' as const,
                  onClick: (row: JobCardListRow) => openForm(row.jobordno),
                },
              ],
            }
          : {}),
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

export const ReopenListPage = () => <StateListPage kind="reopen" />;
export const RejectListPage = () => <StateListPage kind="reject" />;
