/** The vehicle choice of both reception modules (job card, KPTC job order, status by plate, history). */
import type { VehicleDetails } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption } from '../../kit/index.ts';
import { receptionApi } from './calls.ts';

const vehicleOption = (vehicle: VehicleDetails): FieldOption => ({
  value: vehicle.vehicleno,
  label: vehicle.vehicleno,
  description: [vehicle.vehmaknam, vehicle.vehmodnam, vehicle.yearvalue].filter(Boolean).join(' · '),
});

export const useVehicles = () => useLookupOptions('vehicles', receptionApi.vehicles, vehicleOption);
