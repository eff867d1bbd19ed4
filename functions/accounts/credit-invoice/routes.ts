/**
 * Credit invoice calls (issue 28 item 2; docs/architecture-notes.md "Credit invoice (issue 28)"). The
 * spec names only the screen routes; the calls follow the supplier invoice's under `/api/CreditInvoice/`.
 * Rights: screen SGRT007 `/creditinvoicelist`: the accountant prepares (adds, edits, deletes), the KPTC
 * approver decides (edits, and the chain's role APPROVER_KPTC).
 */
import { messages } from '@fleet/shared';
import {
  creditableInvoicesQuery,
  creditInvoiceBody,
  creditInvoiceByIdQuery,
  creditInvoiceListQuery,
  creditInvoiceScreen,
  supplierBalanceQuery,
} from '@fleet/shared/accounts/credit-invoice';
import { documentRoutes } from '#lib/document-routes';
import { defineModule, type AnyRoute } from '#lib/registry';
import {
  approvedCredits,
  creditableInvoices,
  creditList,
  decideCredit,
  deleteCredit,
  pendingCredits,
  readCredit,
  saveCredit,
  supplierBalance,
  withdrawCreditApproval,
} from './manage.ts';

const credit = documentRoutes({
  screen: creditInvoiceScreen,
  byId: creditInvoiceByIdQuery,
  edits: 'docnumbr',
});
const p = (call: string) => `/api/CreditInvoice/${call}`;
const rowFields =
  '{docnumbr, docdate, pivno, suppinvno, lpono, jobordno, vendcode, vendname, crednoteno, crednotedate, reason return|price|rejected, totalqty, totalval, state pending|approved|rejected, cretuser, version}';

const routes: AnyRoute[] = [
  credit.list({
    path: p('getCreditInvoiceList'),
    summary: `Credit invoices by date, newest first (default: the last 30 days): [${rowFields}].`,
    query: creditInvoiceListQuery,
    read: (caller, query) => creditList(caller, query, new Date()),
  }),
  credit.list({
    path: p('getCreditInvoicePendingList'),
    summary:
      "KPTC's work list: credit invoices waiting for approval, oldest first (engine pending rows {docType, docnumbr, level, amount, requester, since, round, link} with the row fields).",
    read: (caller) => pendingCredits(caller),
  }),
  credit.list({
    path: p('getCreditInvoiceApprovedList'),
    summary:
      'Credit invoices KPTC approved, newest first (engine approved rows with approvedAt, approvedBy and the row fields).',
    read: (caller) => approvedCredits(caller),
  }),
  credit.get({
    path: p('getCreditInvoiceById'),
    summary:
      'One credit invoice: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, invqty, unitprice, invvalue, creditedqty, creditedval, qty, value}], approvals}; 404 when missing or deleted.',
    read: (caller, query) => readCredit(caller, query.docnumbr),
  }),
  credit.list({
    path: p('getCreditableInvoices'),
    summary:
      'Approved supplier invoices with an amount still open to credit: [{pivno, suppinvno, suppinvdate, lpono, jobordno, vendcode, vendname, totalval, creditedval, lines: [{serlnumb, sparepart, sparenam, spareuom, invqty, unitprice, invvalue, creditedqty, creditedval}]}] (credited: by the other live credit invoices; ?docnumbr: the credit invoice being edited counts as not credited).',
    query: creditableInvoicesQuery,
    read: (caller, query) => creditableInvoices(caller, query.docnumbr),
  }),
  credit.list({
    path: p('getSupplierBalance'),
    summary:
      "A supplier's balance ?vendcode: its approved invoices less its approved credit invoices, {vendcode, vendname, invoiced, credited, balance (KWD), invoices: [{pivno, suppinvno, docdate, status, totalval, credited, balance}]}.",
    query: supplierBalanceQuery,
    read: (caller, query) => supplierBalance(caller, query.vendcode),
  }),
  credit.save({
    path: p('insertCreditInvoice'),
    summary:
      "Saves a supplier's credit note against an approved supplier invoice {docnumbr?, version?, pivno, crednoteno, crednotedate (not after today), reason return|price|rejected, remarks, lines: [{serlnumb (the invoice's line), qty (returned, 0 or more), value (KWD above 0)}]} and submits it to KPTC. A line's amount or quantity above what it invoiced less the invoice's other credit invoices is refused. Returns [message, {docnumbr CRN-<year>-<nnnnn>, version, totalval, totalqty}].",
    body: creditInvoiceBody,
    messages: { added: messages.creditInvoiceSaved, edited: messages.creditInvoiceUpdated },
    save: saveCredit,
  }),
  credit.decision({
    path: p('approveCreditInvoice'),
    summary:
      "KPTC's decision on a credit invoice {docnumbr, version, decision A|R, remarks}: rejecting needs remarks; approving needs its supplier invoice still approved, and posts the credit (negative purchases, the supplier's balance). Returns [message, {docnumbr, version, state, outcome, waiting}].",
    decide: decideCredit,
  }),
  credit.delete({
    path: p('deleteCreditInvoice'),
    summary:
      'Deletes credit invoice docnumbr before approval (or after a rejection); what it credited is open again. Returns [message, {docnumbr, pivno}].',
    message: messages.creditInvoiceDeleted,
    remove: (caller, query, now) => deleteCredit(caller, query.docnumbr, now),
  }),
  credit.withdrawal({
    path: p('deleteCreditInvoiceApproved'),
    summary:
      "Deletes KPTC's decision of credit invoice docnumbr (it waits for approval again; an approved credit's posting is taken back). Returns [message, {docnumbr, version, state}].",
    withdraw: (caller, query, now) => withdrawCreditApproval(caller, query.docnumbr, now),
  }),
];

export const creditInvoiceModule = defineModule({ name: 'credit-invoice', routes });
