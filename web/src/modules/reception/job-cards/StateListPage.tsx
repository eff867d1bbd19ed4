/**
 * The reopen list (`/jobCardReOpenlist`, screen SGRJ004: delivered or closed job cards, Reopen opens
 * `jobCardReOpen`) and the rejected job cards (`/rejectJobCardList`, screen SGRG020: New opens
 * `rejectJobCard`), filtered like every job card list.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobCardListRow } from '@fleet/shared/reception/job-cards';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { jobCardApi } from './api.ts';
import { jobCardPaths, jobCardScreens } from './lists.ts';
import { useJobCardListPage } from './useJobCardListPage.ts';

type Kind = 'reopen' | 'reject';

function StateListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = kind === 'reopen' ? jobCardPaths.reopenForm : jobCardPaths.rejectForm;
  const page = useJobCardListPage({
    screen: kind === 'reopen' ? jobCardScreens.reopen : jobCardScreens.rejected,
    fetch: kind === 'reopen' ? jobCardApi.reopenList : jobCardApi.rejectList,
    pageSizeKey: `pageSize:${kind}JobCards`,
    // Both forms open in ADD, for the row's job card when there is one.
    form: (_status, row) =>
      `${form}?mod=false&status=ADD${row ? `&jobordno=${encodeURIComponent(row.jobordno)}` : ''}`,
    extraColumn:
      kind === 'reopen'
        ? {
            id: 'reopencount',
            header: t('jobCards:fields.reopencount'),
            value: (row) => String(row.reopencount ?? 0),
          }
        : {
            id: 'rejectremarks',
            header: t('jobCards:reject.remarks'),
            value: (row) => row.rejectremarks ?? '',
          },
  });

  return (
    <PageDocumentList<JobCardListRow>
      page={page}
      id={`${kind}-job-card-list`}
      title={t(`jobCards:${kind}.listTitle`)}
      description={t(`jobCards:${kind}.listDescription`)}
      trackBy="jobordno"
      adds
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
                  onClick: (row: JobCardListRow) => page.open('ADD', row),
                },
              ],
            }
          : {}),
      }}
    />
  );
}

export const ReopenListPage = () => <StateListPage kind="reopen" />;
export const RejectListPage = () => <StateListPage kind="reject" />;
