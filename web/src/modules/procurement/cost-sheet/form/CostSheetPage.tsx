/**
 * Cost sheet form (`/costsheet?mod&status&docnumbr`, screen SGRP003; docs/procurement.md "Cost
 * sheet"): ADD picks an approved purchase request that has quotations and no cost sheet, reads the
 * comparison of its quotations (`getSupplierQuotationByReqNo`) and chooses a supplier per item (the
 * lowest by default; a reason when the choice is not the lowest); saving submits the sheet to MOI,
 * then KPTC (and the third level above KPTC's limit). EDIT revises a sheet no level decided yet (or a
 * rejected one); VIEW shows the comparison as chosen and the approvals ("approved by X for Y" under a
 * delegation).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { screenCodes } from '@fleet/shared';
import { editableApproval } from '@fleet/shared/engines/approvals';
import type { CostSheetDocument, RequestForQuotation } from '@fleet/shared/procurement/procurement';
import {
  ApprovalHistory,
  DocumentPage,
  PickedDocumentSection,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { costSheetApi } from '../api.ts';
import { ComparisonTable } from '../ComparisonTable.tsx';
import {
  choiceProblems,
  choose,
  comparisonLines,
  defaultChoices,
  emptyCostSheet,
  fromDocument,
  giveReason,
  toSaveRequest,
  type CostSheetValues,
} from '../comparison.ts';
import { costSheetListPath } from '../list/lists.ts';
import { storedApprovalText } from '../../../../kit/form/approvalState.ts';

const requestOption = (row: RequestForQuotation): FieldOption => ({
  value: row.docnumbr,
  label: row.docnumbr,
  description: [row.jobordno, row.vehicleno, row.garagnam || row.storenam].filter(Boolean).join(' · '),
});

/** Approved requests with at least one quotation (the call lists only those without a cost sheet). */
const quotedRequests = async (signal: AbortSignal) =>
  (await costSheetApi.requests(signal)).filter((row) => row.quotations.length > 0);

export function CostSheetPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<CostSheetValues, CostSheetDocument>({
    screen: screenCodes.costSheet,
    listPath: costSheetListPath,
    empty: emptyCostSheet,
    validate: (values) => ({
      ...(values.purreqno ? {} : { purreqno: 'costSheet:form.requestRequired' }),
      ...(values.lines.length ? {} : { lines: 'errors:invoiceNoLines' }),
      ...(Object.keys(choiceProblems(values)).length ? { choices: 'costSheet:form.choicesIncomplete' } : {}),
    }),
    read: { key: 'costSheet', fetch: costSheetApi.get, toValues: fromDocument },
  });
  const { mode, form, adding, stored } = page;
  const editable =
    adding || (editableApproval(stored?.master.approval) && (stored?.master.lpos ?? []).length === 0);
  const requests = useLookupOptions('costSheet:requests', quotedRequests, requestOption, workflowChoices);
  const picked = requests.items.find((row) => row.docnumbr === form.values.purreqno);
  const comparison = useQuery(
    adding && form.values.purreqno ? `costSheet:comparison:${form.values.purreqno}` : null,
    (signal) => costSheetApi.comparison(form.values.purreqno, signal),
  );

  // A picked request's comparison: its lines, every choice at the lowest offer.
  const { set } = form;
  useEffect(() => {
    if (!comparison.data) return;
    const lines = comparisonLines(comparison.data.lines);
    set('lines', lines);
    set('choices', defaultChoices(lines));
  }, [comparison.data, set]);

  const request = comparison.data?.request;
  const master = stored?.master;
  const showProblems = form.errorOf('choices') !== undefined;
  const choosing = editable && !mode.readOnly;

  const saving = useDocumentSave(form, emptyCostSheet, (sheet) => costSheetApi.save(toSaveRequest(sheet)));

  return (
    <DocumentPage page={page} texts="costSheet" saving={saving} editable={editable}>
      <PickedDocumentSection
        title={t('costSheet:form.request')}
        fields="costSheet:fields"
        name="purreqno"
        choices={requests}
        page={page}
        stateOf={({ approval }) => storedApprovalText(t, 'costSheet', approval)}
        details={[
          {
            label: t('costSheet:fields.jobordno'),
            value: master?.jobordno ?? request?.jobordno ?? picked?.jobordno,
          },
          {
            label: t('costSheet:fields.vehicleno'),
            value: master?.vehicleno ?? request?.vehicleno ?? picked?.vehicleno,
          },
          {
            label: t('costSheet:fields.garage'),
            value: master?.garagnam ?? request?.garagnam ?? picked?.garagnam,
          },
          {
            label: t('costSheet:fields.store'),
            value: master?.storenam ?? request?.storenam ?? picked?.storenam,
          },
          {
            label: t('costSheet:fields.quotations'),
            value: picked
              ? picked.quotations.map((quotation) => quotation.vendname).join(', ')
              : master?.suppliers.join(', '),
          },
        ]}
      />
      <ComparisonTable
        lines={form.values.lines}
        choices={form.values.choices}
        loading={comparison.loading}
        empty={
          adding && !form.values.purreqno
            ? t('costSheet:comparison.pickRequest')
            : (form.errorOf('lines') ?? t('costSheet:comparison.empty'))
        }
        {...(choosing
          ? {
              onChoose: (serlnumb: number, vendcode: string) =>
                form.set('choices', choose(form.values, serlnumb, vendcode).choices),
              onReason: (serlnumb: number, reason: string) =>
                form.set('choices', giveReason(form.values, serlnumb, reason).choices),
            }
          : {})}
        problems={showProblems ? choiceProblems(form.values) : {}}
      />
      {comparison.error !== undefined && (
        <Alert type="error" data-testid="comparison-error">
          {t('costSheet:comparison.loadFailed')}
        </Alert>
      )}
      <TextAreaField form={form} name="remarks" label={t('costSheet:fields.remarks')} rows={2} />
      {stored && <ApprovalHistory approvals={stored.approvals} />}
    </DocumentPage>
  );
}

export default CostSheetPage;
