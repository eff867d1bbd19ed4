/**
 * Estimation (quotation) calls, spec 001 section 7 "Estimation (quotation)", names verbatim. The spec
 * lists them without a prefix; they are served under `/api/Quotation/` (one module, one Lambda), and
 * `RejectedItems/GetRejectedCostSheets` at its own path. Rights on the estimation screen (SGRG004):
 * views to read, adds / edits to save, edits plus the level's role to approve, deletes to delete.
 */
import { messages, screenCodes } from '@fleet/shared';
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';
import {
  estimationByIdQuery,
  estimationByJobOrderQuery,
  estimationImageQuery,
  estimationImagesBody,
  estimationImagesQuery,
  estimationItemsQuery,
  estimationListQuery,
  estimationSaveRequest,
  rejectedItemsQuery,
} from '@fleet/shared/garage/estimation';
import { documentRoutes, screenRoutes, signedIn } from '#lib/document-routes';
import { rawResponse } from '#lib/http';
import { defineModule } from '#lib/registry';
import {
  approvedEstimations,
  approvedJobOrders,
  approvedParts,
  decideEstimation,
  deleteEstimation,
  estimationList,
  estimationOfJobOrder,
  pendingEstimations,
  readEstimation,
  rejectedItems,
  saveEstimation,
  withdrawEstimationApproval,
} from './manage.ts';
import {
  deleteEstimationImage,
  estimationImageFile,
  listEstimationImages,
  uploadEstimationImages,
} from './images.ts';

const screen = screenCodes.estimation;
const images = screenRoutes(screen);
const estimation = documentRoutes({ screen, byId: estimationByIdQuery, edits: 'docnumbr' });

/** The calls of one approval level: MOI (plain names) and KD250 (`kd` names). */
function levelRoutes(
  level: ApprovalLevel,
  suffix: { approve: string; del: string; list: string; nos: string; pend: string; byId: string },
) {
  const label = level === 'MOI' ? 'MOI' : 'KD250 (estimations over 250.000 KWD, after MOI)';
  return [
    estimation.decision({
      path: `/api/Quotation/${suffix.approve}`,
      summary: `${label} decision on an estimation {docnumbr, version, decision? A|R, action? approveAll|rejectAll|clearAll, lines? [{serlnumb, aprstatus A|R|P|'', remarks}], remarks}. Needs the level's approver role; rejecting needs remarks ('Please add rejection remarks'); lines still pending or not set save a draft. Approving twice or out of order is refused, a stale version is a 409. Moves the job order (1235 -> 1256 / 1216, or 1215 when rejected) and tells the requester and the next level. Returns [message, {docnumbr, version, state, level, outcome, waiting}].`,
      decide: (caller, body, now) => decideEstimation(caller, level, body, now),
    }),
    estimation.withdrawal({
      path: `/api/Quotation/${suffix.del}`,
      summary: `Deletes the ${label} decision of estimation docnumbr (the last decided level only, while the job order is still where that decision put it); the estimation waits at the level again. Returns [message, {docnumbr, version, state, level}].`,
      withdraw: (caller, query, now) => withdrawEstimationApproval(caller, level, query.docnumbr, now),
    }),
    estimation.list({
      path: `/api/Quotation/${suffix.list}`,
      summary: `Estimations approved at ${label}, newest first: [{docnumbr, jobordno, vehicleno, garagnam, amount, requester, approvedAt, approvedBy, link}].`,
      read: (caller) => approvedEstimations(caller, level),
    }),
    estimation.list({
      path: `/api/Quotation/${suffix.nos}`,
      summary: `Job orders whose estimation ${label} approved: [{jobordno, docnumbr, vehicleno, garagnam, amount}].`,
      read: (caller) => approvedJobOrders(caller, level),
    }),
    estimation.list({
      path: `/api/Quotation/${suffix.pend}`,
      summary: `The ${label} work list: estimations waiting at the level, oldest first [{docType, docnumbr, level, jobordno, vehicleno, garagnam, amount, requester, since, round, link}].`,
      read: (caller) => pendingEstimations(caller, level),
    }),
    estimation.get({
      path: `/api/Quotation/${suffix.byId}`,
      summary: `One estimation for the ${label} approver: {master, lines (with aprstatus, aprremarks), approvals}. 404 when missing or deleted.`,
      read: (caller, query) => readEstimation(caller, query.docnumbr),
    }),
  ];
}

export const estimationModule = defineModule({
  name: 'estimation',
  routes: [
    estimation.save({
      path: '/api/Quotation/insertupdatequotation',
      summary:
        'Saves an estimation {docnumbr?, version?, jobordno, remarks, lines: [{linetype SUBREPAIR|PART|LABOUR, wrkshpid, mainrepid, subrepid, sparepart, sparenam, spareuom, workdesc, qty, unitprice, remarks}], images?: [{fileId, fileName}]} (1 to 80 lines; sub repairs priced from the master data; images: confirmed image uploads added before the save, attached in its transaction, lines and images at most 80 together) and submits it for approval: a new one needs the job order at 1213 or 1214 and moves it to 1215 then 1235; a revision (docnumbr + version) is allowed while no level approved it or after a rejection. Over 250.000 KWD it also needs the KD250 approval. Returns [message, {docnumbr QT-<year>-<nnnnn>, version, jobordno, totalval, waiting}].',
      body: estimationSaveRequest,
      messages: { added: messages.estimationSaved, edited: messages.estimationUpdated },
      save: saveEstimation,
    }),
    estimation.list({
      path: '/api/Quotation/getQuotationList',
      summary:
        'Estimations by date, newest first: [{docnumbr, docdate, jobordno, vehicleno, vehmaknam, garagnam, totalval, approvedval, state pending|approved|rejected, waiting: levels, round, cretuser, version}]. Optional fromdate, todate (YYYY-MM-DD), state.',
      query: estimationListQuery,
      read: estimationList,
    }),
    estimation.delete({
      path: '/api/Quotation/deletequotation',
      summary:
        'Deletes estimation docnumbr while no level approved it (or after a rejection) and its job order is at 1215 or 1235; the job order goes back to where it was before the estimation. Returns [message, {docnumbr, jobordno}].',
      message: messages.estimationDeleted,
      remove: (caller, query, now) => deleteEstimation(caller, query.docnumbr, now),
    }),
    estimation.list({
      path: '/api/Quotation/getQuotationByJobordno',
      summary:
        "The job order's estimation ({master, lines, approvals}); the spec passes the job order number as docnumbr. 404 when it has none.",
      query: estimationByJobOrderQuery,
      read: (caller, query) => estimationOfJobOrder(caller, query.docnumbr),
    }),
    estimation.list({
      path: '/api/Quotation/getQuotationByJobordnoApr',
      summary: "The job order's approved estimation (every required level approved); 404 otherwise.",
      query: estimationByJobOrderQuery,
      read: (caller, query) => estimationOfJobOrder(caller, query.docnumbr, true),
    }),
    estimation.list({
      path: '/api/Quotation/getItemFrmQuotationByJobordno',
      summary:
        "Spare part lines of the job order's approved estimation, rejected lines left out: [{docnumbr, jobordno, serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value}] (what item requests are made from).",
      query: estimationItemsQuery,
      read: (caller, query) => approvedParts(caller, query.jobordno),
    }),
    ...levelRoutes('MOI', {
      approve: 'approvequotation',
      del: 'deletequotationapproval',
      list: 'getApprovedList',
      nos: 'getQuotApprJobOrdNos',
      pend: 'getQuotationAprPendList',
      byId: 'getByQuotId',
    }),
    ...levelRoutes('KD', {
      approve: 'approvequotationkd',
      del: 'deletequotationapprovalkd',
      list: 'getApprovedListkd',
      nos: 'getQuotApprJobOrdNosKd',
      pend: 'getQuotationAprPendListkd',
      byId: 'getByQuotIdkd',
    }),
    images.write({
      path: '/api/Quotation/uploadEstimationImages',
      summary:
        "Attaches images to an estimation {estimationId, files: fileId[] (1-20, confirmed image uploads of Files/presign + Files/confirm: JPEG, PNG, WEBP or GIF, at most 10 MB, checked on the server), fileNames?: string[] (one per file; the file's own name when empty)}. Returns ['Images uploaded successfully', {estimationId, images: [{imageId, estimationId, fileName, contentType, size, uploadedBy, uploadedAt}]}].",
      body: estimationImagesBody,
      message: messages.imagesUploaded,
      write: uploadEstimationImages,
    }),
    estimation.list({
      path: '/api/Quotation/getEstimationImages',
      summary:
        'The images of an estimation, oldest first: [{imageId, estimationId, fileName, contentType, size, uploadedBy, uploadedAt, url}] (url: a 5-minute link to show it).',
      query: estimationImagesQuery,
      read: (caller, query) => listEstimationImages(caller, query.estimationId),
    }),
    images.remove({
      path: '/api/Quotation/deleteEstimationImage',
      summary:
        "Deletes an image and its file (refused once an approver decided on the estimation). Returns ['Image deleted successfully', {imageId, estimationId}].",
      query: estimationImageQuery,
      action: 'edits',
      message: messages.estimationImageDeleted,
      remove: (caller, query) => deleteEstimationImage(caller, query.imageId),
    }),
    estimation.list({
      path: '/api/Quotation/getEstimationImageFile',
      summary:
        "The image's bytes with its content type (binary); files over 4 MB answer 302 to a 5-minute S3 link (API Gateway's response limit).",
      query: estimationImageQuery,
      read: async (caller, query) => rawResponse(await estimationImageFile(caller, query.imageId)),
    }),
    signedIn.read({
      path: '/api/RejectedItems/GetRejectedCostSheets',
      summary:
        'Rejections of the documents a user submitted (estimations now; cost sheets and the other chains as they come), newest first: [{docType, docnumbr, level, round, jobordno, vehicleno, garagnam, decision R, user, at, amount, remarks, lines}].',
      query: rejectedItemsQuery,
      read: (caller, query) => rejectedItems(caller, query.username),
    }),
  ],
});
