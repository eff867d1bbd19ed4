/**
 * MOI job card list (`/jobCardQslist`, screen SGRJ001; spec 000 section 2): the open job cards of any
 * age, or every job card of a chosen date window (issue 25), filtered by job card or plate number,
 * make, garage, inspector or user; status by name in the user's language. New, edit and view open
 * `jobCardQs`; delete only while the job card waits for or has its inspector (1195, 1196); cancel for
 * administrators only.
 */
import { useTranslation } from 'react-i18next';
import { jobCardDeletable, jobCardInReception, type JobCardListRow } from '@fleet/shared/reception/job-cards';
import { useSession } from '../../../../auth/session.ts';
import { documentFormUrl, useSend } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { jobCardApi } from '../api.ts';
import { jobCardPaths, jobCardScreens } from '../lists.ts';
import { useJobCardListPage } from '../useJobCardListPage.ts';

export function JobCardListPage() {
  const { t } = useTranslation();
  const sending = useSend();
  const session = useSession();
  const page = useJobCardListPage({
    screen: jobCardScreens.jobCard,
    fetch: jobCardApi.list,
    pageSizeKey: 'pageSize:jobCardQslist',
    // Open work is never hidden by its age (issue 25): open ones by default, a date range lists all.
    window: 'open',
    form: (status, row) => documentFormUrl(jobCardPaths.form, status, row?.jobordno),
  });

  const open_ = (row: JobCardListRow) => row.state === 'open';
  // The session carries no roles: superusers see Cancel; the server also lets ADMIN-role users cancel.
  const administrator = Boolean(session?.superuser);

  const cancel = (row: JobCardListRow) =>
    sending.send(() => jobCardApi.cancel(row.jobordno, row.version), page.list.reload);

  return (
    <PageDocumentList<JobCardListRow>
      page={page}
      id="job-card-list"
      texts="jobCards:list"
      trackBy="jobordno"
      adds
      exportTitle="JobCard"
      documents={{
        changeable: (row) => open_(row) && jobCardInReception(row.statuscde),
        deletable: (row) => open_(row) && jobCardDeletable(row.statuscde),
        remove: (row) => jobCardApi.remove(row.jobordno),
        numberOf: (row) => `${row.jobordno} · ${row.vehicleno}`,
      }}
      actions={{
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
    />
  );
}

export default JobCardListPage;
