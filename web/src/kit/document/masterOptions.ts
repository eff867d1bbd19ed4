/**
 * The master data a document picks from, as choices in the reader's language with the code beneath: a
 * store, a supplier, a budget department, and an item (its code before its name, its unit beneath).
 * Module-level, so a lookup's options are built once per answer and language (`useLookupOptions`).
 */
import type { Department, SparePart, Vendor } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { FieldOption } from '../form/fields.tsx';
import { namedOption as named } from '../record/options.ts';

export const storeOption = (store: Store, arabic: boolean) =>
  named(store.storecode, store.storenam, store.storenamar, arabic);

export const vendorOption = (vendor: Vendor, arabic: boolean) =>
  named(vendor.vendcode, vendor.vendname, vendor.vendnamear, arabic);

export const departmentOption = (department: Department, arabic: boolean) =>
  named(department.deptcode, department.deptname, department.deptnamear, arabic);

export const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: part.spareuom,
});
