/**
 * Job order progress statuses (getProgresstat, getProgresstatBYStatus): served from the status
 * catalogue in shared/src/engines/status.ts, the one source of codes and names, grouped by screen area.
 */
import { jobOrderStatuses } from '@fleet/shared';
import type { ProgressStatus } from '@fleet/shared/platform/lookups';

/** Which area of the product a status code belongs to (the STATUSTYP of getProgresstatBYStatus). */
export function statusTypeOf(code: number): ProgressStatus['statustyp'] {
  if (code <= 1200) return 'MOI';
  if (code <= 1204) return 'RECEPTION';
  if ((code >= 1242 && code <= 1248) || (code >= 1401 && code <= 1411)) return 'PROCUREMENT';
  if ((code >= 1249 && code <= 1251) || code >= 1420) return 'ACCOUNTS';
  return 'GARAGE';
}

export const progressStatuses: readonly ProgressStatus[] = jobOrderStatuses.map((status) => ({
  statuscde: status.code,
  statuskey: status.key,
  statusnam: status.en,
  statusnamar: status.ar,
  statustyp: statusTypeOf(status.code),
}));
