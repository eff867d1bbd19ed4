/**
 * Data access of the tender price master. Tender prices are master records of the lookups
 * (functions/engines/masters/keys.ts): one partition per project `<project>#M#TENDERPRICE`, sort key
 * `<sparepart>#<vendcode>`, so an item's suppliers are one `begins_with` Query (what
 * `Items/tenderVendors` and `searchSparePartsUnified` read) and the list reads the one partition.
 * Seeded records carry no version: they read as version 1, and the first update or delete at version
 * 1 accepts a record without one.
 */
import type { SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { StoredTenderPrice } from '@fleet/shared/masters/tender-price';
import { getItem, getItems, tableName, transactWrite, withoutKeys, type Keyed, type Row } from '#lib/db';
import { listMaster, listSpareParts, listVendors } from '../../engines/masters/data.ts';
import { masterItem, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { nameBook, type NameBook } from './tender.ts';

const tenderKey = (project: string, sparepart: string, vendcode: string) =>
  masterKeys.tenderPrice(project, sparepart, vendcode);

/** A stored record as the API answers it (no keys; version 1 when the seed wrote none). */
function toStored(item: Row): StoredTenderPrice {
  const record = withoutKeys(item) as unknown as StoredTenderPrice;
  return { ...record, version: typeof record.version === 'number' ? record.version : 1 };
}

/** The tender price kept for an item and a supplier. */
export async function readTenderPrice(project: string, sparepart: string, vendcode: string) {
  const { pk, sk } = tenderKey(project, sparepart, vendcode);
  const item = await getItem<Row>(pk, sk);
  return item ? toStored(item) : undefined;
}

/** Every tender price of the project (one partition). */
export async function listTenderPriceRecords(project: string): Promise<StoredTenderPrice[]> {
  return (await listMaster<Row>(project, masterTypes.tenderPrice)).map(toStored);
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

/** The version condition of a record read at `expected` (seeded records have none: version 1). */
function versionCondition(expected: number) {
  return expected === 1 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
}

/** Creates the tender price of an item and supplier; one already there is a 409 (nothing written). */
export async function createTenderPriceRecord(project: string, record: StoredTenderPrice): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: masterItem(tenderKey(project, record.sparepart, record.vendcode), 'tenderPrice', record),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}

/**
 * Replaces the tender price if it is still the one read: same tender number, version `expected`
 * (409 otherwise, nothing written).
 */
export async function replaceTenderPriceRecord(
  project: string,
  record: StoredTenderPrice,
  expected: number,
): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: masterItem(tenderKey(project, record.sparepart, record.vendcode), 'tenderPrice', record),
        ConditionExpression: `attribute_exists(pk) AND #tenderno = :tenderno AND ${versionCondition(expected)}`,
        ExpressionAttributeNames: { '#tenderno': 'tenderno', '#version': 'version' },
        ExpressionAttributeValues: { ':tenderno': record.tenderno, ':expected': expected },
      },
    },
  ]);
}

/**
 * Deletes the tender price (master data is deleted, not kept) if it is still the one read: same tender
 * number and version `expected` (409 otherwise).
 */
export async function deleteTenderPriceRecord(
  project: string,
  key: { sparepart: string; vendcode: string; tenderno: string },
  expected: number,
): Promise<void> {
  await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: tenderKey(project, key.sparepart, key.vendcode),
        ConditionExpression: `attribute_exists(pk) AND #tenderno = :tenderno AND ${versionCondition(expected)}`,
        ExpressionAttributeNames: { '#tenderno': 'tenderno', '#version': 'version' },
        ExpressionAttributeValues: { ':tenderno': key.tenderno, ':expected': expected },
      },
    },
  ]);
}
