/**
 * Data access of garage inspections beyond their store (functions/engines/document-stores.ts: pk
 * `<project>#GARINSP#<docnumbr>` with `MASTER` and `LINE#<nnn>`, gsi1 by inspdate, gsi2 the job order's
 * documents; deletes are soft): the final QC records in the job order's partition (`QC#GAR`, `QC#MOI`).
 */
import type { GarageFinalQc } from '@fleet/shared/garage/garage-inspection';
import { getItems, transactPut, type TransactItem, type Row } from '#lib/db';
import { jobOrderPk } from '../../engines/status/headers.ts';

export const finalQcKey = (project: string, jobordno: string, by: 'GAR' | 'MOI') => ({
  pk: jobOrderPk(project, jobordno),
  sk: `QC#${by}`,
});

export const finalQcPut = (
  project: string,
  jobordno: string,
  by: 'GAR' | 'MOI',
  record: Record<string, unknown>,
): TransactItem => transactPut({ ...finalQcKey(project, jobordno, by), entity: 'finalQc', ...record });

/** Who recorded the garage's final QC of each job order and when (one BatchGet of the `QC#GAR` records). */
export async function garageFinalQcs(
  project: string,
  jobordnos: readonly string[],
): Promise<Map<string, GarageFinalQc>> {
  if (jobordnos.length === 0) return new Map();
  const records = await getItems<Row>(jobordnos.map((jobordno) => finalQcKey(project, jobordno, 'GAR')));
  return new Map(
    records.map((record) => [
      String(record['jobordno']),
      { qcgarby: String(record['user'] ?? ''), qcgardt: String(record['at'] ?? '') },
    ]),
  );
}
