/**
 * Item request list (`/sparepartsapprovelist`, screen SGRG021; spec 001 "Item request"): requests by
 * date with their approval state and what was issued; the garage approver's work list above it (the
 * requests waiting for a decision, oldest first); New, view, delete (before the decision, nothing
 * issued) and Approve for a waiting row (the server checks the approver's role).
 */
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { DocumentLines, useDocumentListPage, useQuery } from '../../../../kit/index.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { itemRequestApi, type ItemRequestRow } from '../api.ts';
import {
  approvalUrl,
  itemRequestColumns,
  itemRequestFilterFields,
  itemRequestListQuery,
  itemRequestUrl,
  matchesItemRequestFilters,
  rowEditable,
} from './lists.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';

function ApprovalWorkList() {
  const { t } = useTranslation();
  const pending = useQuery('itemRequest:pending', (signal) => itemRequestApi.pending(signal));
  const rows = pending.data ?? [];
  return (
    <DocumentLines<PendingApproval>
      testId="approval-work-list"
      loading={pending.loading}
      loadingText={t('itemRequest:workList.loading')}
      title={t('itemRequest:workList.title')}
      description={t('itemRequest:workList.description')}
      lines={rows}
      trackBy={(row) => row.docnumbr}
      emptyText={t('itemRequest:workList.empty')}
      columns={[
        {
          id: 'docnumbr',
          header: t('itemRequest:fields.docnumbr'),
          cell: (row) => (
            <RouterLink to={approvalUrl(row.docnumbr)} data-testid={`approve-link-${row.docnumbr}`}>
              {row.docnumbr}
            </RouterLink>
          ),
        },
        { id: 'jobordno', header: t('itemRequest:fields.jobordno'), cell: (row) => row.jobordno },
        { id: 'vehicleno', header: t('itemRequest:fields.vehicleno'), cell: (row) => row.vehicleno },
        { id: 'amount', header: t('itemRequest:fields.totalval'), cell: (row) => formatKwd(row.amount) },
        cellColumn('since', t('itemRequest:workList.since'), (row) => listDay(row.since.slice(0, 10))),
        { id: 'requester', header: t('itemRequest:workList.requester'), cell: (row) => row.requester },
      ]}
    />
  );
}

export function ItemRequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useDocumentListPage({
    screen: screenCodes.itemRequest,
    fields: itemRequestFilterFields(t),
    query: itemRequestListQuery,
    fetch: (query, _page, signal) => itemRequestApi.list(query, signal),
    filter: matchesItemRequestFilters,
    pageSizeKey: 'pageSize:sparepartsapprovelist',
    columns: itemRequestColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: itemRequestUrl(status, row?.docnumbr) }),
  });
  return (
    <SpaceBetween size="l">
      {page.rights.edits === 'Y' && <ApprovalWorkList />}
      <PageDocumentList<ItemRequestRow>
        page={page}
        id="item-request-list"
        texts="itemRequest:list"
        adds
        exportTitle="ItemRequest"
        deletes={{ deletable: rowEditable, remove: (row) => itemRequestApi.remove(row.docnumbr) }}
        views
        actions={{
          extra: [
            approveAction(
              t('itemRequest:list.approve'),
              (row) => navigate(approvalUrl(row.docnumbr)),
              (row) => row.state === 'pending' && row.waiting.length > 0,
            ),
          ],
        }}
      />
    </SpaceBetween>
  );
}

export default ItemRequestListPage;
