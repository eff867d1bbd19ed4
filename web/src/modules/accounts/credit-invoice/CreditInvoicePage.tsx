/**
 * Credit invoice form (`/creditinvoice?mod&status&docnumbr`, screen SGRT007; docs/architecture-notes.md
 * "Credit invoice (issue 28)"): ADD picks an approved supplier invoice with something still open to
 * credit (`getCreditableInvoices`); its lines follow with what each invoiced and what other credit
 * invoices took. A returned quantity suggests its amount at the invoice's price; the amount (KWD) may
 * be typed for a price correction; above what is open is shown and refused. The supplier's credit
 * note number and date, the reason, remarks, the totals and the supplier's balance (approved invoices
 * less approved credits).
 *
 * `/creditinvoice?docnumbr&mod=true&status=APPROVE&level=KPTC` (the notification's link) is the KPTC
 * approver's: the credit read-only with the kit's approval panel and the deletion of the approval.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  creditEditable,
  creditInvoiceScreen,
  creditReasons,
  openToCredit,
} from '@fleet/shared/accounts/credit-invoice';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { formatAmount, formatKwd } from '../../../i18n/format.ts';
import {
  AmountField,
  CheckStatus,
  DocumentApproval,
  DocumentPage,
  PickedDocumentSection,
  declaredFields,
  DocumentTotals,
  TotalsBlock,
  isoDay,
  useDocumentFormPage,
  useDocumentSave,
  useQuery,
  wordedOptions,
  type CheckStatusValue,
  type FieldOption,
} from '../../../kit/index.ts';
import { supplierName } from '../../../kit/document/masterOptions.ts';
import { useSourceDocument } from '../../../kit/document/sourceDocument.ts';
import { FormLines } from '../../../kit/form/FormLines.tsx';
import { creditInvoiceApi, type CreditableInvoice, type CreditInvoiceDocument } from './api.ts';
import {
  creditFormTotals,
  creditProblems,
  emptyCredit,
  fromDocument,
  linesFromInvoice,
  mergeInvoiceLines,
  toSaveRequest,
  withQty,
  type CreditInvoiceValues,
  type CreditLineCheck,
  type CreditLineValues,
} from './creditForm.ts';
import { creditListPath } from './lists.ts';

const invoiceOption = (invoice: CreditableInvoice): FieldOption => ({
  value: invoice.pivno,
  label: invoice.pivno,
  description: [invoice.vendname, invoice.suppinvno, formatKwd(invoice.totalval)].filter(Boolean).join(' · '),
});

/** A line's check while typing, as a status (nothing to check: none). */
function lineStatus(t: TFunction, check: CreditLineCheck): CheckStatusValue | undefined {
  switch (check.kind) {
    case 'none':
      return undefined;
    case 'invalid':
      return { type: 'error', text: t('creditInvoice:check.invalid') };
    case 'overValue':
      return { type: 'error', text: t('creditInvoice:check.overValue', { open: formatKwd(check.open) }) };
    case 'overQty':
      return { type: 'error', text: t('creditInvoice:check.overQty', { open: check.open }) };
    default:
      return { type: 'success', text: t('creditInvoice:check.ok') };
  }
}

/** The supplier's balance: approved invoices less approved credit invoices. */
function SupplierBalancePanel({ vendcode }: { vendcode: string }) {
  const { t } = useTranslation();
  const balance = useQuery(`creditInvoice:balance:${vendcode}`, (signal) =>
    creditInvoiceApi.balance(vendcode, signal),
  );
  return (
    <TotalsBlock
      title={t('creditInvoice:balance.title')}
      description={t('creditInvoice:balance.description')}
    >
      <AmountField label={t('creditInvoice:balance.invoiced')} value={balance.data?.invoiced} kwd />
      <AmountField
        label={t('creditInvoice:balance.credited')}
        value={balance.data?.credited}
        kwd
        testId="balance-credited"
      />
      <AmountField
        label={t('creditInvoice:balance.balance')}
        value={balance.data?.balance}
        kwd
        testId="balance"
      />
    </TotalsBlock>
  );
}

function CreditInvoice({ approving }: { approving: boolean }) {
  const { t } = useTranslation();
  const today = isoDay(new Date());
  const page = useDocumentFormPage<CreditInvoiceValues, CreditInvoiceDocument>({
    screen: creditInvoiceScreen,
    listPath: creditListPath,
    empty: () => emptyCredit(),
    validate: (values) => creditProblems(values, today),
    read: {
      key: 'creditInvoice',
      fetch: (docnumbr, signal) => creditInvoiceApi.get(docnumbr, signal),
      toValues: fromDocument,
    },
  });
  const { mode, form, adding, stored } = page;
  const master = stored?.master;
  const editable = !approving && !mode.readOnly && (adding || (!!master && creditEditable(master)));
  const { values, set } = form;

  // A new credit takes the chosen invoice's lines; an edit, its invoice's other credits as they stand now.
  const source = useSourceDocument({
    page,
    editable,
    name: 'pivno',
    key: 'creditInvoice:invoices',
    list: creditInvoiceApi.invoices,
    option: invoiceOption,
    take: (picked) => set('lines', linesFromInvoice(picked)),
    toValues: fromDocument,
    merge: mergeInvoiceLines,
  });
  const invoice = source.source;

  const totals = creditFormTotals(values.lines);
  const invoiced = master ? sumKwd(values.lines.map((line) => line.invvalue)) : (invoice?.totalval ?? 0);
  const creditedBefore = sumKwd(values.lines.map((line) => line.creditedval));
  const vendcode = master?.vendcode ?? invoice?.vendcode;

  const saving = useDocumentSave(
    form,
    emptyCredit,
    (credit) => creditInvoiceApi.save(toSaveRequest(credit)),
    source.forget,
  );

  return (
    <DocumentPage page={page} texts="creditInvoice" approving={approving} saving={saving} editable={editable}>
      <PickedDocumentSection
        title={t('creditInvoice:form.invoice')}
        fields="creditInvoice:fields"
        name="pivno"
        choices={source.choices}
        page={page}
        storedOnly
        stateOf={({ approval }) => t(`creditInvoice:state.${approval?.state ?? 'pending'}`)}
        details={[
          {
            label: t('creditInvoice:fields.vendcode'),
            value: supplierName(master ?? invoice),
            testId: 'vendcode',
          },
          { label: t('creditInvoice:fields.suppinvno'), value: master?.suppinvno ?? invoice?.suppinvno },
          { label: t('creditInvoice:fields.lpono'), value: master?.lpono ?? invoice?.lpono },
        ]}
      >
        {declaredFields(t, {
          form,
          ns: 'creditInvoice',
          fields: {
            crednoteno: { required: true },
            crednotedate: { kind: 'date', required: true },
            reason: {
              kind: 'select',
              required: true,
              placeholder: t('creditInvoice:form.chooseReason'),
              options: wordedOptions(t, 'creditInvoice:reason', creditReasons),
            },
            remarks: { kind: 'textarea' },
          },
        })}
      </PickedDocumentSection>
      <FormLines
        ns="creditInvoice"
        form={form}
        editable={editable}
        item={{ minWidth: 170 }}
        fields={{
          invqty: {},
          unitprice: { cell: (line) => formatAmount(line.unitprice) },
          invvalue: { cell: (line) => formatAmount(line.invvalue) },
          open: { minWidth: 110, cell: (line) => formatAmount(openToCredit(line).value) },
          qty: {
            input: 'numeric',
            minWidth: 90,
            cell: (line) => line.qty || '0',
            change: (index, qty) => withQty(values.lines[index]!, qty),
          },
          value: {
            input: 'decimal',
            minWidth: 120,
            cell: (line) => (line.value ? formatAmount(Number(line.value)) : '—'),
          },
          ...(editable && {
            check: {
              minWidth: 160,
              cell: (line: CreditLineValues, index: number) => (
                <CheckStatus
                  status={lineStatus(t, totals.checks[index] ?? { kind: 'none' })}
                  idle={t('creditInvoice:check.none')}
                  testId={`check-${line.serlnumb}`}
                />
              ),
            },
          }),
        }}
      />
      <DocumentTotals ns="creditInvoice" amounts={{ invoiced, creditedBefore, totalval: totals.totalval }} />
      {vendcode && <SupplierBalancePanel vendcode={vendcode} />}
      <DocumentApproval
        page={page}
        approving={approving}
        level="KPTC"
        texts="creditInvoice:approval"
        api={creditInvoiceApi}
      />
    </DocumentPage>
  );
}

/** `/creditinvoice` (SGRT007): prepare, edit, view; with `status=APPROVE`, KPTC's approval. */
export function CreditInvoicePage() {
  const [params] = useSearchParams();
  const approving = params.get('status')?.toUpperCase() === 'APPROVE';
  return <CreditInvoice key={`${approving}:${params.get('docnumbr') ?? ''}`} approving={approving} />;
}

export default CreditInvoicePage;
