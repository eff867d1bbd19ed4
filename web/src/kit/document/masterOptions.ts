/**
 * The master data a document picks from, as choices in the reader's language with the code beneath: a
 * store, a supplier, a budget department, a garage, a workshop, and an item (its code before its name,
 * its unit beneath); a vehicle make by its name alone.
 * Module-level, so a lookup's options are built once per answer and language (`useLookupOptions`).
 */
import type {
  Department,
  Garage,
  SparePart,
  VehicleMake,
  Vendor,
  Workshop,
} from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { FieldOption } from '../form/fields.tsx';

const named = (value: string, en: string, ar: string | undefined, arabic: boolean): FieldOption => ({
  value,
  label: (arabic && ar) || en,
  description: value,
});

export const storeOption = (store: Store, arabic: boolean) =>
  named(store.storecode, store.storenam, store.storenamar, arabic);

export const vendorOption = (vendor: Vendor, arabic: boolean) =>
  named(vendor.vendcode, vendor.vendname, vendor.vendnamear, arabic);

export const departmentOption = (department: Department, arabic: boolean) =>
  named(department.deptcode, department.deptname, department.deptnamear, arabic);

export const garageOption = (garage: Garage, arabic: boolean) =>
  named(garage.garageid, garage.garagnam, garage.garagnamar, arabic);

export const workshopOption = (workshop: Workshop, arabic: boolean) =>
  named(workshop.wrkshpid, workshop.wrkshpnam, workshop.wrkshpnamar, arabic);

export const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: (arabic && make.vehmaknamar) || make.vehmaknam,
});

export const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: part.spareuom,
});
