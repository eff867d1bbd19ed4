/**
 * Supplier (purchase) invoice calls (spec 001 section 7 "Purchase invoice"; docs/accounts-supplier-invoice.md).
 * Rights: prepared on SGRT001 `/supplierinvoicelist`, decided on SGRT002 `/supplierinvoicelistApr`; an
 * invoice is read from either screen.
 */
import { z } from 'zod';
import { messages } from '@fleet/shared';
import {
  supplierInvoiceBody,
  supplierInvoiceByIdQuery,
  supplierInvoiceListQuery,
  supplierInvoiceScreens as screens,
} from '@fleet/shared/accounts/supplier-invoice';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule, type AnyRoute } from '#lib/registry';
import {
  approvedInvoices,
  decideInvoice,
  deleteInvoice,
  invoiceList,
  ordersForInvoice,
  pendingInvoices,
  readInvoice,
  saveInvoice,
  withdrawInvoiceApproval,
} from './manage.ts';

const invoice = documentRoutes({ screen: screens.list, byId: supplierInvoiceByIdQuery, edits: 'docnumbr' });
/** Reads of an invoice: the preparer's or the approver's screen. */
const eitherScreen = screenRoutes({ anyOf: [screens.list, screens.approval] });
const invoices = screenRoutes(screens.list);
const approvals = screenRoutes(screens.approval);

const p = (call: string) => `/api/PurchaseInvoice/${call}`;
const rowFields =
  '{docnumbr, docdate, lpono, jobordno, vendcode, vendname, suppinvno, suppinvdate, totalqty, totalval, lpoval, mismatches, status 0|1250|1251, state, docfilename, cretuser, version}';

const routes: AnyRoute[] = [
  invoice.list({
    path: p('getPurchaseInvoiceList'),
    summary: `Supplier invoices by date, newest first (default: the last 30 days): [${rowFields}].`,
    query: supplierInvoiceListQuery,
    read: (caller, query) => invoiceList(caller, query, new Date()),
  }),
  approvals.read({
    path: p('getPurchaseInvoicePendingList'),
    summary:
      "KPTC's work list: supplier invoices waiting for approval, oldest first (engine pending rows {docType, docnumbr, level, amount, requester, since, round, link} with the invoice's row fields).",
    read: (caller) => pendingInvoices(caller),
  }),
  approvals.read({
    path: p('getPurchaseInvoiceApprovedList'),
    summary:
      "Supplier invoices KPTC approved, newest first (engine approved rows with approvedAt, approvedBy and the invoice's row fields).",
    read: (caller) => approvedInvoices(caller, false),
  }),
  eitherScreen.read({
    path: p('getPurchaseInvoiceApprovedPendingList'),
    summary:
      'Approved supplier invoices pending for payment (status 1250), as getPurchaseInvoiceApprovedList.',
    read: (caller) => approvedInvoices(caller, true),
  }),
  eitherScreen.read({
    path: p('getPurchaseInvoiceById'),
    summary:
      "One supplier invoice: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, lpoprice, orderedqty, receivedqty, openqty, mismatch? price|qty}], approvals, docurl (a 5 minute link to the supplier's document)}.",
    query: supplierInvoiceByIdQuery,
    read: (caller, query) => readInvoice(caller, query.docnumbr),
  }),
  invoices.read({
    path: p('getOrderApproveNos'),
    summary:
      'Approved purchase orders with received (accepted) quantities not yet fully invoiced: [{lpono, vendcode, vendname, jobordno, lines: [{serlnumb, sparepart, sparenam, spareuom, orderedqty, receivedqty, invoicedqty, unitprice}]}] (lines still open; ?docnumbr: the invoice being edited counts as not invoiced).',
    query: z.object({ docnumbr: z.string().trim().max(40).optional() }),
    read: (caller, query) => ordersForInvoice(caller, query.docnumbr),
  }),
  invoice.save({
    path: p('insertPurchaseInvoice'),
    summary:
      "Saves a supplier's invoice for an approved purchase order {docnumbr?, version?, lpono, vendcode (the order's supplier), suppinvno (unique per supplier), suppinvdate (not after today), remarks, docfileid (a confirmed upload, Files/confirm), lines: [{serlnumb, qty, unitprice}]} and submits it to KPTC. A quantity above received and not yet invoiced is refused; a price other than the order's or a quantity short of it is saved as a mismatch. Returns [message, {docnumbr PIV-<year>-<nnnnn>, version, totalval, lpoval, mismatches, lines: [{serlnumb, mismatch?}]}].",
    body: supplierInvoiceBody,
    messages: { added: messages.supplierInvoiceSaved, edited: messages.supplierInvoiceUpdated },
    save: saveInvoice,
  }),
  invoice.decision({
    path: p('approvePurchaseInvoice'),
    summary:
      "KPTC's decision on a supplier invoice {docnumbr, version, decision A|R, remarks}: rejecting needs remarks, approving a mismatched invoice too; approved, the invoice is pending for payment (1250). Returns [message, {docnumbr, version, state, outcome, waiting}].",
    screen: screens.approval,
    decide: decideInvoice,
  }),
  invoice.delete({
    path: p('deletePurchaseInvoice'),
    summary:
      'Deletes supplier invoice docnumbr before approval (or after a rejection); its quantities are open to invoicing again. Returns [message, {docnumbr, lpono}].',
    message: messages.supplierInvoiceDeleted,
    remove: (caller, query, now) => deleteInvoice(caller, query.docnumbr, now),
  }),
  invoice.withdrawal({
    path: p('deletePurchaseInvoiceApproved'),
    summary:
      "Deletes KPTC's decision of supplier invoice docnumbr (it waits for approval again); refused once paid (1251). Returns [message, {docnumbr, version, state}].",
    screen: screens.approval,
    withdraw: (caller, query, now) => withdrawInvoiceApproval(caller, query.docnumbr, now),
  }),
];

export const supplierInvoiceModule = defineModule({ name: 'supplier-invoice', routes });
