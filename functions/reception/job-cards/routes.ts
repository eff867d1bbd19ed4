/**
 * MOI job cards (spec 001 section 7 "MOI job orders", "Assign inspector", "Job order checklist",
 * "Inspection (MOI)"; spec 000 sections 2, 5, 6). Screens: SGRJ001 job card (/jobCardQslist), SGRJ002
 * inspector assignment and inspection (/inspectionlistmoi), SGRJ004 reopen (/jobCardReOpenlist),
 * SGRG020 rejected job cards (/rejectJobCardList). Status changes go through the status engine.
 */
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
  jobCardMessages,
  jobCardRejectRequest,
  jobCardReopenRequest,
  jobCardScreens,
  jobCardUpdateRequest,
  joborderQuery,
  jobordnoQuery,
  vehiclenoQuery,
} from '@fleet/shared/reception/job-cards';
import { written } from '#lib/http';
import { defineModule, defineGet, definePost } from '#lib/registry';
import type { RightAction } from '@fleet/shared';
import {
  assignInspector,
  cancelJobCard,
  checklistHeaders,
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

const on = (screen: string, action: RightAction) => ({ kind: 'screen' as const, screen, action });
const dateQuery = z.object({
  fromdate: jobCardListQuery.shape.fromdate,
  todate: jobCardListQuery.shape.todate,
});
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
    defineGet({
      path: `${jo}/getJobOrderList`,
      summary: `MOI job cards of the date window, newest first; ${listSummary}`,
      access: on(jobCardScreens.jobCard, 'views'),
      query: jobCardListQuery,
      handler: async ({ caller, query }) => listJobCards(caller, query),
    }),
    defineGet({
      path: `${jo}/getJobOrderReOpenList`,
      summary: `Delivered or closed MOI job cards that may be reopened; ${listSummary}`,
      access: on(jobCardScreens.reopen, 'views'),
      query: jobCardListQuery,
      handler: async ({ caller, query }) => listJobCards(caller, query, 'reopen'),
    }),
    defineGet({
      path: `${jo}/getJobOrderListForQC`,
      summary:
        'Open MOI job cards assigned to an inspector and still in MOI reception (1196-1200): [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}].',
      access: on(jobCardScreens.inspector, 'views'),
      query: z.object({}),
      handler: async ({ caller }) => listForQc(caller),
    }),
    defineGet({
      path: `${jo}/getJobOrderById`,
      summary:
        'One MOI job card: header fields plus checklist (lines with names), photos [{fileId, fileName}] and history (oldest first); 404 when missing or deleted.',
      access: on(jobCardScreens.jobCard, 'views'),
      query: jobordnoQuery,
      handler: async ({ caller, query }) => readJobCardDocument(caller, query.jobordno),
    }),
    defineGet({
      path: `${jo}/getJobOrderByvehicleno`,
      summary: 'MOI job cards of one vehicle, newest first (list rows).',
      access: on(jobCardScreens.jobCard, 'views'),
      query: vehiclenoQuery,
      handler: async ({ caller, query }) => jobCardsOfVehicle(caller, query.vehicleno),
    }),
    defineGet({
      path: `${jo}/getJobOrderPrintByjoborderno`,
      summary: 'Print data of one MOI job card (as getJobOrderById).',
      access: on(jobCardScreens.jobCard, 'prints'),
      query: joborderQuery,
      handler: async ({ caller, query }) => readJobCardDocument(caller, query.joborderno),
    }),
    defineGet({
      path: `${jo}/getCheckListHeader`,
      summary: 'Vehicle checklist groups: [{checkheader, checkheadernam, checkheadernamar}].',
      access: on(jobCardScreens.jobCard, 'views'),
      query: z.object({}),
      handler: async ({ caller }) => checklistHeaders(caller),
    }),
    definePost({
      path: `${jo}/SetJobOrder`,
      summary:
        'Creates a job card (JO-<year>-<nnnnn>) with its checklist, photos and inspector in one transaction: statuses 1195 then 1196, the inspector notified. Body: vehicleno, garage, servicetype (main|quick|sticker; quick sets custwait Y), custwait?, jobtimin? (ISO, default now), moijobord?, mobileno? (8 digits), prevservicedate? (not in the future), kilometer?, accident Y|N (+ accidentdoc fileId), winch Y|N (+ gatepassno), remarks?, checklist [{checkheader, checkid, status Y|N}] (one Y at least), photos [{fileId, fileName?}], inspector (usercode of an INSPECTOR). 400 when the vehicle has an open job order. Returns [message, {jobordno, version, statuscde}].',
      access: on(jobCardScreens.jobCard, 'adds'),
      body: jobCardCreateRequest,
      handler: async ({ caller, body }) => written(jobCardMessages.saved, await createJobCard(caller, body)),
    }),
    definePost({
      path: `${jo}/putJobOrder`,
      summary:
        'Updates the header fields (and photos when given) of a job card in MOI reception at `version` (409 when stale; the plate stays). Returns [message, {jobordno, version}].',
      access: on(jobCardScreens.jobCard, 'edits'),
      body: jobCardUpdateRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.updated, await updateJobCard(caller, body)),
    }),
    definePost({
      path: `${jo}/reopenJobOrder`,
      summary:
        'Reopens a delivered or closed job card: back to 1195, reopencount + 1, remarks required; refused while the vehicle has another open job order. Returns [message, {jobordno, version, reopencount}].',
      access: on(jobCardScreens.reopen, 'edits'),
      body: jobCardReopenRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.reopened, await reopenJobCard(caller, body)),
    }),
    definePost({
      path: `${jo}/deleteJobOrder`,
      summary:
        "Deletes a job card at 1195 or 1196 (kept as cancelled, out of the lists; the vehicle is released). 'Cannot delete - Job order has been invoiced or progressed beyond completion' once invoiced or completed. Returns [message, {jobordno}].",
      access: on(jobCardScreens.jobCard, 'deletes'),
      query: jobordnoQuery,
      handler: async ({ caller, query }) =>
        written(jobCardMessages.deleted, await deleteJobCard(caller, query.jobordno)),
    }),
    definePost({
      path: `${jo}/setJobOrderReject`,
      summary:
        "Rejects a job card in MOI reception: {jobordno, rejectremarks ('Please add rejection remarks'), version?}; state rejected, vehicle released. Returns [message, {jobordno, version}].",
      access: on(jobCardScreens.rejected, 'edits'),
      body: jobCardRejectRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.rejected, await rejectJobCard(caller, body)),
    }),
    defineGet({
      path: `${jo}/getJobOrderRejectList`,
      summary: `Rejected MOI job cards; ${listSummary}`,
      access: on(jobCardScreens.rejected, 'views'),
      query: jobCardListQuery,
      handler: async ({ caller, query }) => listJobCards(caller, query, 'rejected'),
    }),
    definePost({
      path: `${jo}/cancelJobOrder`,
      summary:
        'Cancels a job card: administrators only (ADMIN role or superuser; others 403). {jobordno, cancelremarks?, version?}; state cancelled, vehicle released. Returns [message, {jobordno, version}].',
      access: on(jobCardScreens.jobCard, 'edits'),
      body: jobCardCancelRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.cancelled, await cancelJobCard(caller, body)),
    }),
    // ---- AssignInspectormoi ----
    defineGet({
      path: `${ai}/getAssignInspectorList`,
      summary: `Open MOI job cards with an inspector assigned; ${listSummary}`,
      access: on(jobCardScreens.inspector, 'views'),
      query: jobCardListQuery,
      handler: async ({ caller, query }) => listJobCards(caller, query, 'inspector'),
    }),
    defineGet({
      path: `${ai}/getAssignInspectorById`,
      summary:
        'The assignment of one job card (a list row: inspector, inspectorname, jobtimin, statuscde ...).',
      access: on(jobCardScreens.inspector, 'views'),
      query: jobordnoQuery,
      handler: async ({ caller, query }) => readAssignment(caller, query.jobordno),
    }),
    defineGet({
      path: `${ai}/getInspectorList`,
      summary: 'Active users of the project with the INSPECTOR role: [{usercode, username}].',
      access: { kind: 'authenticated' },
      query: z.object({}),
      handler: async ({ caller }) => listInspectors(caller),
    }),
    definePost({
      path: `${ai}/putAssignInspector`,
      summary:
        'Assigns an inspector {jobordno, inspector, jobtimin?, version?} to a job card at 1195 (moves to 1196) or reassigns at 1196; the inspector is notified. Returns [message, {jobordno, version, statuscde}].',
      access: on(jobCardScreens.inspector, 'edits'),
      body: assignInspectorRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.inspectorAssigned, await assignInspector(caller, body)),
    }),
    definePost({
      path: `${ai}/deleteAssignInspector`,
      summary:
        'Removes the inspector of a job card at 1196 (back to 1195). Returns [message, {jobordno, version}].',
      access: on(jobCardScreens.inspector, 'deletes'),
      query: jobordnoQuery,
      handler: async ({ caller, query }) =>
        written(jobCardMessages.inspectorAssignmentDeleted, await unassignInspector(caller, query.jobordno)),
    }),
    // ---- JOCheckListmoi ----
    defineGet({
      path: `${cl}/getJOCheckListAll`,
      summary:
        'MOI vehicle checklists of the date window (fromdate, todate; default last 7 days): [{jobordno, docnumbr, checkdate, vehicleno, garagnam, items, remarks, cretuser, version}].',
      access: on(jobCardScreens.inspector, 'views'),
      query: dateQuery,
      handler: async ({ caller, query }) => listChecklists(caller, query),
    }),
    defineGet({
      path: `${cl}/getJOCheckListpending`,
      summary: 'Open MOI job cards whose status allows the vehicle checklist step (1196, 1197).',
      access: on(jobCardScreens.inspector, 'views'),
      query: z.object({}),
      handler: async ({ caller }) => pendingChecklists(caller),
    }),
    definePost({
      path: `${cl}/insertJOCheckListDetail`,
      summary:
        'Saves the vehicle checklist {jobordno, items [{checkheader, checkid, status Y|N, remarks?}], remarks?, version?} and moves the job card to 1198 (Vehicle Check Complete). Returns [message, {jobordno, version, statuscde}].',
      access: on(jobCardScreens.inspector, 'edits'),
      body: checklistSaveRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.checklistSaved, await saveChecklist(caller, body)),
    }),
    defineGet({
      path: `${cl}/getJOCheckListByJOId`,
      summary: "A job card's checklist by its number (docnumbr = jobordno); 404 when none.",
      access: on(jobCardScreens.inspector, 'views'),
      query: docnumbrQuery,
      handler: async ({ caller, query }) => getChecklist(caller, query.docnumbr),
    }),
    defineGet({
      path: `${cl}/getJOCheckListByJOIdpass`,
      summary: "A job card's checklist by job order number; 404 when none.",
      access: on(jobCardScreens.inspector, 'views'),
      query: joborderQuery,
      handler: async ({ caller, query }) => getChecklist(caller, query.joborderno),
    }),
    definePost({
      path: `${cl}/getJOCheckListByJOId`,
      summary: "Deletes a job card's checklist (the spec uses this POST as a delete); docnumbr = jobordno.",
      access: on(jobCardScreens.inspector, 'deletes'),
      query: docnumbrQuery,
      handler: async ({ caller, query }) =>
        written(jobCardMessages.checklistDeleted, await deleteChecklist(caller, query.docnumbr)),
    }),
    definePost({
      path: `${cl}/deleteJOCheckListByJO`,
      summary: "Deletes a job card's checklist while the job card is in MOI reception.",
      access: on(jobCardScreens.inspector, 'deletes'),
      query: jobordnoQuery,
      handler: async ({ caller, query }) =>
        written(jobCardMessages.checklistDeleted, await deleteChecklist(caller, query.jobordno)),
    }),
    // ---- inspectionmoi ----
    definePost({
      path: `${ins}/setInspection`,
      summary:
        "The inspector's inspection {jobordno, inspdate?, remarks}: number INSM-<year>-<nnnnn>, moves the job card to 1200. Returns [message, {docnumbr, version, statuscde}].",
      access: on(jobCardScreens.inspector, 'edits'),
      body: inspectionSaveRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.inspectionSaved, await createInspection(caller, body)),
    }),
    definePost({
      path: `${ins}/putInspection`,
      summary: 'Updates an inspection {docnumbr, remarks, inspdate?, version} (409 when stale).',
      access: on(jobCardScreens.inspector, 'edits'),
      body: inspectionUpdateRequest,
      handler: async ({ caller, body }) =>
        written(jobCardMessages.inspectionUpdated, await updateInspection(caller, body)),
    }),
    defineGet({
      path: `${ins}/getInspectionList`,
      summary:
        'MOI inspections of the date window (fromdate, todate; default last 7 days): [{docnumbr, inspdate, moijobord, jobordno, remarks, joborddat, vehicleno, garagnam, inspector, version}].',
      access: on(jobCardScreens.inspector, 'views'),
      query: dateQuery,
      handler: async ({ caller, query }) => listInspections(caller, query),
    }),
    defineGet({
      path: `${ins}/getInspectionById`,
      summary: 'One MOI inspection by docnumbr; 404 when missing.',
      access: on(jobCardScreens.inspector, 'views'),
      query: docnumbrQuery,
      handler: async ({ caller, query }) => getInspection(caller, query.docnumbr),
    }),
    definePost({
      path: `${ins}/deleteInspection`,
      summary: 'Deletes an MOI inspection (the job card keeps its status).',
      access: on(jobCardScreens.inspector, 'deletes'),
      query: docnumbrQuery,
      handler: async ({ caller, query }) =>
        written(jobCardMessages.inspectionDeleted, await deleteInspection(caller, query.docnumbr)),
    }),
  ],
});
