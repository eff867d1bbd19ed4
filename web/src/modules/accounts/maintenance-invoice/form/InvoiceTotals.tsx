/**
 * The invoice totals (spec 000 sections 2 and 5), four to a row: header discount %, total (sum of line
 * nets), discount value (discount % of total) and net value (total minus discount), KWD with 3 decimals.
 */
import { useTranslation } from 'react-i18next';
import type { DocumentTotals } from '@fleet/shared/engines/amounts';
import { AmountField, TextField, TotalsBlock, type FormState } from '../../../../kit/index.ts';
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
    <TotalsBlock title={t('invoice:sections.totals')} columns={4}>
      <TextField
        form={form}
        name="totdiscperc"
        label={t('invoice:totals.totdiscperc')}
        inputMode="decimal"
        testId="totals-totdiscperc"
      />
      <AmountField label={t('invoice:totals.totalval')} value={totals.total} kwd testId="totals-totalval" />
      <AmountField
        label={t('invoice:totals.totdiscval')}
        value={totals.discountValue}
        kwd
        testId="totals-totdiscval"
      />
      <AmountField label={t('invoice:totals.netval')} value={totals.net} kwd testId="totals-netval" />
    </TotalsBlock>
  );
}
