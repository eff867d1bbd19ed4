/**
 * Local purchase order form (`/inspectionnew?mod&status&docnumbr`, screen SGRP006; docs/procurement.md
 * "LPO and item inspection"): ADD chooses an approved cost sheet and one of its chosen suppliers that
 * has no order yet, the delivery date (not before today) and remarks; the lines are the sheet's lines
 * chosen for that supplier (read-only) with their KWD total; saving submits the order to KPTC. EDIT
 * changes the delivery date and remarks before KPTC decided; VIEW shows the order with what was
 * received of each line and the approvals. `/purchaseorderapproval?docnumbr&mod=true&status=APPROVE&
 * level=KPTC` is the KPTC approver's screen (the notification's link): approve, or reject with remarks,
 * and delete the approval with a confirmation.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import { screenCodes } from '@fleet/shared';
import { editableApproval } from '@fleet/shared/engines/approvals';
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import {
  AmountField,
  DocumentApproval,
  declaredFields,
  DocumentPage,
  PickedDocumentSection,
  ReadOnlyField,
  isoDay,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { lpoApi, type LpoChoice } from '../api.ts';
import { lpoListPath } from '../list/lists.ts';
import { storedApprovalText } from '../../../../kit/form/approvalState.ts';
import {
  emptyLpo,
  fromDocument,
  linesTotal,
  lpoErrors,
  storedLines,
  supplierLines,
  toSaveRequest,
  type LpoLineView,
  type LpoValues,
} from './lpoForm.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { FormLines } from '../../../../kit/form/FormLines.tsx';
import { documentOption } from '../../../../kit/document/masterOptions.ts';

const costSheetOption = documentOption<LpoChoice>('costshtno', ['purreqno', 'jobordno', 'vehicleno']);

export function LpoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const approving = params.get('status')?.toUpperCase() === 'APPROVE';
  const today = isoDay(new Date());
  const page = useDocumentFormPage<LpoValues, LpoDocument>({
    screen: screenCodes.lpo,
    listPath: approving ? `${lpoListPath}?tab=pending` : lpoListPath,
    empty: emptyLpo,
    validate: (values) => lpoErrors(values, today),
    read: { key: 'lpo', fetch: lpoApi.get, toValues: fromDocument },
  });
  const { form, adding, stored } = page;
  const master = stored?.master;
  const editable =
    !approving &&
    (adding ||
      (editableApproval(master?.approval) && Object.values(master?.received ?? {}).every((q) => !q)));
  const choices = useLookupOptions('lpo:costSheets', lpoApi.choices, costSheetOption, workflowChoices);
  const picked = choices.items.find((row) => row.costshtno === form.values.costshtno);
  const supplierOptions: FieldOption[] = (picked?.suppliers ?? []).map((supplier) => ({
    value: supplier.vendcode,
    label: supplier.vendname,
    description: `${supplier.vendcode} · ${formatKwd(supplier.totalval)} · ${t('lpo:form.linesCount', { count: supplier.lines })}`,
  }));
  const sheet = useQuery(
    adding && form.values.costshtno ? `lpo:costSheet:${form.values.costshtno}` : null,
    (signal) => lpoApi.costSheet(form.values.costshtno, signal),
  );

  // The supplier follows the cost sheet: cleared when the sheet does not have it, the only one taken.
  const { set } = form;
  const { vendcode } = form.values;
  const suppliers = picked?.suppliers;
  useEffect(() => {
    if (!adding || !suppliers) return;
    if (vendcode && !suppliers.some((supplier) => supplier.vendcode === vendcode)) set('vendcode', '');
    else if (!vendcode && suppliers.length === 1) set('vendcode', suppliers[0]!.vendcode);
  }, [adding, suppliers, vendcode, set]);

  const lines: LpoLineView[] = adding ? supplierLines(sheet.data, form.values.vendcode) : storedLines(stored);
  const sheetMaster = sheet.data?.master;

  const saving = useDocumentSave(form, emptyLpo, (order) => lpoApi.save(toSaveRequest(order)));

  return (
    <DocumentPage page={page} texts="lpo" approving={approving} saving={saving} editable={editable}>
      <PickedDocumentSection
        title={t('lpo:form.order')}
        fields="lpo:fields"
        name="costshtno"
        choices={choices}
        page={page}
        stateOf={({ approval }) => storedApprovalText(t, 'lpo', approval)}
        details={[
          { label: t('lpo:fields.purreqno'), value: master?.purreqno ?? picked?.purreqno },
          {
            label: t('lpo:fields.jobordno'),
            value: master?.jobordno ?? picked?.jobordno ?? sheetMaster?.jobordno,
          },
          {
            label: t('lpo:fields.vehicleno'),
            value: master?.vehicleno ?? picked?.vehicleno ?? sheetMaster?.vehicleno,
          },
          { label: t('lpo:fields.store'), value: master?.storenam ?? sheetMaster?.storenam },
        ]}
      >
        {!adding && (
          <ReadOnlyField
            label={t('lpo:fields.supplier')}
            value={master ? `${master.vendname} (${master.vendcode})` : ''}
            testId="vendcode"
          />
        )}
        {declaredFields(t, {
          form,
          ns: 'lpo',
          fields: {
            vendcode: adding && {
              kind: 'select',
              label: t('lpo:fields.supplier'),
              options: supplierOptions,
              loading: choices.loading,
              required: true,
            },
            deliverydate: { kind: 'date', required: true },
            remarks: { kind: 'textarea' },
          },
        })}
      </PickedDocumentSection>
      <LpoLinesTable lines={lines} received={!adding} loading={sheet.loading} />
      {/* Not the kit's TotalsBlock: the order has one figure, its total, shown without a title. */}
      <Container>
        <AmountField label={t('lpo:fields.totalval')} value={linesTotal(lines)} kwd testId="totalval" />
      </Container>
      <DocumentApproval page={page} approving={approving} level="KPTC" texts="lpo:approval" api={lpoApi} />
    </DocumentPage>
  );
}

/** The order's lines, read-only: with what was received and is still open on a stored order. */
export function LpoLinesTable({
  lines,
  received,
  loading,
}: {
  lines: readonly LpoLineView[];
  received: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useReaderNames(['items']);
  return (
    <FormLines
      ns="lpo"
      lines={lines}
      loading={loading}
      loadingText={t('lpo:form.loadingLines')}
      fields={{
        item: { minWidth: 110, cell: (line) => line.sparepart },
        description: { minWidth: 160, cell: (line) => nameOf('items', line.sparepart, line.sparenam) },
        uom: { cell: (line) => line.spareuom },
        qty: {},
        ...(received && {
          receivedqty: { cell: (line: LpoLineView) => line.receivedqty ?? 0 },
          openqty: { cell: (line: LpoLineView) => line.openqty ?? 0 },
        }),
        unitprice: { cell: (line) => formatAmount(line.unitprice) },
        value: { cell: (line) => formatAmount(line.value) },
      }}
    />
  );
}

export default LpoPage;
