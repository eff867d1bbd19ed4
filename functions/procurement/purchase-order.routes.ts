/**
 * Purchase quotation, cost sheet, LPO and item inspection calls (spec 001 section 7; docs/procurement.md).
 * Rights: quotations on SGRP002; cost sheets prepared on SGRP003, decided by MOI on SGRP004 and by KPTC
 * and the third level on SGRP005; LPOs on SGRP006; item inspection on SGRP007.
 */
import { messages, screenCodes } from '@fleet/shared';
import { approvalDecisionBody, type ApprovalLevel } from '@fleet/shared/engines/approvals';
import {
  costSheetBody,
  costSheetByIdQuery,
  costSheetByRequestQuery,
  inspectionBody,
  inspectionByIdQuery,
  lpoBody,
  lpoByIdQuery,
  purchaseListQuery,
  quotationBody,
  quotationByIdQuery,
  tenderPriceQuery,
} from '@fleet/shared/procurement/procurement';
import { written } from '#lib/http';
import { defineModule, defineRoute, type AnyRoute, type ModeRight } from '#lib/registry';
import {
  approvedCostSheets,
  costSheetByRequest,
  costSheetList,
  decideCostSheet,
  deleteCostSheet,
  pendingCostSheets,
  readCostSheet,
  saveCostSheet,
  supplierQuotations,
  withdrawCostSheetApproval,
} from './cost-sheet/cost-sheet.ts';
import {
  approvedLpos,
  decideLpo,
  deleteInspection,
  deleteLpo,
  inspectionList,
  lposForInspection,
  lpoList,
  pendingLpos,
  readInspection,
  readLpo,
  saveInspection,
  saveLpo,
  sheetsForLpo,
  withdrawLpoApproval,
} from './lpo/lpo.ts';
import { requirePurchaseRequest } from './common.ts';
import {
  deleteQuotation,
  quotationList,
  readQuotation,
  requestsForQuotation,
  saveQuotation,
  tenderPriceOf,
} from './purchase-quotation/quotation.ts';

type Action = 'views' | 'edits' | 'deletes';
const on = (screen: string, action: Action) => ({ kind: 'screen', screen, action }) as const;
const addsOrEdits: ModeRight = {
  anyOf: ['adds', 'edits'],
  of: ({ body }) => ((body as { docnumbr?: string }).docnumbr ? 'edits' : 'adds'),
};
const saving = (screen: string) => ({ kind: 'screen', screen, action: addsOrEdits }) as const;
/** Reads of a cost sheet: the preparer's or either approver's screen. */
const sheetViews = {
  kind: 'screen',
  screen: {
    anyOf: [screenCodes.costSheet, screenCodes.costSheetApproval, screenCodes.costSheetApprovalSec],
  },
  action: 'views',
} as const;

const q = (call: string) => `/api/PurchaseQuotation/${call}`;
const c = (call: string) => `/api/CostSheet/${call}`;
const l = (call: string) => `/api/Lpo/${call}`;

const quotationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: q('getPurchaseQuotationList'),
    summary:
      'Purchase quotations by date, newest first: [{docnumbr, docdate, purreqno, jobordno, vendcode, vendname, quotref, quotdate, validto, deliverydays, totalval, docfilename, cretuser, version}].',
    access: on(screenCodes.purchaseQuotation, 'views'),
    query: purchaseListQuery,
    handler: async ({ caller, query }) => quotationList(caller, query),
  }),
  defineRoute({
    method: 'GET',
    path: q('getPurchaseRequestNosForQuotation'),
    summary:
      'Approved purchase requests without a cost sheet: [{docnumbr, doctype, jobordno, vehicleno, garagnam, storenam, quotations: [{docnumbr, vendcode, vendname}], lines: [{serlnumb, sparepart, sparenam, spareuom, qty}]}] (approved lines only).',
    access: on(screenCodes.purchaseQuotation, 'views'),
    handler: async ({ caller }) => requestsForQuotation(caller, false),
  }),
  defineRoute({
    method: 'GET',
    path: q('getPurchaseQuotationPendingList'),
    summary: 'Approved purchase requests with no quotation yet (as getPurchaseRequestNosForQuotation).',
    access: on(screenCodes.purchaseQuotation, 'views'),
    handler: async ({ caller }) => requestsForQuotation(caller, true),
  }),
  defineRoute({
    method: 'GET',
    path: q('getPurchaseQuotationById'),
    summary:
      "One quotation: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, tenderpric?, remarks}], docurl (a 5 minute link to the supplier's document)}.",
    access: on(screenCodes.purchaseQuotation, 'views'),
    query: quotationByIdQuery,
    handler: async ({ caller, query }) => readQuotation(caller, query.docnumbr),
  }),
  defineRoute({
    method: 'GET',
    path: q('getTenderprice'),
    summary:
      "The supplier's tender price of an item valid today: {ItemNo, supplier, tenderno, tenderpric, validfrom, validto}; 404 when there is none.",
    access: on(screenCodes.purchaseQuotation, 'views'),
    query: tenderPriceQuery,
    handler: async ({ caller, query }) => tenderPriceOf(caller, query),
  }),
  defineRoute({
    method: 'POST',
    path: q('insertPurchaseQuotation'),
    summary:
      "Saves a supplier's quotation for an approved request {docnumbr?, version?, purreqno, vendcode (MOI approved only: 'Only MOI approved suppliers can be selected'), quotref, quotdate, validto, deliverydays, remarks, docfileid (a confirmed upload, Files/confirm: PDF, DOC, DOCX or image, 10 MB), lines: [{serlnumb, unitprice, remarks}]}. One per supplier; the first moves the request to 1244 and its job order to 1405. Returns [message, {docnumbr PQT-<year>-<nnnnn>, version, totalval}].",
    access: saving(screenCodes.purchaseQuotation),
    body: quotationBody,
    handler: async ({ caller, body }) =>
      written(messages.quotationSaved, await saveQuotation(caller, body, new Date())),
  }),
  defineRoute({
    method: 'POST',
    path: q('deletePurchaseQuotation'),
    summary:
      'Deletes quotation docnumbr before a cost sheet is prepared. Returns [message, {docnumbr, purreqno}].',
    access: on(screenCodes.purchaseQuotation, 'deletes'),
    query: quotationByIdQuery,
    handler: async ({ caller, query }) =>
      written(messages.quotationDeleted, await deleteQuotation(caller, query.docnumbr, new Date())),
  }),
];

const sheetDecisions: { suffix: string; level: ApprovalLevel; screen: string }[] = [
  { suffix: '', level: 'MOI', screen: screenCodes.costSheetApproval },
  { suffix: 'kptc', level: 'KPTC', screen: screenCodes.costSheetApprovalSec },
  { suffix: 'third', level: 'THIRD', screen: screenCodes.costSheetApprovalSec },
];

const costSheetRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: c('getCostSheetList'),
    summary:
      'Cost sheets by date, newest first: [{docnumbr, docdate, purreqno, jobordno, vehicleno, garagnam, totalval, lowestval, suppliers, status 1245|1246, state, waiting, lpos, version}].',
    access: sheetViews,
    query: purchaseListQuery,
    handler: async ({ caller, query }) => costSheetList(caller, query),
  }),
  defineRoute({
    method: 'GET',
    path: c('getSupplierQuotationByReqNo'),
    summary:
      'The comparison of the quotations of an approved request: {request, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, offers: [{vendcode, vendname, quotno, unitprice, value, deliverydays}], lowest}]}.',
    access: sheetViews,
    query: costSheetByRequestQuery,
    handler: async ({ caller, query }) => supplierQuotations(caller, query.purreqno),
  }),
  defineRoute({
    method: 'GET',
    path: c('getCostSheetById'),
    summary:
      'One cost sheet: {master, lines: [{serlnumb, sparepart, sparenam, qty, offers, vendcode, vendname, quotno, unitprice, value, lowest, reason}], approvals}.',
    access: sheetViews,
    query: costSheetByIdQuery,
    handler: async ({ caller, query }) => readCostSheet(caller, query.costshtno),
  }),
  ...['getCostSheetApprovalByReqNo', 'getCostSheetApprovalByReqNokptc'].map((call) =>
    defineRoute({
      method: 'GET',
      path: c(call),
      summary:
        'The cost sheet of purchase request purreqno with its approvals (as getCostSheetById); 404 when it has none.',
      access: sheetViews,
      query: costSheetByRequestQuery,
      handler: async ({ caller, query }) => costSheetByRequest(caller, query.purreqno),
    }),
  ),
  defineRoute({
    method: 'GET',
    path: c('getCostSheetPendingList'),
    summary: "MOI's work list: cost sheets waiting for MOI, oldest first (engine pending rows).",
    access: on(screenCodes.costSheetApproval, 'views'),
    handler: async ({ caller }) => pendingCostSheets(caller, ['MOI']),
  }),
  defineRoute({
    method: 'GET',
    path: c('getCostSheetPendingListkptc'),
    summary: 'The work list of KPTC and the third level: cost sheets waiting for them, oldest first.',
    access: on(screenCodes.costSheetApprovalSec, 'views'),
    handler: async ({ caller }) => pendingCostSheets(caller, ['KPTC', 'THIRD']),
  }),
  defineRoute({
    method: 'GET',
    path: c('getCostSheetApprovedList'),
    summary: 'Cost sheets MOI approved, newest first (engine approved rows).',
    access: on(screenCodes.costSheetApproval, 'views'),
    handler: async ({ caller }) => approvedCostSheets(caller, ['MOI']),
  }),
  defineRoute({
    method: 'GET',
    path: c('getCostSheetApprovedListkptc'),
    summary: 'Cost sheets KPTC or the third level approved, newest first.',
    access: on(screenCodes.costSheetApprovalSec, 'views'),
    handler: async ({ caller }) => approvedCostSheets(caller, ['KPTC', 'THIRD']),
  }),
  defineRoute({
    method: 'POST',
    path: c('insertCostSheet'),
    summary:
      'Saves the supplier chosen for every approved line of a request with quotations {docnumbr?, version?, purreqno, remarks, lines: [{serlnumb, vendcode, reason}]} (a reason when not the lowest price; MOI approved suppliers only) and submits it to MOI: job order 1406, request 1245. Returns [message, {docnumbr CST-<year>-<nnnnn>, version, totalval, lowestval}].',
    access: saving(screenCodes.costSheet),
    body: costSheetBody,
    handler: async ({ caller, body }) =>
      written(
        body.docnumbr ? messages.costSheetUpdated : messages.costSheetSaved,
        await saveCostSheet(caller, body, new Date()),
      ),
  }),
  ...sheetDecisions.map(({ suffix, level, screen }) =>
    defineRoute({
      method: 'POST',
      path: c(`approveCostSheet${suffix}`),
      summary: `The ${level} decision on a cost sheet {docnumbr (the costshtno), version, decision A|R, remarks}; rejecting needs remarks; ${level === 'KPTC' ? "after MOI ('MOI approval required before KPTC approval'); " : ''}${level === 'THIRD' ? "only above KPTC's limit, after KPTC; " : ''}job order 1407 after MOI, 1408 when approved, 1405 on a rejection. Returns [message, {docnumbr, version, state, outcome, waiting}].`,
      access: on(screen, 'edits'),
      body: approvalDecisionBody,
      handler: async ({ caller, body }) => {
        const result = await decideCostSheet(caller, body, level, new Date());
        return written(result.message, result.detail);
      },
    }),
  ),
  ...sheetDecisions.map(({ suffix, level, screen }) =>
    defineRoute({
      method: 'POST',
      path: c(`deleteCostSheetApproval${suffix}`),
      summary: `Deletes the ${level} decision of cost sheet costshtno (the last decided level first) while no purchase order was made from it. Returns [message, {docnumbr, version, state}].`,
      access: on(screen, 'edits'),
      query: costSheetByIdQuery,
      handler: async ({ caller, query }) =>
        written(
          messages.approvalDeleted,
          await withdrawCostSheetApproval(caller, query.costshtno, level, new Date()),
        ),
    }),
  ),
  defineRoute({
    method: 'POST',
    path: c('deleteCostSheet'),
    summary:
      'Deletes cost sheet costshtno before any decision (or after a rejection) while no purchase order was made. Returns [message, {costshtno, purreqno}].',
    access: on(screenCodes.costSheet, 'deletes'),
    query: costSheetByIdQuery,
    handler: async ({ caller, query }) =>
      written(messages.costSheetDeleted, await deleteCostSheet(caller, query.costshtno, new Date())),
  }),
  defineRoute({
    method: 'POST',
    path: c('deleteCostSheetByReqNo'),
    summary: 'Deletes the cost sheet of purchase request purreqno (as deleteCostSheet).',
    access: on(screenCodes.costSheet, 'deletes'),
    query: costSheetByRequestQuery,
    handler: async ({ caller, query }) => {
      const request = await requirePurchaseRequest(caller.project, query.purreqno);
      return written(
        messages.costSheetDeleted,
        await deleteCostSheet(caller, request.master.costshtno || '-', new Date()),
      );
    },
  }),
];

const lpoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: l('getLpoList'),
    summary:
      'Local purchase orders by date, newest first: [{docnumbr, docdate, costshtno, purreqno, jobordno, vehicleno, vendcode, vendname, storecode, storenam, deliverydate, totalval, status 1247|1248, state, waiting, receivedqty, orderedqty, version}].',
    access: on(screenCodes.lpo, 'views'),
    query: purchaseListQuery,
    handler: async ({ caller, query }) => lpoList(caller, query),
  }),
  defineRoute({
    method: 'GET',
    path: l('getLpoPendingList'),
    summary: "KPTC's work list: purchase orders waiting for approval, oldest first.",
    access: on(screenCodes.lpo, 'views'),
    handler: async ({ caller }) => pendingLpos(caller),
  }),
  defineRoute({
    method: 'GET',
    path: l('getLpoApprovedList'),
    summary: 'Purchase orders KPTC approved, newest first.',
    access: on(screenCodes.lpo, 'views'),
    handler: async ({ caller }) => approvedLpos(caller),
  }),
  defineRoute({
    method: 'GET',
    path: l('getLpoQuotationNos'),
    summary:
      'Approved cost sheets with chosen suppliers that have no purchase order yet: [{costshtno, purreqno, jobordno, vehicleno, suppliers: [{vendcode, vendname, totalval, lines}]}].',
    access: on(screenCodes.lpo, 'views'),
    handler: async ({ caller }) => sheetsForLpo(caller),
  }),
  defineRoute({
    method: 'GET',
    path: l('getLpoInspectionNos'),
    summary:
      'Approved purchase orders with quantities still to receive: [{docnumbr, vendcode, vendname, storecode, storenam, jobordno, openqty}].',
    access: {
      kind: 'screen',
      screen: { anyOf: [screenCodes.itemInspection, screenCodes.lpo] },
      action: 'views',
    },
    handler: async ({ caller }) => lposForInspection(caller),
  }),
  ...[false, true].map((approvedOnly) =>
    defineRoute({
      method: 'GET',
      path: l(approvedOnly ? 'getLpoByIdApproved' : 'getLpoById'),
      summary: `One purchase order${approvedOnly ? ' (400 when not approved)' : ''}: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, receivedqty, openqty}], approvals}.`,
      access: {
        kind: 'screen',
        screen: { anyOf: [screenCodes.lpo, screenCodes.itemInspection] },
        action: 'views',
      },
      query: lpoByIdQuery,
      handler: async ({ caller, query }) => readLpo(caller, query.docnumbr, approvedOnly),
    }),
  ),
  defineRoute({
    method: 'POST',
    path: l('insertLpo'),
    summary:
      'Saves the purchase order to one supplier chosen on an approved cost sheet {docnumbr?, version?, costshtno, vendcode, deliverydate, remarks} (its lines are the items chosen from that supplier) and submits it to KPTC; the first of the sheet moves the job order to 1409. Returns [message, {docnumbr LPO-<year>-<nnnnn>, version, totalval}].',
    access: saving(screenCodes.lpo),
    body: lpoBody,
    handler: async ({ caller, body }) => written(messages.lpoSaved, await saveLpo(caller, body, new Date())),
  }),
  defineRoute({
    method: 'POST',
    path: l('approveLpo'),
    summary:
      "KPTC's decision on a purchase order {docnumbr, version, decision A|R, remarks}; when every order of the cost sheet is approved the job order moves to 1410. Returns [message, {docnumbr, version, state, outcome, waiting}].",
    access: on(screenCodes.lpo, 'edits'),
    body: approvalDecisionBody,
    handler: async ({ caller, body }) => {
      const result = await decideLpo(caller, body, new Date());
      return written(result.message, result.detail);
    },
  }),
  defineRoute({
    method: 'POST',
    path: l('deleteLpo'),
    summary:
      'Deletes purchase order docnumbr before approval (or after a rejection) while nothing was received. Returns [message, {docnumbr}].',
    access: on(screenCodes.lpo, 'deletes'),
    query: lpoByIdQuery,
    handler: async ({ caller, query }) =>
      written(messages.lpoDeleted, await deleteLpo(caller, query.docnumbr, new Date())),
  }),
  defineRoute({
    method: 'POST',
    path: l('deleteLpoApprove'),
    summary:
      "Deletes KPTC's decision of purchase order docnumbr while nothing was received. Returns [message, {docnumbr, version, state}].",
    access: on(screenCodes.lpo, 'edits'),
    query: lpoByIdQuery,
    handler: async ({ caller, query }) =>
      written(messages.approvalDeleted, await withdrawLpoApproval(caller, query.docnumbr, new Date())),
  }),
  defineRoute({
    method: 'GET',
    path: l('getPurInspectionList'),
    summary:
      'Item inspections by date, newest first: [{docnumbr, docdate, lpono, purreqno, jobordno, vendname, storenam, srvno, totalval}].',
    access: on(screenCodes.itemInspection, 'views'),
    query: purchaseListQuery,
    handler: async ({ caller, query }) => inspectionList(caller, query),
  }),
  defineRoute({
    method: 'GET',
    path: l('getPurInspectionById'),
    summary:
      'One item inspection: {master: {docnumbr, lpono, purreqno, jobordno, vendname, storecode, storenam, srvno, totalval, ...}, lines: [{serlnumb, sparepart, orderedqty, receivedqty, acceptedqty, rejectedqty, unitprice, value, remarks}]}.',
    access: on(screenCodes.itemInspection, 'views'),
    query: inspectionByIdQuery,
    handler: async ({ caller, query }) => readInspection(caller, query.docnumbr),
  }),
  defineRoute({
    method: 'POST',
    path: l('insertPurInspection'),
    summary:
      'Inspects what arrived of an approved purchase order {lpono, remarks, lines: [{serlnumb, receivedqty, acceptedqty, rejectedqty, remarks}]} (accepted + rejected = received; remarks for a rejection; no more than ordered and not yet received): the accepted quantities are received into its store at the order price (receipt voucher SRV on the stock ledger) in the same transaction, and the job order moves to 1411. Returns [message, {docnumbr PIN-<year>-<nnnnn>, srvno, totalval}].',
    access: { kind: 'screen', screen: screenCodes.itemInspection, action: 'adds' },
    body: inspectionBody,
    handler: async ({ caller, body }) =>
      written(messages.purInspectionSaved, await saveInspection(caller, body, new Date())),
  }),
  defineRoute({
    method: 'POST',
    path: l('deletePurIns'),
    summary:
      "Deletes item inspection docnumbr and reverses its receipt (refused with the ledger's message when the stock has been issued since). Returns [message, {docnumbr, srvno}].",
    access: on(screenCodes.itemInspection, 'deletes'),
    query: inspectionByIdQuery,
    handler: async ({ caller, query }) =>
      written(messages.purInspectionDeleted, await deleteInspection(caller, query.docnumbr, new Date())),
  }),
];

export const purchaseQuotationModule = defineModule({ name: 'purchase-quotation', routes: quotationRoutes });
export const costSheetModule = defineModule({ name: 'cost-sheet', routes: costSheetRoutes });
export const lpoModule = defineModule({ name: 'lpo', routes: lpoRoutes });
