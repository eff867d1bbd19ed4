/**
 * The workshop manager's approval of a garage inspection (issue 28, screen SGRG022;
 * docs/architecture-notes.md "Garage inspection approval and reopening"):
 * - `/managerapprovallist`: the manager's work list, the inspections waiting, oldest first;
 * - `/managerapproval?docnumbr&mod=true&status=APPROVE&level=GARAGE`: one inspection read-only with the
 *   kit's approval panel (Approve, or Return with remarks: the inspection goes back to be revised);
 * - `/inspectionInsmanapprovallist`: every inspection of a garage that asks for the approval, with its
 *   state (waiting, approved, returned), for the inspectors and team leaders;
 * - `/inspectionInsmanapproval?docnumbr`: one of them with the manager's decisions, read-only.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { screenCodes } from '@fleet/shared';
import type { InspectionApprovalRow } from '@fleet/shared/garage/garage-inspection';
import {
  ApprovalHistory,
  ApprovalPanel,
  DocumentPage,
  useDocumentFormPage,
  useDocumentListPage,
} from '../../../kit/index.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { amountColumn, personColumn } from '../../../kit/list/columns.ts';
import { withPeople, type WithPeople } from '../../../kit/personNames.ts';
import { approveAction } from '../../../kit/list/documentActions.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { formatMoment } from '../../../kit/dateTime.ts';
import { garageInspectionApi, type InspectionApproval } from './api.ts';
import {
  approvalListOptions,
  inspectionColumns,
  managerStateColumn,
  statusColumn,
} from './inspectionLists.tsx';
import { InspectionReopens, InspectionSummary } from './InspectionSummary.tsx';

const screen = screenCodes.inspectionManagerApproval;
const level = 'GARAGE' as const;
export const managerListPath = '/managerapprovallist';
export const approvalStatesPath = '/inspectionInsmanapprovallist';

/** The decision page of one inspection (the approval chain's link). */
export const managerApprovalUrl = (docnumbr: string) =>
  `/managerapproval?docnumbr=${encodeURIComponent(docnumbr)}&mod=true&status=APPROVE&level=${level}`;
const approvalViewUrl = (docnumbr: string) =>
  `/inspectionInsmanapproval?docnumbr=${encodeURIComponent(docnumbr)}&mod=true&status=VIEW`;

/** A row of the lists, with the names of the inspectors. */
type ApprovalRow = WithPeople<InspectionApprovalRow>;

function useColumns(waiting: boolean) {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (t: TFunction): DocumentColumn<ApprovalRow>[] => [
    ...inspectionColumns<ApprovalRow>(t),
    personColumn('cretuser', t('garageInspection:manager.inspector'), arabic),
    amountColumn('totalcost', t('garageInspection:fields.totalcost')),
    waiting
      ? {
          id: 'since',
          header: t('garageInspection:manager.since'),
          value: (row) => formatMoment(row.since),
          minWidth: 150,
        }
      : managerStateColumn(t),
    statusColumn(t, arabic),
  ];
}

function ManagerList({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useColumns(waiting);
  const page = useDocumentListPage<ApprovalRow, { fromdate?: string; todate?: string }>({
    screen,
    ...approvalListOptions(t, !waiting),
    fetch: async (query, _page, signal) =>
      withPeople(
        await (waiting
          ? garageInspectionApi.pendingApproval(signal)
          : garageInspectionApi.approvalList(query, signal)),
        (row) => [row.cretuser],
        signal,
      ),
    pageSizeKey: waiting ? 'pageSize:managerapprovallist' : 'pageSize:inspectionInsmanapprovallist',
    columns,
  });
  const open = (row: ApprovalRow) =>
    navigate(waiting ? managerApprovalUrl(row.docnumbr) : approvalViewUrl(row.docnumbr));
  return (
    <PageDocumentList<ApprovalRow>
      page={page}
      id={waiting ? 'manager-approval-list' : 'manager-approval-states'}
      title={t(waiting ? 'garageInspection:manager.listTitle' : 'garageInspection:manager.statesTitle')}
      description={t(
        waiting ? 'garageInspection:manager.listDescription' : 'garageInspection:manager.statesDescription',
      )}
      exportTitle={waiting ? 'ManagerApprovalPending' : 'ManagerApprovalStates'}
      emptyText={t(waiting ? 'garageInspection:manager.emptyWaiting' : 'garageInspection:manager.empty')}
      views={open}
      actions={waiting ? { extra: [approveAction(t('garageInspection:manager.decide'), open)] } : {}}
    />
  );
}

export function ManagerApprovalListPage() {
  return <ManagerList waiting />;
}

export function ManagerApprovalStatesPage() {
  return <ManagerList waiting={false} />;
}

function ManagerApproval({ approving }: { approving: boolean }) {
  const { t } = useTranslation();
  const page = useDocumentFormPage<Record<string, never>, InspectionApproval>({
    screen,
    listPath: approving ? managerListPath : approvalStatesPath,
    empty: () => ({}),
    read: { key: 'inspectionApproval', fetch: garageInspectionApi.approval, toValues: () => ({}) },
  });
  const { document } = page;
  const stored = document.data;
  return (
    <DocumentPage
      page={page}
      editable={false}
      title={t(approving ? 'garageInspection:manager.formTitle' : 'garageInspection:manager.viewTitle')}
    >
      <InspectionSummary master={stored?.master} lines={stored?.lines ?? []} />
      <InspectionReopens reopens={stored?.master.reopens} />
      {stored &&
        (approving ? (
          // A new version (after the decision) starts the panel again.
          <ApprovalPanel
            key={stored.master.version}
            master={stored.master}
            lines={[]}
            approvals={stored.approvals}
            byLine={false}
            level={level}
            notWaitingText={t('garageInspection:manager.notWaiting')}
            decide={(body) => garageInspectionApi.decide(body)}
            onDecided={document.reload}
          />
        ) : (
          <ApprovalHistory approvals={stored.approvals} />
        ))}
    </DocumentPage>
  );
}

export function ManagerApprovalPage() {
  return <ManagerApproval approving />;
}

export function ManagerApprovalViewPage() {
  return <ManagerApproval approving={false} />;
}
