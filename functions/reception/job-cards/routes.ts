/**
 * MOI job cards (spec 001 section 7 "MOI job orders", "Assign inspector", "Job order checklist",
 * "Inspection (MOI)"; spec 000 sections 2, 5, 6). Screens: SGRJ001 job card (/jobCardQslist), SGRJ002
 * inspector assignment and inspection (/inspectionlistmoi), SGRJ004 reopen (/jobCardReOpenlist),
 * SGRG020 rejected job cards (/rejectJobCardList). Status changes go through the status engine.
 */
import { messages } from '@fleet/shared';
import { z } from 'zod';
import {
  assignInspectorRequest,
  checklistSaveRequest,
  docnumbrQuery,
  inspectionSaveRequest,
  inspectionUpdateRequest,
  jobCardCancelRequest,
  jobCardCreateRequest,
  jobCardListQuery,
  jobCardRejectRequest,
  jobCardReopenRequest,
  jobCardScreens,
  jobCardUpdateRequest,
  joborderQuery,
  jobordnoQuery,
  vehiclenoQuery,
} from '@fleet/shared/reception/job-cards';
import { screenRoutes, signedIn } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { checkListHeaders } from '../checklist.ts';
import {
  assignInspector,
  cancelJobCard,
  createInspection,
  createJobCard,
  deleteChecklist,
  deleteInspection,
  deleteJobCard,
  getChecklist,
  getInspection,
  jobCardsOfVehicle,
  listChecklists,
  listForQc,
  listInspections,
  listInspectors,
  listJobCards,
  pendingChecklists,
  readAssignment,
  readJobCardDocument,
  rejectJobCard,
  reopenJobCard,
  saveChecklist,
  unassignInspector,
  updateInspection,
  updateJobCard,
} from './manage.ts';

const jobCards = screenRoutes(jobCardScreens.jobCard);
const inspectors = screenRoutes(jobCardScreens.inspector);
const reopens = screenRoutes(jobCardScreens.reopen);
const rejections = screenRoutes(jobCardScreens.rejected);
const dateQuery = jobCardListQuery.pick({ fromdate: true, todate: true });
const jo = '/api/JobOrdermoi';
const ai = '/api/AssignInspectormoi';
const cl = '/api/JOCheckListmoi';
const ins = '/api/inspectionmoi';
const listSummary =
  'rows: [{jobordno, joborddat, vehicleno, vehmakid, vehmaknam, garage, garagnam, statuscde, state, version, moijobord, servicetype, custwait, jobtimin, inspector, inspectorname, emplname, loginuserIn, reopencount, rejectremarks}]; filters fromdate, todate (YYYY-MM-DD; without both: the open job cards of any age on the job card and inspector lists, else the last 7 days), jobordno and vehicleno (contains), vehmakid, garage, inspector, user (exact).';

export const jobCardsModule = defineModule({
  name: 'job-cards',
  routes: [
    // ---- JobOrdermoi ----
    jobCards.read({
      path: `${jo}/getJobOrderList`,
      summary: `MOI job cards of the date window, newest first; ${listSummary}`,
      query: jobCardListQuery,
      read: (caller, query) => listJobCards(caller, query),
    }),
    reopens.read({
      path: `${jo}/getJobOrderReOpenList`,
      summary: `Delivered or closed MOI job cards that may be reopened; ${listSummary}`,
      query: jobCardListQuery,
      read: (caller, query) => listJobCards(caller, query, 'reopen'),
    }),
    inspectors.read({
      path: `${jo}/getJobOrderListForQC`,
      summary:
        'Open MOI job cards assigned to an inspector and still in MOI reception (1196-1200): [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}].',
      query: z.object({}),
      read: (caller) => listForQc(caller),
    }),
    jobCards.read({
      path: `${jo}/getJobOrderById`,
      summary:
        'One MOI job card: header fields plus checklist (lines with names), photos [{fileId, fileName}] and history (oldest first); 404 when missing or deleted.',
      query: jobordnoQuery,
      read: (caller, query) => readJobCardDocument(caller, query.jobordno),
    }),
    jobCards.read({
      path: `${jo}/getJobOrderByvehicleno`,
      summary: 'MOI job cards of one vehicle, newest first (list rows).',
      query: vehiclenoQuery,
      read: (caller, query) => jobCardsOfVehicle(caller, query.vehicleno),
    }),
    jobCards.read({
      path: `${jo}/getJobOrderPrintByjoborderno`,
      summary: 'Print data of one MOI job card (as getJobOrderById).',
      query: joborderQuery,
      action: 'prints',
      read: (caller, query) => readJobCardDocument(caller, query.joborderno),
    }),
    jobCards.read({
      path: `${jo}/getCheckListHeader`,
      summary: 'Vehicle checklist groups: [{checkheader, checkheadernam, checkheadernamar}].',
      query: z.object({}),
      read: (caller) => checkListHeaders(caller.project),
    }),
    jobCards.write({
      path: `${jo}/SetJobOrder`,
      summary:
        'Creates a job card (JO-<year>-<nnnnn>) with its checklist, photos and inspector in one transaction: statuses 1195 then 1196, the inspector notified. Body: vehicleno, garage, servicetype (main|quick|sticker; quick sets custwait Y), custwait?, jobtimin? (ISO, default now), moijobord?, mobileno? (8 digits), prevservicedate? (not in the future), kilometer?, accident Y|N (+ accidentdoc fileId), winch Y|N (+ gatepassno), remarks?, checklist [{checkheader, checkid, status Y|N}] (one Y at least), photos [{fileId, fileName?}], inspector (usercode of an INSPECTOR). 400 when the vehicle has an open job order. Returns [message, {jobordno, version, statuscde}].',
      body: jobCardCreateRequest,
      action: 'adds',
      message: messages.jobCardSaved,
      write: createJobCard,
    }),
    jobCards.write({
      path: `${jo}/putJobOrder`,
      summary:
        'Updates the header fields (and photos when given) of a job card in MOI reception at `version` (409 when stale; the plate stays). Returns [message, {jobordno, version}].',
      body: jobCardUpdateRequest,
      message: messages.jobCardUpdated,
      write: updateJobCard,
    }),
    reopens.write({
      path: `${jo}/reopenJobOrder`,
      summary:
        'Reopens a delivered or closed job card: back to 1195, reopencount + 1, remarks required; refused while the vehicle has another open job order. Returns [message, {jobordno, version, reopencount}].',
      body: jobCardReopenRequest,
      message: messages.jobCardReopened,
      write: reopenJobCard,
    }),
    jobCards.remove({
      path: `${jo}/deleteJobOrder`,
      summary:
        "Deletes a job card at 1195 or 1196 (kept as cancelled, out of the lists; the vehicle is released). 'Cannot delete - Job order has been invoiced or progressed beyond completion' once invoiced or completed. Returns [message, {jobordno}].",
      query: jobordnoQuery,
      message: messages.jobCardDeleted,
      remove: (caller, query) => deleteJobCard(caller, query.jobordno),
    }),
    rejections.write({
      path: `${jo}/setJobOrderReject`,
      summary:
        "Rejects a job card in MOI reception: {jobordno, rejectremarks ('Please add rejection remarks'), version?}; state rejected, vehicle released. Returns [message, {jobordno, version}].",
      body: jobCardRejectRequest,
      message: messages.jobCardRejected,
      write: rejectJobCard,
    }),
    rejections.read({
      path: `${jo}/getJobOrderRejectList`,
      summary: `Rejected MOI job cards; ${listSummary}`,
      query: jobCardListQuery,
      read: (caller, query) => listJobCards(caller, query, 'rejected'),
    }),
    jobCards.write({
      path: `${jo}/cancelJobOrder`,
      summary:
        'Cancels a job card: administrators only (ADMIN role or superuser; others 403). {jobordno, cancelremarks?, version?}; state cancelled, vehicle released. Returns [message, {jobordno, version}].',
      body: jobCardCancelRequest,
      message: messages.jobCardCancelled,
      write: cancelJobCard,
    }),
    // ---- AssignInspectormoi ----
    inspectors.read({
      path: `${ai}/getAssignInspectorList`,
      summary: `Open MOI job cards with an inspector assigned; ${listSummary}`,
      query: jobCardListQuery,
      read: (caller, query) => listJobCards(caller, query, 'inspector'),
    }),
    inspectors.read({
      path: `${ai}/getAssignInspectorById`,
      summary:
        'The assignment of one job card (a list row: inspector, inspectorname, jobtimin, statuscde ...).',
      query: jobordnoQuery,
      read: (caller, query) => readAssignment(caller, query.jobordno),
    }),
    signedIn.read({
      path: `${ai}/getInspectorList`,
      summary: 'Active users of the project with the INSPECTOR role: [{usercode, username}].',
      query: z.object({}),
      read: (caller) => listInspectors(caller),
    }),
    inspectors.write({
      path: `${ai}/putAssignInspector`,
      summary:
        'Assigns an inspector {jobordno, inspector, jobtimin?, version?} to a job card at 1195 (moves to 1196) or reassigns at 1196; the inspector is notified. Returns [message, {jobordno, version, statuscde}].',
      body: assignInspectorRequest,
      message: messages.inspectorAssigned,
      write: assignInspector,
    }),
    inspectors.remove({
      path: `${ai}/deleteAssignInspector`,
      summary:
        'Removes the inspector of a job card at 1196 (back to 1195). Returns [message, {jobordno, version}].',
      query: jobordnoQuery,
      message: messages.inspectorAssignmentDeleted,
      remove: (caller, query) => unassignInspector(caller, query.jobordno),
    }),
    // ---- JOCheckListmoi ----
    inspectors.read({
      path: `${cl}/getJOCheckListAll`,
      summary:
        'MOI vehicle checklists of the date window (fromdate, todate; default last 7 days): [{jobordno, docnumbr, checkdate, vehicleno, garagnam, items, remarks, cretuser, version}].',
      query: dateQuery,
      read: (caller, query) => listChecklists(caller, query),
    }),
    inspectors.read({
      path: `${cl}/getJOCheckListpending`,
      summary: 'Open MOI job cards whose status allows the vehicle checklist step (1196, 1197).',
      query: z.object({}),
      read: (caller) => pendingChecklists(caller),
    }),
    inspectors.write({
      path: `${cl}/insertJOCheckListDetail`,
      summary:
        'Saves the vehicle checklist {jobordno, items [{checkheader, checkid, status Y|N, remarks?}], remarks?, version?} and moves the job card to 1198 (Vehicle Check Complete). Returns [message, {jobordno, version, statuscde}].',
      body: checklistSaveRequest,
      message: messages.checklistSaved,
      write: saveChecklist,
    }),
    inspectors.read({
      path: `${cl}/getJOCheckListByJOId`,
      summary: "A job card's checklist by its number (docnumbr = jobordno); 404 when none.",
      query: docnumbrQuery,
      read: (caller, query) => getChecklist(caller, query.docnumbr),
    }),
    inspectors.read({
      path: `${cl}/getJOCheckListByJOIdpass`,
      summary: "A job card's checklist by job order number; 404 when none.",
      query: joborderQuery,
      read: (caller, query) => getChecklist(caller, query.joborderno),
    }),
    inspectors.remove({
      path: `${cl}/getJOCheckListByJOId`,
      summary: "Deletes a job card's checklist (the spec uses this POST as a delete); docnumbr = jobordno.",
      query: docnumbrQuery,
      message: messages.checklistDeleted,
      remove: (caller, query) => deleteChecklist(caller, query.docnumbr),
    }),
    inspectors.remove({
      path: `${cl}/deleteJOCheckListByJO`,
      summary: "Deletes a job card's checklist while the job card is in MOI reception.",
      query: jobordnoQuery,
      message: messages.checklistDeleted,
      remove: (caller, query) => deleteChecklist(caller, query.jobordno),
    }),
    // ---- inspectionmoi ----
    inspectors.write({
      path: `${ins}/setInspection`,
      summary:
        "The inspector's inspection {jobordno, inspdate?, remarks}: number INSM-<year>-<nnnnn>, moves the job card to 1200. Returns [message, {docnumbr, version, statuscde}].",
      body: inspectionSaveRequest,
      message: messages.inspectionSaved,
      write: createInspection,
    }),
    inspectors.write({
      path: `${ins}/putInspection`,
      summary: 'Updates an inspection {docnumbr, remarks, inspdate?, version} (409 when stale).',
      body: inspectionUpdateRequest,
      message: messages.inspectionUpdated,
      write: updateInspection,
    }),
    inspectors.read({
      path: `${ins}/getInspectionList`,
      summary:
        'MOI inspections of the date window (fromdate, todate; default last 7 days): [{docnumbr, inspdate, moijobord, jobordno, remarks, joborddat, vehicleno, garagnam, inspector, version}].',
      query: dateQuery,
      read: (caller, query) => listInspections(caller, query),
    }),
    inspectors.read({
      path: `${ins}/getInspectionById`,
      summary: 'One MOI inspection by docnumbr; 404 when missing.',
      query: docnumbrQuery,
      read: (caller, query) => getInspection(caller, query.docnumbr),
    }),
    inspectors.remove({
      path: `${ins}/deleteInspection`,
      summary: 'Deletes an MOI inspection (the job card keeps its status).',
      query: docnumbrQuery,
      message: messages.inspectionDeleted,
      remove: (caller, query) => deleteInspection(caller, query.docnumbr),
    }),
  ],
});
