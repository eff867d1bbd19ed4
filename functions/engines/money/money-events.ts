/**
 * The money ledger engine: `AmountPosted` events of the money documents (issue 15 H6): the builders the write paths call to put
 * the events in their own transaction's outbox, and the history a projection rebuild replays (the live
 * documents' net postings: what the live events of a document add up to).
 */
import { randomUUID } from 'node:crypto';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { detailTypes, eventSources } from '@fleet/shared';
import type { FinalInvoiceMaster, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import { fieldsOf } from '#lib/attributes';
import type { AmountPosted, MoneyCategory } from '@fleet/shared/reports/cost-expenditure';
import type { InvoiceMaster } from '@fleet/shared/accounts/maintenance-invoice';
import type { InspectionLine } from '@fleet/shared/garage/garage-inspection';
import type { PettyCashMaster } from '@fleet/shared/accounts/petty-cash';
import type { SupplierInvoiceMaster } from '@fleet/shared/accounts/supplier-invoice';
import type { CreditInvoiceMaster } from '@fleet/shared/accounts/credit-invoice';
import type { StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import { queryAll, withoutKeys, type TransactItem, type Row } from '#lib/db';
import { key } from '#lib/table';
import { outboxPuts, type OutboxEvent } from '../status/outbox.ts';
import { jobOrderPk } from '../status/headers.ts';

/** What a document posts: its money, where it belongs and what it is. */
export interface MoneyPosting {
  category: MoneyCategory;
  amount: number;
  garage?: string | undefined;
  vehmake?: string | undefined;
  jobordno?: string | undefined;
  docType: string;
  docnumbr: string;
  docdate: string;
  workshop?: string | undefined;
  hours?: number | undefined;
  count?: number | undefined;
}

const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;

/** The detail of one posting (the rebuild replays these; `eventId` is new unless given). */
export function amountDetail(
  project: string,
  posting: MoneyPosting,
  stamp: { user: string; at: string; eventId?: string },
): AmountPosted {
  return defined({
    eventId: stamp.eventId ?? randomUUID(),
    project,
    ...posting,
    amount: roundKwd(posting.amount),
    at: stamp.at,
    user: stamp.user,
  }) as AmountPosted;
}

/** The outbox entry of a posting. */
export const amountEvent = (detail: AmountPosted): OutboxEvent => ({
  source: eventSources.money,
  detailType: detailTypes.amountPosted,
  detail,
});

/** The reversal of a posting: the same money taken back, one document less. */
export const reversalOf = (posting: MoneyPosting): MoneyPosting => ({
  ...posting,
  amount: -posting.amount,
  hours: posting.hours,
  count: -(posting.count ?? 1),
});

/**
 * The events of a change from `before` (what the document posted, absent when new or not counted) to
 * `after` (what it posts now, absent when deleted): the reversal of the old postings and the new ones.
 */
export function changeEvents(
  project: string,
  stamp: { user: string; now: Date },
  before: readonly MoneyPosting[],
  after: readonly MoneyPosting[],
): OutboxEvent[] {
  const at = stamp.now.toISOString();
  return [...before.map(reversalOf), ...after]
    .filter((posting) => posting.amount !== 0 || (posting.count ?? 1) !== 0)
    .map((posting) => amountEvent(amountDetail(project, posting, { user: stamp.user, at })));
}

// ---- Postings of each money document -------------------------------------------------------------

/** A maintenance invoice: its net value (outside work, category maintenance). */
export const maintenanceInvoicePosting = (master: InvoiceMaster): MoneyPosting[] => [
  {
    category: 'maintenance',
    amount: master.netval,
    garage: master.garage,
    vehmake: master.vehiclmak,
    jobordno: master.jobordno,
    docType: 'CARINV',
    docnumbr: master.carinvno,
    docdate: master.carinvdt,
  },
];

/** An approved document's posting: `amount` in `category`, with its garage, job order, number and date. */
const documentPosting = (
  category: MoneyCategory,
  docType: string,
  master: { garage?: string | undefined; jobordno?: string | undefined; docnumbr: string; docdate: string },
  amount: number,
  extra: Pick<MoneyPosting, 'count'> = {},
): MoneyPosting[] => [
  {
    category,
    amount,
    ...fieldsOf(master, 'garage jobordno'),
    docType,
    ...fieldsOf(master, 'docnumbr docdate'),
    ...extra,
  },
];

/** An approved 3-in-1 invoice: its total (category 3in1). */
export const threeInOnePosting = (master: ThreeInOneMaster) =>
  documentPosting('3in1', 'TIO', master, master.totalval);

/** An approved petty cash voucher: its net value (category petty_cash). */
export const pettyCashPosting = (master: PettyCashMaster) =>
  documentPosting('petty_cash', 'PCH', master, master.netval);

/** An approved supplier invoice: its total (category purchase). */
export const supplierInvoicePosting = (master: SupplierInvoiceMaster) =>
  documentPosting('purchase', 'PIV', master, master.totalval);

/**
 * An approved credit invoice (issue 28): its total taken off the purchases (category purchase, dated
 * on its own day), one document less not counted: the supplier invoice it credits stays counted.
 */
export const creditInvoicePosting = (master: CreditInvoiceMaster) =>
  documentPosting('purchase', 'CRN', master, -master.totalval, { count: 0 });

/**
 * A store issue voucher (SIV) posts its value at the ledger's cost (category store_items); a return
 * (SRN) takes its value back without un-counting a document. Other vouchers move no money out.
 */
export const storeVoucherPosting = (master: StoreVoucherMaster): MoneyPosting[] =>
  master.doctype === 'SIV' || master.doctype === 'SRN'
    ? [
        {
          category: 'store_items',
          amount: master.doctype === 'SRN' ? -master.totalval : master.totalval,
          jobordno: master.jobordno,
          docType: master.doctype,
          docnumbr: master.docnumbr,
          docdate: master.docdate,
          count: master.doctype === 'SRN' ? 0 : 1,
        },
      ]
    : [];

/** The outbox items of events, for a transaction written by someone else (the approval engine). */
export { outboxPuts };

type ApprovalLike = { state?: string } | undefined;

/**
 * The money `caller`'s approval decision moves, from the document's `before` approval to `after`:
 * postings when the document becomes approved, their reversal when an approved document stops being
 * approved; nothing otherwise.
 */
export function approvalMoneyItems(
  caller: { project: string; usercode: string },
  now: Date,
  postings: readonly MoneyPosting[],
  before: ApprovalLike,
  after: ApprovalLike,
): TransactItem[] {
  const [wasApproved, isApproved] = [before?.state === 'approved', after?.state === 'approved'];
  if (wasApproved === isApproved) return [];
  const stamp = { user: caller.usercode, now };
  return outboxPuts(
    isApproved
      ? changeEvents(caller.project, stamp, [], postings)
      : changeEvents(caller.project, stamp, postings, []),
  );
}

/** Workshop of a labour cost line: the first part of its description (`workshop / main / sub`). */
const workshopOf = (description: string) => description.split(' / ')[0]?.trim() || '-';

/**
 * A final invoice's labour, one posting per workshop of its labour lines (the job order counted once,
 * on the first), with the hours of the job order's finished repair lines of that workshop.
 */
export function finalInvoiceLabourPostings(
  master: FinalInvoiceMaster,
  hoursByWorkshop: ReadonlyMap<string, number>,
): MoneyPosting[] {
  const byWorkshop = new Map<string, number>();
  for (const line of master.lines.filter((candidate) => candidate.kind === 'LABOUR')) {
    const workshop = workshopOf(line.description);
    byWorkshop.set(workshop, roundKwd((byWorkshop.get(workshop) ?? 0) + line.value));
  }
  return [...byWorkshop].map(([workshop, amount], index) => ({
    category: 'labour',
    amount,
    garage: master.garage,
    jobordno: master.jobordno,
    docType: 'FIN',
    docnumbr: master.docnumbr,
    docdate: master.docdate,
    workshop,
    hours: hoursByWorkshop.get(workshop) ?? 0,
    count: index === 0 ? 1 : 0,
  }));
}

/** Hours of a job order's finished repair lines per workshop (its latest garage inspection). */
export async function labourHoursOf(project: string, jobordno: string): Promise<Map<string, number>> {
  const items = await queryAll<Record<string, unknown>>({
    index: 'gsi2',
    pk: jobOrderPk(project, jobordno),
    beginsWith: 'GARINSP#',
  });
  const inspection = items
    .filter((item) => !item['deldate'])
    .map((item) => String(item['docnumbr'] ?? ''))
    .sort()
    .at(-1);
  if (!inspection) return new Map();
  // The garage inspection's own items (pk `<project>#GARINSP#<docnumbr>`, its lines `LINE#...`), read
  // here rather than through the garage inspection module: the money ledger is an engine.
  const stored = await queryAll<Record<string, unknown>>({ pk: key.project(project, 'GARINSP', inspection) });
  const master = stored.find((item) => item['sk'] === 'MASTER');
  if (!master || master['deldate']) return new Map();
  return labourHoursOfLines(
    stored
      .filter((item) => String(item['sk']).startsWith('LINE#'))
      .map((item) => withoutKeys(item) as unknown as InspectionLine),
  );
}

/** Hours of finished repair lines per workshop (pure): the actual hours, else the standard ones. */
export function labourHoursOfLines(lines: readonly InspectionLine[]): Map<string, number> {
  const hours = new Map<string, number>();
  for (const line of lines) {
    if (line.repstatus !== 'finished') continue;
    const workshop = line.wrkshpnam || '-';
    const lineHours = line.acthours || line.laborhors || 0;
    hours.set(workshop, Math.round(((hours.get(workshop) ?? 0) + lineHours) * 100) / 100);
  }
  return hours;
}

/** The labour events of a final invoice issued (or deleted: `reverse`). */
export async function finalInvoiceLabourEvents(
  project: string,
  master: FinalInvoiceMaster,
  stamp: { user: string; now: Date },
  reverse = false,
): Promise<OutboxEvent[]> {
  const postings = finalInvoiceLabourPostings(master, await labourHoursOf(project, master.jobordno));
  return reverse ? changeEvents(project, stamp, postings, []) : changeEvents(project, stamp, [], postings);
}

// ---- History (projection rebuild) ----------------------------------------------------------------

/** Live masters of a document type's by-date index (deleted ones left it). */
async function liveMasters<M>(project: string, type: string): Promise<M[]> {
  const items = await queryAll<Row>({ index: 'gsi1', pk: key.project(project, type) });
  return items.filter((item) => !item['deldate']).map((item) => withoutKeys(item) as unknown as M);
}

/**
 * Every posting the live money documents of a project stand for, as events (a rebuild replays them
 * into fresh projection items; they add up to what the live events added up to).
 */
export async function moneyHistory(project: string): Promise<AmountPosted[]> {
  const at = new Date().toISOString();
  const stamp = (posting: MoneyPosting, index: number) =>
    amountDetail(project, posting, {
      user: 'rebuild',
      at,
      eventId: `rebuild-${posting.docType}-${posting.docnumbr}-${index}`,
    });
  const [invoices, threeInOnes, finals, petty, supplier, issues, returns, credits] = await Promise.all([
    liveMasters<InvoiceMaster>(project, 'CARINV'),
    liveMasters<ThreeInOneMaster>(project, 'TIO'),
    liveMasters<FinalInvoiceMaster>(project, 'FIN'),
    liveMasters<PettyCashMaster>(project, 'PCH'),
    liveMasters<SupplierInvoiceMaster>(project, 'PIV'),
    liveMasters<StoreVoucherMaster>(project, 'SIV'),
    liveMasters<StoreVoucherMaster>(project, 'SRN'),
    liveMasters<CreditInvoiceMaster>(project, 'CRN'),
  ]);
  const approved = (master: { approval?: { state?: string } | undefined }) =>
    master.approval?.state === 'approved';
  const postings: MoneyPosting[] = [
    ...invoices.flatMap(maintenanceInvoicePosting),
    ...threeInOnes.filter(approved).flatMap(threeInOnePosting),
    ...petty.filter(approved).flatMap(pettyCashPosting),
    ...supplier.filter(approved).flatMap(supplierInvoicePosting),
    ...credits.filter(approved).flatMap(creditInvoicePosting),
    ...[...issues, ...returns].flatMap(storeVoucherPosting),
  ];
  for (const master of finals)
    postings.push(...finalInvoiceLabourPostings(master, await labourHoursOf(project, master.jobordno)));
  return postings
    .filter((posting) => posting.amount !== 0 || (posting.count ?? 1) !== 0)
    .map((posting, index) => stamp(posting, index));
}
