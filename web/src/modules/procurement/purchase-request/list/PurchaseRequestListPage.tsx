/**
 * Purchase request lists (docs/procurement.md): plain requests for a store (`/purchaseReqEntrylist`,
 * screen SGRX006, with the parts to purchase as its second tab) and requests for a job order
 * (`/purchaseReqEntrywithjolist`, screen SGRP001). Requests by date with their status, approval state
 * and the level they wait at; the user's own work list ("pending for my approval") above; New, view,
 * edit and delete (before any level decided, or after a rejection), approve at a level the user's
 * roles decide (the server checks), and the bilingual PDF (preview, print).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ListTabs, useApprover, useDocumentListPage } from '../../../../kit/index.ts';
import { purchaseRequestApi, type PurchaseRequestRow } from '../api.ts';
import { myWaitingLevel } from '../approvalLevels.ts';
import {
  jobOrderRequest,
  plainRequest,
  requestApprovalUrl,
  requestFormUrl,
  type PurchaseRequestKind,
} from '../kinds.ts';
import { ApprovalWorkList } from './ApprovalWorkList.tsx';
import {
  matchesRequestFilters,
  requestColumns,
  requestFilterFields,
  requestListQuery,
  rowEditable,
} from './lists.ts';
import { PartsToPurchase } from './PartsToPurchase.tsx';
import { approveAction } from '../../../../kit/list/documentActions.ts';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

function RequestList({ kind }: { kind: PurchaseRequestKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The bilingual purchase request PDF, rendered in the browser.
  const rowPdf = useRowPdf(async (row: PurchaseRequestRow) => {
    const { purchaseRequestPdfSource } = await import('../pdf/index.ts');
    return purchaseRequestPdfSource(t, row.docnumbr, () => purchaseRequestApi.get(kind.withjo, row.docnumbr));
  });
  const approver = useApprover();
  const page = useDocumentListPage({
    screen: kind.screen,
    fields: requestFilterFields(t, kind),
    window: 'last30Days',
    query: requestListQuery,
    fetch: (query, _page, signal) => purchaseRequestApi.list(kind.withjo, query, signal),
    filter: matchesRequestFilters,
    pageSizeKey: `pageSize:${kind.listPath.slice(1)}`,
    columns: (tr, arabic) => requestColumns(tr, arabic, kind),
    filtersExpanded: true,
    form: (status, row) => ({ url: requestFormUrl(kind, status, row?.docnumbr) }),
  });
  return (
    <SpaceBetween size="l">
      {page.rights.edits === 'Y' && <ApprovalWorkList kind={kind} approver={approver} />}
      <PageDocumentList<PurchaseRequestRow>
        page={page}
        id={`purchase-request-list-${kind.key}`}
        title={t(`purchaseRequest:list.title.${kind.key}`)}
        description={t(`purchaseRequest:list.description.${kind.key}`)}
        adds
        exportTitle={kind.exportTitle}
        emptyText={t('purchaseRequest:list.empty')}
        documents={{
          changeable: rowEditable,
          remove: (row) => purchaseRequestApi.remove(kind.withjo, row.docnumbr),
        }}
        pdf={rowPdf}
        actions={{
          extra: [
            approveAction(
              t('purchaseRequest:list.approve'),
              (row) => {
                const level = myWaitingLevel(row, kind.docType, approver);
                if (level) navigate(requestApprovalUrl(kind, row.docnumbr, level));
              },
              (row) => myWaitingLevel(row, kind.docType, approver) !== undefined,
            ),
          ],
        }}
      />
    </SpaceBetween>
  );
}

/** `/purchaseReqEntrylist` (SGRX006): the plain requests, and the parts to purchase. */
export function PurchaseRequestListPage() {
  const { t } = useTranslation();
  return (
    <ListTabs
      tabs={['requests', 'parts'] as const}
      label={(tab) =>
        tab === 'parts' ? t('purchaseRequest:parts.tab') : t('purchaseRequest:list.requestsTab')
      }
      content={(tab) => (tab === 'parts' ? <PartsToPurchase /> : <RequestList kind={plainRequest} />)}
    />
  );
}

/** `/purchaseReqEntrywithjolist` (SGRP001): the requests with a job order. */
export function PurchaseRequestWithJoListPage() {
  return <RequestList kind={jobOrderRequest} />;
}

export default PurchaseRequestListPage;
