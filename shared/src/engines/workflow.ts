/**
 * The job order workflow: which step moves a job order to which status, and from which statuses the
 * step is allowed. Spec 000 section 4 lists the codes but not the transitions ("Allowed transitions:
 * not shown"); this table follows the order of the codes and the screens of section 2:
 * MOI reception (job card, inspector, MOI technician, checklist, images, inspection) -> KPTC reception
 * (job order KJO, reception technician, images, inspection) -> garage (gate pass in, images, team
 * leader, the garage stages of later issues) -> gate pass out -> parking at reception -> delivery.
 * The server checks every step against this table; `ChangeJobStatus` (an administrator's correction)
 * is the only move that ignores it.
 */

/** Codes of the MOI reception phase, in order. */
export const moiPhase = [1195, 1196, 1197, 1198, 1199, 1200] as const;
/** Codes of the KPTC reception phase, in order. */
export const receptionPhase = [1201, 1202, 1203, 1204] as const;
/** Statuses after which a job order may no longer be deleted (spec 000 section 5). */
export const completedOrInvoiced = [1227, 1231, 1232, 1422, 1425, 1426] as const;

const firstGarageCodes = [1205, 1207, 1208] as const;
/**
 * The accounts phase (issue 13): a delivered job order (closed: the vehicle has left) being costed and
 * invoiced. Maintenance invoices and petty cash may name a job order at any stage; they move its status
 * only here, so the garage path is never cut short by a bill.
 */
export const accountsPhase = [1227, 1422, 1423, 1424] as const;
/** Statuses of a closed (delivered) job order the accounts still act on: kept in the status index. */
export const accountsWork: readonly number[] = [...accountsPhase, 1420, 1421, 1425];

/** Garage stages (issues after 5) up to the final QC and washing: a vehicle in the garage. */
const garageWork = [
  1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219, 1220, 1221, 1222, 1223, 1224, 1225, 1228,
  1229, 1230, 1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1242, 1243, 1244, 1245, 1246, 1247, 1248,
  1249, 1250, 1251, 1252, 1253, 1256, 1401, 1402, 1403, 1404, 1405, 1406, 1407, 1408, 1409, 1410, 1411, 1420,
  1421, 1422, 1423, 1424,
] as const;
/** Every status of a vehicle inside the garage (after gate pass in, before gate pass out). */
export const garagePhase: readonly number[] = [...firstGarageCodes, ...garageWork];

export interface WorkflowStep {
  /** The status the step moves the job order to. */
  to: number;
  /** Statuses the job order may be at for the step; `null` when the step creates the job order. */
  from: readonly number[] | null;
}

const step = (to: number, from: readonly number[] | null): WorkflowStep => ({ to, from });

/** Garage work a job order may be put on hold or set waiting for parts from (and released back to). */
export function holdableStatuses(): readonly number[] {
  return [1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1236, 1256, 1235];
}

/** Where parts can be asked for, issued or requested from the garage: after the estimation's approval, in repair. */
const partsStages = [1216, 1236, 1217, 1218, 1219, 1220, 1221, 1228, 1239, 1240, 1241, 1411] as const;
/** Parts stages the repair goes on from. */
const afterParts = [1218, 1219, 1221, 1239, 1240, 1241, 1411] as const;

export const workflowSteps = {
  /** MOI job card saved (jobCardQs). */
  createJobCard: step(1195, null),
  /** QC inspector assigned (with the job card, or later from /inspectionlistmoi). */
  assignInspector: step(1196, [1195]),
  /** QC technician assigned, MOI variant (/technicianDetailslistmoi). */
  assignTechnicianMoi: step(1197, [1196, 1198, 1199, 1200]),
  /** Vehicle checklist saved on its own (JOCheckListmoi). */
  vehicleChecklistMoi: step(1198, [1196, 1197]),
  /** Images uploaded for an MOI job card (frmtypeimg=moi). */
  uploadImagesMoi: step(1199, [1196, 1197, 1198]),
  /** The inspector's inspection of an MOI job card (inspectionmoi). */
  inspectionMoi: step(1200, [1196, 1197, 1198, 1199]),
  /** KPTC job order (KJO) created from an MOI job card, or directly when `from` is empty. */
  createJobOrder: step(1201, [1196, 1197, 1198, 1199, 1200]),
  /** Technician assigned at reception (AssignTechnician). */
  assignTechnicianReception: step(1202, [1201, 1203, 1204]),
  /** Images uploaded at reception (frmtypeimg=rec). */
  uploadImagesReception: step(1203, [1201, 1202]),
  /** Reception inspection (Inspection). */
  inspectionReception: step(1204, [1201, 1202, 1203]),
  /** Gate pass in: the vehicle enters the garage. */
  gatePassIn: step(1205, [1202, 1203, 1204]),
  /** Images uploaded at the garage (gate pass in step 2, frmtypeimg=gar). */
  uploadImagesGarage: step(1207, [1205]),
  /** Team leader assigned (gate pass in step 3). */
  assignTeamLeader: step(1208, [1205, 1207]),
  /** Garage technician and workshop assignment (AssignTechgmoi / AssignTechg, /technicianDetailslist). */
  assignTechnicianGarage: step(1209, [1208]),
  /** Garage inspection started (GarageInspection/insertgarinspection, /inspectionlistIns). */
  garageInspection: step(1210, [1209]),
  /** The garage inspection waits (a workshop or a part is not free yet; UpdteGarInspection). */
  garageInspectionWaiting: step(1211, [1210, 1212]),
  /** The garage inspection is being done (UpdteGarInspection). */
  garageInspectionInProgress: step(1212, [1210, 1211]),
  /** The garage inspection is complete: every workshop line is inspected (UpdteGarInspection). */
  garageInspectionCompleted: step(1213, [1210, 1211, 1212]),
  /** The garage's vehicle checklist after the inspection. */
  vehicleChecklistGarage: step(1214, [1213]),
  /** Estimation saved (insertupdatequotation); a rejected estimation is revised from 1215 again. */
  estimation: step(1215, [1213, 1214, 1235, 1216, 1256]),
  /** Estimation submitted for approval (the approval engine's pending state, "Approval Required"). */
  estimationSubmitted: step(1235, [1215]),
  /** Estimation approved at its last level (approvequotation, or approvequotationkd over 250 KWD). */
  estimationApproved: step(1216, [1235, 1256]),
  /** Estimation over 250.000 KWD approved by MOI, waiting for the KD250 approval (approvequotationkd). */
  estimationApprovalKd: step(1256, [1235]),
  /** Repair work going on (UpdteRepairJob with work started). */
  repairInProgress: step(1236, [1216, 1228, 1229, ...afterParts]),
  /** Repair finished for every workshop (UpdteRepairJob, /repairjobcompletionlist). */
  repairFinished: step(1230, [1216, 1236, ...afterParts]),
  /** Item request saved and submitted to the garage approver (ItemRequest/insertItemRequest). */
  itemRequest: step(1217, partsStages),
  /** Parts issued against an approved item request (GarageIssue/setGarageIssue). */
  garageIssue: step(1219, [1218, 1411]),
  /**
   * Purchase request with a job order saved and submitted (PurchaseRequest/insertPurchaseRequestwithjo);
   * the approval engine moves it on (1402-1404, or back to 1228 on a rejection).
   */
  purchaseRequest: step(1401, partsStages),
  /** The first supplier quotation of the job order's approved purchase request (insertPurchaseQuotation). */
  purchaseQuotation: step(1405, [1403, 1404]),
  /** The first local purchase order made from the approved cost sheet (insertLpo). */
  purchaseOrder: step(1409, [1408]),
  /** Every purchase order of the cost sheet approved by KPTC (approveLpo). */
  purchaseOrderApproved: step(1410, [1409]),
  /** Bought parts received after the item inspection (insertPurInspection): issuable at once. */
  itemInspection: step(1411, [1410, 1411]),
  /** The garage requests parts the store does not hold (GarageRequest/setGarageRequest). */
  garageRequest: step(1220, partsStages),
  /** Parts of a garage request received at the store (a receipt naming the garage request). */
  sparePartsReceived: step(1239, [1220]),
  /** Parts of a garage request issued to the job order (setGarageIssue against the garage request). */
  garageIssued: step(1221, [1220, 1239, 1241]),
  /** Issued parts returned to the store (ItemRequest/insertReturnVoucherDtl). */
  partsReturned: step(1240, [1219, 1221, 1236, 1230]),
  /** Parts of a garage request transferred from another store (a transfer naming the garage request). */
  partsTransferred: step(1241, [1220]),
  /** Final QC by the garage (finalQCGarage, /finalqcgaragelist). */
  finalQcGarage: step(1222, [1230]),
  /** Final QC by MOI (finalQCMOI, /finalqcmoilist). */
  finalQcMoi: step(1223, [1222]),
  /** Washing completed (/washinglist). */
  washing: step(1224, [1223]),
  /** Vehicle approved for delivery (/vehicledeliveryapprovelist). */
  deliveryApproval: step(1225, [1223, 1224]),
  /** Parked at the garage, waiting for the gate pass out (/parkinggaragelist). */
  parkingGarage: step(1233, [1225]),
  /** Put on hold; the hold is released back to the status before it. */
  onHold: step(1229, holdableStatuses()),
  /** Waiting for spare parts; released back to the status before it. */
  waitingForParts: step(1228, holdableStatuses()),
  /** Gate pass out: the vehicle leaves the garage after the final QC (the choice list's "job orders at QCPASSOUT"). */
  gatePassOut: step(1206, [1223, 1224, 1225, 1233]),
  /** Parked at reception after the gate pass out. */
  parkingReception: step(1226, [1206]),
  /** Delivered to the customer (/vehicledeliverylist). */
  vehicleDelivery: step(1227, [1206, 1226]),
  /** A maintenance invoice saved for a delivered job order (insertcarmaintenance, issue 13). */
  maintenanceInvoice: step(1422, accountsPhase),
  /** Petty cash spent on a delivered job order (PettyCash/insertPettyCash). */
  pettyCash: step(1423, accountsPhase),
  /** That petty cash approved (PettyCash/approvePettyCash). */
  pettyCashApproved: step(1424, [1423]),
  /** The 3-in-1 invoice (labour, parts and outside costs in one) prepared for the customer. */
  threeInOne: step(1420, accountsPhase),
  /** The 3-in-1 invoice approved by the customer (MOI). */
  threeInOneApproved: step(1421, [1420]),
  /** The final invoice issued from the approved 3-in-1 (insertFinalinovice). */
  finalInvoice: step(1425, [1421]),
  /** The invoiced job order submitted for payment (InsertJoSubmit). */
  joSubmit: step(1426, [1425]),
  // Issue 14, warranty and winch.
  /**
   * A warranty claim raised for a returning vehicle (WarrantyCheck/insertWarrantyCheck): at reception
   * (1201-1204) or in the garage up to the completed inspection (1205-1213), where the repairs are
   * known. Its decision (or a delete) returns the job order to the status it was claimed at.
   */
  warrantyInitiated: step(1234, [1201, 1202, 1203, 1204, 1205, 1207, 1208, 1209, 1210, 1211, 1212, 1213]),
  // Issue 14, scrap spares, transfers, engine service.
  /**
   * A vehicle moved to another garage (insertGarageTrans, trftype G): the job order passes through
   * VehicleTransferred 1252 and goes on at the status it was transferred at, in the receiving garage.
   * Allowed while the vehicle is in the garage and not away (1252, 1253, 1237, 1238 and a warranty
   * claim excluded).
   */
  garageTransfer: step(
    1252,
    garagePhase.filter((code) => ![1252, 1253, 1237, 1238, 1234].includes(code)),
  ),
  /** The engine sent to an outside (MOI approved) service supplier (insertGarageTrans, trftype T). */
  engineServiceOut: step(
    1253,
    garagePhase.filter((code) => ![1252, 1253, 1237, 1238, 1234].includes(code)),
  ),
  /** The supplier finished the engine service (the transfer's servstatus COMPLETED). */
  engineServiceCompleted: step(1237, [1253]),
  /** The vehicle received back (servstatus RECEIVED): 1238, then on at the status it was sent at. */
  engineServiceReceived: step(1238, [1237]),
  // Issue 14, stickers.
  /**
   * Sticker service (shared/src/stickers/stickers.ts): the supervisor gives a sticker job card or job order,
   * from the MOI job card or the reception, to a team lead (AssignTeamLeader 1208).
   */
  stickerAssignTeamLead: step(1208, [1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204, 1205, 1207]),
  /** The team lead gives the sticker job and its tasks to a technician (1209). */
  stickerAssignTechnician: step(1209, [1208]),
  /** The technician's first task update on a sticker job: work in progress (1236). */
  stickerInProgress: step(1236, [1209]),
  /** Every task done and the sticker placed: ServiceCompleted (1237). */
  stickerServiceCompleted: step(1237, [1209, 1236]),
  /**
   * A completed sticker job handed over to the customer from the vehicle delivery screen (1227): the
   * short workflow has no final QC or gate pass out. Only a sticker job may take it from 1237 (the
   * third-party engine service passes 1237 too, with the vehicle still in the garage): the delivery checks it.
   */
  stickerDelivery: step(1227, [1237]),
} as const satisfies Record<string, WorkflowStep>;

export type WorkflowStepName = keyof typeof workflowSteps;

/** Whether a job order at `current` may take `name` (a step repeated at its own status is an edit). */
export function stepAllowed(name: WorkflowStepName, current: number): boolean {
  const { to, from } = workflowSteps[name];
  if (from === null) return false;
  return current === to || from.includes(current);
}

/** Job orders a step's choice list offers: those whose status allows the step (repeats excluded). */
export function eligibleStatuses(name: WorkflowStepName): readonly number[] {
  return workflowSteps[name].from ?? [];
}

/** Whether a job order at `current` may still be deleted (not invoiced, not past completion). */
export const deletableStatus = (current: number) =>
  !(completedOrInvoiced as readonly number[]).includes(current);
