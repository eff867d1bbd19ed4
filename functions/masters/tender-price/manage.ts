/**
 * The tender price calls (screen SGRM002), each as read -> rules (tender.ts) -> one conditional
 * write (data.ts): a create only where the item and supplier have no tender price yet, an update and
 * a delete only of the tender price read (same tender number, same version).
 */
import type {
  CreateTenderPriceBody,
  DeleteTenderPriceQuery,
  StoredTenderPrice,
  TenderPriceKey,
  TenderPriceListQuery,
  TenderPriceRow,
  TenderPriceSaved,
  UpdateTenderPriceBody,
} from '@fleet/shared/masters/tender-price';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  createTenderPriceRecord,
  deleteTenderPriceRecord,
  listTenderPriceRecords,
  readItemAndVendor,
  readNameBook,
  readTenderPrice,
  replaceTenderPriceRecord,
} from './data.ts';
import {
  assertCreatable,
  clashError,
  composeCreated,
  composeUpdated,
  nameBook,
  tenderPriceList,
  withNames,
} from './tender.ts';
import { fieldsOf } from '#lib/attributes';

const saved = (record: StoredTenderPrice): TenderPriceSaved =>
  fieldsOf(record, 'sparepart vendcode tenderno version');

/** The tender price of the key, or 404 (also when the item and supplier have another tender's price). */
async function requireTenderPrice(project: string, key: TenderPriceKey): Promise<StoredTenderPrice> {
  const stored = await readTenderPrice(project, key.sparepart, key.vendcode);
  if (!stored || stored.tenderno !== key.tenderno) throw new NotFoundError();
  return stored;
}

/** `getTenderPriceList`: the matching tender prices with item and supplier names. */
export async function listTenderPrices(
  caller: Caller,
  query: TenderPriceListQuery,
): Promise<TenderPriceRow[]> {
  const [records, book] = await Promise.all([
    listTenderPriceRecords(caller.project),
    readNameBook(caller.project),
  ]);
  return tenderPriceList(records, book, query);
}

/** `getTenderPriceById`: one tender price with its names and version. */
export async function readTenderPriceRow(caller: Caller, key: TenderPriceKey): Promise<TenderPriceRow> {
  const stored = await requireTenderPrice(caller.project, key);
  const { item, vendor } = await readItemAndVendor(caller.project, key.sparepart, key.vendcode);
  return withNames(stored, nameBook(item ? [item] : [], vendor ? [vendor] : []));
}

/** `createTenderPrice`: a new tender price, version 1. */
export async function createTenderPrice(
  caller: Caller,
  body: CreateTenderPriceBody,
  now: Date,
): Promise<TenderPriceSaved> {
  const [references, existing] = await Promise.all([
    readItemAndVendor(caller.project, body.sparepart, body.vendcode),
    readTenderPrice(caller.project, body.sparepart, body.vendcode),
  ]);
  const item = assertCreatable(body, { ...references, existing });
  const record = composeCreated(body, item, caller.usercode, now);
  try {
    await createTenderPriceRecord(caller.project, record);
  } catch (error) {
    // Saved by someone else in between: say what is there now.
    if (error instanceof ConflictError)
      throw clashError(await readTenderPrice(caller.project, body.sparepart, body.vendcode), body.tenderno);
    throw error;
  }
  return saved(record);
}

/** `updateTenderPrice`: new price and validity at the version read (409 when stale). */
export async function updateTenderPrice(
  caller: Caller,
  body: UpdateTenderPriceBody,
  now: Date,
): Promise<TenderPriceSaved> {
  const stored = await requireTenderPrice(caller.project, body);
  if (stored.version !== body.version) throw new ConflictError();
  const { item } = await readItemAndVendor(caller.project, body.sparepart, body.vendcode);
  const record = composeUpdated(stored, body, item, caller.usercode, now);
  // The write checks the version again: a save in between is a 409 and nothing is written.
  await replaceTenderPriceRecord(caller.project, record, body.version);
  return saved(record);
}

/** `deleteTenderPrice`: removes the tender price (at the version read when one is given). */
export async function deleteTenderPrice(
  caller: Caller,
  query: DeleteTenderPriceQuery,
): Promise<TenderPriceKey> {
  const stored = await requireTenderPrice(caller.project, query);
  if (query.version !== undefined && stored.version !== query.version) throw new ConflictError();
  await deleteTenderPriceRecord(caller.project, query, stored.version);
  return { sparepart: stored.sparepart, vendcode: stored.vendcode, tenderno: stored.tenderno };
}
