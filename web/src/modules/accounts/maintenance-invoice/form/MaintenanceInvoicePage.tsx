/**
 * Maintenance invoice form (`/maintenanceinvoice?mod=false&status=ADD|EDIT|VIEW`, screen SGRT076;
 * spec 000 sections 2, 4 and 5): read-only date, time, user, invoice no and date; voucher, garage,
 * supplier, remarks and an optional job order; the item entry and the items; the totals. Save sends
 * the invoice (ADD, or MOD with the version read: 409 keeps the input), then the form resets and
 * returns to the list. An invoice whose job order is past Assign Technician at Reception opens
 * read-only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { invoicePastStage, maxInvoiceLines } from '@fleet/shared/accounts/maintenance-invoice';
import { formatDate } from '../../../../i18n/format.ts';
import {
  declaredFields,
  DocumentPage,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useFormState,
  useToasts,
} from '../../../../kit/index.ts';
import { invoiceApi } from '../api.ts';
import { invoiceDay } from '../list/columns.ts';
import { invoiceListPath } from '../list/navigation.ts';
import { useGarages, useJobOrders, useVendorCodes } from '../lookups.ts';
import { InvoiceTotals } from './InvoiceTotals.tsx';
import { ItemsTable, type PricedLine } from './ItemsTable.tsx';
import { LineEntry } from './LineEntry.tsx';
import {
  emptyInvoice,
  fromInvoiceDocument,
  invoiceFieldErrors,
  linkedVehicle,
  priceForm,
  saveBlocker,
  toSaveRequest,
} from './invoiceForm.ts';
import {
  emptyLineEntry,
  entryFromLine,
  lineEntryErrors,
  lineFromEntry,
  removeLine,
  upsertLine,
  type LineEntryValues,
} from './lineEntry.ts';

export function MaintenanceInvoicePage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const garages = useGarages();
  const vendors = useVendorCodes();
  const jobOrders = useJobOrders();
  const page = useDocumentFormPage({
    screen: screenCodes.maintenanceInvoice,
    listPath: invoiceListPath,
    empty: emptyInvoice,
    validate: invoiceFieldErrors,
    read: { key: 'invoice', fetch: invoiceApi.get, toValues: fromInvoiceDocument },
  });
  const { mode, form, openedAt, bindings } = page;
  const entry = useFormState<LineEntryValues>(emptyLineEntry, (values) =>
    Object.fromEntries(Object.entries(lineEntryErrors(values)).map(([field, key]) => [field, t(key)])),
  );
  const [editingKey, setEditingKey] = useState<string | null>(null);

  const master = page.document.data?.cmMaster[0];
  // Section 4: past Assign Technician at Reception, an invoice can no longer be edited.
  const pastStage = mode.status === 'EDIT' && invoicePastStage(master?.statuscde);
  const readOnly = pastStage || mode.readOnly;

  const { values } = form;
  const priced = priceForm(values);
  const lines = priced.lines as PricedLine[];
  const editingSerial = lines.find((line) => line.key === editingKey)?.serlnumb;
  const vendorName =
    vendors.options.find((option) => option.value === values.vendor)?.description ??
    (master?.vendor === values.vendor ? master.vendname : '');
  const vehicle = linkedVehicle(values.jobordno, jobOrders.items, master);

  const resetEntry = () => {
    entry.reset(emptyLineEntry());
    setEditingKey(null);
  };

  const addLine = () => {
    if (readOnly || !entry.touchAll()) return;
    if (!editingKey && values.details.length >= maxInvoiceLines) {
      toasts.error(t('errors:invoiceTooManyLines'));
      return;
    }
    form.set('details', upsertLine(values.details, lineFromEntry(entry.values, editingKey ?? undefined)));
    resetEntry();
  };

  const editLine = (line: PricedLine) => {
    entry.load(entryFromLine(line));
    setEditingKey(line.key);
  };

  const deleteLine = (line: PricedLine) => {
    form.set('details', removeLine(values.details, line.key));
    if (line.key === editingKey) resetEntry();
  };

  const canSave = () => {
    const valid = form.touchAll();
    const blocker = saveBlocker(values);
    if (blocker === 'noLines') toasts.error(t('errors:invoiceNoLines'));
    return valid && !blocker;
  };

  const saving = useDocumentSave(
    form,
    emptyInvoice,
    (invoice) => invoiceApi.save(toSaveRequest(invoice, mode.status)),
    resetEntry,
  );

  const clear = () => {
    bindings.onClear?.();
    resetEntry();
    saving.conflict.clear();
  };

  return (
    <DocumentPage
      page={page}
      title={t('invoice:formTitle')}
      dirty={form.dirty || entry.dirty}
      canSave={canSave}
      saving={saving}
      conflictHeader={t('invoice:conflictTitle')}
      conflictTestId="invoice-conflict"
      onClear={clear}
      editable={!pastStage}
      lockedText={t('errors:invoiceEditPastStage')}
      headerFields={[
        <ReadOnlyField
          key="carinvno"
          label={t('invoice:header.carinvno')}
          value={values.carinvno || t('invoice:header.newNumber')}
          testId="header-carinvno"
        />,
        <ReadOnlyField
          key="carinvdt"
          label={t('invoice:header.carinvdt')}
          value={values.carinvdt ? invoiceDay(values.carinvdt) : formatDate(openedAt)}
          testId="header-carinvdt"
        />,
      ]}
    >
      <Container header={<Header variant="h2">{t('invoice:sections.details')}</Header>}>
        <SpaceBetween size="l">
          <ColumnLayout columns={3} minColumnWidth={200}>
            {declaredFields(t, {
              form,
              ns: 'invoice',
              fields: {
                voucherno: {},
                voucherdate: { kind: 'date' },
                garage: { kind: 'select', choices: garages, required: true },
                vendor: { kind: 'select', choices: vendors, required: true },
              },
            })}
            <ReadOnlyField label={t('invoice:fields.vendname')} value={vendorName} testId="vendname" />
            <SelectField
              form={form}
              name="jobordno"
              label={t('invoice:fields.jobordno')}
              options={[{ value: '', label: t('invoice:fields.noJobOrder') }, ...jobOrders.options]}
              loading={jobOrders.loading}
            />
            <ReadOnlyField label={t('invoice:fields.vehicleno')} value={vehicle?.vehicleno} />
            <ReadOnlyField label={t('invoice:fields.vehiclmak')} value={vehicle?.make} />
            <ReadOnlyField label={t('invoice:fields.ownernam')} value={vehicle?.owner} />
          </ColumnLayout>
          <TextAreaField form={form} name="remarks" label={t('invoice:fields.remarks')} rows={2} />
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" counter={`(${lines.length})`}>
            {t('invoice:items.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {!readOnly && (
            <LineEntry
              entry={entry}
              editingSerial={editingSerial}
              onAdd={addLine}
              onCancelEdit={resetEntry}
            />
          )}
          <ItemsTable
            lines={lines}
            readOnly={readOnly}
            editingKey={editingKey}
            onEdit={editLine}
            onDelete={deleteLine}
            emptyText={t('invoice:items.empty')}
          />
        </SpaceBetween>
      </Container>
      <InvoiceTotals form={form} totals={priced.totals} />
    </DocumentPage>
  );
}

export default MaintenanceInvoicePage;
