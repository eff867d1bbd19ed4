/**
 * Estimation form (`/estimation?mod&status&docnumbr`, screen SGRG004; spec 001 "Estimation
 * (quotation)"): ADD picks a job order whose garage inspection is complete, EDIT revises one not yet
 * approved at any level (or rejected), VIEW reads it with the approvals taken. Images can be added before
 * the first save (the save attaches them). Lines of three kinds (sub repairs priced from the
 * master data, spare parts, labour) with KWD totals by the shared rules; saving submits for approval.
 * `status=APPROVE&level=MOI|KD` is the approver's screen (the link of an approval notification): line
 * decisions (approved, rejected, pending, not set) with Approve all / Reject all / Clear all, remarks,
 * Approve or Reject, and the approvals taken so far.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { screenCodes } from '@fleet/shared';
import { approvalLevels, editableApproval, type ApprovalLevel } from '@fleet/shared/engines/approvals';
import {
  estimationLineTypes,
  type EstimationDocument,
  type EstimationLineType,
} from '@fleet/shared/garage/estimation';
import { awaitsManagerApproval, type InspectionLine } from '@fleet/shared/garage/garage-inspection';
import {
  AmountField,
  DocumentLines,
  DocumentPage,
  PickField,
  TextAreaField,
  TotalsBlock,
  removeLine,
  serialColumn,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
  ApprovalHistory,
  ApprovalPanel,
  wordedOptions,
} from '../../../../kit/index.ts';
import { RecordSection } from '../../../../kit/record/index.ts';
import { LineEntrySection } from '../../../../kit/document/LineEntrySection.tsx';
import { repairFields, useRepairChoices } from '../../../../kit/document/RepairFields.tsx';
import { formatKwd } from '../../../../i18n/format.ts';
import { jobOrderOption } from '../../../../kit/jobOrderOption.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { useUploadGate } from '../../../../kit/upload/index.ts';
import { JobOrderPickerFields } from '../../../../kit/form/JobOrderPickerFields.tsx';
import { estimationApi } from '../api.ts';
import { EstimationImages } from './EstimationImages.tsx';
import { PartLookup } from './PartLookup.tsx';
import { estimationListPath } from '../list/lists.ts';
import {
  emptyEstimation,
  emptyLine,
  fromDocument,
  lineDescription,
  lineProblem,
  lineValueOf,
  linesFromInspection,
  needsKd,
  toSaveRequest,
  totalsOf,
  type EstimationValues,
  type FormLine,
} from './estimationForm.ts';
import { InputField } from '../../../../kit/form/InputField.tsx';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';

export function EstimationPage() {
  const { t } = useTranslation();
  const describe = useLineDescription();
  const [params] = useSearchParams();
  const approving = params.get('status')?.toUpperCase() === 'APPROVE';
  const level = (approvalLevels as readonly string[]).includes(params.get('level') ?? '')
    ? (params.get('level') as ApprovalLevel)
    : 'MOI';
  const page = useDocumentFormPage<EstimationValues, EstimationDocument>({
    screen: screenCodes.estimation,
    listPath: estimationListPath,
    empty: emptyEstimation,
    validate: (values) => ({
      ...(values.jobordno ? {} : { jobordno: 'errors:estimationJobOrderRequired' }),
      ...(values.lines.length ? {} : { lines: 'errors:invoiceNoLines' }),
    }),
    read: {
      key: 'estimation',
      fetch: (docnumbr, signal) => estimationApi.get(docnumbr, signal),
      toValues: fromDocument,
    },
  });
  const { mode, form } = page;
  const adding = mode.status === 'ADD';
  const stored = page.document.data;
  const editable = !approving && (adding || editableApproval(stored?.master.approval));
  const choices = useLookupOptions(
    'estimation:jobOrders',
    estimationApi.choices,
    jobOrderOption,
    workflowChoices,
  );
  const picked = useQuery(
    adding && form.values.jobordno ? `estimation:jo:${form.values.jobordno}` : null,
    (signal) => estimationApi.choices(signal),
  );
  // The garage and make in the reader's language (the documents keep the codes and English names).
  const headerName = useReaderNames(['garages', 'makes']);
  // A new estimation starts from the garage inspection's repair lines (issue 24); lines the user
  // added or changed are never replaced, untouched ones follow another job order's choice.
  const inspection = useQuery(
    adding && form.values.jobordno ? `estimation:inspection:${form.values.jobordno}` : null,
    (signal) => estimationApi.inspection(form.values.jobordno, signal),
  );
  // Where the garage asks for the workshop manager's approval, the estimation waits for it (issue 28).
  const awaitsManager =
    adding && inspection.data !== undefined && awaitsManagerApproval(inspection.data.master);
  // The choices leave out a job order the manager still has (the server's `after` in the workflow map);
  // opened for one from a link, the form shows it from its inspection, with why it waits.
  const pickedRow =
    picked.data?.find((row) => row.jobordno === form.values.jobordno) ??
    (awaitsManager ? inspection.data?.master : undefined);
  const jobOrderChoices =
    pickedRow && !choices.options.some((option) => option.value === pickedRow.jobordno)
      ? { ...choices, options: [...choices.options, jobOrderOption(pickedRow)] }
      : choices;
  const prefilled = useRef<{ source?: InspectionLine[]; lines?: FormLine[] }>({});
  const { set } = form;
  const currentLines = form.values.lines;
  useEffect(() => {
    if (!adding || inspection.loading) return;
    // No inspection (or none readable): nothing to start from.
    const source = inspection.error ? undefined : inspection.data?.lines;
    if (source === prefilled.current.source) return;
    const untouched = currentLines.length === 0 || currentLines === prefilled.current.lines;
    if (!untouched) {
      prefilled.current = { ...prefilled.current, source };
      return;
    }
    const lines = source ? linesFromInspection(source) : [];
    prefilled.current = { source, lines };
    set('lines', lines);
  }, [adding, inspection.data, inspection.error, inspection.loading, currentLines, set]);
  const showPrefilled = adding && currentLines.length > 0 && currentLines === prefilled.current.lines;
  const totals = totalsOf(form.values.lines);
  const upload = useUploadGate();
  const saving = useDocumentSave(form, emptyEstimation, (values) =>
    estimationApi.save(toSaveRequest(values)),
  );

  return (
    <DocumentPage
      page={page}
      texts="estimation"
      // While approving, the approval's title names its level (else the texts' form title).
      title={
        approving ? t('estimation:approval.title', { level: t(`kit:approval.levels.${level}`) }) : undefined
      }
      saving={saving}
      canSave={upload.canSave}
      saveBlocked={awaitsManager ? t('errors:garageInspectionAwaitsManager') : undefined}
      editable={editable}
    >
      <RecordSection title={t('estimation:form.jobOrder')}>
        <JobOrderPickerFields
          form={form}
          label={t('estimation:fields.jobordno')}
          choices={jobOrderChoices}
          picking={adding}
          details={[
            { label: t('estimation:fields.docnumbr'), value: stored?.master.docnumbr, testId: 'docnumbr' },
            { label: t('estimation:fields.docdate'), value: listDay(stored?.master.docdate) },
            {
              label: t('estimation:fields.vehicleno'),
              value: stored?.master.vehicleno ?? pickedRow?.vehicleno,
            },
            {
              label: t('estimation:fields.vehmaknam'),
              value:
                headerName('makes', undefined, stored?.master.vehmaknam ?? pickedRow?.vehmaknam) || undefined,
            },
            {
              label: t('estimation:fields.garage'),
              value:
                headerName(
                  'garages',
                  stored?.master.garage ?? pickedRow?.garage,
                  stored?.master.garagnam ?? pickedRow?.garagnam,
                ) || undefined,
            },
            {
              label: t('estimation:list.state'),
              value: stored?.master.approval
                ? t(`estimation:state.${stored.master.approval.state}`)
                : undefined,
              testId: 'state',
            },
          ]}
        />
      </RecordSection>
      {awaitsManager && (
        <Alert type="warning" data-testid="awaits-manager">
          {t('errors:garageInspectionAwaitsManager')}
        </Alert>
      )}
      {showPrefilled && (
        <Alert type="info" data-testid="prefilled">
          {t('estimation:form.prefilled', { lines: currentLines.length })}
        </Alert>
      )}
      {editable && <LineEntry onAdd={(line) => form.set('lines', [...form.values.lines, line])} />}
      {approving && stored ? (
        <ApprovalPanel
          master={stored.master}
          lines={stored.lines.map((line, index) => ({ ...line, form: form.values.lines[index] }))}
          approvals={stored.approvals}
          level={level}
          linesTitle={t('estimation:form.lines')}
          notWaitingText={t('estimation:approval.notWaiting')}
          decide={(body) => estimationApi.decide(level, body)}
          lineColumns={[
            { id: 'serial', header: '#', cell: (row) => row.serlnumb, width: 50 },
            {
              id: 'type',
              header: t('estimation:fields.linetype'),
              cell: (row) => t(`estimation:lineType.${row.linetype}`),
            },
            {
              id: 'description',
              header: t('estimation:fields.description'),
              cell: (row) => (row.form ? describe(row.form) : ''),
            },
            { id: 'value', header: t('estimation:fields.value'), cell: (row) => formatKwd(row.value) },
          ]}
        />
      ) : (
        <LinesTable
          lines={form.values.lines}
          decisions={stored}
          onRemove={editable ? (index) => form.set('lines', removeLine(form.values.lines, index)) : undefined}
          error={form.errorOf('lines')}
        />
      )}
      <TotalsBlock
        title={t('estimation:form.totals')}
        columns={4}
        after={
          needsKd(totals.totalval) && (
            <Box margin={{ top: 'm' }}>
              <Alert type="info" data-testid="kd-tier">
                {t('estimation:form.kdTier')}
              </Alert>
            </Box>
          )
        }
      >
        {(['subrepairtotal', 'partstotal', 'labourtotal', 'totalval'] as const).map((total) => (
          <AmountField
            key={total}
            label={t(`estimation:fields.${total}`)}
            value={totals[total]}
            kwd
            testId={total}
          />
        ))}
      </TotalsBlock>
      <TextAreaField form={form} name="remarks" label={t('estimation:fields.remarks')} rows={2} />
      {/* Approvers see the images read-only. */}
      <EstimationImages
        estimationId={stored?.master.docnumbr}
        editable={editable && !mode.readOnly}
        onUploadingChange={upload.setUploading}
        pending={form.values.images}
        onPendingChange={(images) => form.set('images', images)}
      />
      {/* Who approved, when and for whom (a delegation) also outside the approver's screen. */}
      {!approving && stored && <ApprovalHistory approvals={stored.approvals} />}
    </DocumentPage>
  );
}

/** The line being entered: its type, then the fields of that type; Add checks it first. */
function LineEntry({ onAdd }: { onAdd: (line: FormLine) => void }) {
  const { t } = useTranslation();
  const [line, setLine] = useState<FormLine>(emptyLine('SUBREPAIR'));
  const [qty, setQty] = useState('1');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string>();
  const repairs = useRepairChoices(line);
  const { sub } = repairs;

  const add = () => {
    const entered: FormLine =
      line.linetype === 'SUBREPAIR'
        ? {
            ...line,
            qty: 1,
            unitprice: sub?.laborcost ?? 0,
            laborhors: sub?.laborhors ?? 0,
            subrepnam: sub?.subrepnam ?? '',
            subrepnamar: sub?.subrepnamar ?? '',
          }
        : {
            ...line,
            qty: typedNumber(qty),
            unitprice: line.linetype === 'LABOUR' && !price ? 0 : typedNumber(price),
          };
    const missing = lineProblem(entered);
    setProblem(missing);
    if (missing) return;
    onAdd(entered);
    setLine(emptyLine(line.linetype));
    setQty('1');
    setPrice('');
  };

  return (
    <LineEntrySection
      title={t('estimation:entry.title')}
      addLabel={t('estimation:entry.add')}
      addTestId="entry-add"
      onAdd={add}
      problem={problem && t(problem)}
      problemTestId="entry-error"
    >
      <ColumnLayout columns={4} minColumnWidth={180}>
        <PickField
          label={t('estimation:fields.linetype')}
          testId="entry-linetype"
          options={wordedOptions(t, 'estimation:lineType', estimationLineTypes)}
          value={line.linetype}
          onChange={(linetype) => {
            setLine(emptyLine(linetype as EstimationLineType));
            setProblem(undefined);
          }}
        />
        {line.linetype === 'SUBREPAIR' &&
          repairFields(repairs, {
            labels: {
              workshop: t('estimation:fields.wrkshpid'),
              mainRepair: t('estimation:fields.mainrepid'),
              subRepair: t('estimation:fields.subrepid'),
              choose: t('estimation:entry.choose'),
            },
            testIdPrefix: 'entry',
            onChange: (choice, changed) =>
              setLine(
                changed === 'workshop' ? { ...emptyLine('SUBREPAIR'), ...choice } : { ...line, ...choice },
              ),
          })}
        {line.linetype === 'LABOUR' && (
          <InputField
            label={t('estimation:fields.workdesc')}
            stretch
            testId="entry-workdesc"
            value={line.workdesc}
            onChange={(value) => setLine({ ...line, workdesc: value })}
          />
        )}
      </ColumnLayout>
      {line.linetype === 'PART' && (
        <PartLookup
          line={line}
          onPick={(part) => {
            setLine({
              ...line,
              sparepart: part.ItemNumber,
              sparenam: part.Description,
              spareuom: part.SpareUOM,
            });
            if (part.UnitPrice > 0) setPrice(String(part.UnitPrice));
            setProblem(undefined);
          }}
        />
      )}
      <ColumnLayout columns={4} minColumnWidth={180}>
        {line.linetype === 'SUBREPAIR' ? (
          <>
            <AmountField label={t('estimation:fields.laborhors')} value={sub?.laborhors} />
            <AmountField label={t('estimation:fields.laborcost')} value={sub?.laborcost} kwd />
          </>
        ) : (
          <>
            <InputField
              label={line.linetype === 'PART' ? t('estimation:fields.qty') : t('estimation:fields.hours')}
              testId="entry-qty"
              inputMode="decimal"
              value={qty}
              onChange={setQty}
            />
            <InputField
              label={
                line.linetype === 'PART' ? t('estimation:fields.unitprice') : t('estimation:fields.rate')
              }
              testId="entry-price"
              inputMode="decimal"
              value={price}
              onChange={setPrice}
            />
          </>
        )}
      </ColumnLayout>
    </LineEntrySection>
  );
}

/**
 * A line's description in the reader's language: a part picked before the first save carries only the
 * English name of the search, so an Arabic reader gets the item master's Arabic name.
 */
function useLineDescription() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const nameOf = useReaderNames(['items']);
  return (line: FormLine) =>
    lineDescription(
      line.linetype === 'PART' && arabic && !line.sparenamar
        ? { ...line, sparenamar: nameOf('items', line.sparepart, line.sparenam) }
        : line,
      arabic,
    );
}

function LinesTable({
  lines,
  decisions,
  onRemove,
  error,
}: {
  lines: FormLine[];
  decisions?: EstimationDocument;
  onRemove?: (index: number) => void;
  error?: string;
}) {
  const describe = useLineDescription();
  const { t } = useTranslation();
  const decisionOf = (index: number) => decisions?.lines[index]?.aprstatus;
  return (
    <DocumentLines
      testId="estimation-lines"
      title={t('estimation:form.lines')}
      lines={lines}
      trackBy={(_line, index) => String(index)}
      emptyText={error ?? t('estimation:form.noLines')}
      columns={[
        serialColumn(),
        {
          id: 'type',
          header: t('estimation:fields.linetype'),
          cell: (line) => t(`estimation:lineType.${line.linetype}`),
        },
        { id: 'description', header: t('estimation:fields.description'), cell: describe },
        { id: 'qty', header: t('estimation:fields.qty'), cell: (line) => line.qty },
        {
          id: 'unitprice',
          header: t('estimation:fields.unitprice'),
          cell: (line) => formatKwd(line.unitprice),
        },
        { id: 'value', header: t('estimation:fields.value'), cell: (line) => formatKwd(lineValueOf(line)) },
        ...(decisions
          ? [
              {
                id: 'decision',
                header: t('estimation:approval.decision'),
                cell: (_line: FormLine, index: number) =>
                  t(`estimation:decision.${decisionOf(index) || 'none'}`),
              },
            ]
          : []),
      ]}
      remove={
        onRemove && {
          header: t('estimation:form.actions'),
          label: (number) => t('estimation:form.removeLine', { number }),
          onRemove,
        }
      }
    />
  );
}

export default EstimationPage;
