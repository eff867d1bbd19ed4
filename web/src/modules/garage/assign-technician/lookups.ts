/** Choice lists of these pages: technicians (of the job order's garage), garages, makes, job orders. */
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { useGarageTechnicians } from '../../../kit/technicians.ts';
import { assignTechnicianApi } from './api.ts';

export const jobOrderOption = jobOrderOptionWithGarage;

/** The active technicians of the job order's garage (none before a job order is picked). */
export const useTechnicians = (garage: string | undefined) =>
  useGarageTechnicians(garage, assignTechnicianApi.technicians);
