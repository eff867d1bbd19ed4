/**
 * KPTC job orders (spec 000 section 7 "Job order": `JobOrder/*`, `ChangeJobStatus/*`) and the
 * reception inspection (spec 001 section 7 "Inspection": `Inspection/*`), at the spec's paths.
 * Rights: job orders and inspections on SGRK003 (Create Job Order KJO), the manual status change (a
 * supervisor's correction: edits) on SGRK006, the change by plate on SGRK007, a vehicle's job orders on
 * SGRK008 (Vehicle History).
 */
import { z } from 'zod';
import { messages, screenCodes } from '@fleet/shared';
import {
  holdJobOrderRequest,
  inspectionByIdQuery,
  inspectionListQuery,
  jobOrderByIdQuery,
  jobOrderListQuery,
  jobOrderNoQuery,
  putInspectionRequest,
  putJobOrderRequest,
  rejectJobOrderRequest,
  rejectListQuery,
  releaseJobOrderRequest,
  setInspectionRequest,
  setJobOrderRequest,
  updateStatusByVehicleRequest,
  updateStatusRequest,
  vehicleQuery,
} from '@fleet/shared/reception/kptc-job-orders';
import { jobCardScreens } from '@fleet/shared/reception/job-cards';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { checkListHeaders } from '../checklist.ts';
import {
  changeStatus,
  changeStatusByVehicle,
  deleteInspection,
  deleteJobOrder,
  holdJobOrder,
  imageUploadsOf,
  jobOrderPrint,
  jobOrdersByVehicle,
  listInspections,
  listJobOrders,
  listJobOrdersForQc,
  listRejectedJobOrders,
  putInspection,
  putJobOrder,
  readInspection,
  readJobOrder,
  rejectJobOrder,
  releaseJobOrder,
  revertStatus,
  setInspection,
  setJobOrder,
} from './manage.ts';

const kjo = screenCodes.createJobOrder;
const changeStatusScreen = screenCodes.changeJobOrderStatus;
const noQuery = z.object({});
/** Job orders and reception inspections on SGRK003 (Create Job Order KJO). */
const jobOrder = documentRoutes({ screen: kjo, byId: jobOrderByIdQuery, edits: 'version' });
const inspection = documentRoutes({ screen: kjo, byId: inspectionByIdQuery, edits: 'version' });
/** A supervisor's corrections on SGRK006. */
const correction = documentRoutes({ screen: changeStatusScreen, byId: jobOrderByIdQuery, edits: 'version' });

const rowFields =
  'job order rows: stored header (jobordno, joborddat, vehicleno, vehmakid, vehmaknam, compcode, companynm, custname, garage, garagnam, statuscde, kind, state, version, moijobord, jobtimin, mobileno, remarks ...) plus statusname and statusnamear';

const updateStatusSummary =
  "A supervisor's status correction {jobordno, statuscde, remarks (the reason: required, at most 500 characters), version?}: a code of spec 000 section 4, no workflow check (400 for an unknown code, the current one, or a delivered, invoiced, paid or submitted status (1227, 1232, 1249-1251, 1420-1426), which only their own documents set); history item with action correction, the user and the reason, and an event. Returns [message, {jobordno, version, statuscde}].";

/** The manual status change: the spec names it under both JobOrder/ and ChangeJobStatus/. */
const updateStatusRoute = (path: string) =>
  correction.submit({
    path,
    summary: updateStatusSummary,
    body: updateStatusRequest,
    message: messages.kjoStatusUpdated,
    write: (caller, body) => changeStatus(caller, body),
  });

export const jobOrdersModule = defineModule({
  name: 'job-orders',
  routes: [
    // ---- JobOrder reads ----
    jobOrder.list({
      path: '/api/JobOrder/getJobOrderList',
      summary: `Job orders by joborddat, newest first: {items: [${rowFields}], cursor?}. Filters fromdate, todate (YYYY-MM-DD; without both and without a cursor: the open job orders of any age, in one page), vehicleno (contains), garage, statuscde, kind (MOI|KPTC); limit 10|25|50|100 and cursor. Deleted ones are left out.`,
      query: jobOrderListQuery,
      read: listJobOrders,
    }),
    jobOrder.list({
      path: '/api/JobOrder/getJobOrderListForQC',
      summary: `Open job orders ready for the reception inspection (statuses the inspectionReception step allows), newest first: [${rowFields}].`,
      query: noQuery,
      read: listJobOrdersForQc,
    }),
    jobOrder.get({
      path: '/api/JobOrder/getJobOrderById',
      summary: `One job order (any state): ${rowFields}; 404 when missing.`,
      read: (caller, query) => readJobOrder(caller, query.jobordno),
    }),
    jobOrder.list({
      path: '/api/JobOrder/getCheckListHeader',
      summary:
        'Checklist headers of the vehicle check master: [{checkheader, checkheadernam, checkheadernamar}].',
      query: noQuery,
      read: (caller) => checkListHeaders(caller.project),
    }),
    screenRoutes({ anyOf: [screenCodes.vehicleHistory, jobCardScreens.jobCard, kjo] }).read({
      path: '/api/JobOrder/getJobOrderByvehicleno',
      summary: `The vehicle's job orders (every state), newest first: [${rowFields}]. Also read by the job card and KJO forms to name the plate's open job order when it is picked (views on SGRK008, SGRJ001 or SGRK003).`,
      query: vehicleQuery,
      read: (caller, query) => jobOrdersByVehicle(caller, query.vehicleno),
    }),
    jobOrder.list({
      action: 'prints',
      path: '/api/JobOrder/getJobOrderPrintByjoborderno',
      summary:
        'What the job order print shows: {header (job order row), history: [JobOrderHistoryEntry, oldest first], inspections: [Inspection]}; 404 when missing.',
      query: jobOrderNoQuery,
      read: (caller, query) => jobOrderPrint(caller, query.joborderno),
    }),
    jobOrder.list({
      path: '/api/JobOrder/getImageUploadDocnumberByJoNo',
      summary: "The job order's image upload documents: [{docnumbr}]; 404 when the job order is missing.",
      query: jobOrderNoQuery,
      read: (caller, query) => imageUploadsOf(caller, query.joborderno),
    }),
    jobOrder.list({
      path: '/api/JobOrder/getJobOrderRejectList',
      summary: `Rejected job orders by joborddat (fromdate, todate), newest first, at most 100: [${rowFields}].`,
      query: rejectListQuery,
      read: listRejectedJobOrders,
    }),
    // ---- JobOrder writes ----
    jobOrder.submit({
      path: '/api/JobOrder/SetJobOrder',
      summary:
        'Create Job Order (KJO). {jobordno} of an MOI job card in the MOI phase moves it on to Job Order Created (1201); or {vehicleno, garage} opens a KPTC job order JO-<year>-<nnnnn> at 1201 (400 while the vehicle has an open one). Header fields moijobord, servicetype, custwait, jobtimin, mobileno (8 digits), prevservicedate (not future), accident, winch, kilometer, remarks. Returns [message, {jobordno, version, statuscde}].',
      action: 'adds',
      body: setJobOrderRequest,
      message: messages.kjoSaved,
      write: setJobOrder,
    }),
    jobOrder.submit({
      path: '/api/JobOrder/putJobOrder',
      summary:
        'Edits header fields of an open job order at version (409 when stale). Returns [message, {jobordno, version, statuscde}].',
      body: putJobOrderRequest,
      message: messages.kjoUpdated,
      write: putJobOrder,
    }),
    jobOrder.delete({
      path: '/api/JobOrder/deleteJobOrder',
      summary:
        "Deletes (cancels) the job order: 400 'Cannot delete - ...' once invoiced (a maintenance invoice is linked, or its status is invoiced) or past completion; history action delete. Returns [message, {jobordno, version, statuscde}].",
      message: messages.kjoDeleted,
      remove: (caller, query, now) => deleteJobOrder(caller, query.jobordno, now),
    }),
    updateStatusRoute('/api/JobOrder/updateStatusJobOrder'),
    correction.submit({
      path: '/api/JobOrder/updateStatusByVehicle',
      summary:
        "A supervisor's status correction of the vehicle's open job order {vehicleno, statuscde, remarks (the reason)}: as updateStatusJobOrder; 400 when it has none. Returns [message, {jobordno, version, statuscde}].",
      screen: screenCodes.changeJobStatusByPlate,
      body: updateStatusByVehicleRequest,
      message: messages.kjoStatusUpdated,
      write: (caller, body) => changeStatusByVehicle(caller, body),
    }),
    jobOrder.submit({
      path: '/api/JobOrder/setJobOrderReject',
      summary:
        'Rejects an open job order {jobordno, rejectremarks, version?}: state rejected, the vehicle is free again; history action reject. Returns [message, {jobordno, version, statuscde}].',
      body: rejectJobOrderRequest,
      message: messages.kjoRejected,
      write: (caller, body) => rejectJobOrder(caller, body),
    }),
    // ---- ChangeJobStatus ----
    updateStatusRoute('/api/ChangeJobStatus/updateStatusJobOrder'),
    correction.submit({
      path: '/api/ChangeJobStatus/holdJobOrder',
      summary:
        "Added to the spec's list: puts a job order in garage work (1209-1216, 1235, 1236, 1256) on hold {kind: 'hold'} -> 1229 or waiting for spare parts {kind: 'parts'} -> 1228, with its reason in remarks (required) and version?; history action hold; the status it was at is kept for the release. Returns [message, {jobordno, version, statuscde}].",
      body: holdJobOrderRequest,
      message: (body) => (body.kind === 'hold' ? messages.holdSaved : messages.waitingPartsSaved),
      write: (caller, body) => holdJobOrder(caller, body),
    }),
    correction.submit({
      path: '/api/ChangeJobStatus/releaseJobOrder',
      summary:
        "Added to the spec's list: releases a job order on hold (1229) or waiting for spare parts (1228) {jobordno, remarks?, version?} back to the status it was held at; history action release. Returns [message, {jobordno, version, statuscde}].",
      body: releaseJobOrderRequest,
      message: messages.holdReleased,
      write: (caller, body) => releaseJobOrder(caller, body),
    }),
    correction.delete({
      path: '/api/ChangeJobStatus/deleteStatusJobOrder',
      summary:
        "Undoes the last status change not undone yet: back to its fromStatus, history remarks 'Status reverted' (400 when nothing is left to undo). Returns [message, {jobordno, version, statuscde}].",
      message: messages.kjoStatusReverted,
      remove: (caller, query) => revertStatus(caller, query.jobordno),
    }),
    // ---- Inspection (reception) ----
    inspection.submit({
      path: '/api/Inspection/setInspection',
      summary:
        'Reception inspection of a job order {jobordno, inspdate?, remarks, findings: [{checkheader, checkid, finding, result ok|repair|replace}]}: number INS-<year>-<nnnnn>, moves the job order to Reception Inspection (1204) in the same transaction (400 at another stage). Returns [message, {docnumbr, version, jobordno, statuscde}].',
      action: 'adds',
      body: setInspectionRequest,
      message: messages.inspectionSaved,
      write: setInspection,
    }),
    inspection.submit({
      path: '/api/Inspection/putInspection',
      summary:
        'Replaces the inspection docnumbr at version (409 when stale) while its job order may still take the inspection step. Returns [message, {docnumbr, version, jobordno, statuscde}].',
      body: putInspectionRequest,
      message: messages.inspectionUpdated,
      write: putInspection,
    }),
    inspection.list({
      path: '/api/Inspection/getInspectionList',
      summary:
        'Reception inspections by inspdate, newest first: {items: [{docnumbr, inspdate, moijobord, jobordno, remarks, joborddat, vehicleno, garagnam, version}], cursor?}; filters fromdate, todate, vehicleno, jobordno (contains); limit and cursor.',
      query: inspectionListQuery,
      read: listInspections,
    }),
    inspection.get({
      path: '/api/Inspection/getInspectionById',
      summary: 'One inspection with its findings; 404 when missing or deleted.',
      read: (caller, query) => readInspection(caller, query.docnumbr),
    }),
    inspection.delete({
      path: '/api/Inspection/deleteInspection',
      summary:
        'Deletes the inspection docnumbr (kept, out of the list) while its job order is in the reception phase (1201-1204). Returns [message, {docnumbr}].',
      message: messages.inspectionDeleted,
      remove: async (caller, query, now) => {
        await deleteInspection(caller, query.docnumbr, now);
        return { docnumbr: query.docnumbr };
      },
    }),
  ],
});
