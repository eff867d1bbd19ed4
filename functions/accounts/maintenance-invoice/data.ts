/**
 * Data access of maintenance invoices: one named function per access pattern. An invoice is its
 * own item collection:
 * - pk `<project>#CARINV#<carinvno>`: sk `MASTER` and sk `LINES` holding every line (one item, so a
 *   save of 99 lines with its number's claim, money events and job order move fits DynamoDB's
 *   100-item transaction); invoices written before kept one `LINE#<nnn>` item per line, still read;
 * - the master's gsi1pk `<project>#CARINV`, gsi1sk `<carinvdt>#<carinvno>`: the list by date;
 * - when linked, gsi2pk `<project>#JO#<jobordno>`, gsi2sk `CARINV#<carinvno>`: the job order's documents.
 * A deleted invoice keeps its items but its master loses the gsi keys (so it leaves the list).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceLine, InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import { ddb } from '#lib/aws';
import {
  decodeCursor,
  encodeCursor,
  getItems,
  queryAll,
  tableName,
  transactWrite,
  withoutKeys,
  type StoredItem,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderKeys, jobOrderPk, type JobOrderHeader } from '../../engines/status/headers.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import {
  addToTotals,
  filteredFields,
  invoiceCounter,
  listedFields,
  invoiceNumber,
  type ComposedInvoice,
  type FilteredFields,
  type FoundParties,
  type ListedInvoice,
} from './invoice.ts';

const masterSk = 'MASTER';
const linesSk = 'LINES';
const lineSk = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

export const invoiceKeys = {
  pk: (project: string, carinvno: string) => key.project(project, 'CARINV', carinvno),
  master: (project: string, carinvno: string) => ({ pk: invoiceKeys.pk(project, carinvno), sk: masterSk }),
  lines: (project: string, carinvno: string) => ({ pk: invoiceKeys.pk(project, carinvno), sk: linesSk }),
  /** A line of an invoice written before lines were kept in one item (`lines`). */
  line: (project: string, carinvno: string, serlnumb: number) => ({
    pk: invoiceKeys.pk(project, carinvno),
    sk: lineSk(serlnumb),
  }),
  /** gsi1 partition: a project's invoices by date. */
  byDate: (project: string) => key.project(project, 'CARINV'),
};

/** Storage form of an invoice: the master with its index keys, and its lines in one item. */
export function invoiceItems(project: string, { master, lines }: ComposedInvoice): StoredItem[] {
  const stored: StoredItem = {
    ...invoiceKeys.master(project, master.carinvno),
    gsi1pk: invoiceKeys.byDate(project),
    gsi1sk: `${master.carinvdt}#${master.carinvno}`,
    ...(master.jobordno
      ? { gsi2pk: jobOrderPk(project, master.jobordno), gsi2sk: `CARINV#${master.carinvno}` }
      : {}),
    entity: 'invoice',
    ...master,
  };
  return [stored, { ...invoiceKeys.lines(project, master.carinvno), entity: 'invoiceLines', lines }];
}

// ---- Reads ----------------------------------------------------------------------------------------

export interface StoredInvoice {
  master: InvoiceMaster;
  lines: InvoiceLine[];
  /** `LINE#<nnn>` items of an invoice written before lines were kept in one item (a save removes them). */
  lineItems: number;
}

/** An invoice with its lines in one Query; undefined when missing or deleted. */
export async function getInvoice(project: string, carinvno: string): Promise<StoredInvoice | undefined> {
  const items = await queryAll<Row>({ pk: invoiceKeys.pk(project, carinvno) });
  const master = items.find((item) => item['sk'] === masterSk);
  if (!master || master['deldate']) return undefined;
  const lineItems = items.filter((item) => String(item['sk']).startsWith('LINE#'));
  const packed = items.find((item) => item['sk'] === linesSk)?.['lines'] as InvoiceLine[] | undefined;
  return {
    master: withoutKeys(master) as unknown as InvoiceMaster,
    lines: packed ?? lineItems.map((item) => withoutKeys(item) as unknown as InvoiceLine),
    lineItems: lineItems.length,
  };
}

/** The garage, supplier and job order a save names, in one batch read (absent ones undefined). */
export async function findSaveParties(
  project: string,
  codes: { garage: string; vendor: string; jobordno: string },
): Promise<FoundParties> {
  const garageKey = masterKeys.record(project, masterTypes.garage, codes.garage);
  const vendorKey = masterKeys.record(project, masterTypes.vendor, codes.vendor);
  const jobOrderKey = codes.jobordno ? jobOrderKeys.header(project, codes.jobordno) : undefined;
  const found = await getItems<Row>([garageKey, vendorKey, ...(jobOrderKey ? [jobOrderKey] : [])]);
  const pick = (wanted: { pk: string; sk: string } | undefined) =>
    wanted && found.find((item) => item['pk'] === wanted.pk && item['sk'] === wanted.sk);
  const garage = pick(garageKey);
  const vendor = pick(vendorKey);
  const jobOrder = pick(jobOrderKey);
  const text = (item: Row, field: string) => String(item[field] ?? '');
  return {
    garage: garage
      ? { garagnam: text(garage, 'garagnam'), garagnamar: text(garage, 'garagnamar') }
      : undefined,
    vendor: vendor
      ? { vendname: text(vendor, 'vendname'), vendnamear: text(vendor, 'vendnamear') }
      : undefined,
    jobOrder: jobOrder
      ? ({ ...withoutKeys(jobOrder), statuscde: Number(jobOrder['statuscde']) } as unknown as JobOrderHeader)
      : undefined,
  };
}

// ---- Writes ---------------------------------------------------------------------------------------

/** The year's invoice numbers (`MI-<year>-<5 digits>`), claimed in the save's own transaction (#lib/numbers). */
export const invoiceNumbering = (year: string): Numbering => ({
  counter: invoiceCounter(year),
  name: (sequence) => invoiceNumber(year, sequence),
});

type PutCondition = Omit<NonNullable<TransactItem['Put']>, 'TableName' | 'Item'>;

const put = (item: StoredItem, condition?: PutCondition): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ...condition },
});

/** The writes of a new invoice: master (must not exist) and lines, for one transaction. */
export function createInvoiceItems(project: string, invoice: ComposedInvoice): TransactItem[] {
  const [master, lines] = invoiceItems(project, invoice);
  return [put(master!, { ConditionExpression: 'attribute_not_exists(pk)' }), put(lines!)];
}

/**
 * The writes replacing a live invoice's master and lines, for one transaction: only if its stored
 * version is `expectedVersion` (else 409, nothing written). The `lineItems` line items of an invoice
 * written before lines were kept in one item go.
 */
export function replaceInvoiceItems(
  project: string,
  invoice: ComposedInvoice,
  expectedVersion: number,
  lineItems: number,
): TransactItem[] {
  const [master, lines] = invoiceItems(project, invoice);
  const carinvno = invoice.master.carinvno;
  const stale = Array.from({ length: lineItems }, (_, index) =>
    invoiceKeys.line(project, carinvno, index + 1),
  );
  return [
    put(master!, {
      ConditionExpression: '#version = :expected AND #deldate = :blank',
      ExpressionAttributeNames: { '#version': 'version', '#deldate': 'deldate' },
      ExpressionAttributeValues: { ':expected': expectedVersion, ':blank': '' },
    }),
    put(lines!),
    ...stale.map((lineKey) => ({ Delete: { TableName: tableName(), Key: lineKey } })),
  ];
}

/** Soft delete: the master records who and when, leaves the list and its job order (409 if gone meanwhile). */
export async function markInvoiceDeleted(
  project: string,
  carinvno: string,
  deletion: { deluser: string; deldate: string; expectedVersion: number },
  extraItems: TransactItem[] = [], // Issue 15 H6: the money reversal's outbox item
): Promise<void> {
  await transactWrite([
    ...extraItems, // Issue 15 H6
    {
      Update: {
        TableName: tableName(),
        Key: invoiceKeys.master(project, carinvno),
        UpdateExpression:
          'SET #deluser = :deluser, #deldate = :deldate, #timstamp = :deldate, #version = #version + :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: '#version = :expected AND #deldate = :blank',
        ExpressionAttributeNames: {
          '#deluser': 'deluser',
          '#deldate': 'deldate',
          '#timstamp': 'timstamp',
          '#version': 'version',
        },
        ExpressionAttributeValues: {
          ':deluser': deletion.deluser,
          ':deldate': deletion.deldate,
          ':expected': deletion.expectedVersion,
          ':blank': '',
          ':one': 1,
        },
      },
    },
  ]);
}

// ---- List -----------------------------------------------------------------------------------------

interface ListQuery {
  project: string;
  /** gsi1 sort-key bounds (see `dateBounds`). */
  bounds: [string, string];
  matches: (row: FilteredFields) => boolean;
}

const byDateCondition = (query: ListQuery) => ({
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
  ExpressionAttributeValues: {
    ':pk': invoiceKeys.byDate(query.project),
    ':from': query.bounds[0],
    ':to': query.bounds[1],
  },
  ScanIndexForward: false,
});

/** A cursor is the gsi1 key of the last row returned; one from elsewhere is a 400, not a failed Query. */
function startKey(query: ListQuery, cursor: string | undefined): Row | undefined {
  const start = decodeCursor(cursor);
  if (!start) return undefined;
  const sortKey = start['gsi1sk'];
  const valid =
    start['gsi1pk'] === invoiceKeys.byDate(query.project) &&
    typeof start['pk'] === 'string' &&
    start['pk'].startsWith(invoiceKeys.pk(query.project, '')) &&
    start['sk'] === masterSk &&
    typeof sortKey === 'string' &&
    sortKey >= query.bounds[0] &&
    sortKey <= query.bounds[1];
  if (!valid) throw new BadRequestError('Invalid request parameters');
  return { pk: start['pk'], sk: start['sk'], gsi1pk: start['gsi1pk'], gsi1sk: sortKey };
}

/** Reads only `fields` of each item (names aliased: some are reserved words). */
function projection(fields: readonly string[]) {
  return {
    ProjectionExpression: fields.map((_, index) => `#f${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(fields.map((field, index) => [`#f${index}`, field])),
  };
}

const indexKeyFields = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];

const cursorOf = (item: Row) =>
  encodeCursor({ pk: item['pk'], sk: item['sk'], gsi1pk: item['gsi1pk'], gsi1sk: item['gsi1sk'] });

/**
 * One page of matching masters, newest first, filled up to `limit` even when filters drop rows:
 * reads on along the date range until the page is full or the range ends. The cursor is the last
 * returned row's key, so no matching row is skipped between pages.
 */
export async function listInvoicePage(
  query: ListQuery & { limit: number; cursor?: string; filtered: boolean },
): Promise<{ items: ListedInvoice[]; cursor?: string }> {
  const page: Row[] = [];
  // Unfiltered, one read returns exactly a page; filtered, read ahead, in bigger steps while matches are rare.
  let readSize = query.filtered ? Math.max(query.limit, 200) : query.limit;
  let exclusiveStartKey = startKey(query, query.cursor);
  for (;;) {
    const result = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        ...byDateCondition(query),
        ...projection([...listedFields, ...indexKeyFields]),
        Limit: readSize,
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    const items = result.Items ?? [];
    for (const [index, item] of items.entries()) {
      if (!query.matches(item as FilteredFields)) continue;
      page.push(item);
      if (page.length === query.limit) {
        const more = index < items.length - 1 || result.LastEvaluatedKey !== undefined;
        return { items: page.map(toListed), ...(more ? { cursor: cursorOf(item) } : {}) };
      }
    }
    if (!result.LastEvaluatedKey) return { items: page.map(toListed) };
    exclusiveStartKey = result.LastEvaluatedKey;
    readSize = Math.min(readSize * 2, 1600);
  }
}

const toListed = (item: Row) => withoutKeys(item) as unknown as ListedInvoice;

export interface ListTotals {
  count: number;
  netval: number;
}

/** Carried totals are only reused by a query with the same filters (`filters` is their fingerprint). */
interface CarriedTotals extends ListTotals {
  filters: string;
}

/**
 * The totals a page-1 answer computed, carried in its cursor so later pages of the same list skip
 * the totals pass (they describe the list as it was when paging started).
 */
export function totalsInCursor(cursor: string | undefined, filters: string): ListTotals | undefined {
  const carried = decodeCursor(cursor)?.['totals'] as Partial<CarriedTotals> | undefined;
  return carried?.filters === filters &&
    typeof carried.count === 'number' &&
    typeof carried.netval === 'number'
    ? { count: carried.count, netval: carried.netval }
    : undefined;
}

/** The page's cursor with the list's totals (and the filters they are for) added. */
export function cursorWithTotals(
  cursor: string | undefined,
  totals: ListTotals,
  filters: string,
): string | undefined {
  const start = decodeCursor(cursor);
  const carried: CarriedTotals = { count: totals.count, netval: totals.netval, filters };
  return start ? encodeCursor({ ...start, totals: carried }) : undefined;
}

/** Count and net total of every matching master in the range: a projected pass over the index. */
export async function invoiceListTotals(query: ListQuery): Promise<ListTotals> {
  let totals = { count: 0, netval: 0 };
  let exclusiveStartKey: Row | undefined;
  do {
    const result = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        ...byDateCondition(query),
        ...projection([...filteredFields, 'netval']),
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    const matching = (result.Items ?? []).filter((item) => query.matches(item as FilteredFields));
    totals = addToTotals(
      totals,
      matching.map((item) => Number(item['netval'] ?? 0)),
    );
    exclusiveStartKey = result.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return totals;
}
