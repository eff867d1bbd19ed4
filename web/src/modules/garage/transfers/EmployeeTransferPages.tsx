/**
 * Employee transfer (screens SGRM015 request, SGRM016 approval, SGRM017 close): the request list
 * `/employeeTransferList` + form `/employeeTransfer`; the approval list `/employeeTransferListAppr`
 * (requested and approved transfers) + page `/employeeTransferAppr` (approve, or withdraw an approval);
 * the close list `/employeeTransferListCls` (approved and closed) + page `/employeeTransferCls` (close:
 * the employee's garage changes; or reopen a closed transfer). Each action asks for confirmation.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { EmpTransStatus, EmployeeTransfer } from '@fleet/shared/garage/transfers';
import {
  ActionDialog,
  DocumentPage,
  ReadOnlyField,
  useDocumentFormPage,
  useDocumentListPage,
  useGarageOptions,
  useLookupOptions,
  useSend,
} from '../../../kit/index.ts';
import {
  recordColumns,
  RecordFormPage,
  RecordList,
  RecordListPage,
  RecordSection,
  recordFields,
  pageSizeKeyOf,
  useRecordForm,
  type RecordColumn,
} from '../../../kit/record/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { useFormActionsSlot } from '../../../kit/form/formActions.ts';
import { pageParams } from '../../../kit/list/listPage.ts';
import { transfersApi } from './api.ts';
import {
  empApprFormPath,
  empApprListPath,
  empClsFormPath,
  empClsListPath,
  empFormPath,
  empListPath,
  empTransErrors,
  emptyEmpTrans,
  fromEmpTrans,
  toEmpTransRequest,
  type EmpTransValues,
} from './transferForms.ts';

const name = (row: { emplname: string; emplnamar: string }, arabic: boolean) =>
  (arabic && row.emplnamar) || row.emplname;

/** After the number, in every list of the three screens. */
const columns = (tr: TFunction, arabic: boolean): RecordColumn<EmployeeTransfer>[] => [
  'docdate',
  {
    id: 'employee',
    header: tr('transfers:fields.emplcode'),
    value: (row) => `${name(row, arabic)} (${row.emplcode})`,
  },
  'jobtitle',
  { id: 'fromgarage', header: tr('transfers:fields.fromgarage'), value: (row) => row.fromgaragnam },
  { id: 'togarage', header: tr('transfers:fields.togarage'), value: (row) => row.togaragnam },
  'effdate',
  ['trfstatus', (status) => tr(`transfers:empStatuses.${status}`)],
];

const routes = { screen: screenCodes.employeeTransfer, listPath: empListPath, formPath: empFormPath };

const field = recordFields<EmpTransValues>();

export function EmpTransferListPage() {
  const { t } = useTranslation();
  const notRequested = (row: EmployeeTransfer) =>
    row.trfstatus !== 'R' ? t('errors:empTransNotRequested') : undefined;
  return (
    <RecordListPage<EmployeeTransfer>
      routes={routes}
      texts="transfers:emp"
      fields={['emplcode', { kind: 'dateRange', id: 'docdate' }]}
      fetch={transfersApi.empTransfers}
      columns={columns}
      id="employee-transfer-list"
      exportTitle="EmployeeTransfer"
      edit={notRequested}
      remove={{
        onDelete: (row) => transfersApi.undoEmpTransfer('deleteEmpTrans', row.docnumbr),
        describe: (row) => `${row.docnumbr} · ${row.emplcode}`,
        disabledReason: notRequested,
      }}
    />
  );
}

export function EmpTransferFormPage() {
  const { t } = useTranslation();
  const record = useRecordForm({
    ...routes,
    empty: emptyEmpTrans,
    validate: (values) => empTransErrors(values),
    read: { key: 'employeeTransfer', fetch: transfersApi.empTransfer, toValues: fromEmpTrans },
    save: (values): Promise<unknown> => {
      const fieldErrors = empTransErrors(values, fromgarage);
      if (Object.keys(fieldErrors).length) throw new Error(t(fieldErrors['togarage'] ?? 'errors:badRequest'));
      return transfersApi.saveEmpTransfer(toEmpTransRequest(values));
    },
    lockedWhen: (stored) => stored.trfstatus !== 'R',
  });
  const { stored, form } = record;
  const employees = useLookupOptions('transfers:employees', transfersApi.employees, (employee, arabic) => ({
    value: employee.emplcode,
    label: name(employee, arabic),
    description: [employee.emplcode, employee.jobtitle, employee.garageid].join(' · '),
  }));
  const garages = useGarageOptions();
  const { values } = form;
  const employee = employees.items.find((row) => row.emplcode === values.emplcode);
  const fromgarage = employee?.garageid ?? stored?.fromgarage;
  const active = employees.options.filter((option) =>
    employees.items.some((row) => row.emplcode === option.value && row.status !== 'inactive'),
  );

  return (
    <RecordFormPage
      record={record}
      title={t('transfers:emp.formTitle')}
      conflict={{ testId: 'employee-transfer-conflict' }}
      lockedText={t('errors:empTransNotRequested')}
    >
      <RecordSection
        title={t('transfers:emp.employee')}
        columns={3}
        below={<field.TextArea name="remarks" label={t('transfers:fields.remarks')} rows={2} />}
      >
        <field.Select
          name="emplcode"
          label={t('transfers:fields.emplcode')}
          options={active}
          loading={employees.loading}
          required
          testId="field-emplcode"
        />
        <ReadOnlyField
          label={t('transfers:fields.jobtitle')}
          value={employee?.jobtitle ?? stored?.jobtitle}
        />
        <ReadOnlyField
          label={t('transfers:fields.fromgarage')}
          value={garages.options.find((option) => option.value === fromgarage)?.label ?? fromgarage}
        />
        <field.Select
          name="togarage"
          label={t('transfers:fields.togarage')}
          options={garages.options.filter((option) => option.value !== fromgarage)}
          loading={garages.loading}
          required
          testId="field-togarage"
        />
        <field.Date name="effdate" label={t('transfers:fields.effdate')} />
      </RecordSection>
    </RecordFormPage>
  );
}
/** The approval and close stages: which list, page, screen, statuses and calls each has. */
const stages = {
  appr: {
    screen: screenCodes.employeeTransferAppr,
    listPath: empApprListPath,
    formPath: empApprFormPath,
    statuses: ['R', 'A'] as EmpTransStatus[],
    forward: 'R' as EmpTransStatus,
    undoCall: 'deleteEmpTransAppr' as const,
  },
  cls: {
    screen: screenCodes.employeeTransferCls,
    listPath: empClsListPath,
    formPath: empClsFormPath,
    statuses: ['A', 'C'] as EmpTransStatus[],
    forward: 'A' as EmpTransStatus,
    undoCall: 'deleteEmpTransCls' as const,
  },
};
type Stage = keyof typeof stages;

function StageListPage({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const config = stages[stage];
  const [trfstatus, setTrfstatus] = useState<EmpTransStatus>(config.statuses[0]!);
  const page = useDocumentListPage<EmployeeTransfer, Record<string, string>>({
    screen: config.screen,
    fields: [],
    query: () => ({ trfstatus }),
    fetch: (_query, paging, signal) => transfersApi.empTransfersAt(trfstatus, pageParams(paging), signal),
    pageSizeKey: `${pageSizeKeyOf(config.listPath)}:${trfstatus}`,
    columns: (tr, arabic) => recordColumns(tr, 'transfers', columns(tr, arabic)),
    form: (status, row) => ({ url: documentFormUrl(config.formPath, status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <SpaceBetween size="m">
      <SegmentedControl
        selectedId={trfstatus}
        onChange={({ detail }) => setTrfstatus(detail.selectedId as EmpTransStatus)}
        label={t('transfers:fields.trfstatus')}
        options={config.statuses.map((status) => ({
          id: status,
          text: t(`transfers:empStatuses.${status}`),
        }))}
      />
      <RecordList
        key={trfstatus}
        page={page}
        id={`employee-transfer-${stage}-list`}
        wrapLines
        title={t(`transfers:${stage}.listTitle`)}
        description={t(`transfers:${stage}.listDescription`)}
        trackBy={(row) => row.docnumbr}
        exportTitle={stage === 'appr' ? 'EmployeeTransferApproval' : 'EmployeeTransferClose'}
        emptyText={t('transfers:emp.empty')}
        adds={false}
      />
    </SpaceBetween>
  );
}

/**
 * One transfer of a stage, read-only in the kit's document page. Its one step of the stage (forward:
 * approve / close; undo: withdraw / reopen) takes Save's place in the header and is confirmed.
 */
function StagePage({ stage }: { stage: Stage }) {
  const { t, i18n } = useTranslation();
  const config = stages[stage];
  const page = useDocumentFormPage<Record<string, never>, EmployeeTransfer>({
    screen: config.screen,
    listPath: config.listPath,
    empty: () => ({}),
    read: { key: `employeeTransfer:${stage}`, fetch: transfersApi.empTransfer, toValues: () => ({}) },
  });
  // Opened without a transfer (a bookmark of the spec's route): its list, where one is picked.
  if (!page.mode.docnumbr) return <Navigate to={config.listPath} replace />;
  const transfer = page.stored;
  const step =
    transfer?.trfstatus === config.forward ? 'forward' : transfer?.trfstatus === config.statuses[1] && 'undo';
  return (
    <DocumentPage page={page} editable={false} title={t(`transfers:${stage}.formTitle`)}>
      {transfer && (
        <RecordSection
          title={transfer.docnumbr}
          columns={3}
          below={<ReadOnlyField label={t('transfers:fields.remarks')} value={transfer.remarks} />}
        >
          {Object.entries({
            docdate: transfer.docdate,
            emplcode: `${name(transfer, i18n.language === 'ar')} (${transfer.emplcode})`,
            jobtitle: transfer.jobtitle,
            fromgarage: transfer.fromgaragnam,
            togarage: transfer.togaragnam,
            effdate: transfer.effdate,
            trfstatus: t(`transfers:empStatuses.${transfer.trfstatus}`),
            requser: transfer.requser,
            apruser: transfer.apruser ?? '',
          }).map(([field, value]) => (
            <ReadOnlyField key={field} label={t(`transfers:fields.${field}`)} value={value} />
          ))}
        </RecordSection>
      )}
      {transfer && step && !page.mode.readOnly && (
        <StageStep stage={stage} step={step} docnumbr={transfer.docnumbr} />
      )}
    </DocumentPage>
  );
}

function StageStep({ stage, step, docnumbr }: { stage: Stage; step: 'forward' | 'undo'; docnumbr: string }) {
  const { t } = useTranslation();
  const config = stages[stage];
  const navigate = useNavigate();
  const { busy, send } = useSend();
  const [asking, setAsking] = useState(false);
  const header = useFormActionsSlot();
  const text = t(`transfers:${stage}.${step}`);
  const act = () =>
    send(
      () =>
        step === 'forward'
          ? transfersApi.approveEmpTransfer(docnumbr)
          : transfersApi.undoEmpTransfer(config.undoCall, docnumbr),
      () => navigate(config.listPath),
    );
  return (
    <>
      {header &&
        createPortal(
          <Button
            variant={step === 'forward' ? 'primary' : 'normal'}
            onClick={() => setAsking(true)}
            data-testid={`transfer-${step}`}
          >
            {text}
          </Button>,
          header,
        )}
      <ActionDialog
        visible={asking}
        onClose={() => setAsking(false)}
        header={t('transfers:actions.confirmTitle')}
        cancelText={t('transfers:actions.cancel')}
        submitText={text}
        submitTestId="transfer-confirm"
        busy={busy}
        onSubmit={() => void act()}
      >
        {t(`transfers:${stage}.${step === 'forward' ? 'confirmForward' : 'confirmUndo'}`)}
      </ActionDialog>
    </>
  );
}

export const EmpTransferApprListPage = () => <StageListPage stage="appr" />;
export const EmpTransferApprPage = () => <StagePage stage="appr" />;
export const EmpTransferClsListPage = () => <StageListPage stage="cls" />;
export const EmpTransferClsPage = () => <StagePage stage="cls" />;
