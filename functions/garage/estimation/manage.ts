/**
 * The estimation calls, each as read -> rules -> one write: a save is the estimation's items, the
 * approval engine's submission and the job order's moves (to 1215 Estimation, then 1235 waiting for
 * approval) in one status engine transaction; approve / reject / delete approval go through the
 * approval engine (functions/engines/approvals/engine.ts).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  chainOf,
  editableApproval,
  type ApprovalDecisionBody,
  type ApprovalLevel,
  type PendingApproval,
} from '@fleet/shared/engines/approvals';
import {
  lineDecisionOf,
  type EstimationDocument,
  type EstimationSaveParsed,
} from '@fleet/shared/garage/estimation';
import { awaitsManagerApproval } from '@fleet/shared/garage/garage-inspection';
import type { SubRepair } from '@fleet/shared/platform/lookups';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { actionStatuses } from '@fleet/shared/engines/workflow-map';
import { pricedPartOf } from '@fleet/shared/engines/document-lines';
import { kuwaitClock } from '#lib/clock';
import { jobOrderNames } from '#lib/job-order-names';
import { getItems, withoutKeys, type TransactItem } from '#lib/db';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { deletionBy } from '#lib/documents';
import { decisionOutcome, planSubmission } from '../../engines/approvals/engine.ts';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import {
  approvalRecords,
  approvedAt,
  pendingAt,
  rejectedFor,
  approvalProgress,
} from '../../engines/approvals/data.ts';
import { readJobOrderCore, requireOpenJobOrder, writeJobOrderAs } from '../../engines/status/engine.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { estimationMasterWriter } from './data.ts';
import { estimations, garageInspections, type StoredEstimation } from '../../engines/document-stores.ts';
import { checkedImageUploads, estimationImageItems } from './images.ts';
import { composeMaster, priceLines, subRepairKey, type MasterNames } from './estimation.ts';
import { fieldsOf } from '#lib/attributes';

const docType = 'QUOT';
const chain = chainOf(docType);
const submittedStatus = chain.jobOrder!.submitted;
const estimationStatus = workflowSteps.estimation.to;
/** Job order statuses a new estimation starts from: the workflow map's (inspection completed, garage checklist). */
const startStatuses = actionStatuses('estimation');

const approvals = approvalsWithLines<StoredEstimation>(docType);
const { approvable } = approvals;

const requireEstimation = (project: string, docnumbr: string) => estimations.require(project, docnumbr);

/** Master data a save names (sub repairs, their workshops and main repairs, items), in one batch read. */
async function masterNames(project: string, request: EstimationSaveParsed): Promise<MasterNames> {
  const subs = request.lines.filter((line) => line.linetype === 'SUBREPAIR');
  const parts = request.lines.filter((line) => line.linetype === 'PART' && line.sparepart);
  const keys = [
    ...subs.map((line) => masterKeys.subRepair(project, line.wrkshpid, line.mainrepid, line.subrepid)),
    ...subs.map((line) => masterKeys.mainRepair(project, line.wrkshpid, line.mainrepid)),
    ...subs.map((line) => masterKeys.record(project, masterTypes.workshop, line.wrkshpid)),
    ...parts.map((line) => masterKeys.record(project, masterTypes.sparePart, line.sparepart)),
  ];
  const unique = [...new Map(keys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  const found = unique.length ? await getItems<Record<string, unknown>>(unique) : [];
  const text = (item: Record<string, unknown>, field: string) => String(item[field] ?? '');
  /** The masters of one type read, by `keyOf`, as `valueOf` gives them. */
  const byType = <T>(
    type: string,
    keyOf: (item: Record<string, unknown>) => string,
    valueOf: (item: Record<string, unknown>) => T,
  ) =>
    new Map(
      found
        .filter((item) => String(item['pk']).endsWith(`#${type}`))
        .map((item) => [keyOf(item), valueOf(item)]),
    );
  const names = (en: string, ar: string) => (item: Record<string, unknown>) => ({
    en: text(item, en),
    ar: text(item, ar),
  });
  return {
    subRepairs: new Map(
      found
        .filter(
          (item) => item['entity'] === 'subRepair' || String(item['pk']).endsWith(masterTypes.subRepair),
        )
        .map((item) => [subRepairKey(item as never), withoutKeys(item) as unknown as SubRepair]),
    ),
    mainRepairs: byType(
      masterTypes.mainRepair,
      (item) => `${text(item, 'wrkshpid')}#${text(item, 'mainrepid')}`,
      names('mainrepnam', 'mainrepnamar'),
    ),
    workshops: byType(
      masterTypes.workshop,
      (item) => text(item, 'wrkshpid'),
      names('wrkshpnam', 'wrkshpnamar'),
    ),
    spareParts: byType(
      masterTypes.sparePart,
      (item) => text(item, 'sparepart'),
      (item) => ({
        sparenam: text(item, 'sparenam'),
        sparenamar: text(item, 'sparenamar'),
        spareuom: text(item, 'spareuom'),
      }),
    ),
  };
}

/** Whether the job order's garage inspection waits for the workshop manager's approval. */
async function inspectionAwaitsManager(project: string, jobordno: string): Promise<boolean> {
  const docnumbr = await garageInspections.lastOfJobOrder(project, jobordno);
  const inspection = docnumbr ? await garageInspections.get(project, docnumbr) : undefined;
  return inspection ? awaitsManagerApproval(inspection.master) : false;
}

/** `insertupdatequotation`: saves the estimation and submits it (again) for approval. */
export async function saveEstimation(caller: Caller, request: EstimationSaveParsed, now: Date) {
  const stored = request.docnumbr ? await requireEstimation(caller.project, request.docnumbr) : undefined;
  if (stored && request.version !== stored.master.version) throw new ConflictError();
  if (stored && stored.master.jobordno !== request.jobordno)
    throw new BadRequestError(messages.estimationOtherJobOrder);
  if (stored && !editableApproval(stored.master.approval))
    throw new BadRequestError(messages.estimationNotEditable);

  const header = await requireOpenJobOrder(caller.project, request.jobordno);
  if (!stored && (await estimations.lastOfJobOrder(caller.project, request.jobordno)))
    throw new BadRequestError(messages.estimationOpenExists);
  const allowed = stored ? [estimationStatus, submittedStatus] : startStatuses;
  if (!allowed.includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  // Where the garage asks for it, the workshop manager approves the garage inspection first (issue 28).
  if (!stored && (await inspectionAwaitsManager(caller.project, header.jobordno)))
    throw new BadRequestError(messages.garageInspectionAwaitsManager);

  // Everything is checked and priced first; a new estimation's number is claimed in the save's own
  // transaction, so a refused save takes none (issue 24 item 3).
  const lines = priceLines(request.lines, await masterNames(caller.project, request));
  // Images added before the first save (issue 25 item 5) are checked here and attached in the save.
  const uploads = await checkedImageUploads(caller.project, request.images, 'images');
  const clock = kuwaitClock(now);
  const write = async (docnumbr: string, claims: TransactItem[]) => {
    const master = composeMaster(
      request,
      lines,
      {
        docnumbr,
        user: caller.usercode,
        now: { ...clock, iso: now.toISOString() },
        jobOrder: {
          ...fieldsOf(header, 'jobordno joborddat vehicleno'),
          ...jobOrderNames(header),
        },
      },
      stored?.master,
    );
    const plan = planSubmission(
      caller,
      {
        ...approvable({
          master: { ...master, ...(stored?.master.approval ? { approval: stored.master.approval } : {}) },
          lines,
        }),
        version: master.version,
      },
      now,
    );
    const saved: StoredEstimation = {
      master: {
        ...master,
        approval: plan.approval,
        prevstatus: stored?.master.prevstatus ?? header.statuscde,
      },
      lines,
    };
    await writeJobOrderAs(caller, {
      jobordno: header.jobordno,
      from: allowed,
      moves: [
        ...(header.statuscde === submittedStatus ? [] : [{ to: estimationStatus }]),
        ...(plan.move ? [plan.move] : []),
      ],
      items: [
        ...estimations.saveItems(caller.project, saved, stored),
        ...plan.items,
        ...estimationImageItems(caller, docnumbr, uploads, now).items,
        ...claims,
      ],
      busEvents: plan.busEvents,
    });
    return {
      docnumbr,
      ...fieldsOf(master, 'version jobordno totalval'),
      waiting: Object.keys(plan.approval.waitingSince),
    };
  };
  return estimations.numbered(caller.project, clock.date.slice(0, 4), stored?.master.docnumbr, write);
}

/** `deletequotation`: only while the estimation waits for its first decision or was rejected; the job order goes back. */
export async function deleteEstimation(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireEstimation(caller.project, docnumbr);
  const header = await readJobOrderCore(caller.project, stored.master.jobordno);
  const deletable =
    editableApproval(stored.master.approval) &&
    [estimationStatus, submittedStatus].includes(header?.statuscde ?? 0);
  if (!deletable) throw new BadRequestError(messages.estimationDeletePastStage);
  await writeJobOrderAs(caller, {
    jobordno: stored.master.jobordno,
    from: [estimationStatus, submittedStatus],
    moves: [
      {
        to: stored.master.prevstatus ?? startStatuses[0]!,
        action: 'delete',
        remarks: `Estimation ${docnumbr} deleted`,
      },
    ],
    items: [
      estimations.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      ...approvals.retire(caller.project, stored),
    ],
  });
  return { docnumbr, jobordno: stored.master.jobordno };
}

/** A document as the form shows it: lines with their decision, and the approval records. */
export async function readEstimation(caller: Caller, docnumbr: string): Promise<EstimationDocument> {
  const stored = await requireEstimation(caller.project, docnumbr);
  const approvals = await approvalRecords(caller.project, docType, docnumbr);
  return {
    master: stored.master,
    lines: stored.lines.map((line) => ({
      ...line,
      ...lineDecisionOf(stored.master.approval, line.serlnumb),
    })),
    approvals,
  };
}

/** `getQuotationByJobordno?docnumbr=<jobordno>`: the job order's estimation; `approved` only when approved. */
export async function estimationOfJobOrder(caller: Caller, jobordno: string, approvedOnly = false) {
  const docnumbr = found(await estimations.lastOfJobOrder(caller.project, jobordno));
  const document = await readEstimation(caller, docnumbr);
  if (approvedOnly && document.master.approval?.state !== 'approved') throw new NotFoundError();
  return document;
}

/** `getItemFrmQuotationByJobordno`: the spare parts of the job order's approved estimation, rejected lines left out. */
export async function approvedParts(caller: Caller, jobordno: string) {
  const document = await estimationOfJobOrder(caller, jobordno, true);
  return document.lines
    .filter((line) => line.linetype === 'PART' && line.aprstatus !== 'R')
    .map((line) => ({ docnumbr: document.master.docnumbr, jobordno, ...pricedPartOf(line) }));
}

/** `getQuotationList`: estimations by date, with their approval state and the levels they wait at. */
export async function estimationList(
  caller: Caller,
  query: { fromdate?: string; todate?: string; state?: 'pending' | 'approved' | 'rejected' },
) {
  const masters = await estimations.list(caller.project, query);
  return masters
    .filter((master) => !query.state || master.approval?.state === query.state)
    .map((master) => ({
      ...fieldsOf(
        master,
        'docnumbr docdate jobordno vehicleno vehmaknam garage garagnam totalval approvedval',
      ),
      ...approvalProgress(master.approval),
      round: master.approval?.round ?? 0,
      ...fieldsOf(master, 'cretuser version'),
    }));
}

/** `approvequotation` (MOI) / `approvequotationkd` (KD250): a decision at a level. */
export async function decideEstimation(
  caller: Caller,
  level: ApprovalLevel,
  body: ApprovalDecisionBody,
  now: Date,
) {
  const stored = await requireEstimation(caller.project, body.docnumbr);
  const result = await approvals.decide(
    caller,
    stored,
    level,
    body,
    estimationMasterWriter(caller.project, stored, caller.usercode, now),
    now,
  );
  return decisionOutcome(body.docnumbr, result, level);
}

/** `deletequotationapproval` (MOI) / `...kd`: withdraws that level's decision. */
export async function withdrawEstimationApproval(
  caller: Caller,
  level: ApprovalLevel,
  docnumbr: string,
  now: Date,
) {
  const stored = await requireEstimation(caller.project, docnumbr);
  const result = await approvals.withdraw(
    caller,
    stored,
    level,
    estimationMasterWriter(caller.project, stored, caller.usercode, now),
    now,
  );
  return { docnumbr, version: result.version, state: result.approval.state, level };
}

/** `getQuotationAprPendList` (MOI) / `...kd`: the level's work list. */
export const pendingEstimations = (caller: Caller, level: ApprovalLevel): Promise<PendingApproval[]> =>
  pendingAt(caller.project, docType, level);

/** `getApprovedList` (MOI) / `...kd`: estimations the level approved. */
export const approvedEstimations = (caller: Caller, level: ApprovalLevel) =>
  approvedAt(caller.project, docType, level);

/** `getQuotApprJobOrdNos` (MOI) / `...Kd`: job orders whose estimation the level approved. */
export async function approvedJobOrders(caller: Caller, level: ApprovalLevel) {
  const rows = await approvedAt(caller.project, docType, level);
  return rows.map((row) => fieldsOf(row, 'jobordno docnumbr vehicleno garagnam amount'));
}

/** `RejectedItems/GetRejectedCostSheets?username`: rejections of that user's documents, newest first. */
/**
 * `RejectedItems/GetRejectedCostSheets?username`: a user's own rejections (every chain: estimations, cost
 * sheets, purchase requests, LPOs); someone else's only with the estimation screen's view right.
 */
export function rejectedItems(caller: Caller, username: string) {
  const own = username.trim().toLowerCase() === caller.usercode.toLowerCase();
  if (!own && !caller.superuser && caller.rights[screenCodes.estimation]?.views !== 'Y')
    throw new ForbiddenError();
  return rejectedFor(caller.project, username);
}
