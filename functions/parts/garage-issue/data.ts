/**
 * Data access of garage issue vouchers (GIV) and garage requests (GRQ): each its own partition
 * `<project>#<TYPE>#<docnumbr>` (master `MASTER`; a GIV's lines are its ledger movements, a GRQ's
 * plain `LINE#<nnn>` items), gsi1 `<project>#<TYPE>` / `<docdate>#<docnumbr>` for the list by date and
 * gsi2 `<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>` for the job order's documents.
 */
import type {
  GarageIssueMaster,
  GarageRequestLine,
  GarageRequestMaster,
} from '@fleet/shared/parts/garage-issue';
import type { StockMovement } from '@fleet/shared/parts/stock';
import {
  queryAll,
  queryRows,
  transactDelete,
  transactPut,
  versionedPut,
  withoutKeys,
  type TransactItem,
  softDeleteItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';

export const docPk = (project: string, type: 'GIV' | 'GRQ', docnumbr: string) =>
  key.project(project, type, docnumbr);

function masterItem(project: string, master: GarageIssueMaster | GarageRequestMaster) {
  return {
    pk: docPk(project, master.doctype, master.docnumbr),
    sk: 'MASTER',
    gsi1pk: key.project(project, master.doctype),
    gsi1sk: `${master.docdate}#${master.docnumbr}`,
    gsi2pk: jobOrderPk(project, master.jobordno),
    gsi2sk: `${master.doctype}#${master.docnumbr}`,
    entity: master.doctype === 'GIV' ? 'garageIssue' : 'garageRequest',
    ...master,
  };
}

export const garageMasterPut = (
  project: string,
  master: GarageIssueMaster | GarageRequestMaster,
  expectedVersion?: number,
): TransactItem =>
  versionedPut(masterItem(project, master), expectedVersion, { replace: 'attribute_not_exists(deldate)' });

export function requestLinePut(project: string, docnumbr: string, line: GarageRequestLine): TransactItem {
  return transactPut({
    pk: docPk(project, 'GRQ', docnumbr),
    sk: `LINE#${String(line.serlnumb).padStart(3, '0')}`,
    entity: 'garageRequestLine',
    ...line,
  });
}

export const requestLineDelete = (project: string, docnumbr: string, serlnumb: number): TransactItem =>
  transactDelete({ pk: docPk(project, 'GRQ', docnumbr), sk: `LINE#${String(serlnumb).padStart(3, '0')}` });

/** Soft delete of a master: who and when, out of both lists, conditional on its version. */
export const garageDeleteItem = (
  project: string,
  type: 'GIV' | 'GRQ',
  master: { docnumbr: string; version: number },
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem({ pk: docPk(project, type, master.docnumbr), sk: 'MASTER' }, master.version, deletion);

export async function getGarageIssue(project: string, docnumbr: string) {
  const items = await queryAll<Row>({ pk: docPk(project, 'GIV', docnumbr) });
  const master = items.find((item) => item['sk'] === 'MASTER');
  if (!master || master['deldate']) return undefined;
  return {
    master: withoutKeys(master) as unknown as GarageIssueMaster,
    movements: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => ({ ...(withoutKeys(item) as unknown as StockMovement), sk: String(item['sk']) })),
  };
}

export async function getGarageRequest(project: string, docnumbr: string) {
  const items = await queryAll<Row>({ pk: docPk(project, 'GRQ', docnumbr) });
  const master = items.find((item) => item['sk'] === 'MASTER');
  if (!master || master['deldate']) return undefined;
  return {
    master: withoutKeys(master) as unknown as GarageRequestMaster & { issues?: string[] },
    lines: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => withoutKeys(item) as unknown as GarageRequestLine),
  };
}

export async function listGarageMasters<T>(
  project: string,
  type: 'GIV' | 'GRQ',
  range: { fromdate?: string | undefined; todate?: string | undefined },
): Promise<T[]> {
  return queryRows<T>({
    index: 'gsi1',
    pk: key.project(project, type),
    between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
    ascending: false,
  });
}
