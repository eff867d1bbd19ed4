/**
 * The pure rules of a warranty claim: which claimed repairs are covered, what a save stores and which
 * status move it makes. Unit-tested beside this file.
 */
import { formatMessage, messages } from '@fleet/shared';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import {
  warrantyCandidates,
  warrantyOpen,
  warrantyStatus,
  type EarlierRepair,
  type InsertWarrantyCheckParsed,
  type WarrantyCandidate,
  type WarrantyCheck,
} from '@fleet/shared/garage/warranty';
import { BadRequestError } from '#lib/errors';
import { jobOrderParticulars } from '#lib/job-order-names';
import { fieldsOf } from '#lib/attributes';

type Earlier = Omit<WarrantyCandidate, 'repairs'> & { repairs: readonly EarlierRepair[] };

interface Stamp {
  docnumbr: string;
  user: string;
  now: Date;
  today: string;
  warrdays: number;
}

/**
 * The repairs of `earlier` a claim names: each one new to the claim must be under warranty today
 * (same plate, same sub repair, within the window); those the stored claim already holds stay as stored.
 */
export function claimedRepairs(
  subrepids: readonly string[],
  earlier: Earlier,
  rule: { today: string; warrdays: number },
  stored?: WarrantyCheck,
): EarlierRepair[] {
  const covered = warrantyCandidates([earlier], { ...rule, subrepids })[0]?.repairs ?? [];
  return [...new Set(subrepids)].map((subrepid) => {
    const kept = stored?.repairs.find((repair) => repair.subrepid === subrepid);
    if (kept) return kept;
    const found = covered.find((repair) => repair.subrepid === subrepid);
    if (!found)
      throw new BadRequestError(
        formatMessage(messages.warrantyNotCovered, { subrepid, prevjobordno: earlier.jobordno }),
      );
    const { daysago: _daysago, expires: _expires, ...repair } = found;
    return repair;
  });
}

/** A new claim, its change while it waits, or its decision. */
export function composeClaim(
  request: InsertWarrantyCheckParsed,
  header: JobOrderCore,
  earlier: Earlier,
  stamp: Stamp,
  stored?: WarrantyCheck,
): WarrantyCheck {
  if (stored) {
    if (stored.jobordno !== request.jobordno || stored.prevjobordno !== request.prevjobordno)
      throw new BadRequestError(messages.invalidParameters);
    if (!warrantyOpen(stored)) throw new BadRequestError(messages.warrantyDecidedLocked);
  }
  if (earlier.vehicleno !== header.vehicleno)
    throw new BadRequestError(
      formatMessage(messages.warrantyOtherVehicle, { prevjobordno: earlier.jobordno }),
    );
  const repairs = claimedRepairs(request.subrepids, earlier, stamp, stored);
  const deciding = request.warrstatus !== 'initiated';
  return {
    docnumbr: stamp.docnumbr,
    warrdate: stored?.warrdate ?? stamp.today,
    ...jobOrderParticulars(header),
    prevjobordno: earlier.jobordno,
    prevjoborddat: earlier.joborddat,
    repairs,
    prevempcdetech: repairs[0]?.empcdetech || earlier.empcdetech,
    prevemplname: repairs[0]?.emplname || earlier.emplname,
    warrdays: stored?.warrdays ?? stamp.warrdays,
    ...fieldsOf(request, 'complaint warrstatus remarks'),
    prevstatus: stored?.prevstatus ?? header.statuscde,
    decidedby: deciding ? stamp.user : '',
    decideddt: deciding ? stamp.now.toISOString() : '',
    cretuser: stored?.cretuser ?? stamp.user,
    timstamp: stamp.now.toISOString(),
    version: (stored?.version ?? 0) + 1,
  };
}

/**
 * The job order's move of a save: a new claim moves it to Warranty Initiated; a decision returns it
 * to the status it was claimed at (while it still waits at 1234); a change while waiting moves nothing.
 */
export function claimMove(claim: WarrantyCheck, isNew: boolean, current: number): number | undefined {
  if (isNew) return warrantyStatus;
  if (claim.warrstatus !== 'initiated' && current === warrantyStatus) return claim.prevstatus;
  return undefined;
}

/** Header fields a claim sets on its job order (cleared by a delete). */
export const claimHeader = (claim: WarrantyCheck | null) => ({
  warrantydoc: claim?.docnumbr ?? '',
  warrantyof: claim?.prevjobordno ?? '',
  warrantystatus: claim?.warrstatus ?? '',
});
