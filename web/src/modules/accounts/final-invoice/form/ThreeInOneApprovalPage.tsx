/**
 * MOI's 3-in-1 screen (`/finalInvoiceApr?docnumbr=<n>&mod=true&status=APPROVE&level=MOI`, SGRT005; the
 * link approval notifications open; docs/accounts.md): the 3-in-1 read-only with its costs, the kit's
 * ApprovalPanel for the whole document (approve, or reject with remarks: `approveThreeInOne`), and MOI's
 * decision can be deleted after a confirmation (`deleteThreeInOneApproval`) while no final invoice was
 * issued from it (the server says so otherwise).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { DocumentApproval, DocumentPage, TextAreaField, useDocumentFormPage } from '../../../../kit/index.ts';
import { threeInOneApi, type ThreeInOneDocument } from '../api.ts';
import { listUrl } from '../list/lists.ts';
import { StoredCostingTable } from './CostingTable.tsx';
import { ThreeInOneParticulars } from './ThreeInOneParticulars.tsx';
import { emptyThreeInOne, fromDocument, type ThreeInOneValues } from './threeInOneForm.ts';

export function ThreeInOneApprovalPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<ThreeInOneValues, ThreeInOneDocument>({
    screen: screenCodes.finalInvoice,
    listPath: listUrl('pending'),
    empty: emptyThreeInOne,
    read: { key: 'threeInOne', fetch: threeInOneApi.get, toValues: fromDocument },
  });
  const { form, stored } = page;
  const master = stored?.master;

  return (
    <DocumentPage page={page} title={t('finalInvoice:approval.title')} editable={false}>
      <ThreeInOneParticulars page={page} />
      <StoredCostingTable lines={master?.lines} />
      <TextAreaField form={form} name="remarks" label={t('finalInvoice:fields.remarks')} rows={2} />
      <DocumentApproval
        page={page}
        level="MOI"
        texts="finalInvoice:approval"
        closeOnError
        api={threeInOneApi}
      />
    </DocumentPage>
  );
}

export default ThreeInOneApprovalPage;
