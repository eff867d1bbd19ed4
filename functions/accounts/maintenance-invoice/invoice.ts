/**
 * Maintenance invoice rules (spec 000 sections 3 to 5), pure: what a save stores, when an invoice is
 * locked by its job order's stage, and which rows a list filter keeps. Amounts come from the shared
 * `priceInvoice`, the same function the form uses; whatever totals a client sends are never read.
 */
import { messages } from '@fleet/shared';
import {
  invoicePastStage,
  invoiceStatus,
  invoiceTargetStatus,
  priceInvoice,
  type InvoiceLine,
  type InvoiceListRow,
  type InvoiceMaster,
  type InvoiceSaveParsed,
  type PricedInvoice,
} from '@fleet/shared/accounts/maintenance-invoice';
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';
import { BadRequestError } from '#lib/errors';
import type { JobOrderHeader } from '../../engines/status/headers.ts';
import { fieldsOf } from '#lib/attributes';

// ---- Numbers and dates ----------------------------------------------------------------------------

/** Counter of a year's invoice numbers. */
export const invoiceCounter = (year: string | number) => `CARINV#${year}`;

/** `MI-2026-00001`. */
export const invoiceNumber = yearlyNumber('MI');

export { kuwaitClock } from '#lib/clock';

// ---- Save -----------------------------------------------------------------------------------------

/** Master data a save resolves from codes: names are never taken from the client. */
export interface InvoiceParties {
  garagnam: string;
  garagnamar: string;
  vendname: string;
  vendnamear: string;
  /** The linked job order, when `jobordno` is given. */
  jobOrder?: JobOrderHeader;
}

/** What a batch read found for the codes a save names (absent: unknown). */
export interface FoundParties {
  garage?: { garagnam: string; garagnamar: string };
  vendor?: { vendname: string; vendnamear: string };
  jobOrder?: JobOrderHeader;
}

/** 400 for an unknown garage, supplier or (when one is named) job order. */
export function requireParties(
  request: Pick<InvoiceSaveParsed, 'jobordno'>,
  found: FoundParties,
): InvoiceParties {
  if (!found.garage) throw new BadRequestError(messages.invoiceUnknownGarage);
  if (!found.vendor) throw new BadRequestError(messages.invoiceUnknownSupplier);
  if (request.jobordno && !found.jobOrder) throw new BadRequestError(messages.invoiceUnknownJobOrder);
  return {
    ...found.garage,
    ...found.vendor,
    ...(request.jobordno && found.jobOrder ? { jobOrder: found.jobOrder } : {}),
  };
}

/** Every amount of a save, recomputed; 400 when the header discount is not below the lines' total (section 5). */
export function priceSave(request: Pick<InvoiceSaveParsed, 'details' | 'totdiscperc'>): PricedInvoice {
  const priced = priceInvoice(request.details, request.totdiscperc);
  if (!priced.discountAllowed) throw new BadRequestError(messages.invoiceHeaderDiscountTooHigh);
  return priced;
}

/** Who saves and when; on MOD, what the stored invoice keeps (number, dates, creator). */
export interface InvoiceStamp {
  carinvno: string;
  carinvdt: string;
  carinvtm: string;
  cretuser: string;
  moduser: string;
  moddate: string;
  timstamp: string;
  version: number;
}

export interface ComposedInvoice {
  master: InvoiceMaster;
  lines: InvoiceLine[];
}

/** The master and lines a save stores: amounts as priced, vehicle, make, company and owner from the linked job order. */
export function composeInvoice(
  request: InvoiceSaveParsed,
  priced: PricedInvoice,
  parties: InvoiceParties,
  stamp: InvoiceStamp,
): ComposedInvoice {
  const jobOrder = parties.jobOrder;
  const master: InvoiceMaster = {
    ...fieldsOf(stamp, 'carinvno carinvdt carinvtm'),
    vehiclmak: jobOrder?.vehmakid ?? '',
    vehicleno: jobOrder?.vehicleno ?? '',
    jobordno: jobOrder?.jobordno ?? '',
    compcode: jobOrder?.compcode ?? '',
    ownernam: jobOrder?.custname ?? '',
    remarks: request.remarks,
    invstatus: invoiceStatus,
    tostatus: invoiceTargetStatus,
    ...fieldsOf(request, 'voucherno voucherdate vendor'),
    ...fieldsOf(parties, 'vendname vendnamear garagnam garagnamar'),
    garage: request.garage,
    totdiscperc: request.totdiscperc,
    ...priced.amounts,
    version: stamp.version,
    terminalid: request.terminalid,
    brnchcde: '',
    ...fieldsOf(stamp, 'timstamp cretuser moduser moddate'),
    deluser: '',
    deldate: '',
  };
  const lines: InvoiceLine[] = priced.lines.map((line) => ({
    Carinvno: stamp.carinvno,
    ...fieldsOf(
      line,
      'serlnumb worknumb workdesc reource sparepart sparenam spareuom qty unitprice workdisc retqty workvalue worktotal workdiscval worknet price',
    ),
  }));
  return { master, lines };
}

// ---- Stage (section 4) ----------------------------------------------------------------------------

/** 400 when the linked job order is past Assign Technician at Reception. */
export function assertEditable(statuscde: number | undefined): void {
  if (invoicePastStage(statuscde)) throw new BadRequestError(messages.invoiceEditPastStage);
}

export function assertDeletable(statuscde: number | undefined): void {
  if (invoicePastStage(statuscde)) throw new BadRequestError(messages.invoiceDeletePastStage);
}

// ---- List -----------------------------------------------------------------------------------------

export interface InvoiceListFilters {
  garage?: string;
  vendor?: string;
  carinvno?: string;
  voucherno?: string;
  fromdate?: string;
  todate?: string;
}

/** The fields a filter reads: what the list's aggregate pass projects. */
export const filteredFields = ['garage', 'vendor', 'carinvno', 'voucherno'] as const;
export type FilteredFields = Pick<InvoiceListRow, (typeof filteredFields)[number]>;

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const contains = (value: string, part: string) => value.toLowerCase().includes(part.trim().toLowerCase());

/** Whether any filter besides the date range is set (rows may then be dropped from a read). */
export function hasRowFilters(filters: InvoiceListFilters): boolean {
  return filteredFields.some((field) => given(filters[field]));
}

/** Garage and supplier match exactly (codes); invoice and voucher numbers contain the text, any case. */
export function matchesInvoiceFilters(row: FilteredFields, filters: InvoiceListFilters): boolean {
  return (
    (!given(filters.garage) || row.garage === filters.garage.trim()) &&
    (!given(filters.vendor) || row.vendor === filters.vendor.trim()) &&
    (!given(filters.carinvno) || contains(String(row.carinvno ?? ''), filters.carinvno)) &&
    (!given(filters.voucherno) || contains(String(row.voucherno ?? ''), filters.voucherno))
  );
}

/** Sorts after every `#<number>` of a day, so an upper bound on a date includes the whole day. */
const endOfDay = '#\uffff';

/** gsi1 sort-key bounds (`<carinvdt>#<carinvno>`) of a date range; open ends take every date. */
export function dateBounds(filters: Pick<InvoiceListFilters, 'fromdate' | 'todate'>): [string, string] {
  const from = given(filters.fromdate) ? filters.fromdate : '0000-00-00';
  const to = given(filters.todate) ? filters.todate : '9999-12-31';
  return [from, `${to}${endOfDay}`];
}

/** The stored fields a list row shows (section 3 "Invoice list row", plus codes): what a page read projects. */
export const listedFields = [
  'carinvno',
  'carinvdt',
  'voucherno',
  'vendor',
  'vendname',
  'vendnamear',
  'garage',
  'garagnam',
  'garagnamar',
  'netval',
  'jobordno',
  'version',
] as const satisfies readonly (keyof InvoiceListRow)[];
export type ListedInvoice = Pick<InvoiceMaster, (typeof listedFields)[number]>;

const optionalText = <K extends string>(name: K, value: string | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<K, string>>;

/** A list row from a stored master, with the linked job order's current status. */
export function toListRow(listed: ListedInvoice, statuscde: number | undefined): InvoiceListRow {
  return {
    ...fieldsOf(listed, 'carinvno carinvdt voucherno vendor vendname'),
    ...optionalText('vendnamear', listed.vendnamear),
    ...fieldsOf(listed, 'garage garagnam'),
    ...optionalText('garagnamar', listed.garagnamar),
    ...fieldsOf(listed, 'netval jobordno version'),
    ...(statuscde === undefined ? {} : { statuscde }),
  };
}
