/**
 * The warranty claim form's values and rules: a job order of the returning vehicle, the earlier job
 * order whose repairs are claimed, the claimed sub repairs, the complaint, and (editing) the decision.
 * Pure, tested beside this file.
 */
import type {
  EarlierRepair,
  InsertWarrantyCheckRequest,
  WarrantyCandidate,
  WarrantyCheck,
} from '@fleet/shared/garage/warranty';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import type { RequestValues } from '../../../kit/form/requestValues.ts';
import { savedHeader, storedHeader } from '../../../kit/document/formDocument.ts';

export const warrantyListPath = '/warrantydetaillist';
export const warrantyFormPath = '/warrantydetail';

export type WarrantyValues = RequestValues<InsertWarrantyCheckRequest>;

export const emptyWarranty = (): WarrantyValues => ({
  jobordno: '',
  prevjobordno: '',
  subrepids: [],
  complaint: '',
  remarks: '',
  warrstatus: 'initiated',
  docnumbr: '',
});

export const fromWarranty = (claim: WarrantyCheck): WarrantyValues => ({
  ...storedHeader(claim, ['jobordno', 'prevjobordno', 'complaint', 'remarks', 'warrstatus']),
  subrepids: claim.repairs.map((repair) => repair.subrepid),
});

/** What a warranty offer (reception, garage inspection) hands to the form in the navigation state. */
export interface WarrantyPreset {
  jobOrderId: string;
  prevjobordno: string;
  subrepids: string[];
}

export function presetFromState(state: unknown): Partial<WarrantyPreset> {
  if (!state || typeof state !== 'object') return {};
  const value = state as Record<string, unknown>;
  return {
    ...(typeof value['jobOrderId'] === 'string' ? { jobOrderId: value['jobOrderId'] } : {}),
    ...(typeof value['prevjobordno'] === 'string' ? { prevjobordno: value['prevjobordno'] } : {}),
    ...(Array.isArray(value['subrepids'])
      ? { subrepids: value['subrepids'].filter((id): id is string => typeof id === 'string') }
      : {}),
  };
}

/** Field errors as i18n keys. */
export function warrantyErrors(values: WarrantyValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:inspectionJobOrderRequired';
  if (!values.prevjobordno.trim()) errors['prevjobordno'] = 'errors:warrantyEarlierRequired';
  if (values.subrepids.length === 0) errors['subrepids'] = 'errors:warrantySubRepairRequired';
  return errors;
}

export function toWarrantyRequest(values: WarrantyValues): InsertWarrantyCheckRequest {
  return {
    ...savedHeader(values, ['jobordno', 'prevjobordno', 'subrepids', 'warrstatus']),
    complaint: values.complaint.trim(),
    remarks: values.remarks.trim(),
  };
}

/** The claimed sub repairs that are still among the chosen earlier job order's repairs under warranty. */
export function keptRepairs(
  subrepids: readonly string[],
  candidate: WarrantyCandidate | undefined,
): string[] {
  if (!candidate) return [];
  const offered = new Set(candidate.repairs.map((repair) => repair.subrepid));
  return subrepids.filter((id) => offered.has(id));
}

/** A repair's sub repair and workshop names in the reader's language (issue 24): Arabic when kept, else English. */
export const repairNames = (
  repair: Pick<EarlierRepair, 'subrepid' | 'subrepnam' | 'subrepnamar' | 'wrkshpnam' | 'wrkshpnamar'>,
  arabic: boolean,
) => ({
  subrepnam: (arabic && repair.subrepnamar) || repair.subrepnam || repair.subrepid,
  wrkshpnam: (arabic && repair.wrkshpnamar) || repair.wrkshpnam,
});
