/**
 * Purchase quotation form (`/quotationpur?mod&status&docnumbr`, screen SGRP002; docs/procurement.md
 * "Purchase quotation"): ADD picks an approved purchase request (`getPurchaseRequestNosForQuotation`,
 * or the one the list's work list passes), then the supplier (only MOI-approved suppliers are offered;
 * the server refuses others), the supplier's reference, quotation date, valid to (30 days after the
 * quotation date unless changed) and delivery days; a
 * line per approved request line takes its unit price (with the supplier's tender price as a hint when
 * there is one), its value and the total follow the shared amount rules. The supplier's document
 * (PDF, DOC, DOCX or image, 10 MB) is required, uploaded with progress; saving waits for the upload.
 * VIEW links to the attached document.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { formatKwd } from '../../../../i18n/format.ts';
import {
  declaredFields,
  DocumentPage,
  DocumentTotals,
  PickedDocumentSection,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
  lookupCacheMs,
} from '../../../../kit/index.ts';
import { useUploadGate } from '../../../../kit/upload/index.ts';
import { DocumentFile } from '../../../../kit/document/DocumentFile.tsx';
import { RecordSection } from '../../../../kit/record/index.ts';
import type { RequestForQuotation } from '@fleet/shared/procurement/procurement';
import { quotationApi, type QuotationView } from '../api.ts';
import { quotationListPath } from '../list/lists.ts';
import {
  emptyQuotation,
  fromDocument,
  linesFromRequest,
  quotationProblems,
  quotationTotals,
  quotationValidityDays,
  quotingSuppliers,
  toSaveRequest,
  validToAfterDateChange,
  type QuotationValues,
} from './quotationForm.ts';
import { vendorOption, documentOption } from '../../../../kit/document/masterOptions.ts';
import { FormLines } from '../../../../kit/form/FormLines.tsx';
import { stateText } from '../../../../kit/form/mode.ts';

const requestOption = documentOption<RequestForQuotation>('docnumbr', ['jobordno', 'vehicleno', 'storenam']);

export function QuotationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const page = useDocumentFormPage<QuotationValues, QuotationView>({
    screen: screenCodes.purchaseQuotation,
    listPath: quotationListPath,
    empty: () => emptyQuotation(),
    validate: quotationProblems,
    read: { key: 'purchaseQuotation', fetch: quotationApi.get, toValues: fromDocument },
  });
  const { mode, form, bindings, adding, stored, setLine } = page;
  const editable = !mode.readOnly;
  const { values, set } = form;

  const requests = useLookupOptions(
    'purchaseQuotation:requests',
    quotationApi.requests,
    requestOption,
    workflowChoices,
  );
  const vendors = useLookupOptions('vendors', quotationApi.vendors, vendorOption);
  const request = requests.items.find((candidate) => candidate.docnumbr === values.purreqno);
  const suppliers = new Set(
    quotingSuppliers(vendors.items, adding ? request : undefined, values.vendcode).map(
      (vendor) => vendor.vendcode,
    ),
  );
  const supplierOptions = vendors.options.filter((option) => suppliers.has(option.value));

  // The request the work list passed (`{ purreqno }` in the navigation state), once.
  const preset = adding ? stateText(location.state, 'purreqno') : undefined;
  useEffect(() => {
    if (preset) set('purreqno', preset);
  }, [preset, set]);
  // A new quotation prices the chosen request's approved lines.
  const linesOf = useRef('');
  useEffect(() => {
    if (!adding || !request || linesOf.current === request.docnumbr) return;
    linesOf.current = request.docnumbr;
    set('lines', linesFromRequest(request));
  }, [adding, request, set]);

  // A new quotation's "Valid to" follows its date while it is still the 30-day default.
  const datedAt = useRef(values.quotdate);
  useEffect(() => {
    if (!adding || datedAt.current === values.quotdate) return;
    const previous = datedAt.current;
    datedAt.current = values.quotdate;
    set('validto', validToAfterDateChange(values.validto, previous, values.quotdate));
  }, [adding, values.quotdate, values.validto, set]);

  const totals = quotationTotals(values.lines);

  // Every field's check waits for the supplier's document to finish uploading.
  const upload = useUploadGate(bindings.canSave);

  const saving = useDocumentSave(form, emptyQuotation, (quotation) =>
    quotationApi.save(toSaveRequest(quotation)),
  );

  const master = stored?.master;
  return (
    <DocumentPage
      page={page}
      texts="purchaseQuotation"
      saving={saving}
      conflictTestId="quotation-conflict"
      canSave={upload.canSave}
    >
      <PickedDocumentSection
        title={t('purchaseQuotation:form.request')}
        fields="purchaseQuotation:fields"
        name="purreqno"
        choices={requests}
        page={page}
        storedOnly
        details={[
          {
            label: t('purchaseQuotation:fields.jobordno'),
            value: (master?.jobordno ?? request?.jobordno) || '—',
          },
          ...(request
            ? [
                { label: t('purchaseQuotation:fields.vehicleno'), value: request.vehicleno || '—' },
                { label: t('purchaseQuotation:fields.store'), value: request.storenam },
              ]
            : []),
        ]}
      />
      <RecordSection title={t('purchaseQuotation:form.supplier')} columns={3}>
        {declaredFields(t, {
          form,
          ns: 'purchaseQuotation',
          fields: {
            vendcode: {
              kind: 'select',
              description: t('purchaseQuotation:form.moiApprovedOnly'),
              options: supplierOptions,
              loading: vendors.loading,
              required: true,
            },
            quotref: { required: true },
            deliverydays: { kind: 'number' },
            quotdate: { kind: 'date', required: true },
            validto: {
              kind: 'date',
              constraintText: editable
                ? t('purchaseQuotation:form.validToDefault', { days: quotationValidityDays })
                : undefined,
              required: true,
            },
          },
        })}
      </RecordSection>
      <FormLines
        testId="quotation-lines"
        ns="purchaseQuotation"
        form={form}
        editable={editable}
        item={{ minWidth: 180 }}
        fields={{
          spareuom: {},
          qty: {},
          unitprice: {
            input: 'decimal',
            minWidth: 130,
            testId: 'price',
            cell: (line) => formatKwd(line.unitprice),
          },
          tender: {
            header: 'tenderpric',
            minWidth: 150,
            cell: (line, index) => (
              <TenderHint
                sparepart={line.sparepart}
                vendcode={values.vendcode}
                onUse={editable ? (price) => setLine(index, { unitprice: price.toFixed(3) }) : undefined}
              />
            ),
          },
          value: { minWidth: 110, cell: (_line, index) => formatKwd(totals.values[index] ?? 0) },
          remarks: { input: 'text', header: 'lineRemarks', minWidth: 160, testId: 'quote-remarks' },
        }}
      />
      <DocumentTotals ns="purchaseQuotation" amounts={{ totalval: totals.total }} />
      <DocumentFile
        ns="purchaseQuotation"
        name="document"
        page={page}
        upload={upload}
        editable={editable}
        testId="quotation-document"
      />
      <TextAreaField form={form} name="remarks" label={t('purchaseQuotation:fields.remarks')} rows={2} />
    </DocumentPage>
  );
}

/** The supplier's tender price of the item, when one is valid (`getTenderprice`), with "Use" while editing. */
function TenderHint({
  sparepart,
  vendcode,
  onUse,
}: {
  sparepart: string;
  vendcode: string;
  onUse?: (price: number) => void;
}) {
  const { t } = useTranslation();
  const tender = useQuery(
    vendcode ? `purchaseQuotation:tender:${sparepart}:${vendcode}` : null,
    (signal) => quotationApi.tenderPrice(sparepart, vendcode, signal),
    { cacheMs: lookupCacheMs },
  );
  if (!vendcode || tender.loading || tender.error || !tender.data)
    return <Box color="text-status-inactive">—</Box>;
  const price = tender.data.tenderpric;
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <Box data-testid={`tender-${sparepart}`}>
        {t('purchaseQuotation:form.tender', { price: formatKwd(price), tenderno: tender.data.tenderno })}
      </Box>
      {onUse && (
        <Button variant="inline-link" onClick={() => onUse(price)}>
          {t('purchaseQuotation:form.useTender')}
        </Button>
      )}
    </SpaceBetween>
  );
}

export default QuotationPage;
