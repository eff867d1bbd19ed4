/**
 * The store receipt against a purchase order (`/storereceipt`), the parts the voucher form adds for it:
 * the order's choice (approved orders with quantities still open), which brings the order's supplier,
 * its store (unless one is chosen) and its open lines at the order's price; and the lines' columns, each
 * with what was ordered, what is still open and the quantity to receive (what is open unless changed;
 * 0 leaves the line for a later receipt). The server checks the same against the order as it saves.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReceiptOrder } from '@fleet/shared/parts/store-vouchers';
import {
  FieldLabel,
  ReadOnlyField,
  serialColumn,
  useLookupOptions,
  useSend,
  type FormState,
  type LineColumn,
} from '../../../../kit/index.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { documentOption, vendorOption } from '../../../../kit/document/masterOptions.ts';
import { nameOnly } from '../../../../kit/record/index.ts';
import { storesApi } from '../api.ts';
import {
  orderVoucherLine,
  overOrdered,
  setOrderLineQty,
  voucherLineValue,
  type VoucherLine,
  type VoucherValues,
} from './voucherForm.ts';
import { findableByArabicDigits } from '../../../../kit/form/fields.tsx';

const orderOption = documentOption<ReceiptOrder>('lpono', ['vendname', 'storenam', 'jobordno']);

const vendorName = nameOnly(vendorOption);

/** The order's choice and its supplier (read-only: the order's). */
export function OrderFields({ form }: { form: FormState<VoucherValues> }) {
  const { t } = useTranslation();
  // Read each time the form opens: what is open moves with every receipt and inspection.
  const orders = useLookupOptions('storeReceipt:orders', storesApi.receiptOrders, orderOption, {
    cacheMs: 0,
  });
  const vendors = useLookupOptions('vendors', storesApi.vendors, vendorName);
  const reading = useSend();
  const { refdocno, vendcode } = form.values;

  const choose = async (lpono: string) => {
    form.set('refdocno', lpono);
    await reading.send(
      () => storesApi.receiptOrder(lpono),
      (order) => {
        form.set('vendcode', order.vendcode);
        if (!form.values.storecode) form.set('storecode', order.storecode);
        form.set('lines', order.lines.filter((line) => line.openqty > 0).map(orderVoucherLine));
      },
    );
  };

  const vendor =
    vendors.options.find((option) => option.value === vendcode)?.label ??
    orders.items.find((order) => order.vendcode === vendcode)?.vendname ??
    vendcode;
  return (
    <SpaceBetween size="l">
      <FormField
        label={<FieldLabel text={t('stores:fields.order')} required />}
        errorText={form.errorOf('refdocno')}
        data-testid="refdocno"
      >
        <Select
          data-testid="order"
          selectedOption={orders.options.find((option) => option.value === refdocno) ?? null}
          options={findableByArabicDigits(orders.options)}
          filteringType="auto"
          placeholder={t('kit:form.choose')}
          empty={t('kit:form.noOptions')}
          statusType={orders.loading || reading.busy ? 'loading' : 'finished'}
          loadingText={t('kit:loading')}
          onChange={({ detail }) => void choose(detail.selectedOption.value ?? '')}
          onBlur={() => form.touch('refdocno')}
        />
      </FormField>
      <ReadOnlyField label={t('stores:fields.supplier')} value={vendor} testId="vendcode" />
    </SpaceBetween>
  );
}

/**
 * The columns of an order's lines being received: the item, what was ordered, what is open, the quantity
 * to receive, the order's price and the value.
 */
export function orderLineColumns(
  t: TFunction,
  form: FormState<VoucherValues>,
  name: (line: VoucherLine) => string,
): LineColumn<VoucherLine>[] {
  return [
    serialColumn(),
    { id: 'sparepart', header: t('stores:fields.item'), cell: (line) => line.sparepart },
    { id: 'sparenam', header: t('stores:fields.description'), cell: name },
    { id: 'spareuom', header: t('stores:fields.uom'), cell: (line) => line.spareuom },
    { id: 'orderedqty', header: t('stores:fields.orderedqty'), cell: (line) => line.orderedqty ?? '' },
    { id: 'openqty', header: t('stores:fields.openqty'), cell: (line) => line.openqty ?? '' },
    {
      id: 'qty',
      header: t('stores:fields.receiveqty'),
      minWidth: 110,
      cell: (line, index) => (
        <Input
          data-testid={`receive-qty-${index + 1}`}
          type="number"
          inputMode="numeric"
          ariaLabel={t('stores:form.receiveLine', { number: index + 1 })}
          invalid={overOrdered(line)}
          value={String(line.qty)}
          onChange={({ detail }) =>
            form.set('lines', setOrderLineQty(form.values.lines, index, detail.value))
          }
        />
      ),
    },
    { id: 'unitprice', header: t('stores:fields.unitprice'), cell: (line) => formatKwd(line.unitcost) },
    { id: 'value', header: t('stores:fields.value'), cell: (line) => formatKwd(voucherLineValue(line)) },
  ];
}
