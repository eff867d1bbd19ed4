/**
 * Who uses a master record, found by key (no Scan), so a delete of a record documents use is refused.
 *
 * - Sub repairs: every item that uses a sub repair carries the generic second index
 *   `gsi2pk <project>#USES#SUBREPAIR#<wrkshpid>#<mainrepid>#<subrepid>` / `gsi2sk <TYPE>#<docnumbr>...`:
 *   garage inspection lines and estimation lines (spread into the line item where it is written, so a
 *   line removed from its document leaves the index with it) and labour charge history rows. The delete
 *   Queries that index partition; a line of a soft-deleted document does not count (its master is read).
 * - Employees: the reception / MOI technician assignment (one technician per item) carries
 *   `gsi2pk <project>#USES#EMPLOYEE#<emplcode>`; the garage technician assignment names one technician per
 *   workshop line, so its transaction writes one marker item per technician
 *   (`pk <project>#USES#EMPLOYEE#<emplcode>`, `sk ASSIGNTECHG#<jobordno>`) and deletes the markers of
 *   technicians taken off it. The delete reads both with a Query each.
 * See docs/master-repair.md.
 */
import { getItems, queryPage, transactDelete, transactPut, type TransactItem, type Row } from '#lib/db';
import { key } from '#lib/table';

export const usageKeys = {
  subRepair: (project: string, wrkshpid: string, mainrepid: string, subrepid: string) =>
    key.project(project, 'USES', 'SUBREPAIR', wrkshpid, mainrepid, subrepid),
  employee: (project: string, emplcode: string) => key.project(project, 'USES', 'EMPLOYEE', emplcode),
};

/**
 * The index attributes of an item (a document line, a history row) that uses a sub repair; nothing
 * when the line names no sub repair. `ref` orders and names the use: `<TYPE>#<docnumbr>#<line>`.
 */
export function subRepairUse(
  project: string,
  line: { wrkshpid?: unknown; mainrepid?: unknown; subrepid?: unknown },
  ref: string,
): { gsi2pk: string; gsi2sk: string } | Record<string, never> {
  const { wrkshpid, mainrepid, subrepid } = line;
  if (typeof wrkshpid !== 'string' || typeof mainrepid !== 'string' || typeof subrepid !== 'string')
    return {};
  if (!wrkshpid || !mainrepid || !subrepid) return {};
  return { gsi2pk: usageKeys.subRepair(project, wrkshpid, mainrepid, subrepid), gsi2sk: ref };
}

/** The index attributes of a single-technician assignment. */
export function employeeUse(
  project: string,
  emplcode: unknown,
  ref: string,
): { gsi2pk: string; gsi2sk: string } | Record<string, never> {
  if (typeof emplcode !== 'string' || emplcode === '') return {};
  return { gsi2pk: usageKeys.employee(project, emplcode), gsi2sk: ref };
}

/**
 * Marker items of a multi-technician document for its transaction: a Put per technician on it now, a
 * Delete per technician taken off it (`before` minus `after`). Empty codes are ignored.
 */
export function employeeMarkerItems(
  project: string,
  ref: { type: string; jobordno: string },
  before: readonly string[],
  after: readonly string[],
): TransactItem[] {
  const now = new Set(after.filter(Boolean));
  const gone = new Set(before.filter((code) => code && !now.has(code)));
  const sk = `${ref.type}#${ref.jobordno}`;
  return [
    ...[...now].map((emplcode) =>
      transactPut({
        pk: usageKeys.employee(project, emplcode),
        sk,
        entity: 'employeeUse',
        emplcode,
        jobordno: ref.jobordno,
        doctype: ref.type,
      }),
    ),
    ...[...gone].map((emplcode) => transactDelete({ pk: usageKeys.employee(project, emplcode), sk })),
  ];
}

/** What uses a record: the document type and number for the refusal message. */
export interface Use {
  doctype: string;
  docnumbr: string;
}

const documentTypes: Record<string, string> = {
  garageInspectionLine: 'GARINSP',
  estimationLine: 'QUOT',
  labourCharge: 'LABOURCHARGE',
};

/**
 * The first live use of a sub repair, or undefined. Reads a page of the usage index; document lines
 * whose master is soft-deleted are skipped (their masters are read in one batch).
 */
export async function findSubRepairUse(
  project: string,
  ids: { wrkshpid: string; mainrepid: string; subrepid: string },
): Promise<Use | undefined> {
  let cursor: string | undefined;
  do {
    const page = await queryPage<Row>({
      index: 'gsi2',
      pk: usageKeys.subRepair(project, ids.wrkshpid, ids.mainrepid, ids.subrepid),
      limit: 25,
      cursor,
    });
    const lines = page.items.filter((item) => String(item['sk']).startsWith('LINE#'));
    const masters = lines.length
      ? await getItems<Row>(
          [...new Set(lines.map((line) => String(line['pk'])))].map((pk) => ({ pk, sk: 'MASTER' })),
        )
      : [];
    const live = new Map(
      masters.filter((master) => !master['deldate']).map((master) => [master['pk'], master]),
    );
    for (const item of page.items) {
      const entity = String(item['entity'] ?? '');
      if (String(item['sk']).startsWith('LINE#')) {
        const master = live.get(item['pk']);
        if (master)
          return { doctype: documentTypes[entity] ?? entity, docnumbr: String(master['docnumbr'] ?? '') };
      } else {
        return { doctype: documentTypes[entity] ?? entity, docnumbr: String(item['docnumbr'] ?? '') };
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return undefined;
}

/** The first job order an employee is assigned to as technician, or undefined (two Queries). */
export async function findEmployeeUse(project: string, emplcode: string): Promise<string | undefined> {
  const [indexed, markers] = await Promise.all([
    queryPage<Row>({ index: 'gsi2', pk: usageKeys.employee(project, emplcode), limit: 1 }),
    queryPage<Row>({ pk: usageKeys.employee(project, emplcode), limit: 1 }),
  ]);
  const found = indexed.items[0] ?? markers.items[0];
  return found ? String(found['jobordno'] ?? '') : undefined;
}
