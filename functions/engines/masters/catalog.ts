/** The masters a document names (stores, items, vendors, departments), in one batch read. */
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { formatMessage, messages } from '@fleet/shared';
import { lineValue } from '@fleet/shared/engines/amounts';
import { getItems, withoutKeys, type Row } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import { masterKeys, masterTypes } from './keys.ts';
import { fieldsOf } from '#lib/attributes';

export async function readCatalog(
  project: string,
  names: { stores?: string[]; items?: string[]; vendors?: string[]; departments?: string[] },
) {
  const keyed = [
    ...(names.stores ?? []).map((code) => masterKeys.record(project, masterTypes.store, code)),
    ...(names.items ?? []).map((code) => masterKeys.record(project, masterTypes.sparePart, code)),
    ...(names.vendors ?? []).map((code) => masterKeys.record(project, masterTypes.vendor, code)),
    ...(names.departments ?? []).map((code) => masterKeys.record(project, masterTypes.department, code)),
  ].filter((entry) => entry.sk);
  const unique = [...new Map(keyed.map((entry) => [`${entry.pk}|${entry.sk}`, entry])).values()];
  const found = unique.length ? await getItems<Row>(unique) : [];
  const of = <T>(type: string) =>
    new Map(
      found
        .filter((item) => String(item['pk']).endsWith(`#${type}`))
        .map((item) => [String(item['sk']), withoutKeys(item) as unknown as T]),
    );
  return {
    stores: of<Store>(masterTypes.store),
    items: of<SparePart>(masterTypes.sparePart),
    vendors: of<Vendor>(masterTypes.vendor),
    departments: of<Department>(masterTypes.department),
  };
}

/** A part line as a request names it: numbered, with the item master's names, its quantity and remarks. */
export function partLineOf(serlnumb: number, part: SparePart, line: { qty: number; remarks: string }) {
  return {
    serlnumb,
    ...fieldsOf(part, 'sparepart sparenam spareuom sparecat'),
    qty: line.qty,
    remarks: line.remarks,
  };
}

/** The first line naming an item the catalog does not know: a 400 naming it. */
export function assertKnownItems(
  catalog: { items: ReadonlyMap<string, SparePart> },
  lines: readonly { sparepart: string }[],
): void {
  const unknown = lines.find((line) => !catalog.items.has(line.sparepart));
  if (unknown)
    throw new BadRequestError(formatMessage(messages.storeUnknownItem, { item: unknown.sparepart }));
}

/**
 * The store and the part lines a request names, in one batch read: 400 for an unknown store (also an
 * inactive one with `activeStore`) or an unknown item; lines numbered 1..n with the item master's names.
 */
export async function requestedParts(
  project: string,
  request: { storecode: string; lines: readonly { sparepart: string; qty: number; remarks: string }[] },
  options: { activeStore?: boolean } = {},
) {
  const catalog = await readCatalog(project, {
    stores: [request.storecode],
    items: request.lines.map((line) => line.sparepart),
  });
  const store = catalog.stores.get(request.storecode);
  if (!store || (options.activeStore && store.status === 'inactive'))
    throw new BadRequestError(messages.storeUnknownStore);
  assertKnownItems(catalog, request.lines);
  const lines = request.lines.map((line, index) => {
    const part = catalog.items.get(line.sparepart)!;
    return { ...partLineOf(index + 1, part, line), part };
  });
  return { store, lines };
}

/**
 * `requestedParts` of an active store, each line priced at its item master's price: what a spare parts
 * or purchase request asks for, valued before any quotation.
 */
export async function pricedParts(project: string, request: Parameters<typeof requestedParts>[1]) {
  const { store, lines } = await requestedParts(project, request, { activeStore: true });
  return {
    store,
    lines: lines.map(({ part, ...line }) => ({
      ...line,
      unitprice: part.sparepric,
      value: lineValue(line.qty, part.sparepric),
    })),
  };
}
