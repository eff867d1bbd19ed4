/**
 * Data access of estimations. An estimation is its own item collection (like the maintenance invoice):
 * - pk `<project>#QUOT#<docnumbr>`: sk `MASTER` and one `LINE#<nnn>` per line;
 * - the master's gsi1pk `<project>#QUOT`, gsi1sk `<docdate>#<docnumbr>`: the list by date;
 * - gsi2pk `<project>#JO#<jobordno>`, gsi2sk `QUOT#<docnumbr>`: the job order's documents.
 * A deleted estimation keeps its items; its master loses the gsi keys.
 */
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { EstimationLine, EstimationMaster } from '@fleet/shared/garage/estimation';
import { lineDecisionOf } from '@fleet/shared/garage/estimation';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { queryAll, tableName, versionedPut, withoutKeys, type TransactItem, softDeleteItem } from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { subRepairUse } from '../../engines/masters/repair-usage.ts';

type Row = Record<string, unknown>;

const masterSk = 'MASTER';
const lineSk = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

export const estimationKeys = {
  pk: (project: string, docnumbr: string) => key.project(project, 'QUOT', docnumbr),
  master: (project: string, docnumbr: string) => ({ pk: estimationKeys.pk(project, docnumbr), sk: masterSk }),
  line: (project: string, docnumbr: string, serlnumb: number) => ({
    pk: estimationKeys.pk(project, docnumbr),
    sk: lineSk(serlnumb),
  }),
  byDate: (project: string) => key.project(project, 'QUOT'),
};

export interface StoredEstimation {
  master: EstimationMaster & { prevstatus?: number; deldate?: string };
  lines: EstimationLine[];
}

/** The counter of a year's estimations; numbers are claimed in the save's transaction (lib/numbers.ts). */
export const estimationCounter = (year: string) => `QUOT#${year}`;
/** The estimation number `QT-<year>-<nnnnn>` of a sequence. */
export const estimationNumber = (year: string, sequence: number) =>
  `QT-${year}-${String(sequence).padStart(5, '0')}`;

/** An estimation with its lines in one Query; undefined when missing or deleted. */
export async function getEstimation(
  project: string,
  docnumbr: string,
): Promise<StoredEstimation | undefined> {
  const items = await queryAll<Row>({ pk: estimationKeys.pk(project, docnumbr) });
  const master = items.find((item) => item['sk'] === masterSk);
  if (!master || master['deldate']) return undefined;
  return {
    master: withoutKeys(master) as unknown as StoredEstimation['master'],
    lines: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => withoutKeys(item) as unknown as EstimationLine),
  };
}

/** The live estimation of a job order (the newest when several were made), from the gsi2 Query. */
export async function estimationNumberOfJobOrder(
  project: string,
  jobordno: string,
): Promise<string | undefined> {
  const items = await queryAll<Row>({
    index: 'gsi2',
    pk: jobOrderPk(project, jobordno),
    beginsWith: 'QUOT#',
  });
  const live = items.filter((item) => !item['deldate']).map((item) => String(item['docnumbr']));
  return live.sort().at(-1);
}

/** Masters of the project's estimations with docdate in the range, newest first (one gsi1 Query). */
export async function listEstimationMasters(
  project: string,
  range: { fromdate?: string; todate?: string },
): Promise<StoredEstimation['master'][]> {
  const items = await queryAll<Row>({
    index: 'gsi1',
    pk: estimationKeys.byDate(project),
    between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
    ascending: false,
  });
  return items.map((item) => withoutKeys(item) as unknown as StoredEstimation['master']);
}

/** The total of the lines no level rejected. */
export function approvedValue(lines: readonly EstimationLine[], approval: ApprovalState | undefined): number {
  return sumKwd(
    lines
      .filter((line) => lineDecisionOf(approval, line.serlnumb).aprstatus !== 'R')
      .map((line) => line.value),
  );
}

function masterItem(project: string, master: StoredEstimation['master']) {
  return {
    ...estimationKeys.master(project, master.docnumbr),
    gsi1pk: estimationKeys.byDate(project),
    gsi1sk: `${master.docdate}#${master.docnumbr}`,
    gsi2pk: jobOrderPk(project, master.jobordno),
    gsi2sk: `QUOT#${master.docnumbr}`,
    entity: 'estimation',
    ...master,
  };
}

/** A save: the master (new, or at `expectedVersion`), a put per line, a delete per line no longer used. */
export function estimationSaveItems(
  project: string,
  saved: StoredEstimation,
  previous: StoredEstimation | undefined,
): TransactItem[] {
  const { master, lines } = saved;
  const used = new Set(lines.map((line) => line.serlnumb));
  return [
    versionedPut(masterItem(project, master), previous?.master.version),
    ...lines.map((line): TransactItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...estimationKeys.line(project, master.docnumbr, line.serlnumb),
          entity: 'estimationLine',
          ...line,
          ...subRepairUse(project, line, `QUOT#${master.docnumbr}#${line.serlnumb}`),
        },
      },
    })),
    ...(previous?.lines ?? [])
      .filter((line) => !used.has(line.serlnumb))
      .map((line): TransactItem => ({
        Delete: { TableName: tableName(), Key: estimationKeys.line(project, master.docnumbr, line.serlnumb) },
      })),
  ];
}

/** The master with a new approval state and version (what the approval engine writes). */
export function estimationMasterWrite(
  project: string,
  stored: StoredEstimation,
  next: { approval: ApprovalState; version: number; moduser: string; moddate: string },
): TransactItem[] {
  const master = {
    ...stored.master,
    approval: next.approval,
    approvedval: approvedValue(stored.lines, next.approval),
    version: next.version,
    moduser: next.moduser,
    moddate: next.moddate,
  };
  return [versionedPut(masterItem(project, master), stored.master.version)];
}

/** Soft delete: who and when, out of both lists, conditional on the version read. */
export const estimationDeleteItem = (
  project: string,
  stored: StoredEstimation,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem(estimationKeys.master(project, stored.master.docnumbr), stored.master.version, deletion);
