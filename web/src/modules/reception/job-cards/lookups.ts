/** Choice lists of the job card pages: garages, makes, inspectors, vehicles, checklist items. */
import type { InspectorChoice } from '@fleet/shared/reception/job-cards';
import type { Garage, VehicleDetails, VehicleMake } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import { jobCardApi } from './api.ts';

const garageOption = (garage: Garage, arabic: boolean): FieldOption => ({
  value: garage.garageid,
  label: (arabic && garage.garagnamar) || garage.garagnam,
  description: garage.garageid,
});

const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: (arabic && make.vehmaknamar) || make.vehmaknam,
});

const inspectorOption = (user: InspectorChoice): FieldOption => ({
  value: user.usercode,
  label: user.username,
  description: user.usercode,
});

const vehicleOption = (vehicle: VehicleDetails): FieldOption => ({
  value: vehicle.vehicleno,
  label: vehicle.vehicleno,
  description: [vehicle.vehmaknam, vehicle.vehmodnam, vehicle.yearvalue].filter(Boolean).join(' · '),
});

const noOption = () => ({ value: '', label: '' });

export const useGarages = () => useLookupOptions('garages', jobCardApi.garages, garageOption);
export const useMakes = () => useLookupOptions('vehicleMakes', jobCardApi.makes, makeOption);
export const useInspectors = () => useLookupOptions('inspectors', jobCardApi.inspectors, inspectorOption);
export const useVehicles = () => useLookupOptions('vehicles', jobCardApi.vehicles, vehicleOption);
export const useCheckItems = () => useLookupOptions('vehicleChecks', jobCardApi.checkItems, noOption);
