/**
 * The vehicle calls, each as read -> rules -> write: loads what a call needs (data.ts), applies the
 * pure rules (vehicle.ts) and writes conditionally (a plate once, a version per update).
 */
import { messages } from '@fleet/shared';
import type { Vehicle } from '@fleet/shared/platform/lookups';
import type {
  UpdateVehicleParsed,
  VehicleInput,
  VehicleListFilterParsed,
  VehicleListPage,
  VehicleRow,
  VehicleSaved,
} from '@fleet/shared/reception/vehicles';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { openJobOrderOf } from '../../engines/status/engine.ts';
import {
  createVehicle,
  findReferences,
  getVehicle,
  listFleet,
  removeVehicle,
  replaceVehicle,
} from './data.ts';
import { assertSavable, composeVehicle, vehiclePage } from './vehicle.ts';
import { readNameBook, readNamesOf, withNames } from '../../engines/masters/data.ts';

async function requireVehicle(project: string, vehicleno: string): Promise<Vehicle> {
  return found(await getVehicle(project, vehicleno), messages.vehicleNotFound);
}

/** `getVehicleById`: the stored record. */
export const readVehicle = (caller: Caller, vehicleno: string) => requireVehicle(caller.project, vehicleno);

/** `getVehicleByIdWithNames`: the record with make, model, colour and fuel names. */
export async function readVehicleWithNames(caller: Caller, vehicleno: string): Promise<VehicleRow> {
  const vehicle = await requireVehicle(caller.project, vehicleno);
  return withNames(vehicle, await readNamesOf(caller.project, vehicle));
}

/** `getVehicleList`: every vehicle with names, in plate order. */
export async function listAllVehicles(caller: Caller): Promise<VehicleRow[]> {
  const [fleet, book] = await Promise.all([listFleet(caller.project), readNameBook(caller.project)]);
  return fleet
    .sort((a, b) => (a.vehicleno < b.vehicleno ? -1 : a.vehicleno > b.vehicleno ? 1 : 0))
    .map((vehicle) => withNames(vehicle, book));
}

/** `getVehicleListFiltered`: one page of the matching vehicles and their count. */
export async function listVehiclesFiltered(
  caller: Caller,
  filter: VehicleListFilterParsed,
): Promise<VehicleListPage> {
  const [fleet, book] = await Promise.all([listFleet(caller.project), readNameBook(caller.project)]);
  return vehiclePage(fleet, filter, book);
}

/** `insertVehicle`: a new plate, version 1. */
export async function insertVehicle(caller: Caller, input: VehicleInput, now: Date): Promise<VehicleSaved> {
  if (await getVehicle(caller.project, input.vehicleno)) throw new BadRequestError(messages.vehicleExists);
  const found = await findReferences(caller.project, input);
  assertSavable(input, found, now);
  await createVehicle(caller.project, composeVehicle(input, found, 1));
  return { vehicleno: input.vehicleno, version: 1 };
}

/** `updateVehicle`: replaces the vehicle at the version read (409 when someone saved in between). */
export async function updateVehicle(
  caller: Caller,
  input: UpdateVehicleParsed,
  now: Date,
): Promise<VehicleSaved> {
  const stored = await requireVehicle(caller.project, input.vehicleno);
  if (stored.version !== input.version) throw new ConflictError();
  const found = await findReferences(caller.project, input);
  assertSavable(input, found, now, stored.yearvalue);
  const version = input.version + 1;
  // The write checks the version again: a save in between is a 409 and nothing is written.
  await replaceVehicle(caller.project, composeVehicle(input, found, version), input.version);
  return { vehicleno: input.vehicleno, version };
}

/** `deleteVehicle`: refused while a job order is open for the vehicle. */
export async function deleteVehicle(caller: Caller, vehicleno: string): Promise<void> {
  const stored = await requireVehicle(caller.project, vehicleno);
  if (await openJobOrderOf(caller.project, vehicleno))
    throw new BadRequestError(messages.vehicleOpenJobOrder);
  await removeVehicle(caller.project, vehicleno, stored.version);
}
