/**
 * Purchase request calls (spec 001 section 7 "Purchase request"; docs/procurement.md), under
 * `/api/PurchaseRequest/`. Plain requests on the purchase request screen (SGRX006), requests with a job
 * order on SGRP001: views to read, adds / edits to save, edits plus the level's role (or a delegation
 * of it) to decide, deletes to delete.
 */
import { messages, screenCodes } from '@fleet/shared';
import { approvalDecisionBody, type ApprovalLevel } from '@fleet/shared/engines/approvals';
import {
  purchaseListQuery,
  purchasePendingQuery,
  purchaseRequestBody,
  purchaseRequestByIdQuery,
} from '@fleet/shared/procurement/procurement';
import { z } from 'zod';
import { written } from '#lib/http';
import { defineModule, defineRoute, type AnyRoute, type ModeRight } from '#lib/registry';
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
const right = (withjo: boolean, action: 'views' | 'edits' | 'deletes') =>
  ({ kind: 'screen', screen: screenOf(withjo), action }) as const;
/** A call naming a request (or `withjo`): the screen of its kind (PRJ numbers and withjo=Y: SGRP001). */
const screenOfInput = {
  anyOf: [screenCodes.purchaseRequest, screenCodes.purchaseRequestJo],
  of: ({ query, body }: { query: unknown; body: unknown }) => {
    const input = { ...(query as object), ...(body as object) } as { docnumbr?: string; withjo?: string };
    return screenOf(input.withjo === 'Y' || String(input.docnumbr ?? '').startsWith('PRJ'));
  },
};
const viewsEither = { kind: 'screen', screen: screenOfInput, action: 'views' } as const;
const addsOrEdits: ModeRight = {
  anyOf: ['adds', 'edits'],
  of: ({ body }) => ((body as { docnumbr?: string }).docnumbr ? 'edits' : 'adds'),
};
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
    defineRoute({
      method: 'GET',
      path: p(withjo ? 'getPurchaseRequestListwithjo' : 'getPurchaseRequestList'),
      summary: `Purchase requests ${withjo ? 'with a job order (PRJ)' : 'for a store (PRQ)'} by date, newest first: [{docnumbr, doctype, docdate, jobordno, vehicleno, garagnam, storecode, storenam, requstno, totalqty, totalval, status, state, waiting, quotations, costshtno, cretuser, version}]. Optional fromdate, todate, state, jobordno.`,
      access: right(withjo, 'views'),
      query: purchaseListQuery,
      handler: async ({ caller, query }) => purchaseRequestList(caller, query, withjo),
    }),
  ),
  ...[
    'getPurchaseRequestById',
    'getPurchaseRequestByIdwithjo',
    'getPurchaseRequestByIdwithjoMOI',
    'getPurchaseRequestByIdwithjoKPTC',
    'getPurchaseRequestByIdwithjothird',
  ].map((call) =>
    defineRoute({
      method: 'GET',
      path: p(call),
      summary: byIdSummary,
      access: viewsEither,
      query: purchaseRequestByIdQuery,
      handler: async ({ caller, query }) => readPurchaseRequest(caller, query.docnumbr),
    }),
  ),
  defineRoute({
    method: 'GET',
    path: p('getPurchaseRequestApprovedById'),
    summary:
      'An approved purchase request with its approved lines only (as getPurchaseRequestById); 400 when not approved.',
    access: viewsEither,
    query: purchaseRequestByIdQuery,
    handler: async ({ caller, query }) => readApprovedPurchaseRequest(caller, query.docnumbr),
  }),
  defineRoute({
    method: 'GET',
    path: p('getPurchaseRequestApprovedList'),
    summary: 'Approved purchase requests (rows as the list); withjo=Y for those with a job order.',
    access: viewsEither,
    query: withjoQuery,
    handler: async ({ caller, query }) => approvedPurchaseRequests(caller, query.withjo === 'Y'),
  }),
  ...(['MOI', 'KPTC'] as const).map((level) =>
    defineRoute({
      method: 'GET',
      path: p(`getPurchaseRequestApproved${level}Nos`),
      summary: `Purchase requests ${level} approved, newest first: [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, approvedAt, approvedBy, link}]; withjo=Y those with a job order, N those for a store, absent both.`,
      access: viewsEither,
      query: z.object({ withjo: z.enum(['Y', 'N']).optional() }),
      handler: async ({ caller, query }) => approvedAtLevel(caller, level, query.withjo),
    }),
  ),
  defineRoute({
    method: 'GET',
    path: p('getPurchaseRequestPendingList'),
    summary:
      "A level's work list, oldest first: requests waiting for level (GARAGE, MOI, KPTC, THIRD) [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, since, round, link}]; withjo=Y for those with a job order.",
    access: viewsEither,
    query: pendingQuery,
    handler: async ({ caller, query }) => pendingPurchaseRequests(caller, query.level, query.withjo === 'Y'),
  }),
  ...[false, true].map((withjo) =>
    defineRoute({
      method: 'POST',
      path: p(withjo ? 'insertPurchaseRequestwithjo' : 'insertPurchaseRequest'),
      summary: withjo
        ? 'Saves a purchase request for a job order {docnumbr?, version?, jobordno, storecode, requstno?, remarks, lines: [{sparepart, qty, remarks}]} (1 to 30 lines, each item once) and submits it to the garage approver: the job order moves to 1401 (from a parts stage). One request in progress per job order. Returns [message, {docnumbr PRJ-<year>-<nnnnn>, version, jobordno, totalqty, totalval}].'
        : 'Saves a purchase request for a store {docnumbr?, version?, storecode, requstno?, remarks, lines: [{sparepart, qty, remarks}]} and submits it to the garage approver. A named item request records the request number. Returns [message, {docnumbr PRQ-<year>-<nnnnn>, version, totalqty, totalval}].',
      access: { kind: 'screen', screen: screenOf(withjo), action: addsOrEdits },
      body: purchaseRequestBody,
      handler: async ({ caller, body }) =>
        written(
          body.docnumbr ? messages.purchaseRequestUpdated : messages.purchaseRequestSaved,
          await savePurchaseRequest(caller, body, withjo, new Date()),
        ),
    }),
  ),
  ...decisions.map(({ call, level, withjo }) =>
    defineRoute({
      method: 'POST',
      path: p(call),
      summary: `The ${level} decision on a purchase request ${withjo ? 'with a job order' : 'for a store'} {docnumbr, version, decision? A|R, action? approveAll|rejectAll|clearAll, lines? [{serlnumb, aprstatus, remarks}], remarks}; rejecting needs remarks. MOI after the garage, KPTC after MOI ('MOI approval required before KPTC approval'), the third level only above KPTC's limit. ${withjo ? 'Job order: 1402 after MOI, 1403 after KPTC, 1404 after the third level, 1228 on a rejection. ' : ''}Returns [message, {docnumbr, version, state, outcome, waiting}].`,
      access: right(withjo, 'edits'),
      body: approvalDecisionBody,
      handler: async ({ caller, body }) => {
        const result = await decidePurchaseRequest(caller, body, level, withjo, new Date());
        return written(result.message, result.detail);
      },
    }),
  ),
  ...[false, true].map((withjo) =>
    defineRoute({
      method: 'POST',
      path: p(withjo ? 'deletePurchaseRequestwithjo' : 'deletePurchaseRequest'),
      summary: `Deletes purchase request docnumbr ${withjo ? '(with a job order; the job order goes back to where it was) ' : ''}before any decision or after a rejection, while no quotation was received. Returns [message, {docnumbr, jobordno}].`,
      access: right(withjo, 'deletes'),
      query: purchaseRequestByIdQuery,
      handler: async ({ caller, query }) =>
        written(
          messages.purchaseRequestDeleted,
          await deletePurchaseRequest(caller, query.docnumbr, withjo, new Date()),
        ),
    }),
  ),
  ...withdrawals.map(({ call, level }) =>
    defineRoute({
      method: 'POST',
      path: p(call),
      summary: `Deletes the ${level} decision of purchase request docnumbr (the last decided level first) while no quotation was received. Returns [message, {docnumbr, version, state}].`,
      access: { kind: 'screen', screen: screenOfInput, action: 'edits' },
      query: purchaseRequestByIdQuery,
      handler: async ({ caller, query }) =>
        written(
          messages.approvalDeleted,
          await withdrawPurchaseRequestApproval(caller, query.docnumbr, level, new Date()),
        ),
    }),
  ),
];

export const purchaseRequestModule = defineModule({ name: 'purchase-request', routes });
