/**
 * Petty cash form (`/pettycash?mod&status&docnumbr`, screen SGRT003; docs/accounts-petty-cash.md):
 * the date, an optional job order (those that take petty cash, `getJobOrder?tostatus=1423`; fixed once
 * saved), the vendor (a supplier of the master data, or a name typed in for a shop that is not one),
 * the pay mode and remarks; the lines (description, qty, unit price, bill number) with each line's
 * value and the total by the shared amount rules, and the petty cash limit shown (a total above it is
 * refused here and by the server); an optional receipt upload (saving waits for it). VIEW links to
 * the receipt.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import {
  paymodes,
  pettyCashMax,
  pettyCashMaxLines,
  pettyCashScreens,
  type PettyCashDocument,
} from '@fleet/shared/accounts/petty-cash';
import { formatAmount } from '../../../../i18n/format.ts';
import {
  declaredFields,
  DocumentPage,
  DocumentTotals,
  ReadOnlyField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  wordedOptions,
  workflowChoices,
  type FieldOption,
} from '../../../../kit/index.ts';
import { useUploadGate } from '../../../../kit/upload/index.ts';
import { DocumentFile } from '../../../../kit/document/DocumentFile.tsx';
import { FormLines } from '../../../../kit/form/FormLines.tsx';
import { RecordSection } from '../../../../kit/record/index.ts';
import { pettyCashApi } from '../api.ts';
import { pettyCashListPath } from '../list/lists.ts';
import {
  emptyPettyCash,
  fromDocument,
  newLine,
  pettyCashProblems,
  pettyCashTotals,
  toSaveRequest,
  type PettyCashValues,
  type VendorKind,
} from './pettyCashForm.ts';
import { documentOption, vendorOption } from '../../../../kit/document/masterOptions.ts';

const jobOrderOption = documentOption<JobOrderChoice>('jobordno', ['vehicleno', 'garagnam']);

export function PettyCashPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<PettyCashValues, PettyCashDocument>({
    screen: pettyCashScreens.list,
    listPath: pettyCashListPath,
    empty: () => emptyPettyCash(),
    validate: pettyCashProblems,
    read: { key: 'pettyCash', fetch: pettyCashApi.get, toValues: fromDocument },
  });
  const { mode, form, bindings, adding, stored } = page;
  const editable = !mode.readOnly;
  const master = stored?.master;
  const { values, set } = form;

  const vendors = useLookupOptions('vendors', pettyCashApi.vendors, vendorOption);
  const jobOrders = useLookupOptions(
    'pettyCash:jobOrders',
    pettyCashApi.jobOrders,
    jobOrderOption,
    workflowChoices,
  );
  const next = useQuery(adding ? 'pettyCash:next' : null, (signal) => pettyCashApi.nextNumber(signal));
  const supplierOptions = vendors.options.filter((option) =>
    vendors.items.some(
      (vendor) =>
        vendor.vendcode === option.value &&
        (vendor.status !== 'inactive' || vendor.vendcode === values.vendor),
    ),
  );
  const jobOrderOptions: FieldOption[] = [
    { value: '', label: t('pettyCash:form.noJobOrder') },
    ...jobOrders.options,
    ...(values.jobordno && !jobOrders.options.some((option) => option.value === values.jobordno)
      ? [{ value: values.jobordno, label: values.jobordno }]
      : []),
  ];

  const totals = pettyCashTotals(values.lines);

  // Every field's check waits for the receipt to finish uploading.
  const upload = useUploadGate(bindings.canSave);

  const saving = useDocumentSave(form, emptyPettyCash, (cash) => pettyCashApi.save(toSaveRequest(cash)));

  return (
    <DocumentPage page={page} texts="pettyCash" saving={saving} canSave={upload.canSave}>
      <RecordSection title={t('pettyCash:form.header')} columns={3}>
        <ReadOnlyField
          label={t('pettyCash:fields.docnumbr')}
          value={
            master?.docnumbr ??
            (next.data ? t('pettyCash:form.nextNumber', { docnumbr: next.data.docnumbr }) : '—')
          }
          testId="docnumbr"
        />
        {declaredFields(t, {
          form,
          ns: 'pettyCash',
          fields: {
            docdate: { kind: 'date', required: true },
            paymode: {
              kind: 'select',
              options: wordedOptions(t, 'pettyCash:paymode', paymodes),
            },
            jobordno: {
              kind: 'select',
              description: t('pettyCash:form.jobOrderHint'),
              options: jobOrderOptions,
              loading: jobOrders.loading,
              readOnly: !adding || mode.readOnly,
            },
          },
        })}
        {master?.jobordno ? (
          <ReadOnlyField label={t('pettyCash:fields.vehicleno')} value={master.vehicleno || '—'} />
        ) : null}
        {master ? (
          <ReadOnlyField
            label={t('pettyCash:list.state')}
            value={t(`pettyCash:state.${master.approval?.state ?? 'pending'}`)}
            testId="state"
          />
        ) : null}
      </RecordSection>
      <RecordSection title={t('pettyCash:form.vendor')} columns={3}>
        <FormField label={t('pettyCash:form.vendorKind')}>
          <RadioGroup
            value={values.vendorKind}
            readOnly={mode.readOnly}
            onChange={({ detail }) => set('vendorKind', detail.value as VendorKind)}
            items={wordedOptions(t, 'pettyCash:form.kind', ['supplier', 'other'])}
          />
        </FormField>
        {declaredFields(t, {
          form,
          ns: 'pettyCash',
          fields: {
            vendor: values.vendorKind === 'supplier' && {
              kind: 'select',
              options: supplierOptions,
              loading: vendors.loading,
              required: true,
            },
            vendname: values.vendorKind !== 'supplier' && {
              description: t('pettyCash:form.vendnameHint'),
              required: true,
            },
          },
        })}
      </RecordSection>
      <FormLines
        ns="pettyCash"
        form={form}
        editable={editable}
        add={{ max: pettyCashMaxLines, newLine }}
        trackBy={(line) => line.key}
        fields={{
          description: { input: 'text', minWidth: 200 },
          qty: { input: 'decimal', minWidth: 90 },
          unitprice: { input: 'decimal', minWidth: 120, cell: (line) => formatAmount(line.unitprice) },
          billno: { input: 'code', minWidth: 110 },
          value: {
            minWidth: 110,
            cell: (_line, index) => (
              <span data-testid={`line-value-${index + 1}`}>{formatAmount(totals.values[index] ?? 0)}</span>
            ),
          },
        }}
      />
      <DocumentTotals
        ns="pettyCash"
        amounts={{ netval: totals.netval }}
        plain
        after={
          totals.overLimit && (
            <Box margin={{ top: 's' }}>
              <Alert type="warning" data-testid="over-limit">
                {t('pettyCash:form.overLimit')}
              </Alert>
            </Box>
          )
        }
      >
        <ReadOnlyField
          label={t('pettyCash:form.limitLabel')}
          value={formatAmount(pettyCashMax)}
          testId="limit"
        />
      </DocumentTotals>
      <DocumentFile ns="pettyCash" name="receipt" page={page} upload={upload} editable={editable} />
      <TextAreaField form={form} name="remarks" label={t('pettyCash:fields.remarks')} rows={2} />
    </DocumentPage>
  );
}

export default PettyCashPage;
