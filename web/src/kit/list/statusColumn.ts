/** The job-status column the job-order lists share: the status's name in the reader's language. */
import { statusLabel } from '@fleet/shared';
import type { DocumentColumn } from './DocumentList.tsx';

/**
 * The job order's status by name under `header`: the code when unknown, blank when there is none (or 0,
 * the warranty list's job order no longer found).
 */
export function statusColumn<T extends { statuscde?: number | undefined }>(
  header: string,
  arabic: boolean,
  minWidth?: number,
): DocumentColumn<T> {
  return {
    id: 'statuscde',
    header,
    value: (row) => (row.statuscde ? statusLabel(row.statuscde, arabic) : ''),
    ...(minWidth === undefined ? {} : { minWidth }),
  };
}
