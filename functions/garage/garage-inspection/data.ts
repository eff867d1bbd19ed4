/**
 * Data access of garage inspections. An inspection is its own item collection (like the estimation):
 * pk `<project>#GARINSP#<docnumbr>`: sk `MASTER` and `LINE#<nnn>`; the master's gsi1
 * `<project>#GARINSP` / `<inspdate>#<docnumbr>` (the list by date) and gsi2 `<project>#JO#<jobordno>` /
 * `GARINSP#<docnumbr>` (the job order's documents). Final QC records sit in the job order's partition
 * (`QC#GAR`, `QC#MOI`). Deletes are soft.
 */
import type { GarageFinalQc, InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import {
  getItems,
  queryAll,
  tableName,
  versionedPut,
  withoutKeys,
  type TransactItem,
  softDeleteItem,
} from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { subRepairUse } from '../../engines/masters/repair-usage.ts';

type Row = Record<string, unknown>;
const lineSk = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

export const inspectionKeys = {
  pk: (project: string, docnumbr: string) => key.project(project, 'GARINSP', docnumbr),
  master: (project: string, docnumbr: string) => ({ pk: inspectionKeys.pk(project, docnumbr), sk: 'MASTER' }),
  line: (project: string, docnumbr: string, serlnumb: number) => ({
    pk: inspectionKeys.pk(project, docnumbr),
    sk: lineSk(serlnumb),
  }),
  byDate: (project: string) => key.project(project, 'GARINSP'),
  finalQc: (project: string, jobordno: string, by: 'GAR' | 'MOI') => ({
    pk: jobOrderPk(project, jobordno),
    sk: `QC#${by}`,
  }),
};

export interface StoredInspection {
  master: InspectionMaster & { deldate?: string };
  lines: InspectionLine[];
}

/** The counter of a year's inspections; numbers are claimed in the save's transaction (lib/numbers.ts). */
export const inspectionCounter = (year: string) => `GARINSP#${year}`;
/** The inspection number `GI-<year>-<nnnnn>` of a sequence. */
export const inspectionNumber = (year: string, sequence: number) =>
  `GI-${year}-${String(sequence).padStart(5, '0')}`;

/** An inspection with its lines (one Query); undefined when missing or deleted. */
export async function getInspection(
  project: string,
  docnumbr: string,
): Promise<StoredInspection | undefined> {
  const items = await queryAll<Row>({ pk: inspectionKeys.pk(project, docnumbr) });
  const master = items.find((item) => item['sk'] === 'MASTER');
  if (!master || master['deldate']) return undefined;
  return {
    master: withoutKeys(master) as unknown as InspectionMaster,
    lines: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => withoutKeys(item) as unknown as InspectionLine),
  };
}

/** The live inspection number of a job order (gsi2 Query). */
export async function inspectionNumberOfJobOrder(
  project: string,
  jobordno: string,
): Promise<string | undefined> {
  const items = await queryAll<Row>({
    index: 'gsi2',
    pk: jobOrderPk(project, jobordno),
    beginsWith: 'GARINSP#',
  });
  return items
    .filter((item) => !item['deldate'])
    .map((item) => String(item['docnumbr']))
    .sort()
    .at(-1);
}

/** Masters by inspection date, newest first (one gsi1 Query). */
export async function listInspectionMasters(project: string, range: { fromdate?: string; todate?: string }) {
  const items = await queryAll<Row>({
    index: 'gsi1',
    pk: inspectionKeys.byDate(project),
    between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
    ascending: false,
  });
  return items.map((item) => withoutKeys(item) as unknown as InspectionMaster);
}

function masterItem(project: string, master: InspectionMaster) {
  return {
    ...inspectionKeys.master(project, master.docnumbr),
    gsi1pk: inspectionKeys.byDate(project),
    gsi1sk: `${master.inspdate}#${master.docnumbr}`,
    gsi2pk: jobOrderPk(project, master.jobordno),
    gsi2sk: `GARINSP#${master.docnumbr}`,
    entity: 'garageInspection',
    ...master,
  };
}

/** The master (new, or at `expectedVersion`), a put per line, a delete per line no longer used. */
export function inspectionSaveItems(
  project: string,
  saved: StoredInspection,
  previous: StoredInspection | undefined,
): TransactItem[] {
  const used = new Set(saved.lines.map((line) => line.serlnumb));
  return [
    versionedPut(masterItem(project, saved.master), previous?.master.version),
    ...saved.lines.map((line): TransactItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...inspectionKeys.line(project, saved.master.docnumbr, line.serlnumb),
          entity: 'garageInspectionLine',
          ...line,
          ...subRepairUse(project, line, `GARINSP#${saved.master.docnumbr}#${line.serlnumb}`),
        },
      },
    })),
    ...(previous?.lines ?? [])
      .filter((line) => !used.has(line.serlnumb))
      .map((line): TransactItem => ({
        Delete: {
          TableName: tableName(),
          Key: inspectionKeys.line(project, saved.master.docnumbr, line.serlnumb),
        },
      })),
  ];
}

export const inspectionDeleteItem = (
  project: string,
  stored: StoredInspection,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem(inspectionKeys.master(project, stored.master.docnumbr), stored.master.version, deletion);

export const finalQcPut = (
  project: string,
  jobordno: string,
  by: 'GAR' | 'MOI',
  record: Record<string, unknown>,
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...inspectionKeys.finalQc(project, jobordno, by), entity: 'finalQc', ...record },
  },
});

/** Who recorded the garage's final QC of each job order and when (one BatchGet of the `QC#GAR` records). */
export async function garageFinalQcs(
  project: string,
  jobordnos: readonly string[],
): Promise<Map<string, GarageFinalQc>> {
  if (jobordnos.length === 0) return new Map();
  const records = await getItems<Row>(
    jobordnos.map((jobordno) => inspectionKeys.finalQc(project, jobordno, 'GAR')),
  );
  return new Map(
    records.map((record) => [
      String(record['jobordno']),
      { qcgarby: String(record['user'] ?? ''), qcgardt: String(record['at'] ?? '') },
    ]),
  );
}
