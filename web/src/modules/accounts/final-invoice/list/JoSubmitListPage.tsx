/**
 * The job order submit screen (`/joborderSubmitInvoicelist`, SGRT006; docs/accounts.md "Job order
 * submit"), in tabs (`?tab=`): the final-invoiced job orders ready for submit ("Submit for payment"
 * after a confirmation, with the final invoice's PDF), and the submissions by date (default the last
 * 30 days) with the KWD total.
 */
import { screenCodes } from '@fleet/shared';
import { joSubmitApi, type DateWindow, type JoSubmitRow, type ReadyForSubmit } from '../api.ts';
import { AccountsList, AccountsTabs, type AccountsListDeclaration } from './AccountsList.tsx';
import {
  joSubmitTabs,
  readyFilterFields,
  readyForSubmitColumns,
  submittedColumns,
  submittedFilterFields,
  byDate,
} from './lists.ts';

const screen = screenCodes.jobOrderSubmitInvoice;

const readyList: AccountsListDeclaration<ReadyForSubmit, undefined> = {
  id: 'jo-submit-ready',
  texts: 'finalInvoice:submit.ready',
  exportTitle: 'ReadyForSubmit',
  trackBy: 'jobordno',
  fields: readyFilterFields,
  window: 'none',
  fetch: (_query, _page, signal) => joSubmitApi.ready(signal),
  pageSizeKey: 'pageSize:joborderSubmitInvoicelist:ready',
  columns: readyForSubmitColumns,
  actions: ({ pdf }) => ({ preview: pdf('final', (row) => row.fininvno).preview }),
  step: {
    id: 'submit',
    iconName: 'send',
    title: 'finalInvoice:submit.confirmTitle',
    body: 'finalInvoice:submit.confirmBody',
    confirmText: 'finalInvoice:submit.submit',
    subject: (t, row) => t('finalInvoice:submit.subject', { jobordno: row.jobordno, fininvno: row.fininvno }),
    run: (row, remarks) => joSubmitApi.submit({ jobordno: row.jobordno, remarks }),
  },
};

const submittedList: AccountsListDeclaration<JoSubmitRow, DateWindow> = {
  id: 'jo-submit-list',
  texts: 'finalInvoice:submit.submitted',
  exportTitle: 'JobOrderSubmitted',
  fields: submittedFilterFields,
  ...byDate,
  fetch: (range, _page, signal) => joSubmitApi.list(range, signal),
  pageSizeKey: 'pageSize:joborderSubmitInvoicelist:submitted',
  columns: submittedColumns,
  actions: ({ pdf }) => pdf('final', (row) => row.fininvno),
};

export function JoSubmitListPage() {
  return (
    <AccountsTabs
      screen={screen}
      tabs={() => joSubmitTabs}
      label="finalInvoice:submit.tabs"
      lists={{
        ready: <AccountsList screen={screen} declaration={readyList} />,
        submitted: <AccountsList screen={screen} declaration={submittedList} />,
      }}
    />
  );
}

export default JoSubmitListPage;
