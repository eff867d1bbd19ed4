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
  /** Only for job orders of this kind of service (a sticker job's short path, or a repair's); default both. */
  service?: 'sticker' | 'repair';
  /**
   * Offered, never awaited (a winch, a warranty claim): nobody is told, "My work" does not list it, and a
   * status it is offered at still needs an awaited action to go on (`nextActions` leaves it out).
   */
  optional?: boolean;
}

type ActionInput = Omit<WorkflowAction, 'at' | 'to' | 'opens' | 'notify'> & {
  at?: readonly number[];
  to?: readonly number[];
  opens?: 'form' | 'list';
  notify?: WorkflowAction['notify'];
};

function action(input: ActionInput): WorkflowAction {
  const step = input.step ? workflowSteps[input.step] : undefined;
  const at = input.at ?? step?.from ?? [];
  const to = input.to ?? (step ? [step.to] : []);
  return { opens: 'list', notify: 'status', ...input, at, to };
}

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
  action({
    key: 'createJobCard',
    step: 'createJobCard',
    at: [],
    to: [1195, 1196],
    screen: 'SGRJ001',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/jobCardQslist',
    form: '/jobCardQs',
    opens: 'form',
  }),
  action({
    key: 'assignInspector',
    step: 'assignInspector',
    screen: 'SGRJ002',
    right: 'edits',
    roles: ['RECEPTION', 'SUPERVISOR'],
    list: '/inspectionlistmoi',
    form: '/assigninspectormoi',
    opens: 'form',
  }),
  action({
    key: 'inspectionMoi',
    step: 'inspectionMoi',
    screen: 'SGRJ002',
    right: 'adds',
    roles: ['INSPECTOR'],
    list: '/inspectionlistmoi',
    form: '/inspectionmoi',
    opens: 'form',
  }),
  action({
    key: 'assignTechnicianMoi',
    step: 'assignTechnicianMoi',
    screen: 'SGRK001',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/technicianDetailslistmoi',
    form: '/technicianDetailsmoi',
    opens: 'form',
  }),
  // ---- KPTC reception ------------------------------------------------------------------------------
  action({
    key: 'createJobOrder',
    step: 'createJobOrder',
    screen: 'SGRK003',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/receptionInspectionList',
    form: '/receptionInspection',
    opens: 'form',
  }),
  action({
    key: 'assignTechnicianReception',
    step: 'assignTechnicianReception',
    screen: 'SGRK001',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/technicianDetailslistmoi',
    form: '/technicianDetailsmoi',
    opens: 'form',
  }),
  action({
    key: 'uploadImagesReception',
    step: 'uploadImagesReception',
    screen: 'SGRK002',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/imageuploadlistrecmoi?frmtypeimg=rec',
    form: '/imageuploadrecmoi?frmtypeimg=rec',
    opens: 'form',
  }),
  action({
    key: 'inspectionReception',
    step: 'inspectionReception',
    screen: 'SGRK003',
    right: 'edits',
    roles: ['RECEPTION'],
    list: '/receptionInspectionList',
    form: '/receptionInspection',
  }),
  action({
    key: 'gatePassIn',
    step: 'gatePassIn',
    screen: 'SGRG001',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/gatepassinlist',
    form: '/gatepassin?step=1&frmtypeimg=gar',
    opens: 'form',
  }),
  // ---- Garage ------------------------------------------------------------------------------------
  action({
    key: 'uploadImagesGarage',
    step: 'uploadImagesGarage',
    screen: 'SGRG001',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/gatepassinlist',
    form: '/gatepassin?step=2&frmtypeimg=gar',
    opens: 'form',
  }),
  action({
    key: 'assignTeamLeader',
    step: 'assignTeamLeader',
    screen: 'SGRG001',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/gatepassinlist',
    form: '/gatepassin?step=3&frmtypeimg=gar',
    opens: 'form',
  }),
  action({
    key: 'assignTechnicianGarage',
    step: 'assignTechnicianGarage',
    screen: 'SGRG002',
    right: 'adds',
    roles: ['TEAMLEADER'],
    list: '/technicianDetailslist',
    form: '/technicianDetails',
    opens: 'form',
  }),
  action({
    key: 'garageInspection',
    step: 'garageInspection',
    service: 'repair',
    screen: 'SGRG003',
    right: 'adds',
    roles: ['TEAMLEADER', 'INSPECTOR'],
    list: '/inspectionlistIns',
    form: '/inspectionIns',
    opens: 'form',
  }),
  action({
    key: 'garageInspectionProgress',
    step: 'garageInspectionCompleted',
    to: [1213, 1212, 1211],
    screen: 'SGRG003',
    right: 'edits',
    roles: ['TEAMLEADER', 'INSPECTOR'],
    list: '/inspectionlistIns',
    form: '/inspectionIns',
  }),
  action({
    key: 'estimation',
    step: 'estimation',
    at: [1213, 1214],
    to: [1235, 1215],
    screen: 'SGRG004',
    right: 'adds',
    roles: ['TEAMLEADER'],
    list: '/estimationlist',
    form: '/estimation',
    opens: 'form',
  }),
  // Where the garage asks for it, the workshop manager approves the completed inspection (it stays at
  // 1213) or returns it to be revised (1212); the estimation waits for the approval (issue 28).
  action({
    key: 'garageInspectionApproval',
    at: [1213],
    to: [1213, 1212],
    screen: 'SGRG022',
    right: 'edits',
    roles: ['APPROVER_GARAGE'],
    list: '/managerapprovallist',
    form: '/managerapproval',
    notify: 'approval',
    approval: { docType: 'GIN', level: 'GARAGE' },
  }),
  action({
    key: 'estimationRevise',
    step: 'estimationSubmitted',
    at: [1215],
    to: [1235],
    screen: 'SGRG004',
    right: 'edits',
    roles: ['TEAMLEADER'],
    list: '/estimationlist',
    form: '/estimation',
  }),
  action({
    key: 'estimationApprovalMoi',
    at: [1235],
    to: [1216, 1256, 1215],
    screen: 'SGRG004',
    right: 'edits',
    roles: ['APPROVER_MOI'],
    list: '/estimationlist',
    form: '/estimation',
    notify: 'approval',
    approval: { docType: 'QUOT', level: 'MOI' },
  }),
  action({
    key: 'estimationApprovalKd',
    at: [1256],
    to: [1216, 1215],
    screen: 'SGRG004',
    right: 'edits',
    roles: ['APPROVER_KPTC'],
    list: '/estimationlist',
    form: '/estimation',
    notify: 'approval',
    approval: { docType: 'QUOT', level: 'KD' },
  }),
  action({
    key: 'repair',
    at: repairStatuses,
    to: [1236, 1230],
    screen: 'SGRG007',
    right: 'edits',
    roles: ['TECHNICIAN', 'TEAMLEADER'],
    list: '/repairjobcompletionlist',
    form: '/repairjobcompletion',
  }),
  // ---- Parts: item request, issue, garage request, returns -----------------------------------------
  action({
    key: 'itemRequest',
    step: 'itemRequest',
    at: [1216, 1236, 1219, 1221, 1240, 1411, 1228],
    to: [1217],
    screen: 'SGRG021',
    right: 'adds',
    roles: ['TEAMLEADER'],
    list: '/sparepartsapprovelist',
    form: '/sparepartsapprove',
    opens: 'form',
    notify: 'none',
  }),
  action({
    key: 'itemRequestApproval',
    at: [1217],
    to: [1218, 1216],
    screen: 'SGRG021',
    right: 'edits',
    roles: ['APPROVER_GARAGE'],
    list: '/sparepartsapprovelist',
    form: '/sparepartsapprove',
    notify: 'approval',
    approval: { docType: 'IRQ', level: 'GARAGE' },
  }),
  action({
    key: 'garageIssue',
    step: 'garageIssue',
    screen: 'SGRK004',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/garageIssueVoucherlist',
    form: '/garageIssueVoucher',
  }),
  action({
    key: 'garageRequest',
    step: 'garageRequest',
    at: [1216, 1236, 1219, 1221, 1240, 1228],
    screen: 'SGRG006',
    right: 'adds',
    roles: ['TEAMLEADER'],
    list: '/garageRequestVoucherlist',
    form: '/garageRequestVoucher',
    opens: 'form',
    notify: 'none',
  }),
  action({
    key: 'garageRequestReceipt',
    step: 'sparePartsReceived',
    screen: 'SGRX001',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/storereceiptdirectlist',
    form: '/storereceiptdirect',
  }),
  action({
    key: 'garageRequestTransfer',
    step: 'partsTransferred',
    screen: 'SGRX004',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/transferVoucherlist',
    form: '/transferVoucher',
    notify: 'none',
  }),
  action({
    key: 'garageRequestIssue',
    step: 'garageIssued',
    screen: 'SGRK004',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/garageIssueVoucherlist',
    form: '/garageIssueVoucher',
  }),
  action({
    key: 'partsReturn',
    step: 'partsReturned',
    screen: 'SGRK004',
    right: 'edits',
    roles: ['STOREKEEPER'],
    list: '/garageIssueVoucherlist',
    form: '/garageIssueVoucher',
    notify: 'none',
    optional: true,
  }),
  // ---- Parts bought: purchase request with the job order and what follows ------------------------
  action({
    key: 'purchaseRequest',
    step: 'purchaseRequest',
    at: [1218, 1228],
    screen: 'SGRP001',
    right: 'adds',
    roles: ['STOREKEEPER', 'TEAMLEADER'],
    list: '/purchaseReqEntrywithjolist',
    form: '/purchaseReqEntrywithjo',
    opens: 'form',
  }),
  // The garage's level decides first and leaves the request at 1401; MOI's level moves it to 1402.
  action({
    key: 'purchaseRequestApprovalGarage',
    at: [1401],
    to: [1401, 1228],
    screen: 'SGRP001',
    right: 'edits',
    roles: ['APPROVER_GARAGE'],
    list: '/purchaseReqEntrywithjolist',
    form: '/purchaseReqEntrywithjo',
    notify: 'approval',
    approval: { docType: 'PRJ', level: 'GARAGE' },
  }),
  action({
    key: 'purchaseRequestApproval',
    at: [1401],
    to: [1402, 1228],
    screen: 'SGRP001',
    right: 'edits',
    roles: ['APPROVER_MOI'],
    list: '/purchaseReqEntrywithjolist',
    form: '/purchaseReqEntrywithjo',
    notify: 'approval',
    approval: { docType: 'PRJ', level: 'MOI' },
  }),
  action({
    key: 'purchaseRequestApprovalKptc',
    at: [1402],
    to: [1403, 1228],
    screen: 'SGRP001',
    right: 'edits',
    roles: ['APPROVER_KPTC'],
    list: '/purchaseReqEntrywithjolist',
    form: '/purchaseReqEntrywithjo',
    notify: 'approval',
    approval: { docType: 'PRJ', level: 'KPTC' },
  }),
  action({
    key: 'purchaseRequestApprovalThird',
    at: [1403],
    to: [1404, 1228],
    screen: 'SGRP001',
    right: 'edits',
    roles: ['APPROVER_THIRD'],
    list: '/purchaseReqEntrywithjolist',
    form: '/purchaseReqEntrywithjo',
    notify: 'approval',
    approval: { docType: 'PRJ', level: 'THIRD' },
  }),
  action({
    key: 'purchaseQuotation',
    step: 'purchaseQuotation',
    screen: 'SGRP002',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/quotationpurlist',
    form: '/quotationpur',
  }),
  action({
    key: 'costSheet',
    at: [1405],
    to: [1406],
    screen: 'SGRP003',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/costsheetlist',
    form: '/costsheet',
  }),
  action({
    key: 'costSheetApprovalMoi',
    at: [1406],
    to: [1407, 1405],
    screen: 'SGRP004',
    right: 'edits',
    roles: ['APPROVER_MOI'],
    list: '/costsheetapprovallist',
    form: '/costsheetapproval',
    notify: 'approval',
    approval: { docType: 'CST', level: 'MOI' },
  }),
  action({
    key: 'costSheetApprovalKptc',
    at: [1407],
    to: [1408, 1405],
    screen: 'SGRP005',
    right: 'edits',
    roles: ['APPROVER_KPTC'],
    list: '/costsheetapprovalSeclist',
    form: '/costsheetapprovalSec',
    notify: 'approval',
    approval: { docType: 'CST', level: 'KPTC' },
  }),
  action({
    key: 'purchaseOrder',
    step: 'purchaseOrder',
    screen: 'SGRP006',
    right: 'adds',
    roles: ['STOREKEEPER'],
    list: '/inspectionnewlist',
    form: '/inspectionnew',
  }),
  action({
    key: 'purchaseOrderApproval',
    step: 'purchaseOrderApproved',
    screen: 'SGRP006',
    right: 'edits',
    roles: ['APPROVER_KPTC'],
    list: '/inspectionnewlist',
    form: '/purchaseorderapproval',
    notify: 'approval',
    approval: { docType: 'LPO', level: 'KPTC' },
  }),
  action({
    key: 'itemInspection',
    step: 'itemInspection',
    at: [1410],
    screen: 'SGRP007',
    right: 'adds',
    roles: ['INSPECTOR', 'STOREKEEPER'],
    list: '/iteminspecctionlist',
    form: '/iteminspecction',
  }),
  // ---- Hold, waiting for parts and release ---------------------------------------------------------
  action({
    key: 'hold',
    step: 'onHold',
    at: holdable,
    to: [1229, 1228],
    screen: 'SGRK006',
    right: 'edits',
    roles: ['SUPERVISOR'],
    list: '/changejoborderstatusnew',
    form: '/changejoborderstatusnew',
    opens: 'form',
    notify: 'none',
  }),
  action({
    key: 'release',
    at: [1229, 1228],
    to: holdable,
    screen: 'SGRK006',
    right: 'edits',
    roles: ['SUPERVISOR'],
    list: '/changejoborderstatusnew',
    form: '/changejoborderstatusnew',
    opens: 'form',
  }),
  // ---- After the repair ----------------------------------------------------------------------------
  action({
    key: 'finalQcGarage',
    step: 'finalQcGarage',
    to: [1222, 1236],
    screen: 'SGRG008',
    right: 'adds',
    roles: ['INSPECTOR'],
    list: '/finalqcgaragelist',
    form: '/finalqcgarage',
  }),
  action({
    key: 'finalQcMoi',
    step: 'finalQcMoi',
    to: [1223, 1236],
    screen: 'SGRG009',
    right: 'adds',
    roles: ['INSPECTOR'],
    list: '/finalqcmoilist',
    form: '/finalqcmoi',
    differentFrom: 'finalQcGarage',
  }),
  action({
    key: 'washing',
    step: 'washing',
    screen: 'SGRG011',
    right: 'adds',
    roles: ['TECHNICIAN', 'SUPERVISOR'],
    list: '/washinglist',
    form: '/washing',
    opens: 'form',
  }),
  action({
    key: 'deliveryApproval',
    step: 'deliveryApproval',
    screen: 'SGRG013',
    right: 'adds',
    roles: ['APPROVER_GARAGE'],
    list: '/vehicledeliveryapprovelist',
    form: '/vehicledeliveryapprove',
    opens: 'form',
  }),
  action({
    key: 'parkingGarage',
    step: 'parkingGarage',
    screen: 'SGRG016',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/parkinggaragelist',
    form: '/parking',
    opens: 'form',
  }),
  action({
    key: 'gatePassOut',
    step: 'gatePassOut',
    screen: 'SGRG010',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/gatepassoutlist',
    form: '/gatepassout',
    opens: 'form',
  }),
  action({
    key: 'parkingReception',
    step: 'parkingReception',
    screen: 'SGRK005',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/parkingreceptionlist',
    form: '/parkingreception',
    opens: 'form',
  }),
  action({
    key: 'vehicleDelivery',
    step: 'vehicleDelivery',
    screen: 'SGRJ003',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/vehicledeliverylist',
    form: '/vehicledelivery',
  }),
  // ---- Accounts after delivery ---------------------------------------------------------------------
  action({
    key: 'maintenanceInvoice',
    step: 'maintenanceInvoice',
    at: [1227],
    screen: 'SGRT076',
    right: 'adds',
    roles: ['ACCOUNTANT'],
    list: '/maintenanceinvoicelist',
    form: '/maintenanceinvoice',
    opens: 'form',
  }),
  action({
    key: 'pettyCash',
    step: 'pettyCash',
    at: [1227, 1422],
    screen: 'SGRT003',
    right: 'adds',
    roles: ['ACCOUNTANT'],
    list: '/pettycashList',
    form: '/pettycash',
    opens: 'form',
    notify: 'none',
  }),
  action({
    key: 'pettyCashApproval',
    step: 'pettyCashApproved',
    screen: 'SGRT004',
    right: 'edits',
    roles: ['APPROVER_THIRD'],
    list: '/pettycashAprList',
    form: '/pettycashApr',
    notify: 'approval',
    approval: { docType: 'PCH', level: 'THIRD' },
  }),
  action({
    key: 'threeInOne',
    step: 'threeInOne',
    screen: 'SGRT005',
    right: 'adds',
    roles: ['ACCOUNTANT'],
    list: '/finalInvoicelist',
    form: '/finalInvoice',
    opens: 'form',
  }),
  action({
    key: 'threeInOneApproval',
    step: 'threeInOneApproved',
    to: [1421, 1422],
    screen: 'SGRT005',
    right: 'edits',
    roles: ['APPROVER_MOI'],
    list: '/finalInvoicelist',
    form: '/finalInvoiceApr',
    notify: 'approval',
    approval: { docType: 'TIO', level: 'MOI' },
  }),
  action({
    key: 'finalInvoice',
    step: 'finalInvoice',
    screen: 'SGRT005',
    right: 'adds',
    roles: ['ACCOUNTANT'],
    list: '/finalInvoicelist',
    form: '/finalInvoice',
  }),
  action({
    key: 'joSubmit',
    step: 'joSubmit',
    screen: 'SGRT006',
    right: 'adds',
    roles: ['ACCOUNTANT'],
    list: '/joborderSubmitInvoicelist',
    form: '/joborderSubmitInvoicelist',
  }),
  // ---- Warranty, transfers, third-party engine service ---------------------------------------------
  action({
    key: 'warrantyClaim',
    step: 'warrantyInitiated',
    screen: 'SGRG014',
    right: 'adds',
    roles: ['RECEPTION', 'TEAMLEADER'],
    list: '/warrantydetaillist',
    form: '/warrantydetail',
    opens: 'form',
    notify: 'none',
    optional: true,
  }),
  action({
    key: 'warrantyDecision',
    at: [1234],
    to: fromOf('warrantyInitiated'),
    screen: 'SGRG014',
    right: 'edits',
    roles: ['SUPERVISOR'],
    list: '/warrantydetaillist',
    form: '/warrantydetail',
  }),
  action({
    key: 'garageTransfer',
    step: 'engineServiceOut',
    to: [1253, 1252],
    screen: 'SGRG019',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/garageTransferList',
    form: '/garageTransfer',
    opens: 'form',
    notify: 'none',
    service: 'repair',
  }),
  action({
    key: 'engineServiceCompleted',
    step: 'engineServiceCompleted',
    screen: 'SGRG019',
    right: 'edits',
    roles: ['SUPERVISOR'],
    list: '/garageTransferList',
    form: '/garageTransfer',
  }),
  action({
    key: 'engineServiceReceived',
    step: 'engineServiceReceived',
    screen: 'SGRG019',
    right: 'edits',
    roles: ['SUPERVISOR'],
    list: '/garageTransferList',
    form: '/garageTransfer',
    service: 'repair',
  }),
  // ---- Winch: sent for and towing any open job order, without moving its status ----------------------
  action({
    key: 'winchAssign',
    at: openStatuses,
    to: [],
    screen: 'SGRG015',
    right: 'adds',
    roles: ['RECEPTION', 'SUPERVISOR'],
    list: '/winchassignlist',
    form: '/Winchdetailsassign',
    opens: 'form',
    notify: 'none',
    optional: true,
  }),
  action({
    key: 'winchMove',
    at: openStatuses,
    to: [],
    screen: 'SGRG018',
    right: 'adds',
    roles: ['RECEPTION', 'SUPERVISOR'],
    list: '/winchMovelist',
    form: '/winchMove',
    opens: 'list',
    notify: 'none',
    optional: true,
  }),
  // ---- Stickers ------------------------------------------------------------------------------------
  action({
    key: 'stickerAssignTeamLead',
    step: 'stickerAssignTeamLead',
    screen: 'SGRS002',
    right: 'adds',
    roles: ['SUPERVISOR'],
    list: '/SupervisorDashboard',
    form: '/SupervisorDashboard',
    notify: 'none',
    service: 'sticker',
  }),
  action({
    key: 'stickerAssignTechnician',
    step: 'stickerAssignTechnician',
    screen: 'SGRS003',
    right: 'adds',
    roles: ['TEAMLEADER'],
    list: '/TeamLeadWorkBench',
    form: '/TeamLeadWorkBench',
    notify: 'none',
    service: 'sticker',
  }),
  action({
    key: 'stickerTask',
    at: [1209, 1236],
    to: [1236, 1237],
    screen: 'SGRS004',
    right: 'edits',
    roles: ['TECHNICIAN'],
    list: '/TechnicialTaskScreen',
    form: '/TechnicialTaskScreen',
    notify: 'none',
    service: 'sticker',
  }),
  action({
    key: 'stickerDelivery',
    step: 'stickerDelivery',
    screen: 'SGRJ003',
    right: 'adds',
    roles: ['RECEPTION'],
    list: '/vehicledeliverylist',
    form: '/vehicledelivery',
    service: 'sticker',
  }),
];

/** Statuses with no next action: the job order's path ends there. */
export const terminalStatuses: readonly number[] = [1426, 1251];
/**
 * Statuses a write passes through and leaves in the same transaction (a garage transfer goes on at the
 * status it was transferred at; a vehicle back from the engine service at the status it was sent at).
 */
export const transientStatuses: readonly number[] = [1252, 1238];

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
