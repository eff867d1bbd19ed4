/**
 * Supplier invoice form (`/supplierinvoice?mod&status&docnumbr`, screen SGRT001;
 * docs/accounts-supplier-invoice.md): ADD picks an approved purchase order with received quantities not
 * yet invoiced (`getOrderApproveNos`); its supplier follows, and a line per open line is prefilled with
 * the open quantity at the LPO price. Quantity and price are editable: above the open quantity is
 * refused, a price other than the LPO's or a shorter quantity is shown as a mismatch (saved, and the
 * approver must give remarks). The supplier's number and date, remarks, the supplier's document
 * (required, uploaded with progress) and the KWD totals (the invoice and the same quantities at the
 * LPO prices). VIEW links to the document and shows the approvals.
 *
 * `/supplierinvoiceApr?docnumbr&mod=true&status=APPROVE&level=KPTC` (screen SGRT002) is the KPTC
 * approver's screen: the invoice read-only with a warning when it does not match its order, the kit's
 * ApprovalPanel (remarks required to reject, and to approve a mismatched invoice), and the approval's
 * deletion with a confirmation.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@cloudscape-design/components/alert';
import { invoiceEditable, supplierInvoiceScreens } from '@fleet/shared/accounts/supplier-invoice';
import { formatAmount, formatKwd } from '../../../i18n/format.ts';
import {
  CheckStatus,
  DocumentApproval,
  DateField,
  DocumentPage,
  DocumentTotals,
  PickedDocumentSection,
  ReadOnlyField,
  TextAreaField,
  TextField,
  isoDay,
  useDocumentFormPage,
  useDocumentSave,
  type CheckStatusValue,
} from '../../../kit/index.ts';
import { useUploadGate } from '../../../kit/upload/index.ts';
import { DocumentFile } from '../../../kit/document/DocumentFile.tsx';
import { useSourceDocument } from '../../../kit/document/sourceDocument.ts';
import { supplierInvoiceApi, type OrderForInvoice, type SupplierInvoiceDocument } from './api.ts';
import {
  emptyInvoice,
  fromDocument,
  invoiceFormTotals,
  invoiceProblems,
  linesFromOrder,
  mergeOrderLines,
  toSaveRequest,
  type InvoiceLineValues,
  type LineCheck,
  type SupplierInvoiceValues,
} from './invoiceForm.ts';
import { approvalListPath, invoiceListPath, stateText } from './lists.ts';
import { FormLines } from '../../../kit/form/FormLines.tsx';
import { documentOption, supplierName } from '../../../kit/document/masterOptions.ts';

const orderOption = documentOption<OrderForInvoice>('lpono', ['vendname', 'jobordno']);

/** The line's match to its order, as a status (nothing billed: none). */
function matchStatus(t: TFunction, check: LineCheck, line: InvoiceLineValues): CheckStatusValue | undefined {
  switch (check.kind) {
    case 'none':
      return undefined;
    case 'over':
      return { type: 'error', text: t('supplierInvoice:match.over', { open: line.openqty }) };
    case 'invalid':
      return { type: 'error', text: t('supplierInvoice:match.invalid') };
    default:
      if (!check.mismatch) return { type: 'success', text: t('supplierInvoice:match.matched') };
      return {
        type: 'warning',
        text:
          check.mismatch === 'price'
            ? t('supplierInvoice:match.price', { price: formatKwd(line.lpoprice) })
            : t('supplierInvoice:match.qty', { open: line.openqty }),
      };
  }
}

function SupplierInvoice({ approving }: { approving: boolean }) {
  const { t } = useTranslation();
  const today = isoDay(new Date());
  const page = useDocumentFormPage<SupplierInvoiceValues, SupplierInvoiceDocument>({
    screen: approving ? supplierInvoiceScreens.approval : supplierInvoiceScreens.list,
    listPath: approving ? approvalListPath : invoiceListPath,
    empty: () => emptyInvoice(),
    validate: (values) => invoiceProblems(values, today),
    read: { key: 'supplierInvoice', fetch: supplierInvoiceApi.get, toValues: fromDocument },
  });
  const { mode, form, bindings, adding, stored } = page;
  const master = stored?.master;
  const editable = !approving && !mode.readOnly && (adding || (!!master && invoiceEditable(master)));
  const { values, set } = form;

  // A new invoice takes the chosen order's supplier and open lines; an edit, its order's open quantities now.
  const source = useSourceDocument({
    page,
    editable,
    name: 'lpono',
    key: 'supplierInvoice:orders',
    list: supplierInvoiceApi.orders,
    option: orderOption,
    take: (picked) => {
      set('vendcode', picked.vendcode);
      set('lines', linesFromOrder(picked));
    },
    toValues: fromDocument,
    merge: mergeOrderLines,
  });
  const order = source.source;

  const totals = invoiceFormTotals(values.lines);

  const upload = useUploadGate(bindings.canSave);

  const saving = useDocumentSave(
    form,
    emptyInvoice,
    (invoice) => supplierInvoiceApi.save(toSaveRequest(invoice)),
    source.forget,
  );

  const mismatched = (master?.mismatches ?? 0) > 0;
  return (
    <DocumentPage
      page={page}
      texts="supplierInvoice"
      approving={approving}
      saving={saving}
      canSave={upload.canSave}
      editable={editable}
    >
      {approving && mismatched && (
        <Alert
          type="warning"
          data-testid="mismatch-warning"
          header={t('supplierInvoice:approval.mismatchTitle')}
        >
          {t('supplierInvoice:approval.mismatchText', {
            count: master?.mismatches ?? 0,
            lpoval: formatKwd(master?.lpoval ?? 0),
            totalval: formatKwd(master?.totalval ?? 0),
          })}
        </Alert>
      )}
      <PickedDocumentSection
        title={t('supplierInvoice:form.order')}
        fields="supplierInvoice:fields"
        name="lpono"
        choices={source.choices}
        page={page}
        storedOnly
        stateOf={({ approval, status }) => stateText(t, { state: approval?.state ?? 'pending', status })}
        details={[
          {
            label: t('supplierInvoice:fields.vendcode'),
            value: supplierName(master ?? order),
            testId: 'vendcode',
          },
          {
            label: t('supplierInvoice:fields.jobordno'),
            value: (master?.jobordno ?? order?.jobordno) || '—',
          },
          ...(master ? [{ label: t('supplierInvoice:fields.purreqno'), value: master.purreqno }] : []),
        ]}
      >
        <TextField form={form} name="suppinvno" label={t('supplierInvoice:fields.suppinvno')} required />
        <DateField form={form} name="suppinvdate" label={t('supplierInvoice:fields.suppinvdate')} required />
        <TextAreaField form={form} name="remarks" label={t('supplierInvoice:fields.remarks')} rows={2} />
      </PickedDocumentSection>
      <FormLines
        ns="supplierInvoice"
        form={form}
        editable={editable}
        item={{ minWidth: 180 }}
        fields={{
          spareuom: {},
          orderedqty: {},
          receivedqty: {},
          openqty: {},
          lpoprice: { cell: (line) => formatAmount(line.lpoprice) },
          qty: { input: 'numeric', minWidth: 100 },
          unitprice: {
            input: 'decimal',
            minWidth: 120,
            testId: 'price',
            cell: (line) => formatAmount(line.unitprice),
          },
          value: {
            minWidth: 110,
            cell: (_line, index) => {
              const check = totals.checks[index];
              return check?.kind === 'ok' ? formatKwd(check.value) : '—';
            },
          },
          match: {
            minWidth: 170,
            cell: (line, index) => (
              <CheckStatus
                status={matchStatus(t, totals.checks[index] ?? { kind: 'none' }, line)}
                idle={t('supplierInvoice:match.notBilled')}
                testId={`match-${line.serlnumb}`}
              />
            ),
          },
        }}
      />
      <DocumentTotals ns="supplierInvoice" amounts={{ totalval: totals.totalval, lpoval: totals.lpoval }}>
        <ReadOnlyField
          label={t('supplierInvoice:fields.match')}
          value={
            totals.mismatches > 0
              ? t('supplierInvoice:match.mismatches', { count: totals.mismatches })
              : t('supplierInvoice:match.matched')
          }
          testId="mismatches"
        />
      </DocumentTotals>
      <DocumentFile ns="supplierInvoice" name="document" page={page} upload={upload} editable={editable} />
      <DocumentApproval
        page={page}
        approving={approving}
        level="KPTC"
        texts="supplierInvoice:approval"
        api={supplierInvoiceApi}
      />
    </DocumentPage>
  );
}

/** `/supplierinvoice` (SGRT001): prepare, edit, view. */
export function SupplierInvoicePage() {
  return <SupplierInvoice approving={false} />;
}

/** `/supplierinvoiceApr` (SGRT002): the KPTC approver. */
export function SupplierInvoiceApprovalPage() {
  const [params] = useSearchParams();
  return <SupplierInvoice key={params.get('docnumbr') ?? ''} approving />;
}

export default SupplierInvoicePage;
