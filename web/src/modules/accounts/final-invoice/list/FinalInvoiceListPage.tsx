/**
 * The final invoice screen (`/finalInvoicelist`, SGRT005; docs/accounts.md), in tabs (`?tab=`):
 * - the 3-in-1 invoices by date (default the last 30 days) with their approval state: New, view, edit
 *   and delete while MOI has not decided (or after a rejection), preview and print;
 * - those waiting for MOI's approval (users with the edits right), opening the approval screen;
 * - the job orders whose 3-in-1 MOI approved: "Issue final invoice" after a confirmation;
 * - the final invoices by date (default the last 30 days) with the KWD total: preview, print, and
 *   delete before the job order is submitted for payment (the server says why otherwise).
 */
import { screenCodes } from '@fleet/shared';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import {
  finalInvoiceApi,
  threeInOneApi,
  type DateWindow,
  type FinalInvoiceRow,
  type ReadyForFinalInvoice,
  type ThreeInOneRow,
} from '../api.ts';
import { AccountsList, AccountsTabs, type AccountsListDeclaration } from './AccountsList.tsx';
import { withPeople, type WithPeople } from '../../../../kit/personNames.ts';
import {
  approvalUrl,
  finalColumns,
  finalFilterFields,
  finalInvoiceTabs,
  pendingColumns,
  pendingFilterFields,
  pendingRows,
  readyColumns,
  readyFilterFields,
  threeInOneColumns,
  threeInOneEditable,
  threeInOneFilterFields,
  threeInOneUrl,
  byDate,
} from './lists.ts';
import { approveAction, documentActions } from '../../../../kit/list/documentActions.ts';

const screen = screenCodes.finalInvoice;

const threeInOneList: AccountsListDeclaration<ThreeInOneRow, DateWindow> = {
  id: 'three-in-one-list',
  texts: 'finalInvoice:list.threeInOne',
  emptyText: 'finalInvoice:list.empty',
  exportTitle: 'ThreeInOneInvoice',
  fields: threeInOneFilterFields,
  ...byDate,
  fetch: (range, _page, signal) => threeInOneApi.list(range, signal),
  pageSizeKey: 'pageSize:finalInvoicelist:threeInOne',
  columns: threeInOneColumns,
  form: (status, row) => threeInOneUrl(status, row?.docnumbr),
  adds: true,
  actions: ({ t, page, pdf }) => ({
    ...documentActions(page, t, {
      changeable: threeInOneEditable,
      remove: (row) => threeInOneApi.remove(row.docnumbr),
    }),
    ...pdf('threeInOne', (row) => row.docnumbr),
  }),
};

const pendingList: AccountsListDeclaration<WithPeople<PendingApproval>, undefined> = {
  id: 'three-in-one-pending',
  texts: 'finalInvoice:list.pending',
  exportTitle: 'ThreeInOnePendingApproval',
  fields: pendingFilterFields,
  window: 'none',
  fetch: async (_query, _page, signal) =>
    withPeople(pendingRows(await threeInOneApi.pending(signal)), (row) => [row.requester], signal),
  pageSizeKey: 'pageSize:finalInvoicelist:pending',
  columns: pendingColumns,
  actions: ({ t, navigate, print }) => {
    const open = (row: PendingApproval) => navigate(approvalUrl(row.docnumbr));
    return {
      view: { onClick: open },
      preview: { onClick: (row) => void print('threeInOne', row.docnumbr, 'preview') },
      extra: [approveAction(t('finalInvoice:list.approve'), open)],
    };
  },
};

const readyList: AccountsListDeclaration<ReadyForFinalInvoice, undefined> = {
  id: 'final-invoice-ready',
  texts: 'finalInvoice:list.ready',
  exportTitle: 'ReadyForFinalInvoice',
  trackBy: 'jobordno',
  fields: readyFilterFields,
  window: 'none',
  fetch: (_query, _page, signal) => finalInvoiceApi.ready(signal),
  pageSizeKey: 'pageSize:finalInvoicelist:ready',
  columns: readyColumns,
  actions: ({ navigate, print }) => ({
    view: { onClick: (row) => navigate(threeInOneUrl('VIEW', row.threeinone)) },
    preview: { onClick: (row) => void print('threeInOne', row.threeinone, 'preview') },
  }),
  step: {
    id: 'issue',
    iconName: 'file',
    title: 'finalInvoice:list.issueTitle',
    body: 'finalInvoice:list.issueBody',
    confirmText: 'finalInvoice:list.issue',
    subject: (t, row) =>
      t('finalInvoice:list.issueSubject', { jobordno: row.jobordno, threeinone: row.threeinone }),
    run: (row, remarks) => finalInvoiceApi.issue({ jobordno: row.jobordno, remarks }),
  },
};

const finalList: AccountsListDeclaration<FinalInvoiceRow, DateWindow> = {
  id: 'final-invoice-list',
  texts: 'finalInvoice:list.final',
  emptyText: 'finalInvoice:list.empty',
  exportTitle: 'FinalInvoice',
  fields: finalFilterFields,
  ...byDate,
  fetch: (range, _page, signal) => finalInvoiceApi.list(range, signal),
  pageSizeKey: 'pageSize:finalInvoicelist:final',
  columns: finalColumns,
  actions: ({ pdf }) => ({
    // Refused by the server once the job order is submitted for payment: its message is the toast.
    delete: { onDelete: (row) => finalInvoiceApi.remove(row.docnumbr), describe: (row) => row.docnumbr },
    ...pdf('final', (row) => row.docnumbr),
  }),
};

export function FinalInvoiceListPage() {
  return (
    <AccountsTabs
      screen={screen}
      // MOI's work list is for the approvers (the edits right decides a 3-in-1).
      tabs={(rights) => finalInvoiceTabs.filter((tab) => tab !== 'pending' || rights.edits === 'Y')}
      label="finalInvoice:tabs"
      lists={{
        threeInOne: <AccountsList screen={screen} declaration={threeInOneList} />,
        pending: <AccountsList screen={screen} declaration={pendingList} />,
        ready: <AccountsList screen={screen} declaration={readyList} />,
        final: <AccountsList screen={screen} declaration={finalList} />,
      }}
    />
  );
}

export default FinalInvoiceListPage;
