/**
 * QC inspector assignment list (`/inspectionlistmoi`, screen SGRJ002; spec 000 section 2, Help
 * centre "Inspector assignment"): job cards with an inspector, filtered like every job card list.
 * New opens `assigninspectormoi`; edit (reassign) and delete (unassign) while the job card is at
 * Inspector Assigned (1196); Inspect opens `inspectionmoi` for the job card.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import type { JobCardListRow } from '@fleet/shared/reception/job-cards';
import { documentFormUrl } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { jobCardApi } from '../api.ts';
import { jobCardPaths, jobCardScreens } from '../lists.ts';
import { useJobCardListPage } from '../useJobCardListPage.ts';

const assigned = (row: JobCardListRow) => row.statuscde === workflowSteps.assignInspector.to;
const inspectable = (row: JobCardListRow) => (workflowSteps.inspectionMoi.from ?? []).includes(row.statuscde);

export function InspectorListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useJobCardListPage({
    screen: jobCardScreens.inspector,
    fetch: jobCardApi.assignments,
    pageSizeKey: 'pageSize:inspectionlistmoi',
    // Open work is never hidden by its age (issue 25): open ones by default, a date range lists all.
    window: 'open',
    form: (status, row) => documentFormUrl(jobCardPaths.assignForm, status, row?.jobordno),
  });

  return (
    <PageDocumentList<JobCardListRow>
      page={page}
      id="inspector-assignment-list"
      texts="jobCards:inspectorList"
      trackBy="jobordno"
      adds
      exportTitle="InspectorAssignment"
      documents={{
        changeable: assigned,
        remove: (row) => jobCardApi.unassign(row.jobordno),
        numberOf: (row) => `${row.jobordno} · ${row.inspectorname ?? ''}`,
      }}
      actions={{
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
    />
  );
}

export default InspectorListPage;
