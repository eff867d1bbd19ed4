/**
 * What the vehicle calls mean, as pure functions: the stored record of a save, the checks of its
 * references (make, model of that make, colour, company, department) and the year, names merged
 * into rows, and one page of the filtered list with its cursor.
 */
import { messages } from '@fleet/shared';
import type {
  Company,
  Department,
  Vehicle,
  VehicleColor,
  VehicleMake,
  VehicleModel,
} from '@fleet/shared/platform/lookups';
import {
  matchesVehicleFilter,
  vehicleYearAllowed,
  type VehicleInput,
  type VehicleListFilterParsed,
  type VehicleListPage,
} from '@fleet/shared/reception/vehicles';
import { BadRequestError } from '#lib/errors';
import { fieldsOf } from '#lib/attributes';
import { withNames, type VehicleNameBook } from '../../engines/masters/data.ts';

/** The master records a save refers to, as found (absent when unknown). */
export interface VehicleReferences {
  make?: VehicleMake;
  model?: VehicleModel;
  color?: VehicleColor;
  company?: Company;
  department?: Department;
}

/** Refuses a save whose references do not exist or whose year is out of range (400 with the reason). */
export function assertSavable(
  input: VehicleInput,
  found: VehicleReferences,
  now: Date,
  storedYear?: number,
): void {
  if (!found.make) throw new BadRequestError(messages.vehicleUnknownMake);
  if (!found.model) throw new BadRequestError(messages.vehicleUnknownModel);
  if (!found.color) throw new BadRequestError(messages.vehicleUnknownColor);
  if (input.compcode && !found.company) throw new BadRequestError(messages.vehicleUnknownCompany);
  if (input.deptcode && !found.department) throw new BadRequestError(messages.vehicleUnknownDepartment);
  if (!vehicleYearAllowed(input.yearvalue, now, storedYear))
    throw new BadRequestError(messages.vehicleYearRange);
}

/** The stored record: the input's fields only, owner defaulting to the company's name. */
export function composeVehicle(input: VehicleInput, found: VehicleReferences, version: number): Vehicle {
  return {
    ...fieldsOf(
      input,
      'vehicleno vehmakid vehmodid yearvalue colorcode fueltypeid chasisno cylinders policeno compcode deptcode',
    ),
    ownernam: input.ownernam || found.company?.companynm || '',
    ...fieldsOf(input, 'kilometer status'),
    version,
  };
}

// ---- List paging ----------------------------------------------------------------------------------

/** The cursor is the last plate of the page: the next page starts after it (plates are unique). */
export function encodeVehicleCursor(vehicleno: string): string {
  return Buffer.from(JSON.stringify({ after: vehicleno })).toString('base64url');
}

export function decodeVehicleCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && typeof (parsed as { after?: unknown }).after === 'string')
      return (parsed as { after: string }).after;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('Invalid request parameters');
}

/**
 * One page of the filtered list, in plate order: the vehicles matching the filters after the
 * cursor's plate, at most `limit`, with the count of every match.
 */
export function vehiclePage(
  vehicles: readonly Vehicle[],
  filter: VehicleListFilterParsed,
  book: VehicleNameBook,
): VehicleListPage {
  const { limit, cursor, ...filters } = filter;
  const after = decodeVehicleCursor(cursor);
  const matching = vehicles
    .filter((vehicle) => matchesVehicleFilter(vehicle, filters))
    .sort((a, b) => (a.vehicleno < b.vehicleno ? -1 : a.vehicleno > b.vehicleno ? 1 : 0));
  const start = after === undefined ? 0 : matching.findIndex((vehicle) => vehicle.vehicleno > after);
  const rows = start < 0 ? [] : matching.slice(start, start + limit);
  const more = start >= 0 && start + limit < matching.length;
  return {
    items: rows.map((vehicle) => withNames(vehicle, book)),
    ...(more ? { cursor: encodeVehicleCursor(rows[rows.length - 1]!.vehicleno) } : {}),
    totalCount: matching.length,
  };
}
