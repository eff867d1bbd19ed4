/**
 * Item request calls, spec 001 section 7 "Item request", names verbatim under `/api/ItemRequest/`.
 * Rights on the item request screen (SGRG021): views to read, adds / edits to save, edits plus the
 * garage approver's role to decide, deletes to delete.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  itemRequestBody,
  itemRequestByIdQuery,
  itemRequestListQuery,
  itemReturnBody,
  linkIssuesQuery,
  linkPurchaseQuery,
} from '@fleet/shared/parts/item-request';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  approvedItemRequests,
  approvedShortRequests,
  decideItemRequest,
  deleteItemRequest,
  itemRequestList,
  itemRequestNumbers,
  linkIssueVouchers,
  linkPurchaseRequest,
  openLines,
  pendingItemRequests,
  readItemRequest,
  returnItems,
  saveItemRequest,
  withdrawItemRequestApproval,
} from './manage.ts';

const screen = screenCodes.itemRequest;
const request = documentRoutes({ screen, byId: itemRequestByIdQuery, edits: 'docnumbr' });
const requests = screenRoutes(screen);
/** What the store does after issuing (returns, the job order's issue vouchers): the garage issue screen's right. */
const store = screenRoutes(screenCodes.garageIssue);
const p = (call: string) => `/api/ItemRequest/${call}`;

export const itemRequestModule = defineModule({
  name: 'item-request',
  routes: [
    request.list({
      path: p('getItemRequestList'),
      summary:
        'Item requests by date, newest first: [{docnumbr, docdate, jobordno, vehicleno, garagnam, storecode, storenam, totalqty, totalval, approvedqty, issuedqty, openqty, state, waiting, purreqno, cretuser, version}]. Optional fromdate, todate, jobordno, state.',
      query: itemRequestListQuery,
      read: itemRequestList,
    }),
    request.list({
      path: p('getItemRequestNos'),
      summary:
        'Approved item requests with parts still to issue: [{docnumbr, jobordno, vehicleno, storecode, storenam, openqty}].',
      read: itemRequestNumbers,
    }),
    request.get({
      path: p('getItemRequestById'),
      summary:
        'One item request: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, remarks, aprstatus A|R|P|"", aprremarks, issuedqty, returnedqty, openqty}], approvals}. 404 when missing or deleted.',
      read: (caller, query) => readItemRequest(caller, query.docnumbr),
    }),
    request.get({
      path: p('getItemRequestById_Pro'),
      summary:
        "The approved lines still to issue, with the request store's stock: {master, lines: [{..., openqty, storecode, qtyonhand, issuable, shortqty}]} (shortqty: what the store lacks, for a garage or purchase request).",
      read: (caller, query) => openLines(caller, query.docnumbr, false),
    }),
    request.get({
      path: p('getItemRequestById_Pro_instock'),
      summary: 'The approved lines the store can issue now (issuable > 0), as getItemRequestById_Pro.',
      read: (caller, query) => openLines(caller, query.docnumbr, true),
    }),
    request.list({
      path: p('getApprovedList'),
      summary:
        'Item requests the garage approver approved, newest first: [{docnumbr, jobordno, vehicleno, garagnam, amount, requester, approvedAt, approvedBy, link}].',
      read: approvedItemRequests,
    }),
    request.list({
      path: p('getApprovedList_Pro'),
      summary:
        'Approved item requests whose store lacks some open lines (for a purchase request): [{docnumbr, jobordno, ..., storecode, purreqno, lines: [{..., shortqty}]}].',
      read: approvedShortRequests,
    }),
    request.list({
      path: p('getItemRequestListAprPend'),
      summary:
        "The garage approver's work list: item requests waiting for a decision, oldest first [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, since, round, link}].",
      read: pendingItemRequests,
    }),
    request.save({
      path: p('insertItemRequest'),
      summary:
        'Saves an item request {docnumbr?, version?, jobordno, storecode, remarks, lines: [{sparepart, qty, remarks}]} (1 to 30 lines, each item once) and submits it to the garage approver: the job order moves to 1217 (from 1216, 1236 or a parts stage); a revision (docnumbr + version) is allowed before the decision or after a rejection. Returns [message, {docnumbr IRQ-<year>-<nnnnn>, version, jobordno, totalqty, totalval}].',
      body: itemRequestBody,
      messages: { added: messages.itemRequestSaved, edited: messages.itemRequestUpdated },
      save: saveItemRequest,
    }),
    request.decision({
      path: p('approveItemRequest'),
      summary:
        "The garage approver's decision {docnumbr, version, decision? A|R, action? approveAll|rejectAll|clearAll, lines? [{serlnumb, aprstatus A|R|P|'', remarks}], remarks}; rejecting needs remarks ('Please add rejection remarks'); lines still pending or not set save a draft. Approved: job order 1218 and the store keepers are told; all rejected: back to 1216. Returns [message, {docnumbr, version, state, outcome, waiting}].",
      decide: decideItemRequest,
    }),
    store.write({
      path: p('insertReturnVoucherDtl'),
      summary:
        'Returns issued parts of an item request to its store {requstno, remarks, lines: [{serlnumb, qty}]} (up to what was issued and not yet returned), at the cost they were issued at: a return voucher SRN-<year>-<nnnnn>; the job order moves to 1240 when its stage allows. Returns [message, {docnumbr, requstno, totalval}].',
      body: itemReturnBody,
      message: messages.itemReturnSaved,
      write: returnItems,
    }),
    request.delete({
      path: p('deleteItemRequest'),
      summary:
        'Deletes item request docnumbr before its decision (or after a rejection) while nothing was issued; the job order goes back to where it was. Returns [message, {docnumbr, jobordno}].',
      message: messages.itemRequestDeleted,
      remove: (caller, query, now) => deleteItemRequest(caller, query.docnumbr, now),
    }),
    request.withdrawal({
      path: p('deleteItemRequestAppr'),
      summary:
        "Deletes the garage approver's decision of docnumbr while nothing was issued against it (the request waits for a decision again). Returns [message, {docnumbr, version, state}].",
      withdraw: (caller, query, now) => withdrawItemRequestApproval(caller, query.docnumbr, now),
    }),
    requests.remove({
      path: p('updateReqNoAgainstItemRequest'),
      summary:
        'Records purchase request docnumbr against item request requstno. Returns [message, {requstno, purreqno, version}].',
      query: linkPurchaseQuery,
      action: 'edits',
      message: messages.itemRequestPurchaseLinked,
      remove: (caller, query) => linkPurchaseRequest(caller, query),
    }),
    store.remove({
      path: p('updateIVNoAgainstJoborder'),
      summary:
        "Writes item request requstno's issue voucher numbers on job order jobordno (ivnos). Returns [message, {jobordno, requstno, ivnos}].",
      query: linkIssuesQuery,
      action: 'edits',
      message: messages.itemRequestIssuesLinked,
      remove: (caller, query) => linkIssueVouchers(caller, query),
    }),
  ],
});
