/**
 * The approver's petty cash screen (`/pettycashApr?docnumbr=<n>&mod=true&status=APPROVE&level=THIRD`,
 * screen SGRT004; docs/accounts-petty-cash.md): the petty cash read-only (header, vendor, lines, total,
 * receipt) and the kit's ApprovalPanel for the whole document (approve, or reject with remarks,
 * `approvePettyCash`); a decision can be deleted (`deletePettyCashApproved`, with a confirmation)
 * while the server allows it.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { pettyCashScreens, type PettyCashDocument } from '@fleet/shared/accounts/petty-cash';
import { formatAmount } from '../../../../i18n/format.ts';
import {
  DocumentPage,
  DocumentTotals,
  DocumentApproval,
  PickedDocumentSection,
  ReadOnlyField,
  useDocumentFormPage,
} from '../../../../kit/index.ts';
import { pettyCashApi } from '../api.ts';
import { approvalListPath, vendorText } from '../list/lists.ts';
import { emptyPettyCash, fromDocument, type PettyCashValues } from './pettyCashForm.ts';
import { FormLines } from '../../../../kit/form/FormLines.tsx';
import { usePersonNames } from '../../../../kit/personNames.ts';

const level = 'THIRD' as const;

export function PettyCashApprovalPage() {
  const { t } = useTranslation();
  const page = useDocumentFormPage<PettyCashValues, PettyCashDocument>({
    screen: pettyCashScreens.approval,
    listPath: approvalListPath,
    empty: () => emptyPettyCash(),
    read: { key: 'pettyCash', fetch: pettyCashApi.get, toValues: fromDocument },
  });
  const { stored } = page;
  const master = stored?.master;
  const person = usePersonNames([master?.cretuser]);

  return (
    <DocumentPage page={page} title={t('pettyCash:approval.title')} editable={false}>
      <PickedDocumentSection
        title={t('pettyCash:form.header')}
        fields="pettyCash:fields"
        page={page}
        stateOf={({ approval }) => t(`pettyCash:state.${approval?.state ?? 'pending'}`)}
        details={[
          { label: t('pettyCash:fields.vendor'), value: master && vendorText(t, master), testId: 'vendor' },
          { label: t('pettyCash:fields.jobordno'), value: master?.jobordno || '—' },
          { label: t('pettyCash:fields.vehicleno'), value: master?.vehicleno || '—' },
          { label: t('pettyCash:fields.paymode'), value: master && t(`pettyCash:paymode.${master.paymode}`) },
        ]}
      >
        <ReadOnlyField label={t('pettyCash:fields.remarks')} value={master?.remarks || '—'} />
        <ReadOnlyField label={t('pettyCash:fields.cretuser')} value={person(master?.cretuser)} />
      </PickedDocumentSection>
      <FormLines
        ns="pettyCash"
        lines={stored?.lines ?? []}
        fields={{
          description: {},
          qty: {},
          unitprice: { cell: (line) => formatAmount(line.unitprice) },
          billno: { cell: (line) => line.billno || '—' },
          value: { cell: (line) => formatAmount(line.value) },
        }}
      />
      <DocumentTotals ns="pettyCash" amounts={{ netval: master?.netval }} plain>
        <ReadOnlyField label={t('pettyCash:fields.receipt')} value={master?.docfilename || '—'} />
        {stored?.docurl ? (
          <Box padding={{ top: 'l' }}>
            <Link href={stored.docurl} external>
              {t('pettyCash:form.openReceipt')}
            </Link>
          </Box>
        ) : null}
      </DocumentTotals>
      <DocumentApproval page={page} level={level} texts="pettyCash:approval" api={pettyCashApi} />
    </DocumentPage>
  );
}

export default PettyCashApprovalPage;
