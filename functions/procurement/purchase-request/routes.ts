/**
 * Purchase request calls (spec 001 section 7 "Purchase request"; docs/procurement.md), under
 * `/api/PurchaseRequest/`. Plain requests on the purchase request screen (SGRX006), requests with a job
 * order on SGRP001: views to read, adds / edits to save, edits plus the level's role (or a delegation
 * of it) to decide, deletes to delete.
 */
import { messages, screenCodes } from '@fleet/shared';
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';
import {
  purchaseListQuery,
  purchasePendingQuery,
  purchaseRequestBody,
  purchaseRequestByIdQuery,
} from '@fleet/shared/procurement/procurement';
import { z } from 'zod';
import { documentRoutes } from '#lib/document-routes';
import { defineModule, type AnyRoute } from '#lib/registry';
import {
  approvedAtLevel,
  approvedPurchaseRequests,
  decidePurchaseRequest,
  deletePurchaseRequest,
  pendingPurchaseRequests,
  purchaseRequestList,
  readApprovedPurchaseRequest,
  readPurchaseRequest,
  savePurchaseRequest,
  withdrawPurchaseRequestApproval,
} from './purchase-request.ts';

const p = (call: string) => `/api/PurchaseRequest/${call}`;
const screenOf = (withjo: boolean) => (withjo ? screenCodes.purchaseRequestJo : screenCodes.purchaseRequest);
/** A call naming a request (or `withjo`): the screen of its kind (PRJ numbers and withjo=Y: SGRP001). */
const screenOfInput = {
  anyOf: [screenCodes.purchaseRequest, screenCodes.purchaseRequestJo],
  of: ({ query, body }: { query: unknown; body: unknown }) => {
    const input = { ...(query as object), ...(body as object) } as { docnumbr?: string; withjo?: string };
    return screenOf(input.withjo === 'Y' || String(input.docnumbr ?? '').startsWith('PRJ'));
  },
};
/** A request of one kind, on its screen. */
const ofKind = (withjo: boolean) =>
  documentRoutes({ screen: screenOf(withjo), byId: purchaseRequestByIdQuery, edits: 'docnumbr' });
/** A request named by its number (or `withjo`), on the screen of its kind. */
const either = documentRoutes({ screen: screenOfInput, byId: purchaseRequestByIdQuery, edits: 'docnumbr' });
const withjoQuery = z.object({ withjo: z.enum(['Y', 'N']).default('N') });
const pendingQuery = purchasePendingQuery.extend(withjoQuery.shape);

const byIdSummary =
  'One purchase request: {master: {docnumbr, doctype PRQ|PRJ, docdate, jobordno, vehicleno, garagnam, storecode, storenam, requstno, remarks, totalqty, totalval, status 1242..1248, approval, quotations, costshtno, lpos, version}, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, remarks, aprstatus A|R|P|"", aprremarks}], approvals}. 404 when missing or deleted.';

/** The decision calls: the spec names garage, MOI and KPTC approval, each for the third level too. */
const decisions: { call: string; level: ApprovalLevel; withjo: boolean }[] = [
  { call: 'approvePurchaseRequestGarage', level: 'GARAGE', withjo: false },
  { call: 'approvePurchaseRequestMOI', level: 'MOI', withjo: false },
  { call: 'approvePurchaseRequestKPTC', level: 'KPTC', withjo: false },
  { call: 'approvePurchaseRequestThird', level: 'THIRD', withjo: false },
  { call: 'approvePurchaseRequestGaragewithjo', level: 'GARAGE', withjo: true },
  { call: 'approvePurchaseRequestMOIwithjo', level: 'MOI', withjo: true },
  { call: 'approvePurchaseRequestKPTCwithjo', level: 'KPTC', withjo: true },
  { call: 'approvePurchaseRequestGaragewithjothird', level: 'THIRD', withjo: true },
];
const withdrawals: { call: string; level: ApprovalLevel }[] = [
  { call: 'deletePurchaseRequestApprovalGarage', level: 'GARAGE' },
  { call: 'deletePurchaseRequestApprovalMOI', level: 'MOI' },
  { call: 'deletePurchaseRequestApprovalKPTC', level: 'KPTC' },
  { call: 'deletePurchaseRequestApprovalThird', level: 'THIRD' },
];

const routes: AnyRoute[] = [
  ...[false, true].map((withjo) =>
    ofKind(withjo).list({
      path: p(withjo ? 'getPurchaseRequestListwithjo' : 'getPurchaseRequestList'),
      summary: `Purchase requests ${withjo ? 'with a job order (PRJ)' : 'for a store (PRQ)'} by date, newest first: [{docnumbr, doctype, docdate, jobordno, vehicleno, garagnam, storecode, storenam, requstno, totalqty, totalval, status, state, waiting, quotations, costshtno, cretuser, version}]. Optional fromdate, todate, state, jobordno.`,
      query: purchaseListQuery,
      read: (caller, query) => purchaseRequestList(caller, query, withjo),
    }),
  ),
  ...[
    'getPurchaseRequestById',
    'getPurchaseRequestByIdwithjo',
    'getPurchaseRequestByIdwithjoMOI',
    'getPurchaseRequestByIdwithjoKPTC',
    'getPurchaseRequestByIdwithjothird',
  ].map((call) =>
    either.get({
      path: p(call),
      summary: byIdSummary,
      read: (caller, query) => readPurchaseRequest(caller, query.docnumbr),
    }),
  ),
  either.get({
    path: p('getPurchaseRequestApprovedById'),
    summary:
      'An approved purchase request with its approved lines only (as getPurchaseRequestById); 400 when not approved.',
    read: (caller, query) => readApprovedPurchaseRequest(caller, query.docnumbr),
  }),
  either.list({
    path: p('getPurchaseRequestApprovedList'),
    summary: 'Approved purchase requests (rows as the list); withjo=Y for those with a job order.',
    query: withjoQuery,
    read: (caller, query) => approvedPurchaseRequests(caller, query.withjo === 'Y'),
  }),
  ...(['MOI', 'KPTC'] as const).map((level) =>
    either.list({
      path: p(`getPurchaseRequestApproved${level}Nos`),
      summary: `Purchase requests ${level} approved, newest first: [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, approvedAt, approvedBy, link}]; withjo=Y those with a job order, N those for a store, absent both.`,
      query: z.object({ withjo: z.enum(['Y', 'N']).optional() }),
      read: (caller, query) => approvedAtLevel(caller, level, query.withjo),
    }),
  ),
  either.list({
    path: p('getPurchaseRequestPendingList'),
    summary:
      "A level's work list, oldest first: requests waiting for level (GARAGE, MOI, KPTC, THIRD) [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, since, round, link}]; withjo=Y for those with a job order.",
    query: pendingQuery,
    read: (caller, query) => pendingPurchaseRequests(caller, query.level, query.withjo === 'Y'),
  }),
  ...[false, true].map((withjo) =>
    ofKind(withjo).save({
      path: p(withjo ? 'insertPurchaseRequestwithjo' : 'insertPurchaseRequest'),
      summary: withjo
        ? 'Saves a purchase request for a job order {docnumbr?, version?, jobordno, storecode, requstno?, remarks, lines: [{sparepart, qty, remarks}]} (1 to 30 lines, each item once) and submits it to the garage approver: the job order moves to 1401 (from a parts stage). One request in progress per job order. Returns [message, {docnumbr PRJ-<year>-<nnnnn>, version, jobordno, totalqty, totalval}].'
        : 'Saves a purchase request for a store {docnumbr?, version?, storecode, requstno?, remarks, lines: [{sparepart, qty, remarks}]} and submits it to the garage approver. A named item request records the request number. Returns [message, {docnumbr PRQ-<year>-<nnnnn>, version, totalqty, totalval}].',
      body: purchaseRequestBody,
      messages: { added: messages.purchaseRequestSaved, edited: messages.purchaseRequestUpdated },
      save: (caller, body, now) => savePurchaseRequest(caller, body, withjo, now),
    }),
  ),
  ...decisions.map(({ call, level, withjo }) =>
    ofKind(withjo).decision({
      path: p(call),
      summary: `The ${level} decision on a purchase request ${withjo ? 'with a job order' : 'for a store'} {docnumbr, version, decision? A|R, action? approveAll|rejectAll|clearAll, lines? [{serlnumb, aprstatus, remarks}], remarks}; rejecting needs remarks. MOI after the garage, KPTC after MOI ('MOI approval required before KPTC approval'), the third level only above KPTC's limit. ${withjo ? 'Job order: 1402 after MOI, 1403 after KPTC, 1404 after the third level, 1228 on a rejection. ' : ''}Returns [message, {docnumbr, version, state, outcome, waiting}].`,
      decide: (caller, body, now) => decidePurchaseRequest(caller, body, level, withjo, now),
    }),
  ),
  ...[false, true].map((withjo) =>
    ofKind(withjo).delete({
      path: p(withjo ? 'deletePurchaseRequestwithjo' : 'deletePurchaseRequest'),
      summary: `Deletes purchase request docnumbr ${withjo ? '(with a job order; the job order goes back to where it was) ' : ''}before any decision or after a rejection, while no quotation was received. Returns [message, {docnumbr, jobordno}].`,
      message: messages.purchaseRequestDeleted,
      remove: (caller, query, now) => deletePurchaseRequest(caller, query.docnumbr, withjo, now),
    }),
  ),
  ...withdrawals.map(({ call, level }) =>
    either.withdrawal({
      path: p(call),
      summary: `Deletes the ${level} decision of purchase request docnumbr (the last decided level first) while no quotation was received. Returns [message, {docnumbr, version, state}].`,
      withdraw: (caller, query, now) => withdrawPurchaseRequestApproval(caller, query.docnumbr, level, now),
    }),
  ),
];

export const purchaseRequestModule = defineModule({ name: 'purchase-request', routes });
