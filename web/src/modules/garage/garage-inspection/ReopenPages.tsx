/**
 * Reopening a garage inspection (issue 28, screen SGRG023; docs/architecture-notes.md "Garage
 * inspection approval and reopening"):
 * - `/inspectionInsrepoenlist`: the completed inspections and those reopened before, newest first, with
 *   how often each was reopened; Reopen on the ones whose job order has no estimation yet (1213, 1214);
 * - `/inspectionInsrepoen?docnumbr&mod=false&status=EDIT`: the inspection read-only, its reopenings and
 *   the manager's decisions, and the reason; Save reopens it (the job order back to 1212, the inspection
 *   in progress). Opened read-only where it may not be reopened, saying why.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { reopenableStatuses, type InspectionApprovalRow } from '@fleet/shared/garage/garage-inspection';
import {
  ApprovalHistory,
  DocumentPage,
  TextAreaField,
  useDocumentFormPage,
  useDocumentListPage,
  useDocumentSave,
} from '../../../kit/index.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { amountColumn, fieldColumn } from '../../../kit/list/columns.ts';
import {
  approvalListOptions,
  inspectionColumns,
  managerStateColumn,
  statusColumn,
} from './inspectionLists.tsx';
import { garageInspectionApi, type InspectionApproval } from './api.ts';
import { InspectionReopens, InspectionSummary } from './InspectionSummary.tsx';
import { RecordSection } from '../../../kit/record/index.ts';

const screen = screenCodes.inspectionReopen;
const listPath = '/inspectionInsrepoenlist';

/** Whether an inspection may be reopened now: completed, its job order not yet estimated. */
export const reopenable = (row: { inspstatus: string; statuscde?: number | undefined }) =>
  row.inspstatus === 'completed' && row.statuscde !== undefined && reopenableStatuses.includes(row.statuscde);

export function ReopenListPage() {
  const { t, i18n } = useTranslation();
  const page = useDocumentListPage<InspectionApprovalRow, { fromdate?: string; todate?: string }>({
    screen,
    ...approvalListOptions(t),
    fetch: (query, _page, signal) => garageInspectionApi.reopenList(query, signal),
    pageSizeKey: 'pageSize:inspectionInsrepoenlist',
    columns: (t) => [
      ...inspectionColumns<InspectionApprovalRow>(t),
      {
        id: 'inspstatus',
        header: t('garageInspection:fields.inspstatus'),
        value: (row) => t(`garageInspection:inspstatus.${row.inspstatus}`),
      },
      statusColumn(t, i18n.language === 'ar'),
      managerStateColumn(t),
      fieldColumn('reopencount', t('garageInspection:reopen.count')),
      amountColumn('totalcost', t('garageInspection:fields.totalcost')),
    ],
    form: (status, row) => ({ url: documentFormUrl('/inspectionInsrepoen', status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<InspectionApprovalRow>
      page={page}
      id="inspection-reopen-list"
      title={t('garageInspection:reopen.listTitle')}
      description={t('garageInspection:reopen.listDescription')}
      exportTitle="GarageInspectionReopen"
      emptyText={t('garageInspection:reopen.empty')}
      views
      actions={{
        extra: [
          {
            id: 'reopen',
            text: t('garageInspection:reopen.action'),
            iconName: 'undo',
            right: 'edits',
            disabledReason: (row: InspectionApprovalRow) =>
              reopenable(row) ? undefined : t('garageInspection:reopen.locked'),
            onClick: (row: InspectionApprovalRow) => page.open('EDIT', row),
          },
        ],
      }}
    />
  );
}

interface ReopenValues {
  reason: string;
}
const emptyReopen = (): ReopenValues => ({ reason: '' });

export function ReopenPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<ReopenValues, InspectionApproval>({
    screen,
    listPath,
    empty: emptyReopen,
    validate: (values): Record<string, string> =>
      values.reason.trim() ? {} : { reason: 'errors:garageInspectionReopenReasonRequired' },
    read: { key: 'inspectionReopen', fetch: garageInspectionApi.approval, toValues: emptyReopen },
  });
  const { form } = page;
  const stored = page.document.data;
  const master = stored?.master;
  const saving = useDocumentSave(form, emptyReopen, ({ reason }) =>
    garageInspectionApi.reopen({ docnumbr: master!.docnumbr, version: master!.version, reason }),
  );
  const editable = master !== undefined && reopenable(master);
  return (
    <DocumentPage
      page={page}
      title={t('garageInspection:reopen.formTitle')}
      saving={saving}
      editable={editable}
      lockedText={t('garageInspection:reopen.locked')}
    >
      <InspectionSummary master={master} lines={stored?.lines ?? []} />
      <InspectionReopens reopens={master?.reopens} />
      {stored && stored.approvals.length > 0 && <ApprovalHistory approvals={stored.approvals} />}
      {editable && (
        <RecordSection title={t('garageInspection:reopen.reasonTitle')}>
          <TextAreaField
            form={form}
            name="reason"
            label={t('garageInspection:reopen.reason')}
            required
            rows={3}
            testId="reopen-reason"
          />
        </RecordSection>
      )}
    </DocumentPage>
  );
}
