/** Choice lists of these pages: technicians (of the job order's garage), garages, makes, job orders. */
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import type { Employee } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import { garageOption, makeOption } from '../../../kit/document/masterOptions.ts';
import { assignTechnicianApi } from './api.ts';

export const technicianOption = (employee: Employee, arabic: boolean): FieldOption => ({
  value: employee.emplcode,
  label: (arabic && employee.emplnamar) || employee.emplname,
  description: [employee.emplcode, (arabic && employee.jobtitlear) || employee.jobtitle].join(' · '),
});

export const jobOrderOption = jobOrderOptionWithGarage;

/**
 * The active technicians of the job order's garage (none before a job order is picked): the save
 * refuses anyone else.
 */
export const useTechnicians = (garage: string | undefined) =>
  useLookupOptions(
    `technicians:${garage ?? ''}`,
    async (signal) =>
      garage
        ? (await assignTechnicianApi.technicians(garage, signal)).filter(
            (employee) => employee.status === 'active',
          )
        : [],
    technicianOption,
  );
export const useGarages = () => useLookupOptions('garages', assignTechnicianApi.garages, garageOption);
export const useMakes = () => useLookupOptions('vehicleMakes', assignTechnicianApi.makes, makeOption);
