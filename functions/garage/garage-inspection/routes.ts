/**
 * Garage inspection and repair job calls (spec 001 section 7 "Garage inspection and repair job"), paths
 * verbatim under `GarageInspection/` (the spec's spelling `UpdteGarInspection`, `UpdteRepairJob`). Rights:
 * inspection on SGRG003, repair job on SGRG007, final QC by the garage on SGRG008 and by MOI on SGRG009.
 * `getFinalQcList` is added to the spec's list (the final QC screens need their queue), and so are the
 * workshop manager's approval (SGRG022, `/managerapproval`) and the reopening (SGRG023,
 * `/inspectionInsrepoen`) of an inspection (issue 28; manager.ts).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  deleteRepairQuery,
  finalQcRequest,
  inspectionByIdQuery,
  inspectionByJobOrderQuery,
  inspectionListQuery,
  inspectionReopenRequest,
  insertInspectionRequest,
  repairSummaryQuery,
  updateInspectionRequest,
  updateRepairRequest,
} from '@fleet/shared/garage/garage-inspection';
import { z } from 'zod';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  deleteInspection,
  deleteRepairJob,
  finalQc,
  finalQcQueue,
  insertInspection,
  inspectionList,
  inspectionWithLines,
  readInspection,
  readInspectionOfJobOrder,
  inspectionOfJobOrder,
  readRepairJobOfJobOrder,
  repairJobList,
  repairSummary,
  updateInspection,
  updateRepairJob,
} from './manage.ts';
import { garageInspections } from '../../engines/document-stores.ts';
import {
  approvalRow,
  decideInspection,
  inspectionApproval,
  pendingInspections,
  reopenInspection,
} from './manager.ts';

const base = '/api/GarageInspection';
const inspection = screenCodes.garageInspection;
const repair = screenCodes.repairJobCompletion;
const inspections = screenRoutes(inspection);
const repairs = screenRoutes(repair);
/** The inspection read by its own screen and by the repair job completion form, which records work on its lines. */
const inspectionOrRepair = screenRoutes({ anyOf: [inspection, repair] });
const managerScreen = screenCodes.inspectionManagerApproval;
const reopenScreen = screenCodes.inspectionReopen;
const managerApproval = documentRoutes({
  screen: managerScreen,
  byId: inspectionByIdQuery,
  edits: 'docnumbr',
});
const reopening = documentRoutes({ screen: reopenScreen, byId: inspectionByIdQuery, edits: 'docnumbr' });
/** A final QC is the garage's (GAR) or MOI's, each on its own screen: the queue's `by` picks the screen. */
const finalQcScreen = { GAR: screenCodes.finalQcGarage, MOI: screenCodes.finalQcMoi } as const;
const finalQcs = screenRoutes({
  anyOf: [finalQcScreen.GAR, finalQcScreen.MOI],
  of: ({ query }) => ((query as { by?: string }).by === 'MOI' ? finalQcScreen.MOI : finalQcScreen.GAR),
});
const finalQcRoute = (by: 'GAR' | 'MOI', summary: string) =>
  finalQcs.write({
    path: `${base}/finalQC${by === 'GAR' ? 'Garage' : by}`,
    summary,
    screen: finalQcScreen[by],
    action: 'adds',
    body: finalQcRequest,
    message: (body) => (body.result === 'pass' ? messages.finalQcSaved : messages.finalQcFailed),
    write: (caller, body, now) => finalQc(caller, by, body, now),
  });

const approvalRowShape =
  '[{docnumbr, inspdate, jobordno, vehicleno, vehmaknam, garage, garagnam, inspby, inspstatus, remarks, totalhours, totalcost, inspmgrapr, cretuser, moduser, version, statuscde (the job order now), mgrstate none|waiting|approved|returned, since?, reopencount}]';
const masterShape =
  '{docnumbr, inspdate, insptime, jobordno, joborddat, vehicleno, garage, garagnam, moijobord, inspby gar|moi, inspstatus initiated|waiting|inprogress|completed, remarks, totalhours, totalcost, prevstatus, version, and the vehicle: vehmaknam, vehmodnam, yearvalue, colornam, fueltypename, chasisno, cylinders, policeno}';
const lineShape =
  '[{serlnumb, wrkshpid, wrkshpnam, wrkshpnamar, mainrepid, mainrepnam, mainrepnamar, subrepid, subrepnam, subrepnamar, laborhors, laborcost, remarks, repstatus ""|started|finished, startedat, finishedat, repuser, acthours, repremarks}]';

const deleteRoute = (name: string, inspby: 'gar' | 'moi' | undefined) =>
  inspections.remove({
    path: `${base}/${name}`,
    summary: `Deletes the ${inspby ? `${inspby === 'gar' ? "garage's" : "MOI inspector's"} ` : ''}inspection docnumbr while its job order is still being inspected (1210-1213); the job order goes back to where it was before (1209). Returns [message, {docnumbr, jobordno}].`,
    query: inspectionByIdQuery,
    message: messages.garageInspectionDeleted,
    remove: (caller, query, now) => deleteInspection(caller, query.docnumbr, inspby, now),
  });

const listRoute = (name: string, inspby: 'gar' | 'moi' | undefined) =>
  inspections.read({
    path: `${base}/${name}`,
    summary: `${inspby ? `${inspby === 'gar' ? "The garage's" : "The MOI inspector's"} inspections` : 'Garage inspections'} by date, newest first (optional fromdate, todate; no default window): [master without the vehicle fields, statuscde of the job order now].`,
    query: inspectionListQuery,
    read: (caller, query) => inspectionList(caller, query, inspby),
  });

export const garageInspectionModule = defineModule({
  name: 'garage-inspection',
  routes: [
    inspections.write({
      path: `${base}/insertgarinspection`,
      summary: `Inspects a job order whose technicians are assigned (1209) {jobordno, inspby? gar|moi, inspstatus? initiated|waiting|inprogress|completed, remarks?, lines: [{wrkshpid, mainrepid, subrepid, remarks?}] (1 to 80; hours and cost from the master data)}: 1209 -> 1210 (then the status's code). One inspection per job order. Returns [message, {docnumbr GI-<year>-<nnnnn>, version, jobordno, statuscde}].`,
      action: 'adds',
      body: insertInspectionRequest,
      message: messages.garageInspectionSaved,
      write: insertInspection,
    }),
    inspections.write({
      path: `${base}/UpdteGarInspection`,
      summary:
        'Changes an inspection {docnumbr, version, inspby, inspstatus, remarks, lines} while its job order is being inspected (1210-1213); the status moves the job order (waiting 1211, in progress 1212, completed 1213). 409 when stale. Returns [message, {docnumbr, version, jobordno, statuscde}].',
      body: updateInspectionRequest,
      message: messages.garageInspectionUpdated,
      write: updateInspection,
    }),
    deleteRoute('deleteGarInspection', undefined),
    deleteRoute('deleteGarInspectiongar', 'gar'),
    deleteRoute('deleteGarInspectionmoi', 'moi'),
    listRoute('getGarInspectionList', undefined),
    listRoute('getGarInspectionListgar', 'gar'),
    listRoute('getGarInspectionListmoi', 'moi'),
    inspectionOrRepair.read({
      path: `${base}/getGarInspectionById`,
      summary: `One inspection's master with the vehicle's details merged in: ${masterShape}. 404 when missing or deleted.`,
      query: inspectionByIdQuery,
      read: (caller, query) => readInspection(caller, query.docnumbr),
    }),
    inspectionOrRepair.read({
      path: `${base}/getGarInspectionDtlById`,
      summary: `One inspection's lines: ${lineShape}.`,
      query: inspectionByIdQuery,
      read: async (caller, query) => (await garageInspections.require(caller.project, query.docnumbr)).lines,
    }),
    inspections.read({
      path: `${base}/getGarageInspectionByJobordno`,
      summary: `The job order's inspection master (the job order number in docnumbr), vehicle merged: ${masterShape}.`,
      query: inspectionByJobOrderQuery,
      read: (caller, query) => readInspectionOfJobOrder(caller, query.docnumbr),
    }),
    inspections.read({
      path: `${base}/getGarageInspectionDtlByJobordno`,
      summary: `The job order's inspection lines (the job order number in docnumbr): ${lineShape}.`,
      query: inspectionByJobOrderQuery,
      read: async (caller, query) => (await inspectionOfJobOrder(caller.project, query.docnumbr)).lines,
    }),
    repairs.read({
      path: `${base}/getGarageRepairjobByJobordno`,
      summary: `The job order's repair job (the job order number in docnumbr): the approved estimation's sub repair and labour lines no level rejected (the inspection's lines when there is none), each with its repair state and estserl, the estimation line it does: ${lineShape}.`,
      query: inspectionByJobOrderQuery,
      read: (caller, query) => readRepairJobOfJobOrder(caller, query.docnumbr),
    }),
    inspections.read({
      path: `${base}/getInspectionByJobordno`,
      summary:
        "{master, lines} of the job order's inspection (the job order number in docnumbr); filterStartedWorkshops=true leaves out the workshops whose repair started.",
      query: inspectionByJobOrderQuery,
      read: (caller, query) => inspectionWithLines(caller, query.docnumbr, query.filterStartedWorkshops),
    }),
    repairs.write({
      path: `${base}/UpdteRepairJob`,
      summary:
        'Records repair work {docnumbr, version, lines: [{serlnumb (of getGarageRepairjobByJobordno: lines the approved estimation added are stored on the first save), repstatus ""|started|finished, acthours?, repremarks?}]}: the first start moves the job order 1216 -> 1236, every line finished -> 1230. 409 when stale. Returns [message, {docnumbr, version, jobordno, statuscde}].',
      body: updateRepairRequest,
      message: messages.repairJobSaved,
      write: updateRepairJob,
    }),
    repairs.remove({
      path: `${base}/deleteRepairJob`,
      summary:
        'Clears the repair progress of inspection docnumbr of job order jobordno while it is in repair (1236) or finished (1230); the job order goes back to 1216. Returns [message, {docnumbr, jobordno}].',
      query: deleteRepairQuery,
      message: messages.repairJobDeleted,
      remove: (caller, query) => deleteRepairJob(caller, query.docnumbr, query.jobordno),
    }),
    repairs.read({
      path: `${base}/getRepairJobList`,
      summary:
        'Job orders in repair (1216 approved, 1236 in progress, 1230 finished), newest first: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind, docnumbr, version, lines, started, finished}].',
      read: (caller) => repairJobList(caller),
    }),
    repairs.read({
      path: `${base}/getRepairSummaryByJobordno`,
      summary:
        "The job order's repair lines, optionally of one workshop (wrkshpid), paged (page 1 and pageSize 50 by default): {items, totalCount, page, pageSize, totals: {laborhors, acthours}}.",
      query: repairSummaryQuery,
      read: (caller, query) => repairSummary(caller, query),
    }),
    finalQcRoute(
      'GAR',
      "The garage's final QC {jobordno, result pass|fail, remarks (required on fail), version?}: pass 1230 -> 1222; fail back to repair 1236 (history action reject with the remarks). Returns [message, {jobordno, statuscde, version, result}].",
    ),
    finalQcRoute(
      'MOI',
      "MOI's final QC {jobordno, result pass|fail, remarks (required on fail), version?}: pass 1222 -> 1223; fail back to repair 1236. Refused (400) to the user who recorded the garage's final QC: the MOI check is another user's. Returns [message, {jobordno, statuscde, version, result}].",
    ),
    managerApproval.list({
      path: `${base}/getGarInspectionAprPendList`,
      summary: `Added to the spec's list (issue 28): inspections waiting for the workshop manager's approval, oldest first: ${approvalRowShape}.`,
      read: pendingInspections,
    }),
    managerApproval.list({
      path: `${base}/getGarInspectionAprList`,
      summary: `Added to the spec's list (issue 28): inspections of garages that ask for the workshop manager's approval, newest first (optional fromdate, todate), each with its approval state: ${approvalRowShape}.`,
      query: inspectionListQuery,
      read: async (caller, query) =>
        (await inspectionList(caller, query))
          .filter((row) => row.inspmgrapr === 'Y')
          .map((row) => approvalRow(row)),
    }),
    managerApproval.list({
      screen: { anyOf: [managerScreen, reopenScreen, inspection] },
      path: `${base}/getGarInspectionApproval`,
      summary: `Added to the spec's list (issue 28): one inspection for the manager's approval or its reopening: {master: ${masterShape} plus inspmgrapr, approval, reopens [{user, at, reason, fromstatus}], statuscde; lines: ${lineShape}; approvals: the manager's decisions}.`,
      query: inspectionByIdQuery,
      read: (caller, query) => inspectionApproval(caller, query.docnumbr),
    }),
    managerApproval.decision({
      path: `${base}/approveGarInspection`,
      summary:
        "Added to the spec's list (issue 28): the workshop manager's decision on a completed inspection waiting for it {docnumbr, version, decision A|R, remarks} (returning needs remarks): approved, the job order stays at 1213 and the estimation may be made; returned, the inspection goes back to in progress (1213 -> 1212) to be revised and completed again. Only the garage approver's role decides. Returns [message, {docnumbr, version, state, level, outcome, waiting}].",
      decide: decideInspection,
    }),
    reopening.list({
      path: `${base}/getGarInspectionReopenList`,
      summary: `Added to the spec's list (issue 28): completed inspections (optional fromdate, todate), newest first, with how often each was reopened: ${approvalRowShape}.`,
      query: inspectionListQuery,
      read: async (caller, query) =>
        (await inspectionList(caller, query))
          .filter((row) => row.inspstatus === 'completed' || (row.reopens?.length ?? 0) > 0)
          .map((row) => approvalRow(row)),
    }),
    reopening.submit({
      path: `${base}/reopenGarInspection`,
      summary:
        "Added to the spec's list (issue 28): reopens a completed inspection {docnumbr, version, reason} while no estimation of its job order is made (1213 or 1214 -> 1212, inspection in progress); refused once an estimation is approved. The reopening (user, time, reason) is kept on the inspection and in the job order's history; a manager's approval is taken back and asked again at the next completion. 409 when stale. Returns [message, {docnumbr, version, jobordno, statuscde}].",
      body: inspectionReopenRequest,
      message: messages.garageInspectionReopened,
      write: reopenInspection,
    }),
    finalQcs.read({
      path: `${base}/getFinalQcList`,
      summary:
        "Added to the spec's list: job orders waiting for a final QC, by=GAR (at 1230, repair finished) or by=MOI (at 1222): [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}]; MOI rows add qcgarby, qcgardt (who recorded the garage's final QC and when: that user may not do the MOI check).",
      query: z.object({ by: z.enum(['GAR', 'MOI']) }),
      read: (caller, query) => finalQcQueue(caller, query.by),
    }),
  ],
});
