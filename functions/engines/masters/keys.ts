/**
 * Key layout of master data. Every master type is one partition per project (`MOI#M#GARAGE`) whose
 * sort key is the record's id, or a path of ids where the record belongs to a parent (a model to its
 * make, a sub repair to its workshop and main repair), so children are a `begins_with` Query.
 * The seed, the lookups and the future master-data modules all build keys here.
 */
import type { StoredItem } from '#lib/db';
import { key } from '#lib/table';

export const masterTypes = {
  company: 'COMPANY',
  department: 'DEPARTMENT',
  garage: 'GARAGE',
  workshop: 'WORKSHOP',
  mainRepair: 'MAINREPAIR',
  subRepair: 'SUBREPAIR',
  vehicleMake: 'VEHMAKE',
  vehicleModel: 'VEHMODEL',
  color: 'COLOR',
  fuelType: 'FUELTYPE',
  employee: 'EMPLOYEE',
  vendor: 'VENDOR',
  dealer: 'DEALER',
  winch: 'WINCH',
  accidentType: 'ACCIDENTTYPE',
  police: 'POLICE',
  accessory: 'ACCESSORY',
  vehicleCheck: 'VEHCHECK',
  sparePart: 'SPAREPART',
  store: 'STORE',
  contractType: 'CONTRACTTYPE',
  requestType: 'REQUESTTYPE',
  tenderPrice: 'TENDERPRICE',
  serviceSchedule: 'SERVICEKM',
  vehicle: 'VEHICLE',
} as const;

export type MasterType = (typeof masterTypes)[keyof typeof masterTypes];

/** Partition of a master type in a project: `MOI#M#GARAGE`. */
export const masterPk = (project: string, type: MasterType) => key.project(project, 'M', type);

/** Sort keys of child records: ids joined by `#`, parents first. */
export const childSk = (...ids: (string | number)[]) => ids.join('#');

/** Kilometres padded so sort keys order numerically. */
export const kilometreSk = (kilometer: number) => String(kilometer).padStart(7, '0');

export const masterKeys = {
  record: (project: string, type: MasterType, id: string) => ({ pk: masterPk(project, type), sk: id }),
  mainRepair: (project: string, wrkshpid: string, mainrepid: string) => ({
    pk: masterPk(project, masterTypes.mainRepair),
    sk: childSk(wrkshpid, mainrepid),
  }),
  subRepair: (project: string, wrkshpid: string, mainrepid: string, subrepid: string) => ({
    pk: masterPk(project, masterTypes.subRepair),
    sk: childSk(wrkshpid, mainrepid, subrepid),
  }),
  vehicleModel: (project: string, vehmakid: string, vehmodid: string) => ({
    pk: masterPk(project, masterTypes.vehicleModel),
    sk: childSk(vehmakid, vehmodid),
  }),
  vehicleCheck: (project: string, checkheader: string, checkid: string) => ({
    pk: masterPk(project, masterTypes.vehicleCheck),
    sk: childSk(checkheader, checkid),
  }),
  tenderPrice: (project: string, sparepart: string, vendcode: string) => ({
    pk: masterPk(project, masterTypes.tenderPrice),
    sk: childSk(sparepart, vendcode),
  }),
  serviceSchedule: (
    project: string,
    entry: { vehiclmak: string; kilometer: number; wrkshpid: string; mainrepid: string; subrepid: string },
  ) => ({
    pk: masterPk(project, masterTypes.serviceSchedule),
    sk: childSk(
      entry.vehiclmak,
      kilometreSk(entry.kilometer),
      entry.wrkshpid,
      entry.mainrepid,
      entry.subrepid,
    ),
  }),
  /** Stock of one item, one row per store: its own partition so stock movements spread out. */
  stock: (project: string, sparepart: string, storecode: string) => ({
    pk: key.project(project, 'STOCK', sparepart),
    sk: storecode,
  }),
  /**
   * History of labour charge updates (the labourChargeList screen), one row per update by its number;
   * gsi1 `labourChargeByDate` / `<changedAt>#<docnumbr>` lists them by date.
   */
  labourCharge: (project: string, docnumbr: string) => ({
    pk: key.project(project, 'LABOURCHARGE'),
    sk: docnumbr,
  }),
  labourChargeByDate: (project: string) => key.project(project, 'LABOURCHARGE'),
};

/** Projects (tenants) span everything: one global partition. */
export const projectKeys = (code: string) => ({ pk: key.global('PROJECT'), sk: code });

/** Storage form of a master record: its keys, its entity name and the record's fields. */
export function masterItem(keys: { pk: string; sk: string }, entity: string, record: object): StoredItem {
  return { ...keys, entity, ...record };
}
