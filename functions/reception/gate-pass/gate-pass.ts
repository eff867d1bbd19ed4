/**
 * The pure rules of gate passes and team leader assignments: what a save writes from the job order it
 * names, the caller and "now", and when a delete is refused. Unit-tested beside this file.
 */
import { messages } from '@fleet/shared';
import {
  gatePassDeletable,
  type GatePass,
  type GatePassIn,
  type GatePassInParsed,
  type GatePassJobOrderFields,
  type GatePassKind,
  type GatePassOut,
  type GatePassOutParsed,
  type TeamLeaderAssignment,
} from '@fleet/shared/reception/gate-pass';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { ServerMessage } from '@fleet/shared';
import { kuwaitDay } from '#lib/clock';
import { BadRequestError } from '#lib/errors';
import { jobOrderNames } from '#lib/job-order-names';
import { fieldsOf } from '#lib/attributes';

export { kuwaitDay };

/** The job order fields every gate pass copies (spec 000 section 3 "Gate pass out"). */
export function jobOrderFieldsOf(header: JobOrderRecord): GatePassJobOrderFields {
  return {
    ...fieldsOf(header, 'jobordno vehicleno'),
    JobOrderDate: header.joborddat,
    ...jobOrderNames(header),
    moijobord: header.moijobord ?? '',
    jobtimin: header.jobtimin ?? '',
    empcdetech: header.empcdetech ?? '',
    emplname: header.emplname ?? '',
  };
}

interface Stamp {
  docnumbr: string;
  user: string;
  now: Date;
}

/** What a gate pass of either kind keeps: its job order's fields, its number, its day and its stamps. */
function gatePassBase<K extends GatePassKind>(
  kind: K,
  request: { jobordno: string },
  header: JobOrderRecord,
  stamp: Stamp,
  stored?: GatePass,
) {
  if (stored && stored.jobordno !== request.jobordno)
    throw new BadRequestError(messages.gatePassOtherJobOrder);
  return {
    ...jobOrderFieldsOf(header),
    docnumbr: stamp.docnumbr,
    kind,
    gatepassdt: stored?.gatepassdt ?? kuwaitDay(stamp.now),
    prevstatus: stored?.prevstatus ?? header.statuscde,
    cretuser: stored?.cretuser ?? stamp.user,
    timstamp: stamp.now.toISOString(),
    version: (stored?.version ?? 0) + 1,
  };
}

/** A new or edited gate pass in; `stored` is the document being edited. */
export function composeGatePassIn(
  request: GatePassInParsed,
  header: JobOrderRecord,
  stamp: Stamp,
  stored?: GatePassIn,
): GatePassIn {
  return {
    ...gatePassBase('in', request, header, stamp, stored),
    checkedinby: stored?.checkedinby ?? stamp.user,
    checkindt: request.checkindt ?? stored?.checkindt ?? stamp.now.toISOString(),
    remarksin: request.remarksin,
  };
}

/** A new or edited gate pass out: the check-in side comes from the job order, the caller checks out. */
export function composeGatePassOut(
  request: GatePassOutParsed,
  header: JobOrderRecord,
  stamp: Stamp,
  stored?: GatePassOut,
): GatePassOut {
  return {
    ...gatePassBase('out', request, header, stamp, stored),
    checkedinby: header.checkedinby ?? '',
    checkindt: header.checkindt ?? '',
    remarksin: header.remarksin ?? '',
    checkedoutby: stamp.user,
    ...fieldsOf(request, 'checkoutdt remarksout'),
  };
}

/** A new or changed team leader assignment of a job order. */
export function composeAssignment(
  request: { jobordno: string; remarks: string },
  leader: { usercode: string; username: string },
  header: JobOrderRecord,
  stamp: Omit<Stamp, 'docnumbr'>,
  stored?: TeamLeaderAssignment,
): TeamLeaderAssignment {
  return {
    docnumbr: header.jobordno,
    ...fieldsOf(header, 'jobordno vehicleno'),
    JobOrderDate: header.joborddat,
    ...jobOrderNames(header),
    teamleader: leader.usercode,
    teamleadername: leader.username,
    remarks: request.remarks,
    assigndt: stored?.assigndt ?? kuwaitDay(stamp.now),
    assignedby: stamp.user,
    prevstatus: stored?.prevstatus ?? header.statuscde,
    timstamp: stamp.now.toISOString(),
    version: (stored?.version ?? 0) + 1,
  };
}

/** Refuses a delete once the job order moved on from the status the document set. */
export function assertDeletable(
  documentStatus: number,
  jobOrderStatus: number | undefined,
  message: ServerMessage = messages.gatePassDeletePastStage,
): void {
  if (!gatePassDeletable(documentStatus, jobOrderStatus)) throw new BadRequestError(message);
}

/** Header fields a gate pass in sets, and clears again when it is deleted. */
export const gatePassInHeader = (
  pass: Pick<GatePassIn, 'checkedinby' | 'checkindt' | 'remarksin'> | null,
) => ({
  checkedinby: pass?.checkedinby ?? '',
  checkindt: pass?.checkindt ?? '',
  remarksin: pass?.remarksin ?? '',
});

export const gatePassOutHeader = (
  pass: Pick<GatePassOut, 'checkedoutby' | 'checkoutdt' | 'remarksout'> | null,
) => ({
  checkedoutby: pass?.checkedoutby ?? '',
  checkoutdt: pass?.checkoutdt ?? '',
  remarksout: pass?.remarksout ?? '',
});

export const teamLeaderHeader = (
  assignment: Pick<TeamLeaderAssignment, 'teamleader' | 'teamleadername'> | null,
) => ({
  teamleader: assignment?.teamleader ?? '',
  teamleadername: assignment?.teamleadername ?? '',
});
