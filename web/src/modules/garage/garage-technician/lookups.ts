/** Choice lists of the garage technician pages: workshops, technicians (of the job order's garage), garages, job orders. */
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { useLookupOptions } from '../../../kit/index.ts';
import { technicianWithGarageOption, useGarageTechnicians } from '../../../kit/technicians.ts';
import { workshopOption } from '../../../kit/document/masterOptions.ts';
import { garageTechnicianApi } from './api.ts';

export const jobOrderOption = jobOrderOptionWithGarage;

export const useWorkshops = () =>
  useLookupOptions('workshops', garageTechnicianApi.workshops, workshopOption);
/** The active technicians of the job order's garage (none before a job order is picked). */
export const useTechnicians = (garage: string | undefined) =>
  useGarageTechnicians(garage, garageTechnicianApi.technicians, technicianWithGarageOption);
