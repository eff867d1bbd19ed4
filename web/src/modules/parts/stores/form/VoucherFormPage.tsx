/**
 * A store voucher form (`/storereceipt`, `/storereceiptdirect`, `/issueVoucher`, `/returnvoucher`,
 * `/transferVoucher`, `/transferVoucherdirect`, `/requestvoucher`, `/consignmentstore`), one page for
 * every type (vouchers.ts); the receipt against an order takes its supplier and lines from the order
 * (OrderReceipt.tsx). Vouchers are inserted only: ADD (`?mod=false&status=ADD`) enters the store, the
 * header fields the type has (the supplier and reference of a receipt, the department or job order of
 * an issue or a return, the other store of a transfer or request, the garage request the parts are for)
 * and the lines (one per item; direct receipts carry the unit cost; on the types that take stock out
 * the store's stock shows beside each line); the shared schema and rules check it before saving, and
 * the server refuses an issue larger than the stock. VIEW (`?status=VIEW&docnumbr=...`) shows the voucher with its lines at ledger cost.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input, type InputProps } from '../../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import { jobOrderOption } from '../../../../kit/jobOrderOption.ts';
import type { StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import {
  DocumentLines,
  DocumentPage,
  removeLine,
  serialColumn,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  serverText,
  useDocumentFormPage,
  useLookupOptions,
  workflowChoices,
  type DocumentMode,
  type FieldOption,
  type FormState,
  type LineColumn,
} from '../../../../kit/index.ts';
import { formatDateTime, formatKwd } from '../../../../i18n/format.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { RecordSection } from '../../../../kit/record/index.ts';
import { storesApi, type VoucherLineView } from '../api.ts';
import { referenceLabel, transferStateText } from '../list/voucherList.ts';
import { voucherScreens, type VoucherScreen, type VoucherScreenType } from '../vouchers.ts';
import { LineStock, useItemStock } from './LineStock.tsx';
import { OrderFields, orderLineColumns } from './OrderReceipt.tsx';
import {
  addVoucherLine,
  emptyEntry,
  emptyVoucher,
  readLineEntry,
  toVoucherBody,
  voucherFieldErrors,
  voucherLineValue,
  voucherHeaderFields,
  voucherTotals,
  type LineEntryInput,
  type VoucherLine,
  type VoucherValues,
} from './voucherForm.ts';
import {
  departmentOption,
  itemOption,
  storeOption,
  vendorOption,
} from '../../../../kit/document/masterOptions.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';
import { InputField } from '../../../../kit/form/InputField.tsx';
import { pickFields } from '../../../../kit/document/formDocument.ts';
import { findableByArabicDigits } from '../../../../kit/form/fields.tsx';

type StoredVoucher = { master: StoreVoucherMaster; lines: VoucherLineView[] };

const fromStored = (stored: StoredVoucher): VoucherValues => ({
  ...pickFields(stored.master, voucherHeaderFields),
  lines: stored.lines.map((line) =>
    pickFields(line, ['sparepart', 'sparenam', 'spareuom', 'qty', 'unitcost']),
  ),
});

/** An optional choice can be emptied again: "Not set" leads its options once something is chosen. */
const clearable = (t: TFunction, options: FieldOption[], value: string) =>
  value ? [{ value: '', label: t('stores:form.notSet') }, ...options] : options;

/** Vouchers are never edited: any mode other than ADD shows the voucher (and needs the views right). */
const insertOnly = (mode: DocumentMode): DocumentMode =>
  mode.status === 'ADD' ? mode : { ...mode, status: 'VIEW', readOnly: true };

export function VoucherFormPage({ type }: { type: VoucherScreenType }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const screen = voucherScreens[type];
  const { fields } = screen;
  const page = useDocumentFormPage<VoucherValues, StoredVoucher>({
    screen: screen.screen,
    listPath: screen.listPath,
    empty: emptyVoucher,
    validate: (values, mode) => (mode.status === 'ADD' ? voucherFieldErrors(type, values) : {}),
    read: {
      key: `storeVoucher:${type}`,
      fetch: (docnumbr, signal) => storesApi.get(type, docnumbr, signal),
      toValues: fromStored,
    },
  });
  const { form, bindings, stored } = page;
  const mode = insertOnly(page.mode);
  const adding = mode.status === 'ADD';

  const stores = useLookupOptions('stores', storesApi.stores, storeOption);
  const departments = useLookupOptions(
    'budgetDepartments',
    fields.department ? storesApi.departments : null,
    departmentOption,
  );
  const vendors = useLookupOptions('vendors', fields.supplier ? storesApi.vendors : null, vendorOption);
  const jobOrders = useLookupOptions(
    'storeVoucher:jobOrders',
    adding && fields.jobOrder ? storesApi.jobOrders : null,
    jobOrderOption,
    workflowChoices,
  );
  const items = useLookupOptions('spareParts', adding ? storesApi.items : null, itemOption);
  // Lines name their items in the reader's language, entered or saved (the voucher keeps the codes).
  const nameOf = useReaderNames(['items']);
  const itemName = (line: { sparepart: string; sparenam: string }) =>
    nameOf('items', line.sparepart, line.sparenam);

  const [entry, setEntry] = useState<LineEntryInput>(emptyEntry);
  const [entryProblem, setEntryProblem] = useState<string>();
  const storecode = form.values.storecode;
  const entryStock = useItemStock(screen.takesOut && adding ? storecode : '', entry.sparepart);

  const storeChoices = stores.items.filter(
    (store) =>
      store.status === 'active' &&
      (screen.storeTypes ? screen.storeTypes.includes(store.storetype) : store.storetype !== 'SCRAP'),
  );
  const storeOptions = stores.options.filter((option) =>
    storeChoices.some((store) => store.storecode === option.value),
  );
  const toStoreOptions = stores.options.filter(
    (option) =>
      option.value !== storecode &&
      stores.items.some((store) => store.storecode === option.value && store.status === 'active'),
  );
  const vendorOptions = vendors.options.filter((option) =>
    vendors.items.some((vendor) => vendor.vendcode === option.value && vendor.status === 'active'),
  );

  const addEntry = () => {
    const part = items.items.find((item) => item.sparepart === entry.sparepart);
    const read = readLineEntry(type, form.values.lines, entry, part);
    if ('problem' in read) return setEntryProblem(read.problem);
    setEntryProblem(undefined);
    form.set('lines', addVoucherLine(form.values.lines, read.line));
    setEntry(emptyEntry());
  };

  const enterAdds: InputProps['onKeyDown'] = ({ detail }) => {
    if (detail.key === 'Enter' && !detail.isComposing) addEntry();
  };

  const save = async () => {
    const answer = await storesApi.insert(type, toVoucherBody(type, form.values));
    form.reset(emptyVoucher());
    setEntry(emptyEntry());
    return answer;
  };

  const clear = () => {
    bindings.onClear?.();
    setEntry(emptyEntry());
    setEntryProblem(undefined);
  };

  const master = stored?.master;
  const storeName = (code: string, english: string | undefined) =>
    (arabic && stores.items.find((store) => store.storecode === code)?.storenamar) || english || code;
  const totals = voucherTotals(form.values.lines);
  const linesError = form.errorOf('lines');
  // The lines being entered and a saved voucher's lines: one table, two sources.
  const linesOf = {
    testId: 'voucher-lines',
    title: t('stores:form.lines'),
    emptyText: t('stores:form.noLines'),
  };
  const totalsFooter = (text: string) => <Box data-testid="voucher-totals">{text}</Box>;
  // The header's choices: a lookup's options under the field's label, required unless said otherwise.
  const choice = (
    name: 'storecode' | 'tostorecode' | 'vendcode' | 'deptcode' | 'jobordno',
    label: string,
    options: FieldOption[],
    lookup: { loading: boolean },
    more: { required?: boolean; description?: string } = { required: true },
  ) => (
    <SelectField form={form} name={name} label={label} options={options} loading={lookup.loading} {...more} />
  );
  const optionalOf = (lookup: { options: FieldOption[] }, name: 'deptcode' | 'jobordno') =>
    clearable(t, lookup.options, form.values[name]);
  const storeLabel = fields.toStore ? t('stores:fields.fromstore') : t('stores:fields.store');

  return (
    <DocumentPage
      page={{ ...page, mode }}
      title={t(`stores:types.${screen.key}.form`)}
      onSave={save}
      onClear={clear}
      headerFields={
        master && (
          <ReadOnlyField label={t('stores:fields.docnumbr')} value={master.docnumbr} testId="docnumbr" />
        )
      }
    >
      <Container header={<Header variant="h2">{t('stores:form.header')}</Header>}>
        {adding ? (
          <ColumnLayout columns={3} minColumnWidth={200}>
            {choice('storecode', storeLabel, storeOptions, stores)}
            {fields.toStore && choice('tostorecode', t('stores:fields.tostore'), toStoreOptions, stores)}
            {fields.order && <OrderFields form={form} />}
            {fields.supplier &&
              !fields.order &&
              choice('vendcode', t('stores:fields.supplier'), vendorOptions, vendors)}
            {fields.department &&
              choice(
                'deptcode',
                t('stores:fields.department'),
                optionalOf(departments, 'deptcode'),
                departments,
                {
                  description: t('stores:form.departmentOrJobOrder'),
                },
              )}
            {fields.jobOrder &&
              choice(
                'jobordno',
                t('stores:fields.jobordno'),
                fields.jobOrder === 'required' ? jobOrders.options : optionalOf(jobOrders, 'jobordno'),
                jobOrders,
                { required: fields.jobOrder === 'required' },
              )}
            {fields.reference && !fields.order && (
              <TextField form={form} name="refdocno" label={referenceLabel(t, fields.reference)} ltr />
            )}
            {fields.garageRequest && (
              <TextField form={form} name="garreqno" label={t('stores:fields.garreqno')} ltr />
            )}
            <TextAreaField form={form} name="remarks" label={t('stores:fields.remarks')} />
          </ColumnLayout>
        ) : (
          <VoucherParticulars screen={screen} master={master} storeName={storeName} form={form} />
        )}
      </Container>
      {/* Not the kit's PartEntry: a receipt's line takes its unit cost, a line taking stock out shows the
            store's stock of the item, and the type's own rules read the line (readLineEntry). */}
      {adding && !fields.order && (
        <RecordSection
          title={t('stores:form.addLine')}
          columns={screen.unitCost ? 4 : 3}
          minColumnWidth={160}
        >
          <FormField
            label={t('stores:fields.item')}
            errorText={entryProblem && serverText(t, entryProblem)}
            description={
              entryStock.onHand === undefined
                ? undefined
                : t('stores:form.onHand', { qty: entryStock.onHand })
            }
          >
            <Select
              data-testid="entry-item"
              selectedOption={items.options.find((option) => option.value === entry.sparepart) ?? null}
              options={findableByArabicDigits(items.options)}
              filteringType="auto"
              placeholder={t('kit:form.choose')}
              empty={t('kit:form.noOptions')}
              statusType={items.loading ? 'loading' : 'finished'}
              loadingText={t('kit:loading')}
              onChange={({ detail }) => setEntry({ ...entry, sparepart: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          <InputField
            label={t('stores:fields.qty')}
            testId="entry-qty"
            type="number"
            inputMode="numeric"
            value={entry.qty}
            onChange={(qty) => setEntry({ ...entry, qty })}
            onKeyDown={enterAdds}
          />
          {screen.unitCost && (
            <FormField label={t('stores:fields.unitcost')}>
              <div dir="ltr">
                <Input
                  data-testid="entry-unitcost"
                  inputMode="decimal"
                  value={entry.unitcost}
                  placeholder="0.000"
                  onChange={({ detail }) => setEntry({ ...entry, unitcost: detail.value })}
                  onKeyDown={enterAdds}
                />
              </div>
            </FormField>
          )}
          <Box padding={{ top: 'xl' }}>
            <Button data-testid="entry-add" iconName="add-plus" onClick={addEntry}>
              {t('stores:form.add')}
            </Button>
          </Box>
        </RecordSection>
      )}
      {adding ? (
        <DocumentLines
          {...linesOf}
          description={
            linesError && (
              <Box color="text-status-error" data-testid="lines-error">
                {linesError}
              </Box>
            )
          }
          lines={form.values.lines}
          trackBy={(line) => line.sparepart}
          columns={
            fields.order ? orderLineColumns(t, form, itemName) : entryColumns(t, screen, storecode, itemName)
          }
          remove={{
            header: t('stores:form.remove'),
            label: (number) => t('stores:form.removeLine', { number }),
            onRemove: (index) => form.set('lines', removeLine(form.values.lines, index)),
            width: 90,
          }}
          footer={
            form.values.lines.length > 0 &&
            totalsFooter(
              screen.unitCost || fields.order
                ? t('stores:form.totalsWithValue', { qty: totals.qty, value: formatKwd(totals.value) })
                : t('stores:form.totals', { qty: totals.qty }),
            )
          }
        />
      ) : (
        <DocumentLines
          {...linesOf}
          loading={page.document.loading}
          loadingText={t('kit:loading')}
          lines={stored?.lines ?? []}
          trackBy={(line) => String(line.serlnumb)}
          columns={storedColumns(t, screen, itemName)}
          footer={
            master &&
            totalsFooter(
              t('stores:form.totalsWithValue', { qty: master.totalqty, value: formatKwd(master.totalval) }),
            )
          }
        />
      )}
    </DocumentPage>
  );
}

/** The header of a saved voucher, read-only, with the names it was saved with. */
function VoucherParticulars({
  screen,
  master: m,
  storeName,
  form,
}: {
  screen: VoucherScreen;
  master: StoreVoucherMaster | undefined;
  storeName: (code: string, english: string | undefined) => string;
  form: FormState<VoucherValues>;
}) {
  const { t } = useTranslation();
  const { fields } = screen;
  const named = (code: string | undefined, name: string | undefined) =>
    code ? (name && name !== code ? `${name} (${code})` : code) : '';
  // The values the type has, in order: [field (its test id), label, value]; `false` leaves one out.
  const shown: ([string, string, string | undefined] | false | undefined)[] = [
    ['docdate', t('stores:fields.docdate'), m && `${listDay(m.docdate)} ${m.doctime.slice(0, 5)}`.trim()],
    ['cretuser', t('stores:fields.cretuser'), m?.cretuser],
    [
      'storecode',
      fields.toStore ? t('stores:fields.fromstore') : t('stores:fields.store'),
      m && named(m.storecode, storeName(m.storecode, m.storenam)),
    ],
    fields.toStore && [
      'tostorecode',
      t('stores:fields.tostore'),
      m && named(m.tostorecode, storeName(m.tostorecode, m.tostorenam)),
    ],
    fields.supplier && ['vendcode', t('stores:fields.supplier'), m && named(m.vendcode, m.vendname)],
    fields.department && ['deptcode', t('stores:fields.department'), m && named(m.deptcode, m.deptnam)],
    fields.jobOrder && [
      'jobordno',
      t('stores:fields.jobordno'),
      m && [m.jobordno, m.vehicleno].filter(Boolean).join(' · '),
    ],
    fields.reference && ['refdocno', referenceLabel(t, fields.reference), m?.refdocno],
    fields.garageRequest && ['garreqno', t('stores:fields.garreqno'), m?.garreqno],
    (screen.transfer || screen.type === 'SRQ') && [
      'trfstatus',
      screen.transfer ? t('stores:fields.trfstatus') : t('stores:fields.requeststatus'),
      m && transferStateText(t, m.trfstatus),
    ],
    screen.transfer &&
      !!m?.postedby && [
        'postedby',
        t('stores:fields.postedby'),
        `${m.postedby} ${m.posteddate ? formatDateTime(m.posteddate) : ''}`.trim(),
      ],
  ];
  return (
    <ColumnLayout columns={3} minColumnWidth={200}>
      {shown.map(
        (field) =>
          field && <ReadOnlyField key={field[0]} label={field[1]} value={field[2]} testId={field[0]} />,
      )}
      <TextAreaField form={form} name="remarks" label={t('stores:fields.remarks')} readOnly />
    </ColumnLayout>
  );
}

/** Columns of the lines being entered: item, quantity, a receipt's cost and value, the store's stock. */
function entryColumns(
  t: TFunction,
  screen: VoucherScreen,
  storecode: string,
  name: (line: VoucherLine) => string,
): LineColumn<VoucherLine>[] {
  return [
    serialColumn(),
    ...itemColumns(t, name),
    ...(screen.unitCost
      ? [
          cellColumn('unitcost', t('stores:fields.unitcost'), (line: VoucherLine) =>
            formatKwd(line.unitcost),
          ),
          cellColumn('value', t('stores:fields.value'), (line: VoucherLine) =>
            formatKwd(voucherLineValue(line)),
          ),
        ]
      : []),
    ...(screen.takesOut
      ? [
          {
            id: 'stock',
            header: t('stores:fields.stock'),
            cell: (line: VoucherLine) => (
              <LineStock storecode={storecode} sparepart={line.sparepart} qty={line.qty} />
            ),
          },
        ]
      : []),
  ];
}

/** Columns of a saved voucher's lines, at ledger cost; a transfer's lines say whether they arrived. */
function storedColumns(
  t: TFunction,
  screen: VoucherScreen,
  name: (line: VoucherLineView) => string,
): LineColumn<VoucherLineView>[] {
  return [
    serialColumn('serlnumb'),
    ...itemColumns(t, name),
    { id: 'unitcost', header: t('stores:fields.unitcost'), cell: (line) => formatKwd(line.unitcost) },
    { id: 'value', header: t('stores:fields.value'), cell: (line) => formatKwd(line.value) },
    ...(screen.type === 'STV'
      ? [
          cellColumn('arrived', t('stores:fields.arrived'), (line: VoucherLineView) =>
            line.arrived ? t('stores:form.yes') : t('stores:form.no'),
          ),
        ]
      : []),
  ];
}

/** The item, its name in the reader's language, its unit and the quantity, entered or saved. */
function itemColumns<L extends Pick<VoucherLine, 'sparepart' | 'spareuom' | 'qty'>>(
  t: TFunction,
  name: (line: L) => string,
): LineColumn<L>[] {
  return [
    { id: 'sparepart', header: t('stores:fields.item'), cell: (line) => line.sparepart },
    { id: 'sparenam', header: t('stores:fields.description'), cell: name },
    { id: 'spareuom', header: t('stores:fields.uom'), cell: (line) => line.spareuom },
    { id: 'qty', header: t('stores:fields.qty'), cell: (line) => line.qty },
  ];
}
