/**
 * Data access of the vehicle master: the vehicles are the master records of the lookups
 * (functions/engines/masters/keys.ts), one partition per project `<project>#M#VEHICLE`, sort key the plate.
 * A project has hundreds of vehicles, so the list reads that one partition (a Query, never a Scan)
 * and filters and pages it in memory (vehicle.ts).
 */
import { messages } from '@fleet/shared';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import { getItems, transactWrite, versionedPut, type Keyed, transactDelete, conditionCheck } from '#lib/db';
import type { Row } from '#lib/db';
import { BadRequestError, ConflictError } from '#lib/errors';
import { engineKeys } from '../../engines/status/engine.ts';
import { getMaster, listMaster } from '../../engines/masters/data.ts';
import { masterItem, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { vehicleUse } from '../../engines/masters/master-data-usage.ts';
import type { VehicleReferences } from './vehicle.ts';

const vehicleKey = (project: string, vehicleno: string) =>
  masterKeys.record(project, masterTypes.vehicle, vehicleno);

/** Every vehicle of the project (one partition). */
export const listFleet = (project: string) => listMaster<Vehicle>(project, masterTypes.vehicle);

/** One vehicle by plate. */
export const getVehicle = (project: string, vehicleno: string) =>
  getMaster<Vehicle>(project, masterTypes.vehicle, vehicleno);

/** The records at `keys` in one batch read, by name (absent when missing or not asked for). */
async function readRecords<Name extends string>(keys: Record<Name, Keyed | undefined>) {
  const wanted = Object.values<Keyed | undefined>(keys).filter((key): key is Keyed => key !== undefined);
  const found = await getItems<Row>(wanted);
  const at = (key: Keyed | undefined) =>
    key && found.find((item) => item['pk'] === key.pk && item['sk'] === key.sk);
  return Object.fromEntries(Object.entries<Keyed | undefined>(keys).map(([name, key]) => [name, at(key)]));
}

/** The records a save refers to, in one batch read. */
export async function findReferences(
  project: string,
  input: Pick<Vehicle, 'vehmakid' | 'vehmodid' | 'colorcode' | 'compcode' | 'deptcode'>,
): Promise<VehicleReferences> {
  return readRecords({
    make: masterKeys.record(project, masterTypes.vehicleMake, input.vehmakid),
    model: masterKeys.vehicleModel(project, input.vehmakid, input.vehmodid),
    color: masterKeys.record(project, masterTypes.color, input.colorcode),
    company: input.compcode ? masterKeys.record(project, masterTypes.company, input.compcode) : undefined,
    department: input.deptcode
      ? masterKeys.record(project, masterTypes.department, input.deptcode)
      : undefined,
  });
}

/** The record with its make / model / colour index entries (the master data's in-use checks). */
const storageItem = (project: string, vehicle: Vehicle) => ({
  ...masterItem(vehicleKey(project, vehicle.vehicleno), 'vehicle', vehicle),
  ...vehicleUse(project, vehicle),
});

/** Creates a vehicle; a plate already there is a 400 with the reason (also under a concurrent create). */
export async function createVehicle(project: string, vehicle: Vehicle): Promise<void> {
  try {
    await transactWrite([versionedPut(storageItem(project, vehicle), undefined)]);
  } catch (error) {
    if (error instanceof ConflictError) throw new BadRequestError(messages.vehicleExists);
    throw error;
  }
}

/** Replaces a vehicle if its stored version is still `expectedVersion` (409 otherwise). */
export async function replaceVehicle(project: string, vehicle: Vehicle, expectedVersion: number) {
  await transactWrite([versionedPut(storageItem(project, vehicle), expectedVersion)]);
}

/**
 * Deletes a vehicle unless a job order is open for it: the job order engine's vehicle lock must be
 * absent in the same transaction, so a job card saved meanwhile makes this a 409 instead.
 */
export async function removeVehicle(project: string, vehicleno: string, expectedVersion: number) {
  await transactWrite([
    transactDelete(
      vehicleKey(project, vehicleno),
      'attribute_exists(pk) AND #version = :expected',
      { ':expected': expectedVersion },
      { '#version': 'version' },
    ),
    conditionCheck(engineKeys.vehicleLock(project, vehicleno), 'attribute_not_exists(pk)'),
  ]);
}
