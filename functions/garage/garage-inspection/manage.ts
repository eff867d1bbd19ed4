/**
 * The garage inspection, repair job and final QC calls, each as read -> rules -> one status engine
 * write (the job order's move, history and outbox with this module's items in one transaction).
 */
import type { z } from 'zod';
import { messages } from '@fleet/shared';
import {
  checkedAtGarageBy,
  inspectionStageCodes,
  inspectionStatusCode,
  inspectionTotals,
  lockedForManager,
  repairMove,
  repairProgress,
  type FinalQcQueueRow,
  type GarageFinalQc,
  type InspectionLine,
  type InspectionMaster,
  type finalQcRequest,
  type inspectionLineInput,
  type insertInspectionRequest,
  type repairSummaryQuery,
  type updateRepairRequest,
  workshopsOf,
} from '@fleet/shared/garage/garage-inspection';
import type { SubRepair } from '@fleet/shared/platform/lookups';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { repairStatuses } from '@fleet/shared/engines/workflow-map';
import { kuwaitClock } from '#lib/clock';
import { getItems, withoutKeys } from '#lib/db';
import { BadRequestError, ConflictError, NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { deletionBy } from '#lib/documents';
import { jobOrderParticulars } from '#lib/job-order-names';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { type JobOrderWrite, requireOpenJobOrder, writeJobOrderAs } from '../../engines/status/engine.ts';
import { repairLinesChangedEvent } from '../../engines/projections/repairs.ts';
import { readRepairJob } from './repair-job.ts';
import { getVehicleDetails } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { finalQcPut, garageFinalQcs } from './data.ts';
import { garageInspections, type StoredInspection } from '../../engines/document-stores.ts';
import { retirementItems, approvableOf } from '../../engines/approvals/engine.ts';
import { managerSubmission } from './manager.ts';
import { fieldsOf } from '#lib/attributes';

type LineInput = z.output<typeof inspectionLineInput>;

/** A change of the job order in the caller's name (the status engine's write). */
const writeAs = (
  caller: Caller,
  jobordno: string,
  change: Omit<JobOrderWrite, 'project' | 'user' | 'jobordno'>,
) => writeJobOrderAs(caller, { jobordno, ...change });

const requireJobOrder = async (project: string, jobordno: string) =>
  (await requireOpenJobOrder(project, jobordno)) as JobOrderCore & Record<string, unknown>;

const requireInspection = (project: string, docnumbr: string) => garageInspections.require(project, docnumbr);

/** Lines numbered 1..n with names, labour hours and cost from the master data (never from the client). */
async function pricedLines(
  project: string,
  lines: readonly LineInput[],
  previous?: StoredInspection,
): Promise<InspectionLine[]> {
  const keys = lines.flatMap((line) => [
    masterKeys.subRepair(project, line.wrkshpid, line.mainrepid, line.subrepid),
    masterKeys.mainRepair(project, line.wrkshpid, line.mainrepid),
    masterKeys.record(project, masterTypes.workshop, line.wrkshpid),
  ]);
  const unique = [...new Map(keys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  const found = await getItems<Record<string, unknown>>(unique);
  const at = (wanted: { pk: string; sk: string }) =>
    found.find((item) => item['pk'] === wanted.pk && item['sk'] === wanted.sk);
  return lines.map((line, index) => {
    const sub = at(masterKeys.subRepair(project, line.wrkshpid, line.mainrepid, line.subrepid));
    if (!sub) throw new BadRequestError(messages.estimationUnknownSubRepair);
    const subRepair = withoutKeys(sub) as unknown as SubRepair;
    const kept = previous?.lines.find(
      (old) =>
        old.wrkshpid === line.wrkshpid && old.mainrepid === line.mainrepid && old.subrepid === line.subrepid,
    );
    const workshop = at(masterKeys.record(project, masterTypes.workshop, line.wrkshpid));
    const main = at(masterKeys.mainRepair(project, line.wrkshpid, line.mainrepid));
    return {
      serlnumb: index + 1,
      wrkshpid: line.wrkshpid,
      wrkshpnam: String(workshop?.['wrkshpnam'] ?? ''),
      // Names in both languages: the SPA shows the reader's (issue 24).
      wrkshpnamar: String(workshop?.['wrkshpnamar'] ?? ''),
      mainrepid: line.mainrepid,
      mainrepnam: String(main?.['mainrepnam'] ?? ''),
      mainrepnamar: String(main?.['mainrepnamar'] ?? ''),
      subrepid: line.subrepid,
      ...fieldsOf(subRepair, 'subrepnam laborhors laborcost'),
      subrepnamar: String(sub['subrepnamar'] ?? ''),
      remarks: line.remarks,
      ...repairProgress(kept),
    };
  });
}

/** The repair counts projection's event (top repair jobs): the job order's lines before and after. */
const linesChanged = (caller: Caller, header: object, before: InspectionLine[], after: InspectionLine[]) =>
  repairLinesChangedEvent(
    caller.project,
    header as Record<string, unknown>,
    { before, after },
    caller.usercode,
  );

/** What an inspection's save sends: who inspects, the status it sets, remarks and lines. */
type InspectionRequest = Omit<z.output<typeof insertInspectionRequest>, 'jobordno'>;

/** `insertgarinspection`: the inspection of a job order whose technicians are assigned (1209 -> 1210 ...). */
export async function insertInspection(
  caller: Caller,
  request: InspectionRequest & { jobordno: string },
  now: Date,
) {
  const header = await requireJobOrder(caller.project, request.jobordno);
  if (await garageInspections.lastOfJobOrder(caller.project, request.jobordno))
    throw new BadRequestError(messages.garageInspectionExists);
  if (!workflowSteps.garageInspection.from!.includes(header.statuscde))
    throw new BadRequestError(messages.jobOrderWrongStage);
  // Everything is checked and priced first; the number is claimed in the save's own transaction, so a
  // refused save takes none (issue 24 item 3).
  const lines = await pricedLines(caller.project, request.lines);
  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  const target = inspectionStatusCode[request.inspstatus];
  return garageInspections.numbered(caller.project, year, undefined, async (docnumbr, claims) => {
    const composed: InspectionMaster = {
      docnumbr,
      inspdate: clock.date,
      insptime: clock.time,
      ...jobOrderParticulars(header),
      moijobord: String(header['moijobord'] ?? ''),
      ...fieldsOf(request, 'inspby inspstatus remarks'),
      ...inspectionTotals(lines),
      prevstatus: header.statuscde,
      cretuser: caller.usercode,
      moduser: '',
      version: 1,
    };
    // Completed in a garage that asks for it: submitted to the workshop manager in the same write.
    const submission = await managerSubmission(caller, composed, target === 1213, now);
    const master: InspectionMaster = { ...composed, ...submission?.fields };
    await writeAs(caller, header.jobordno, {
      step: 'garageInspection',
      moves: [{ to: 1210, remarks: request.remarks }, ...(target === 1210 ? [] : [{ to: target }])],
      // The workshops the job order's stays are charged to (downtime by workshop).
      set: { workshops: workshopsOf(lines) },
      items: [
        ...garageInspections.saveItems(caller.project, { master, lines }, undefined),
        ...claims,
        ...(submission?.plan.items ?? []),
      ],
      // The repair counts projection (top repair jobs) counts the lines with the save.
      busEvents: [linesChanged(caller, header, [], lines), ...(submission?.plan.busEvents ?? [])],
    });
    return { docnumbr, version: 1, jobordno: header.jobordno, statuscde: target };
  });
}

/** `UpdteGarInspection`: changes the lines and status while the job order is still being inspected. */
export async function updateInspection(
  caller: Caller,
  request: InspectionRequest & { docnumbr: string; version: number },
  now: Date = new Date(),
) {
  const stored = await requireInspection(caller.project, request.docnumbr);
  if (stored.master.version !== request.version) throw new ConflictError();
  const header = await requireJobOrder(caller.project, stored.master.jobordno);
  if (!inspectionStageCodes.includes(header.statuscde))
    throw new BadRequestError(messages.garageInspectionPastStage);
  // With the workshop manager (waiting or approved): reopened first (manager.ts).
  if (lockedForManager(stored.master)) throw new BadRequestError(messages.garageInspectionLocked);
  const lines = await pricedLines(caller.project, request.lines, stored);
  const changed: InspectionMaster = {
    ...stored.master,
    ...fieldsOf(request, 'inspby inspstatus remarks'),
    ...inspectionTotals(lines),
    moduser: caller.usercode,
    version: stored.master.version + 1,
  };
  const target = inspectionStatusCode[request.inspstatus];
  const submission = await managerSubmission(caller, changed, target === 1213, now);
  const master: InspectionMaster = { ...changed, ...submission?.fields };
  await writeAs(caller, header.jobordno, {
    from: inspectionStageCodes,
    moves: target === header.statuscde ? [] : [{ to: target, remarks: request.remarks }],
    set: { workshops: workshopsOf(lines) },
    items: [
      ...garageInspections.saveItems(caller.project, { master, lines }, stored),
      ...(submission?.plan.items ?? []),
    ],
    busEvents: [linesChanged(caller, header, stored.lines, lines), ...(submission?.plan.busEvents ?? [])],
  });
  return { docnumbr: master.docnumbr, version: master.version, jobordno: master.jobordno, statuscde: target };
}

/** `deleteGarInspection` (either inspector), `...gar`, `...moi`: while still being inspected; back to before it. */
export async function deleteInspection(
  caller: Caller,
  docnumbr: string,
  inspby: 'gar' | 'moi' | undefined,
  now: Date,
) {
  const stored = await requireInspection(caller.project, docnumbr);
  if (inspby && stored.master.inspby !== inspby)
    throw new BadRequestError(messages.garageInspectionOtherVariant);
  const header = await requireJobOrder(caller.project, stored.master.jobordno);
  if (!inspectionStageCodes.includes(header.statuscde))
    throw new BadRequestError(messages.garageInspectionPastStage);
  if (lockedForManager(stored.master)) throw new BadRequestError(messages.garageInspectionLocked);
  await writeAs(caller, header.jobordno, {
    from: inspectionStageCodes,
    moves: [
      { to: stored.master.prevstatus, action: 'delete', remarks: `Garage inspection ${docnumbr} deleted` },
    ],
    items: [
      garageInspections.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      // Out of the manager's indexes (a returned inspection may still be in the rejected one).
      ...retirementItems(
        caller.project,
        approvableOf('GIN', stored.master, { amount: stored.master.totalcost }),
      ),
    ],
    busEvents: [linesChanged(caller, header, stored.lines, [])],
  });
  return { docnumbr, jobordno: header.jobordno };
}

/** `UpdteRepairJob`: work started or finished on lines; the first start moves 1216 -> 1236, the last finish -> 1230. */
export async function updateRepairJob(
  caller: Caller,
  request: z.output<typeof updateRepairRequest>,
  now: Date,
) {
  const stored = await requireInspection(caller.project, request.docnumbr);
  if (stored.master.version !== request.version) throw new ConflictError();
  const header = await requireJobOrder(caller.project, stored.master.jobordno);
  // The repair is recorded from the estimation's approval, in progress and at every parts stage the
  // repair goes on from (items issued 1219, garage issued 1221, bought parts 1411 ...): the workflow map.
  const repairing = repairStatuses;
  if (!repairing.includes(header.statuscde)) throw new BadRequestError(messages.repairJobWrongStage);
  // The repair job is the approved estimation's work, lines it added included (repair-job.ts).
  const job = await readRepairJob(caller.project, stored);
  const known = new Set(job.lines.map((line) => line.serlnumb));
  if (request.lines.some((line) => !known.has(line.serlnumb)))
    throw new BadRequestError(messages.repairJobUnknownLine);
  const at = now.toISOString();
  const repaired = job.lines.map((line) => {
    const change = request.lines.find((candidate) => candidate.serlnumb === line.serlnumb);
    if (!change) return line;
    return {
      ...line,
      ...fieldsOf(change, 'repstatus repremarks'),
      startedat: change.repstatus === '' ? '' : line.startedat || at,
      finishedat: change.repstatus === 'finished' ? line.finishedat || at : '',
      repuser: change.repstatus === '' ? '' : caller.usercode,
      acthours: change.repstatus === 'finished' ? change.acthours : 0,
    };
  });
  const lines = job.stored.map(
    (line) => repaired.find((candidate) => candidate.serlnumb === line.serlnumb) ?? line,
  );
  const added = lines.length !== stored.lines.length;
  const master = { ...stored.master, moduser: caller.usercode, version: stored.master.version + 1 };
  const target = repairMove(repaired, header.statuscde);
  await writeAs(caller, header.jobordno, {
    from: repairing,
    moves: target === undefined || target === header.statuscde ? [] : [{ to: target }],
    items: garageInspections.saveItems(caller.project, { master, lines }, stored),
    // Lines the estimation added count as the job order's repairs (top repair jobs).
    busEvents: added ? [linesChanged(caller, header, stored.lines, lines)] : [],
  });
  return {
    ...fieldsOf(master, 'docnumbr version jobordno'),
    statuscde: target ?? header.statuscde,
  };
}

/** `deleteRepairJob`: clears the repair progress while the job order is in repair or finished; back to 1216. */
export async function deleteRepairJob(caller: Caller, docnumbr: string, jobordno: string) {
  const stored = await requireInspection(caller.project, docnumbr);
  if (stored.master.jobordno !== jobordno) throw new NotFoundError();
  const header = await requireJobOrder(caller.project, jobordno);
  if (![1236, 1230].includes(header.statuscde)) throw new BadRequestError(messages.garageInspectionPastStage);
  const lines = stored.lines.map((line) => ({ ...line, ...repairProgress() }));
  const master = { ...stored.master, moduser: caller.usercode, version: stored.master.version + 1 };
  await writeAs(caller, jobordno, {
    from: [1236, 1230],
    moves: [{ to: 1216, action: 'delete', remarks: `Repair job of ${docnumbr} deleted` }],
    items: garageInspections.saveItems(caller.project, { master, lines }, stored),
  });
  return { docnumbr, jobordno };
}

/** `finalQCGarage` (1230 -> 1222) and `finalQCMOI` (1222 -> 1223); a failure sends the job order back to repair (1236). */
export async function finalQc(
  caller: Caller,
  by: 'GAR' | 'MOI',
  request: z.output<typeof finalQcRequest>,
  now: Date,
) {
  const step = by === 'GAR' ? workflowSteps.finalQcGarage : workflowSteps.finalQcMoi;
  const header = await requireJobOrder(caller.project, request.jobordno);
  if (!step.from!.includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  if (by === 'MOI' && checkedAtGarageBy(header as GarageFinalQc, caller.usercode))
    throw new BadRequestError(messages.finalQcMoiSameUser);
  const to = request.result === 'pass' ? step.to : 1236;
  const prefix = by === 'GAR' ? 'qcgar' : 'qcmoi';
  const result = await writeAs(caller, request.jobordno, {
    from: step.from!,
    ...(request.version === undefined ? {} : { expectedVersion: request.version }),
    moves: [
      { to, ...(request.result === 'fail' ? { action: 'reject' as const } : {}), remarks: request.remarks },
    ],
    set: {
      [`${prefix}by`]: caller.usercode,
      [`${prefix}dt`]: now.toISOString(),
      [`${prefix}result`]: request.result,
      [`${prefix}remarks`]: request.remarks,
    },
    items: [
      finalQcPut(caller.project, request.jobordno, by, {
        ...fieldsOf(request, 'jobordno result remarks'),
        user: caller.usercode,
        at: now.toISOString(),
      }),
    ],
  });
  return {
    ...fieldsOf(request, 'jobordno result'),
    ...fieldsOf(result.header, 'statuscde version'),
  };
}

// ---- Reads ----------------------------------------------------------------------------------------

/** A master with the vehicle's details merged in (spec: merged into a garage inspection on load). */
async function withVehicle(project: string, master: InspectionMaster) {
  const vehicle = await getVehicleDetails(project, master.vehicleno);
  const record = (vehicle ?? {}) as Record<string, unknown>;
  const pick = (field: string) => (record[field] === undefined ? '' : record[field]);
  return {
    ...master,
    vehmaknam: String(pick('vehmaknam') || master.vehmaknam),
    vehmodnam: pick('vehmodnam'),
    yearvalue: pick('yearvalue') || pick('vehyear'),
    colornam: pick('colornam'),
    fueltypename: pick('fueltypename'),
    chasisno: pick('chasisno'),
    cylinders: pick('cylinders'),
    policeno: pick('policeno'),
  };
}

export async function readInspection(caller: Caller, docnumbr: string) {
  return withVehicle(caller.project, (await requireInspection(caller.project, docnumbr)).master);
}

export async function inspectionOfJobOrder(project: string, jobordno: string) {
  const docnumbr = found(await garageInspections.lastOfJobOrder(project, jobordno));
  return requireInspection(project, docnumbr);
}

export async function readInspectionOfJobOrder(caller: Caller, jobordno: string) {
  return withVehicle(caller.project, (await inspectionOfJobOrder(caller.project, jobordno)).master);
}

/** `getGarageRepairjobByJobordno`: the repair job's lines, those the approved estimation added included. */
export async function readRepairJobOfJobOrder(caller: Caller, jobordno: string) {
  return (await readRepairJob(caller.project, await inspectionOfJobOrder(caller.project, jobordno))).lines;
}

/** `getInspectionByJobordno`: master and lines; `filterStartedWorkshops` leaves out workshops whose repair started. */
export async function inspectionWithLines(caller: Caller, jobordno: string, filterStartedWorkshops: boolean) {
  const stored = await inspectionOfJobOrder(caller.project, jobordno);
  const started = new Set(stored.lines.filter((line) => line.repstatus !== '').map((line) => line.wrkshpid));
  return {
    master: await withVehicle(caller.project, stored.master),
    lines: filterStartedWorkshops ? stored.lines.filter((line) => !started.has(line.wrkshpid)) : stored.lines,
  };
}

export async function inspectionList(
  caller: Caller,
  range: { fromdate?: string; todate?: string },
  inspby?: 'gar' | 'moi',
) {
  const masters = await garageInspections.list(caller.project, range);
  const current = new Map(
    (
      await jobOrdersAtStatuses(caller.project, [
        ...inspectionStageCodes,
        1214,
        1215,
        1235,
        1216,
        1256,
        1236,
        1230,
        1222,
        1223,
      ])
    ).map((row) => [row.jobordno, row.statuscde]),
  );
  return masters
    .filter((master) => !inspby || master.inspby === inspby)
    .map((master) => ({ ...master, statuscde: current.get(master.jobordno) }));
}

/** `getRepairJobList`: job orders in repair (the workflow map's repair statuses, and finished 1230) with their progress. */
export async function repairJobList(caller: Caller) {
  const rows = await jobOrdersAtStatuses(caller.project, [...repairStatuses, 1230]);
  return Promise.all(
    rows.map(async (row) => {
      const docnumbr = await garageInspections.lastOfJobOrder(caller.project, row.jobordno);
      const stored = docnumbr ? await garageInspections.get(caller.project, docnumbr) : undefined;
      const lines = stored ? (await readRepairJob(caller.project, stored)).lines : [];
      return {
        ...row,
        docnumbr: docnumbr ?? '',
        version: stored?.master.version ?? 0,
        lines: lines.length,
        started: lines.filter((line) => line.repstatus === 'started').length,
        finished: lines.filter((line) => line.repstatus === 'finished').length,
      };
    }),
  );
}

/** `getRepairSummaryByJobordno`: the lines with their repair state, optionally of one workshop, paged. */
export async function repairSummary(caller: Caller, query: z.output<typeof repairSummaryQuery>) {
  const job = await readRepairJob(caller.project, await inspectionOfJobOrder(caller.project, query.jobordno));
  const lines = job.lines.filter((line) => !query.wrkshpid || line.wrkshpid === query.wrkshpid);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: lines.slice(start, start + query.pageSize),
    totalCount: lines.length,
    ...fieldsOf(query, 'page pageSize'),
    totals: {
      laborhors: Math.round(lines.reduce((sum, line) => sum + line.laborhors, 0) * 100) / 100,
      acthours: Math.round(lines.reduce((sum, line) => sum + line.acthours, 0) * 100) / 100,
    },
  };
}

/**
 * Job orders waiting for a final QC (at 1230 for the garage, 1222 for MOI), for the final QC lists; the
 * MOI rows say who checked at the garage (that user may not do the MOI check).
 */
export async function finalQcQueue(caller: Caller, by: 'GAR' | 'MOI'): Promise<FinalQcQueueRow[]> {
  const step = by === 'GAR' ? workflowSteps.finalQcGarage : workflowSteps.finalQcMoi;
  const rows = await jobOrdersAtStatuses(caller.project, step.from!);
  if (by === 'GAR') return rows;
  const checks = await garageFinalQcs(
    caller.project,
    rows.map((row) => row.jobordno),
  );
  return rows.map((row) => ({ ...row, ...checks.get(row.jobordno) }));
}
