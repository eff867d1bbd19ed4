/**
 * The life of one generated job order: the moves the real screens would make, in workflow order
 * (shared/src/engines/workflow.ts), each after a stay drawn from a plausible distribution. Pure and
 * deterministic: the same random source gives the same moves.
 *
 * Path: MOI job card (1195, inspector 1196, optional MOI technician, checklist, images, inspection)
 * for MOI job cards -> KPTC job order 1201 -> reception (technician 1202, images, inspection) -> gate
 * pass in 1205 -> garage (images, team leader, technician, inspection, estimation, approval with the
 * KD250 level for large estimates and the odd revision) -> repair (parts through an item request,
 * a wait for parts, a hold) -> final QC garage and MOI, washing, delivery approval, parking -> gate pass
 * out -> delivery (closed) -> the accounts (3-in-1, its approval, final invoice, submission).
 * A few job orders are rejected or cancelled (deleted) on the way.
 */
import type { HistoryAction, JobOrderKind } from '@fleet/shared/reception/job-orders';
import type { WorkflowStepName } from '@fleet/shared/engines/workflow';

export const hourMs = 60 * 60 * 1000;

/** One engine write of the job order: one or more status moves at the same instant (1 ms apart). */
export interface PlannedMove {
  to: number;
  action: HistoryAction;
  /** The workflow step the screen takes (absent: the approval engine or a lifecycle action). */
  step?: WorkflowStepName;
  user: string;
  remarks: string;
  /** Instant of the move (ms since the epoch). */
  at: number;
  /** Whether the move is written by the same engine call as the previous one (job card + inspector). */
  sameWrite?: boolean;
  /** Header fields the write sets. */
  set?: Record<string, unknown>;
  /** The lifecycle state the write leaves the job order in. */
  state?: 'closed' | 'rejected' | 'cancelled';
}

export type Random = () => number;

/** A standard normal draw (Box-Muller). */
function normal(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A stay in hours: log-normal around `median` (half of the stays shorter), spread `sigma`. */
export function stayHours(random: Random, median: number, sigma = 0.6): number {
  return median * Math.exp(sigma * normal(random));
}

/** Garage profiles: quick service is fast, the body shop is slow. */
const garagePace: Record<string, number> = { G05: 0.35, G06: 1.8 };

export interface TimelineInput {
  kind: JobOrderKind;
  garage: string;
  /** Opening instant (ms). */
  openedAt: number;
  random: Random;
}

/** Technician, team leader and inspector names as the assignment screens store them. */
const people = {
  inspector: { inspector: 'inspector', inspectorname: 'Ahmed Al-Hajri' },
  technician: { empcdetech: 'E1005', emplname: 'Rajesh Kumar', technicianuser: 'technician' },
  teamLeader: { teamleader: 'teamleader', teamleadername: 'Mohammed Al-Shammari' },
};

/** Every move of a job order's life, in order; the caller cuts it at the "as of" instant. */
export function jobOrderTimeline(input: TimelineInput): PlannedMove[] {
  const { random } = input;
  const chance = (p: number) => random() < p;
  const pace = garagePace[input.garage] ?? 1;
  const moves: PlannedMove[] = [];
  let at = input.openedAt;
  let current: number | null = null;
  let ended = false;
  const iso = (ms: number) => new Date(ms).toISOString();

  const move = (
    to: number,
    options: {
      step?: WorkflowStepName;
      user: string;
      hours?: number;
      action?: HistoryAction;
      remarks?: string;
      /** Header fields, or a function of the move's instant (gate pass times). */
      set?: Record<string, unknown> | ((at: number) => Record<string, unknown>);
      sameWrite?: boolean;
      state?: PlannedMove['state'];
    },
  ) => {
    if (ended) return;
    // Moves of one engine write are 1 ms apart (engine.ts); the others follow a stay of at least 3 minutes.
    if (options.sameWrite) at += 1;
    else if (options.hours !== undefined) at = Math.round(at + Math.max(0.05, options.hours) * hourMs);
    moves.push({
      to,
      action: options.action ?? (current === null ? 'create' : 'status'),
      ...(options.step ? { step: options.step } : {}),
      user: options.user,
      remarks: options.remarks ?? '',
      at,
      ...(options.sameWrite ? { sameWrite: true } : {}),
      ...(options.set ? { set: typeof options.set === 'function' ? options.set(at) : options.set } : {}),
      ...(options.state ? { state: options.state } : {}),
    });
    current = to;
  };
  /** Rejected (the job order leaves the workflow) or cancelled (deleted) at the current status. */
  const leave = (kind: 'reject' | 'delete', hours: number) => {
    if (current === null) return;
    at = Math.round(at + hours * hourMs);
    const remarks =
      kind === 'reject'
        ? 'Rejected: vehicle not eligible for repair under the contract'
        : 'Job order deleted';
    moves.push({
      to: current,
      action: kind,
      user: kind === 'reject' ? 'supervisor' : 'reception',
      remarks,
      at,
      state: kind === 'reject' ? 'rejected' : 'cancelled',
      set: kind === 'reject' ? { rejectremarks: remarks } : { deluser: 'reception', deldate: iso(at) },
    });
    ended = true;
  };
  /** On hold or waiting for parts, then released back to the status it was held at. */
  const holdAndRelease = (kind: 'hold' | 'parts', hours: number) => {
    const heldAt = current!;
    move(kind === 'hold' ? 1229 : 1228, {
      step: kind === 'hold' ? 'onHold' : 'waitingForParts',
      user: 'teamleader',
      hours: stayHours(random, 2, 0.5),
      action: 'hold',
      remarks: kind === 'hold' ? 'Awaiting customer decision' : 'Waiting for spare parts from the supplier',
      set: { heldfrom: heldAt },
    });
    move(heldAt, { user: 'teamleader', hours, action: 'release', remarks: 'Released', set: { heldfrom: 0 } });
  };

  // MOI job card: saved with its inspector in one write, then the MOI reception steps.
  if (input.kind === 'MOI') {
    move(1195, { step: 'createJobCard', user: 'reception', set: { reopencount: 0 } });
    move(1196, {
      step: 'assignInspector',
      user: 'reception',
      sameWrite: true,
      set: people.inspector,
    });
    if (chance(0.4))
      move(1197, { step: 'assignTechnicianMoi', user: 'inspector', hours: stayHours(random, 0.5) });
    if (chance(0.3))
      move(1198, { step: 'vehicleChecklistMoi', user: 'inspector', hours: stayHours(random, 0.3) });
    if (chance(0.6))
      move(1199, { step: 'uploadImagesMoi', user: 'inspector', hours: stayHours(random, 0.3) });
    if (chance(0.85)) move(1200, { step: 'inspectionMoi', user: 'inspector', hours: stayHours(random, 0.8) });
    if (chance(0.01)) leave('delete', stayHours(random, 2));
    move(1201, { step: 'createJobOrder', user: 'reception', hours: stayHours(random, 1.5) });
  } else {
    move(1201, { step: 'createJobOrder', user: 'reception', set: { reopencount: 0 } });
  }

  // KPTC reception: at least the technician or the inspection before the gate pass in.
  move(1202, {
    step: 'assignTechnicianReception',
    user: 'reception',
    hours: stayHours(random, 0.6),
    set: people.technician,
  });
  if (chance(0.55))
    move(1203, { step: 'uploadImagesReception', user: 'technician', hours: stayHours(random, 0.3) });
  if (chance(0.8))
    move(1204, { step: 'inspectionReception', user: 'technician', hours: stayHours(random, 1) });
  if (chance(0.02)) leave('reject', stayHours(random, 3));
  else if (chance(0.01)) leave('delete', stayHours(random, 2));
  move(1205, {
    step: 'gatePassIn',
    user: 'reception',
    hours: stayHours(random, 4, 0.8),
    set: (moment) => ({ checkedinby: 'reception', checkindt: iso(moment) }),
  });

  // Garage: reception of the vehicle, inspection, estimation and its approval.
  if (chance(0.7))
    move(1207, { step: 'uploadImagesGarage', user: 'teamleader', hours: stayHours(random, 0.5) });
  move(1208, {
    step: 'assignTeamLeader',
    user: 'supervisor',
    hours: stayHours(random, 2 * pace),
    set: people.teamLeader,
  });
  move(1209, { step: 'assignTechnicianGarage', user: 'teamleader', hours: stayHours(random, 3 * pace) });
  move(1210, { step: 'garageInspection', user: 'technician', hours: stayHours(random, 5 * pace, 0.7) });
  if (chance(0.15))
    move(1211, { step: 'garageInspectionWaiting', user: 'technician', hours: stayHours(random, 3 * pace) });
  if (chance(0.5))
    move(1212, {
      step: 'garageInspectionInProgress',
      user: 'technician',
      hours: stayHours(random, 4 * pace),
    });
  move(1213, {
    step: 'garageInspectionCompleted',
    user: 'technician',
    hours: stayHours(random, 6 * pace, 0.7),
  });
  if (chance(0.3))
    move(1214, { step: 'vehicleChecklistGarage', user: 'technician', hours: stayHours(random, 1) });
  if (chance(0.015)) leave('reject', stayHours(random, 12));
  move(1215, { step: 'estimation', user: 'teamleader', hours: stayHours(random, 10 * pace, 0.7) });
  move(1235, { step: 'estimationSubmitted', user: 'teamleader', hours: stayHours(random, 3) });
  if (chance(0.08)) {
    // Returned by the approver: revised and submitted again.
    move(1215, {
      step: 'estimation',
      user: 'teamleader',
      hours: stayHours(random, 20, 0.8),
      remarks: 'Revised',
    });
    move(1235, { step: 'estimationSubmitted', user: 'teamleader', hours: stayHours(random, 3) });
  }
  if (chance(0.12)) {
    // Over 250.000 KWD: MOI approves, then the KD250 level.
    move(1256, { step: 'estimationApprovalKd', user: 'moiapprover', hours: stayHours(random, 24, 0.9) });
    move(1216, { step: 'estimationApproved', user: 'thirdapprover', hours: stayHours(random, 60, 0.9) });
  } else {
    move(1216, { step: 'estimationApproved', user: 'moiapprover', hours: stayHours(random, 20, 1) });
  }
  if (chance(0.02)) leave('delete', stayHours(random, 24));

  // Repair: parts from the store, a wait for parts, a hold.
  if (chance(0.2)) holdAndRelease('parts', stayHours(random, 96, 0.9));
  move(1236, { step: 'repairInProgress', user: 'technician', hours: stayHours(random, 6 * pace) });
  if (chance(0.4)) {
    move(1217, { step: 'itemRequest', user: 'technician', hours: stayHours(random, 8 * pace) });
    move(1218, { user: 'garageapprover', hours: stayHours(random, 6, 0.8) });
    move(1219, { step: 'garageIssue', user: 'storekeeper', hours: stayHours(random, 5, 0.8) });
    move(1236, { step: 'repairInProgress', user: 'technician', hours: stayHours(random, 2) });
  }
  if (chance(0.05)) holdAndRelease('hold', stayHours(random, 120, 0.8));
  move(1230, { step: 'repairFinished', user: 'technician', hours: stayHours(random, 40 * pace, 0.9) });

  // Quality, washing, delivery approval, parking, gate pass out, delivery.
  move(1222, { step: 'finalQcGarage', user: 'teamleader', hours: stayHours(random, 5) });
  move(1223, { step: 'finalQcMoi', user: 'inspector', hours: stayHours(random, 8, 0.7) });
  if (chance(0.6)) move(1224, { step: 'washing', user: 'teamleader', hours: stayHours(random, 4) });
  move(1225, { step: 'deliveryApproval', user: 'supervisor', hours: stayHours(random, 4) });
  if (chance(0.4)) move(1233, { step: 'parkingGarage', user: 'teamleader', hours: stayHours(random, 2) });
  move(1206, {
    step: 'gatePassOut',
    user: 'reception',
    hours: stayHours(random, 10, 0.8),
    set: (moment) => ({ checkedoutby: 'reception', checkoutdt: iso(moment) }),
  });
  if (chance(0.3)) move(1226, { step: 'parkingReception', user: 'reception', hours: stayHours(random, 1) });
  move(1227, {
    step: 'vehicleDelivery',
    user: 'reception',
    hours: stayHours(random, 20, 0.9),
    state: 'closed',
  });

  // The accounts act on most delivered job orders.
  if (chance(0.8)) {
    move(1420, { step: 'threeInOne', user: 'accountant', hours: stayHours(random, 240, 0.6) });
    move(1421, { step: 'threeInOneApproved', user: 'moiapprover', hours: stayHours(random, 150, 0.6) });
    move(1425, { step: 'finalInvoice', user: 'accountant', hours: stayHours(random, 100, 0.6) });
    if (chance(0.85))
      move(1426, { step: 'joSubmit', user: 'accountant', hours: stayHours(random, 220, 0.6) });
  }
  return moves;
}
