/**
 * Petty cash calls (spec 001 section 7 "Petty cash"; docs/accounts-petty-cash.md). Rights: the list,
 * form, save and delete on SGRT003 (/pettycashList); the approver's lists and decisions on SGRT004
 * (/pettycashAprList); a document by id from either screen.
 */
import { messages } from '@fleet/shared';
import {
  pettyCashBody,
  pettyCashByIdQuery,
  pettyCashListQuery,
  pettyCashScreens,
  pettyCashVendorQuery,
  pettyCashWindowQuery,
} from '@fleet/shared/accounts/petty-cash';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  approvedPettyCash,
  decidePettyCash,
  deletePettyCash,
  invoicesByVendor,
  nextPettyCashNo,
  pendingPettyCash,
  pettyCashByVendor,
  pettyCashList,
  readPettyCash,
  savePettyCash,
  vendorPendingPayments,
  withdrawPettyCashApproval,
} from './manage.ts';

const { list: listScreen, approval: approvalScreen } = pettyCashScreens;
const pettyCash = documentRoutes({ screen: listScreen, byId: pettyCashByIdQuery, edits: 'docnumbr' });
/** Reads from the preparer's and the approver's screens alike. */
const eitherScreen = screenRoutes({ anyOf: [listScreen, approvalScreen] });
const approvals = screenRoutes(approvalScreen);
const p = (call: string) => `/api/PettyCash/${call}`;

const documentAnswer =
  '{master: {docnumbr, docdate, doctime, jobordno, vehicleno, garage, garagnam, vendor, vendname, paymode, remarks, docfileid, docfilename, netval, status 1249|1250|1251, cretuser, version, approval}, lines: [{serlnumb, description, sparepart, sparenam, qty, unitprice, value, billno, billdate}], approvals, docurl (a 5 minute link to the receipt, or empty)}';
const rowAnswer =
  '[{docnumbr, docdate, jobordno, vehicleno, vendor, vendname, paymode, lines, netval, status, state pending|approved|rejected, docfilename, cretuser, version}]';

export const pettyCashModule = defineModule({
  name: 'petty-cash',
  routes: [
    pettyCash.list({
      path: p('getPettyCashList'),
      summary: `Petty cash by date, newest first (?fromdate&todate, default the last 30 days; optional vendor (code or name), jobordno, state): ${rowAnswer}.`,
      query: pettyCashListQuery,
      read: pettyCashList,
    }),
    pettyCash.list({
      path: p('getPettyCashNo'),
      summary:
        'A preview of the number the next new petty cash gets: {docnumbr: PCH-<year>-<nnnnn>}; the number is taken only on save.',
      read: (caller) => nextPettyCashNo(caller, new Date()),
    }),
    approvals.read({
      path: p('getPettyCashApprovedList'),
      summary: `Approved petty cash, newest approval first: rows as getPettyCashList plus approvedAt, approvedBy.`,
      read: (caller) => approvedPettyCash(caller),
    }),
    approvals.read({
      path: p('getPettyCashPendingList'),
      summary:
        "The third-level approver's work list, oldest first: engine pending rows {docType PCH, docnumbr, level THIRD, jobordno?, vehicleno?, amount, requester, since, round, link} plus docdate, vendname, version.",
      read: (caller) => pendingPettyCash(caller),
    }),
    eitherScreen.read({
      path: p('getPettyCashById'),
      summary: `One petty cash in any state: ${documentAnswer}.`,
      query: pettyCashByIdQuery,
      read: (caller, query) => readPettyCash(caller, query.docnumbr),
    }),
    eitherScreen.read({
      path: p('getPettyCashApprovedById'),
      summary: 'One approved petty cash (as getPettyCashById); 400 when it is not approved.',
      query: pettyCashByIdQuery,
      read: (caller, query) => readPettyCash(caller, query.docnumbr, 'approved'),
    }),
    eitherScreen.read({
      path: p('getPettyCashPendingById'),
      summary:
        "The approver's view of one petty cash waiting for approval (as getPettyCashById); 400 when it is not pending.",
      query: pettyCashByIdQuery,
      read: (caller, query) => readPettyCash(caller, query.docnumbr, 'pending'),
    }),
    eitherScreen.read({
      path: p('getInvoicesByVendor'),
      summary: `One vendor's petty cash (?vendor: a supplier code or a free-text vendor name; fromdate&todate, default the last 30 days), rejected ones left out: ${rowAnswer}.`,
      query: pettyCashVendorQuery,
      read: (caller, query) => invoicesByVendor(caller, query),
    }),
    eitherScreen.read({
      path: p('getPettyCashByVendor'),
      summary:
        'Totals per vendor in a window (?fromdate&todate, default the last 30 days), rejected ones left out, largest first: [{vendor, vendname, registered, count, netval, approvedval, pendingval}].',
      query: pettyCashWindowQuery,
      read: (caller, query) => pettyCashByVendor(caller, query),
    }),
    eitherScreen.read({
      path: p('getVendorPendingPaymentsSummary'),
      summary:
        'Approved petty cash not paid yet, per vendor, largest first: [{vendor, vendname, registered, count, amount, oldest}].',
      read: (caller) => vendorPendingPayments(caller),
    }),
    pettyCash.save({
      path: p('insertPettyCash'),
      summary: `Saves petty cash {docnumbr?, version?, docdate, jobordno?, vendor (a supplier code) or vendname (free text), paymode cash|card|transfer, remarks, docfileid? (a confirmed upload of the receipt), lines: [{description, sparepart?, qty, unitprice, billno?, billdate?}]} (1-30 lines, total at most 500.000 KWD) and submits it to the third-level approver; a job order in the accounts phase moves to 1423. Returns [message, {docnumbr PCH-<year>-<nnnnn>, version, netval, jobordno}].`,
      body: pettyCashBody,
      messages: { added: messages.pettyCashSaved, edited: messages.pettyCashUpdated },
      save: savePettyCash,
    }),
    pettyCash.decision({
      path: p('approvePettyCash'),
      summary:
        'The third-level decision {docnumbr, version, decision A|R, remarks} (rejecting needs remarks); approved, the petty cash is pending for payment (1250) and its job order at 1423 moves to 1424 once all its petty cash is approved. Returns [message, {docnumbr, version, state, outcome, waiting}].',
      screen: approvalScreen,
      decide: decidePettyCash,
    }),
    pettyCash.delete({
      path: p('deletePettyCash'),
      summary:
        'Deletes petty cash docnumbr before it is decided (or after a rejection); its job order goes back when nothing else holds it at 1423. Returns [message, {docnumbr, jobordno}].',
      message: messages.pettyCashDeleted,
      remove: (caller, query, now) => deletePettyCash(caller, query.docnumbr, now),
    }),
    pettyCash.withdrawal({
      path: p('deletePettyCashApproved'),
      summary:
        "Withdraws the approver's decision on petty cash docnumbr (not once paid or once its job order's costs were invoiced); the job order goes back 1424 -> 1423. Returns [message, {docnumbr, version, state}].",
      screen: approvalScreen,
      withdraw: (caller, query, now) => withdrawPettyCashApproval(caller, query.docnumbr, now),
    }),
  ],
});
