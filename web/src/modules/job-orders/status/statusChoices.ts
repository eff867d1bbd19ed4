/**
 * Status choices of the manual status change (spec 000 section 4, every code with its name in the UI
 * language) and the confirmation text model. Pure.
 */
import { jobOrderStatuses, statusByCode } from '@fleet/shared';
import type { FieldOption } from '../../../kit/index.ts';

/** Name of a status in the UI language (the code when unknown). */
export function statusName(code: number | undefined, arabic: boolean): string {
  if (code === undefined) return '';
  const status = statusByCode.get(code);
  return status ? (arabic ? status.ar : status.en) : String(code);
}

/** Every status code as a choice ("1204 · Reception Inspection"), the current one left out. */
export function statusOptions(arabic: boolean, current?: number): FieldOption[] {
  return jobOrderStatuses
    .filter((status) => status.code !== current)
    .map((status) => ({
      value: String(status.code),
      label: `${status.code} · ${arabic ? status.ar : status.en}`,
      description: arabic ? status.en : status.ar,
    }));
}

/** A status change can be sent once a job order (or plate) and a different known status are chosen. */
export function statusChangeReady(target: string, statuscde: string, current: number | undefined): boolean {
  const code = Number(statuscde);
  return target !== '' && statusByCode.has(code) && code !== current;
}
