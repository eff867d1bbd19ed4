/**
 * Data access of item requests: pk `<project>#IRQ#<docnumbr>` with sk `MASTER` and `LINE#<nnn>`;
 * gsi1 `<project>#IRQ` / `<docdate>#<docnumbr>` (list by date), gsi2 `<project>#JO#<jobordno>` /
 * `IRQ#<docnumbr>` (a job order's requests). Issued and returned quantities live on the master, so an
 * issue or a return changes one item here (the rest of its transaction is movements and balances).
 */
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { ItemRequestLine, ItemRequestMaster } from '@fleet/shared/parts/item-request';
import { queryAll, tableName, versionedPut, withoutKeys, type TransactItem, softDeleteItem } from '#lib/db';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';

type Row = Record<string, unknown>;

export const itemRequestKeys = {
  pk: (project: string, docnumbr: string) => key.project(project, 'IRQ', docnumbr),
  byDate: (project: string) => key.project(project, 'IRQ'),
};
const lineSk = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

export interface StoredItemRequest {
  master: ItemRequestMaster & { deldate?: string };
  lines: ItemRequestLine[];
}

/** The year's item request numbers, claimed in the save's own transaction (#lib/numbers). */
export const itemRequestNumbering = (year: string): Numbering => ({
  counter: `IRQ#${year}`,
  name: (sequence) => `IRQ-${year}-${String(sequence).padStart(5, '0')}`,
});

export async function getItemRequest(
  project: string,
  docnumbr: string,
): Promise<StoredItemRequest | undefined> {
  const items = await queryAll<Row>({ pk: itemRequestKeys.pk(project, docnumbr) });
  const master = items.find((item) => item['sk'] === 'MASTER');
  if (!master || master['deldate']) return undefined;
  return {
    master: withoutKeys(master) as unknown as StoredItemRequest['master'],
    lines: items
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => withoutKeys(item) as unknown as ItemRequestLine),
  };
}

export async function listItemRequestMasters(
  project: string,
  range: { fromdate?: string | undefined; todate?: string | undefined },
) {
  const items = await queryAll<Row>({
    index: 'gsi1',
    pk: itemRequestKeys.byDate(project),
    between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
    ascending: false,
  });
  return items.map((item) => withoutKeys(item) as unknown as ItemRequestMaster);
}

/** Live item requests of a job order (gsi2). */
export async function jobOrderItemRequests(project: string, jobordno: string) {
  const items = await queryAll<Row>({ index: 'gsi2', pk: jobOrderPk(project, jobordno), beginsWith: 'IRQ#' });
  return items
    .filter((item) => !item['deldate'])
    .map((item) => withoutKeys(item) as unknown as ItemRequestMaster);
}

function masterItem(project: string, master: StoredItemRequest['master']) {
  return {
    pk: itemRequestKeys.pk(project, master.docnumbr),
    sk: 'MASTER',
    gsi1pk: itemRequestKeys.byDate(project),
    gsi1sk: `${master.docdate}#${master.docnumbr}`,
    gsi2pk: jobOrderPk(project, master.jobordno),
    gsi2sk: `IRQ#${master.docnumbr}`,
    entity: 'itemRequest',
    ...master,
  };
}

/** The master at a new version, conditional on the stored one. */
export const itemRequestMasterPut = (
  project: string,
  master: StoredItemRequest['master'],
  expectedVersion: number | undefined,
): TransactItem =>
  versionedPut(masterItem(project, master), expectedVersion, { replace: 'attribute_not_exists(deldate)' });

/** A save: the master, a put per line, a delete per line no longer used. */
export function itemRequestSaveItems(
  project: string,
  saved: StoredItemRequest,
  previous: StoredItemRequest | undefined,
): TransactItem[] {
  const used = new Set(saved.lines.map((line) => line.serlnumb));
  return [
    itemRequestMasterPut(project, saved.master, previous?.master.version),
    ...saved.lines.map((line): TransactItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          pk: itemRequestKeys.pk(project, saved.master.docnumbr),
          sk: lineSk(line.serlnumb),
          entity: 'itemRequestLine',
          ...line,
        },
      },
    })),
    ...(previous?.lines ?? [])
      .filter((line) => !used.has(line.serlnumb))
      .map((line): TransactItem => ({
        Delete: {
          TableName: tableName(),
          Key: { pk: itemRequestKeys.pk(project, saved.master.docnumbr), sk: lineSk(line.serlnumb) },
        },
      })),
  ];
}

/** What the approval engine writes: the master with its new approval state and version. */
export const itemRequestApprovalWrite = (
  project: string,
  stored: StoredItemRequest,
  next: { approval: ApprovalState; version: number; approvedqty: number; moduser: string; moddate: string },
): TransactItem[] => [itemRequestMasterPut(project, { ...stored.master, ...next }, stored.master.version)];

/** Soft delete, out of both lists, conditional on the version read. */
export const itemRequestDeleteItem = (
  project: string,
  stored: StoredItemRequest,
  deletion: { deluser: string; deldate: string },
): TransactItem =>
  softDeleteItem(
    { pk: itemRequestKeys.pk(project, stored.master.docnumbr), sk: 'MASTER' },
    stored.master.version,
    deletion,
  );
