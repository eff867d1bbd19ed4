/**
 * Garage technician and workshop assignment calls (spec 001 section 7 "Assign technician (garage)"),
 * at the spec's paths verbatim. `AssignTechgmoi/` and `AssignTechg/` name the same calls (the spec
 * tells no difference between them), on the same documents; `AssignTechg/` also has the paged list and
 * the workshop progress and details. One module (one Lambda) owns both prefixes. Rights on screen
 * SGRG002: views for reads, adds for a new assignment and edits for a change (by its version), deletes
 * for deletes. `getWorkshopFromAssignLeader` is token-gated: it answers 'Unauthorized: No valid token
 * found' without a valid token (spec 000 sections 6 and 8, 001 sections 5 and 8), so it checks the
 * token itself behind a public gateway route of its own.
 */
import { screenCodes, messages } from '@fleet/shared';
import {
  assignLeaderAllQuery,
  assignTechgByIdQuery,
  assignTechgRequest,
  workshopsByJobOrderQuery,
} from '@fleet/shared/garage/garage-technician';
import { assignTechnicianScreens } from '@fleet/shared/garage/assign-technician';
import { addsOrEdits, screenRoutes } from '#lib/document-routes';
import { defineModule, defineRoute, type AnyRoute } from '#lib/registry';
import {
  assignmentList,
  deleteAssignment,
  readAssignment,
  saveAssignment,
  workshopDetails,
  workshopProgress,
  workshopsOfJobOrder,
  workshopSummary,
} from './manage.ts';
import { tokenGatedCaller } from './token.ts';

const screen = screenCodes.garageTechnician;
const assignments = screenRoutes(screen);

const assignmentShape =
  '{docnumbr (= jobordno), jobordno, joborddat, vehicleno, vehmakid, vehmaknam, garage, garagnam, teamleader, teamleadername, details: [{serlnumb, wrkshpid, wrkshpnam, wrkshpnamar, empcdetech, emplname, emplnamar, technicianuser, estjobtime, asgntime, asgnby}], totestjobtime, remarks, asgndate, prevstatus, cretuser, timstamp, moduser, moddate, version, statuscde (the job order now)}';

/** The calls both prefixes have. */
function sharedRoutes(prefix: 'AssignTechgmoi' | 'AssignTechg'): AnyRoute[] {
  const base = `/api/${prefix}`;
  return [
    assignments.write({
      path: `${base}/insertAssignTechgDetail`,
      summary:
        "Assigns per workshop a technician and an estimated job time {jobordno, details: [{wrkshpid (getWorkShop), empcdetech (getEmployee, active), estjobtime (hours > 0, <= 999)}] (1 to 20, each workshop once), remarks?}: moves the job order from AssignTeamLeader 1208 to AssignTechniciaGarage 1209 and notifies the technicians. With {version} (the assignment's) changes it while the job order is at 1209: technicians given a new workshop are notified (history action assign); 409 when stale. Returns [message, {docnumbr, jobordno, version, statuscde}].",
      // Without a version it creates (adds); with one it changes the stored assignment (edits).
      action: addsOrEdits('version'),
      body: assignTechgRequest,
      message: (body) =>
        body.version === undefined ? messages.garageTechnicianSaved : messages.garageTechnicianUpdated,
      write: saveAssignment,
    }),
    assignments.read({
      path: `${base}/getAssignTechgByJOId`,
      summary: `The garage technician assignment of the job order docnumbr: ${assignmentShape}; 404 when none.`,
      query: assignTechgByIdQuery,
      read: (caller, query) => readAssignment(caller, query.docnumbr),
    }),
    assignments.remove({
      path: `${base}/deleteAssignTechgByJO`,
      summary:
        'Deletes the garage technician assignment of the job order docnumbr while it is still at 1209 (else 400) and moves it back to AssignTeamLeader 1208 (history action delete). Returns [message, {docnumbr, jobordno, version, statuscde}].',
      query: assignTechgByIdQuery,
      message: messages.garageTechnicianDeleted,
      remove: (caller, query, now) => deleteAssignment(caller, query.docnumbr, now),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/getWorkshopFromAssignLeader`,
      summary:
        "Token-gated (the call checks the bearer token itself: 401 'Unauthorized: No valid token found' without a valid one; views on SGRG002, else 403). The workshops assigned to the job order jobordno, in line order: [{wrkshpid, wrkshpnam, wrkshpnamar, empcdetech, emplname, estjobtime}] (empty when none).",
      access: { kind: 'public' },
      gatewayRoute: 'exact',
      query: workshopsByJobOrderQuery,
      handler: async ({ event, query }) =>
        workshopsOfJobOrder(await tokenGatedCaller(event, screen, 'views'), query.jobordno),
    }),
  ];
}

export const garageTechnicianModule = defineModule({
  name: 'garage-technician',
  routes: [
    ...sharedRoutes('AssignTechgmoi'),
    ...sharedRoutes('AssignTechg'),
    assignments.read({
      path: '/api/AssignTechg/getAssignLeaderAll',
      summary: `Garage technician assignments by assignment date, newest first, paged: {items, totalCount, pageNumber, pageSize, totalPages}. Query dateFrom, dateTo (YYYY-MM-DD, optional), pageSize (default 50, at most 100), pageNumber (default 1), detailedView (true: one row per workshop line {docnumbr, jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, teamleader, teamleadername, asgndate, version, statuscde, serlnumb, wrkshpid, wrkshpnam, wrkshpnamar, empcdetech, emplname, emplnamar, technicianuser, estjobtime, asgntime, asgnby}; else rows ${assignmentShape}), jobOrderNo (contains) and workshopId (the spec's detailed-view filters; in the summary view an assignment matches when one of its lines does), and ours: vehicleno (contains), garage, technician (code or name, contains).`,
      query: assignLeaderAllQuery,
      read: assignmentList,
    }),
    assignments.read({
      path: '/api/AssignTechg/getWorkshopProgress',
      summary:
        'How far the job order jobordno is per assigned workshop (from the garage inspection and repair job): {jobordno, statuscde, total, counts: {notstarted, inspecting, waiting, inrepair, finished}, percent (finished), workshops: [{serlnumb, wrkshpid, wrkshpnam, wrkshpnamar, empcdetech, emplname, emplnamar, estjobtime, asgntime, progress, startedAt?, finishedAt?}]}; 404 when no assignment.',
      query: workshopsByJobOrderQuery,
      read: (caller, query) => workshopProgress(caller, query.jobordno),
    }),
    assignments.read({
      path: '/api/AssignTechg/getWorkshopDetails',
      summary:
        'Each assigned workshop of the job order jobordno with its technician, estimated hours, assigned at, progress and the job order: [{docnumbr, jobordno, joborddat, vehicleno, vehmakid, vehmaknam, garage, garagnam, teamleader, teamleadername, statuscde, serlnumb, wrkshpid, wrkshpnam, wrkshpnamar, empcdetech, emplname, emplnamar, estjobtime, asgntime, progress, startedAt?, finishedAt?}]; 404 when no assignment.',
      query: workshopsByJobOrderQuery,
      read: (caller, query) => workshopDetails(caller, query.jobordno),
    }),
    assignments.read({
      screen: { anyOf: [screen, assignTechnicianScreens.technicianAssignment] },
      path: '/api/getWorkshopSummary',
      summary:
        "Lookups (spec 000 section 7): the workshops of the job order jobordno's garage, each with the garage's open job orders assigned to it by status and its technicians' load: {jobordno, garage, garagnam, openJobOrders, unassigned, workshops: [{wrkshpid, wrkshpnam, wrkshpnamar, jobOrders, byStatus: [{statuscde, count}], technicians: [{empcdetech, emplname, emplnamar, jobOrders, estjobtime}], assigned (this job order has the workshop)}]}; workshops with work first. Views on a technician assignment screen (SGRG002 or SGRK001); 404 for an unknown job order.",
      query: workshopsByJobOrderQuery,
      read: (caller, query) => workshopSummary(caller, query.jobordno),
    }),
  ],
});
