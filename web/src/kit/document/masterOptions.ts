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
import type { FieldOption, KeysOf } from '../form/fields.tsx';
import { namedOption as named } from '../record/options.ts';

/** The option of a master row named in both languages: its name in the reader's, its code beneath. */
const namedBy =
  <T>(code: KeysOf<T, string>, name: KeysOf<T, string>, arabicName: KeysOf<T, string | undefined>) =>
  (row: T, arabic: boolean) =>
    named(row[code] as string, row[name] as string, row[arabicName] as string | undefined, arabic);

export const storeOption = namedBy<Store>('storecode', 'storenam', 'storenamar');
export const vendorOption = namedBy<Vendor>('vendcode', 'vendname', 'vendnamear');
export const departmentOption = namedBy<Department>('deptcode', 'deptname', 'deptnamear');
export const garageOption = namedBy<Garage>('garageid', 'garagnam', 'garagnamar');
export const makeWithCodeOption = namedBy<VehicleMake>('vehmakid', 'vehmaknam', 'vehmaknamar');

/**
 * A source document as a choice (the request a quotation prices, the order an invoice bills): its
 * number, and beneath it what tells it apart (job order, plate, supplier, store), the empty ones left out.
 */
export const documentOption =
  <T>(number: KeysOf<T, string>, details: readonly KeysOf<T, string | undefined>[]) =>
  (row: T): FieldOption => ({
    value: row[number] as string,
    label: row[number] as string,
    description: details
      .map((key) => row[key] as string | undefined)
      .filter(Boolean)
      .join(' · '),
  });

/** A supplier as a document names it: `Name (V001)`. */
export const supplierName = (row: { vendname: string; vendcode: string } | undefined) =>
  row && `${row.vendname} (${row.vendcode})`;

export const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: (arabic && make.vehmaknamar) || make.vehmaknam,
});

export const workshopOption = namedBy<Workshop>('wrkshpid', 'wrkshpnam', 'wrkshpnamar');
export const mainRepairOption = namedBy<MainRepair>('mainrepid', 'mainrepnam', 'mainrepnamar');
export const subRepairOption = namedBy<SubRepair>('subrepid', 'subrepnam', 'subrepnamar');

export const itemOption = (part: SparePart, arabic: boolean): FieldOption => ({
  value: part.sparepart,
  label: `${part.sparepart} ${(arabic && part.sparenamar) || part.sparenam}`,
  description: part.spareuom,
});
