/**
 * A store voucher form (`/storereceiptdirect`, `/issueVoucher`, `/returnvoucher`, `/transferVoucher`,
 * `/transferVoucherdirect`, `/consignmentstore`): ADD enters the store, the fields the type needs
 * (supplier and reference for a receipt, department or job order for an issue or a return, the other
 * store for a transfer, the garage request a receipt or transfer brings parts for) and the lines (one
 * per item; the store's stock of the item shows while entering a line that takes stock out; receipts
 * carry the unit cost); the shared rules check it before saving and the server refuses an issue larger
 * than the stock. VIEW shows the voucher with its lines at ledger cost. Vouchers are not edited.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { parseServerMessage } from '@fleet/shared';
import type { Department, SparePart, Vendor } from '@fleet/shared/lookups';
import type { Store } from '@fleet/shared/stock';
import type { StoreVoucherLine, StoreVoucherMaster } from '@fleet/shared/store-vouchers';
import {
  DocumentForm,
  DocumentHeaderRow,
  SelectField,
  TextAreaField,
  TextField,
  serverText,
  useDocumentFormPage,
  useLookupOptions,
  useQuery,
  type FieldOption,
} from '../../../kit/index.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { storesApi } from '../api.ts';
import { voucherScreens, type VoucherScreenType } from '../vouchers.ts';
import {
  addVoucherLine,
  emptyVoucher,
  toVoucherBody,
  voucherProblem,
  type VoucherValues,
} from './voucherForm.ts';

type StoredVoucher = { master: StoreVoucherMaster; lines: StoreVoucherLine[] };

const storeOption = (store: Store, arabic: boolean): FieldOption => ({
  value: store.storecode,
  label: arabic ? store.storenamar || store.storenam : store.storenam,
  description: store.storecode,
});
const departmentOption = (department: Department, arabic: boolean): FieldOption => ({
  value: department.deptcode,
  label: arabic ? department.deptnamear || department.deptname : department.deptname,
});
const vendorOption = (vendor: Vendor, arabic: boolean): FieldOption => ({
  value: vendor.vendcode,
  label: arabic ? vendor.vendnamear || vendor.vendname : vendor.vendname,
  description: vendor.vendcode,
});
const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${arabic ? part.sparenamar || part.sparenam : part.sparenam}`,
  description: part.spareuom,
});

const fromStored = (stored: StoredVoucher): VoucherValues => ({
  storecode: stored.master.storecode,
  tostorecode: stored.master.tostorecode,
  deptcode: stored.master.deptcode,
  jobordno: stored.master.jobordno,
  vendcode: stored.master.vendcode,
  refdocno: stored.master.refdocno,
  garreqno: stored.master.garreqno,
  remarks: stored.master.remarks,
  lines: stored.lines.map((line) => ({
    sparepart: line.sparepart,
    sparenam: line.sparenam,
    qty: line.qty,
    unitcost: line.unitcost,
  })),
});

export function VoucherFormPage({ type }: { type: VoucherScreenType }) {
  const { t } = useTranslation();
  const screen = voucherScreens[type];
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage<VoucherValues, StoredVoucher>({
    screen: screen.screen,
    listPath: screen.listPath,
    empty: emptyVoucher,
    validate: (values) => ({ ...(values.storecode ? {} : { storecode: 'errors:storeRequired' }) }),
    read: {
      key: `voucher:${type}`,
      fetch: (docnumbr, signal) => storesApi.get(type, docnumbr, signal),
      toValues: fromStored,
    },
  });
  const adding = mode.status === 'ADD';
  const stored = document.data;
  const stores = useLookupOptions('stores', storesApi.stores, storeOption);
  const departments = useLookupOptions('departments', storesApi.departments, departmentOption);
  const vendors = useLookupOptions('vendors', storesApi.vendors, vendorOption);
  const items = useLookupOptions('spareParts', storesApi.items, itemOption);
  const [entry, setEntry] = useState({ sparepart: '', qty: '1', unitcost: '' });
  const [entryError, setEntryError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const stock = useQuery(
    adding && screen.takesOut && entry.sparepart && form.values.storecode
      ? `voucher:stock:${form.values.storecode}:${entry.sparepart}`
      : null,
    (signal) => storesApi.itemStock(entry.sparepart, form.values.storecode, signal),
  );
  const onHand = stock.data?.[0]?.qtyonhand ?? (stock.data ? 0 : undefined);
  const storesFor = (filter: (store: Store) => boolean) =>
    stores.options.filter((option) =>
      filter(stores.items.find((store) => store.storecode === option.value)!),
    );

  const addEntry = () => {
    const qty = Number(entry.qty);
    const unitcost = Number(entry.unitcost.replace(',', '.'));
    if (!entry.sparepart) return setEntryError(t('errors:storeItemRequired'));
    if (!Number.isInteger(qty) || qty < 1 || qty > 99_999) return setEntryError(t('errors:storeQtyRequired'));
    if (screen.unitCost && !(unitcost > 0)) return setEntryError(t('errors:storeUnitCostRequired'));
    setEntryError(undefined);
    const part = items.items.find((item) => item.sparepart === entry.sparepart);
    form.set(
      'lines',
      addVoucherLine(type, form.values.lines, {
        sparepart: entry.sparepart,
        sparenam: part?.sparenam ?? '',
        qty,
        unitcost: screen.unitCost ? unitcost : 0,
      }),
    );
    setEntry({ sparepart: '', qty: '1', unitcost: '' });
  };

  const canSave = () => {
    const found = voucherProblem(type, form.values);
    setProblem(found);
    return found === undefined;
  };

  const save = async () => {
    const answer = await storesApi.insert(type, toVoucherBody(type, form.values));
    form.reset(emptyVoucher());
    return answer;
  };

  const problemText = problem && parseServerMessage(problem) ? serverText(t, problem) : problem;

  return (
    <DocumentForm
      {...bindings}
      mode={adding ? mode : { ...mode, readOnly: true }}
      title={t(`stores:types.${screen.key}.form`)}
      onSave={save}
      canSave={canSave}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        {problemText && (
          <Alert type="error" data-testid="voucher-problem">
            {problemText}
          </Alert>
        )}
        <Container header={<Header variant="h2">{t('stores:form.header')}</Header>}>
          <ColumnLayout columns={3}>
            {stored && (
              <>
                <FormField label={t('stores:fields.docnumbr')}>
                  <Input readOnly value={stored.master.docnumbr} data-testid="docnumbr" />
                </FormField>
                <FormField label={t('stores:fields.docdate')}>
                  <Input readOnly value={listDay(stored.master.docdate)} />
                </FormField>
              </>
            )}
            <SelectField
              form={form}
              name="storecode"
              label={t(screen.fields.toStore ? 'stores:fields.fromstore' : 'stores:fields.store')}
              options={
                type === 'CSV' ? storesFor((store) => store.storetype === 'CONSIGNMENT') : stores.options
              }
              loading={stores.loading}
              required
            />
            {screen.fields.toStore && (
              <SelectField
                form={form}
                name="tostorecode"
                label={t('stores:fields.tostore')}
                options={stores.options.filter((option) => option.value !== form.values.storecode)}
                loading={stores.loading}
                required
              />
            )}
            {screen.fields.supplier && (
              <SelectField
                form={form}
                name="vendcode"
                label={t('stores:fields.supplier')}
                options={vendors.options}
                loading={vendors.loading}
                required
              />
            )}
            {screen.fields.department && (
              <SelectField
                form={form}
                name="deptcode"
                label={t('stores:fields.department')}
                options={departments.options}
                loading={departments.loading}
              />
            )}
            {screen.fields.jobOrder && (
              <TextField
                form={form}
                name="jobordno"
                label={t('stores:fields.jobordno')}
                required={type === 'CSV'}
              />
            )}
            {screen.fields.reference && (
              <TextField
                form={form}
                name="refdocno"
                label={t(type === 'SRN' ? 'stores:fields.issueVoucher' : 'stores:fields.reference')}
              />
            )}
            {screen.fields.garageRequest && (
              <TextField form={form} name="garreqno" label={t('stores:fields.garreqno')} />
            )}
            <TextAreaField form={form} name="remarks" label={t('stores:fields.remarks')} />
          </ColumnLayout>
        </Container>
        {adding && (
          <Container header={<Header variant="h2">{t('stores:form.addLine')}</Header>}>
            <ColumnLayout columns={screen.unitCost ? 4 : 3}>
              <FormField
                label={t('stores:fields.item')}
                errorText={entryError}
                description={onHand === undefined ? undefined : t('stores:form.onHand', { qty: onHand })}
              >
                <Select
                  data-testid="entry-item"
                  selectedOption={items.options.find((option) => option.value === entry.sparepart) ?? null}
                  options={items.options}
                  filteringType="auto"
                  placeholder={t('kit:form.choose')}
                  statusType={items.loading ? 'loading' : 'finished'}
                  loadingText={t('kit:loading')}
                  onChange={({ detail }) =>
                    setEntry({ ...entry, sparepart: detail.selectedOption.value ?? '' })
                  }
                />
              </FormField>
              <FormField label={t('stores:fields.qty')}>
                <Input
                  data-testid="entry-qty"
                  type="number"
                  inputMode="numeric"
                  value={entry.qty}
                  onChange={({ detail }) => setEntry({ ...entry, qty: detail.value })}
                  onKeyDown={({ detail }) => detail.key === 'Enter' && addEntry()}
                />
              </FormField>
              {screen.unitCost && (
                <FormField label={t('stores:fields.unitcost')}>
                  <Input
                    data-testid="entry-unitcost"
                    inputMode="decimal"
                    value={entry.unitcost}
                    onChange={({ detail }) => setEntry({ ...entry, unitcost: detail.value })}
                    onKeyDown={({ detail }) => detail.key === 'Enter' && addEntry()}
                  />
                </FormField>
              )}
              <Box padding={{ top: 'xl' }}>
                <Button data-testid="entry-add" iconName="add-plus" onClick={addEntry}>
                  {t('stores:form.add')}
                </Button>
              </Box>
            </ColumnLayout>
          </Container>
        )}
        <Table
          data-testid="voucher-lines"
          variant="container"
          header={
            <Header variant="h2" counter={`(${form.values.lines.length})`}>
              {t('stores:form.lines')}
            </Header>
          }
          items={form.values.lines.map((line, index) => ({ line, index, stored: stored?.lines[index] }))}
          trackBy={(row) => row.line.sparepart}
          empty={<Box textAlign="center">{t('stores:form.noLines')}</Box>}
          columnDefinitions={[
            { id: 'serial', header: '#', cell: (row) => row.index + 1, width: 50 },
            {
              id: 'item',
              header: t('stores:fields.item'),
              cell: (row) => `${row.line.sparepart} ${row.line.sparenam}`,
            },
            { id: 'qty', header: t('stores:fields.qty'), cell: (row) => row.line.qty },
            ...(screen.unitCost || stored
              ? [
                  {
                    id: 'unitcost',
                    header: t('stores:fields.unitcost'),
                    cell: (row: { line: { unitcost: number }; stored?: StoreVoucherLine }) =>
                      formatKwd(row.stored?.unitcost ?? row.line.unitcost),
                  },
                  {
                    id: 'value',
                    header: t('stores:fields.value'),
                    cell: (row: { line: { unitcost: number; qty: number }; stored?: StoreVoucherLine }) =>
                      formatKwd(row.stored?.value ?? row.line.qty * row.line.unitcost),
                  },
                ]
              : []),
            ...(adding
              ? [
                  {
                    id: 'remove',
                    header: t('stores:form.remove'),
                    cell: (row: { index: number }) => (
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={t('stores:form.removeLine', { number: row.index + 1 })}
                        onClick={() =>
                          form.set(
                            'lines',
                            form.values.lines.filter((_, i) => i !== row.index),
                          )
                        }
                      />
                    ),
                  },
                ]
              : []),
          ]}
          footer={
            stored ? (
              <Box>{`${t('stores:fields.total')}: ${formatKwd(stored.master.totalval)}`}</Box>
            ) : undefined
          }
        />
      </SpaceBetween>
    </DocumentForm>
  );
}

export const DirectReceiptForm = () => <VoucherFormPage type="DRV" />;
export const IssueVoucherForm = () => <VoucherFormPage type="SIV" />;
export const ReturnVoucherForm = () => <VoucherFormPage type="SRN" />;
export const TransferVoucherForm = () => <VoucherFormPage type="STV" />;
export const TransferDirectForm = () => <VoucherFormPage type="DTV" />;
export const ConsignmentForm = () => <VoucherFormPage type="CSV" />;
