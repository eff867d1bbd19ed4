/**
 * The seed as table items: the projects, and each project's master data under its own keys
 * (functions/engines/masters/keys.ts). Pure: the same items on every run.
 */
import type { StoredItem } from '#lib/db';
import {
  masterItem,
  masterKeys,
  masterTypes,
  projectKeys,
  type MasterType,
} from '../../engines/masters/keys.ts';
import { accessoryCounter } from '../lookups/writes.ts';
import { vehicleUse } from '../../engines/masters/master-data-usage.ts';
import { dealers, fleetOf, fuelTypeList, vehicleColors, vehicleMakes, vehicleModels } from './fleet.ts';
import { companiesOf, departmentsOf, employees, projects, vendors } from './organisation.ts';
import { spareParts, tenderPrices } from './parts.ts';
import { storeMasterItems } from './stock.ts';
import {
  accessories,
  accidentTypes,
  garages,
  mainRepairs,
  policeStations,
  serviceSchedule,
  subRepairs,
  vehicleChecks,
  winches,
  workshops,
} from './workshop.ts';

export function projectItems(): StoredItem[] {
  return projects.map((project) => masterItem(projectKeys(project.code), 'project', project));
}

/** Every master record of a project, keyed for the caller's-project-only lookups. */
export function masterDataItems(project: string): StoredItem[] {
  const records = <T extends object>(
    type: MasterType,
    entity: string,
    list: readonly T[],
    id: (record: T) => string,
  ) => list.map((record) => masterItem(masterKeys.record(project, type, id(record)), entity, record));
  return [
    ...records(masterTypes.company, 'company', companiesOf(project), (c) => c.compcode),
    ...records(masterTypes.department, 'department', departmentsOf(project), (d) => d.deptcode),
    ...records(masterTypes.garage, 'garage', garages, (g) => g.garageid),
    ...records(masterTypes.workshop, 'workshop', workshops, (w) => w.wrkshpid),
    ...mainRepairs.map((main) =>
      masterItem(masterKeys.mainRepair(project, main.wrkshpid, main.mainrepid), 'mainRepair', main),
    ),
    ...subRepairs.map((sub) =>
      masterItem(masterKeys.subRepair(project, sub.wrkshpid, sub.mainrepid, sub.subrepid), 'subRepair', sub),
    ),
    ...serviceSchedule.map((entry) =>
      masterItem(masterKeys.serviceSchedule(project, entry), 'serviceSchedule', entry),
    ),
    ...records(masterTypes.vehicleMake, 'vehicleMake', vehicleMakes, (m) => m.vehmakid),
    ...vehicleModels.map((model) =>
      masterItem(masterKeys.vehicleModel(project, model.vehmakid, model.vehmodid), 'vehicleModel', model),
    ),
    ...records(masterTypes.color, 'color', vehicleColors, (c) => c.colorcode),
    ...records(masterTypes.fuelType, 'fuelType', fuelTypeList, (f) => f.fueltypeid),
    ...records(masterTypes.employee, 'employee', employees, (e) => e.emplcode),
    ...records(masterTypes.vendor, 'vendor', vendors, (v) => v.vendcode),
    ...records(masterTypes.dealer, 'dealer', dealers, (d) => d.dealerid),
    ...records(masterTypes.winch, 'winch', winches, (w) => w.winchid),
    ...records(masterTypes.accidentType, 'accidentType', accidentTypes, (a) => a.accdtypid),
    ...records(masterTypes.police, 'police', policeStations, (p) => p.policeid),
    ...records(masterTypes.accessory, 'accessory', accessories, (a) => a.accessoryid),
    ...vehicleChecks.map((check) =>
      masterItem(masterKeys.vehicleCheck(project, check.checkheader, check.checkid), 'vehicleCheck', check),
    ),
    ...records(masterTypes.sparePart, 'sparePart', spareParts, (p) => p.sparepart),
    ...tenderPrices.map((tender) =>
      masterItem(masterKeys.tenderPrice(project, tender.sparepart, tender.vendcode), 'tenderPrice', tender),
    ),
    ...storeMasterItems(project),
    ...fleetOf(project).map((vehicle) => ({
      ...masterItem(masterKeys.record(project, masterTypes.vehicle, vehicle.vehicleno), 'vehicle', vehicle),
      ...vehicleUse(project, vehicle),
    })),
  ];
}

/** Counters that continue the seeded ids (created once, never reset). */
export function counterItems(project: string): StoredItem[] {
  return [{ pk: `${project}#COUNTER`, sk: accessoryCounter, entity: 'counter', value: accessories.length }];
}
