/**
 * Parts to purchase (the second tab of `/purchaseReqEntrylist`, screen SGRX006): every part an
 * approved item request needs that its store cannot cover (approved, not issued, more than on hand),
 * with the purchase request already raised for it, by item request and job order. "Raise purchase
 * request" opens the form prefilled with the item request's store, number and short lines (with the
 * job order on the job order form, for a user who may add those). Excel export.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentList, useDocumentListPage, useScreenRights } from '../../../../kit/index.ts';
import { purchaseRequestApi } from '../api.ts';
import { jobOrderRequest, plainRequest, requestFormUrl, type PurchaseRequestKind } from '../kinds.ts';
import { purchaseNeeds, type PurchaseNeed } from '../needs.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';
import { fieldColumn } from '../../../../kit/list/columns.ts';
import { containsText } from '../../../../kit/list/documentFilters.ts';

export function PartsToPurchase() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jobOrderRights = useScreenRights(jobOrderRequest.screen);
  const page = useDocumentListPage<PurchaseNeed, undefined>({
    screen: plainRequest.screen,
    fields: [{ kind: 'text', id: 'search', label: t('purchaseRequest:parts.search') }],
    fetch: async (_query, _page, signal) => purchaseNeeds(await purchaseRequestApi.shortItemRequests(signal)),
    filter: (row, values) =>
      containsText([row.docnumbr, row.jobordno, row.sparepart, row.sparenam, row.purreqno], values['search']),
    pageSizeKey: 'pageSize:purchaseReqEntrylist:parts',
    columns: (tr) => [
      fieldColumn('docnumbr', tr('purchaseRequest:fields.requstno'), 140),
      fieldColumn('jobordno', tr('purchaseRequest:fields.jobordno'), 140),
      { id: 'vehicleno', header: tr('purchaseRequest:fields.vehicleno'), value: (row) => row.vehicleno },
      { id: 'storecode', header: tr('purchaseRequest:fields.store'), value: (row) => row.storecode },
      { id: 'sparepart', header: tr('purchaseRequest:fields.sparepart'), value: (row) => row.sparepart },
      fieldColumn('sparenam', tr('purchaseRequest:fields.sparenam'), 160),
      { id: 'qtyonhand', header: tr('purchaseRequest:fields.qtyonhand'), value: (row) => row.qtyonhand },
      { id: 'qty', header: tr('purchaseRequest:parts.qty'), value: (row) => row.qty, total: true },
      valueColumn('purreqno', tr('purchaseRequest:fields.purreqno'), (row) => row.purreqno || '—'),
    ],
    filtersExpanded: true,
  });
  const raise = (kind: PurchaseRequestKind, row: PurchaseNeed) =>
    navigate(requestFormUrl(kind, 'ADD'), { state: { prefill: row.prefill } });
  const raised = (row: PurchaseNeed) => (row.purreqno ? t('purchaseRequest:parts.alreadyRaised') : undefined);
  return (
    <DocumentList<PurchaseNeed>
      {...page.listProps}
      id="purchase-request-parts"
      wrapLines
      title={t('purchaseRequest:parts.title')}
      description={t('purchaseRequest:parts.description')}
      trackBy={(row) => `${row.docnumbr}#${row.sparepart}`}
      exportTitle="PartsToPurchase"
      emptyText={t('purchaseRequest:parts.empty')}
      actions={{
        extra: [
          {
            id: 'raise',
            text: t('purchaseRequest:parts.raise'),
            iconName: 'add-plus',
            right: 'adds',
            disabledReason: raised,
            onClick: (row) => raise(plainRequest, row),
          },
          {
            id: 'raiseWithJobOrder',
            text: t('purchaseRequest:parts.raiseWithJobOrder'),
            iconName: 'share',
            // The job order form's own right (screen SGRP001); the list's right does not cover it.
            right: 'views',
            visible: (row) => Boolean(row.jobordno) && jobOrderRights.adds === 'Y',
            disabledReason: raised,
            onClick: (row) => raise(jobOrderRequest, row),
          },
        ],
      }}
    />
  );
}
