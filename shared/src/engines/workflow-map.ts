/**
 * The workflow map (issue 24): for each job order status, the actions that move it on, each with the
 * screen whose right it needs, the roles whose job it is, the list where the job order waits and the
 * form where the user acts, and the status it leads to. Every module's accepted statuses, every
 * list's filter, the notifications (who is told, which page the link opens) and "My work" read it;
 * the status groups every count uses are in shared/src/engines/status-groups.ts (re-exported here).
 *
 * The transitions themselves (which status a step moves to, from which statuses) stay in
 * shared/src/engines/workflow.ts (`workflowSteps`), which the status engine checks on every write; an action
 * here names its step, or, for a move made by the approval engine, the chain level it decides.
 *
 * Variants covered: estimation rejected and revised (1215 -> 1235 again), the KD250 tier (1256), parts
 * not in stock (item request -> approval -> issue; garage request -> receipt or transfer -> issue;
 * purchase request -> approvals -> quotation -> cost sheet -> approvals -> LPO -> approval -> item
 * inspection -> issue), hold and waiting for parts and their release, warranty, transfers and the
 * engine's third-party service, stickers, and the accounts after delivery.
 *
 * Zod-free: the SPA's notification model and the subscribers import it.
 */
import type { RightAction } from '../platform/rights.ts';
import type { RoleCode } from '../platform/roles.ts';
import { openGroups, statusesOfGroup } from './status-groups.ts';
import { workflowSteps, type WorkflowStepName } from './workflow.ts';

export * from './status-groups.ts';

export interface WorkflowAction {
  /** Stable key; the SPA labels it `workflow:actions.<key>`. */
  key: string;
  /** The workflow step the action takes (its target and allowed statuses), if the action moves the job order itself. */
  step?: WorkflowStepName;
  /** Statuses the action is offered at (default: the step's `from`). */
  at: readonly number[];
  /** The statuses it leads to (the first is the usual one). */
  to: readonly number[];
  /** Screen whose rights the action needs (shared/src/platform/screens.ts). */
  screen: string;
  /** The right it needs on the screen. */
  right: RightAction;
  /** Roles whose job it is; the demo seed gives each the rights the list, the form and its reads need. */
  roles: readonly RoleCode[];
  /** The list route where the job order waits (may carry a fixed query, e.g. `frmtypeimg=rec`). */
  list: string;
  /** The form route where the user acts (spec route), without the job order query. */
  form: string;
  /**
   * Where a link to this action for one job order opens: the form with `jobordno` (the form presets the
   * job order from the query) or the list filtered on the job order (the form is opened from the row).
   */
  opens: 'form' | 'list';
  /**
   * Who tells the actors: `status` (the notifications subscriber, on the status change) or `approval`
   * (the approval engine tells the level's approvers; the status change tells nobody, so nobody is
   * told twice).
   */
  notify: 'status' | 'approval' | 'none';
  /** An approval level the action decides (shared/src/engines/approvals.ts `approvalChains`). */
  approval?: { docType: string; level: string };
  /** The same-user rule: the user who took `differentFrom` may not take this one (e.g. the two final QCs). */
  differentFrom?: string;
  /**
   * The approval action (its key) that must be decided first where the job order's document waits for
   * it: while the approval engine lists it as pending there, this action is not offered (its choice
   * list and "My work" leave the job order out; the save refuses it).
   */
  after?: string;
  /** Only for job orders of this kind of service (a sticker job's short path, or a repair's); default both. */
  service?: 'sticker' | 'repair';
  /**
   * Offered, never awaited (a winch, a warranty claim): nobody is told, "My work" does not list it, and a
   * status it is offered at still needs an awaited action to go on (`nextActions` leaves it out).
   */
  optional?: boolean;
}

/**
 * Where an action is taken: the screen and right it needs, the roles whose job it is (one or two, comma
 * separated), its list and form, space separated (`'SGRG003 adds TEAMLEADER,INSPECTOR /list /form'`).
 */
type Place = `${string} ${RightAction} ${RoleCode | `${RoleCode},${RoleCode}`} /${string} /${string}`;

type More = Partial<Omit<WorkflowAction, 'key' | 'screen' | 'right' | 'roles' | 'list' | 'form'>>;

function action(key: string, place: Place, more: More = {}): WorkflowAction {
  const [screen = '', right = '', roles = '', list = '', form = ''] = place.split(' ');
  const step = more.step ? workflowSteps[more.step] : undefined;
  const at = more.at ?? step?.from ?? [];
  const to = more.to ?? (step ? [step.to] : []);
  const where = { screen, right: right as RightAction, roles: roles.split(',') as RoleCode[], list, form };
  return { key, ...where, opens: 'list', notify: 'status', ...more, at, to };
}

/** An action that takes the workflow step of its own name. */
const stepAction = (step: WorkflowStepName, place: Place, more: More = {}): WorkflowAction =>
  action(step, place, { step, ...more });

/** A step taken in its form (a link opens the form with the job order). */
const formStep = (step: WorkflowStepName, place: Place) => stepAction(step, place, { opens: 'form' });

/** A chain level's decision: the approval engine tells the level's approvers, not the status change. */
const approvalAction = (key: string, docType: string, level: string, place: Place, more: More = {}) =>
  action(key, place, { notify: 'approval', approval: { docType, level }, ...more });

const fromOf = (name: WorkflowStepName): readonly number[] => workflowSteps[name].from ?? [];

/** Statuses a repair is recorded at: approved, in progress, and every parts stage the repair goes on from. */
export const repairStatuses: readonly number[] = [
  ...new Set([...fromOf('repairInProgress'), ...fromOf('repairFinished'), 1236]),
].filter((code) => code !== 1228 && code !== 1229);

/** Statuses of a job order still open in the workshop (a winch may be sent for it). */
const openStatuses: readonly number[] = openGroups.flatMap((group) => statusesOfGroup(group));

/** Garage statuses a supervisor may put on hold or set waiting for parts (and release later). */
const holdable = fromOf('onHold');

export const workflowActions: readonly WorkflowAction[] = [
  // ---- MOI reception -------------------------------------------------------------------------------
  stepAction('createJobCard', 'SGRJ001 adds RECEPTION /jobCardQslist /jobCardQs', {
    at: [],
    to: [1195, 1196],
    opens: 'form',
  }),
  formStep('assignInspector', 'SGRJ002 edits RECEPTION,SUPERVISOR /inspectionlistmoi /assigninspectormoi'),
  formStep('inspectionMoi', 'SGRJ002 adds INSPECTOR /inspectionlistmoi /inspectionmoi'),
  formStep('assignTechnicianMoi', 'SGRK001 adds RECEPTION /technicianDetailslistmoi /technicianDetailsmoi'),
  // ---- KPTC reception ------------------------------------------------------------------------------
  formStep('createJobOrder', 'SGRK003 adds RECEPTION /receptionInspectionList /receptionInspection'),
  formStep(
    'assignTechnicianReception',
    'SGRK001 adds RECEPTION /technicianDetailslistmoi /technicianDetailsmoi',
  ),
  formStep(
    'uploadImagesReception',
    'SGRK002 adds RECEPTION /imageuploadlistrecmoi?frmtypeimg=rec /imageuploadrecmoi?frmtypeimg=rec',
  ),
  stepAction('inspectionReception', 'SGRK003 edits RECEPTION /receptionInspectionList /receptionInspection'),
  formStep('gatePassIn', 'SGRG001 adds SUPERVISOR /gatepassinlist /gatepassin?step=1&frmtypeimg=gar'),
  // ---- Garage ------------------------------------------------------------------------------------
  formStep('uploadImagesGarage', 'SGRG001 adds SUPERVISOR /gatepassinlist /gatepassin?step=2&frmtypeimg=gar'),
  formStep('assignTeamLeader', 'SGRG001 adds SUPERVISOR /gatepassinlist /gatepassin?step=3&frmtypeimg=gar'),
  formStep('assignTechnicianGarage', 'SGRG002 adds TEAMLEADER /technicianDetailslist /technicianDetails'),
  stepAction('garageInspection', 'SGRG003 adds TEAMLEADER,INSPECTOR /inspectionlistIns /inspectionIns', {
    service: 'repair',
    opens: 'form',
  }),
  action('garageInspectionProgress', 'SGRG003 edits TEAMLEADER,INSPECTOR /inspectionlistIns /inspectionIns', {
    step: 'garageInspectionCompleted',
    to: [1213, 1212, 1211],
  }),
  stepAction('estimation', 'SGRG004 adds TEAMLEADER /estimationlist /estimation', {
    at: [1213, 1214],
    to: [1235, 1215],
    opens: 'form',
    after: 'garageInspectionApproval',
  }),
  // Where the garage asks for it, the workshop manager approves the completed inspection (it stays at
  // 1213) or returns it to be revised (1212); the estimation waits for the approval (issue 28).
  approvalAction(
    'garageInspectionApproval',
    'GIN',
    'GARAGE',
    'SGRG022 edits APPROVER_GARAGE /managerapprovallist /managerapproval',
    { at: [1213], to: [1213, 1212] },
  ),
  action('estimationRevise', 'SGRG004 edits TEAMLEADER /estimationlist /estimation', {
    step: 'estimationSubmitted',
    at: [1215],
    to: [1235],
  }),
  approvalAction(
    'estimationApprovalMoi',
    'QUOT',
    'MOI',
    'SGRG004 edits APPROVER_MOI /estimationlist /estimation',
    { at: [1235], to: [1216, 1256, 1215] },
  ),
  approvalAction(
    'estimationApprovalKd',
    'QUOT',
    'KD',
    'SGRG004 edits APPROVER_KPTC /estimationlist /estimation',
    { at: [1256], to: [1216, 1215] },
  ),
  action('repair', 'SGRG007 edits TECHNICIAN,TEAMLEADER /repairjobcompletionlist /repairjobcompletion', {
    at: repairStatuses,
    to: [1236, 1230],
  }),
  // ---- Parts: item request, issue, garage request, returns -----------------------------------------
  stepAction('itemRequest', 'SGRG021 adds TEAMLEADER /sparepartsapprovelist /sparepartsapprove', {
    at: [1216, 1236, 1219, 1221, 1240, 1411, 1228],
    to: [1217],
    opens: 'form',
    notify: 'none',
  }),
  approvalAction(
    'itemRequestApproval',
    'IRQ',
    'GARAGE',
    'SGRG021 edits APPROVER_GARAGE /sparepartsapprovelist /sparepartsapprove',
    { at: [1217], to: [1218, 1216] },
  ),
  stepAction('garageIssue', 'SGRK004 adds STOREKEEPER /garageIssueVoucherlist /garageIssueVoucher'),
  stepAction('garageRequest', 'SGRG006 adds TEAMLEADER /garageRequestVoucherlist /garageRequestVoucher', {
    at: [1216, 1236, 1219, 1221, 1240, 1228],
    opens: 'form',
    notify: 'none',
  }),
  action('garageRequestReceipt', 'SGRX001 adds STOREKEEPER /storereceiptdirectlist /storereceiptdirect', {
    step: 'sparePartsReceived',
  }),
  action('garageRequestTransfer', 'SGRX004 adds STOREKEEPER /transferVoucherlist /transferVoucher', {
    step: 'partsTransferred',
    notify: 'none',
  }),
  action('garageRequestIssue', 'SGRK004 adds STOREKEEPER /garageIssueVoucherlist /garageIssueVoucher', {
    step: 'garageIssued',
  }),
  action('partsReturn', 'SGRK004 edits STOREKEEPER /garageIssueVoucherlist /garageIssueVoucher', {
    step: 'partsReturned',
    notify: 'none',
    optional: true,
  }),
  // ---- Parts bought: purchase request with the job order and what follows ------------------------
  stepAction(
    'purchaseRequest',
    'SGRP001 adds STOREKEEPER,TEAMLEADER /purchaseReqEntrywithjolist /purchaseReqEntrywithjo',
    { at: [1218, 1228], opens: 'form' },
  ),
  // The garage's level decides first and leaves the request at 1401; MOI's level moves it to 1402.
  approvalAction(
    'purchaseRequestApprovalGarage',
    'PRJ',
    'GARAGE',
    'SGRP001 edits APPROVER_GARAGE /purchaseReqEntrywithjolist /purchaseReqEntrywithjo',
    { at: [1401], to: [1401, 1228] },
  ),
  approvalAction(
    'purchaseRequestApproval',
    'PRJ',
    'MOI',
    'SGRP001 edits APPROVER_MOI /purchaseReqEntrywithjolist /purchaseReqEntrywithjo',
    { at: [1401], to: [1402, 1228] },
  ),
  approvalAction(
    'purchaseRequestApprovalKptc',
    'PRJ',
    'KPTC',
    'SGRP001 edits APPROVER_KPTC /purchaseReqEntrywithjolist /purchaseReqEntrywithjo',
    { at: [1402], to: [1403, 1228] },
  ),
  approvalAction(
    'purchaseRequestApprovalThird',
    'PRJ',
    'THIRD',
    'SGRP001 edits APPROVER_THIRD /purchaseReqEntrywithjolist /purchaseReqEntrywithjo',
    { at: [1403], to: [1404, 1228] },
  ),
  stepAction('purchaseQuotation', 'SGRP002 adds STOREKEEPER /quotationpurlist /quotationpur'),
  action('costSheet', 'SGRP003 adds STOREKEEPER /costsheetlist /costsheet', {
    at: [1405],
    to: [1406],
  }),
  approvalAction(
    'costSheetApprovalMoi',
    'CST',
    'MOI',
    'SGRP004 edits APPROVER_MOI /costsheetapprovallist /costsheetapproval',
    { at: [1406], to: [1407, 1405] },
  ),
  approvalAction(
    'costSheetApprovalKptc',
    'CST',
    'KPTC',
    'SGRP005 edits APPROVER_KPTC /costsheetapprovalSeclist /costsheetapprovalSec',
    { at: [1407], to: [1408, 1405] },
  ),
  stepAction('purchaseOrder', 'SGRP006 adds STOREKEEPER /inspectionnewlist /inspectionnew'),
  approvalAction(
    'purchaseOrderApproval',
    'LPO',
    'KPTC',
    'SGRP006 edits APPROVER_KPTC /inspectionnewlist /purchaseorderapproval',
    { step: 'purchaseOrderApproved' },
  ),
  stepAction('itemInspection', 'SGRP007 adds INSPECTOR,STOREKEEPER /iteminspecctionlist /iteminspecction', {
    at: [1410],
  }),
  // ---- Hold, waiting for parts and release ---------------------------------------------------------
  action('hold', 'SGRK006 edits SUPERVISOR /changejoborderstatusnew /changejoborderstatusnew', {
    step: 'onHold',
    at: holdable,
    to: [1229, 1228],
    opens: 'form',
    notify: 'none',
  }),
  action('release', 'SGRK006 edits SUPERVISOR /changejoborderstatusnew /changejoborderstatusnew', {
    at: [1229, 1228],
    to: holdable,
    opens: 'form',
  }),
  // ---- After the repair ----------------------------------------------------------------------------
  stepAction('finalQcGarage', 'SGRG008 adds INSPECTOR /finalqcgaragelist /finalqcgarage', {
    to: [1222, 1236],
  }),
  stepAction('finalQcMoi', 'SGRG009 adds INSPECTOR /finalqcmoilist /finalqcmoi', {
    to: [1223, 1236],
    differentFrom: 'finalQcGarage',
  }),
  formStep('washing', 'SGRG011 adds TECHNICIAN,SUPERVISOR /washinglist /washing'),
  formStep(
    'deliveryApproval',
    'SGRG013 adds APPROVER_GARAGE /vehicledeliveryapprovelist /vehicledeliveryapprove',
  ),
  formStep('parkingGarage', 'SGRG016 adds SUPERVISOR /parkinggaragelist /parking'),
  formStep('gatePassOut', 'SGRG010 adds SUPERVISOR /gatepassoutlist /gatepassout'),
  formStep('parkingReception', 'SGRK005 adds RECEPTION /parkingreceptionlist /parkingreception'),
  stepAction('vehicleDelivery', 'SGRJ003 adds RECEPTION /vehicledeliverylist /vehicledelivery'),
  // ---- Accounts after delivery ---------------------------------------------------------------------
  stepAction('maintenanceInvoice', 'SGRT076 adds ACCOUNTANT /maintenanceinvoicelist /maintenanceinvoice', {
    at: [1227],
    opens: 'form',
  }),
  stepAction('pettyCash', 'SGRT003 adds ACCOUNTANT /pettycashList /pettycash', {
    at: [1227, 1422],
    opens: 'form',
    notify: 'none',
  }),
  approvalAction(
    'pettyCashApproval',
    'PCH',
    'THIRD',
    'SGRT004 edits APPROVER_THIRD /pettycashAprList /pettycashApr',
    { step: 'pettyCashApproved' },
  ),
  formStep('threeInOne', 'SGRT005 adds ACCOUNTANT /finalInvoicelist /finalInvoice'),
  approvalAction(
    'threeInOneApproval',
    'TIO',
    'MOI',
    'SGRT005 edits APPROVER_MOI /finalInvoicelist /finalInvoiceApr',
    { step: 'threeInOneApproved', to: [1421, 1422] },
  ),
  stepAction('finalInvoice', 'SGRT005 adds ACCOUNTANT /finalInvoicelist /finalInvoice'),
  stepAction('joSubmit', 'SGRT006 adds ACCOUNTANT /joborderSubmitInvoicelist /joborderSubmitInvoicelist'),
  // ---- Warranty, transfers, third-party engine service ---------------------------------------------
  action('warrantyClaim', 'SGRG014 adds RECEPTION,TEAMLEADER /warrantydetaillist /warrantydetail', {
    step: 'warrantyInitiated',
    opens: 'form',
    notify: 'none',
    optional: true,
  }),
  action('warrantyDecision', 'SGRG014 edits SUPERVISOR /warrantydetaillist /warrantydetail', {
    at: [1234],
    to: fromOf('warrantyInitiated'),
  }),
  action('garageTransfer', 'SGRG019 adds SUPERVISOR /garageTransferList /garageTransfer', {
    step: 'engineServiceOut',
    to: [1253, 1252],
    opens: 'form',
    notify: 'none',
    service: 'repair',
  }),
  stepAction('engineServiceCompleted', 'SGRG019 edits SUPERVISOR /garageTransferList /garageTransfer'),
  stepAction('engineServiceReceived', 'SGRG019 edits SUPERVISOR /garageTransferList /garageTransfer', {
    service: 'repair',
  }),
  // ---- Winch: sent for and towing any open job order, without moving its status ----------------------
  action('winchAssign', 'SGRG015 adds RECEPTION,SUPERVISOR /winchassignlist /Winchdetailsassign', {
    at: openStatuses,
    to: [],
    opens: 'form',
    notify: 'none',
    optional: true,
  }),
  action('winchMove', 'SGRG018 adds RECEPTION,SUPERVISOR /winchMovelist /winchMove', {
    at: openStatuses,
    to: [],
    opens: 'list',
    notify: 'none',
    optional: true,
  }),
  // ---- Stickers ------------------------------------------------------------------------------------
  stepAction('stickerAssignTeamLead', 'SGRS002 adds SUPERVISOR /SupervisorDashboard /SupervisorDashboard', {
    notify: 'none',
    service: 'sticker',
  }),
  stepAction('stickerAssignTechnician', 'SGRS003 adds TEAMLEADER /TeamLeadWorkBench /TeamLeadWorkBench', {
    notify: 'none',
    service: 'sticker',
  }),
  action('stickerTask', 'SGRS004 edits TECHNICIAN /TechnicialTaskScreen /TechnicialTaskScreen', {
    at: [1209, 1236],
    to: [1236, 1237],
    notify: 'none',
    service: 'sticker',
  }),
  stepAction('stickerDelivery', 'SGRJ003 adds RECEPTION /vehicledeliverylist /vehicledelivery', {
    service: 'sticker',
  }),
];

/** Every action offered at `status`, the optional ones (winch, warranty claim) included. */
export function offeredActions(status: number, service?: 'sticker' | 'repair'): WorkflowAction[] {
  return workflowActions.filter(
    (candidate) =>
      candidate.at.includes(status) && (!service || !candidate.service || candidate.service === service),
  );
}

/** The actions that move a job order on from `status` (for a sticker job or a repair, when known). */
export function nextActions(status: number, service?: 'sticker' | 'repair'): WorkflowAction[] {
  return offeredActions(status, service).filter((candidate) => !candidate.optional);
}

/** An action by key. */
export function workflowAction(key: string): WorkflowAction {
  const found = workflowActions.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown workflow action ${key}`);
  return found;
}

/**
 * The chain level an action waits for (`after`): while the job order's document is pending there, the
 * action is not offered. Undefined for an action that waits for nothing.
 */
export function heldBy(act: Pick<WorkflowAction, 'after'>): { docType: string; level: string } | undefined {
  return act.after ? workflowAction(act.after).approval : undefined;
}

/** The statuses an action's list offers (its `at`): what every module's choice list and list filter reads. */
export const actionStatuses = (key: string): readonly number[] => workflowAction(key).at;

/** The page a link for `jobordno` opens for this action: its form with the job order preset, or its list filtered on it. */
export function actionLink(act: Pick<WorkflowAction, 'opens' | 'form' | 'list'>, jobordno: string): string {
  const base = act.opens === 'form' ? act.form : act.list;
  const [path, fixed] = base.split('?');
  const query = new URLSearchParams(fixed ?? '');
  if (act.opens === 'form') {
    query.set('mod', 'false');
    query.set('status', 'ADD');
  }
  query.set('jobordno', jobordno);
  return `${path}?${query.toString()}`;
}

/**
 * The first action on the shortest path of actions from `status` to any status of `goal` (a repair's
 * path: sticker jobs never take the gate pass); undefined at a goal status or when no path leads there.
 */
export function actionWaitedFor(status: number, goal: readonly number[]): WorkflowAction | undefined {
  if (goal.includes(status)) return undefined;
  // Breadth first, actions in the map's order: the usual path wins a tie.
  const firstAction = new Map<number, WorkflowAction>();
  const seen = new Set([status]);
  const queue = [status];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const action of nextActions(next, 'repair')) {
      const first = firstAction.get(next) ?? action;
      for (const to of action.to) {
        if (goal.includes(to)) return first;
        if (seen.has(to)) continue;
        seen.add(to);
        firstAction.set(to, first);
        queue.push(to);
      }
    }
  }
  return undefined;
}

/**
 * Who is told when a job order reaches `status`, and where their link goes: one entry per next action
 * the status-change notifications carry (approval actions are told by the approval engine).
 */
export function statusNotificationTargets(status: number): WorkflowAction[] {
  // An action going on at a status it produced itself (the repair at 1236, the inspection at 1212) is no news.
  return nextActions(status).filter(
    (candidate) => candidate.notify === 'status' && !candidate.to.includes(status),
  );
}
