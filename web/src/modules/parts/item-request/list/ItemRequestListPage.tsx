/**
 * Item request list (`/sparepartsapprovelist`, screen SGRG021; spec 001 "Item request"): requests by
 * date with their approval state and what was issued; the garage approver's work list above it (the
 * requests waiting for a decision, oldest first); New, view, delete (before the decision, nothing
 * issued) and Approve for a row waiting at the garage level, to its approvers (the server checks).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import {
  levelsHeld,
  pendingColumns,
  useApprover,
  useDocumentListPage,
  waitingLevelHeld,
  WorkList,
} from '../../../../kit/index.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';
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

export function ItemRequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approver = useApprover();
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
      {page.rights.edits === 'Y' && levelsHeld('IRQ', approver).length > 0 && (
        <WorkList
          testId="approval-work-list"
          query="itemRequest:pending"
          fetch={(signal) => itemRequestApi.pending(signal)}
          texts="itemRequest:workList"
          trackBy={(row) => row.docnumbr}
          columns={pendingColumns(t, 'itemRequest', { link: (row) => approvalUrl(row.docnumbr) })}
        />
      )}
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
              (row) => waitingLevelHeld(row, 'IRQ', approver) !== undefined,
            ),
          ],
        }}
      />
    </SpaceBetween>
  );
}

export default ItemRequestListPage;
