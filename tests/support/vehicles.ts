/**
 * Test vehicles: each test takes a vehicle of its own (a copy of the project's first demo vehicle
 * under a fresh plate), so the one-open-job-order-per-vehicle rule never couples two tests.
 */
import { putItem } from '@fleet/functions/lib/db';
import { ConflictError } from '@fleet/functions/lib/errors';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { fleetOf } from '@fleet/functions/platform/seed/fleet';
import type { Vehicle } from '@fleet/shared/platform/lookups';

/** Demo plates start 10..98; test plates are `99/nnnnn`, so they never meet them. */
const randomPlate = () => `99/${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

/**
 * Writes a new vehicle into the project's master data and returns it (the test env must be set). The
 * write is conditional: a plate another test file of the run already took is drawn again.
 */
export async function newTestVehicle(project = 'MOI'): Promise<Vehicle> {
  const base = fleetOf(project)[0]!;
  for (;;) {
    const vehicleno = randomPlate();
    const vehicle: Vehicle = {
      ...base,
      vehicleno,
      policeno: `${project}-T${vehicleno.slice(3)}`,
      status: 'active',
    };
    try {
      await putItem(
        masterItem(masterKeys.record(project, masterTypes.vehicle, vehicleno), 'vehicle', vehicle),
        { ifNotExists: true },
      );
      return vehicle;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
