/**
 * Gate pass calls (spec 000 section 7 "Gate pass") and team leader assignment calls (spec 001
 * section 7 "Team leader assignment"), at the spec's paths verbatim (`deleteGatePassout`,
 * `getGatepassById` are the spec's spellings). Rights: gate pass in and the team leader (the gate pass
 * in stepper's steps) on SGRG001, gate pass out on SGRG010. One module (one Lambda) owns both prefixes.
 */
import { screenCodes, messages } from '@fleet/shared';
import {
  assignLeaderByIdQuery,
  assignLeaderListQuery,
  assignLeaderRequest,
  gatePassByIdQuery,
  gatePassInRequest,
  gatePassJobOrderQuery,
  gatePassListQuery,
  gatePassOutRequest,
  teamLeaderRole,
} from '@fleet/shared/reception/gate-pass';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { activeUsersOfRole } from '#lib/role-users';
import {
  assignmentList,
  deleteAssignment,
  deleteGatePass,
  gatePassJobOrder,
  gatePassInWaiting,
  gatePassList,
  readAssignment,
  readGatePass,
  saveAssignment,
  saveGatePassIn,
  saveGatePassOut,
} from './manage.ts';

const inScreen = screenCodes.gatePassIn;
const outScreen = screenCodes.gatePassOut;

const gatePassIn = documentRoutes({ screen: inScreen, byId: gatePassByIdQuery, edits: 'version' });
const gatePassOut = documentRoutes({ screen: outScreen, byId: gatePassByIdQuery, edits: 'version' });
const teamLeader = documentRoutes({ screen: inScreen, byId: assignLeaderByIdQuery, edits: 'version' });

export const gatePassModule = defineModule({
  name: 'gate-pass',
  routes: [
    gatePassIn.save({
      path: '/api/GatePass/SetGatePassIn',
      summary:
        'Gate pass in {jobordno, checkindt? (ISO, default now), remarksin?}: moves the job order (at 1202-1204; one still at the reception is refused with the step it waits for) to QCPASSIN 1205 and sets checkedinby (the caller), checkindt, remarksin on it. With {docnumbr, version} changes that gate pass while the job order is at 1205 (409 when stale). Returns [message, {docnumbr GPI-<year>-<nnnnn>, version, jobordno}].',
      body: gatePassInRequest,
      messages: { added: messages.gatePassInSaved, edited: messages.gatePassInUpdated },
      save: saveGatePassIn,
    }),
    screenRoutes(inScreen).read({
      path: '/api/GatePass/getGatePassInWaiting',
      summary:
        "Not in the spec (issue 24 item 8): the open job orders of the reception the gate pass in does not take yet (statuses of the reception group outside the step's 1202-1204; sticker jobs take no gate pass), newest first, each with the step it waits for from the workflow map: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind, waitingFor: {action (workflow action key), screen, right, link}}].",
      read: (caller) => gatePassInWaiting(caller),
    }),
    gatePassIn.list({
      path: '/api/GatePass/getGatePassList',
      summary:
        'Gate passes in, newest first: [{docnumbr, gatepassdt, jobordno, JobOrderDate, vehicleno, vehmaknam, garage, garagnam, moijobord, jobtimin, empcdetech, emplname, checkedinby, checkindt, remarksin, version, statuscde (the job order now)}]. Optional fromdate, todate (YYYY-MM-DD, on gatepassdt).',
      query: gatePassListQuery,
      read: (caller, query) => gatePassList(caller, 'in', query),
    }),
    gatePassOut.list({
      path: '/api/GatePass/getGatePassOutList',
      summary:
        'Gate passes out, newest first: rows as getGatePassList plus checkedoutby, checkoutdt, remarksout. Optional fromdate, todate (YYYY-MM-DD, on gatepassdt).',
      query: gatePassListQuery,
      read: (caller, query) => gatePassList(caller, 'out', query),
    }),
    gatePassOut.save({
      path: '/api/GatePass/SetGatePassOut',
      summary:
        'Gate pass out {jobordno, checkoutdt (ISO), remarksout (required)}: moves the job order (in the garage, after the team leader) to QCPASSOUT 1206; checkedoutby is the caller. With {docnumbr, version} changes that gate pass while the job order is at 1206 (409 when stale). Returns [message, {docnumbr GPO-<year>-<nnnnn>, version, jobordno}].',
      body: gatePassOutRequest,
      messages: { added: messages.gatePassOutSaved, edited: messages.gatePassOutUpdated },
      save: saveGatePassOut,
    }),
    gatePassIn.delete({
      path: '/api/GatePass/deleteGatePassIn',
      summary:
        'Deletes the gate pass in docnumbr while its job order is still at QCPASSIN 1205 (else 400) and moves the job order back to its status before. Returns [message, {docnumbr, jobordno}].',
      message: messages.gatePassInDeleted,
      remove: (caller, query, now) => deleteGatePass(caller, 'in', query.docnumbr, now),
    }),
    gatePassOut.delete({
      path: '/api/GatePass/deleteGatePassout',
      summary:
        'Deletes the gate pass out docnumbr while its job order is still at QCPASSOUT 1206 (else 400) and moves the job order back to its status before. Returns [message, {docnumbr, jobordno}].',
      message: messages.gatePassOutDeleted,
      remove: (caller, query, now) => deleteGatePass(caller, 'out', query.docnumbr, now),
    }),
    gatePassOut.get({
      path: '/api/GatePass/getGatepassById',
      summary:
        'One gate pass, in (GPI-) or out (GPO-), with statuscde of its job order now; a gate pass in also needs views on SGRG001. 404 when missing or deleted.',
      read: (caller, query) => readGatePass(caller, query.docnumbr),
    }),
    screenRoutes(outScreen).read({
      path: '/api/GatePass/getGatePassJobOrder',
      summary:
        'Not in the spec: what the gate pass out form shows of a job order: {jobordno, JobOrderDate, vehicleno, vehmaknam, garage, garagnam, moijobord, jobtimin, empcdetech, emplname, checkedinby, checkindt, remarksin, statuscde}; 404 when unknown.',
      query: gatePassJobOrderQuery,
      read: (caller, query) => gatePassJobOrder(caller, query.jobordno),
    }),
    // Team leader assignment (gate pass in stepper, step 3).
    teamLeader.list({
      path: '/api/AssignLeader/getAssignLeaderAll',
      summary:
        'Team leader assignments, newest first: [{docnumbr (= jobordno), jobordno, JobOrderDate, vehicleno, vehmaknam, garage, garagnam, teamleader, teamleadername, remarks, assigndt, assignedby, version, statuscde}]. Optional fromdate, todate (YYYY-MM-DD, on assigndt).',
      query: assignLeaderListQuery,
      read: assignmentList,
    }),
    teamLeader.save({
      path: '/api/AssignLeader/insertAssignLeaderDetail',
      summary:
        'Assigns a team leader {jobordno, teamleader (an active TEAMLEADER user of the project), remarks?}: moves the job order (at 1205 or 1207) to AssignTeamLeader 1208, sets teamleader/teamleadername and notifies the team leader. With {version} changes the assignment while the job order is at 1208 (409 when stale). Returns [message, {docnumbr, version, jobordno}].',
      body: assignLeaderRequest,
      messages: { added: messages.assignLeaderSaved, edited: messages.assignLeaderUpdated },
      save: saveAssignment,
    }),
    teamLeader.get({
      path: '/api/AssignLeader/getAssignLeaderByJOId',
      summary: 'The team leader assignment of the job order docnumbr, with its status now; 404 when none.',
      read: (caller, query) => readAssignment(caller, query.docnumbr),
    }),
    teamLeader.delete({
      path: '/api/AssignLeader/deleteAssignLeaderByJO',
      summary:
        'Deletes the team leader assignment of the job order docnumbr while it is still at AssignTeamLeader 1208 (else 400) and moves it back. Returns [message, {docnumbr, jobordno}].',
      message: messages.assignLeaderDeleted,
      remove: (caller, query, now) => deleteAssignment(caller, query.docnumbr, now),
    }),
    screenRoutes(inScreen).read({
      path: '/api/AssignLeader/getTeamLeaderList',
      summary:
        "Not in the spec: the assignment's choice list, active users of the TEAMLEADER role in the project: [{usercode, username}].",
      read: (caller) => activeUsersOfRole(caller.project, teamLeaderRole),
    }),
  ],
});
