/**
 * Vehicle master (spec 000: section 7 "Vehicle", section 3 vehicle details, section 4 filter statuses,
 * section 9 year options and fuel types; screen SGRM005). A vehicle is the master record of
 * `@fleet/shared/lookups` (`vehicle`), keyed by its plate number `vehicleno`; this file holds the
 * inputs of the `Vehicle/*` calls and the rules the form and the server share.
 */
import { z } from 'zod';
import { fuelTypes, vehicleStatuses, type Vehicle, type VehicleDetails } from '../platform/lookups.ts';
import { messages } from '../platform/messages.ts';

export { fuelTypes, vehicleStatuses };
export type VehicleStatus = (typeof vehicleStatuses)[number];
export type FuelTypeId = (typeof fuelTypes)[number];

// ---- Plate number ---------------------------------------------------------------------------------

/** Kuwaiti plate as the fleet stores it: 1-2 digit code, a slash, up to 6 digits (`12/34567`). */
export const platePattern = /^\d{1,2}\/\d{1,6}$/;

/** A plate as typed: spaces dropped (`12 / 34567` is `12/34567`). */
export const normalizePlate = (plate: string) => plate.replace(/\s+/g, '');

export const vehicleno = z
  .string({ error: messages.vehiclePlateRequired })
  .transform(normalizePlate)
  .pipe(z.string().min(1, messages.vehiclePlateRequired).regex(platePattern, messages.vehiclePlateFormat));

// ---- Year -----------------------------------------------------------------------------------------

/** Spec 000 section 9: vehicle year options are the last 25 years. */
export const vehicleYearCount = 25;

/** The year options, newest first (`now` decides the current year, UTC like `getVehicleYear`). */
export function vehicleYearOptions(now: Date, count = vehicleYearCount): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: count }, (_, index) => current - index);
}

/**
 * Whether a year may be saved: one of the last 25 years, or the year the vehicle already has (an
 * older vehicle keeps its year when other fields change).
 */
export function vehicleYearAllowed(year: number, now: Date, storedYear?: number): boolean {
  return year === storedYear || vehicleYearOptions(now).includes(year);
}

// ---- Save -----------------------------------------------------------------------------------------

const required = (message: string, max = 20) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Fields of `insertVehicle` (and of `updateVehicle` with the version read). */
export const vehicleFields = z.object({
  vehicleno,
  vehmakid: required(messages.vehicleMakeRequired),
  /** A model of the chosen make (`getVehicleModel?vehmakid`). */
  vehmodid: required(messages.vehicleModelRequired),
  /** One of the last 25 years (checked against the clock by `vehicleYearAllowed`). */
  yearvalue: wholeNumber(messages.vehicleYearRange, 1900, 2999),
  colorcode: required(messages.vehicleColorRequired),
  fueltypeid: z.enum(fuelTypes, { error: messages.vehicleFuelRequired }),
  /** Chassis (VIN): letters and digits, stored upper case. */
  chasisno: z
    .string({ error: messages.vehicleChassisRequired })
    .trim()
    .min(1, messages.vehicleChassisRequired)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,17}$/, messages.vehicleChassisFormat)),
  cylinders: wholeNumber(messages.vehicleCylindersRange, 1, 16),
  /** Police number (registration at the police), free text. */
  policeno: optionalText(30),
  compcode: optionalText(20),
  deptcode: optionalText(20),
  ownernam: optionalText(100),
  /** Odometer reading, km. */
  kilometer: wholeNumber(messages.vehicleKilometerRange, 0, 9_999_999).optional().default(0),
  status: z.enum(vehicleStatuses, { error: messages.vehicleStatusRequired }).optional().default('active'),
});

/** `POST Vehicle/insertVehicle`. */
export const insertVehicleBody = vehicleFields;
export type InsertVehicleBody = z.input<typeof insertVehicleBody>;
export type VehicleInput = z.output<typeof vehicleFields>;

/** `PUT Vehicle/updateVehicle`: the vehicle `vehicleno` (the plate is its key and does not change). */
export const updateVehicleBody = vehicleFields.extend({
  /** The version read; a save in between makes it stale (409). */
  version: z
    .number({ error: messages.vehicleVersionRequired })
    .int()
    .positive(messages.vehicleVersionRequired),
});
export type UpdateVehicleBody = z.input<typeof updateVehicleBody>;
export type UpdateVehicleParsed = z.output<typeof updateVehicleBody>;

/** `?vehicleNo=` of getVehicleById, getVehicleByIdWithNames and deleteVehicle (the spec's casing). */
export const vehicleNoQuery = z.object({ vehicleNo: vehicleno });

/** A write's answer after the message: the plate and the new version. */
export interface VehicleSaved {
  vehicleno: string;
  version: number;
}

// ---- List -----------------------------------------------------------------------------------------

export const vehiclePageSizes = [10, 25, 50, 100] as const;

/** An empty filter value from a form is no filter. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** `POST Vehicle/getVehicleListFiltered`: the filters in the body, paged like the invoice list. */
export const vehicleListFilter = z.object({
  /** Part of the plate number, any case. */
  vehicleno: blankless(z.string().trim().max(20)),
  vehmakid: blankless(z.string().trim().max(20)),
  vehmodid: blankless(z.string().trim().max(20)),
  status: blankless(z.enum(vehicleStatuses)),
  yearvalue: blankless(z.coerce.number().int()),
  fueltypeid: blankless(z.enum(fuelTypes)),
  limit: z.coerce
    .number()
    .int()
    .refine(
      (value) => (vehiclePageSizes as readonly number[]).includes(value),
      'Use a page size of 10, 25, 50 or 100',
    )
    .optional()
    .default(50),
  cursor: z.string().max(500).optional(),
});
export type VehicleListFilter = z.input<typeof vehicleListFilter>;
export type VehicleListFilterParsed = z.output<typeof vehicleListFilter>;

/** A vehicle with its names in both languages (list rows, getVehicleByIdWithNames, plate search). */
export type VehicleRow = VehicleDetails & {
  vehmaknamar: string;
  vehmodnamar: string;
  colornamar: string;
  fueltypenamear: string;
};

export interface VehicleListPage {
  items: VehicleRow[];
  /** Present while more rows follow. */
  cursor?: string;
  /** Vehicles matching the filters. */
  totalCount: number;
}

/** Whether a vehicle matches the list filters (plate contains, any case; the others equal). */
export function matchesVehicleFilter(
  vehicle: Pick<Vehicle, 'vehicleno' | 'vehmakid' | 'vehmodid' | 'status' | 'yearvalue' | 'fueltypeid'>,
  filter: Omit<VehicleListFilterParsed, 'limit' | 'cursor'>,
): boolean {
  const plate = filter.vehicleno ? normalizePlate(filter.vehicleno).toLowerCase() : '';
  return (
    (!plate || vehicle.vehicleno.toLowerCase().includes(plate)) &&
    (!filter.vehmakid || vehicle.vehmakid === filter.vehmakid) &&
    (!filter.vehmodid || vehicle.vehmodid === filter.vehmodid) &&
    (!filter.status || vehicle.status === filter.status) &&
    (filter.yearvalue === undefined || vehicle.yearvalue === filter.yearvalue) &&
    (!filter.fueltypeid || vehicle.fueltypeid === filter.fueltypeid)
  );
}
