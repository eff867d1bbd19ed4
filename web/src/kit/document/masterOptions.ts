/**
 * The master data a document or a master page picks from, as choices in the reader's language with the
 * code beneath: a store, a supplier, a budget department, a garage, a vehicle make (`makeWithCodeOption`,
 * the master pages'), a workshop and its main and sub repairs, and an item (its code before its name,
 * its unit beneath); the documents name a vehicle make by its name alone (`makeOption`).
 * Module-level, so a lookup's options are built once per answer and language (`useLookupOptions`).
 */
import type {
  Department,
  Garage,
  MainRepair,
  SparePart,
  SubRepair,
  VehicleMake,
  Vendor,
  Workshop,
} from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { FieldOption } from '../form/fields.tsx';
import { namedOption as named } from '../record/options.ts';

export const storeOption = (store: Store, arabic: boolean) =>
  named(store.storecode, store.storenam, store.storenamar, arabic);

export const vendorOption = (vendor: Vendor, arabic: boolean) =>
  named(vendor.vendcode, vendor.vendname, vendor.vendnamear, arabic);

export const departmentOption = (department: Department, arabic: boolean) =>
  named(department.deptcode, department.deptname, department.deptnamear, arabic);

export const garageOption = (garage: Garage, arabic: boolean) =>
  named(garage.garageid, garage.garagnam, garage.garagnamar, arabic);

export const makeWithCodeOption = (make: VehicleMake, arabic: boolean) =>
  named(make.vehmakid, make.vehmaknam, make.vehmaknamar, arabic);

export const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: (arabic && make.vehmaknamar) || make.vehmaknam,
});

export const workshopOption = (workshop: Workshop, arabic: boolean) =>
  named(workshop.wrkshpid, workshop.wrkshpnam, workshop.wrkshpnamar, arabic);

export const mainRepairOption = (main: MainRepair, arabic: boolean) =>
  named(main.mainrepid, main.mainrepnam, main.mainrepnamar, arabic);

export const subRepairOption = (sub: SubRepair, arabic: boolean) =>
  named(sub.subrepid, sub.subrepnam, sub.subrepnamar, arabic);

export const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: part.spareuom,
});
