/** The masters a document names (stores, items, vendors, departments), in one batch read. */
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import { getItems, withoutKeys } from '#lib/db';
import { masterKeys, masterTypes } from './keys.ts';

type Row = Record<string, unknown>;

export async function readCatalog(
  project: string,
  names: { stores: string[]; items: string[]; vendors: string[]; departments: string[] },
) {
  const keyed = [
    ...names.stores.map((code) => masterKeys.record(project, masterTypes.store, code)),
    ...names.items.map((code) => masterKeys.record(project, masterTypes.sparePart, code)),
    ...names.vendors.map((code) => masterKeys.record(project, masterTypes.vendor, code)),
    ...names.departments.map((code) => masterKeys.record(project, masterTypes.department, code)),
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
