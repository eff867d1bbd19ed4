/**
 * The invoice totals (spec 000 sections 2 and 5): header discount %, total (sum of line nets),
 * discount value (discount % of total) and net value (total minus discount), KWD with 3 decimals.
 */
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import type { DocumentTotals } from '@fleet/shared/amounts';
import { formatKwd } from '../../../i18n/format.ts';
import { ReadOnlyField, TextField, type FormState } from '../../../kit/index.ts';
import type { InvoiceFormValues } from './invoiceForm.ts';

export function InvoiceTotals({
  form,
  totals,
}: {
  form: FormState<InvoiceFormValues>;
  totals: DocumentTotals;
}) {
  const { t } = useTranslation();
  return (
    <ColumnLayout columns={4} minColumnWidth={170}>
      <TextField
        form={form}
        name="totdiscperc"
        label={t('invoice:totals.totdiscperc')}
        inputMode="decimal"
        testId="totals-totdiscperc"
      />
      <ReadOnlyField
        label={t('invoice:totals.totalval')}
        value={formatKwd(totals.total)}
        testId="totals-totalval"
      />
      <ReadOnlyField
        label={t('invoice:totals.totdiscval')}
        value={formatKwd(totals.discountValue)}
        testId="totals-totdiscval"
      />
      <ReadOnlyField
        label={t('invoice:totals.netval')}
        value={formatKwd(totals.net)}
        testId="totals-netval"
      />
    </ColumnLayout>
  );
}
