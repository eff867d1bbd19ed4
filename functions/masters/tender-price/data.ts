/**
 * Data access of the tender price master. Tender prices are master records of the lookups
 * (functions/engines/masters/keys.ts): one partition per project `<project>#M#TENDERPRICE`, sort key
 * `<sparepart>#<vendcode>`, so an item's suppliers are one `begins_with` Query (what
 * `Items/tenderVendors` and `searchSparePartsUnified` read) and the list reads the one partition.
 * Seeded records carry no version: they read as version 1, and the first update or delete at version
 * 1 accepts a record without one.
 */
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { StoredTenderPrice, TenderPriceKey } from '@fleet/shared/masters/tender-price';
import { getItems, transactWrite, withoutKeys, type Keyed, type Row } from '#lib/db';
import { listMaster, listSpareParts, listVendors } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import {
  deleteRecord,
  masterRecordPut,
  readRecord,
  replaceRecord,
  versionedRecord,
} from '../../engines/masters/records.ts';
import { nameBook, type NameBook } from './tender.ts';

const tenderKey = (project: string, key: Pick<StoredTenderPrice, 'sparepart' | 'vendcode'>) =>
  masterKeys.tenderPrice(project, key.sparepart, key.vendcode);

/** The tender price kept for an item and a supplier. */
export const readTenderPrice = (project: string, sparepart: string, vendcode: string) =>
  readRecord<StoredTenderPrice>(tenderKey(project, { sparepart, vendcode }));

/** Every tender price of the project (one partition). */
export async function listTenderPriceRecords(project: string): Promise<StoredTenderPrice[]> {
  return (await listMaster<Row>(project, masterTypes.tenderPrice)).map((row) =>
    versionedRecord<StoredTenderPrice>(row),
  );
}

/** Item master and suppliers, for the names of list rows. */
export async function readNameBook(project: string): Promise<NameBook> {
  const [items, vendors] = await Promise.all([listSpareParts(project), listVendors(project)]);
  return nameBook(items, vendors);
}

/** The item master record and the supplier of one tender price, in one batch read. */
export async function readItemAndVendor(
  project: string,
  sparepart: string,
  vendcode: string,
): Promise<{ item: SparePart | undefined; vendor: Vendor | undefined }> {
  const itemKey = masterKeys.record(project, masterTypes.sparePart, sparepart);
  const vendorKey = masterKeys.record(project, masterTypes.vendor, vendcode);
  const found = await getItems<Row>([itemKey, vendorKey]);
  const pick = <T>(wanted: Keyed) => {
    const item = found.find((candidate) => candidate['pk'] === wanted.pk && candidate['sk'] === wanted.sk);
    return item ? (withoutKeys(item) as unknown as T) : undefined;
  };
  return { item: pick<SparePart>(itemKey), vendor: pick<Vendor>(vendorKey) };
}

/** Creates the tender price of an item and supplier; one already there is a 409 (nothing written). */
export const createTenderPriceRecord = (project: string, record: StoredTenderPrice) =>
  transactWrite([masterRecordPut(tenderKey(project, record), 'tenderPrice', record)]);

/**
 * Replaces the tender price if it is still the one read: same tender number, version `expected`
 * (409 otherwise, nothing written).
 */
export const replaceTenderPriceRecord = (project: string, record: StoredTenderPrice, expected: number) =>
  replaceRecord(tenderKey(project, record), 'tenderPrice', record, expected, { tenderno: record.tenderno });

/**
 * Deletes the tender price (master data is deleted, not kept) if it is still the one read: same tender
 * number and version `expected` (409 otherwise).
 */
export const deleteTenderPriceRecord = (project: string, key: TenderPriceKey, expected: number) =>
  deleteRecord(tenderKey(project, key), expected, { tenderno: key.tenderno });
