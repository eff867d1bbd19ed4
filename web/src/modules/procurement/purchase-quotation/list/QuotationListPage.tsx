/**
 * Purchase quotation list (`/quotationpurlist`, screen SGRP002; docs/procurement.md): the suppliers'
 * quotations by date with their request, supplier, reference, validity and KWD total; above it, for a
 * user who may add, the approved purchase requests still without any quotation
 * (`getPurchaseQuotationPendingList`) with "Add quotation". New, view, edit and delete (the server
 * refuses once a cost sheet was prepared from the request's quotations).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { DocumentLines, useDocumentListPage, useQuery } from '../../../../kit/index.ts';
import type { RequestForQuotation } from '@fleet/shared/procurement/procurement';
import { quotationApi, type QuotationRow } from '../api.ts';
import {
  matchesQuotationFilters,
  quotationColumns,
  quotationFilterFields,
  quotationListQuery,
  quotationUrl,
} from './lists.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';

/** Approved requests waiting for their first quotation. */
function WaitingRequests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = useQuery('purchaseQuotation:pending', (signal) => quotationApi.pending(signal));
  const rows: RequestForQuotation[] = pending.data ?? [];
  return (
    <DocumentLines<RequestForQuotation>
      testId="quotation-waiting-requests"
      wrapLines
      loading={pending.loading}
      loadingText={t('purchaseQuotation:waiting.loading')}
      title={t('purchaseQuotation:waiting.title')}
      description={t('purchaseQuotation:waiting.description')}
      lines={rows}
      trackBy={(row) => row.docnumbr}
      emptyText={t('purchaseQuotation:waiting.empty')}
      columns={[
        { id: 'docnumbr', header: t('purchaseQuotation:fields.purreqno'), cell: (row) => row.docnumbr },
        cellColumn('jobordno', t('purchaseQuotation:fields.jobordno'), (row) => row.jobordno || '—'),
        { id: 'vehicleno', header: t('purchaseQuotation:fields.vehicleno'), cell: (row) => row.vehicleno },
        { id: 'store', header: t('purchaseQuotation:fields.store'), cell: (row) => row.storenam },
        { id: 'lines', header: t('purchaseQuotation:waiting.lines'), cell: (row) => row.lines.length },
        {
          id: 'add',
          header: t('purchaseQuotation:waiting.action'),
          cell: (row) => (
            <Button
              data-testid={`add-quotation-${row.docnumbr}`}
              iconName="add-plus"
              variant="inline-link"
              onClick={() => navigate(quotationUrl('ADD'), { state: { purreqno: row.docnumbr } })}
            >
              {t('purchaseQuotation:waiting.add')}
            </Button>
          ),
        },
      ]}
    />
  );
}

export function QuotationListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.purchaseQuotation,
    fields: quotationFilterFields(t),
    window: 'last30Days',
    query: quotationListQuery,
    fetch: (query, _page, signal) => quotationApi.list(query, signal),
    filter: matchesQuotationFilters,
    pageSizeKey: 'pageSize:quotationpurlist',
    columns: quotationColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: quotationUrl(status, row?.docnumbr) }),
  });
  return (
    <SpaceBetween size="l">
      {page.rights.adds === 'Y' && <WaitingRequests />}
      <PageDocumentList<QuotationRow>
        page={page}
        id="quotation-list"
        texts="purchaseQuotation:list"
        adds
        exportTitle="PurchaseQuotation"
        documents={{ remove: (row) => quotationApi.remove(row.docnumbr) }}
      />
    </SpaceBetween>
  );
}

export default QuotationListPage;
