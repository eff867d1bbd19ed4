/**
 * The approvers' cost sheet lists (docs/procurement.md "Cost sheet"): MOI at `/costsheetapprovallist`
 * (SGRP004: `getCostSheetPendingList`, `getCostSheetApprovedList`), KPTC and the third level at
 * `/costsheetapprovalSeclist` (SGRP005: `getCostSheetPendingListkptc`, `getCostSheetApprovedListkptc`).
 * Two tabs: the sheets waiting (oldest first) with Approve, which opens the approval screen at the
 * row's level, and those approved (newest first); both open the sheet at its level and print it.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { ListTabs, useDocumentListPage } from '../../../../kit/index.ts';
import { costSheetApi, type CostSheetLevel } from '../api.ts';
import {
  approvalColumns,
  approvalFilterFields,
  approvalViews,
  approvalRows,
  approvalUrl,
  matchesApprovalFilters,
  rowLevel,
  type ApprovalRow,
  type ApprovalView,
} from './lists.ts';
import { useCostSheetPdf } from './useCostSheetPdf.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { withPeople, type WithPeople } from '../../../../kit/personNames.ts';

type Group = 'MOI' | 'SEC';

const groupScreen = (group: Group) =>
  group === 'MOI' ? screenCodes.costSheetApproval : screenCodes.costSheetApprovalSec;
/** The level whose calls read a group's lists (the `kptc` calls cover KPTC and the third level). */
const groupLevel = (group: Group): CostSheetLevel => (group === 'MOI' ? 'MOI' : 'KPTC');

function ApprovalList({ group, view }: { group: Group; view: ApprovalView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rowPdf = useCostSheetPdf();
  const page = useDocumentListPage<WithPeople<ApprovalRow>>({
    screen: groupScreen(group),
    fields: approvalFilterFields(t),
    window: 'none',
    fetch: async (_query, _page, signal) =>
      withPeople(
        approvalRows(
          view,
          view === 'pending'
            ? await costSheetApi.pending(groupLevel(group), signal)
            : await costSheetApi.approved(groupLevel(group), signal),
        ),
        (row) => [row.requester, row.approvedBy],
        signal,
      ),
    filter: matchesApprovalFilters,
    pageSizeKey: `pageSize:costsheetapproval${group}`,
    columns: (tr, arabic) => approvalColumns(tr, view, arabic),
  });
  const open = (row: ApprovalRow) => navigate(approvalUrl(row.docnumbr, rowLevel(row)));

  return (
    <PageDocumentList<WithPeople<ApprovalRow>>
      page={page}
      id={`cost-sheet-approval-${group.toLowerCase()}-${view}`}
      title={t(`costSheet:approvalList.title.${group}`)}
      description={t(`costSheet:approvalList.description.${view}`)}
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      exportTitle={view === 'pending' ? 'CostSheetPendingApproval' : 'CostSheetApproved'}
      emptyText={t(`costSheet:approvalList.empty.${view}`)}
      views={open}
      pdf={rowPdf}
      actions={{
        extra: view === 'pending' ? [approveAction(t('costSheet:approvalList.approve'), open)] : [],
      }}
    />
  );
}

function ApprovalLists({ group }: { group: Group }) {
  return (
    <ListTabs
      tabs={approvalViews}
      label="costSheet:approvalList.tab"
      content={(tab) => <ApprovalList group={group} view={tab} />}
    />
  );
}

/** `/costsheetapprovallist` (SGRP004): MOI. */
export function CostSheetApprovalListPage() {
  return <ApprovalLists group="MOI" />;
}

/** `/costsheetapprovalSeclist` (SGRP005): KPTC and the third level. */
export function CostSheetApprovalSecListPage() {
  return <ApprovalLists group="SEC" />;
}

export default CostSheetApprovalListPage;
