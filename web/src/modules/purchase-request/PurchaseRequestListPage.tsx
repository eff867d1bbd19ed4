/**
 * Purchase request list (`/purchaseReqEntrylist`, screen SGRX006; spec 000 section 2 Stores group).
 * Until the purchase chain of issue 12 raises purchase requests, the list shows what they are raised
 * from: every part an approved item request needs that its store cannot cover (approved, not issued,
 * more than on hand), with the purchase request already recorded against it
 * (`updateReqNoAgainstItemRequest`), by item request and job order. Excel export.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { DocumentList, useDocumentListPage } from '../../kit/index.ts';
import { purchaseNeedsApi } from './api.ts';
import { purchaseNeeds, type PurchaseNeed } from './needs.ts';

export function PurchaseRequestListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage<PurchaseNeed, undefined>({
    screen: screenCodes.purchaseRequest,
    fields: [{ kind: 'text', id: 'search', label: t('purchaseRequest:list.search') }],
    fetch: async (_query, _page, signal) => purchaseNeeds(await purchaseNeedsApi.shortItemRequests(signal)),
    filter: (row, values) => {
      const wanted = values['search'];
      if (typeof wanted !== 'string' || !wanted.trim()) return true;
      return [row.docnumbr, row.jobordno, row.sparepart, row.sparenam, row.purreqno]
        .join(' ')
        .toLowerCase()
        .includes(wanted.trim().toLowerCase());
    },
    pageSizeKey: 'pageSize:purchaseReqEntrylist',
    columns: (tr) => [
      {
        id: 'docnumbr',
        header: tr('purchaseRequest:fields.docnumbr'),
        value: (row) => row.docnumbr,
        minWidth: 140,
      },
      {
        id: 'jobordno',
        header: tr('purchaseRequest:fields.jobordno'),
        value: (row) => row.jobordno,
        minWidth: 140,
      },
      { id: 'vehicleno', header: tr('purchaseRequest:fields.vehicleno'), value: (row) => row.vehicleno },
      { id: 'storecode', header: tr('purchaseRequest:fields.store'), value: (row) => row.storecode },
      { id: 'sparepart', header: tr('purchaseRequest:fields.sparepart'), value: (row) => row.sparepart },
      {
        id: 'sparenam',
        header: tr('purchaseRequest:fields.sparenam'),
        value: (row) => row.sparenam,
        minWidth: 160,
      },
      { id: 'qtyonhand', header: tr('purchaseRequest:fields.qtyonhand'), value: (row) => row.qtyonhand },
      { id: 'qty', header: tr('purchaseRequest:fields.qty'), value: (row) => row.qty, total: true },
      { id: 'purreqno', header: tr('purchaseRequest:fields.purreqno'), value: (row) => row.purreqno || '—' },
    ],
    filtersExpanded: true,
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<PurchaseNeed>
      {...page.listProps}
      id="purchase-request-list"
      wrapLines
      title={t('purchaseRequest:list.title')}
      description={t('purchaseRequest:list.description')}
      trackBy={(row) => `${row.docnumbr}#${row.sparepart}`}
      exportTitle="PartsToPurchase"
      emptyText={t('purchaseRequest:list.empty')}
    />
  );
}

export default PurchaseRequestListPage;
