/**
 * The vehicle master form's values and rules (screen SGRM005): what the form holds (numbers as typed
 * text), what it sends to `insertVehicle` (ADD) and `updateVehicle` (EDIT, with the version read), the
 * year choices (the last 25 years, plus an older year the vehicle already has) and the field errors of
 * the shared schema as i18n keys.
 */
import type { Vehicle } from '@fleet/shared/platform/lookups';
import {
  insertVehicleBody,
  vehicleYearAllowed,
  vehicleYearOptions,
  type FuelTypeId,
  type InsertVehicleBody,
  type UpdateVehicleBody,
} from '@fleet/shared/reception/vehicles';
import { messageKeyOf } from '../../../../api/errors.ts';
import { zodFieldErrors, type FieldErrors } from '../../../../kit/form/formState.ts';
import { fieldsOf } from '@fleet/shared/engines/fields';

type TypedNumber = 'yearvalue' | 'cylinders' | 'kilometer';

/** The vehicle's fields, its numbers and fuel type as typed; `storedYear`: the year read (an older one stays allowed). */
export type VehicleFormValues = Omit<Vehicle, TypedNumber | 'fueltypeid'> &
  Record<TypedNumber, string> & { fueltypeid: FuelTypeId | ''; storedYear?: number };

export const fromVehicle = (vehicle: Vehicle): VehicleFormValues => ({
  ...fieldsOf(vehicle, 'vehicleno vehmakid vehmodid colorcode fueltypeid chasisno policeno'),
  ...fieldsOf(vehicle, 'compcode deptcode ownernam status version'),
  yearvalue: String(vehicle.yearvalue),
  cylinders: String(vehicle.cylinders),
  kilometer: String(vehicle.kilometer),
  storedYear: vehicle.yearvalue,
});

/** Every text of an empty form (numbers as typed text too). */
const blankFields =
  'vehicleno vehmakid vehmodid yearvalue colorcode chasisno cylinders policeno compcode deptcode ownernam kilometer';

export const emptyVehicle = (): VehicleFormValues => ({
  ...(Object.fromEntries(blankFields.split(' ').map((field) => [field, ''])) as Record<
    Exclude<keyof VehicleFormValues, 'fueltypeid' | 'status' | 'version' | 'storedYear'>,
    string
  >),
  fueltypeid: '',
  status: 'active',
  version: 0,
});

/** A typed number: undefined when empty (the schema then says what is missing), NaN when not a number. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** Body of `insertVehicle`: the fields as typed, the numbers as numbers. */
export function toInsert({
  version: _version,
  storedYear: _year,
  ...values
}: VehicleFormValues): InsertVehicleBody {
  return {
    ...values,
    yearvalue: numberOf(values.yearvalue) as number,
    fueltypeid: values.fueltypeid as FuelTypeId,
    cylinders: numberOf(values.cylinders) as number,
    kilometer: numberOf(values.kilometer) ?? 0,
  };
}

/** Body of `updateVehicle`: the same fields and the version read. */
export function toUpdate(values: VehicleFormValues): UpdateVehicleBody {
  return { ...toInsert(values), version: values.version };
}

/** Year choices, newest first: the last 25 years, and the vehicle's own older year. */
export function yearChoices(now: Date, storedYear?: number): number[] {
  const years = vehicleYearOptions(now);
  return storedYear !== undefined && !years.includes(storedYear) ? [...years, storedYear] : years;
}

/** The i18n key of a schema message: the catalogue's key under `errors:`. */
export function messageKey(message: string): string {
  const key = messageKeyOf(message);
  return key ? `errors:${key}` : 'vehicles:invalid';
}

/** Field errors as i18n keys, from the shared schema and the year rule. */
export function vehicleFieldErrors(values: VehicleFormValues, now: Date = new Date()): FieldErrors {
  const errors = zodFieldErrors(insertVehicleBody, toInsert(values), (_field, issue) =>
    messageKey(issue.message),
  );
  const year = numberOf(values.yearvalue);
  if (!errors.yearvalue && year !== undefined && !vehicleYearAllowed(year, now, values.storedYear))
    errors.yearvalue = 'errors:vehicleYearRange';
  return errors;
}

/**
 * After the make changed: the model is kept only when it is one of the new make's models. Until the
 * loaded models are the chosen make's (loading, or still the previous make's), nothing is decided.
 */
export function modelAfterMakeChange(
  vehmodid: string,
  vehmakid: string,
  models: readonly { vehmakid: string; vehmodid: string }[],
  modelsLoading: boolean,
): string {
  if (!vehmodid) return vehmodid;
  if (!vehmakid) return '';
  if (modelsLoading || models.length === 0 || models[0]!.vehmakid !== vehmakid) return vehmodid;
  return models.some((model) => model.vehmodid === vehmodid) ? vehmodid : '';
}
