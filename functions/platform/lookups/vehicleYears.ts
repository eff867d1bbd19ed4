import type { VehicleYear } from '@fleet/shared/platform/lookups';

/** Vehicle year options: the last 25 years, newest first (spec 000 section 9). */
export const vehicleYearCount = 25;

export function vehicleYears(currentYear: number, count = vehicleYearCount): VehicleYear[] {
  return Array.from({ length: count }, (_, index) => ({ yearvalue: currentYear - index }));
}
