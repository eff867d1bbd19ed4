/** Choice lists of the garage technician pages: workshops, technicians (of the job order's garage), garages, job orders. */
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import type { Employee } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption } from '../../../kit/index.ts';
import { garageOption, workshopOption } from '../../../kit/document/masterOptions.ts';
import { garageTechnicianApi } from './api.ts';

export const technicianOption = (employee: Employee, arabic: boolean): FieldOption => ({
  value: employee.emplcode,
  label: (arabic && employee.emplnamar) || employee.emplname,
  description: [
    employee.emplcode,
    (arabic && employee.jobtitlear) || employee.jobtitle,
    employee.garageid,
  ].join(' · '),
});

export const jobOrderOption = jobOrderOptionWithGarage;

export const useWorkshops = () =>
  useLookupOptions('workshops', garageTechnicianApi.workshops, workshopOption);
/**
 * The active technicians of the job order's garage (none before a job order is picked): the save
 * refuses anyone else.
 */
export const useTechnicians = (garage: string | undefined) =>
  useLookupOptions(
    `technicians:${garage ?? ''}`,
    async (signal) =>
      garage
        ? (await garageTechnicianApi.technicians(garage, signal)).filter(
            (employee) => employee.status === 'active',
          )
        : [],
    technicianOption,
  );
export const useGarages = () => useLookupOptions('garages', garageTechnicianApi.garages, garageOption);
