/**
 * Purchase quotation, cost sheet, LPO and item inspection calls (spec 001 section 7; docs/procurement.md).
 * Rights: quotations on SGRP002; cost sheets prepared on SGRP003, decided by MOI on SGRP004 and by KPTC
 * and the third level on SGRP005; LPOs on SGRP006; item inspection on SGRP007.
 */
import { messages, screenCodes } from '@fleet/shared';
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';
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
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule, type AnyRoute } from '#lib/registry';
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

const quotation = documentRoutes({
  screen: screenCodes.purchaseQuotation,
  byId: quotationByIdQuery,
  edits: 'docnumbr',
});
/** Cost sheets are read from the preparer's and either approver's screen. */
const sheet = documentRoutes({
  screen: screenCodes.costSheet,
  views: { anyOf: [screenCodes.costSheet, screenCodes.costSheetApproval, screenCodes.costSheetApprovalSec] },
  byId: costSheetByIdQuery,
  edits: 'docnumbr',
});
const lpo = documentRoutes({ screen: screenCodes.lpo, byId: lpoByIdQuery, edits: 'docnumbr' });
const inspection = documentRoutes({
  screen: screenCodes.itemInspection,
  byId: inspectionByIdQuery,
  edits: 'docnumbr',
});

const q = (call: string) => `/api/PurchaseQuotation/${call}`;
const c = (call: string) => `/api/CostSheet/${call}`;
const l = (call: string) => `/api/Lpo/${call}`;

const quotationRoutes: AnyRoute[] = [
  quotation.list({
    path: q('getPurchaseQuotationList'),
    summary:
      'Purchase quotations by date, newest first: [{docnumbr, docdate, purreqno, jobordno, vendcode, vendname, quotref, quotdate, validto, deliverydays, totalval, docfilename, cretuser, version}].',
    query: purchaseListQuery,
    read: quotationList,
  }),
  quotation.list({
    path: q('getPurchaseRequestNosForQuotation'),
    summary:
      'Approved purchase requests without a cost sheet: [{docnumbr, doctype, jobordno, vehicleno, garagnam, storenam, quotations: [{docnumbr, vendcode, vendname}], lines: [{serlnumb, sparepart, sparenam, spareuom, qty}]}] (approved lines only).',
    read: (caller) => requestsForQuotation(caller, false),
  }),
  quotation.list({
    path: q('getPurchaseQuotationPendingList'),
    summary: 'Approved purchase requests with no quotation yet (as getPurchaseRequestNosForQuotation).',
    read: (caller) => requestsForQuotation(caller, true),
  }),
  quotation.get({
    path: q('getPurchaseQuotationById'),
    summary:
      "One quotation: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, tenderpric?, remarks}], docurl (a 5 minute link to the supplier's document)}.",
    read: (caller, query) => readQuotation(caller, query.docnumbr),
  }),
  quotation.list({
    path: q('getTenderprice'),
    summary:
      "The supplier's tender price of an item valid today: {ItemNo, supplier, tenderno, tenderpric, validfrom, validto}; 404 when there is none.",
    query: tenderPriceQuery,
    read: tenderPriceOf,
  }),
  quotation.save({
    path: q('insertPurchaseQuotation'),
    summary:
      "Saves a supplier's quotation for an approved request {docnumbr?, version?, purreqno, vendcode (MOI approved only: 'Only MOI approved suppliers can be selected'), quotref, quotdate, validto, deliverydays, remarks, docfileid (a confirmed upload, Files/confirm: PDF, DOC, DOCX or image, 10 MB), lines: [{serlnumb, unitprice, remarks}]}. One per supplier; the first moves the request to 1244 and its job order to 1405. Returns [message, {docnumbr PQT-<year>-<nnnnn>, version, totalval}].",
    body: quotationBody,
    messages: { added: messages.quotationSaved, edited: messages.quotationSaved },
    save: saveQuotation,
  }),
  quotation.delete({
    path: q('deletePurchaseQuotation'),
    summary:
      'Deletes quotation docnumbr before a cost sheet is prepared. Returns [message, {docnumbr, purreqno}].',
    message: messages.quotationDeleted,
    remove: (caller, query, now) => deleteQuotation(caller, query.docnumbr, now),
  }),
];

const sheetDecisions: { suffix: string; level: ApprovalLevel; screen: string }[] = [
  { suffix: '', level: 'MOI', screen: screenCodes.costSheetApproval },
  { suffix: 'kptc', level: 'KPTC', screen: screenCodes.costSheetApprovalSec },
  { suffix: 'third', level: 'THIRD', screen: screenCodes.costSheetApprovalSec },
];

const costSheetRoutes: AnyRoute[] = [
  sheet.list({
    path: c('getCostSheetList'),
    summary:
      'Cost sheets by date, newest first: [{docnumbr, docdate, purreqno, jobordno, vehicleno, garagnam, totalval, lowestval, suppliers, status 1245|1246, state, waiting, lpos, version}].',
    query: purchaseListQuery,
    read: costSheetList,
  }),
  sheet.list({
    path: c('getSupplierQuotationByReqNo'),
    summary:
      'The comparison of the quotations of an approved request: {request, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, offers: [{vendcode, vendname, quotno, unitprice, value, deliverydays}], lowest}]}.',
    query: costSheetByRequestQuery,
    read: (caller, query) => supplierQuotations(caller, query.purreqno),
  }),
  sheet.get({
    path: c('getCostSheetById'),
    summary:
      'One cost sheet: {master, lines: [{serlnumb, sparepart, sparenam, qty, offers, vendcode, vendname, quotno, unitprice, value, lowest, reason}], approvals}.',
    read: (caller, query) => readCostSheet(caller, query.costshtno),
  }),
  ...['getCostSheetApprovalByReqNo', 'getCostSheetApprovalByReqNokptc'].map((call) =>
    sheet.list({
      path: c(call),
      summary:
        'The cost sheet of purchase request purreqno with its approvals (as getCostSheetById); 404 when it has none.',
      query: costSheetByRequestQuery,
      read: (caller, query) => costSheetByRequest(caller, query.purreqno),
    }),
  ),
  screenRoutes(screenCodes.costSheetApproval).read({
    path: c('getCostSheetPendingList'),
    summary: "MOI's work list: cost sheets waiting for MOI, oldest first (engine pending rows).",
    read: (caller) => pendingCostSheets(caller, ['MOI']),
  }),
  screenRoutes(screenCodes.costSheetApprovalSec).read({
    path: c('getCostSheetPendingListkptc'),
    summary: 'The work list of KPTC and the third level: cost sheets waiting for them, oldest first.',
    read: (caller) => pendingCostSheets(caller, ['KPTC', 'THIRD']),
  }),
  screenRoutes(screenCodes.costSheetApproval).read({
    path: c('getCostSheetApprovedList'),
    summary: 'Cost sheets MOI approved, newest first (engine approved rows).',
    read: (caller) => approvedCostSheets(caller, ['MOI']),
  }),
  screenRoutes(screenCodes.costSheetApprovalSec).read({
    path: c('getCostSheetApprovedListkptc'),
    summary: 'Cost sheets KPTC or the third level approved, newest first.',
    read: (caller) => approvedCostSheets(caller, ['KPTC', 'THIRD']),
  }),
  sheet.save({
    path: c('insertCostSheet'),
    summary:
      'Saves the supplier chosen for every approved line of a request with quotations {docnumbr?, version?, purreqno, remarks, lines: [{serlnumb, vendcode, reason}]} (a reason when not the lowest price; MOI approved suppliers only) and submits it to MOI: job order 1406, request 1245. Returns [message, {docnumbr CST-<year>-<nnnnn>, version, totalval, lowestval}].',
    body: costSheetBody,
    messages: { added: messages.costSheetSaved, edited: messages.costSheetUpdated },
    save: saveCostSheet,
  }),
  ...sheetDecisions.map(({ suffix, level, screen }) =>
    sheet.decision({
      path: c(`approveCostSheet${suffix}`),
      summary: `The ${level} decision on a cost sheet {docnumbr (the costshtno), version, decision A|R, remarks}; rejecting needs remarks; ${level === 'KPTC' ? "after MOI ('MOI approval required before KPTC approval'); " : ''}${level === 'THIRD' ? "only above KPTC's limit, after KPTC; " : ''}job order 1407 after MOI, 1408 when approved, 1405 on a rejection. Returns [message, {docnumbr, version, state, outcome, waiting}].`,
      screen,
      decide: (caller, body, now) => decideCostSheet(caller, body, level, now),
    }),
  ),
  ...sheetDecisions.map(({ suffix, level, screen }) =>
    sheet.withdrawal({
      path: c(`deleteCostSheetApproval${suffix}`),
      summary: `Deletes the ${level} decision of cost sheet costshtno (the last decided level first) while no purchase order was made from it. Returns [message, {docnumbr, version, state}].`,
      screen,
      withdraw: (caller, query, now) => withdrawCostSheetApproval(caller, query.costshtno, level, now),
    }),
  ),
  sheet.delete({
    path: c('deleteCostSheet'),
    summary:
      'Deletes cost sheet costshtno before any decision (or after a rejection) while no purchase order was made. Returns [message, {costshtno, purreqno}].',
    message: messages.costSheetDeleted,
    remove: (caller, query, now) => deleteCostSheet(caller, query.costshtno, now),
  }),
  screenRoutes(screenCodes.costSheet).remove({
    path: c('deleteCostSheetByReqNo'),
    summary: 'Deletes the cost sheet of purchase request purreqno (as deleteCostSheet).',
    query: costSheetByRequestQuery,
    message: messages.costSheetDeleted,
    remove: async (caller, query, now) => {
      const request = await requirePurchaseRequest(caller.project, query.purreqno);
      return deleteCostSheet(caller, request.master.costshtno || '-', now);
    },
  }),
];

const lpoRoutes: AnyRoute[] = [
  lpo.list({
    path: l('getLpoList'),
    summary:
      'Local purchase orders by date, newest first: [{docnumbr, docdate, costshtno, purreqno, jobordno, vehicleno, vendcode, vendname, storecode, storenam, deliverydate, totalval, status 1247|1248, state, waiting, receivedqty, orderedqty, version}].',
    query: purchaseListQuery,
    read: lpoList,
  }),
  lpo.list({
    path: l('getLpoPendingList'),
    summary: "KPTC's work list: purchase orders waiting for approval, oldest first.",
    read: pendingLpos,
  }),
  lpo.list({
    path: l('getLpoApprovedList'),
    summary: 'Purchase orders KPTC approved, newest first.',
    read: approvedLpos,
  }),
  lpo.list({
    path: l('getLpoQuotationNos'),
    summary:
      'Approved cost sheets with chosen suppliers that have no purchase order yet: [{costshtno, purreqno, jobordno, vehicleno, suppliers: [{vendcode, vendname, totalval, lines}]}].',
    read: sheetsForLpo,
  }),
  lpo.list({
    screen: { anyOf: [screenCodes.itemInspection, screenCodes.lpo] },
    path: l('getLpoInspectionNos'),
    summary:
      'Approved purchase orders with quantities still to receive: [{docnumbr, vendcode, vendname, storecode, storenam, jobordno, openqty}].',
    read: (caller) => lposForInspection(caller),
  }),
  ...[false, true].map((approvedOnly) =>
    lpo.list({
      screen: { anyOf: [screenCodes.lpo, screenCodes.itemInspection] },
      path: l(approvedOnly ? 'getLpoByIdApproved' : 'getLpoById'),
      summary: `One purchase order${approvedOnly ? ' (400 when not approved)' : ''}: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value, receivedqty, openqty}], approvals}.`,
      query: lpoByIdQuery,
      read: (caller, query) => readLpo(caller, query.docnumbr, approvedOnly),
    }),
  ),
  lpo.save({
    path: l('insertLpo'),
    summary:
      'Saves the purchase order to one supplier chosen on an approved cost sheet {docnumbr?, version?, costshtno, vendcode, deliverydate, remarks} (its lines are the items chosen from that supplier) and submits it to KPTC; the first of the sheet moves the job order to 1409. Returns [message, {docnumbr LPO-<year>-<nnnnn>, version, totalval}].',
    body: lpoBody,
    messages: { added: messages.lpoSaved, edited: messages.lpoSaved },
    save: saveLpo,
  }),
  lpo.decision({
    path: l('approveLpo'),
    summary:
      "KPTC's decision on a purchase order {docnumbr, version, decision A|R, remarks}; when every order of the cost sheet is approved the job order moves to 1410. Returns [message, {docnumbr, version, state, outcome, waiting}].",
    decide: decideLpo,
  }),
  lpo.delete({
    path: l('deleteLpo'),
    summary:
      'Deletes purchase order docnumbr before approval (or after a rejection) while nothing was received. Returns [message, {docnumbr}].',
    message: messages.lpoDeleted,
    remove: (caller, query, now) => deleteLpo(caller, query.docnumbr, now),
  }),
  lpo.withdrawal({
    path: l('deleteLpoApprove'),
    summary:
      "Deletes KPTC's decision of purchase order docnumbr while nothing was received. Returns [message, {docnumbr, version, state}].",
    withdraw: (caller, query, now) => withdrawLpoApproval(caller, query.docnumbr, now),
  }),
  inspection.list({
    path: l('getPurInspectionList'),
    summary:
      'Item inspections by date, newest first: [{docnumbr, docdate, lpono, purreqno, jobordno, vendname, storenam, srvno, totalval}].',
    query: purchaseListQuery,
    read: inspectionList,
  }),
  inspection.get({
    path: l('getPurInspectionById'),
    summary:
      'One item inspection: {master: {docnumbr, lpono, purreqno, jobordno, vendname, storecode, storenam, srvno, totalval, ...}, lines: [{serlnumb, sparepart, orderedqty, receivedqty, acceptedqty, rejectedqty, unitprice, value, remarks}]}.',
    read: (caller, query) => readInspection(caller, query.docnumbr),
  }),
  screenRoutes(screenCodes.itemInspection).write({
    path: l('insertPurInspection'),
    summary:
      'Inspects what arrived of an approved purchase order {lpono, remarks, lines: [{serlnumb, receivedqty, acceptedqty, rejectedqty, remarks}]} (accepted + rejected = received; remarks for a rejection; no more than ordered and not yet received): the accepted quantities are received into its store at the order price (receipt voucher SRV on the stock ledger) in the same transaction, and the job order moves to 1411. Returns [message, {docnumbr PIN-<year>-<nnnnn>, srvno, totalval}].',
    action: 'adds',
    body: inspectionBody,
    message: messages.purInspectionSaved,
    write: saveInspection,
  }),
  inspection.delete({
    path: l('deletePurIns'),
    summary:
      "Deletes item inspection docnumbr and reverses its receipt (refused with the ledger's message when the stock has been issued since). Returns [message, {docnumbr, srvno}].",
    message: messages.purInspectionDeleted,
    remove: (caller, query, now) => deleteInspection(caller, query.docnumbr, now),
  }),
];

export const purchaseQuotationModule = defineModule({ name: 'purchase-quotation', routes: quotationRoutes });
export const costSheetModule = defineModule({ name: 'cost-sheet', routes: costSheetRoutes });
export const lpoModule = defineModule({ name: 'lpo', routes: lpoRoutes });
