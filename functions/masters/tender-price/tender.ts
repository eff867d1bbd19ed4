/**
 * What the tender price calls mean, pure: the checks of a new tender price against the item master,
 * the supplier and the record already kept for the item and supplier; the stored record of a create
 * or an update; the list's filters and names.
 */
import { formatMessage, messages } from '@fleet/shared';
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import {
  supplierSelectable,
  tenderPriceClash,
  tenderValidOn,
  type CreateTenderPriceBody,
  type StoredTenderPrice,
  type TenderPriceListQuery,
  type TenderPriceRow,
  type UpdateTenderPriceBody,
} from '@fleet/shared/masters/tender-price';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { BadRequestError, ConflictError } from '#lib/errors';
import { fieldsOf } from '#lib/attributes';

/** What a create refers to, as read. */
export interface TenderReferences {
  item: SparePart | undefined;
  vendor: Vendor | undefined;
  /** The record kept for the item and supplier, if any. */
  existing: StoredTenderPrice | undefined;
}

/**
 * A new tender price needs an item of the item master, a known and MOI approved supplier, and no
 * tender price of that supplier for the item yet (the same tender number is a duplicate; another
 * one must be edited or deleted first).
 */
export function assertCreatable(body: CreateTenderPriceBody, found: TenderReferences): SparePart {
  if (!found.item)
    throw new BadRequestError(formatMessage(messages.storeUnknownItem, { item: body.sparepart }));
  if (!found.vendor) throw new BadRequestError(messages.storeUnknownSupplier);
  if (!supplierSelectable(found.vendor)) throw new BadRequestError(messages.supplierNotMoiApproved);
  if (found.existing) throw clashError(found.existing, body.tenderno);
  return found.item;
}

/** The error of a create whose write found a record for the item and supplier (saved in between). */
export function clashError(existing: StoredTenderPrice | undefined, tenderno: string): ConflictError {
  const clash = tenderPriceClash(existing, tenderno);
  if (clash === 'otherTender')
    return new ConflictError(
      formatMessage(messages.tenderPriceOtherTender, { tenderno: existing?.tenderno ?? '' }),
    );
  return new ConflictError(clash === 'sameTender' ? messages.tenderPriceExists : messages.conflict);
}

/** The record of a new tender price: the item's description, unit and category from the item master. */
export function composeCreated(
  body: CreateTenderPriceBody,
  item: SparePart,
  usercode: string,
  now: Date,
): StoredTenderPrice {
  return {
    ...fieldsOf(body, 'sparepart vendcode tenderno validfrom validto'),
    ...fieldsOf(item, 'sparenam spareuom sparecat'),
    tenderpric: roundKwd(body.tenderpric),
    version: 1,
    moduser: usercode,
    moddate: now.toISOString(),
  };
}

/**
 * The record after an update: new price and validity, the version + 1; the item's description, unit
 * and category follow the item master when the item is there (a tender-only item keeps its own).
 */
export function composeUpdated(
  stored: StoredTenderPrice,
  body: UpdateTenderPriceBody,
  item: SparePart | undefined,
  usercode: string,
  now: Date,
): StoredTenderPrice {
  return {
    ...stored,
    ...(item ? { sparenam: item.sparenam, spareuom: item.spareuom, sparecat: item.sparecat } : {}),
    tenderpric: roundKwd(body.tenderpric),
    ...fieldsOf(body, 'validfrom validto'),
    version: stored.version + 1,
    moduser: usercode,
    moddate: now.toISOString(),
  };
}

/** Names of the items and suppliers a row refers to. */
export interface NameBook {
  items: ReadonlyMap<string, Pick<SparePart, 'sparenamar'>>;
  vendors: ReadonlyMap<string, Pick<Vendor, 'vendname' | 'vendnamear' | 'moiApproved'>>;
}

export function nameBook(items: readonly SparePart[], vendors: readonly Vendor[]): NameBook {
  return {
    items: new Map(items.map((item) => [item.sparepart, item])),
    vendors: new Map(vendors.map((vendor) => [vendor.vendcode, vendor])),
  };
}

export function withNames(record: StoredTenderPrice, book: NameBook): TenderPriceRow {
  const vendor = book.vendors.get(record.vendcode);
  return {
    ...record,
    sparenamar: book.items.get(record.sparepart)?.sparenamar ?? '',
    vendname: vendor?.vendname ?? '',
    vendnamear: vendor?.vendnamear ?? '',
    moiApproved: vendor?.moiApproved === 'Y' ? 'Y' : 'N',
  };
}

/** Whether a row meets the list's filters: item code or description contains, supplier, valid on a day. */
export function matchesTenderFilter(row: TenderPriceRow, query: TenderPriceListQuery): boolean {
  const wanted = query.sparepart?.trim().toLowerCase();
  if (
    wanted &&
    !row.sparepart.toLowerCase().includes(wanted) &&
    !row.sparenam.toLowerCase().includes(wanted) &&
    !row.sparenamar.includes(wanted)
  )
    return false;
  if (query.vendcode && row.vendcode !== query.vendcode) return false;
  if (query.validon && !tenderValidOn(row, query.validon)) return false;
  return true;
}

/** The list: the matching rows by item, then supplier, then tender number. */
export function tenderPriceList(
  records: readonly StoredTenderPrice[],
  book: NameBook,
  query: TenderPriceListQuery,
): TenderPriceRow[] {
  return records
    .map((record) => withNames(record, book))
    .filter((row) => matchesTenderFilter(row, query))
    .sort(
      (a, b) =>
        a.sparepart.localeCompare(b.sparepart) ||
        a.vendcode.localeCompare(b.vendcode) ||
        a.tenderno.localeCompare(b.tenderno),
    );
}
