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
import type { InvoiceLine, InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import {
  createPut,
  getItems,
  queryAll,
  transactDelete,
  transactWrite,
  withoutKeys,
  type StoredItem,
  type TransactItem,
  transactPut,
  transactUpdate,
} from '#lib/db';
import type { Row } from '#lib/db';
import { dateIndexPage, dateIndexTotals } from '#lib/reports';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderKeys, jobOrderPk, type JobOrderHeader } from '../../engines/status/headers.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import {
  filteredFields,
  invoiceCounter,
  listedFields,
  invoiceNumber,
  type ComposedInvoice,
  type FilteredFields,
  type FoundParties,
  type ListedInvoice,
} from './invoice.ts';
import { fieldsOf } from '#lib/attributes';

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

/** The writes of a new invoice: master (must not exist) and lines, for one transaction. */
export function createInvoiceItems(project: string, invoice: ComposedInvoice): TransactItem[] {
  const [master, lines] = invoiceItems(project, invoice);
  return [createPut(master!), transactPut(lines!)];
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
    transactPut(
      master!,
      '#version = :expected AND #deldate = :blank',
      { ':expected': expectedVersion, ':blank': '' },
      { '#version': 'version', '#deldate': 'deldate' },
    ),
    transactPut(lines!),
    ...stale.map((lineKey) => transactDelete(lineKey)),
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
    transactUpdate(invoiceKeys.master(project, carinvno), {
      update:
        'SET #deluser = :deluser, #deldate = :deldate, #timstamp = :deldate, #version = #version + :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      condition: '#version = :expected AND #deldate = :blank',
      names: { '#deluser': 'deluser', '#deldate': 'deldate', '#timstamp': 'timstamp', '#version': 'version' },
      values: {
        ':deluser': deletion.deluser,
        ':deldate': deletion.deldate,
        ':expected': deletion.expectedVersion,
        ':blank': '',
        ':one': 1,
      },
    }),
  ]);
}

// ---- List -----------------------------------------------------------------------------------------

interface ListQuery {
  project: string;
  /** gsi1 sort-key bounds (see `dateBounds`). */
  bounds: [string, string];
  matches: (row: FilteredFields) => boolean;
}

/**
 * One page of matching masters, newest first, filled up to `limit` even when filters drop rows (the
 * reports' date index page over the invoices' list by date, reading only the listed fields).
 */
export const listInvoicePage = async (
  query: ListQuery & { limit: number; cursor?: string; filtered: boolean },
): Promise<{ items: ListedInvoice[]; cursor?: string }> =>
  (await dateIndexPage({
    pk: invoiceKeys.byDate(query.project),
    ...fieldsOf(query, 'bounds limit cursor'),
    attributes: listedFields,
    ...(query.filtered ? { matches: (row: Row) => query.matches(row as FilteredFields) } : {}),
  })) as { items: ListedInvoice[]; cursor?: string };

/** Count and net total of every matching master in the range: a projected pass over the index. */
export const invoiceListTotals = (query: ListQuery) =>
  dateIndexTotals({
    pk: invoiceKeys.byDate(query.project),
    bounds: query.bounds,
    fields: ['netval'],
    filterFields: filteredFields,
    matches: (row) => query.matches(row as FilteredFields),
  });
