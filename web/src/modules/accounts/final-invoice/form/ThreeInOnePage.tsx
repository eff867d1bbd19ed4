/**
 * The 3-in-1 invoice form (`/finalInvoice?mod&status&docnumbr`, SGRT005; docs/accounts.md "3-in-1
 * invoice"). ADD picks a delivered job order being invoiced (`getThreeInOneJobOrders`) and shows what it
 * cost now (`getThreeInOneCosting`: labour, parts, outside work, petty cash, each with its subtotal, and
 * the total); Save prepares the 3-in-1 and submits it to MOI. VIEW shows the stored 3-in-1, its approval
 * state and history. EDIT (before MOI decided, or after a rejection) re-costs it: the costing now beside
 * the stored one; Save sends the number and the version read (a 409 keeps the form with a warning).
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { screenCodes } from '@fleet/shared';
import {
  ApprovalHistory,
  DocumentPage,
  TextAreaField,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
} from '../../../../kit/index.ts';
import { jobOrderOptionWithGarage } from '../../../../kit/jobOrderOption.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { threeInOneApi, type ThreeInOneDocument } from '../api.ts';
import { costingDifference } from '../costing.ts';
import { finalInvoiceListPath, threeInOneEditable } from '../list/lists.ts';
import { CostingTable, StoredCostingTable } from './CostingTable.tsx';
import { ThreeInOneParticulars } from './ThreeInOneParticulars.tsx';
import { emptyThreeInOne, fromDocument, toSaveRequest, type ThreeInOneValues } from './threeInOneForm.ts';

const jobOrders = (signal: AbortSignal) => threeInOneApi.jobOrders(signal);

export function ThreeInOnePage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<ThreeInOneValues, ThreeInOneDocument>({
    screen: screenCodes.finalInvoice,
    listPath: finalInvoiceListPath,
    empty: emptyThreeInOne,
    validate: (values): Record<string, string> =>
      values.jobordno ? {} : { jobordno: 'errors:storeJobOrderRequired' },
    read: { key: 'threeInOne', fetch: threeInOneApi.get, toValues: fromDocument },
  });
  const { mode, form, adding, stored } = page;
  const master = stored?.master;
  const editable = adding || (master !== undefined && threeInOneEditable(master));
  const recosting = mode.status === 'EDIT' && editable && !mode.readOnly;
  const choices = useLookupOptions(
    'finalInvoice:jobOrders',
    jobOrders,
    jobOrderOptionWithGarage,
    workflowChoices,
  );
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const jobordno = form.values.jobordno;
  const costing = useQuery(
    (adding || recosting) && jobordno ? `finalInvoice:costing:${jobordno}` : null,
    (signal) => threeInOneApi.costing(jobordno, signal),
  );

  const saving = useDocumentSave(form, emptyThreeInOne, (invoice) =>
    threeInOneApi.save(toSaveRequest(invoice, adding ? undefined : master)),
  );

  const nowTable = (
    <CostingTable
      testId="costing-now"
      title={t('finalInvoice:costing.nowTitle')}
      description={
        recosting && master && costing.data
          ? t('finalInvoice:costing.difference', {
              amount: formatKwd(costingDifference(master, costing.data)),
            })
          : t('finalInvoice:costing.nowDescription')
      }
      lines={costing.data?.lines ?? []}
      loading={costing.loading}
      empty={jobordno ? t('finalInvoice:costing.noCosts') : t('finalInvoice:costing.pickJobOrder')}
    />
  );

  return (
    <DocumentPage
      page={page}
      texts="finalInvoice"
      saving={saving}
      conflictTestId="three-in-one-conflict"
      editable={editable}
    >
      <ThreeInOneParticulars page={page} choices={choices} picked={picked} />
      {adding ? (
        nowTable
      ) : recosting ? (
        <ColumnLayout columns={2} minColumnWidth={700}>
          <StoredCostingTable lines={master?.lines} />
          {nowTable}
        </ColumnLayout>
      ) : (
        <StoredCostingTable lines={master?.lines} />
      )}
      {costing.error !== undefined && (
        <Alert type="error" data-testid="costing-error">
          {t('finalInvoice:costing.loadFailed')}
        </Alert>
      )}
      <TextAreaField form={form} name="remarks" label={t('finalInvoice:fields.remarks')} rows={2} />
      {stored && <ApprovalHistory approvals={stored.approvals} />}
    </DocumentPage>
  );
}

export default ThreeInOnePage;
