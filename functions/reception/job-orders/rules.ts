/**
 * Rules of KPTC job orders, status changes and reception inspections, pure: what a call means given
 * what is stored and "now". manage.ts reads, applies these and writes.
 */
import type { JobOrderHistoryEntry, JobOrderRecord } from '@fleet/shared/reception/job-orders';
import {
  isFutureDay,
  revertRemarks,
  type JobOrderRow,
  type SetJobOrderParsed,
} from '@fleet/shared/reception/kptc-job-orders';
import { namedStatus, messages } from '@fleet/shared';
import { deletableStatus } from '@fleet/shared/engines/workflow';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { BadRequestError } from '#lib/errors';
import { containsText } from '#lib/reports';
import { fieldsOf } from '#lib/attributes';

export const inspectionNumber = yearlyNumber('INS');
export const inspectionCounter = (year: string | number) => `INSPECTION#${year}`;

/** Section 5: a job order may be deleted unless invoiced or past completion. */
export function assertJobOrderDeletable(statuscde: number, invoiced: boolean): void {
  if (invoiced || !deletableStatus(statuscde)) throw new BadRequestError(messages.jobOrderCannotDelete);
}

/** Header fields a create or edit sets: quick service makes the customer wait (spec 000 section 4). */
export function headerChanges(
  request: Omit<SetJobOrderParsed, 'jobordno' | 'vehicleno' | 'garage'>,
  today: string,
): Record<string, unknown> {
  if (isFutureDay(request.prevservicedate ?? '', today))
    throw new BadRequestError(messages.kjoPrevServiceFuture);
  const changes: Record<string, unknown> = {
    ...fieldsOf(request, 'moijobord servicetype'),
    custwait: request.servicetype === 'quick' ? 'Y' : request.custwait,
    ...fieldsOf(request, 'jobtimin mobileno prevservicedate accident winch kilometer remarks'),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** What a direct KPTC job order stores for a header field the request left out. */
export const newJobOrderDefaults = {
  moijobord: '',
  mobileno: '',
  prevservicedate: '',
  accident: 'N',
  winch: 'N',
  remarks: '',
} as const;

/**
 * The fields of `changes` the user gave a value: a KPTC job order from an MOI job card never writes a
 * blank over what reception typed on the job card (issue 24 item 1).
 */
export function givenValues(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== ''));
}

/**
 * The status an undo returns to (`ChangeJobStatus/deleteStatusJobOrder`): the `fromStatus` of the
 * last status change not undone yet. An entry with the revert remarks undoes the change before it,
 * so repeated undos walk back through the history. Undefined when nothing is left to undo.
 */
export function revertTarget(history: readonly JobOrderHistoryEntry[]): number | undefined {
  const changes: JobOrderHistoryEntry[] = [];
  for (const entry of history) {
    if (entry.fromStatus === null || entry.fromStatus === entry.toStatus) continue;
    if (entry.action === 'status' && entry.remarks === revertRemarks) changes.pop();
    else changes.push(entry);
  }
  return changes.at(-1)?.fromStatus ?? undefined;
}

/** A stored header as lists show it, with its status names in both languages. */
export function toJobOrderRow(record: JobOrderRecord | Record<string, unknown>): JobOrderRow {
  const statuscde = Number(record['statuscde' as keyof typeof record]);
  // A header written without its kind is a KPTC job order (as the engine and the list filter read it).
  const kind = record['kind' as keyof typeof record] ?? 'KPTC';
  const { statusName: statusname, statusNameAr: statusnamear } = namedStatus(statuscde);
  return { ...record, kind, statuscde, statusname, statusnamear } as unknown as JobOrderRow;
}

/** `getJobOrderList` filters; deleted job orders are left out. */
export function matchesJobOrderFilters(
  row: Record<string, unknown>,
  query: { vehicleno?: string; garage?: string; statuscde?: number; kind?: string },
): boolean {
  return (
    !row['deldate'] &&
    containsText(row['vehicleno'], query.vehicleno) &&
    (!query.garage || row['garage'] === query.garage) &&
    (query.statuscde === undefined || Number(row['statuscde']) === query.statuscde) &&
    (!query.kind || (row['kind'] ?? 'KPTC') === query.kind)
  );
}

/** `getInspectionList` filters. */
export function matchesInspectionFilters(
  row: Record<string, unknown>,
  query: { vehicleno?: string; jobordno?: string },
): boolean {
  return containsText(row['vehicleno'], query.vehicleno) && containsText(row['jobordno'], query.jobordno);
}
