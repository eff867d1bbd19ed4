/** The plate search's pure parts: when to ask the server, and how a vehicle reads as a suggestion. */
import { normalizePlate, type VehicleRow } from '@fleet/shared/reception/vehicles';

/** Wait after the last keystroke before asking the server. */
export const plateSearchDebounceMs = 300;

/** The text to search for, or undefined when there is nothing to search (blank). */
export function plateSearchText(text: string): string | undefined {
  const plate = normalizePlate(text);
  return plate === '' ? undefined : plate;
}

const named = (english: string, arabic: string, inArabic: boolean) => (inArabic && arabic) || english;

/** A suggestion: the plate, with make, model, year and colour beside it. */
export function plateSuggestion(vehicle: VehicleRow, arabic: boolean) {
  return {
    value: vehicle.vehicleno,
    label: vehicle.vehicleno,
    description: [
      named(vehicle.vehmaknam, vehicle.vehmaknamar, arabic),
      named(vehicle.vehmodnam, vehicle.vehmodnamar, arabic),
      String(vehicle.yearvalue),
      named(vehicle.colornam, vehicle.colornamar, arabic),
    ]
      .filter(Boolean)
      .join(' · '),
    tags: vehicle.policeno ? [vehicle.policeno] : undefined,
  };
}
