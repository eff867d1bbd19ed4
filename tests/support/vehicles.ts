/**
 * Test vehicles: each test takes a vehicle of its own (a copy of the project's first demo vehicle
 * under a fresh plate), so the one-open-job-order-per-vehicle rule never couples two tests.
 */
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/lookups/keys';
import { fleetOf } from '@fleet/functions/seed/fleet';
import type { Vehicle } from '@fleet/shared/lookups';

let sequence = 0;
/** Demo plates start 10..98; test plates are `99/nnnnn` from a random start, so they never meet them. */
const start = Math.floor(Math.random() * 90_000);

/** Writes a new vehicle into the project's master data and returns it (the test env must be set). */
export async function newTestVehicle(project = 'MOI'): Promise<Vehicle> {
  sequence += 1;
  const base = fleetOf(project)[0]!;
  const vehicle: Vehicle = {
    ...base,
    vehicleno: `99/${String((start + sequence) % 100_000).padStart(5, '0')}`,
    policeno: `${project}-T${start + sequence}`,
    status: 'active',
  };
  await putItem(
    masterItem(masterKeys.record(project, masterTypes.vehicle, vehicle.vehicleno), 'vehicle', vehicle),
  );
  return vehicle;
}
