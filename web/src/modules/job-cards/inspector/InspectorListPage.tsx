/**
 * QC inspector assignment list (`/inspectionlistmoi`, screen SGRJ002; spec 000 section 2, Help
 * centre "Inspector assignment"): job cards with an inspector, filtered like every job card list.
 * New opens `assigninspectormoi`; edit (reassign) and delete (unassign) while the job card is at
 * Inspector Assigned (1196); Inspect opens `inspectionmoi` for the job card.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { workflowSteps } from '@fleet/shared/workflow';
import type { JobCardListRow } from '@fleet/shared/job-cards';
import {
  DocumentList,
  FilterPanel,
  documentFormUrl,
  useListData,
  useScreenRights,
  type FormStatus,
} from '../../../kit/index.ts';
import { jobCardApi } from '../api.ts';
import { jobCardColumns, jobCardListQuery, jobCardPaths, jobCardScreens, listOpens } from '../lists.ts';
import { useJobCardFilters } from '../useJobCardFilters.ts';

const assigned = (row: JobCardListRow) => row.statuscde === workflowSteps.assignInspector.to;
const inspectable = (row: JobCardListRow) => (workflowSteps.inspectionMoi.from ?? []).includes(row.statuscde);

export function InspectorListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(jobCardScreens.inspector);
  const { fields, filters } = useJobCardFilters();
  const query = jobCardListQuery(filters.values);
  const list = useListData<JobCardListRow>({
    fetch: (_page, signal) => jobCardApi.assignments(query, signal),
    queryKey: JSON.stringify(query),
    pageSizeKey: 'pageSize:inspectionlistmoi',
  });
  const arabic = i18n.language === 'ar';
  const columns = useMemo(() => jobCardColumns(t, arabic), [t, arabic]);

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, row?: JobCardListRow) =>
    navigate(documentFormUrl(jobCardPaths.assignForm, status, row?.jobordno));

  return (
    <DocumentList<JobCardListRow>
      id="inspector-assignment-list"
      wrapLines
      title={t('jobCards:inspectorList.title')}
      description={t('jobCards:inspectorList.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.jobordno}
      onNew={() => open('ADD')}
      exportTitle="InspectorAssignment"
      actions={{
        edit: {
          onClick: (row) => open('EDIT', row),
          disabledReason: (row) => (assigned(row) ? undefined : t('kit:list.unableToEdit')),
        },
        delete: {
          onDelete: (row) => jobCardApi.unassign(row.jobordno),
          describe: (row) => `${row.jobordno} · ${row.inspectorname ?? ''}`,
          disabledReason: (row) => (assigned(row) ? undefined : t('kit:list.unableToDelete')),
        },
        view: { onClick: (row) => open('VIEW', row) },
        extra: [
          {
            id: 'inspect',
            text: t('jobCards:inspectorList.inspect'),
            iconName: 'status-positive',
            right: 'edits',
            visible: inspectable,
            onClick: (row) =>
              navigate(
                `${jobCardPaths.inspectionForm}?mod=false&status=ADD&jobordno=${encodeURIComponent(row.jobordno)}`,
              ),
          },
        ],
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

export default InspectorListPage;
