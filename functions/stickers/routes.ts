/**
 * Sticker service calls (issue 14 item 5). The spec names one call verbatim,
 * `StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary?fromdate&todate`; the others serve
 * the spec's screens (SGRS001 /StickerDashboard, SGRS002 /SupervisorDashboard, SGRS003
 * /TeamLeadWorkBench, SGRS004 /TechnicialTaskScreen, StickerAssignToTeamLead, StickerAssignToTechnician,
 * ImageuploadrecPageForSticker, AddStickerItemsForm, StickerAssignmentDetails) and the sticker make
 * master (SGRM004 /stickerMakeList, /createSticker) under the same prefixes.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  assignTeamLeadBody,
  assignTechnicianBody,
  completeServiceBody,
  stickerImageBody,
  stickerItemBody,
  stickerJobQuery,
  stickerListQuery,
  stickerMakeBody,
  stickerMakeKeyQuery,
  summaryQuery,
  taskUpdateBody,
} from '@fleet/shared/stickers/stickers';
import { z } from 'zod';
import { addsOrEdits, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  addImage,
  addItem,
  assignTeamLead,
  assignTechnician,
  completeService,
  dashboardCounts,
  deleteMake,
  garageSummary,
  makeList,
  readStickerJob,
  saveMake,
  stageList,
  teamLeadChoices,
  teamLeadJobs,
  technicianChoices,
  technicianJobs,
  updateTask,
} from './manage.ts';

/** The sticker dashboard's and the supervisor's boards read the same lists. */
const boards = screenRoutes({ anyOf: [screenCodes.stickerDashboard, screenCodes.supervisorDashboard] });
/** One sticker job is read on every sticker screen. */
const stickerJob = screenRoutes({
  anyOf: [
    screenCodes.stickerDashboard,
    screenCodes.supervisorDashboard,
    screenCodes.teamLeadWorkBench,
    screenCodes.technicianTaskScreen,
  ],
});

const userQuery = (name: 'teamlead' | 'technician') =>
  z.object({ [name]: z.string().trim().max(60).optional() });

export const stickersModule = defineModule({
  name: 'stickers',
  routes: [
    screenRoutes({ anyOf: [screenCodes.stickerDashboard, 'SGRR017'] }).read({
      path: '/api/StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary',
      summary:
        'Spare part and oil items used on sticker jobs between fromdate and todate (YYYY-MM-DD, on the day the item was added), totals per garage: [{garage, garagnam, jobs, sparepartqty, sparepartvalue, oilqty, oilvalue, totalqty, totalvalue}] (values KWD, from the stock issued; 0 for items not from a store).',
      query: summaryQuery,
      read: (caller, query) => garageSummary(caller, query),
    }),
    boards.read({
      path: '/api/StickerWorkflow/getStickerDashboard',
      summary:
        'Live counts of sticker jobs per stage {unassigned (sticker job cards and job orders waiting for a team lead), teamlead (1208), technician (1209), inprogress (1236), completed (1237)}.',
      read: (caller) => dashboardCounts(caller),
    }),
    boards.read({
      path: '/api/StickerWorkflow/getStickerJobs',
      summary:
        'Sticker jobs of a stage (unassigned, teamlead, technician, inprogress, completed; default unassigned), newest first, paged by limit and cursor: {items: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, stage, teamlead, teamleadname, technician, technicianname, tasksdone, taskstotal, at}], cursor?}.',
      query: stickerListQuery,
      read: (caller, query) => stageList(caller, query),
    }),
    stickerJob.read({
      path: '/api/StickerWorkflow/getStickerJob',
      summary:
        'One sticker job (StickerAssignmentDetails) with its team lead, technician, tasks, items, images, sticker and statuscde; its team lead and technician, and users with views on SGRS001, may read it.',
      query: stickerJobQuery,
      read: (caller, query) => readStickerJob(caller, query.jobordno),
    }),
    screenRoutes(screenCodes.supervisorDashboard).write({
      path: '/api/StickerWorkflow/assignTeamLead',
      summary:
        'StickerAssignToTeamLead {jobordno (a sticker service job card or job order at 1195-1205 or 1207), teamlead (an active TEAMLEADER user), remarks?}: moves it to AssignTeamLeader 1208 and tells the team lead. With {version} changes the team lead while at 1208 (409 when stale). Returns [message, {jobordno, version, stage, statuscde}].',
      action: addsOrEdits('version'),
      body: assignTeamLeadBody,
      message: (body) =>
        body.version === undefined ? messages.stickerTeamLeadAssigned : messages.stickerTeamLeadChanged,
      write: assignTeamLead,
    }),
    screenRoutes(screenCodes.supervisorDashboard).read({
      path: '/api/StickerWorkflow/getTeamLeadList',
      summary: 'Active TEAMLEADER users of the project: [{usercode, username}].',
      read: (caller) => teamLeadChoices(caller),
    }),
    screenRoutes(screenCodes.teamLeadWorkBench).read({
      path: '/api/StickerWorkflow/getTeamLeadJobs',
      summary:
        "The caller's open sticker jobs as team lead (a supervisor may name teamlead): rows as getStickerJobs.",
      query: userQuery('teamlead'),
      read: (caller, query) => teamLeadJobs(caller, query.teamlead as string | undefined),
    }),
    screenRoutes(screenCodes.teamLeadWorkBench).read({
      path: '/api/StickerWorkflow/getTechnicianList',
      summary: 'Active TECHNICIAN users of the project: [{usercode, username}].',
      read: (caller) => technicianChoices(caller),
    }),
    screenRoutes(screenCodes.teamLeadWorkBench).write({
      path: '/api/StickerWorkflow/assignTechnician',
      summary:
        'StickerAssignToTechnician {jobordno, technician (an active TECHNICIAN user), tasks [{taskname, tasknamear?}] (1-20), remarks?, version}: by its team lead (or a supervisor) while at 1208 or 1209; moves it to 1209 and tells the technician. 409 when stale. Returns [message, {jobordno, version, stage, statuscde}].',
      action: 'adds',
      body: assignTechnicianBody,
      message: messages.assignTechnicianSaved,
      write: assignTechnician,
    }),
    screenRoutes(screenCodes.technicianTaskScreen).read({
      path: '/api/StickerWorkflow/getTechnicianJobs',
      summary:
        "The caller's open sticker jobs as technician (a supervisor may name technician), each as getStickerJob, newest assignment first.",
      query: userQuery('technician'),
      read: (caller, query) => technicianJobs(caller, query.technician as string | undefined),
    }),
    screenRoutes(screenCodes.technicianTaskScreen).write({
      path: '/api/StickerWorkflow/updateTask',
      summary:
        "A task done or not {jobordno, updateId (client generated), taskid, done, version} by the job's technician; the first update moves 1209 to In Progress 1236. A resent updateId answers the first result with duplicate true. 409 when stale.",
      body: taskUpdateBody,
      message: messages.stickerTaskUpdated,
      write: updateTask,
    }),
    screenRoutes(screenCodes.technicianTaskScreen).write({
      path: '/api/StickerWorkflow/addStickerItem',
      summary:
        'AddStickerItemsForm {jobordno, updateId, itemtype sparepart|oil, sparepart, sparenam?, qty 1-999, storecode?, version}: with storecode the item is issued from that store through the stock ledger (400 when short), else recorded as brought in (sparenam required). Idempotent by updateId; 409 when stale.',
      body: stickerItemBody,
      message: messages.stickerItemAdded,
      write: addItem,
    }),
    screenRoutes(screenCodes.technicianTaskScreen).write({
      path: '/api/StickerWorkflow/addStickerImage',
      summary:
        'ImageuploadrecPageForSticker {jobordno, updateId, fileId (an image confirmed by Files/confirm), version}: adds the image to the sticker job (12 at most). Idempotent by updateId; 409 when stale.',
      body: stickerImageBody,
      message: messages.stickerImageAdded,
      write: addImage,
    }),
    screenRoutes(screenCodes.technicianTaskScreen).write({
      path: '/api/StickerWorkflow/completeService',
      summary:
        'Completes the sticker service {jobordno, updateId, stickermake (an active sticker make), nextservicekm, nextservicedate (after today), remarks?, version} once every task is done: ServiceCompleted 1237. Idempotent by updateId; 409 when stale.',
      body: completeServiceBody,
      message: messages.stickerServiceCompleted,
      write: completeService,
    }),
    // Sticker make master (SGRM004).
    screenRoutes({ anyOf: [screenCodes.stickerMake, screenCodes.technicianTaskScreen] }).read({
      path: '/api/StickerMake/getStickerMakeList',
      summary:
        'Sticker makes: [{stickercode, stickername, stickernamear, intervalkm, intervalmonths, active Y|N, usecount, version}]. Also readable from the technician task screen (the sticker placed).',
      read: (caller) => makeList(caller),
    }),
    screenRoutes(screenCodes.stickerMake).write({
      path: '/api/StickerMake/createSticker',
      summary:
        'createSticker {stickercode, stickername, stickernamear?, intervalkm 1-100000, intervalmonths 1-60, active Y|N}; with {version} changes it (409 when stale). Returns [message, {stickercode, version}].',
      action: addsOrEdits('version'),
      body: stickerMakeBody,
      message: (body) =>
        body.version === undefined ? messages.stickerMakeSaved : messages.stickerMakeUpdated,
      write: saveMake,
    }),
    screenRoutes(screenCodes.stickerMake).remove({
      path: '/api/StickerMake/deleteStickerMake',
      summary:
        'Deletes the sticker make stickercode; refused (400) while completed sticker jobs name it. Returns [message, {stickercode}].',
      query: stickerMakeKeyQuery,
      message: messages.stickerMakeDeleted,
      remove: (caller, query) => deleteMake(caller, query.stickercode),
    }),
  ],
});
